// GET /api/admin/company-registrations – one page of company registrations, pending first, then newest first (§2 "Company registrations", §7; issue 13 §7):
// ?page=1&pageSize=25 (max 100)&status=pending|approved|rejected&search=… → { registrations, total, page, pageSize }.
import { listCompanyRegistrations } from "@/lib/data/company-registrations";
import { privateJson } from "@/lib/http/response";
import { defineRoute } from "@/lib/http/route";
import { approvalListQuerySchema } from "@/lib/validation/admin-approvals";

export const GET = defineRoute({
  audience: "admin",
  query: approvalListQuerySchema,
  handler: async ({ query }) => {
    const { items, total } = await listCompanyRegistrations(query);
    return privateJson({ registrations: items, total, page: query.page, pageSize: query.pageSize });
  },
});
