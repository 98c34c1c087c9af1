"use client";
/**
 * Admin section "Partner-Onboarding": onboarding records with a details dialog; approve or reject (reason e-mailed)
 * only while pending, each after a confirmation. Paged on the server, pending first, refreshed every 60 s.
 */
import { Check, Eye, X } from "lucide-react";
import { useState } from "react";

import { DecidedBy, DuplicateMark } from "@/components/admin/approvals/application-marks";
import {
  DecisionConfirmDialog,
  REJECTION_REASON_TO_APPLICANT,
} from "@/components/admin/approvals/decision-confirm-dialog";
import { ApprovalStatusBadge } from "@/components/admin/approvals/status-badge";
import { useAdminListMutation } from "@/components/admin/approvals/use-admin-list-mutation";
import { APPLICATION_LIST_TOOLBAR, PagedListTable, usePagedList } from "@/components/admin/list-controls";
import { Button } from "@/components/ui/button";
import {
  ADMIN_QUERY_KEYS,
  ADMIN_REFETCH_MS,
  approvalListQueryString,
  canApproveOnboarding,
  type AdminOnboarding,
  type ApprovalListPage,
  type ApprovalListParams,
  type OnboardingDecisionResponse,
} from "@/lib/domain/admin-approvals";
import { onboardingDecisionToast } from "@/lib/domain/approval-labels";
import { EMPTY_VALUE } from "@/lib/domain/lead-labels";
import { onboardingServiceLabels } from "@/lib/domain/onboarding-labels";
import { formatPhone } from "@/lib/domain/phone";
import { ApiClientError, apiRequest } from "@/lib/http/api-client";
import { formatLocalDate } from "@/lib/time/vienna";

import { OnboardingDetailsDialog, type OnboardingDecision } from "./onboarding-details-dialog";

/**
 * One page of GET /api/partner-onboarding: a bare array; the exact total comes in the header X-Total-Count.
 *
 * @throws ApiClientError for a non-OK answer (like getJson).
 */
async function fetchOnboarding(params: ApprovalListParams): Promise<ApprovalListPage<AdminOnboarding>> {
  const response = await fetch(`/api/partner-onboarding?${approvalListQueryString(params)}`, {
    credentials: "include",
  });
  const text = await response.text().catch(() => "");
  if (!response.ok) throw new ApiClientError(response.status, text, response.statusText);
  const items = JSON.parse(text) as AdminOnboarding[];
  const total = Number(response.headers.get("X-Total-Count") ?? Number.NaN);
  return { items, total: Number.isFinite(total) ? total : items.length, page: params.page, pageSize: params.pageSize };
}

export function PartnerOnboardingSection() {
  // The record whose details are open; the dialog shows its newest version from the list, and keeps
  // the one it opened with while a decision moves it to another page of the list.
  const [details, setDetails] = useState<AdminOnboarding | null>(null);
  const [confirm, setConfirm] = useState<{ record: AdminOnboarding; status: OnboardingDecision } | null>(null);
  const paged = usePagedList({
    queryKey: ADMIN_QUERY_KEYS.onboarding,
    fetchPage: fetchOnboarding,
    refetchInterval: ADMIN_REFETCH_MS.onboarding,
  });
  const records = paged.list;
  const decide = useAdminListMutation({
    mutationFn: ({ id, status, notes }: { id: number; status: OnboardingDecision; notes?: string }) =>
      apiRequest<OnboardingDecisionResponse>("PUT", `/api/partner-onboarding/${id}/status`, {
        status,
        // An onboarding form has no register checks: approving it is always an override with a reason.
        ...(notes ? (status === "approved" ? { overrideReason: notes } : { notes }) : {}),
      }),
    successToast: (_data, { status }) => onboardingDecisionToast(status),
    errorTitle: "Status konnte nicht aktualisiert werden",
  });

  const busyFor = (id: number): OnboardingDecision | null =>
    decide.isPending && decide.variables?.id === id ? decide.variables.status : null;
  const selected = details ? (records.data?.find((record) => record.id === details.id) ?? details) : null;

  return (
    <section aria-label="Partner-Onboarding" className="grid gap-4">
      <p className="text-sm text-muted-foreground">
        Ausführliche Partner-Anmeldungen. Sie enthalten keine GISA-Zahl und werden daher nicht automatisch gegen die
        Register geprüft: Genehmigen ist nur mit Begründung möglich. Es wird ein Firmenkonto angelegt; Leads erhält die
        Firma erst mit geprüfter Gewerbeberechtigung und Haftpflichtversicherung.
      </p>
      <PagedListTable
        paged={paged}
        toolbar={APPLICATION_LIST_TOOLBAR}
        aria-label="Partner-Onboarding"
        columns={[
          {
            header: "Firma",
            className: "min-w-40",
            cell: (record) => (
              <>
                <p className="font-medium break-words">{record.companyName ?? "Ohne Firmenname"}</p>
                <p className="text-xs text-muted-foreground">Eingegangen am {formatLocalDate(record.createdAt)}</p>
                <DuplicateMark duplicateOf={record.duplicateOf} />
              </>
            ),
          },
          {
            header: "Kontakt",
            className: "min-w-44 max-w-60",
            cell: (record) => (
              <>
                <p>{record.contactPerson ?? EMPTY_VALUE}</p>
                <p className="break-all text-muted-foreground">{record.email ?? EMPTY_VALUE}</p>
                <p className="whitespace-nowrap text-muted-foreground">
                  {record.phone ? formatPhone(record.phone) : EMPTY_VALUE}
                </p>
              </>
            ),
          },
          {
            header: "Leistungen",
            className: "min-w-40",
            cell: (record) =>
              record.services.length > 0 ? onboardingServiceLabels(record.services).join(", ") : EMPTY_VALUE,
          },
          {
            header: "Status",
            actions: true,
            cell: (record) => {
              const name = record.companyName ?? "Ohne Firmenname";
              const busy = busyFor(record.id);
              return (
                <div className="flex flex-col items-start gap-2">
                  <ApprovalStatusBadge status={record.status} />
                  {record.status !== "pending" && (
                    <DecidedBy email={record.processedByEmail} processedAt={record.processedAt} />
                  )}
                  <div className="flex flex-wrap gap-2">
                    <Button size="sm" variant="outline" onClick={() => setDetails(record)}>
                      <Eye aria-hidden="true" />
                      Details<span className="sr-only">: {name}</span>
                    </Button>
                    {record.status === "pending" && (
                      <>
                        <Button
                          size="sm"
                          onClick={() => setConfirm({ record, status: "approved" })}
                          disabled={decide.isPending || !canApproveOnboarding(record)}
                          title={canApproveOnboarding(record) ? undefined : "E-Mail-Adresse und Firmenname fehlen"}
                        >
                          <Check aria-hidden="true" />
                          {busy === "approved" ? "Wird genehmigt..." : "Genehmigen"}
                          <span className="sr-only">: {name}</span>
                        </Button>
                        <Button
                          size="sm"
                          variant="outline"
                          onClick={() => setConfirm({ record, status: "rejected" })}
                          disabled={decide.isPending}
                        >
                          <X aria-hidden="true" />
                          {busy === "rejected" ? "Wird abgelehnt..." : "Ablehnen"}
                          <span className="sr-only">: {name}</span>
                        </Button>
                      </>
                    )}
                  </div>
                </div>
              );
            },
          },
        ]}
        rowKey={(record) => record.id}
        rowProps={(record) => ({ "data-testid": `onboarding-${record.id}` })}
        texts={{
          loading: "Partner-Anmeldungen werden geladen...",
          empty: paged.filtered
            ? "Keine passenden Partner-Anmeldungen gefunden"
            : "Keine Partner-Anmeldungen vorhanden",
          loadError: "Die Partner-Anmeldungen konnten nicht geladen werden.",
        }}
      />

      <OnboardingDetailsDialog
        record={selected}
        open={details !== null}
        onOpenChange={(open) => {
          if (!open) setDetails(null);
        }}
        busy={selected ? busyFor(selected.id) : null}
        onDecide={(status) => {
          if (selected) setConfirm({ record: selected, status });
        }}
      />
      <DecisionConfirmDialog
        confirmation={
          confirm &&
          (confirm.status === "approved"
            ? {
                title: "Partner genehmigen?",
                description: `${confirm.record.companyName ?? "Der Partner"} (${confirm.record.email ?? "ohne E-Mail"}) erhält ein Firmenkonto und seine Zugangsdaten per E-Mail. Onboarding-Formulare werden nicht gegen GISA und VIES geprüft: Die Begründung wird protokolliert.`,
                confirmLabel: "Genehmigen",
                tone: "approve",
                reasonLabel: "Begründung der Freigabe ohne Registerprüfung (z. B. Gewerbeschein geprüft)",
              }
            : {
                title: "Partner-Anmeldung ablehnen?",
                description: `Die Anmeldung von ${confirm.record.companyName ?? "diesem Partner"} wird abgelehnt. Der Grund wird gespeichert und${confirm.record.email ? " dem Antragsteller per E-Mail mitgeteilt" : " (ohne E-Mail-Adresse) nicht versendet"}.`,
                confirmLabel: "Ablehnen",
                tone: "reject",
                reasonLabel: REJECTION_REASON_TO_APPLICANT,
              })
        }
        pending={decide.isPending}
        onClose={() => setConfirm(null)}
        onConfirm={(reason) => {
          if (!confirm) return;
          decide.mutate(
            { id: confirm.record.id, status: confirm.status, notes: reason },
            { onSuccess: () => setConfirm(null) },
          );
        }}
      />
    </section>
  );
}
