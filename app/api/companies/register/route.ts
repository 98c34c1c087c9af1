// POST /api/companies/register – a company's registration from the partner landing page (/unternehmen): stored as "pending" for the admin. Public, rate-limited.
import { NextResponse } from "next/server";
import { createCompanyRegistration } from "@/lib/data/company-registrations";
import { env } from "@/lib/env";
import { ApiError, handleApiError } from "@/lib/http/api-error";
import { enforceRateLimit } from "@/lib/http/rate-limit";
import { assertSameOrigin, clientIp, readJsonBody } from "@/lib/http/request";
import { companyRegistrationSchema } from "@/lib/validation/company-registration";
import { HONEYPOT_FIELD } from "@/lib/validation/project";

export async function POST(request: Request) {
  try {
    assertSameOrigin(request);
    const body = await readJsonBody(request);
    await enforceRateLimit("registration", clientIp(request), env.REGISTRATION_RATE_LIMIT_PER_HOUR, 3600);
    const input = companyRegistrationSchema.parse(body);
    if (input[HONEYPOT_FIELD]) {
      throw new ApiError(400, "Ihre Registrierung konnte nicht verarbeitet werden.");
    }
    const id = await createCompanyRegistration(input);
    return NextResponse.json({ ok: true, id }, { status: 201 });
  } catch (error) {
    return handleApiError(error);
  }
}
