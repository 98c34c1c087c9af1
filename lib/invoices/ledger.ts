/**
 * The commission ledger: a won job becomes an entry once the company set "Gewonnen" with a value and
 * the customer named that company (or an admin settled both). Invoiced entries are never changed
 * here; corrections are credit notes.
 */
import "server-only";
import { readSiteSettings } from "@/lib/data/settings";
import { commissionCents } from "@/lib/domain/money";
import type { Prisma } from "@/lib/generated/prisma/client";

export type CommissionSync = "created" | "updated" | "removed" | "unchanged" | "invoiced";

/**
 * Brings one assignment's commission entry in line with what both sides confirmed (create, update
 * or remove an open entry; "invoiced" leaves it). Call it in the transaction of the change.
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
  // An ended assignment earns no commission.
  const confirmed =
    assignment.endedAt === null &&
    assignment.status === "Gewonnen" &&
    assignment.wonValueCents !== null &&
    assignment.project.hireAnswer === "company" &&
    assignment.project.hiredCompanyId === assignment.companyId;

  if (entry?.invoiceId != null) return "invoiced";
  if (!confirmed) {
    if (!entry) return "unchanged";
    // invoice_id IS NULL: a run that invoiced the entry meanwhile wins (re-checked after the row lock).
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
