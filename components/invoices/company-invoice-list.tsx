"use client";
/**
 * "Rechnungen" in the company dashboard: the company's invoices and credit notes, newest first, paged, with status
 * and the stored PDF exactly as e-mailed. A 401 leads to the login.
 */
import { Download, FileText, TriangleAlert } from "lucide-react";
import { useState } from "react";

import { CardListPager, listLoadState } from "@/components/company/list-load-state";
import { useSessionExpiredRedirect } from "@/components/company/queries";
import { Button } from "@/components/ui/button";
import { formatCents } from "@/lib/domain/format";
import {
  formatPeriod,
  holdText,
  PAYMENT_TERM_DAYS,
  type InvoiceHold,
  type InvoiceListItem,
} from "@/lib/domain/invoices";
import { pageCount } from "@/lib/domain/paging";
import { formatViennaDate } from "@/lib/time/vienna";

import { InvoiceStatusBadge } from "./invoice-status-badge";
import { companyInvoicePdfUrl, useCompanyInvoices } from "./queries";

/** Invoices per page. */
export const COMPANY_INVOICES_PAGE_SIZE = 20;

export function CompanyInvoiceList() {
  const [page, setPage] = useState(1);
  const query = useCompanyInvoices(page, COMPANY_INVOICES_PAGE_SIZE);
  const expired = useSessionExpiredRedirect(query.error);
  const data = query.data;
  const pages = data ? pageCount(data.total, data.pageSize) : 1;

  const state = listLoadState(query, expired, {
    noun: "Rechnungen",
    skeletons: 3,
    skeletonClassName: "h-20 rounded-xl",
  });
  if (state) return state;
  const warning = data?.hold ? <HoldWarning hold={data.hold} /> : null;
  if (!data || data.invoices.length === 0) {
    return (
      <div className="grid gap-4">
        {warning}
        <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed bg-card px-4 py-8 text-center">
          <FileText className="size-8 text-muted-foreground" aria-hidden="true" />
          <p className="font-medium">Noch keine Rechnungen.</p>
          <p className="max-w-md text-sm text-muted-foreground">
            Für Aufträge, die Sie und Ihr Kunde bestätigt haben, erhalten Sie am Monatsersten eine Provisionsrechnung
            per E-Mail. Sie erscheint dann auch hier.
          </p>
        </div>
      </div>
    );
  }
  return (
    <div className="grid gap-4" aria-busy={query.isFetching || undefined}>
      {warning}
      <ul className="grid gap-3" aria-label="Rechnungen und Gutschriften">
        {data.invoices.map((invoice) => (
          <InvoiceItem key={invoice.id} invoice={invoice} />
        ))}
      </ul>
      <CardListPager noun="Rechnungen" page={page} pages={pages} total={data.total} onPage={setPage} />
    </div>
  );
}

/** The company's invoice waits for its billing data (entered under "Firmendaten", or by the operator). */
function HoldWarning({ hold }: { hold: InvoiceHold }) {
  return (
    <p
      className="flex items-start gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
      role="note"
    >
      <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>
        {holdText(hold)} Bitte ergänzen Sie sie unter „Firmendaten“; die Rechnung wird mit dem nächsten Rechnungslauf
        ausgestellt.
      </span>
    </p>
  );
}

function InvoiceItem({ invoice }: { invoice: InvoiceListItem }) {
  const credit = invoice.kind === "credit_note";
  const title = `${credit ? "Gutschrift" : "Rechnung"} ${invoice.number}`;
  const headingId = `invoice-${invoice.id}`;
  return (
    <li>
      <article
        aria-labelledby={headingId}
        className="grid gap-3 rounded-xl border bg-card p-4 shadow-sm sm:grid-cols-[1fr_auto] sm:items-center"
      >
        <div className="grid gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <h2 id={headingId} className="font-semibold">
              {title}
            </h2>
            <InvoiceStatusBadge status={invoice.status} />
          </div>
          <dl className="grid gap-x-6 gap-y-1 text-sm text-muted-foreground sm:grid-cols-[auto_auto_auto]">
            <div>
              <dt className="sr-only">Zeitraum</dt>
              <dd>
                {credit
                  ? `zu Rechnung ${invoice.correctsNumber ?? "–"}`
                  : invoice.periodStart && invoice.periodEnd
                    ? `Zeitraum ${formatPeriod(invoice.periodStart, invoice.periodEnd)}`
                    : ""}
              </dd>
            </div>
            <div>
              <dt className="sr-only">Datum</dt>
              <dd>
                vom {formatViennaDate(invoice.issuedAt)}
                {!credit && invoice.status !== "paid"
                  ? `, fällig am ${formatViennaDate(invoice.dueAt)} (${PAYMENT_TERM_DAYS} Tage)`
                  : ""}
              </dd>
            </div>
            <div>
              <dt className="sr-only">Betrag brutto</dt>
              <dd className="font-medium text-foreground tabular-nums">{formatCents(invoice.grossCents)} brutto</dd>
            </div>
          </dl>
        </div>
        <Button asChild variant="outline" className="justify-self-start sm:justify-self-end">
          <a href={companyInvoicePdfUrl(invoice.id)} download aria-label={`${title} als PDF herunterladen`}>
            <Download aria-hidden="true" />
            PDF herunterladen
          </a>
        </Button>
      </article>
    </li>
  );
}
