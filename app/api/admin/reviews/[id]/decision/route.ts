// POST /api/admin/reviews/{id}/decision { decision, reason } – admin only: decides every open report of a review
// (EU DSA Art. 17); "removed" hides the review.
import { NextResponse } from "next/server";
import { REVIEW_NOT_FOUND } from "@/lib/reviews/errors";
import { decideReviewReports } from "@/lib/reviews/moderation";
import { defineRoute } from "@/lib/http/route";
import { idParam } from "@/lib/validation/id-param";
import * as z from "@/lib/validation/zod";
import { reviewDecisionSchema } from "@/lib/validation/reviews";

export const POST = defineRoute({
  audience: "admin",
  params: z.object({ id: idParam(REVIEW_NOT_FOUND) }),
  body: reviewDecisionSchema,
  handler: async ({ user, params, body }) =>
    NextResponse.json(await decideReviewReports(user, params.id, body.decision, body.reason)),
});
