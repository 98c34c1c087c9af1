/**
 * The one rule for how many companies may hold an open assignment of one project ("Firmen pro Lead"
 * in Einstellungen, at most 4): every path that makes an assignment open (assign, re-assign, the
 * company's and the admin's status change) asks `assertAssignmentMayOpen` in its own transaction.
 */
import "server-only";
import { getMarketplaceSettings } from "@/lib/data/settings";
import { MAX_COMPANIES_PER_PROJECT } from "@/lib/domain/matching";
import type { Prisma } from "@/lib/generated/prisma/client";
import { ApiError } from "@/lib/http/api-error";

/** Companies per lead from Einstellungen (1–4, default and maximum 4). @throws database errors. */
export async function companiesPerLeadLimit(): Promise<number> {
  return Math.min((await getMarketplaceSettings()).companiesPerLead, MAX_COMPANIES_PER_PROJECT);
}

/** The 409 answer when the project already has `limit` companies with an open assignment. */
export function projectFullMessage(limit: number): string {
  return limit === 1
    ? "Diesem Projekt ist bereits 1 Firma mit offenem Status zugewiesen (Grenze aus den Einstellungen)."
    : `Diesem Projekt sind bereits ${limit} Firmen mit offenem Status zugewiesen (Grenze aus den Einstellungen).`;
}

/**
 * Decides whether one more assignment of project `projectId` may become open ("Offen", not ended),
 * within transaction `tx`: locks the project row (SELECT … FOR UPDATE; a no-op when the caller holds
 * the lock already), so two callers of one project decide one after the other, then counts the
 * project's open, not ended assignments other than `assignmentId` (the one about to become open).
 *
 * @param tx the caller's transaction; the lock is held until it ends.
 * @param projectId projects.id
 * @param assignmentId project_assignments.id that becomes open, or undefined for a new assignment
 * @param limit the companies-per-lead limit (companiesPerLeadLimit, read before the transaction)
 * @throws ApiError 409 with projectFullMessage when `limit` assignments are open already.
 */
export async function assertAssignmentMayOpen(
  tx: Prisma.TransactionClient,
  projectId: number,
  assignmentId: number | undefined,
  limit: number,
): Promise<void> {
  await tx.$queryRaw`SELECT id FROM projects WHERE id = ${projectId} FOR UPDATE`;
  const open = await tx.projectAssignment.count({
    where: {
      projectId,
      status: "Offen",
      endedAt: null,
      ...(assignmentId !== undefined ? { id: { not: assignmentId } } : {}),
    },
  });
  if (open >= limit) throw new ApiError(409, projectFullMessage(limit));
}
