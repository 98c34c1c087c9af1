// GET /api/admin/bathroom-offers – admin only: one page of offers, pending first, then newest
// (?page&pageSize&status&search) → { offers, total, page, pageSize }.
import { listBathroomOffers } from "@/lib/data/admin-bathroom-offers";
import { privateJson } from "@/lib/http/response";
import { defineRoute } from "@/lib/http/route";
import { aiOfferListQuerySchema } from "@/lib/validation/admin-approvals";

export const GET = defineRoute({
  audience: "admin",
  query: aiOfferListQuerySchema,
  handler: async ({ query }) => {
    const { items, total } = await listBathroomOffers(query);
    return privateJson({ offers: items, total, page: query.page, pageSize: query.pageSize });
  },
});
