// GET /api/admin/reviews – admin only: reported reviews with their reports, open first
// (?page&pageSize&status&search).
import { listReportedReviews } from "@/lib/reviews/moderation";
import { privateJson } from "@/lib/http/response";
import { defineRoute } from "@/lib/http/route";
import { adminReviewsQuerySchema } from "@/lib/validation/reviews";

export const GET = defineRoute({
  audience: "admin",
  query: adminReviewsQuerySchema,
  handler: async ({ query }) => privateJson(await listReportedReviews(query)),
});
