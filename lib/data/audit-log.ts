/**
 * The audit log: who did what, when, with before and after. Written inside the transaction of the
 * change, so a change and its history are stored together or not at all.
 */
import "server-only";
import type { SessionUser } from "@/lib/auth/types";
import type { AuditLogRow } from "@/lib/domain/audit-log";
import { getDb } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";

/** A logged-in user, the system (jobs), or the customer through "Mein Projekt". */
export type AuditActor = Pick<SessionUser, "id" | "role"> | "system" | "customer";

export interface AuditEntry {
  actor: AuditActor;
  /** Dotted verb, e.g. "project.unassign". */
  action: string;
  entityType: string;
  entityId: string | number;
  /** Only the fields that matter to the action. */
  before?: Prisma.InputJsonValue;
  after?: Prisma.InputJsonValue;
  note?: string;
}

type AuditWriter = Pick<Prisma.TransactionClient, "auditLog">;

/** Writes `entry` with `db` (the change's transaction). @throws database errors */
export async function recordAudit(db: AuditWriter, entry: AuditEntry): Promise<void> {
  await db.auditLog.create({
    data: {
      actorUserId: typeof entry.actor === "string" ? null : entry.actor.id,
      actorRole: typeof entry.actor === "string" ? entry.actor : entry.actor.role,
      action: entry.action,
      entityType: entry.entityType,
      entityId: String(entry.entityId),
      before: entry.before,
      after: entry.after,
      note: entry.note,
    },
  });
}

export type AuditRow = AuditLogRow;

/** All optional; dates are UTC instants. */
export interface AuditQuery {
  entityType?: string;
  entityId?: string;
  action?: string;
  actions?: string[];
  actorUserId?: number;
  from?: Date;
  to?: Date;
  page: number;
  pageSize: number;
}

/** Sum of the trigger-kept counters (AuditLogCount): exact without reading every row. */
async function countAllAudit(): Promise<number> {
  const { _sum } = await getDb().auditLogCount.aggregate({ _sum: { rows: true } });
  return Number(_sum.rows ?? 0);
}

/** One page of audit rows, newest first, with the actor's e-mail and the matching total. */
export async function listAudit(query: AuditQuery): Promise<{ rows: AuditRow[]; total: number }> {
  const where: Prisma.AuditLogWhereInput = {
    entityType: query.entityType,
    entityId: query.entityId,
    action: query.actions
      ? { in: query.action ? query.actions.filter((action) => action === query.action) : query.actions }
      : query.action,
    actorUserId: query.actorUserId,
    createdAt: query.from || query.to ? { gte: query.from, lt: query.to } : undefined,
  };
  const filtered = Object.values(where).some((value) => value !== undefined);
  const [rows, total] = await Promise.all([
    getDb().auditLog.findMany({
      where,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: (query.page - 1) * query.pageSize,
      take: query.pageSize,
    }),
    filtered ? getDb().auditLog.count({ where }) : countAllAudit(),
  ]);
  const actorIds = [...new Set(rows.map((row) => row.actorUserId).filter((id): id is number => id !== null))];
  const actors = actorIds.length
    ? await getDb().user.findMany({ where: { id: { in: actorIds } }, select: { id: true, email: true } })
    : [];
  const emailOf = new Map(actors.map((actor) => [actor.id, actor.email]));
  return {
    total,
    rows: rows.map((row) => ({
      id: row.id.toString(),
      createdAt: row.createdAt.toISOString(),
      actorUserId: row.actorUserId,
      actorEmail: row.actorUserId === null ? null : (emailOf.get(row.actorUserId) ?? null),
      actorRole: row.actorRole,
      action: row.action,
      entityType: row.entityType,
      entityId: row.entityId,
      before: row.before,
      after: row.after,
      note: row.note,
    })),
  };
}
