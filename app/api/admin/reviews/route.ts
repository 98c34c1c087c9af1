// GET /api/admin/reviews – moderation: reported reviews with their reports, open ones first (issue 15 §4, EU DSA): ?page&pageSize&status=open|decided&search → { reviews, total, page, pageSize }.
import { listReportedReviews } from "@/lib/data/reviews";
import { privateJson } from "@/lib/http/response";
import { defineRoute } from "@/lib/http/route";
import { adminReviewsQuerySchema } from "@/lib/validation/reviews";

export const GET = defineRoute({
  audience: "admin",
  query: adminReviewsQuerySchema,
  handler: async ({ query }) => privateJson(await listReportedReviews(query)),
});
