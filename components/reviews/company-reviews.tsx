"use client";
/**
 * "Bewertungen" in the company dashboard: its reviews, newest first, paged, with count and average. Each review can
 * be answered once, publicly, after a confirmation (it cannot be changed). Removed reviews cannot be answered.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { BadgeCheck, MessageSquareReply, Star } from "lucide-react";
import Link from "next/link";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";

import { listLoadState } from "@/components/company/list-load-state";
import { useSessionExpiredRedirect } from "@/components/company/queries";
import { RoomConfirmDialog } from "@/components/project-room/room-confirm-dialog";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { ListPager } from "@/components/ui/list-pager";
import { Textarea } from "@/components/ui/textarea";
import { pageCount } from "@/lib/domain/paging";
import { VERIFIED_JOB_LABEL, type CompanyReviewItem } from "@/lib/domain/reviews";
import { errorMessageFromApi } from "@/lib/http/api-client";
import { REVIEW_LIMITS, reviewReplySchema, type ReviewReplyInput } from "@/lib/validation/reviews";
import { formatIsoMonth, formatLocalDate } from "@/lib/time/vienna";

import { useCompanyReviews, useReplyToReview } from "./queries";
import { StarRating } from "./star-rating";

/** Reviews per page. */
export const COMPANY_REVIEWS_PAGE_SIZE = 10;

export function CompanyReviews() {
  const [page, setPage] = useState(1);
  const query = useCompanyReviews(page, COMPANY_REVIEWS_PAGE_SIZE);
  const expired = useSessionExpiredRedirect(query.error);
  const data = query.data;
  const pages = data ? pageCount(data.total, data.pageSize) : 1;

  const state = listLoadState(query, expired, {
    noun: "Bewertungen",
    skeletons: 2,
    skeletonClassName: "h-32 rounded-xl",
  });
  if (state) return state;
  if (!data || data.total === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed bg-card px-4 py-10 text-center">
        <Star className="size-8 text-muted-foreground" aria-hidden="true" />
        <p className="font-medium">Noch keine Bewertungen</p>
        <p className="max-w-md text-sm text-muted-foreground">
          Kundinnen und Kunden erhalten eine Einladung zur Bewertung, sobald beide Seiten den Auftrag bestätigt haben
          und Sie ihn als erledigt markiert haben (oder 60 Tage nach dem geplanten Fertigstellungsmonat).{" "}
          <Link prefetch={false} href="/bewertungen" className="font-medium text-primary underline underline-offset-2">
            So entstehen Bewertungen
          </Link>
        </p>
      </div>
    );
  }
  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {data.visibleCount === 0 || data.averageRating === null
          ? "Keine veröffentlichten Bewertungen"
          : `${data.visibleCount} veröffentlichte ${data.visibleCount === 1 ? "Bewertung" : "Bewertungen"}, Durchschnitt ${data.averageRating.toLocaleString("de-AT")} von 5 Sternen`}
      </p>
      <ul className="grid gap-4" aria-busy={query.isFetching || undefined}>
        {data.reviews.map((review) => (
          <li key={review.id}>
            <ReviewCard review={review} />
          </li>
        ))}
      </ul>
      <ListPager page={page} pages={pages} total={data.total} onPage={setPage} />
    </div>
  );
}

function ReviewCard({ review }: { review: CompanyReviewItem }) {
  return (
    <article
      className="rounded-xl border bg-card p-4 shadow-sm sm:p-5"
      aria-labelledby={`review-${review.id}-title`}
      data-testid={`company-review-${review.id}`}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <StarRating rating={review.rating} />
        {review.hiddenAt && (
          <Badge variant="outline" className="border-red-200 bg-red-50 text-red-700">
            Nach Prüfung entfernt
          </Badge>
        )}
      </div>
      <h2 id={`review-${review.id}-title`} className="mt-2 text-lg font-semibold break-words">
        {review.title}
      </h2>
      <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted-foreground">
        <span>{review.authorName}</span>
        <span aria-hidden="true">·</span>
        <span className="inline-flex items-center gap-1">
          <BadgeCheck className="size-4 text-primary" aria-hidden="true" />
          {VERIFIED_JOB_LABEL}
        </span>
        <span>
          {review.serviceLabel}, {formatIsoMonth(review.jobMonth)}
        </span>
        <span aria-hidden="true">·</span>
        <span>{formatLocalDate(review.createdAt)}</span>
      </p>
      <p className="mt-3 leading-relaxed break-words whitespace-pre-line">{review.body}</p>
      {review.reply !== null ? (
        <div className="mt-4 rounded-lg border-l-4 border-primary bg-muted/50 p-3">
          <p className="text-sm font-semibold">
            Ihre Antwort{review.repliedAt ? ` vom ${formatLocalDate(review.repliedAt)}` : ""}
          </p>
          <p className="mt-1 text-sm leading-relaxed break-words whitespace-pre-line">{review.reply}</p>
        </div>
      ) : review.hiddenAt ? (
        <p className="mt-4 text-sm text-muted-foreground">
          Diese Bewertung wurde nach einer Meldung entfernt und ist nicht mehr öffentlich.
        </p>
      ) : (
        <ReplyForm reviewId={review.id} />
      )}
    </article>
  );
}

function ReplyForm({ reviewId }: { reviewId: number }) {
  const [confirming, setConfirming] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const replyMutation = useReplyToReview();
  const form = useForm<ReviewReplyInput>({ resolver: zodResolver(reviewReplySchema), defaultValues: { reply: "" } });
  const fieldId = `review-${reviewId}-reply`;
  const fieldError = form.formState.errors.reply?.message;

  return (
    <>
      <form
        noValidate
        className="mt-4 grid gap-2"
        onSubmit={form.handleSubmit((values) => {
          setError(null);
          setConfirming(values.reply);
        })}
      >
        <Label htmlFor={fieldId}>Öffentlich antworten</Label>
        <Textarea
          id={fieldId}
          rows={3}
          maxLength={REVIEW_LIMITS.replyMax}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? `${fieldId}-error` : `${fieldId}-hint`}
          {...form.register("reply")}
        />
        <p id={`${fieldId}-hint`} className="text-xs text-muted-foreground">
          Sie können einmal antworten ({REVIEW_LIMITS.replyMin} bis {REVIEW_LIMITS.replyMax.toLocaleString("de-AT")}{" "}
          Zeichen). Die Antwort erscheint unter der Bewertung auf Ihrem Firmenprofil.
        </p>
        {fieldError && (
          <p id={`${fieldId}-error`} role="alert" className="text-sm text-destructive">
            {fieldError}
          </p>
        )}
        <Button type="submit" variant="outline" className="justify-self-start">
          <MessageSquareReply aria-hidden="true" />
          Antwort veröffentlichen
        </Button>
      </form>
      <RoomConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title="Antwort veröffentlichen?"
        description="Ihre Antwort erscheint öffentlich unter der Bewertung. Sie können nur einmal antworten und die Antwort danach nicht mehr ändern."
        confirmLabel="Endgültig veröffentlichen"
        pendingLabel="Wird veröffentlicht..."
        pending={replyMutation.isPending}
        error={error}
        onConfirm={() => {
          if (confirming === null) return;
          replyMutation.mutate(
            { id: reviewId, reply: confirming },
            {
              onSuccess: () => {
                setConfirming(null);
                toast.success("Antwort veröffentlicht", {
                  description: "Ihre Antwort steht jetzt unter der Bewertung.",
                });
              },
              onError: (failure) =>
                setError(
                  errorMessageFromApi(
                    failure,
                    "Die Antwort konnte nicht gespeichert werden. Bitte versuchen Sie es später erneut.",
                  ),
                ),
            },
          );
        }}
      >
        <blockquote className="max-h-48 overflow-y-auto rounded-md border bg-muted/50 p-3 text-sm break-words whitespace-pre-line">
          {confirming}
        </blockquote>
      </RoomConfirmDialog>
    </>
  );
}
