/**
 * The one rule for how many companies may hold an open assignment of a project ("Firmen pro Lead",
 * at most 4): every path that opens an assignment calls `assertAssignmentMayOpen`.
 */
import "server-only";
import { getMarketplaceSettings } from "@/lib/data/settings";
import { MAX_COMPANIES_PER_PROJECT } from "@/lib/domain/matching";
import { lockRowById } from "@/lib/db/sql";
import type { Prisma } from "@/lib/generated/prisma/client";
import { ConflictError } from "@/lib/errors";

/** Companies per lead from Einstellungen (1–4, default 4). @throws database errors */
export async function companiesPerLeadLimit(): Promise<number> {
  return Math.min((await getMarketplaceSettings()).companiesPerLead, MAX_COMPANIES_PER_PROJECT);
}

export function projectFullMessage(limit: number): string {
  return limit === 1
    ? "Diesem Projekt ist bereits 1 Firma mit offenem Status zugewiesen (Grenze aus den Einstellungen)."
    : `Diesem Projekt sind bereits ${limit} Firmen mit offenem Status zugewiesen (Grenze aus den Einstellungen).`;
}

/**
 * Locks the project (serialising callers) and counts its open assignments other than `assignmentId`.
 * @param limit read with companiesPerLeadLimit before the transaction
 * @throws ConflictError projectFullMessage when `limit` are open already.
 */
export async function assertAssignmentMayOpen(
  tx: Prisma.TransactionClient,
  projectId: number,
  assignmentId: number | undefined,
  limit: number,
): Promise<void> {
  await lockRowById(tx, "projects", projectId);
  const open = await tx.projectAssignment.count({
    where: {
      projectId,
      status: "Offen",
      endedAt: null,
      ...(assignmentId !== undefined ? { id: { not: assignmentId } } : {}),
    },
  });
  if (open >= limit) throw new ConflictError(projectFullMessage(limit));
}
