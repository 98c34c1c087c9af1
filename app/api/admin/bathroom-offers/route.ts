// GET /api/admin/bathroom-offers – the admin's list of generated bathroom offers, newest first (§2 "AI offers", §7).
import { listBathroomOffers } from "@/lib/data/admin-bathroom-offers";
import { privateJson } from "@/lib/http/response";
import { defineRoute } from "@/lib/http/route";

export const GET = defineRoute({
  audience: "admin",
  handler: async () => privateJson({ offers: await listBathroomOffers() }),
});
