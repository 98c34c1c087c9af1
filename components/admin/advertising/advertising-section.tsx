"use client";
/**
 * Admin section "Werbeanfragen": the companies' requests for more leads with a status dropdown (back to pending
 * allowed). A change asks for confirmation; approved/rejected are e-mailed to the company. Paged on the server,
 * pending first, refreshed every 60 s.
 */
import { useState } from "react";

import { DecidedBy } from "@/components/admin/approvals/application-marks";
import { DecisionConfirmDialog } from "@/components/admin/approvals/decision-confirm-dialog";
import { ApprovalStatusBadge } from "@/components/admin/approvals/status-badge";
import { useAdminListMutation } from "@/components/admin/approvals/use-admin-list-mutation";
import {
  PagedListTable,
  statusFilterOptions,
  usePagedList,
  type ListToolbarConfig,
} from "@/components/admin/list-controls";
import { NativeSelect } from "@/components/forms/form-controls";
import {
  ADMIN_QUERY_KEYS,
  ADMIN_REFETCH_MS,
  APPROVAL_LIST_STATUSES,
  approvalListQueryString,
  type AdminAdvertisingRequest,
  type ApprovalListPage,
  type ApprovalListParams,
} from "@/lib/domain/admin-approvals";
import { advertisingCategoryLabel } from "@/lib/domain/advertising";
import { advertisingStatusToast, approvalStatusLabel, availabilityPeriods } from "@/lib/domain/approval-labels";
import { EMPTY_VALUE } from "@/lib/domain/lead-labels";
import { apiRequest, getJson } from "@/lib/http/api-client";
import { APPROVAL_STATUSES, type ApprovalStatus } from "@/lib/validation/admin-approvals";
import { formatLocalDate } from "@/lib/time/vienna";

/** The list's search box and status filter. */
const TOOLBAR: ListToolbarConfig = {
  placeholder: "Firmenname oder E-Mail",
  options: statusFilterOptions(APPROVAL_LIST_STATUSES),
  noun: ["Werbeanfrage", "Werbeanfragen"],
};

/** The confirm dialog's text for a status change (approved/rejected are e-mailed to the company). */
function statusChangeText(request: AdminAdvertisingRequest, status: ApprovalStatus) {
  const to = approvalStatusLabel(status);
  const mail =
    status === "pending"
      ? "Die Firma erhält keine E-Mail."
      : "Die Firma wird per E-Mail über die Entscheidung informiert.";
  return {
    title: `Status auf „${to}“ ändern?`,
    description: `Werbeanfrage von ${request.companyName} (${advertisingCategoryLabel(request.category)}): ${approvalStatusLabel(request.status)} → ${to}. ${mail}`,
    confirmLabel: status === "approved" ? "Genehmigen" : status === "rejected" ? "Ablehnen" : "Status ändern",
    tone:
      status === "approved" ? ("approve" as const) : status === "rejected" ? ("reject" as const) : ("neutral" as const),
  };
}

/** One page of GET /api/admin/advertising-requests. */
async function fetchAdvertising(params: ApprovalListParams): Promise<ApprovalListPage<AdminAdvertisingRequest>> {
  const answer = await getJson<{ requests: AdminAdvertisingRequest[]; total: number; page: number; pageSize: number }>(
    `/api/admin/advertising-requests?${approvalListQueryString(params)}`,
  );
  return { items: answer.requests, total: answer.total, page: answer.page, pageSize: answer.pageSize };
}

export function AdvertisingSection() {
  const [confirm, setConfirm] = useState<{ request: AdminAdvertisingRequest; status: ApprovalStatus } | null>(null);
  const paged = usePagedList({
    queryKey: ADMIN_QUERY_KEYS.advertising,
    fetchPage: fetchAdvertising,
    refetchInterval: ADMIN_REFETCH_MS.advertising,
  });
  const setStatus = useAdminListMutation({
    mutationFn: ({ id, status }: { id: number; status: ApprovalStatus }) =>
      apiRequest<{ request: AdminAdvertisingRequest }>("PATCH", `/api/admin/advertising-requests/${id}/status`, {
        status,
      }),
    successToast: (_data, { status }) => advertisingStatusToast(status),
    errorTitle: "Status konnte nicht aktualisiert werden",
  });

  return (
    <section aria-label="Werbeanfragen" className="grid gap-4">
      <PagedListTable
        paged={paged}
        toolbar={TOOLBAR}
        aria-label="Werbeanfragen"
        columns={[
          { header: "Firma", className: "min-w-36 font-medium", cell: (request) => request.companyName },
          {
            header: "Kategorie",
            className: "min-w-40",
            cell: (request) => (
              <>
                <p>{advertisingCategoryLabel(request.category)}</p>
                {request.message && (
                  <p className="mt-1 max-w-72 text-xs whitespace-pre-line text-muted-foreground">{request.message}</p>
                )}
              </>
            ),
          },
          {
            header: "Verfügbarkeit",
            className: "min-w-44",
            cell: (request) => {
              const periods = availabilityPeriods(request.availability);
              return periods.length === 0 ? (
                EMPTY_VALUE
              ) : (
                <ul className="grid gap-1">
                  {periods.map((period, index) => (
                    <li key={index}>
                      {period.range}
                      {period.incentive && (
                        <span className="block text-xs text-muted-foreground">Anreiz: {period.incentive}</span>
                      )}
                    </li>
                  ))}
                </ul>
              );
            },
          },
          {
            header: "Eingereicht",
            cell: (request) => <span className="whitespace-nowrap">{formatLocalDate(request.createdAt)}</span>,
          },
          {
            header: "Status",
            actions: true,
            cell: (request) => {
              const updating = setStatus.isPending && setStatus.variables?.id === request.id;
              const selectId = `advertising-status-${request.id}`;
              return (
                <div className="grid justify-items-start gap-2">
                  <ApprovalStatusBadge status={request.status} />
                  {request.status !== "pending" && request.processedAt && (
                    <DecidedBy email={request.processedByEmail} processedAt={request.processedAt} />
                  )}
                  <label htmlFor={selectId} className="sr-only">
                    Status der Werbeanfrage von {request.companyName}
                  </label>
                  <NativeSelect
                    id={selectId}
                    className="h-9 w-36"
                    value={updating ? setStatus.variables.status : request.status}
                    disabled={updating}
                    aria-busy={updating}
                    onChange={(event) => {
                      const status = event.target.value as ApprovalStatus;
                      if (status !== request.status) setConfirm({ request, status });
                    }}
                  >
                    {!(APPROVAL_STATUSES as readonly string[]).includes(request.status) && (
                      <option value={request.status} disabled>
                        {request.status}
                      </option>
                    )}
                    {APPROVAL_STATUSES.map((status) => (
                      <option key={status} value={status}>
                        {approvalStatusLabel(status)}
                      </option>
                    ))}
                  </NativeSelect>
                </div>
              );
            },
          },
        ]}
        rowKey={(request) => request.id}
        rowProps={(request) => ({ "data-testid": `advertising-${request.id}` })}
        texts={{
          loading: "Werbeanfragen werden geladen...",
          empty: paged.filtered ? "Keine passenden Werbeanfragen gefunden" : "Keine Werbeanfragen vorhanden",
          loadError: "Die Werbeanfragen konnten nicht geladen werden.",
        }}
      />
      <DecisionConfirmDialog
        confirmation={confirm && statusChangeText(confirm.request, confirm.status)}
        pending={setStatus.isPending}
        onClose={() => setConfirm(null)}
        onConfirm={() => {
          if (!confirm) return;
          setStatus.mutate({ id: confirm.request.id, status: confirm.status }, { onSuccess: () => setConfirm(null) });
        }}
      />
    </section>
  );
}
