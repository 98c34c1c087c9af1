// GET /api/admin/companies – every company for the admin's companies table, newest first (§2 "Companies", §7).
import { listAdminCompanies } from "@/lib/data/admin-companies";
import { privateJson } from "@/lib/http/response";
import { defineRoute } from "@/lib/http/route";

export const GET = defineRoute({
  audience: "admin",
  handler: async () => privateJson({ companies: await listAdminCompanies() }),
});
