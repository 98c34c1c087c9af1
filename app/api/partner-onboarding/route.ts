// POST /api/partner-onboarding – a partner's onboarding form (/partner-onboarding, /partner-onboarding2): stored as "pending" for the admin. Public, rate-limited.
// GET /api/partner-onboarding – one page of the admin's onboarding records with every field, pending first, then newest first (§2, §7; issue 13 §7). Admin only.
//   ?page=1&pageSize=25 (max 100)&status=pending|approved|rejected&search=… The answer stays the bare JSON array of §7 (the page's
//   records); the exact number of matching records is in the header X-Total-Count, the page in X-Page and X-Page-Size.
import { NextResponse } from "next/server";
import { createPartnerOnboarding, listPartnerOnboarding } from "@/lib/data/partner-onboarding";
import { env } from "@/lib/env";
import { ApiError } from "@/lib/http/api-error";
import { privateJson } from "@/lib/http/response";
import { defineRoute } from "@/lib/http/route";
import { approvalListQuerySchema } from "@/lib/validation/admin-approvals";
import { partnerOnboardingSchema } from "@/lib/validation/partner-onboarding";
import { HONEYPOT_FIELD } from "@/lib/domain/honeypot";

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

// §7: the answer is a list (a bare JSON array); paging travels in headers so the shape stays.
export const GET = defineRoute({
  audience: "admin",
  query: approvalListQuerySchema,
  handler: async ({ query }) => {
    const { items, total } = await listPartnerOnboarding(query);
    return privateJson(items, {
      headers: { "X-Total-Count": String(total), "X-Page": String(query.page), "X-Page-Size": String(query.pageSize) },
    });
  },
});
