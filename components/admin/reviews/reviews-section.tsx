"use client";
/**
 * Admin section "Bewertungen" (EU DSA Art. 16/17, notice and action): reported reviews, open reports first. The admin
 * keeps or removes a review with a required reason; removing hides it on the company profile.
 */
import { BadgeCheck, Check, Trash2 } from "lucide-react";
import { useState } from "react";

import { DecidedBy } from "@/components/admin/approvals/application-marks";
import { DecisionConfirmDialog, type DecisionConfirmation } from "@/components/admin/approvals/decision-confirm-dialog";
import { useAdminListMutation } from "@/components/admin/approvals/use-admin-list-mutation";
import { usePagedList } from "@/components/admin/list-controls";
import { ListSearchToolbar } from "@/components/admin/list-search-toolbar";
import { LoadErrorState } from "@/components/admin/table-states";
import { reviewKeys } from "@/components/reviews/queries";
import { StarRating } from "@/components/reviews/star-rating";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ListPager } from "@/components/ui/list-pager";
import { Skeleton } from "@/components/ui/skeleton";
import { approvalListQueryString, type ApprovalListPage, type ApprovalListParams } from "@/lib/domain/admin-approvals";
import {
  REVIEW_DECISION_LABELS,
  VERIFIED_JOB_LABEL,
  type AdminReviewItem,
  type AdminReviewsPage,
} from "@/lib/domain/reviews";
import { apiRequest, getJson } from "@/lib/http/api-client";
import type { ReviewDecision } from "@/lib/validation/reviews";
import { formatIsoMonth, formatViennaDateTime } from "@/lib/time/vienna";

/** Refresh interval of the moderation list (ms). */
export const REVIEWS_REFETCH_MS = 60_000;

const FILTERS = [
  { value: "open", label: "Offene Meldungen" },
  { value: "decided", label: "Entschieden" },
] as const;

/** The confirm dialog's texts for a decision (the reason is required and kept, EU DSA Art. 17). */
function decisionConfirmation(review: AdminReviewItem, decision: ReviewDecision): DecisionConfirmation {
  const reports = review.openReports === 1 ? "die offene Meldung" : `die ${review.openReports} offenen Meldungen`;
  return decision === "removed"
    ? {
        title: "Bewertung entfernen?",
        description: `„${review.title}“ zu ${review.companyName} wird vom Firmenprofil entfernt; ${reports} werden damit entschieden. Meldende mit E-Mail-Adresse und die Verfasserin oder der Verfasser erhalten die Entscheidung mit Begründung.`,
        confirmLabel: "Bewertung entfernen",
        tone: "reject",
        reasonLabel: "Begründung (wird gespeichert und den Beteiligten per E-Mail mitgeteilt)",
      }
    : {
        title: "Bewertung bleibt?",
        description: `„${review.title}“ zu ${review.companyName} bleibt sichtbar; ${reports} werden damit entschieden. Meldende mit E-Mail-Adresse erhalten die Entscheidung mit Begründung.`,
        confirmLabel: "Bewertung bleibt",
        tone: "approve",
        reasonLabel: "Begründung (wird gespeichert und den Meldenden per E-Mail mitgeteilt)",
      };
}

/** One page of GET /api/admin/reviews. */
async function fetchReviews(params: ApprovalListParams): Promise<ApprovalListPage<AdminReviewItem>> {
  const answer = await getJson<AdminReviewsPage>(`/api/admin/reviews?${approvalListQueryString(params)}`);
  return { items: answer.reviews, total: answer.total, page: answer.page, pageSize: answer.pageSize };
}

export function ReviewsSection() {
  const [confirm, setConfirm] = useState<{ review: AdminReviewItem; decision: ReviewDecision } | null>(null);
  const paged = usePagedList({
    queryKey: reviewKeys.admin,
    fetchPage: fetchReviews,
    refetchInterval: REVIEWS_REFETCH_MS,
  });
  const decide = useAdminListMutation({
    mutationFn: ({ id, decision, reason }: { id: number; decision: ReviewDecision; reason: string }) =>
      apiRequest<{ decision: ReviewDecision }>("POST", `/api/admin/reviews/${id}/decision`, { decision, reason }),
    successToast: (_data, { decision }) => ({
      title: decision === "removed" ? "Bewertung entfernt" : "Bewertung bleibt",
      description: "Die Entscheidung und ihre Begründung wurden gespeichert.",
    }),
    errorTitle: "Entscheidung konnte nicht gespeichert werden",
  });
  const list = paged.list;

  return (
    <section aria-label="Bewertungen" className="grid gap-4">
      <p className="text-sm text-muted-foreground">
        Gemeldete Bewertungen, offene Meldungen zuerst. Jede Entscheidung wird mit Begründung, Zeitpunkt und Admin
        gespeichert (Digital Services Act).
      </p>
      <ListSearchToolbar
        placeholder="Firma oder Titel der Bewertung"
        searchInput={paged.searchInput}
        onSearchInput={paged.setSearchInput}
        options={FILTERS}
        status={paged.status}
        onStatus={paged.setStatus}
        total={paged.total}
        noun={["gemeldete Bewertung", "gemeldete Bewertungen"]}
        filterLabel="Meldungen"
      />
      {list.isError ? (
        <LoadErrorState
          text="Die gemeldeten Bewertungen konnten nicht geladen werden."
          onRetry={() => void list.refetch()}
          retrying={list.isFetching}
        />
      ) : list.isPending ? (
        <div role="status" className="grid gap-3">
          <span className="sr-only">Gemeldete Bewertungen werden geladen...</span>
          {[0, 1].map((index) => (
            <Skeleton key={index} className="h-40 rounded-xl" aria-hidden="true" />
          ))}
        </div>
      ) : list.data.length === 0 ? (
        <p className="rounded-xl border border-dashed bg-card px-4 py-8 text-center text-muted-foreground">
          {paged.filtered
            ? "Keine passenden gemeldeten Bewertungen gefunden"
            : "Keine gemeldeten Bewertungen vorhanden"}
        </p>
      ) : (
        <ul className="grid gap-4" aria-busy={list.isFetching || undefined}>
          {list.data.map((review) => (
            <li key={review.id}>
              <ReviewCard
                review={review}
                pending={decide.isPending && decide.variables?.id === review.id}
                onDecide={(decision) => setConfirm({ review, decision })}
              />
            </li>
          ))}
        </ul>
      )}
      <ListPager page={paged.page} pages={paged.pages} total={paged.total} onPage={paged.setPage} />
      <DecisionConfirmDialog
        confirmation={confirm && decisionConfirmation(confirm.review, confirm.decision)}
        pending={decide.isPending}
        onClose={() => setConfirm(null)}
        onConfirm={(reason) => {
          if (!confirm || !reason) return;
          decide.mutate(
            { id: confirm.review.id, decision: confirm.decision, reason },
            { onSuccess: () => setConfirm(null) },
          );
        }}
      />
    </section>
  );
}

function ReviewCard({
  review,
  pending,
  onDecide,
}: {
  review: AdminReviewItem;
  pending: boolean;
  onDecide: (decision: ReviewDecision) => void;
}) {
  const titleId = `admin-review-${review.id}-title`;
  return (
    <article
      className="grid gap-4 rounded-xl border bg-card p-4 shadow-sm sm:p-5"
      aria-labelledby={titleId}
      data-testid={`admin-review-${review.id}`}
    >
      <header className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <StarRating rating={review.rating} />
          <span className="text-sm font-medium">{review.companyName}</span>
        </div>
        {review.hiddenAt ? (
          <Badge variant="outline" className="border-red-200 bg-red-50 text-red-700">
            Entfernt am {formatViennaDateTime(review.hiddenAt)}
          </Badge>
        ) : review.openReports > 0 ? (
          <Badge variant="outline" className="border-amber-200 bg-amber-50 text-amber-900">
            {review.openReports === 1 ? "1 offene Meldung" : `${review.openReports} offene Meldungen`}
          </Badge>
        ) : (
          <Badge variant="outline">Sichtbar</Badge>
        )}
      </header>
      <div>
        <h2 id={titleId} className="text-lg font-semibold break-words">
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
          <span>
            Bewertung #{review.id} vom {formatViennaDateTime(review.createdAt)}
          </span>
        </p>
        <p className="mt-3 leading-relaxed break-words whitespace-pre-line">{review.body}</p>
        {review.reply && (
          <div className="mt-3 rounded-lg border-l-4 border-primary bg-muted/50 p-3">
            <p className="text-sm font-semibold">Antwort der Firma</p>
            <p className="mt-1 text-sm break-words whitespace-pre-line">{review.reply}</p>
          </div>
        )}
      </div>
      <section aria-label={`Meldungen zu „${review.title}“`} className="grid gap-2">
        <h3 className="text-sm font-semibold">Meldungen ({review.reports.length})</h3>
        <ol className="grid gap-2">
          {review.reports.map((report) => (
            <li key={report.id} className="rounded-lg border bg-muted/30 p-3 text-sm">
              <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
                <span>Gemeldet am {formatViennaDateTime(report.createdAt)}</span>
                <span aria-hidden="true">·</span>
                <span className="break-all">{report.reporterEmail ?? "ohne E-Mail-Adresse"}</span>
              </p>
              <p className="mt-1 break-words whitespace-pre-line">{report.reason}</p>
              {report.decision ? (
                <div className="mt-2 grid gap-1">
                  <Badge
                    variant="outline"
                    className={
                      report.decision === "removed"
                        ? "border-red-200 bg-red-50 text-red-700"
                        : "border-emerald-200 bg-emerald-50 text-emerald-700"
                    }
                  >
                    {REVIEW_DECISION_LABELS[report.decision] ?? report.decision}
                  </Badge>
                  <DecidedBy
                    email={report.decidedByEmail}
                    processedAt={report.decidedAt}
                    notes={report.decisionReason}
                  />
                </div>
              ) : (
                <Badge variant="outline" className="mt-2 border-amber-200 bg-amber-50 text-amber-900">
                  Offen
                </Badge>
              )}
            </li>
          ))}
        </ol>
      </section>
      {review.openReports > 0 && (
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" disabled={pending} onClick={() => onDecide("kept")}>
            <Check aria-hidden="true" />
            Bewertung bleibt
          </Button>
          <Button type="button" variant="destructive" disabled={pending} onClick={() => onDecide("removed")}>
            <Trash2 aria-hidden="true" />
            Bewertung entfernen
          </Button>
        </div>
      )}
    </article>
  );
}
