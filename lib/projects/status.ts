/** The admin's status commands: override a status, settle "Klärung nötig", mark spam. */
import "server-only";
import { getDb } from "@/lib/db";
import { TX_OPTIONS } from "@/lib/db/sql";
import type { ProjectOperationResponse } from "@/lib/domain/admin-projects";
import { syncedProjectStatus, type ProjectStatus } from "@/lib/domain/project-status";
import { recordAudit, type AuditActor } from "@/lib/data/audit-log";
import { recordAssignmentEvent } from "@/lib/data/assignment-events";
import { syncCommissionEntry } from "@/lib/invoices/ledger";
import { assertAssignmentMayOpen, companiesPerLeadLimit } from "@/lib/data/assignment-limit";
import { closedAtAfterChange } from "@/lib/domain/project-closing";
import { ConflictError, NotFoundError } from "@/lib/errors";
import { OPERATION_ERRORS } from "./errors";
import { actorUserId, lockProject, operationResult } from "./lock";

/**
 * Overrides the project's status, or with `companyId` that company's status of the lead (the
 * project's status, assignment history and commission entry follow), with a note and an audit row.
 * @throws NotFoundError unknown project, or the company is not assigned to it.
 */
export async function overrideProjectStatus(
  actor: AuditActor,
  projectId: number,
  input: { status: ProjectStatus; companyId?: number; note: string },
): Promise<ProjectOperationResponse> {
  const limit = await companiesPerLeadLimit();
  return getDb().$transaction(async (tx) => {
    const project = await lockProject(tx, projectId);
    const now = new Date();
    if (input.companyId === undefined) {
      const closedAt = input.status === "Offen" && !project.consentWithdrawnAt ? null : (project.closedAt ?? now);
      await tx.project.update({
        where: { id: projectId },
        data: { status: input.status, closedAt },
        select: { id: true },
      });
      await recordAudit(tx, {
        actor,
        action: "project.status",
        entityType: "project",
        entityId: projectId,
        before: { status: project.status, closedAt: project.closedAt?.toISOString() ?? null },
        after: { status: input.status, closedAt: closedAt?.toISOString() ?? null },
        note: input.note,
      });
      return operationResult(`Der Projektstatus ist jetzt „${input.status}“.`, {
        ...project,
        status: input.status,
        closedAt,
      });
    }
    const companyId = input.companyId;
    const assignment = await tx.projectAssignment.findUnique({
      where: { projectId_companyId: { projectId, companyId } },
      select: { id: true, status: true, contactedAt: true, endedAt: true, company: { select: { name: true } } },
    });
    if (!assignment || assignment.endedAt) throw new NotFoundError(OPERATION_ERRORS.notAssigned);
    if (input.status === "Offen" && assignment.status !== "Offen")
      await assertAssignmentMayOpen(tx, projectId, assignment.id, limit);
    await tx.projectAssignment.update({
      where: { id: assignment.id },
      data: {
        status: input.status,
        ...(input.status !== "Offen" ? { contactedAt: assignment.contactedAt ?? now } : {}),
      },
      select: { id: true },
    });
    if (assignment.status !== input.status) {
      await recordAssignmentEvent(tx, {
        assignmentId: assignment.id,
        kind: "status",
        fromStatus: assignment.status,
        toStatus: input.status,
        reason: `Admin: ${input.note}`,
        actorUserId: actorUserId(actor),
        createdAt: now,
      });
    }
    await syncCommissionEntry(tx, assignment.id, now);
    const active = await tx.projectAssignment.findMany({
      where: { projectId, endedAt: null },
      select: { status: true },
    });
    const statuses = active.map((row) => row.status);
    const status = syncedProjectStatus(statuses);
    const closedAt = closedAtAfterChange({
      assignmentStatuses: statuses,
      closedAt: project.closedAt,
      consentWithdrawnAt: project.consentWithdrawnAt,
      now,
    });
    await tx.project.update({ where: { id: projectId }, data: { status, closedAt }, select: { id: true } });
    await recordAudit(tx, {
      actor,
      action: "project.assignment-status",
      entityType: "project",
      entityId: projectId,
      before: {
        companyId,
        companyName: assignment.company.name,
        assignmentStatus: assignment.status,
        status: project.status,
      },
      after: { companyId, assignmentStatus: input.status, status, closedAt: closedAt?.toISOString() ?? null },
      note: input.note,
    });
    return operationResult(`Der Status von ${assignment.company.name} ist jetzt „${input.status}“.`, {
      ...project,
      status,
      closedAt,
    });
  }, TX_OPTIONS);
}

export const RESOLVE_HIRE_MESSAGES = {
  company: (name: string) => `Geklärt: ${name} hat den Auftrag bekommen. Beide Angaben sind gespeichert.`,
  none: "Geklärt: Keine der Firmen hat den Auftrag bekommen. Beide Angaben sind gespeichert.",
} as const;

/**
 * Settles "Klärung nötig": with `companyId` that company's assignment becomes Gewonnen with `value`
 * (euro cents) and the hire answer names it; with null the answer is "keine der Firmen" and every
 * Gewonnen becomes Verloren. Status, commission entries and audit follow in one transaction.
 * @throws NotFoundError unknown project, or the company is not assigned to it.
 */
export async function resolveHireClarification(
  actor: AuditActor,
  projectId: number,
  input: { companyId: number | null; value: number | null; note: string },
  now: Date = new Date(),
): Promise<ProjectOperationResponse> {
  return getDb().$transaction(async (tx) => {
    const project = await lockProject(tx, projectId);
    const before = await tx.project.findUniqueOrThrow({
      where: { id: projectId },
      select: { hireAnswer: true, hiredCompanyId: true, hireValueCents: true },
    });
    const assignments = await tx.projectAssignment.findMany({
      where: { projectId, endedAt: null },
      orderBy: [{ assignedAt: "asc" }, { id: "asc" }],
      select: {
        id: true,
        companyId: true,
        status: true,
        wonValueCents: true,
        contactedAt: true,
        company: { select: { name: true } },
      },
    });
    const target =
      input.companyId === null ? null : assignments.find((assignment) => assignment.companyId === input.companyId);
    if (input.companyId !== null && !target) throw new NotFoundError(OPERATION_ERRORS.notAssigned);
    const value = target ? input.value : null;
    const reason = `Klärung durch Admin: ${input.note}`;
    const changes = target
      ? [{ assignment: target, status: "Gewonnen", wonValueCents: value }]
      : assignments
          .filter((assignment) => assignment.status === "Gewonnen")
          .map((assignment) => ({ assignment, status: "Verloren", wonValueCents: null }));
    for (const change of changes) {
      await tx.projectAssignment.update({
        where: { id: change.assignment.id },
        data: {
          status: change.status,
          wonValueCents: change.wonValueCents,
          contactedAt: change.assignment.contactedAt ?? now,
        },
        select: { id: true },
      });
      await recordAssignmentEvent(tx, {
        assignmentId: change.assignment.id,
        kind: "status",
        fromStatus: change.assignment.status,
        toStatus: change.status,
        reason,
        wonValueCents: change.wonValueCents,
        actorUserId: actorUserId(actor),
        createdAt: now,
      });
    }
    const statuses = assignments.map(
      (assignment) => changes.find((change) => change.assignment.id === assignment.id)?.status ?? assignment.status,
    );
    const status = statuses.length > 0 ? syncedProjectStatus(statuses) : (project.status as ProjectStatus);
    const closedAt = closedAtAfterChange({
      assignmentStatuses: statuses,
      closedAt: project.closedAt,
      consentWithdrawnAt: project.consentWithdrawnAt,
      now,
    });
    const hireAnswer = target ? "company" : "none";
    await tx.project.update({
      where: { id: projectId },
      data: {
        hireAnswer,
        hiredCompanyId: target?.companyId ?? null,
        hireValueCents: value,
        hireAnsweredAt: now,
        status,
        closedAt,
      },
      select: { id: true },
    });
    await recordAudit(tx, {
      actor,
      action: "project.hire-resolve",
      entityType: "project",
      entityId: projectId,
      before: {
        ...before,
        status: project.status,
        assignments: changes.map((change) => ({
          companyId: change.assignment.companyId,
          status: change.assignment.status,
          wonValueCents: change.assignment.wonValueCents,
        })),
      },
      after: {
        hireAnswer,
        hiredCompanyId: target?.companyId ?? null,
        companyName: target?.company.name ?? null,
        hireValueCents: value,
        status,
        assignments: changes.map((change) => ({
          companyId: change.assignment.companyId,
          status: change.status,
          wonValueCents: change.wonValueCents,
        })),
      },
      note: input.note,
    });
    for (const assignment of assignments) await syncCommissionEntry(tx, assignment.id, now);
    return operationResult(target ? RESOLVE_HIRE_MESSAGES.company(target.company.name) : RESOLVE_HIRE_MESSAGES.none, {
      id: projectId,
      status,
      closedAt,
      assignedCompanyId: project.assignedCompanyId,
    });
  }, TX_OPTIONS);
}

/**
 * Marks a project as spam: no further assignment, hidden from the default list; rows stay for counts.
 * @throws NotFoundError unknown project; ConflictError already spam.
 */
export async function markProjectSpam(actor: AuditActor, projectId: number): Promise<ProjectOperationResponse> {
  return getDb().$transaction(async (tx) => {
    const project = await lockProject(tx, projectId);
    if (project.spamAt) throw new ConflictError(OPERATION_ERRORS.alreadySpam);
    const spamAt = new Date();
    await tx.project.update({ where: { id: projectId }, data: { spamAt }, select: { id: true } });
    await recordAudit(tx, {
      actor,
      action: "project.spam",
      entityType: "project",
      entityId: projectId,
      before: { spamAt: null },
      after: { spamAt: spamAt.toISOString() },
    });
    return operationResult("Das Projekt wurde als Spam markiert.", project);
  }, TX_OPTIONS);
}
