"use client";
/**
 * Admin section "Datenschutzanfragen": the record of the customers' GDPR requests (withdrawals, exports, erasures),
 * made in "Mein Projekt" or recorded by an admin. Read from the audit log (lib/domain/privacy-requests.ts); four
 * narrow columns so the table fits a 360 px screen.
 */
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";

import { AdminTable, type AdminColumn } from "@/components/admin/admin-list-table";
import { LIST_SEARCH_DEBOUNCE_MS } from "@/components/admin/list-controls";
import { LoadErrorState } from "@/components/admin/table-states";
import { NativeSelect } from "@/components/forms/form-controls";
import { Badge } from "@/components/ui/badge";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { ListPager } from "@/components/ui/list-pager";
import type { AuditLogPage, AuditLogRow } from "@/lib/domain/audit-log";
import { pageCount } from "@/lib/domain/paging";
import {
  PRIVACY_REQUEST_TYPES,
  PRIVACY_REQUEST_TYPE_KEYS,
  PRIVACY_REQUESTS_PAGE_SIZE,
  privacyRequestActorParts,
  privacyRequestType,
  privacyRequestsUrl,
  type PrivacyRequestType,
} from "@/lib/domain/privacy-requests";
import { useDebouncedValue } from "@/lib/hooks/use-debounced-value";
import { getJson } from "@/lib/http/api-client";
import { cn } from "@/lib/utils";
import { formatViennaDateTime } from "@/lib/time/vienna";

const TYPE_TONES: Record<PrivacyRequestType, string> = {
  withdrawal: "border-amber-200 bg-amber-50 text-amber-900",
  export: "border-sky-200 bg-sky-50 text-sky-900",
  erasure: "border-red-200 bg-red-50 text-red-800",
};

const isType = (value: string): value is PrivacyRequestType => (PRIVACY_REQUEST_TYPE_KEYS as string[]).includes(value);

/** React Query keys (they start with the audit-log URL, so every admin change refreshes them). */
export const privacyRequestKeys = {
  page: (type: PrivacyRequestType | null, projectId: string, page: number) =>
    ["/api/admin/audit-log", "privacy-requests", { type, projectId, page }] as const,
};

export function PrivacyRequestsSection() {
  const [type, setType] = useState<PrivacyRequestType | null>(null);
  const [projectInput, setProjectInput] = useState("");
  const typed = projectInput.trim().replace(/^#/, "");
  const projectId = useDebouncedValue(/^\d{1,10}$/.test(typed) ? typed : "", LIST_SEARCH_DEBOUNCE_MS);
  const invalidProject = typed !== "" && !/^\d{1,10}$/.test(typed);
  // The page belongs to one filter: another filter starts on page 1 again.
  const [paging, setPaging] = useState({ page: 1, type: null as PrivacyRequestType | null, projectId: "" });
  const page = paging.type === type && paging.projectId === projectId ? paging.page : 1;
  const ids = { type: useId(), project: useId(), projectError: useId() };

  const list = useQuery({
    queryKey: privacyRequestKeys.page(type, projectId, page),
    queryFn: () => getJson<AuditLogPage>(privacyRequestsUrl({ type, page, projectId })),
    placeholderData: keepPreviousData,
  });
  const data = list.data;
  const pages = pageCount(data?.total ?? 0, PRIVACY_REQUESTS_PAGE_SIZE);
  const filtered = type !== null || projectId !== "";

  return (
    <section aria-label="Datenschutzanfragen" className="grid gap-4">
      <p className="max-w-3xl text-sm text-muted-foreground">
        Widerrufe, Datenauskünfte und Löschungen zu Projekten, ob vom Kunden über „Mein Projekt“ oder von einem Admin
        erfasst. Diese Aufzeichnung ist der Nachweis, dass Anfragen nach Art. 7, 15, 17 und 20 DSGVO erledigt wurden.
      </p>
      <div className="grid gap-3 rounded-xl border bg-card p-4 sm:grid-cols-[minmax(0,14rem)_minmax(0,12rem)_1fr] sm:items-end">
        <div className="grid gap-1.5">
          <Label htmlFor={ids.type}>Art</Label>
          <NativeSelect
            id={ids.type}
            value={type ?? ""}
            onChange={(event) => setType(isType(event.target.value) ? event.target.value : null)}
          >
            <option value="">Alle</option>
            {PRIVACY_REQUEST_TYPE_KEYS.map((key) => (
              <option key={key} value={key}>
                {PRIVACY_REQUEST_TYPES[key].label}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={ids.project}>Projekt-Nr.</Label>
          <Input
            id={ids.project}
            inputMode="numeric"
            placeholder="z. B. 42"
            maxLength={11}
            value={projectInput}
            onChange={(event) => setProjectInput(event.target.value)}
            aria-invalid={invalidProject || undefined}
            aria-describedby={invalidProject ? ids.projectError : undefined}
          />
          {invalidProject && (
            <p id={ids.projectError} className="text-xs text-destructive">
              Bitte nur die Nummer des Projekts eingeben.
            </p>
          )}
        </div>
        {data && (
          <p className="text-sm text-muted-foreground sm:justify-self-end" aria-live="polite">
            {data.total === 1 ? "1 Eintrag" : `${data.total} Einträge`}
          </p>
        )}
      </div>

      {list.isError && !data ? (
        <LoadErrorState
          text="Die Datenschutzanfragen konnten nicht geladen werden."
          onRetry={() => void list.refetch()}
          retrying={list.isFetching}
        />
      ) : (
        <AdminTable
          aria-label="Datenschutzanfragen"
          aria-busy={list.isFetching || undefined}
          rows={data?.rows}
          columns={REQUEST_COLUMNS}
          rowKey={(row) => row.id}
          rowProps={(row) => ({ "data-testid": `privacy-request-${row.id}` })}
          texts={{
            loading: "Datenschutzanfragen werden geladen...",
            empty: filtered ? "Keine passenden Datenschutzanfragen" : "Noch keine Datenschutzanfragen",
          }}
        />
      )}

      <ListPager
        page={page}
        pages={pages}
        total={data?.total}
        onPage={(next) => setPaging({ page: next, type, projectId })}
      />
    </section>
  );
}

/** The columns of the privacy requests: when, which kind, which project, who. */
const REQUEST_COLUMNS: AdminColumn<AuditLogRow>[] = [
  {
    header: "Zeitpunkt",
    className: "tabular-nums",
    cell: (row) => <time dateTime={row.createdAt}>{formatViennaDateTime(row.createdAt)}</time>,
  },
  {
    header: "Art",
    cell: (row) => {
      const type = privacyRequestType(row.action);
      return type ? (
        <Badge
          variant="outline"
          className={cn("whitespace-normal", TYPE_TONES[type])}
          title={PRIVACY_REQUEST_TYPES[type].description}
        >
          {PRIVACY_REQUEST_TYPES[type].label}
        </Badge>
      ) : (
        row.action
      );
    },
  },
  { header: "Projekt", className: "tabular-nums", cell: (row) => `#${row.entityId}` },
  {
    header: "Wer",
    className: "max-w-56",
    cell: (row) => {
      const who = privacyRequestActorParts(row);
      return (
        <>
          <span className="block">{who.role}</span>
          {who.email && <span className="block text-xs break-all text-muted-foreground">{who.email}</span>}
        </>
      );
    },
  },
];
