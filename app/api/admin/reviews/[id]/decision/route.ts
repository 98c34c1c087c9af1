// POST /api/admin/reviews/{id}/decision – the admin decides every open report of a review (issue 15 §4, EU DSA Art. 17): { decision: "kept" | "removed", reason } → { reviewId, decision, decidedReports, hiddenAt }; "removed" hides the review.
import { NextResponse } from "next/server";
import { decideReviewReports, REVIEW_NOT_FOUND } from "@/lib/data/reviews";
import { defineRoute } from "@/lib/http/route";
import { idFromParam } from "@/lib/validation/id-param";
import { reviewDecisionSchema } from "@/lib/validation/reviews";

export const POST = defineRoute({
  audience: "admin",
  params: ({ id }) => ({ id: idFromParam(id ?? "", REVIEW_NOT_FOUND) }),
  body: reviewDecisionSchema,
  handler: async ({ user, params, body }) =>
    NextResponse.json(await decideReviewReports(user, params.id, body.decision, body.reason)),
});
