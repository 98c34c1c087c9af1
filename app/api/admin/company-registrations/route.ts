// GET /api/admin/company-registrations – admin only: one page of registrations, pending first
// (?page&pageSize&status&search) → { registrations, total, page, pageSize }.
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
