// GET /api/offers/[uniqueLinkId] – public: an approved offer opened by link, and whether this browser's access
// cookie lets it choose; anything else 404.
import { getOfferByLink, OFFER_NOT_FOUND_MESSAGE } from "@/lib/data/bathroom-offers";
import { NotFoundError } from "@/lib/errors";
import { privateJson } from "@/lib/http/response";
import { defineRoute } from "@/lib/http/route";
import { tokenParam } from "@/lib/validation/id-param";
import * as z from "@/lib/validation/zod";
import { hasProjectAccess } from "@/lib/offers/project-access";

export const GET = defineRoute({
  audience: "public",
  params: z.object({ uniqueLinkId: tokenParam(OFFER_NOT_FOUND_MESSAGE) }),
  handler: async ({ request, params }) => {
    const offer = await getOfferByLink(params.uniqueLinkId, (projectId) => hasProjectAccess(request, projectId));
    if (!offer) throw new NotFoundError(OFFER_NOT_FOUND_MESSAGE);
    return privateJson(offer);
  },
});
