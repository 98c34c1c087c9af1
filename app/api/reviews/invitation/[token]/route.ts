// POST /api/reviews/invitation/{token} { rating, title, body } – token holder, rate-limited: the customer's review
// → 201 { reviewId }; a used link 409, any wrong link 404.
import { NextResponse } from "next/server";
import { submitReview } from "@/lib/reviews/submission";
import { REVIEW_LINK_NOT_FOUND } from "@/lib/reviews/errors";
import { defineRoute } from "@/lib/http/route";
import { tokenParam } from "@/lib/validation/id-param";
import * as z from "@/lib/validation/zod";
import { reviewSubmissionSchema } from "@/lib/validation/reviews";

export const POST = defineRoute({
  audience: "public",
  params: z.object({ token: tokenParam(REVIEW_LINK_NOT_FOUND) }),
  body: reviewSubmissionSchema,
  rateLimit: { name: "review-submit", points: 10, durationSeconds: 3600 },
  handler: async ({ params, body }) => {
    const { reviewId } = await submitReview(params.token, body);
    return NextResponse.json(
      { reviewId, message: "Vielen Dank! Ihre Bewertung ist jetzt auf dem Profil des Betriebs sichtbar." },
      { status: 201 },
    );
  },
});
