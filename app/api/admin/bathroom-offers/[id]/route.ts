// GET /api/admin/bathroom-offers/[id] – admin only: one offer with its tiers exactly as the customer will see them.
import { ADMIN_OFFER_NOT_FOUND, getBathroomOfferDetails } from "@/lib/data/admin-bathroom-offers";
import { privateJson } from "@/lib/http/response";
import { defineRoute } from "@/lib/http/route";
import { idParam } from "@/lib/validation/id-param";
import * as z from "@/lib/validation/zod";

export const GET = defineRoute({
  audience: "admin",
  params: z.object({ id: idParam(ADMIN_OFFER_NOT_FOUND) }),
  handler: async ({ params }) => privateJson({ offer: await getBathroomOfferDetails(params.id) }),
});
