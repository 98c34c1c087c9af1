// POST /api/bathroom-offers/express-interest – "Projekt starten": records the chosen tier of the project's offer (access cookie required, else 404). Public, rate-limited.
import { NextResponse } from "next/server";
import { expressInterest, OFFER_NOT_FOUND_MESSAGE } from "@/lib/data/bathroom-offers";
import { ApiError, handleApiError } from "@/lib/http/api-error";
import { enforceRateLimit } from "@/lib/http/rate-limit";
import { assertSameOrigin, clientIp, readJsonBody } from "@/lib/http/request";
import { hasProjectAccess } from "@/lib/offers/project-access";
import { expressInterestSchema } from "@/lib/validation/bathroom-offer";

/** Interest submissions per IP address and hour. */
const INTEREST_LIMIT_PER_HOUR = 30;

export async function POST(request: Request) {
  try {
    assertSameOrigin(request);
    const body = await readJsonBody(request);
    await enforceRateLimit("offer-interest", clientIp(request), INTEREST_LIMIT_PER_HOUR, 3600);
    const { projectId, selectedTier } = expressInterestSchema.parse(body);
    if (!hasProjectAccess(request, projectId)) throw new ApiError(404, OFFER_NOT_FOUND_MESSAGE);
    await expressInterest(projectId, selectedTier);
    return NextResponse.json({ ok: true }, { status: 201 });
  } catch (error) {
    return handleApiError(error);
  }
}
