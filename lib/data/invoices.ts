/**
 * Commission invoices and credit notes: issuing, listing, downloading, marking paid. Each company's
 * invoice is issued in its own transaction and the run is idempotent; a company lacking billing data
 * is held. Numbers come from invoice_counters inside that transaction, so every series is gapless
 * (§ 11 Abs. 1 Z 5 UStG 1994). Issued invoices are never edited; corrections are credit notes.
 */
import "server-only";
import { serviceName } from "@/lib/content/service-catalog";
import type { SessionUser } from "@/lib/auth/types";
import { COMPANY_NOT_FOUND } from "@/lib/data/admin-companies";
import { recordAudit } from "@/lib/data/audit-log";
import { syncCommissionEntry } from "@/lib/data/commission-ledger";
import { readSiteSettings } from "@/lib/data/settings";
import { getDb } from "@/lib/db";
import { escapeLike } from "@/lib/domain/admin-projects";
import { viennaToday } from "@/lib/domain/advertising";
import {
  dueDateOf,
  invoiceLineDescription,
  invoiceStatus,
  missingIssuerFields,
  missingRecipientFields,
  periodOfInstant,
  previousMonthPeriod,
  recipientVatIdRequired,
  type CompanyBilling,
  type InvoiceFilter,
  type InvoiceHold,
  type InvoiceIssuer,
  type InvoiceLineItem,
  type InvoiceListItem,
  type InvoicePeriod,
  type InvoiceRecipient,
  type InvoicesPage,
  type RevenueMonth,
} from "@/lib/domain/invoices";
import { formatInvoiceNumber, invoiceSeries, type InvoiceKind } from "@/lib/domain/invoice-numbers";
import { invoiceTotals } from "@/lib/domain/money";
import type { SiteSettings } from "@/lib/domain/settings";
import { queueEmail, wakeEmailWorker } from "@/lib/email/outbox";
import { creditNoteIssuedEmail, invoiceIssuedEmail } from "@/lib/email/templates-invoices";
import { env } from "@/lib/env";
import { Prisma } from "@/lib/generated/prisma/client";
import { ApiError, prismaErrorCode } from "@/lib/http/api-error";
import { renderEInvoice } from "@/lib/invoices/e-invoice";
import type { InvoicePdfLine } from "@/lib/invoices/pdf";
import { logger } from "@/lib/log";
import type { CompanyBillingUpdate } from "@/lib/validation/invoices";

export const INVOICE_NOT_FOUND = "Rechnung nicht gefunden.";
export const NOTHING_TO_CREDIT = "Alle Aufträge dieser Rechnung sind bereits gutgeschrieben.";

const TX_OPTIONS = { maxWait: 10_000, timeout: 30_000 } as const;

type Tx = Prisma.TransactionClient;

/**
 * Next number of `kind`'s series for the Vienna year of `issuedAt`, e.g. "RE-2026-00001". The counter
 * row stays locked until `tx` commits; a rollback gives the number back.
 */
export async function nextInvoiceNumber(tx: Tx, kind: InvoiceKind, issuedAt: Date): Promise<string> {
  const year = Number(viennaToday(issuedAt).slice(0, 4));
  const series = invoiceSeries(kind, year);
  const [row] = await tx.$queryRaw<{ last_number: number }[]>`
    INSERT INTO invoice_counters (series, last_number) VALUES (${series}, 1)
    ON CONFLICT (series) DO UPDATE SET last_number = invoice_counters.last_number + 1
    RETURNING last_number`;
  return formatInvoiceNumber(kind, year, row!.last_number);
}

export function issuerFromSettings(settings: SiteSettings): InvoiceIssuer {
  return {
    name: settings.imprint.companyName.trim(),
    street: settings.contact.street.trim(),
    zipCity: settings.contact.zipCity.trim(),
    vatId: settings.imprint.vatId.trim(),
    email: settings.contact.email.trim(),
    bank: {
      accountHolder: settings.invoicing.accountHolder.trim(),
      iban: settings.invoicing.iban,
      bic: settings.invoicing.bic,
      bankName: settings.invoicing.bankName.trim(),
    },
  };
}

/** German labels of what Einstellungen still lack for an invoice (empty: ready). */
export async function invoicingMissingFields(): Promise<string[]> {
  return missingIssuerFields(issuerFromSettings(await readSiteSettings()));
}

const dashboardInvoicesUrl = () => new URL("/company-dashboard/rechnungen", env.SITE_URL).toString();

export const invoiceEmailKey = (number: string) => `invoice-${number}`;

export interface MonthlyInvoicingResult {
  /** YYYY-MM-DD. */
  periodStart: string;
  periodEnd: string;
  issued: { id: number; number: string; companyId: number; grossCents: number }[];
  /** Logged; the job is retried. */
  failed: { companyId: number; error: string }[];
  /** Nothing written; a later run invoices them. */
  held: InvoiceHold[];
  /** Einstellungen lack issuer data: nothing was issued. */
  missingIssuer: string[];
}

interface OpenEntry {
  id: number;
  project_id: number | null;
  service_type: string;
  order_value_cents: number;
  rate_bps: number;
  commission_cents: number;
  confirmed_at: Date;
}

/**
 * Issues the monthly commission invoices for the Vienna month before `options.now`. A failing
 * company is logged and listed in `failed`; missing issuer data issues nothing (never invented).
 * @throws database errors while finding the companies
 */
export async function issueMonthlyInvoices(
  options: { now?: Date; companyIds?: readonly number[] } = {},
): Promise<MonthlyInvoicingResult> {
  const now = options.now ?? new Date();
  const period = previousMonthPeriod(now);
  const result: MonthlyInvoicingResult = {
    periodStart: period.startDay,
    periodEnd: period.endDay,
    issued: [],
    failed: [],
    held: [],
    missingIssuer: [],
  };
  const issuer = issuerFromSettings(await readSiteSettings());
  result.missingIssuer = missingIssuerFields(issuer);
  if (result.missingIssuer.length > 0) {
    logger.error(
      { missing: result.missingIssuer },
      "[Rechnungen] Einstellungen unvollständig: keine Rechnungen ausgestellt",
    );
    return result;
  }
  const only = options.companyIds
    ? Prisma.sql`AND e.company_id IN (${Prisma.join(options.companyIds.length ? options.companyIds : [-1])})`
    : Prisma.empty;
  const companies = await getDb().$queryRaw<{ company_id: number }[]>`
    SELECT DISTINCT e.company_id FROM commission_entries e
    WHERE e.invoice_id IS NULL AND e.confirmed_at < ${period.endsBefore} ${only}
      AND NOT EXISTS (SELECT 1 FROM invoices i WHERE i.company_id = e.company_id AND i.billing_month = ${period.startDay}::date)
    ORDER BY e.company_id`;
  for (const { company_id: companyId } of companies) {
    try {
      const outcome = await issueCompanyInvoice(companyId, period, issuer, now);
      if (outcome && "held" in outcome) result.held.push(outcome.held);
      else if (outcome) result.issued.push(outcome);
    } catch (error) {
      if (prismaErrorCode(error) === "P2002") continue;
      const message = error instanceof Error ? error.message : String(error);
      logger.error({ err: error, companyId }, "[Rechnungen] Rechnung konnte nicht ausgestellt werden");
      result.failed.push({ companyId, error: message });
    }
  }
  if (result.issued.length > 0) wakeEmailWorker();
  for (const hold of result.held)
    logger.warn(
      { companyId: hold.companyId, missing: hold.missing },
      "[Rechnungen] Rechnung zurückgehalten: Rechnungsdaten der Firma fehlen",
    );
  logger.info(
    { period: period.startDay, issued: result.issued.length, held: result.held.length, failed: result.failed.length },
    "[Rechnungen] Monatslauf beendet",
  );
  return result;
}

/** One company's invoice in its own transaction; null without open entries, `held` without billing data. */
async function issueCompanyInvoice(
  companyId: number,
  period: InvoicePeriod,
  issuer: InvoiceIssuer,
  now: Date,
): Promise<MonthlyInvoicingResult["issued"][number] | { held: InvoiceHold } | null> {
  return getDb().$transaction(async (tx) => {
    const entries = await tx.$queryRaw<OpenEntry[]>`
      SELECT id, project_id, service_type, order_value_cents, rate_bps, commission_cents, confirmed_at
      FROM commission_entries
      WHERE company_id = ${companyId} AND invoice_id IS NULL AND confirmed_at < ${period.endsBefore}
      ORDER BY confirmed_at, id
      FOR UPDATE`;
    if (entries.length === 0) return null;
    const company = await tx.company.findUniqueOrThrow({
      where: { id: companyId },
      select: { name: true, street: true, zipCode: true, city: true, vatId: true, user: { select: { email: true } } },
    });
    const lines: InvoicePdfLine[] = entries.map((entry, index) => ({
      position: index + 1,
      description: invoiceLineDescription(serviceName(entry.service_type), entry.project_id),
      confirmedAt: entry.confirmed_at,
      orderValueCents: entry.order_value_cents,
      rateBps: entry.rate_bps,
      netCents: entry.commission_cents,
    }));
    const totals = invoiceTotals(lines.map((line) => line.netCents));
    const missing = missingRecipientFields(company, totals.grossCents);
    if (missing.length > 0) {
      return {
        held: { companyId, companyName: company.name, missing, entries: entries.length, grossCents: totals.grossCents },
      };
    }
    const recipient: InvoiceRecipient = {
      companyId,
      name: company.name,
      street: company.street?.trim() ?? "",
      zipCity: [company.zipCode, company.city].filter((part) => part && part.trim()).join(" "),
      vatId: recipientVatIdRequired(totals.grossCents) ? company.vatId?.trim() || null : null,
    };
    const earliest = periodOfInstant(entries[0]!.confirmed_at).startDay;
    const printedStart = earliest < period.startDay ? earliest : period.startDay;
    const number = await nextInvoiceNumber(tx, "invoice", now);
    const dueAt = dueDateOf(now);
    const pdf = await renderEInvoice({
      kind: "invoice",
      number,
      issuedAt: now,
      dueAt,
      periodStart: printedStart,
      periodEnd: period.endDay,
      issuer,
      recipient,
      lines,
      ...totals,
    });
    const invoice = await tx.invoice.create({
      data: {
        number,
        kind: "invoice",
        companyId,
        periodStart: new Date(`${printedStart}T00:00:00Z`),
        periodEnd: new Date(`${period.endDay}T00:00:00Z`),
        billingMonth: new Date(`${period.startDay}T00:00:00Z`),
        issuedAt: now,
        dueAt,
        ...totals,
        issuer: issuer as unknown as Prisma.InputJsonValue,
        recipient: recipient as unknown as Prisma.InputJsonValue,
        pdf: new Uint8Array(pdf),
        lines: {
          createMany: {
            data: lines.map((line, index) => ({
              position: line.position,
              commissionEntryId: entries[index]!.id,
              description: line.description,
              orderValueCents: line.orderValueCents,
              rateBps: line.rateBps,
              netCents: line.netCents,
            })),
          },
        },
      },
      select: { id: true },
    });
    // credit_note_id marks an entry released by a credit note until invoiced again.
    const linked = await tx.commissionEntry.updateMany({
      where: { id: { in: entries.map((entry) => entry.id) }, invoiceId: null },
      data: { invoiceId: invoice.id, creditNoteId: null },
    });
    if (linked.count !== entries.length)
      throw new Error(`Rechnung ${number}: ${entries.length - linked.count} Einträge wurden gleichzeitig geändert.`);
    if (company.user?.email) {
      await queueEmail(
        {
          to: company.user.email,
          ...invoiceIssuedEmail({
            companyName: company.name,
            number,
            periodStart: printedStart,
            periodEnd: period.endDay,
            grossCents: totals.grossCents,
            dueAt,
            jobs: lines.length,
            invoicesUrl: dashboardInvoicesUrl(),
          }),
          idempotencyKey: invoiceEmailKey(number),
          invoiceId: invoice.id,
          companyId,
        },
        tx,
      );
    } else {
      logger.warn({ companyId, number }, "[Rechnungen] Firma ohne Benutzerkonto: Rechnung ohne E-Mail ausgestellt");
    }
    return { id: invoice.id, number, companyId, grossCents: totals.grossCents };
  }, TX_OPTIONS);
}

/**
 * Companies whose next invoice the run holds back: open entries and missing street, PLZ, city or
 * (above 10,000 € gross) UID. Computed from current data, so the warning ends once data is complete.
 */
export async function invoiceHolds(options: { companyId?: number } = {}): Promise<InvoiceHold[]> {
  const only = options.companyId === undefined ? Prisma.empty : Prisma.sql`AND e.company_id = ${options.companyId}`;
  const rows = await getDb().$queryRaw<
    {
      company_id: number;
      name: string;
      street: string | null;
      zip_code: string | null;
      city: string | null;
      vat_id: string | null;
      entries: number;
      net: bigint | number;
    }[]
  >`
    SELECT e.company_id, c.name, c.street, c.zip_code, c.city, c.vat_id, count(*)::int AS entries, sum(e.commission_cents) AS net
    FROM commission_entries e JOIN companies c ON c.id = e.company_id
    WHERE e.invoice_id IS NULL ${only}
    GROUP BY e.company_id, c.name, c.street, c.zip_code, c.city, c.vat_id
    ORDER BY c.name, e.company_id`;
  return rows.flatMap((row) => {
    const { grossCents } = invoiceTotals([Number(row.net)]);
    const missing = missingRecipientFields(
      { street: row.street, zipCode: row.zip_code, city: row.city, vatId: row.vat_id },
      grossCents,
    );
    return missing.length > 0
      ? [{ companyId: row.company_id, companyName: row.name, missing, entries: row.entries, grossCents }]
      : [];
  });
}

/** @throws ApiError 404 for an unknown company. */
export async function getCompanyBilling(companyId: number): Promise<CompanyBilling> {
  const [company, holds] = await Promise.all([
    getDb().company.findUnique({
      where: { id: companyId },
      select: { id: true, name: true, street: true, zipCode: true, city: true, vatId: true },
    }),
    invoiceHolds({ companyId }),
  ]);
  if (!company) throw new ApiError(404, COMPANY_NOT_FOUND);
  const { id, ...billing } = company;
  return { companyId: id, ...billing, hold: holds[0] ?? null };
}

/**
 * The admin sets a company's billing data (audited); issued invoices keep what they printed.
 * @throws ApiError 404 for an unknown company.
 */
export async function updateCompanyBilling(
  actor: Pick<SessionUser, "id" | "role">,
  companyId: number,
  input: CompanyBillingUpdate,
): Promise<CompanyBilling> {
  const select = { name: true, street: true, zipCode: true, city: true, vatId: true } as const;
  await getDb().$transaction(async (tx) => {
    const [locked] = await tx.$queryRaw<{ id: number }[]>`SELECT id FROM companies WHERE id = ${companyId} FOR UPDATE`;
    if (!locked) throw new ApiError(404, COMPANY_NOT_FOUND);
    const before = await tx.company.findUniqueOrThrow({ where: { id: companyId }, select });
    const after = await tx.company.update({ where: { id: companyId }, data: input, select });
    await recordAudit(tx, {
      actor,
      action: "company.billing",
      entityType: "company",
      entityId: companyId,
      before,
      after,
    });
  });
  return getCompanyBilling(companyId);
}

/** `entryIds` default: all still open. */
export interface CreditNoteInput {
  reason: string;
  entryIds?: number[];
}

export const issuerMissingMessage = (missing: readonly string[]) =>
  `In den Einstellungen fehlt für Rechnungen: ${missing.join(", ")}.`;

/**
 * Issues a credit note against an invoice in one transaction (negative lines, own GS number, PDF,
 * audit, e-mail); the invoice is unchanged. Credited entries are released and follow their
 * assignment, so the next run invoices the corrected amount.
 * @throws ApiError 404 unknown invoice or a credit note; 409 nothing left to credit or issuer data
 *   missing; 400 entry not on the invoice or already credited.
 */
export async function createCreditNote(
  actor: Pick<SessionUser, "id" | "role">,
  invoiceId: number,
  input: CreditNoteInput,
  now: Date = new Date(),
) {
  const issuer = issuerFromSettings(await readSiteSettings());
  const issuerMissing = missingIssuerFields(issuer);
  if (issuerMissing.length > 0) throw new ApiError(409, issuerMissingMessage(issuerMissing));
  const created = await getDb().$transaction(async (tx) => {
    const [locked] = await tx.$queryRaw<
      { id: number }[]
    >`SELECT id FROM invoices WHERE id = ${invoiceId} AND kind = 'invoice' FOR UPDATE`;
    if (!locked) throw new ApiError(404, INVOICE_NOT_FOUND);
    const invoice = await tx.invoice.findUniqueOrThrow({
      where: { id: invoiceId },
      select: {
        number: true,
        companyId: true,
        periodStart: true,
        periodEnd: true,
        recipient: true,
        lines: {
          orderBy: { position: "asc" },
          select: { commissionEntryId: true, description: true, orderValueCents: true, rateBps: true, netCents: true },
        },
        company: { select: { name: true, user: { select: { email: true } } } },
      },
    });
    const open = await tx.commissionEntry.findMany({
      where: { invoiceId, creditNoteId: null },
      select: { id: true, confirmedAt: true },
    });
    const openIds = new Set(open.map((entry) => entry.id));
    if (openIds.size === 0) throw new ApiError(409, NOTHING_TO_CREDIT);
    const chosen = input.entryIds && input.entryIds.length > 0 ? [...new Set(input.entryIds)] : [...openIds];
    const invalid = chosen.filter((id) => !openIds.has(id));
    if (invalid.length > 0) {
      const message = "Diese Aufträge gehören nicht zur Rechnung oder sind bereits gutgeschrieben.";
      throw new ApiError(400, message, { entryIds: message });
    }
    const confirmedAt = new Map(open.map((entry) => [entry.id, entry.confirmedAt]));
    const lines: (InvoicePdfLine & { entryId: number })[] = invoice.lines
      .filter((line) => line.commissionEntryId !== null && chosen.includes(line.commissionEntryId))
      .map((line, index) => ({
        position: index + 1,
        entryId: line.commissionEntryId!,
        description: line.description,
        confirmedAt: confirmedAt.get(line.commissionEntryId!)!,
        orderValueCents: line.orderValueCents,
        rateBps: line.rateBps,
        netCents: -line.netCents,
      }));
    const totals = invoiceTotals(lines.map((line) => line.netCents));
    const number = await nextInvoiceNumber(tx, "credit_note", now);
    const recipient = invoice.recipient as unknown as InvoiceRecipient;
    const dayOf = (date: Date | null) => (date ? date.toISOString().slice(0, 10) : viennaToday(now));
    const pdf = await renderEInvoice({
      kind: "credit_note",
      number,
      issuedAt: now,
      dueAt: now,
      periodStart: dayOf(invoice.periodStart),
      periodEnd: dayOf(invoice.periodEnd),
      issuer,
      recipient,
      lines,
      ...totals,
      correctsNumber: invoice.number,
      reason: input.reason,
    });
    const note = await tx.invoice.create({
      data: {
        number,
        kind: "credit_note",
        companyId: invoice.companyId,
        correctsInvoiceId: invoiceId,
        periodStart: invoice.periodStart,
        periodEnd: invoice.periodEnd,
        issuedAt: now,
        dueAt: now,
        ...totals,
        issuer: issuer as unknown as Prisma.InputJsonValue,
        recipient: recipient as unknown as Prisma.InputJsonValue,
        reason: input.reason,
        pdf: new Uint8Array(pdf),
        lines: {
          createMany: {
            data: lines.map((line) => ({
              position: line.position,
              commissionEntryId: line.entryId,
              description: line.description,
              orderValueCents: line.orderValueCents,
              rateBps: line.rateBps,
              netCents: line.netCents,
            })),
          },
        },
      },
      select: { id: true },
    });
    const released = lines.map((line) => line.entryId);
    // Without its assignment nothing can confirm the job again: the entry goes, the lines keep the trail.
    await tx.commissionEntry.deleteMany({ where: { id: { in: released }, assignmentId: null } });
    await tx.commissionEntry.updateMany({
      where: { id: { in: released } },
      data: { creditNoteId: note.id, invoiceId: null },
    });
    const assignments = await tx.commissionEntry.findMany({
      where: { id: { in: released } },
      select: { assignmentId: true },
    });
    for (const { assignmentId } of assignments) await syncCommissionEntry(tx, assignmentId!, now);
    await recordAudit(tx, {
      actor,
      action: "invoice.credit_note",
      entityType: "invoice",
      entityId: invoiceId,
      after: { creditNote: number, entries: lines.map((line) => line.entryId), grossCents: totals.grossCents },
      note: input.reason,
    });
    if (invoice.company.user?.email) {
      await queueEmail(
        {
          to: invoice.company.user.email,
          ...creditNoteIssuedEmail({
            companyName: invoice.company.name,
            number,
            invoiceNumber: invoice.number,
            grossCents: -totals.grossCents,
            reason: input.reason,
            invoicesUrl: dashboardInvoicesUrl(),
          }),
          idempotencyKey: invoiceEmailKey(number),
          invoiceId: note.id,
          companyId: invoice.companyId,
        },
        tx,
      );
    }
    return { id: note.id, number, grossCents: totals.grossCents };
  }, TX_OPTIONS);
  wakeEmailWorker();
  return created;
}

/**
 * Marks an invoice paid (the only change an issued invoice takes), audited.
 * @throws ApiError 404 unknown id or a credit note; 409 already paid.
 */
export async function markInvoicePaid(
  actor: Pick<SessionUser, "id" | "role">,
  invoiceId: number,
  now: Date = new Date(),
): Promise<InvoiceListItem> {
  await getDb().$transaction(async (tx) => {
    const [row] = await tx.$queryRaw<{ paid_at: Date | null; number: string }[]>`
      SELECT paid_at, number FROM invoices WHERE id = ${invoiceId} AND kind = 'invoice' FOR UPDATE`;
    if (!row) throw new ApiError(404, INVOICE_NOT_FOUND);
    if (row.paid_at) throw new ApiError(409, `Die Rechnung ${row.number} ist bereits als bezahlt markiert.`);
    await tx.invoice.update({ where: { id: invoiceId }, data: { paidAt: now } });
    await recordAudit(tx, {
      actor,
      action: "invoice.paid",
      entityType: "invoice",
      entityId: invoiceId,
      after: { number: row.number, paidAt: now.toISOString() },
    });
  });
  const [item] = await listRows(Prisma.sql`i.id = ${invoiceId}`, 1, 0, now);
  return item!;
}

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

async function listRows(where: Prisma.Sql, limit: number, offset: number, now: Date): Promise<InvoiceListItem[]> {
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

/** @throws ApiError 404 */
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
  if (!invoice) throw new ApiError(404, INVOICE_NOT_FOUND);
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

/** The stored PDF; a company gets only its own (another's id answers 404 alike). @throws ApiError 404 */
export async function invoicePdf(
  invoiceId: number,
  companyId: number | null,
): Promise<{ number: string; kind: string; pdf: Uint8Array }> {
  const invoice = await getDb().invoice.findFirst({
    where: { id: invoiceId, ...(companyId === null ? {} : { companyId }) },
    select: { number: true, kind: true, pdf: true },
  });
  if (!invoice) throw new ApiError(404, INVOICE_NOT_FOUND);
  return invoice;
}

/** Net commission invoiced and credited per Vienna month of issue, the last `months` with any, newest first. */
export async function revenuePerMonth(months = 12): Promise<RevenueMonth[]> {
  const rows = await getDb().$queryRaw<
    { month: string; invoiced: bigint | number; credited: bigint | number; invoices: number }[]
  >`
    SELECT to_char(issued_at AT TIME ZONE 'Europe/Vienna', 'YYYY-MM') AS month,
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

/** "Rechnungslauf jetzt starten": `issueMonthlyInvoices` now, audited. Idempotent. */
export async function runInvoicingNow(
  actor: Pick<SessionUser, "id" | "role">,
  now: Date = new Date(),
): Promise<MonthlyInvoicingResult> {
  const result = await issueMonthlyInvoices({ now });
  await recordAudit(getDb(), {
    actor,
    action: "invoice.run",
    entityType: "invoice",
    entityId: result.periodStart,
    after: {
      issued: result.issued.length,
      failed: result.failed.length,
      held: result.held.map((hold) => hold.companyId),
      missingIssuer: result.missingIssuer,
    },
  });
  return result;
}
