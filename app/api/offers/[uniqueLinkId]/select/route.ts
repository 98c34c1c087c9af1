// POST /api/offers/[uniqueLinkId]/select – the customer confirms one tier of an approved offer (offer_selections row). Public, rate-limited.
import { NextResponse } from "next/server";
import { selectOfferTier } from "@/lib/data/bathroom-offers";
import { handleApiError } from "@/lib/http/api-error";
import { enforceRateLimit } from "@/lib/http/rate-limit";
import { assertSameOrigin, clientIp, readJsonBody } from "@/lib/http/request";
import { tierSelectionSchema } from "@/lib/validation/bathroom-offer";

/** Tier selections per IP address and hour. */
const SELECT_LIMIT_PER_HOUR = 30;

export async function POST(request: Request, context: { params: Promise<{ uniqueLinkId: string }> }) {
  try {
    assertSameOrigin(request);
    const body = await readJsonBody(request);
    await enforceRateLimit("offer-select", clientIp(request), SELECT_LIMIT_PER_HOUR, 3600);
    const { selectedTier } = tierSelectionSchema.parse(body);
    await selectOfferTier((await context.params).uniqueLinkId, selectedTier);
    return NextResponse.json({ ok: true }, { status: 201 });
  } catch (error) {
    return handleApiError(error);
  }
}
