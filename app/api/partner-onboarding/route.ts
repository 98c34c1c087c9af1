// POST /api/partner-onboarding – a partner's onboarding form (/partner-onboarding, /partner-onboarding2): stored as "pending" for the admin. Public, rate-limited.
// GET /api/partner-onboarding – the admin's list of onboarding records with every field, newest first (§2, §7). Admin only.
import { NextResponse } from "next/server";
import { createPartnerOnboarding, listPartnerOnboarding } from "@/lib/data/partner-onboarding";
import { env } from "@/lib/env";
import { ApiError } from "@/lib/http/api-error";
import { privateJson } from "@/lib/http/response";
import { defineRoute } from "@/lib/http/route";
import { partnerOnboardingSchema } from "@/lib/validation/partner-onboarding";
import { HONEYPOT_FIELD } from "@/lib/validation/project";

export const POST = defineRoute({
  audience: "public",
  body: partnerOnboardingSchema,
  rateLimit: () => ({ name: "registration", points: env.REGISTRATION_RATE_LIMIT_PER_HOUR, durationSeconds: 3600 }),
  handler: async ({ body }) => {
    if (body[HONEYPOT_FIELD]) throw new ApiError(400, "Ihre Anmeldung konnte nicht verarbeitet werden.");
    const id = await createPartnerOnboarding(body);
    return NextResponse.json({ ok: true, id }, { status: 201 });
  },
});

// §7: the answer is a list (a bare JSON array).
export const GET = defineRoute({
  audience: "admin",
  handler: async () => privateJson(await listPartnerOnboarding()),
});
