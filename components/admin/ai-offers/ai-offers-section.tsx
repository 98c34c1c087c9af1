"use client";
/**
 * Admin section "AI-Angebote": generated offers with their three totals and status. Per row: "Vorschau",
 * "Genehmigen" (e-mails the customer the link), "Neu erstellen" and "Ablehnen" (reason required, no e-mail), each
 * after a confirmation. Paged on the server, pending first; polled faster while an offer is regenerated.
 */
import { Check, Eye, RefreshCw, X } from "lucide-react";
import { useState } from "react";

import { DecisionConfirmDialog, type DecisionConfirmation } from "@/components/admin/approvals/decision-confirm-dialog";
import { useAdminListMutation } from "@/components/admin/approvals/use-admin-list-mutation";
import {
  PagedListTable,
  statusFilterOptions,
  usePagedList,
  type ListToolbarConfig,
} from "@/components/admin/list-controls";
import { Button } from "@/components/ui/button";
import {
  ADMIN_REFETCH_MS,
  AI_OFFER_LIST_STATUSES,
  approvalListQueryString,
  type ApprovalListPage,
  type ApprovalListParams,
} from "@/lib/domain/admin-approvals";
import {
  OFFER_STATUS_APPROVED,
  OFFER_STATUS_FAILED,
  OFFER_STATUS_GENERATING,
  OFFER_STATUS_PENDING,
  REGENERATABLE_OFFER_STATUSES,
} from "@/lib/domain/bathroom-offer-types";
import { formatEuro } from "@/lib/domain/format";
import { EMPTY_VALUE } from "@/lib/domain/lead-labels";
import { apiRequest, getJson } from "@/lib/http/api-client";
import { formatLocalDate } from "@/lib/time/vienna";
import { AiOfferStatusBadge } from "./ai-offer-status-badge";
import { OfferPreviewDialog } from "./offer-preview-dialog";
import { AI_OFFER_GENERATING_REFETCH_MS, AI_OFFER_QUERY_KEYS, type AdminAiOffer } from "./queries";

/** The list's search box and status filter. */
const TOOLBAR: ListToolbarConfig = {
  placeholder: "Kundenname oder Projekt-ID (#123)",
  options: statusFilterOptions(AI_OFFER_LIST_STATUSES),
  noun: ["Angebot", "Angebote"],
};

/** A confirmed action waiting in the dialog. */
type PendingAction = { kind: "approve" | "regenerate" | "reject"; offer: AdminAiOffer };

function confirmationOf(action: PendingAction | null): DecisionConfirmation | null {
  if (!action) return null;
  const { offer } = action;
  if (action.kind === "approve") {
    return {
      title: `Angebot genehmigen und an ${offer.customerName} senden?`,
      description:
        "Der Kunde erhält per E-Mail den Link zu seinen drei Angeboten. Das lässt sich nicht rückgängig machen.",
      confirmLabel: "Genehmigen und senden",
      tone: "approve",
    };
  }
  if (action.kind === "reject") {
    return {
      title: "Angebot ablehnen",
      description: `Das Angebot für ${offer.customerName} wird nicht gesendet; der Kunde erhält keine E-Mail. Sie können es später neu erstellen.`,
      confirmLabel: "Ablehnen",
      tone: "reject",
      reasonLabel: "Grund der Ablehnung (nur intern, im Verlauf gespeichert)",
    };
  }
  return {
    title: "Angebot neu erstellen?",
    description: `Die drei Varianten für ${offer.customerName} werden neu berechnet und ersetzen die bisherigen. Der Kunde erhält keine E-Mail.`,
    confirmLabel: "Neu erstellen",
    tone: "neutral",
  };
}

/** The three totals as "Budget / Standard / Premium", or a dash without tiers. */
function TotalsCell({ offer }: { offer: AdminAiOffer }) {
  if (!offer.totals) return <span className="text-muted-foreground">{EMPTY_VALUE}</span>;
  const { budget, standard, premium } = offer.totals;
  return (
    <span
      className="text-sm whitespace-nowrap tabular-nums"
      aria-label={`Budget ${formatEuro(budget)}, Standard ${formatEuro(standard)}, Premium ${formatEuro(premium)}`}
    >
      {formatEuro(budget)} / {formatEuro(standard)} / {formatEuro(premium)}
    </span>
  );
}

/** One page of GET /api/admin/bathroom-offers. */
async function fetchOffers(params: ApprovalListParams): Promise<ApprovalListPage<AdminAiOffer>> {
  const answer = await getJson<{ offers: AdminAiOffer[]; total: number; page: number; pageSize: number }>(
    `/api/admin/bathroom-offers?${approvalListQueryString(params)}`,
  );
  return { items: answer.offers, total: answer.total, page: answer.page, pageSize: answer.pageSize };
}

export function AiOffersSection() {
  const [previewId, setPreviewId] = useState<number | null>(null);
  const [action, setAction] = useState<PendingAction | null>(null);

  const paged = usePagedList({
    queryKey: AI_OFFER_QUERY_KEYS.list,
    fetchPage: fetchOffers,
    refetchInterval: (page) =>
      page?.items.some((offer) => offer.status === OFFER_STATUS_GENERATING)
        ? AI_OFFER_GENERATING_REFETCH_MS
        : ADMIN_REFETCH_MS.offers,
  });
  const approve = useAdminListMutation({
    mutationFn: (id: number) =>
      apiRequest<{ offer: AdminAiOffer }>("PATCH", `/api/admin/bathroom-offers/${id}/approve`),
    successToast: ({ offer }) => ({
      title: "Angebot genehmigt",
      description: `Der Link zum Angebot wurde an ${offer.customerName} gesendet.`,
    }),
    errorTitle: "Angebot konnte nicht genehmigt werden",
  });
  const regenerate = useAdminListMutation({
    mutationFn: (id: number) =>
      apiRequest<{ offer: AdminAiOffer }>("POST", `/api/admin/bathroom-offers/${id}/regenerate`),
    successToast: () => ({
      title: "Angebot wird neu erstellt",
      description: "Die neuen Varianten erscheinen in Kürze in der Liste.",
    }),
    errorTitle: "Angebot konnte nicht neu erstellt werden",
  });
  const reject = useAdminListMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) =>
      apiRequest<{ offer: AdminAiOffer }>("POST", `/api/admin/bathroom-offers/${id}/reject`, { reason }),
    successToast: () => ({ title: "Angebot abgelehnt", description: "Der Kunde erhält keine E-Mail." }),
    errorTitle: "Angebot konnte nicht abgelehnt werden",
  });
  const busy = approve.isPending || regenerate.isPending || reject.isPending;

  const confirm = (reason?: string) => {
    if (!action) return;
    const done = { onSettled: () => setAction(null) };
    if (action.kind === "reject") reject.mutate({ id: action.offer.id, reason: reason ?? "" }, done);
    else (action.kind === "approve" ? approve : regenerate).mutate(action.offer.id, done);
  };

  return (
    <section aria-label="AI-Angebote" className="grid gap-4">
      <PagedListTable
        paged={paged}
        toolbar={TOOLBAR}
        aria-label="AI-Angebote"
        columns={[
          { header: "Projekt-ID", className: "font-medium tabular-nums", cell: (offer) => `#${offer.projectId}` },
          { header: "Kunde", cell: (offer) => offer.customerName },
          { header: "Preise (Budget / Standard / Premium)", cell: (offer) => <TotalsCell offer={offer} /> },
          { header: "Status", cell: (offer) => <AiOfferStatusBadge status={offer.status} /> },
          { header: "Erstellt", className: "whitespace-nowrap", cell: (offer) => formatLocalDate(offer.createdAt) },
          {
            header: "Aktion",
            actions: true,
            cell: (offer) => {
              const label = `Angebot für Projekt ${offer.projectId}`;
              return (
                <div className="flex flex-wrap items-center gap-2">
                  {offer.totals && offer.status !== OFFER_STATUS_GENERATING && (
                    <Button size="sm" variant="outline" onClick={() => setPreviewId(offer.id)}>
                      <Eye aria-hidden="true" />
                      Vorschau<span className="sr-only">: {label}</span>
                    </Button>
                  )}
                  {offer.status === OFFER_STATUS_PENDING && (
                    <Button size="sm" onClick={() => setAction({ kind: "approve", offer })} disabled={busy}>
                      <Check aria-hidden="true" />
                      Genehmigen<span className="sr-only">: {label}</span>
                    </Button>
                  )}
                  {REGENERATABLE_OFFER_STATUSES.includes(offer.status) && (
                    <Button
                      size="sm"
                      variant="outline"
                      onClick={() => setAction({ kind: "regenerate", offer })}
                      disabled={busy}
                    >
                      <RefreshCw aria-hidden="true" />
                      Neu erstellen<span className="sr-only">: {label}</span>
                    </Button>
                  )}
                  {(offer.status === OFFER_STATUS_PENDING || offer.status === OFFER_STATUS_FAILED) && (
                    <Button
                      size="sm"
                      variant="ghost"
                      className="text-destructive"
                      onClick={() => setAction({ kind: "reject", offer })}
                      disabled={busy}
                    >
                      <X aria-hidden="true" />
                      Ablehnen<span className="sr-only">: {label}</span>
                    </Button>
                  )}
                  {offer.status === OFFER_STATUS_APPROVED && (
                    <span className="text-xs whitespace-nowrap text-muted-foreground">
                      {offer.sentAt ? `Gesendet am ${formatLocalDate(offer.sentAt)}` : "Genehmigt"}
                    </span>
                  )}
                </div>
              );
            },
          },
        ]}
        rowKey={(offer) => offer.id}
        rowProps={(offer) => ({ "data-testid": `offer-${offer.id}` })}
        texts={{
          loading: "AI-Angebote werden geladen...",
          empty: paged.filtered ? "Keine passenden AI-Angebote gefunden" : "Keine AI-Angebote vorhanden",
          loadError: "Die AI-Angebote konnten nicht geladen werden.",
        }}
      />
      <OfferPreviewDialog offerId={previewId} onClose={() => setPreviewId(null)} />
      <DecisionConfirmDialog
        confirmation={confirmationOf(action)}
        pending={busy}
        onConfirm={confirm}
        onClose={() => setAction(null)}
      />
    </section>
  );
}
