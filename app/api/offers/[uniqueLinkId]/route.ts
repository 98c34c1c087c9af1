// GET /api/offers/[uniqueLinkId] – an approved three-tier offer opened by link (project name, e-mail, phone and the tiers); anything else 404.
import { NextResponse } from "next/server";
import { getOfferByLink, OFFER_NOT_FOUND_MESSAGE } from "@/lib/data/bathroom-offers";
import { ApiError, handleApiError } from "@/lib/http/api-error";

export async function GET(_request: Request, context: { params: Promise<{ uniqueLinkId: string }> }) {
  try {
    const offer = await getOfferByLink((await context.params).uniqueLinkId);
    if (!offer) throw new ApiError(404, OFFER_NOT_FOUND_MESSAGE);
    return NextResponse.json(offer, { headers: { "Cache-Control": "private, no-store" } });
  } catch (error) {
    return handleApiError(error);
  }
}
