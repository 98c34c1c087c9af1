// POST /api/partner-onboarding – a partner's onboarding form (/partner-onboarding, /partner-onboarding2): stored as "pending" for the admin. Public, rate-limited.
// GET /api/partner-onboarding – the admin's list of onboarding records with every field, newest first (§2, §7). Admin only.
import { NextResponse } from "next/server";
import { requireAdmin } from "@/lib/auth/session";
import { createPartnerOnboarding, listPartnerOnboarding } from "@/lib/data/partner-onboarding";
import { env } from "@/lib/env";
import { ApiError, handleApiError } from "@/lib/http/api-error";
import { enforceRateLimit } from "@/lib/http/rate-limit";
import { assertSameOrigin, clientIp, readJsonBody } from "@/lib/http/request";
import { partnerOnboardingSchema } from "@/lib/validation/partner-onboarding";
import { HONEYPOT_FIELD } from "@/lib/validation/project";
import { privateJson } from "@/lib/http/response";

export async function POST(request: Request) {
  try {
    assertSameOrigin(request);
    const body = await readJsonBody(request);
    await enforceRateLimit("registration", clientIp(request), env.REGISTRATION_RATE_LIMIT_PER_HOUR, 3600);
    const input = partnerOnboardingSchema.parse(body);
    if (input[HONEYPOT_FIELD]) {
      throw new ApiError(400, "Ihre Anmeldung konnte nicht verarbeitet werden.");
    }
    const id = await createPartnerOnboarding(input);
    return NextResponse.json({ ok: true, id }, { status: 201 });
  } catch (error) {
    return handleApiError(error);
  }
}

export async function GET(request: Request) {
  try {
    await requireAdmin(request);
    // §7: the answer is a list (a bare JSON array).
    return privateJson(await listPartnerOnboarding());
  } catch (error) {
    return handleApiError(error);
  }
}
