/** Monthly commission invoices, one transaction per company and idempotent; missing billing data holds an invoice. */
import "server-only";
import { serviceName } from "@/lib/content/service-catalog";
import type { SessionUser } from "@/lib/auth/types";
import { recordAudit } from "@/lib/data/audit-log";
import { readSiteSettings } from "@/lib/data/settings";
import { getDb } from "@/lib/db";
import { INVOICE_TX_OPTIONS } from "@/lib/db/sql";
import {
  dueDateOf,
  invoiceLineDescription,
  missingIssuerFields,
  missingRecipientFields,
  periodOfInstant,
  previousMonthPeriod,
  recipientVatIdRequired,
  type InvoiceHold,
  type InvoiceIssuer,
  type InvoicePeriod,
  type InvoiceRecipient,
} from "@/lib/domain/invoices";
import { invoiceTotals } from "@/lib/domain/money";
import { queueEmail, wakeEmailWorker } from "@/lib/email/outbox";
import { invoiceIssuedEmail } from "@/lib/email/templates-invoices";
import { Prisma } from "@/lib/generated/prisma/client";
import { prismaErrorCode } from "@/lib/http/api-error";
import { logger } from "@/lib/log";
import { renderEInvoice } from "./e-invoice";
import { dashboardInvoicesUrl, invoiceEmailKey, issuerFromSettings, nextInvoiceNumber } from "./numbering";
import type { InvoicePdfLine } from "./pdf";

/** German labels of what Einstellungen still lack for an invoice (empty: ready). */
export async function invoicingMissingFields(): Promise<string[]> {
  return missingIssuerFields(issuerFromSettings(await readSiteSettings()));
}

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
      AND NOT EXISTS (SELECT 1 FROM invoices i WHERE i.company_id = e.company_id AND i.billing_month =
        ${period.startDay}::date)
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
  }, INVOICE_TX_OPTIONS);
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
    SELECT e.company_id, c.name, c.street, c.zip_code, c.city, c.vat_id, count(*)::int AS entries,
      sum(e.commission_cents) AS net
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
