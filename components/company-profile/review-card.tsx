/** One visible review on a company profile, with the company's answer and "Melden" (EU DSA Art. 16). */
import { BadgeCheck, Flag } from "lucide-react";
import Link from "next/link";

import type { PublicReview } from "@/lib/data/company-profiles";
import { serviceName } from "@/lib/content/service-catalog";

import { StarRating } from "@/components/reviews/star-rating";
import { formatIsoMonth, formatViennaDate } from "@/lib/time/vienna";

export function ReviewCard({ review, companyName }: { review: PublicReview; companyName: string }) {
  const titleId = `review-${review.id}-title`;
  return (
    <article aria-labelledby={titleId} className="rounded-lg border p-4 sm:p-5" data-testid="review">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <StarRating rating={review.rating} />
        <time dateTime={review.createdAt.toISOString()} className="text-sm text-muted-foreground">
          {formatViennaDate(review.createdAt)}
        </time>
      </div>
      <h3 id={titleId} className="mt-2 text-lg font-semibold break-words">
        {review.title}
      </h3>
      <p className="mt-2 break-words whitespace-pre-line">{review.body}</p>
      <p className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
        <span className="inline-flex items-center gap-1 font-medium text-emerald-700">
          <BadgeCheck className="size-4 shrink-0" aria-hidden="true" />
          Verifizierter Auftrag
        </span>
        <span>
          {formatIsoMonth(review.jobMonth)} · {serviceName(review.serviceType)}
        </span>
        <span>von {review.authorName}</span>
      </p>
      {review.reply && (
        <div className="mt-4 rounded-md border-l-4 border-primary/60 bg-muted/60 p-3">
          <p className="text-sm font-semibold">Antwort von {companyName}</p>
          <p className="mt-1 text-sm break-words whitespace-pre-line">{review.reply}</p>
        </div>
      )}
      <div className="mt-3 text-right">
        <Link
          href={`/bewertungen/${review.id}/melden`}
          prefetch={false}
          rel="nofollow"
          className="inline-flex min-h-11 items-center gap-1.5 text-sm text-muted-foreground underline-offset-4 hover:text-foreground hover:underline"
        >
          <Flag className="size-3.5" aria-hidden="true" />
          Melden
          <span className="sr-only">: Bewertung „{review.title}“</span>
        </Link>
      </div>
    </article>
  );
}
