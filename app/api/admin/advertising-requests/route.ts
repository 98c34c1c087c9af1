// GET /api/admin/advertising-requests – admin only: one page of requests, pending first, then newest
// (?page&pageSize&status&search) → { requests, total, page, pageSize }.
import { userEmails } from "@/lib/data/application-duplicates";
import { listAdvertisingRequests } from "@/lib/data/advertising-requests";
import { privateJson } from "@/lib/http/response";
import { defineRoute } from "@/lib/http/route";
import { approvalListQuerySchema } from "@/lib/validation/admin-approvals";

export const GET = defineRoute({
  audience: "admin",
  query: approvalListQuerySchema,
  handler: async ({ query }) => {
    const { items, total } = await listAdvertisingRequests(query);
    const admins = await userEmails(items.map((request) => request.processedBy));
    return privateJson({
      requests: items.map((request) => ({
        ...request,
        processedByEmail: request.processedBy === null ? null : (admins.get(request.processedBy) ?? null),
      })),
      total,
      page: query.page,
      pageSize: query.pageSize,
    });
  },
});
