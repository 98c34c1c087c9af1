/**
 * The history of assignments (issue 15 §2, assignment_events): first contact, status changes with
 * the order value and the reason (a won lead changed back needs one), value corrections and the job
 * marked done. Rows are written in the transaction of the change they record and never edited.
 * Read by the company's lead details (its own rows only) and by the admin's project view.
 */
import "server-only";
import { getDb } from "@/lib/db";
import type { AssignmentEventKind, AssignmentEventView } from "@/lib/domain/company-lead";
import type { Prisma } from "@/lib/generated/prisma/client";

/** History entries per page of the admin's project history (every entry is reachable through the pages). */
export const ASSIGNMENT_EVENTS_PAGE_SIZE = 100;

/** One history entry to write. */
export interface NewAssignmentEvent {
  assignmentId: number;
  kind: AssignmentEventKind;
  fromStatus?: string | null;
  toStatus?: string | null;
  reason?: string | null;
  /** Gross order value in euro cents the entry names (new value, or the withdrawn one). */
  wonValueCents?: number | null;
  /** users.id of who acted; null for the system. */
  actorUserId?: number | null;
  createdAt: Date;
}

/**
 * Writes one history entry with `tx` (the transaction of the change it records).
 *
 * @throws database errors (the caller's transaction then rolls the change back too).
 */
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

/** One page of a project's history and the number of all its entries. */
export interface AssignmentEventsPage {
  events: AssignmentEventView[];
  total: number;
  page: number;
  pageSize: number;
}

/**
 * Page `page` (1-based, ASSIGNMENT_EVENTS_PAGE_SIZE entries) of the history of every company's
 * assignment of project `projectId` (the admin's view, ended assignments included), oldest first.
 *
 * @returns the entries, their total and the page; events [] beyond the last page.
 */
export async function listAssignmentEventsPage(projectId: number, page: number): Promise<AssignmentEventsPage> {
  const pageSize = ASSIGNMENT_EVENTS_PAGE_SIZE;
  const [events, total] = await Promise.all([
    listAssignmentEvents(projectId, undefined, { skip: (page - 1) * pageSize, take: pageSize }),
    getDb().assignmentEvent.count({ where: { assignment: { projectId } } }),
  ]);
  return { events, total, page, pageSize };
}

/**
 * The history of project `projectId`, oldest first (then by id), each entry with the company it
 * belongs to and the role of who acted (company, admin; null for the system or a deleted user).
 * With `companyId`, only that company's assignment (the company's own view); without it, every
 * company's (the admin's view). All entries, or the slice `range` (skip/take) of them.
 *
 * @param projectId projects.id
 * @param companyId companies.id to restrict to, or undefined for all companies
 * @returns entries with ISO times; [] when the project has none (or does not exist)
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
