// POST /api/companies/register – public, rate-limited: a company's registration, stored as "pending", its
// register checks queued; the answer carries the token of the applicant's status link.
import { NextResponse } from "next/server";
import { createCompanyRegistration } from "@/lib/data/company-registrations";
import { env } from "@/lib/env";
import { ValidationError } from "@/lib/errors";
import { defineRoute } from "@/lib/http/route";
import { companyRegistrationSchema } from "@/lib/validation/company-registration";
import { HONEYPOT_FIELD } from "@/lib/domain/honeypot";
import { wakeCheckWorker } from "@/lib/verification/checks";
import { registrationStatusToken } from "@/lib/verification/registration-status";

export const POST = defineRoute({
  audience: "public",
  body: companyRegistrationSchema,
  rateLimit: () => ({ name: "registration", points: env.REGISTRATION_RATE_LIMIT_PER_HOUR, durationSeconds: 3600 }),
  handler: async ({ body }) => {
    if (body[HONEYPOT_FIELD]) throw new ValidationError("Ihre Registrierung konnte nicht verarbeitet werden.");
    const id = await createCompanyRegistration(body);
    wakeCheckWorker();
    return NextResponse.json({ ok: true, id, checksToken: registrationStatusToken(id) }, { status: 201 });
  },
});
