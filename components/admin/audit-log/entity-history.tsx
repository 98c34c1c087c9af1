"use client";
/**
 * "Verlauf" of one object (e.g. at the end of a project's details): a collapsible block that, once opened, loads the
 * object's newest audit rows. Pass the entityType recordAudit writes (lib/domain/audit-log.ts AUDIT_ENTITY_LABELS).
 */
import { useQuery } from "@tanstack/react-query";
import { ChevronDown, History, RefreshCw } from "lucide-react";
import { useId, useState } from "react";

import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { auditActionLabel, auditChangeSummary, type AuditLogPage, type AuditLogRow } from "@/lib/domain/audit-log";
import { getJson } from "@/lib/http/api-client";
import { cn } from "@/lib/utils";
import { formatViennaDateTime } from "@/lib/time/vienna";

/** How many rows the block shows (the newest). */
export const ENTITY_HISTORY_SIZE = 20;

/** React Query key of one object's history (starts with "/api/admin/", so admin changes refresh it). */
export const entityHistoryKey = (entityType: string, entityId: string | number) =>
  ["/api/admin/audit-log", { entityType, entityId: String(entityId), pageSize: ENTITY_HISTORY_SIZE }] as const;

function historyUrl(entityType: string, entityId: string | number): string {
  const params = new URLSearchParams({ entityType, entityId: String(entityId), pageSize: String(ENTITY_HISTORY_SIZE) });
  return `/api/admin/audit-log?${params.toString()}`;
}

/** Who acted, in German. */
export function auditActorLabel(row: Pick<AuditLogRow, "actorEmail" | "actorRole">): string {
  if (row.actorEmail) return row.actorEmail;
  if (row.actorRole === "system") return "System";
  return row.actorRole === "customer" ? "Kunde (Mein Projekt)" : "Gelöschter Benutzer";
}

/**
 * @param entityType audit entityType, e.g. "project".
 * @param entityId   the object's id.
 * @param defaultOpen open (and load) at once; default closed, loading when first opened.
 */
export function EntityHistory({
  entityType,
  entityId,
  defaultOpen = false,
}: {
  entityType: string;
  entityId: string | number;
  defaultOpen?: boolean;
}) {
  const [open, setOpen] = useState(defaultOpen);
  const panelId = useId();
  return (
    <section aria-label="Verlauf" className="rounded-lg border">
      <h3 className="m-0">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((current) => !current)}
          className="flex w-full items-center gap-2 rounded-lg px-4 py-3 text-left text-sm font-semibold hover:bg-muted/50 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        >
          <History className="size-4 text-muted-foreground" aria-hidden="true" />
          <span className="flex-1">Verlauf</span>
          <ChevronDown className={cn("size-4 transition-transform", open && "rotate-180")} aria-hidden="true" />
        </button>
      </h3>
      {open && (
        <div id={panelId} className="border-t px-4 py-3">
          <HistoryList entityType={entityType} entityId={entityId} />
        </div>
      )}
    </section>
  );
}

function HistoryList({ entityType, entityId }: { entityType: string; entityId: string | number }) {
  const history = useQuery({
    queryKey: entityHistoryKey(entityType, entityId),
    queryFn: () => getJson<AuditLogPage>(historyUrl(entityType, entityId)),
  });
  if (history.isPending) {
    return (
      <div className="grid gap-2">
        <span className="sr-only" role="status">
          Verlauf wird geladen...
        </span>
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} className="h-10 w-full" aria-hidden="true" />
        ))}
      </div>
    );
  }
  if (history.isError) {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-sm">
        <p className="text-destructive">Der Verlauf konnte nicht geladen werden.</p>
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => void history.refetch()}
          disabled={history.isFetching}
        >
          <RefreshCw className={history.isFetching ? "animate-spin" : undefined} aria-hidden="true" />
          Erneut versuchen
        </Button>
      </div>
    );
  }
  const { rows, total } = history.data;
  if (rows.length === 0) return <p className="text-sm text-muted-foreground">Noch keine Einträge</p>;
  return (
    <div className="grid gap-2">
      <ol className="grid gap-3">
        {rows.map((row) => {
          const change = auditChangeSummary(row.before, row.after);
          return (
            <li key={row.id} data-testid={`history-${row.id}`} className="grid gap-0.5 border-l-2 pl-3 text-sm">
              <p className="font-medium break-words">{auditActionLabel(row.action)}</p>
              <p className="text-xs text-muted-foreground break-all">
                <time dateTime={row.createdAt}>{formatViennaDateTime(row.createdAt)}</time> · {auditActorLabel(row)}
              </p>
              {change && <p className="break-words">{change}</p>}
              {row.note && <p className="whitespace-pre-line break-words text-muted-foreground">Notiz: {row.note}</p>}
            </li>
          );
        })}
      </ol>
      {total > rows.length && (
        <p className="text-xs text-muted-foreground">
          Die neuesten {rows.length} von {total} Einträgen; alle im Abschnitt „Verlauf“.
        </p>
      )}
    </div>
  );
}
