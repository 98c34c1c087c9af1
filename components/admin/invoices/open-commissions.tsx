"use client";
/** "Offene Provisionen": confirmed won jobs whose commission the next invoicing run bills. */
import { LoadErrorState } from "@/components/admin/table-states";
import { Badge } from "@/components/ui/badge";
import { Skeleton } from "@/components/ui/skeleton";
import { formatCents } from "@/lib/domain/format";
import { formatViennaDate } from "@/lib/time/vienna";

import { useOpenCommissions } from "./queries";

export function OpenCommissions() {
  const query = useOpenCommissions();
  const entries = query.data?.entries;
  return (
    <section aria-labelledby="open-commissions-heading" className="grid gap-3 rounded-xl border bg-card p-4 shadow-sm">
      <div>
        <h2 id="open-commissions-heading" className="text-lg font-semibold">
          Offene Provisionen
        </h2>
        <p className="text-sm text-muted-foreground">
          Bestätigte Aufträge, die noch nicht verrechnet sind (die neuesten 100). Der Rechnungslauf verrechnet sie im
          Folgemonat.
        </p>
      </div>
      {query.isError && !entries ? (
        <LoadErrorState
          text="Die offenen Provisionen konnten nicht geladen werden."
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : !entries ? (
        <div role="status" aria-label="Offene Provisionen werden geladen...">
          <Skeleton className="h-24" />
        </div>
      ) : entries.length === 0 ? (
        <p className="text-sm text-muted-foreground">Keine offenen Provisionen.</p>
      ) : (
        // Scrolls sideways on phones: focusable, so the keyboard reaches it too (WCAG 2.1.1).
        <div
          tabIndex={0}
          aria-label="Offene Provisionen nach Auftrag"
          role="region"
          className="overflow-x-auto rounded-md focus-visible:outline-2 focus-visible:outline-ring"
        >
          <table className="w-full min-w-[40rem] text-sm">
            <thead>
              <tr className="text-left text-muted-foreground">
                <th scope="col" className="py-1 pr-3 font-medium">
                  Bestätigt
                </th>
                <th scope="col" className="py-1 pr-3 font-medium">
                  Firma
                </th>
                <th scope="col" className="py-1 pr-3 font-medium">
                  Projekt
                </th>
                <th scope="col" className="py-1 pr-3 text-right font-medium">
                  Auftragswert
                </th>
                <th scope="col" className="py-1 pr-3 text-right font-medium">
                  Provision netto
                </th>
                <th scope="col" className="py-1 font-medium">
                  Grundlage
                </th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id} className="border-t" data-testid={`commission-entry-${entry.id}`}>
                  <td className="py-1.5 pr-3 whitespace-nowrap tabular-nums">{formatViennaDate(entry.confirmedAt)}</td>
                  <th scope="row" className="py-1.5 pr-3 text-left font-medium">
                    {entry.companyName}
                  </th>
                  <td className="py-1.5 pr-3">
                    {entry.serviceLabel}
                    {entry.projectId !== null && <span className="text-muted-foreground"> · #{entry.projectId}</span>}
                  </td>
                  <td className="py-1.5 pr-3 text-right whitespace-nowrap tabular-nums">
                    {formatCents(entry.orderValueCents)}
                  </td>
                  <td className="py-1.5 pr-3 text-right whitespace-nowrap tabular-nums">
                    {formatCents(entry.commissionCents)}
                  </td>
                  <td className="py-1.5">
                    <Badge variant={entry.source === "offer" ? "default" : "secondary"}>
                      {entry.source === "offer" ? "Angebot online angenommen" : "Beidseitig bestätigt"}
                    </Badge>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
