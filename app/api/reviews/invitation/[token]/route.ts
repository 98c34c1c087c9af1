// POST /api/reviews/invitation/{token} – the customer's review through the single-use link of the invitation e-mail (issue 15 §4): { rating, title, body } → 201 { reviewId }; a used link 409, any wrong link 404 alike. Public; the token is the proof; rate-limited per client.
import { NextResponse } from "next/server";
import { submitReview } from "@/lib/data/reviews";
import { defineRoute } from "@/lib/http/route";
import { reviewSubmissionSchema } from "@/lib/validation/reviews";

export const POST = defineRoute({
  audience: "public",
  params: ({ token }) => ({ token: token ?? "" }),
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
