/** Reading invoices and credit notes: the company's and the admin's lists, lines, PDF, revenue. */
import "server-only";
import { serviceName } from "@/lib/content/service-catalog";
import { getDb } from "@/lib/db";
import { escapeLike } from "@/lib/db/sql";
import {
  invoiceStatus,
  type InvoiceFilter,
  type InvoiceLineItem,
  type InvoiceListItem,
  type InvoicesPage,
  type OpenCommissionEntry,
  type RevenueMonth,
} from "@/lib/domain/invoices";
import type { InvoiceKind } from "@/lib/domain/invoice-numbers";
import { Prisma } from "@/lib/generated/prisma/client";
import { NotFoundError } from "@/lib/errors";
import { VIENNA_TIME_ZONE } from "@/lib/time/vienna";

export const INVOICE_NOT_FOUND = "Rechnung nicht gefunden.";

interface ListRow {
  id: number;
  number: string;
  kind: string;
  company_id: number;
  company_name: string;
  corrects_number: string | null;
  period_start: Date | null;
  period_end: Date | null;
  issued_at: Date;
  due_at: Date;
  net_cents: number;
  vat_cents: number;
  gross_cents: number;
  paid_at: Date | null;
  reason: string | null;
}

export async function listRows(
  where: Prisma.Sql,
  limit: number,
  offset: number,
  now: Date,
): Promise<InvoiceListItem[]> {
  const rows = await getDb().$queryRaw<ListRow[]>`
    SELECT i.id, i.number, i.kind, i.company_id, c.name AS company_name, ci.number AS corrects_number,
      i.period_start, i.period_end, i.issued_at, i.due_at, i.net_cents, i.vat_cents, i.gross_cents, i.paid_at, i.reason
    FROM invoices i JOIN companies c ON c.id = i.company_id LEFT JOIN invoices ci ON ci.id = i.corrects_invoice_id
    WHERE ${where}
    ORDER BY i.issued_at DESC, i.id DESC
    LIMIT ${limit} OFFSET ${offset}`;
  return rows.map((row) => ({
    id: row.id,
    number: row.number,
    kind: row.kind as InvoiceKind,
    companyId: row.company_id,
    companyName: row.company_name,
    correctsNumber: row.corrects_number,
    periodStart: row.period_start ? row.period_start.toISOString().slice(0, 10) : null,
    periodEnd: row.period_end ? row.period_end.toISOString().slice(0, 10) : null,
    issuedAt: row.issued_at.toISOString(),
    dueAt: row.due_at.toISOString(),
    netCents: row.net_cents,
    vatCents: row.vat_cents,
    grossCents: row.gross_cents,
    paidAt: row.paid_at ? row.paid_at.toISOString() : null,
    status: invoiceStatus({ kind: row.kind, paidAt: row.paid_at, dueAt: row.due_at }, now),
    reason: row.reason,
  }));
}

async function pageOf(where: Prisma.Sql, page: number, pageSize: number, now: Date): Promise<InvoicesPage> {
  const [invoices, [count]] = await Promise.all([
    listRows(where, pageSize, (page - 1) * pageSize, now),
    getDb().$queryRaw<
      { total: number }[]
    >`SELECT count(*)::int AS total FROM invoices i JOIN companies c ON c.id = i.company_id WHERE ${where}`,
  ]);
  return { invoices, total: count?.total ?? 0, page, pageSize };
}

/** The company's own invoices and credit notes, newest first. */
export async function listCompanyInvoices(
  companyId: number,
  query: { page: number; pageSize: number },
  now: Date = new Date(),
): Promise<InvoicesPage> {
  return pageOf(Prisma.sql`i.company_id = ${companyId}`, query.page, query.pageSize, now);
}

export interface AdminInvoicesQuery {
  page: number;
  pageSize: number;
  status?: InvoiceFilter;
  q?: string;
}

/** All invoices and credit notes for the admin, newest first. */
export async function listAdminInvoices(query: AdminInvoicesQuery, now: Date = new Date()): Promise<InvoicesPage> {
  const conditions: Prisma.Sql[] = [Prisma.sql`TRUE`];
  if (query.status === "paid") conditions.push(Prisma.sql`i.kind = 'invoice' AND i.paid_at IS NOT NULL`);
  if (query.status === "open")
    conditions.push(Prisma.sql`i.kind = 'invoice' AND i.paid_at IS NULL AND i.due_at >= ${now}`);
  if (query.status === "overdue")
    conditions.push(Prisma.sql`i.kind = 'invoice' AND i.paid_at IS NULL AND i.due_at < ${now}`);
  const q = query.q?.trim();
  if (q) {
    const pattern = `%${escapeLike(q)}%`;
    conditions.push(Prisma.sql`(i.number ILIKE ${pattern} OR c.name ILIKE ${pattern})`);
  }
  return pageOf(Prisma.join(conditions, " AND "), query.page, query.pageSize, now);
}

/** @throws NotFoundError */
export async function invoiceLines(invoiceId: number): Promise<{ number: string; lines: InvoiceLineItem[] }> {
  const invoice = await getDb().invoice.findFirst({
    where: { id: invoiceId, kind: "invoice" },
    select: {
      number: true,
      lines: {
        orderBy: { position: "asc" },
        select: {
          id: true,
          position: true,
          commissionEntryId: true,
          description: true,
          orderValueCents: true,
          rateBps: true,
          netCents: true,
        },
      },
      entries: { select: { id: true } },
    },
  });
  if (!invoice) throw new NotFoundError(INVOICE_NOT_FOUND);
  // Released entries are no longer on the invoice, so what it still holds is not credited.
  const open = new Set(invoice.entries.map((entry) => entry.id));
  const credited = new Set(
    invoice.lines.map((line) => line.commissionEntryId).filter((id): id is number => id !== null && !open.has(id)),
  );
  return {
    number: invoice.number,
    lines: invoice.lines.map((line) => ({
      ...line,
      credited: line.commissionEntryId !== null && credited.has(line.commissionEntryId),
    })),
  };
}

/** The stored PDF; a company gets only its own (another's id answers NotFoundError alike). @throws NotFoundError */
export async function invoicePdf(
  invoiceId: number,
  companyId: number | null,
): Promise<{ number: string; kind: string; pdf: Uint8Array }> {
  const invoice = await getDb().invoice.findFirst({
    where: { id: invoiceId, ...(companyId === null ? {} : { companyId }) },
    select: { number: true, kind: true, pdf: true },
  });
  if (!invoice) throw new NotFoundError(INVOICE_NOT_FOUND);
  return invoice;
}

/** Net commission invoiced and credited per Vienna month of issue, the last `months` with any, newest first. */
export async function revenuePerMonth(months = 12): Promise<RevenueMonth[]> {
  const rows = await getDb().$queryRaw<
    { month: string; invoiced: bigint | number; credited: bigint | number; invoices: number }[]
  >`
    SELECT to_char(issued_at AT TIME ZONE ${VIENNA_TIME_ZONE}, 'YYYY-MM') AS month,
      coalesce(sum(net_cents) FILTER (WHERE kind = 'invoice'), 0) AS invoiced,
      coalesce(sum(net_cents) FILTER (WHERE kind = 'credit_note'), 0) AS credited,
      (count(*) FILTER (WHERE kind = 'invoice'))::int AS invoices
    FROM invoices GROUP BY 1 ORDER BY 1 DESC LIMIT ${months}`;
  return rows.map((row) => {
    const invoicedNetCents = Number(row.invoiced);
    const creditedNetCents = Number(row.credited);
    return {
      month: row.month,
      invoicedNetCents,
      creditedNetCents,
      netCents: invoicedNetCents + creditedNetCents,
      invoices: row.invoices,
    };
  });
}

/** The newest confirmed, not yet invoiced commission entries (at most `limit`), newest first. */
export async function listOpenCommissionEntries(limit = 100): Promise<OpenCommissionEntry[]> {
  const rows = await getDb().$queryRaw<
    {
      id: number;
      company_id: number;
      company_name: string;
      project_id: number | null;
      service_type: string;
      order_value_cents: number;
      commission_cents: number;
      rate_bps: number;
      confirmed_at: Date;
      accepted_online: boolean;
    }[]
  >`
    SELECT e.id, e.company_id, c.name AS company_name, e.project_id, e.service_type, e.order_value_cents,
      e.commission_cents, e.rate_bps, e.confirmed_at,
      EXISTS (SELECT 1 FROM company_offers o JOIN offer_acceptances a ON a.offer_id = o.id
              WHERE o.assignment_id = e.assignment_id AND a.withdrawn_at IS NULL) AS accepted_online
    FROM commission_entries e JOIN companies c ON c.id = e.company_id
    WHERE e.invoice_id IS NULL
    ORDER BY e.confirmed_at DESC, e.id DESC
    LIMIT ${limit}`;
  return rows.map((row) => ({
    id: row.id,
    companyId: row.company_id,
    companyName: row.company_name,
    projectId: row.project_id,
    serviceLabel: serviceName(row.service_type),
    orderValueCents: row.order_value_cents,
    commissionCents: row.commission_cents,
    rateBps: row.rate_bps,
    confirmedAt: row.confirmed_at.toISOString(),
    source: row.accepted_online ? "offer" : "confirmed",
  }));
}
