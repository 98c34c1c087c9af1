// GET /api/offers/[uniqueLinkId] – an approved three-tier offer opened by link (project name, e-mail, phone and the tiers); anything else 404.
import { getOfferByLink, OFFER_NOT_FOUND_MESSAGE } from "@/lib/data/bathroom-offers";
import { ApiError, handleApiError } from "@/lib/http/api-error";
import { privateJson } from "@/lib/http/response";

export async function GET(_request: Request, context: { params: Promise<{ uniqueLinkId: string }> }) {
  try {
    const offer = await getOfferByLink((await context.params).uniqueLinkId);
    if (!offer) throw new ApiError(404, OFFER_NOT_FOUND_MESSAGE);
    return privateJson(offer);
  } catch (error) {
    return handleApiError(error);
  }
}
