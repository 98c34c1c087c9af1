// GET /api/admin/company-registrations – the admin's list of company registrations, newest first (§2 "Company registrations", §7).
import { listCompanyRegistrations } from "@/lib/data/company-registrations";
import { privateJson } from "@/lib/http/response";
import { defineRoute } from "@/lib/http/route";

export const GET = defineRoute({
  audience: "admin",
  handler: async () => privateJson({ registrations: await listCompanyRegistrations() }),
});
