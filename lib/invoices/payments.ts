/** Payment of an issued invoice, the only change an invoice takes. */
import "server-only";
import type { SessionUser } from "@/lib/auth/types";
import { recordAudit } from "@/lib/data/audit-log";
import { getDb } from "@/lib/db";
import type { InvoiceListItem } from "@/lib/domain/invoices";
import { Prisma } from "@/lib/generated/prisma/client";
import { ConflictError, NotFoundError } from "@/lib/errors";
import { INVOICE_NOT_FOUND, listRows } from "./queries";

/**
 * Marks an invoice paid (the only change an issued invoice takes), audited.
 * @throws NotFoundError unknown id or a credit note; ConflictError already paid.
 */
export async function markInvoicePaid(
  actor: Pick<SessionUser, "id" | "role">,
  invoiceId: number,
  now: Date = new Date(),
): Promise<InvoiceListItem> {
  await getDb().$transaction(async (tx) => {
    const [row] = await tx.$queryRaw<{ paid_at: Date | null; number: string }[]>`
      SELECT paid_at, number FROM invoices WHERE id = ${invoiceId} AND kind = 'invoice' FOR UPDATE`;
    if (!row) throw new NotFoundError(INVOICE_NOT_FOUND);
    if (row.paid_at) throw new ConflictError(`Die Rechnung ${row.number} ist bereits als bezahlt markiert.`);
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
