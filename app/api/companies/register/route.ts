// POST /api/companies/register – public, rate-limited: a company's registration, stored as "pending".
import { NextResponse } from "next/server";
import { createCompanyRegistration } from "@/lib/data/company-registrations";
import { env } from "@/lib/env";
import { ValidationError } from "@/lib/errors";
import { defineRoute } from "@/lib/http/route";
import { companyRegistrationSchema } from "@/lib/validation/company-registration";
import { HONEYPOT_FIELD } from "@/lib/domain/honeypot";

export const POST = defineRoute({
  audience: "public",
  body: companyRegistrationSchema,
  rateLimit: () => ({ name: "registration", points: env.REGISTRATION_RATE_LIMIT_PER_HOUR, durationSeconds: 3600 }),
  handler: async ({ body }) => {
    if (body[HONEYPOT_FIELD]) throw new ValidationError("Ihre Registrierung konnte nicht verarbeitet werden.");
    const id = await createCompanyRegistration(body);
    return NextResponse.json({ ok: true, id }, { status: 201 });
  },
});
