// GET /api/admin/stats – the five count cards of the admin overview (§2 "Dashboard").
import { getAdminStats } from "@/lib/data/admin-dashboard";
import { privateJson } from "@/lib/http/response";
import { defineRoute } from "@/lib/http/route";

export const GET = defineRoute({
  audience: "admin",
  handler: async () => privateJson({ stats: await getAdminStats() }),
});
