// GET /api/company/reviews – company only: its reviews, newest first (?page&pageSize)
// → { reviews, total, page, pageSize, visibleCount, averageRating }.
import { listCompanyReviews } from "@/lib/reviews/company-reviews";
import { privateJson } from "@/lib/http/response";
import { defineRoute } from "@/lib/http/route";
import { companyReviewsQuerySchema } from "@/lib/validation/reviews";

export const GET = defineRoute({
  audience: "company",
  query: companyReviewsQuerySchema,
  handler: async ({ user, query }) => privateJson(await listCompanyReviews(user.companyId, query.page, query.pageSize)),
});
