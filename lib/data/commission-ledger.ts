/**
 * The commission ledger (issue 15 §2/§3): a won job becomes a commission entry once both sides
 * confirmed it: the company set "Gewonnen" with the order value, and the customer named that
 * company in "Mein Projekt" (or an admin settled a "Klärung nötig" case by recording both answers).
 * The rate comes from Einstellungen (marketplace.commissionBps) and is stored with the entry.
 * Invoiced entries are never changed here: a correction is a credit note (lib/data/invoices.ts), which
 * releases the entry (open again) so that it follows its assignment and is invoiced anew.
 */
import "server-only";
import { readSiteSettings } from "@/lib/data/settings";
import { commissionCents } from "@/lib/domain/money";
import type { Prisma } from "@/lib/generated/prisma/client";

/** What `syncCommissionEntry` did. */
export type CommissionSync = "created" | "updated" | "removed" | "unchanged" | "invoiced";

/**
 * Brings the commission entry of one assignment in line with what both sides confirmed; call it in
 * the transaction that changed the assignment's status or value or the project's hire answer. An ended
 * assignment counts as not confirmed.
 *
 * - both confirmed, no entry: creates one (rate from Einstellungen, confirmedAt = `now`);
 * - both confirmed, open entry with another value: updates value and commission;
 * - no longer both confirmed, open entry: removes it;
 * - entry already invoiced (also by a monthly run that commits while this runs): leaves it
 *   ("invoiced"); the admin corrects it by a credit note.
 *
 * @param tx the caller's transaction
 * @param assignmentId project_assignments.id
 * @param now the confirmation time (invoicing month of a new entry)
 */
export async function syncCommissionEntry(
  tx: Prisma.TransactionClient,
  assignmentId: number,
  now: Date = new Date(),
): Promise<CommissionSync> {
  const assignment = await tx.projectAssignment.findUnique({
    where: { id: assignmentId },
    select: {
      companyId: true,
      projectId: true,
      status: true,
      wonValueCents: true,
      endedAt: true,
      project: { select: { serviceType: true, hireAnswer: true, hiredCompanyId: true } },
    },
  });
  const entry = await tx.commissionEntry.findUnique({
    where: { assignmentId },
    select: { id: true, invoiceId: true, orderValueCents: true, rateBps: true },
  });
  if (!assignment) return entry ? "invoiced" : "unchanged";
  // An ended assignment (the admin removed the company) earns no commission.
  const confirmed =
    assignment.endedAt === null &&
    assignment.status === "Gewonnen" &&
    assignment.wonValueCents !== null &&
    assignment.project.hireAnswer === "company" &&
    assignment.project.hiredCompanyId === assignment.companyId;

  if (entry?.invoiceId != null) return "invoiced";
  if (!confirmed) {
    if (!entry) return "unchanged";
    // Conditional on invoice_id IS NULL: a monthly run that invoiced the entry meanwhile wins (PostgreSQL re-checks the condition after the row lock).
    const removed = await tx.commissionEntry.deleteMany({ where: { id: entry.id, invoiceId: null } });
    return removed.count === 1 ? "removed" : "invoiced";
  }
  const orderValueCents = assignment.wonValueCents!;
  if (entry) {
    if (entry.orderValueCents === orderValueCents) return "unchanged";
    const updated = await tx.commissionEntry.updateMany({
      where: { id: entry.id, invoiceId: null },
      data: { orderValueCents, commissionCents: commissionCents(orderValueCents, entry.rateBps) },
    });
    return updated.count === 1 ? "updated" : "invoiced";
  }
  const rateBps = (await readSiteSettings(tx)).marketplace.commissionBps;
  await tx.commissionEntry.create({
    data: {
      assignmentId,
      companyId: assignment.companyId,
      projectId: assignment.projectId,
      serviceType: assignment.project.serviceType,
      orderValueCents,
      rateBps,
      commissionCents: commissionCents(orderValueCents, rateBps),
      confirmedAt: now,
    },
  });
  return "created";
}
