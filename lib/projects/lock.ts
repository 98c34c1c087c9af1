/** What every project command shares: the row lock of the project and its result. */
import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { ProjectOperationResponse } from "@/lib/domain/admin-projects";
import type { AuditActor } from "@/lib/data/audit-log";
import { ConflictError, NotFoundError } from "@/lib/errors";
import { ASSIGN_ERRORS, OPERATION_ERRORS } from "./errors";

export interface LockedProject {
  id: number;
  serviceType: string;
  zipCode: string;
  status: string;
  assignedCompanyId: number | null;
  closedAt: Date | null;
  consentWithdrawnAt: Date | null;
  spamAt: Date | null;
  erasedAt: Date | null;
}

/**
 * Locks project `projectId` for the rest of `tx`, so operations on one project serialise.
 * @throws NotFoundError "Projekt nicht gefunden"
 */
export async function lockProject(tx: Prisma.TransactionClient, projectId: number): Promise<LockedProject> {
  const [project] = await tx.$queryRaw<LockedProject[]>`
    SELECT id, service_type AS "serviceType", zip_code AS "zipCode", status, assigned_company_id AS "assignedCompanyId",
           closed_at AS "closedAt", consent_withdrawn_at AS "consentWithdrawnAt", spam_at AS "spamAt",
           erased_at AS "erasedAt"
    FROM projects WHERE id = ${projectId} FOR UPDATE`;
  if (!project) throw new NotFoundError(ASSIGN_ERRORS.projectNotFound);
  return project;
}

/** @throws ConflictError when consent was withdrawn or the project is spam or erased. */
export function assertPlaceable(project: LockedProject): void {
  if (project.consentWithdrawnAt) throw new ConflictError(ASSIGN_ERRORS.consentWithdrawn);
  if (project.spamAt) throw new ConflictError(OPERATION_ERRORS.spam);
  if (project.erasedAt) throw new ConflictError(OPERATION_ERRORS.erased);
}

export function operationResult(
  message: string,
  project: { id: number; status: string; closedAt: Date | null; assignedCompanyId: number | null },
): ProjectOperationResponse {
  return {
    message,
    project: {
      id: project.id,
      status: project.status,
      closedAt: project.closedAt?.toISOString() ?? null,
      assignedCompanyId: project.assignedCompanyId,
    },
  };
}

export function actorUserId(actor: AuditActor): number | null {
  return typeof actor === "object" ? actor.id : null;
}
