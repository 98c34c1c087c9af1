// POST /api/reviews/{id}/report { reason, email? } – public, rate-limited: reports a visible review (EU DSA Art. 16)
// → 201 { reportId }; unknown or removed reviews 404.
import { NextResponse } from "next/server";
import { REVIEW_NOT_FOUND } from "@/lib/reviews/errors";
import { reportReview } from "@/lib/reviews/company-reviews";
import { defineRoute } from "@/lib/http/route";
import { idParam } from "@/lib/validation/id-param";
import * as z from "@/lib/validation/zod";
import { reviewReportSchema } from "@/lib/validation/reviews";

export const POST = defineRoute({
  audience: "public",
  params: z.object({ id: idParam(REVIEW_NOT_FOUND) }),
  body: reviewReportSchema,
  rateLimit: { name: "review-report", points: 5, durationSeconds: 3600 },
  handler: async ({ params, body }) => {
    const { reportId } = await reportReview(params.id, body);
    return NextResponse.json(
      { reportId, message: "Vielen Dank für Ihre Meldung. Wir prüfen die Bewertung und entscheiden mit Begründung." },
      { status: 201 },
    );
  },
});
