/**
 * The history of assignments (assignment_events): contact, status changes, value corrections, job
 * done. Written in the transaction of the change they record, never edited.
 */
import "server-only";
import { getDb } from "@/lib/db";
import type { AssignmentEventKind, AssignmentEventView } from "@/lib/domain/company-lead";
import type { Prisma } from "@/lib/generated/prisma/client";

export const ASSIGNMENT_EVENTS_PAGE_SIZE = 100;

export interface NewAssignmentEvent {
  assignmentId: number;
  kind: AssignmentEventKind;
  fromStatus?: string | null;
  toStatus?: string | null;
  reason?: string | null;
  /** Gross euro cents (new value, or the withdrawn one). */
  wonValueCents?: number | null;
  /** null for the system. */
  actorUserId?: number | null;
  createdAt: Date;
}

/** Writes one entry in the transaction of the change it records. @throws database errors */
export async function recordAssignmentEvent(tx: Prisma.TransactionClient, event: NewAssignmentEvent): Promise<void> {
  await tx.assignmentEvent.create({
    data: {
      assignmentId: event.assignmentId,
      kind: event.kind,
      fromStatus: event.fromStatus ?? null,
      toStatus: event.toStatus ?? null,
      reason: event.reason ?? null,
      wonValueCents: event.wonValueCents ?? null,
      actorUserId: event.actorUserId ?? null,
      createdAt: event.createdAt,
    },
  });
}

export interface AssignmentEventsPage {
  events: AssignmentEventView[];
  total: number;
  page: number;
  pageSize: number;
}

/** One page (1-based) of the admin's view of a project's history, oldest first, with the total. */
export async function listAssignmentEventsPage(projectId: number, page: number): Promise<AssignmentEventsPage> {
  const pageSize = ASSIGNMENT_EVENTS_PAGE_SIZE;
  const [events, total] = await Promise.all([
    listAssignmentEvents(projectId, undefined, { skip: (page - 1) * pageSize, take: pageSize }),
    getDb().assignmentEvent.count({ where: { assignment: { projectId } } }),
  ]);
  return { events, total, page, pageSize };
}

/**
 * A project's history, oldest first, with company and actor role; with `companyId` only that
 * company's own (the company's view). Times are ISO; [] for an unknown project.
 */
export async function listAssignmentEvents(
  projectId: number,
  companyId?: number,
  range?: { skip: number; take: number },
): Promise<AssignmentEventView[]> {
  const rows = await getDb().assignmentEvent.findMany({
    where: { assignment: { projectId, ...(companyId !== undefined ? { companyId } : {}) } },
    select: {
      id: true,
      kind: true,
      fromStatus: true,
      toStatus: true,
      reason: true,
      wonValueCents: true,
      actorUserId: true,
      createdAt: true,
      assignment: { select: { companyId: true, company: { select: { name: true } } } },
    },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    ...range,
  });
  const actorIds = [...new Set(rows.map((row) => row.actorUserId).filter((id): id is number => id !== null))];
  const actors =
    actorIds.length > 0
      ? await getDb().user.findMany({ where: { id: { in: actorIds } }, select: { id: true, role: true } })
      : [];
  const roleOf = new Map(actors.map((actor) => [actor.id, actor.role]));
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    fromStatus: row.fromStatus,
    toStatus: row.toStatus,
    reason: row.reason,
    wonValueCents: row.wonValueCents,
    createdAt: row.createdAt.toISOString(),
    companyId: row.assignment.companyId,
    companyName: row.assignment.company.name,
    actorRole: row.actorUserId !== null ? (roleOf.get(row.actorUserId) ?? null) : null,
  }));
}
