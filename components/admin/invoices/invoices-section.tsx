"use client";
/**
 * The admin's "Rechnungen": invoices and credit notes, paged, searchable and filtered (overdue after the 14-day term),
 * with PDF, "Als bezahlt markieren", "Gutschrift", the manual invoicing run and revenue per month.
 */
import { CheckCircle2, Download, Loader2, Play, ReceiptText, TriangleAlert } from "lucide-react";
import Link from "next/link";
import { useState } from "react";

import { AdminListTable, type AdminColumn } from "@/components/admin/admin-list-table";
import { usePagedList } from "@/components/admin/list-controls";
import { ListSearchToolbar } from "@/components/admin/list-search-toolbar";
import { LoadErrorState } from "@/components/admin/table-states";
import { InvoiceStatusBadge } from "@/components/invoices/invoice-status-badge";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { ListPager } from "@/components/ui/list-pager";
import { Skeleton } from "@/components/ui/skeleton";
import { adminSectionPath } from "@/lib/domain/admin-sections";
import { formatCents } from "@/lib/domain/format";
import {
  formatPeriod,
  holdText,
  INVOICE_FILTERS,
  INVOICE_STATUS_LABELS,
  type InvoiceListItem,
  type RevenueMonth,
} from "@/lib/domain/invoices";
import { INVOICES_PAGE_SIZE } from "@/lib/validation/invoices";
import { formatIsoMonth, formatViennaDate } from "@/lib/time/vienna";

import { CreditNoteDialog } from "./credit-note-dialog";
import { OpenCommissions } from "./open-commissions";
import {
  adminInvoiceKeys,
  fetchAdminInvoicesPage,
  useInvoiceRevenue,
  useMarkInvoicePaid,
  useRunInvoicing,
} from "./queries";

const FILTER_OPTIONS = INVOICE_FILTERS.map((value) => ({ value, label: INVOICE_STATUS_LABELS[value] }));

export function InvoicesSection() {
  const paged = usePagedList<InvoiceListItem>({
    queryKey: adminInvoiceKeys.list,
    fetchPage: fetchAdminInvoicesPage,
    refetchInterval: 60_000,
    pageSize: INVOICES_PAGE_SIZE,
  });
  const revenue = useInvoiceRevenue();
  const markPaid = useMarkInvoicePaid();
  const run = useRunInvoicing();
  const [paying, setPaying] = useState<InvoiceListItem | null>(null);
  const [crediting, setCrediting] = useState<InvoiceListItem | null>(null);
  const [confirmRun, setConfirmRun] = useState(false);
  const missing = revenue.data?.issuerMissing ?? [];
  const holds = revenue.data?.holds ?? [];

  return (
    <div className="grid gap-6">
      {missing.length > 0 && (
        <p
          className="flex items-start gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
          role="note"
        >
          <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>
            Rechnungen werden erst ausgestellt, wenn diese Angaben in den{" "}
            <Link href={adminSectionPath("settings")} className="font-medium underline">
              Einstellungen
            </Link>{" "}
            stehen: {missing.join(", ")}.
          </span>
        </p>
      )}

      {holds.length > 0 && (
        <div
          className="grid gap-1 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
          role="note"
          aria-label="Zurückgehaltene Rechnungen"
        >
          <p className="flex items-center gap-2 font-medium">
            <TriangleAlert className="size-4 shrink-0" aria-hidden="true" />
            Zurückgehalten: Rechnungsdaten fehlen (unter{" "}
            <Link href={adminSectionPath("companies")} className="underline">
              Firmen
            </Link>{" "}
            → Details → Rechnungsdaten ergänzen, dann den Rechnungslauf starten)
          </p>
          <ul className="list-disc pl-6">
            {holds.map((hold) => (
              <li key={hold.companyId}>
                {hold.companyName} (#{hold.companyId}): {holdText(hold)}
              </li>
            ))}
          </ul>
        </div>
      )}

      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0 flex-1 basis-72">
          <ListSearchToolbar
            placeholder="Rechnungsnummer oder Firma"
            searchInput={paged.searchInput}
            onSearchInput={paged.setSearchInput}
            options={FILTER_OPTIONS}
            status={paged.status}
            onStatus={paged.setStatus}
            total={paged.total}
            noun={["Beleg", "Belege"]}
          />
        </div>
        <Button type="button" variant="outline" onClick={() => setConfirmRun(true)} disabled={run.isPending}>
          {run.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Play aria-hidden="true" />}
          {run.isPending ? "Rechnungslauf läuft..." : "Rechnungslauf starten"}
        </Button>
      </div>

      <AdminListTable
        aria-label="Rechnungen"
        list={paged.list}
        columns={invoiceColumns(setPaying, setCrediting)}
        rowKey={(invoice) => invoice.id}
        rowProps={(invoice) => ({ "data-testid": `invoice-row-${invoice.id}` })}
        texts={{
          loading: "Rechnungen werden geladen...",
          empty: paged.filtered ? "Keine Rechnungen für diese Suche" : "Noch keine Rechnungen",
          loadError: "Die Rechnungen konnten nicht geladen werden.",
        }}
      />
      <ListPager
        page={paged.page}
        pages={paged.pages}
        total={paged.total}
        onPage={paged.setPage}
        label="Seiten der Rechnungen"
      />

      <OpenCommissions />

      <RevenueTable
        months={revenue.data?.months}
        error={revenue.isError}
        onRetry={() => void revenue.refetch()}
        retrying={revenue.isFetching}
      />

      <Dialog open={paying !== null} onOpenChange={(next) => !next && !markPaid.isPending && setPaying(null)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Rechnung als bezahlt markieren?</DialogTitle>
            <DialogDescription>
              {paying
                ? `${paying.number} von ${paying.companyName} über ${formatCents(paying.grossCents)} wird als bezahlt markiert. Das wird im Verlauf festgehalten.`
                : ""}
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setPaying(null)} disabled={markPaid.isPending}>
              Abbrechen
            </Button>
            <Button
              type="button"
              disabled={markPaid.isPending}
              onClick={() => paying && markPaid.mutate(paying.id, { onSettled: () => setPaying(null) })}
            >
              {markPaid.isPending ? (
                <Loader2 className="animate-spin" aria-hidden="true" />
              ) : (
                <CheckCircle2 aria-hidden="true" />
              )}
              {markPaid.isPending ? "Wird gespeichert..." : "Als bezahlt markieren"}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>

      <Dialog open={confirmRun} onOpenChange={(next) => !next && setConfirmRun(false)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Rechnungslauf jetzt starten?</DialogTitle>
            <DialogDescription>
              Für jede Firma mit offenen, bestätigten Provisionen bis zum Ende des Vormonats wird eine Rechnung
              ausgestellt und per E-Mail gesendet. Bereits abgerechnete Aufträge werden nicht noch einmal verrechnet.
              Der Lauf startet sonst automatisch am Monatsersten.
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setConfirmRun(false)}>
              Abbrechen
            </Button>
            <Button
              type="button"
              onClick={() => {
                setConfirmRun(false);
                run.mutate();
              }}
            >
              <Play aria-hidden="true" />
              Rechnungslauf starten
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>

      <CreditNoteDialog invoice={crediting} onClose={() => setCrediting(null)} />
    </div>
  );
}

/** The columns of the invoices table; "Bezahlt" and "Gutschrift" open their dialogs through `onPay` and `onCredit`. */
function invoiceColumns(
  onPay: (invoice: InvoiceListItem) => void,
  onCredit: (invoice: InvoiceListItem) => void,
): AdminColumn<InvoiceListItem>[] {
  const isCredit = (invoice: InvoiceListItem) => invoice.kind === "credit_note";
  return [
    { header: "Nummer", className: "font-medium whitespace-nowrap", cell: (invoice) => invoice.number },
    { header: "Firma", className: "min-w-36", cell: (invoice) => invoice.companyName },
    {
      header: "Zeitraum",
      className: "whitespace-nowrap",
      cell: (invoice) =>
        isCredit(invoice)
          ? `zu ${invoice.correctsNumber ?? "–"}`
          : invoice.periodStart && invoice.periodEnd
            ? formatPeriod(invoice.periodStart, invoice.periodEnd)
            : "–",
    },
    {
      header: "Datum",
      className: "whitespace-nowrap tabular-nums",
      cell: (invoice) => formatViennaDate(invoice.issuedAt),
    },
    {
      header: "Fällig",
      className: "whitespace-nowrap tabular-nums",
      cell: (invoice) => (isCredit(invoice) ? "–" : formatViennaDate(invoice.dueAt)),
    },
    {
      header: "Netto",
      className: "md:text-right whitespace-nowrap tabular-nums",
      cell: (invoice) => formatCents(invoice.netCents),
    },
    {
      header: "Brutto",
      className: "md:text-right whitespace-nowrap tabular-nums",
      cell: (invoice) => formatCents(invoice.grossCents),
    },
    {
      header: "Status",
      cell: (invoice) => (
        <>
          <InvoiceStatusBadge status={invoice.status} />
          {invoice.paidAt && (
            <span className="mt-1 block text-xs text-muted-foreground">am {formatViennaDate(invoice.paidAt)}</span>
          )}
        </>
      ),
    },
    {
      header: "Aktionen",
      actions: true,
      cell: (invoice) => (
        <div className="flex flex-wrap gap-2">
          <Button asChild size="sm" variant="outline">
            <a
              href={`/api/admin/invoices/${invoice.id}/pdf`}
              download
              aria-label={`${invoice.number} als PDF herunterladen`}
            >
              <Download aria-hidden="true" />
              PDF
            </a>
          </Button>
          {!isCredit(invoice) && !invoice.paidAt && (
            <Button
              size="sm"
              variant="outline"
              onClick={() => onPay(invoice)}
              aria-label={`${invoice.number} als bezahlt markieren`}
            >
              <CheckCircle2 aria-hidden="true" />
              Bezahlt
            </Button>
          )}
          {!isCredit(invoice) && (
            <Button
              size="sm"
              variant="outline"
              onClick={() => onCredit(invoice)}
              aria-label={`Gutschrift zu ${invoice.number} ausstellen`}
            >
              <ReceiptText aria-hidden="true" />
              Gutschrift
            </Button>
          )}
        </div>
      ),
    },
  ];
}

/** Revenue per month as a table with a bar per month (no chart library needed). */
function RevenueTable({
  months,
  error,
  onRetry,
  retrying,
}: {
  months: RevenueMonth[] | undefined;
  error: boolean;
  onRetry: () => void;
  retrying: boolean;
}) {
  const max = Math.max(1, ...(months ?? []).map((month) => Math.abs(month.netCents)));
  return (
    <section aria-labelledby="invoice-revenue-heading" className="grid gap-3 rounded-xl border bg-card p-4 shadow-sm">
      <div>
        <h2 id="invoice-revenue-heading" className="text-lg font-semibold">
          Umsatz pro Monat
        </h2>
        <p className="text-sm text-muted-foreground">
          Provision netto nach Rechnungsdatum, abzüglich Gutschriften; die letzten 12 Monate mit Belegen.
        </p>
      </div>
      {error && !months ? (
        <LoadErrorState text="Der Umsatz konnte nicht geladen werden." onRetry={onRetry} retrying={retrying} />
      ) : !months ? (
        <div role="status" aria-label="Umsatz wird geladen...">
          <Skeleton className="h-24" />
        </div>
      ) : months.length === 0 ? (
        <p className="text-sm text-muted-foreground">Noch keine Rechnungen ausgestellt.</p>
      ) : (
        // Scrolls sideways on phones: focusable, so the keyboard reaches it too (WCAG 2.1.1).
        <div
          tabIndex={0}
          aria-label="Umsatz nach Monat"
          role="region"
          className="overflow-x-auto rounded-md focus-visible:outline-2 focus-visible:outline-ring"
        >
          <table className="w-full min-w-[32rem] text-sm">
            <thead>
              <tr className="text-left text-muted-foreground">
                <th scope="col" className="py-1 pr-3 font-medium">
                  Monat
                </th>
                <th scope="col" className="py-1 pr-3 text-right font-medium">
                  Rechnungen
                </th>
                <th scope="col" className="py-1 pr-3 text-right font-medium">
                  Verrechnet
                </th>
                <th scope="col" className="py-1 pr-3 text-right font-medium">
                  Gutschriften
                </th>
                <th scope="col" className="py-1 pr-3 text-right font-medium">
                  Umsatz netto
                </th>
                <th scope="col" className="w-1/4 py-1">
                  <span className="sr-only">Anteil</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {months.map((month) => (
                <tr key={month.month} className="border-t">
                  <th scope="row" className="py-1.5 pr-3 text-left font-medium whitespace-nowrap">
                    {formatIsoMonth(month.month)}
                  </th>
                  <td className="py-1.5 pr-3 text-right tabular-nums">{month.invoices}</td>
                  <td className="py-1.5 pr-3 text-right whitespace-nowrap tabular-nums">
                    {formatCents(month.invoicedNetCents)}
                  </td>
                  <td className="py-1.5 pr-3 text-right whitespace-nowrap tabular-nums">
                    {formatCents(month.creditedNetCents)}
                  </td>
                  <td className="py-1.5 pr-3 text-right font-medium whitespace-nowrap tabular-nums">
                    {formatCents(month.netCents)}
                  </td>
                  <td className="py-1.5" aria-hidden="true">
                    <div
                      className="h-2 rounded bg-primary/80"
                      style={{ width: `${Math.max(0, (month.netCents / max) * 100)}%` }}
                    />
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
