// GET /api/admin/bathroom-offers/[id] – admin only: one offer with its tiers exactly as the customer will see them.
import { ADMIN_OFFER_NOT_FOUND, getBathroomOfferDetails } from "@/lib/data/admin-bathroom-offers";
import { privateJson } from "@/lib/http/response";
import { defineRoute } from "@/lib/http/route";
import { idFromParam } from "@/lib/validation/id-param";

export const GET = defineRoute({
  audience: "admin",
  params: ({ id }) => ({ id: idFromParam(id, ADMIN_OFFER_NOT_FOUND) }),
  handler: async ({ params }) => privateJson({ offer: await getBathroomOfferDetails(params.id) }),
});
