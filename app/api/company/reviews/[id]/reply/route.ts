// POST /api/company/reviews/{id}/reply { reply } – company only: its one public answer to its own review
// → { reply, repliedAt }; another company's review 404, a second answer 409.
import { NextResponse } from "next/server";
import { REVIEW_NOT_FOUND } from "@/lib/reviews/errors";
import { replyToReview } from "@/lib/reviews/company-reviews";
import { defineRoute } from "@/lib/http/route";
import { idParam } from "@/lib/validation/id-param";
import * as z from "@/lib/validation/zod";
import { reviewReplySchema } from "@/lib/validation/reviews";

export const POST = defineRoute({
  audience: "company",
  params: z.object({ id: idParam(REVIEW_NOT_FOUND) }),
  body: reviewReplySchema,
  rateLimit: { name: "review-reply", points: 30, durationSeconds: 3600 },
  handler: async ({ user, params, body }) =>
    NextResponse.json(await replyToReview(user, user.companyId, params.id, body.reply)),
});
