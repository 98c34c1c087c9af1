"use client";
/**
 * Admin section "Firmenanmeldungen": registrations from the partner landing page with approve and reject for pending
 * ones, each after a confirmation (the rejection reason is e-mailed). Duplicates are marked. Approving creates the
 * company account and e-mails the setup link. Paged on the server, pending first, refreshed every 60 s.
 */
import { Check, Loader2, X } from "lucide-react";
import { useState } from "react";

import type { AdminColumn } from "@/components/admin/admin-list-table";
import { DecidedBy, DuplicateMark } from "@/components/admin/approvals/application-marks";
import {
  DecisionConfirmDialog,
  REJECTION_REASON_TO_APPLICANT,
} from "@/components/admin/approvals/decision-confirm-dialog";
import { ApprovalStatusBadge } from "@/components/admin/approvals/status-badge";
import { useAdminListMutation } from "@/components/admin/approvals/use-admin-list-mutation";
import { RegistrationApproveDialog } from "@/components/admin/verification/registration-approve-dialog";
import { APPLICATION_LIST_TOOLBAR, PagedListTable, usePagedList } from "@/components/admin/list-controls";
import { Button } from "@/components/ui/button";
import {
  ADMIN_QUERY_KEYS,
  ADMIN_REFETCH_MS,
  approvalListQueryString,
  type AdminRegistration,
  type ApprovalListPage,
  type ApprovalListParams,
  type RegistrationDecisionResponse,
} from "@/lib/domain/admin-approvals";
import { serviceName } from "@/lib/content/service-catalog";
import { registrationDecisionToast } from "@/lib/domain/approval-labels";
import { EMPTY_VALUE } from "@/lib/domain/lead-labels";
import { employeesLabel, experienceLabel } from "@/lib/domain/partner-choices";
import { formatPhone, telHref } from "@/lib/domain/phone";
import { apiRequest, getJson } from "@/lib/http/api-client";
import { formatLocalDate } from "@/lib/time/vienna";

type Decision = "approved" | "rejected";

/** One page of GET /api/admin/company-registrations. */
async function fetchRegistrations(params: ApprovalListParams): Promise<ApprovalListPage<AdminRegistration>> {
  const answer = await getJson<{ registrations: AdminRegistration[]; total: number; page: number; pageSize: number }>(
    `/api/admin/company-registrations?${approvalListQueryString(params)}`,
  );
  return { items: answer.registrations, total: answer.total, page: answer.page, pageSize: answer.pageSize };
}

export function RegistrationsSection() {
  const [confirm, setConfirm] = useState<{ registration: AdminRegistration; status: Decision } | null>(null);
  const paged = usePagedList({
    queryKey: ADMIN_QUERY_KEYS.registrations,
    fetchPage: fetchRegistrations,
    refetchInterval: ADMIN_REFETCH_MS.registrations,
  });
  const decide = useAdminListMutation({
    mutationFn: ({
      id,
      status,
      notes,
      overrideReason,
    }: {
      id: number;
      status: Decision;
      notes?: string;
      overrideReason?: string;
    }) =>
      apiRequest<RegistrationDecisionResponse>("PATCH", `/api/admin/company-registrations/${id}/status`, {
        status,
        ...(notes ? { notes } : {}),
        ...(overrideReason ? { overrideReason } : {}),
      }),
    successToast: (_data, { status }) => registrationDecisionToast(status),
    errorTitle: "Status konnte nicht aktualisiert werden",
  });

  return (
    <section aria-label="Firmenanmeldungen" className="grid gap-4">
      <p className="text-sm text-muted-foreground">
        Anmeldungen über das Registrierungsformular für Unternehmen. Jede Anmeldung wird automatisch gegen GISA
        (Gewerbeberechtigung), VIES (UID) und gegebenenfalls das Firmenbuch geprüft. Beim Freigeben wird ein Firmenkonto
        angelegt und ein Link zum Festlegen des Passworts (48 Stunden gültig) per E-Mail gesendet.
      </p>
      <PagedListTable
        paged={paged}
        toolbar={APPLICATION_LIST_TOOLBAR}
        aria-label="Firmenanmeldungen"
        columns={registrationColumns({
          busyFor: (id) => (decide.isPending && decide.variables?.id === id ? decide.variables.status : null),
          disabled: decide.isPending,
          onDecide: (registration, status) => setConfirm({ registration, status }),
        })}
        rowKey={(registration) => registration.id}
        rowProps={(registration) => ({ "data-testid": `registration-${registration.id}` })}
        texts={{
          loading: "Firmenanmeldungen werden geladen...",
          empty: paged.filtered ? "Keine passenden Firmenanmeldungen gefunden" : "Keine Firmenanmeldungen vorhanden",
          loadError: "Die Firmenanmeldungen konnten nicht geladen werden.",
        }}
      />
      <RegistrationApproveDialog
        registration={confirm?.status === "approved" ? confirm.registration : null}
        pending={decide.isPending}
        onClose={() => setConfirm(null)}
        onConfirm={(overrideReason) => {
          if (!confirm) return;
          decide.mutate(
            { id: confirm.registration.id, status: "approved", overrideReason },
            { onSuccess: () => setConfirm(null) },
          );
        }}
      />
      <DecisionConfirmDialog
        confirmation={
          confirm?.status === "rejected"
            ? {
                title: "Firmenanmeldung ablehnen?",
                description: `Die Anmeldung von ${confirm.registration.companyName} wird abgelehnt. Der Grund wird gespeichert und dem Antragsteller per E-Mail mitgeteilt.`,
                confirmLabel: "Ablehnen",
                tone: "reject",
                reasonLabel: REJECTION_REASON_TO_APPLICANT,
              }
            : null
        }
        pending={decide.isPending}
        onClose={() => setConfirm(null)}
        onConfirm={(reason) => {
          if (!confirm) return;
          decide.mutate(
            { id: confirm.registration.id, status: "rejected", notes: reason },
            { onSuccess: () => setConfirm(null) },
          );
        }}
      />
    </section>
  );
}

/**
 * The columns of the registrations table; the last holds the decision buttons for pending rows, otherwise who
 * decided and when.
 */
function registrationColumns({
  busyFor,
  disabled,
  onDecide,
}: {
  /** The decision being sent for registration `id`, if any. */
  busyFor: (id: number) => Decision | null;
  disabled: boolean;
  onDecide: (registration: AdminRegistration, status: Decision) => void;
}): AdminColumn<AdminRegistration>[] {
  return [
    {
      header: "Firma",
      className: "min-w-40",
      cell: (r) => (
        <>
          <p className="font-medium break-words">{r.companyName}</p>
          <p className="text-xs text-muted-foreground">Eingegangen am {formatLocalDate(r.createdAt)}</p>
          <DuplicateMark duplicateOf={r.duplicateOf} />
          {r.description && (
            <details className="mt-1 text-xs text-muted-foreground">
              <summary className="cursor-pointer rounded-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">
                Beschreibung
              </summary>
              <p className="mt-1 max-w-72 whitespace-pre-line">{r.description}</p>
            </details>
          )}
        </>
      ),
    },
    {
      header: "Ort und PLZ",
      cell: (r) => (
        <>
          <p>{r.city}</p>
          <p className="text-muted-foreground">{r.zipCode}</p>
          {r.address && <p className="text-xs text-muted-foreground">{r.address}</p>}
        </>
      ),
    },
    {
      header: "Kontakt",
      className: "min-w-44 max-w-60",
      cell: (r) => (
        <>
          <p>{r.contactPerson}</p>
          <a href={`mailto:${r.email}`} className="block break-all text-primary underline-offset-4 hover:underline">
            {r.email}
          </a>
          <a
            href={telHref(r.phone)}
            className="block whitespace-nowrap text-primary underline-offset-4 hover:underline"
          >
            {formatPhone(r.phone)}
          </a>
        </>
      ),
    },
    {
      header: "Leistungen",
      className: "min-w-36",
      cell: (r) => (r.services.length > 0 ? r.services.map(serviceName).join(", ") : EMPTY_VALUE),
    },
    {
      header: "Betrieb",
      className: "min-w-32",
      cell: (r) => (
        <>
          <p>{experienceLabel(r.experience)}</p>
          <p className="text-muted-foreground">{employeesLabel(r.employees)}</p>
        </>
      ),
    },
    {
      header: "Status",
      actions: true,
      cell: (r) => {
        const busy = busyFor(r.id);
        return (
          <div className="flex flex-col items-start gap-2">
            <ApprovalStatusBadge status={r.status} />
            {r.status === "pending" ? (
              <div className="flex flex-wrap gap-2">
                <Button size="sm" onClick={() => onDecide(r, "approved")} disabled={disabled}>
                  {busy === "approved" ? (
                    <Loader2 className="animate-spin" aria-hidden="true" />
                  ) : (
                    <Check aria-hidden="true" />
                  )}
                  Freigeben<span className="sr-only">: {r.companyName}</span>
                </Button>
                <Button size="sm" variant="outline" onClick={() => onDecide(r, "rejected")} disabled={disabled}>
                  {busy === "rejected" ? (
                    <Loader2 className="animate-spin" aria-hidden="true" />
                  ) : (
                    <X aria-hidden="true" />
                  )}
                  Ablehnen<span className="sr-only">: {r.companyName}</span>
                </Button>
              </div>
            ) : (
              <DecidedBy email={r.processedByEmail} processedAt={r.processedAt} notes={r.notes} />
            )}
          </div>
        );
      },
    },
  ];
}
