// GET /api/company/advertising-requests – company only: its own requests, newest first (?page&pageSize)
// → { requests, total, page, pageSize }.
import { listOwnAdvertisingRequests } from "@/lib/data/advertising-requests";
import { privateJson } from "@/lib/http/response";
import { defineRoute } from "@/lib/http/route";
import { companyAdvertisingQuerySchema } from "@/lib/validation/company-profile";

export const GET = defineRoute({
  audience: "company",
  query: companyAdvertisingQuerySchema,
  handler: async ({ user, query }) => {
    const { requests, total } = await listOwnAdvertisingRequests(user.companyId, query.page, query.pageSize);
    return privateJson({ requests, total, page: query.page, pageSize: query.pageSize });
  },
});
