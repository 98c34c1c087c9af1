// POST /api/partner-onboarding – public, rate-limited: stores a partner's onboarding form as "pending".
// GET – admin only: one page of records as a bare JSON array; paging in the headers X-Total-Count, X-Page, X-Page-Size.
import { NextResponse } from "next/server";
import { createPartnerOnboarding, listPartnerOnboarding } from "@/lib/data/partner-onboarding";
import { env } from "@/lib/env";
import { ValidationError } from "@/lib/errors";
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
    if (body[HONEYPOT_FIELD]) throw new ValidationError("Ihre Anmeldung konnte nicht verarbeitet werden.");
    const id = await createPartnerOnboarding(body);
    return NextResponse.json({ ok: true, id }, { status: 201 });
  },
});

// The spec wants a bare JSON array (spec: authenticated-side §7); paging travels in headers so the shape stays.
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
