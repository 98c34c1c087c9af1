"use client";
/**
 * Admin section "Verlauf": the audit log of every admin and company action, newest first, 50 per page, filtered by
 * object type, object id and a Vienna date range.
 */
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";

import { LoadErrorState } from "@/components/admin/table-states";
import { AdminTable } from "@/components/admin/admin-list-table";
import { ListPager } from "@/components/ui/list-pager";
import { NativeSelect } from "@/components/forms/form-controls";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { auditActionLabel, auditChangeSummary, AUDIT_ENTITY_LABELS, type AuditLogPage } from "@/lib/domain/audit-log";
import { pageCount } from "@/lib/domain/paging";
import { getJson } from "@/lib/http/api-client";
import { formatViennaDateTime } from "@/lib/time/vienna";

import { auditActorLabel } from "./entity-history";

const PAGE_SIZE = 50;
/** Filters of the section; empty strings mean "all". */
interface AuditFilters {
  entityType: string;
  entityId: string;
  from: string;
  to: string;
}

/** React Query keys of this feature. */
export const auditLogKeys = {
  all: ["/api/admin/audit-log"] as const,
  page: (filters: AuditFilters, page: number) => [...auditLogKeys.all, { ...filters, page }] as const,
};

function auditUrl(filters: AuditFilters, page: number): string {
  const params = new URLSearchParams({ page: String(page), pageSize: String(PAGE_SIZE) });
  for (const [key, value] of Object.entries(filters)) if (value.trim()) params.set(key, value.trim());
  return `/api/admin/audit-log?${params.toString()}`;
}

export function AuditLogSection() {
  const [filters, setFilters] = useState<AuditFilters>({ entityType: "", entityId: "", from: "", to: "" });
  const [page, setPage] = useState(1);
  const list = useQuery({
    queryKey: auditLogKeys.page(filters, page),
    queryFn: () => getJson<AuditLogPage>(auditUrl(filters, page)),
    placeholderData: keepPreviousData,
  });
  const pages = pageCount(list.data?.total ?? 0, PAGE_SIZE);
  const update = (patch: Partial<AuditFilters>) => {
    setFilters((current) => ({ ...current, ...patch }));
    setPage(1);
  };

  return (
    <section aria-label="Verlauf" className="grid gap-4">
      <div className="grid gap-3 rounded-xl border bg-card p-4 sm:grid-cols-2 lg:grid-cols-4">
        <div className="grid gap-1.5">
          <Label htmlFor="audit-entity-type">Objekt</Label>
          <NativeSelect
            id="audit-entity-type"
            value={filters.entityType}
            onChange={(event) => update({ entityType: event.target.value })}
          >
            <option value="">Alle</option>
            {Object.entries(AUDIT_ENTITY_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="audit-entity-id">ID</Label>
          <Input
            id="audit-entity-id"
            inputMode="numeric"
            value={filters.entityId}
            onChange={(event) => update({ entityId: event.target.value })}
            placeholder="z. B. 42"
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="audit-from">Von</Label>
          <Input
            id="audit-from"
            type="date"
            value={filters.from}
            onChange={(event) => update({ from: event.target.value })}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="audit-to">Bis</Label>
          <Input
            id="audit-to"
            type="date"
            value={filters.to}
            onChange={(event) => update({ to: event.target.value })}
          />
        </div>
      </div>

      {list.isError ? (
        <LoadErrorState
          text="Der Verlauf konnte nicht geladen werden."
          onRetry={() => void list.refetch()}
          retrying={list.isFetching}
        />
      ) : (
        <AdminTable
          aria-label="Verlauf"
          rows={list.isPending ? undefined : list.data.rows}
          columns={[
            { header: "Zeit", className: "whitespace-nowrap", cell: (row) => formatViennaDateTime(row.createdAt) },
            { header: "Wer", className: "min-w-36", cell: (row) => auditActorLabel(row) },
            { header: "Aktion", className: "min-w-36", cell: (row) => auditActionLabel(row.action) },
            {
              header: "Objekt",
              className: "whitespace-nowrap",
              cell: (row) => `${AUDIT_ENTITY_LABELS[row.entityType] ?? row.entityType} #${row.entityId}`,
            },
            {
              header: "Änderung",
              className: "min-w-48 text-sm",
              cell: (row) => auditChangeSummary(row.before, row.after),
            },
            { header: "Notiz", className: "min-w-36 text-sm whitespace-pre-line", cell: (row) => row.note ?? "" },
          ]}
          rowKey={(row) => row.id}
          rowProps={(row) => ({ "data-testid": `audit-${row.id}` })}
          texts={{ loading: "Verlauf wird geladen...", empty: "Keine Einträge gefunden" }}
        />
      )}

      <ListPager page={Math.min(page, pages)} pages={pages} total={list.data?.total} onPage={setPage} />
    </section>
  );
}
