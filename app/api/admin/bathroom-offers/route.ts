// GET /api/admin/bathroom-offers – one page of generated bathroom offers, pending first, then newest first (§2 "AI offers", §7; issue 13 §7):
// ?page=1&pageSize=25 (max 100)&status=pending|approved|failed|rejected|generating&search=<customer name or project id> → { offers, total, page, pageSize }.
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
