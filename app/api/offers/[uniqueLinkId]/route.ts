// GET /api/offers/[uniqueLinkId] – public: an approved offer opened by link, and whether this browser's access
// cookie lets it choose; anything else 404.
import { getOfferByLink, OFFER_NOT_FOUND_MESSAGE } from "@/lib/data/bathroom-offers";
import { NotFoundError } from "@/lib/errors";
import { privateJson } from "@/lib/http/response";
import { defineRoute } from "@/lib/http/route";
import { hasProjectAccess } from "@/lib/offers/project-access";

export const GET = defineRoute({
  audience: "public",
  handler: async ({ request, params }) => {
    const offer = await getOfferByLink(params.uniqueLinkId ?? "", (projectId) => hasProjectAccess(request, projectId));
    if (!offer) throw new NotFoundError(OFFER_NOT_FOUND_MESSAGE);
    return privateJson(offer);
  },
});
