import type { Metadata } from "next";
import { BadgeCheck } from "lucide-react";
import { notFound } from "next/navigation";

import { ReportReviewForm } from "@/components/reviews/report-review-form";
import { StarRating } from "@/components/reviews/star-rating";
import { reportableReview } from "@/lib/reviews/company-reviews";
import { parseId } from "@/lib/domain/ids";
import { VERIFIED_JOB_LABEL } from "@/lib/domain/reviews";
import { formatIsoMonth } from "@/lib/time/vienna";

/** /bewertungen/{id}/melden – anyone reports a review (EU DSA Art. 16). A removed review is not reportable: 404. */
export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: "Bewertung melden",
  robots: { index: false, follow: false },
};

export default async function ReportReviewPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const reviewId = parseId(id);
  const review = reviewId === null ? null : await reportableReview(reviewId);
  if (!review) notFound();
  return (
    <section className="mx-auto w-full max-w-2xl px-4 py-10 sm:py-14" aria-labelledby="report-page-title">
      <p className="text-sm font-medium text-primary">Bewertung melden</p>
      <h1 id="report-page-title" className="mt-1 text-2xl font-bold tracking-tight text-balance sm:text-3xl">
        Bewertung zu {review.companyName} melden
      </h1>
      <figure className="mt-6 rounded-xl border bg-muted/40 p-4 sm:p-5">
        <StarRating rating={review.rating} />
        <blockquote className="mt-2 font-semibold">„{review.title}“</blockquote>
        <figcaption className="mt-2 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted-foreground">
          <span>{review.authorName}</span>
          <span aria-hidden="true">·</span>
          <span className="inline-flex items-center gap-1">
            <BadgeCheck className="size-4 text-primary" aria-hidden="true" />
            {VERIFIED_JOB_LABEL}
          </span>
          <span>
            {review.serviceLabel}, {formatIsoMonth(review.jobMonth)}
          </span>
        </figcaption>
      </figure>
      <div className="mt-8 rounded-xl border bg-card p-5 shadow-sm sm:p-8">
        <ReportReviewForm reviewId={review.id} />
      </div>
    </section>
  );
}
