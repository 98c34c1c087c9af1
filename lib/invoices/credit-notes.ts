/** Credit notes: the one correction of an issued invoice, which itself is never edited. */
import "server-only";
import type { SessionUser } from "@/lib/auth/types";
import { recordAudit } from "@/lib/data/audit-log";
import { readSiteSettings } from "@/lib/data/settings";
import { getDb } from "@/lib/db";
import { INVOICE_TX_OPTIONS } from "@/lib/db/sql";
import { viennaToday } from "@/lib/time/vienna";
import { missingIssuerFields, type InvoiceRecipient } from "@/lib/domain/invoices";
import { invoiceTotals } from "@/lib/domain/money";
import { queueEmail, wakeEmailWorker } from "@/lib/email/outbox";
import { creditNoteIssuedEmail } from "@/lib/email/templates-invoices";
import type { Prisma } from "@/lib/generated/prisma/client";
import { ConflictError, NotFoundError, ValidationError } from "@/lib/errors";
import { renderEInvoice } from "./e-invoice";
import { syncCommissionEntry } from "./ledger";
import { dashboardInvoicesUrl, invoiceEmailKey, issuerFromSettings, nextInvoiceNumber } from "./numbering";
import type { InvoicePdfLine } from "./pdf";
import { INVOICE_NOT_FOUND } from "./queries";

export const NOTHING_TO_CREDIT = "Alle Aufträge dieser Rechnung sind bereits gutgeschrieben.";

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
 * @throws NotFoundError unknown invoice or a credit note; ConflictError nothing left to credit or issuer data
 *   missing; ValidationError entry not on the invoice or already credited.
 */
export async function createCreditNote(
  actor: Pick<SessionUser, "id" | "role">,
  invoiceId: number,
  input: CreditNoteInput,
  now: Date = new Date(),
) {
  const issuer = issuerFromSettings(await readSiteSettings());
  const issuerMissing = missingIssuerFields(issuer);
  if (issuerMissing.length > 0) throw new ConflictError(issuerMissingMessage(issuerMissing));
  const created = await getDb().$transaction(async (tx) => {
    const [locked] = await tx.$queryRaw<
      { id: number }[]
    >`SELECT id FROM invoices WHERE id = ${invoiceId} AND kind = 'invoice' FOR UPDATE`;
    if (!locked) throw new NotFoundError(INVOICE_NOT_FOUND);
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
    if (openIds.size === 0) throw new ConflictError(NOTHING_TO_CREDIT);
    const chosen = input.entryIds && input.entryIds.length > 0 ? [...new Set(input.entryIds)] : [...openIds];
    const invalid = chosen.filter((id) => !openIds.has(id));
    if (invalid.length > 0) {
      const message = "Diese Aufträge gehören nicht zur Rechnung oder sind bereits gutgeschrieben.";
      throw new ValidationError(message, { entryIds: message });
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
  }, INVOICE_TX_OPTIONS);
  wakeEmailWorker();
  return created;
}
