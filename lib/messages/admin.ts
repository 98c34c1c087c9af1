/**
 * The admins' side of message threads: they read a thread only once one party reported it, and may
 * close it. Every read and close is audited.
 */
import "server-only";
import type { SessionUser } from "@/lib/auth/types";
import { recordAudit } from "@/lib/data/audit-log";
import { getDb } from "@/lib/db";
import { TX_OPTIONS } from "@/lib/db/sql";
import { NotFoundError } from "@/lib/errors";
import { MESSAGE_SELECT, messageView } from "./attachments";
import { MESSAGE_TEXTS, type MessageSender, type ReportedThreadView } from "./rules";

type Admin = Pick<SessionUser, "id" | "role">;

/**
 * The reported threads of project `projectId` with report and messages (oldest first); threads
 * nobody reported stay unread. The read is audited. [] when none was reported.
 */
export async function reportedThreadsOfProject(admin: Admin, projectId: number): Promise<ReportedThreadView[]> {
  return getDb().$transaction(async (tx) => {
    const rows = await tx.projectAssignment.findMany({
      where: { projectId, threadReportedAt: { not: null } },
      orderBy: { id: "asc" },
      select: {
        id: true,
        companyId: true,
        threadReportedAt: true,
        threadReportedBy: true,
        threadReportReason: true,
        threadClosedAt: true,
        threadClosedBy: true,
        company: { select: { name: true } },
        messages: {
          orderBy: [{ createdAt: "asc" }, { id: "asc" }],
          take: 1000,
          select: MESSAGE_SELECT,
        },
      },
    });
    if (rows.length > 0) {
      await recordAudit(tx, {
        actor: admin,
        action: "message.admin_read",
        entityType: "project",
        entityId: projectId,
        after: { assignmentIds: rows.map((row) => row.id) },
      });
    }
    return rows.map((row) => ({
      assignmentId: row.id,
      companyId: row.companyId,
      companyName: row.company.name,
      reportedAt: row.threadReportedAt!.toISOString(),
      reportedBy: (row.threadReportedBy === "company" ? "company" : "customer") as MessageSender,
      reason: row.threadReportReason ?? "",
      closedAt: row.threadClosedAt?.toISOString() ?? null,
      closedBy: row.threadClosedBy,
      messages: row.messages.map((message) => messageView(message)),
    }));
  }, TX_OPTIONS);
}

/**
 * Closes the thread of assignment `assignmentId` (no more sending from either side); closing a closed
 * thread answers its first closing. Audited.
 * @throws NotFoundError unknown assignment.
 */
export async function closeThread(
  admin: Admin,
  assignmentId: number,
  now: Date = new Date(),
): Promise<{ closedAt: string; created: boolean }> {
  return getDb().$transaction(async (tx) => {
    const row = await tx.projectAssignment.findUnique({
      where: { id: assignmentId },
      select: { projectId: true, threadClosedAt: true },
    });
    if (!row) throw new NotFoundError(MESSAGE_TEXTS.threadNotFound);
    if (row.threadClosedAt) return { closedAt: row.threadClosedAt.toISOString(), created: false };
    const { count } = await tx.projectAssignment.updateMany({
      where: { id: assignmentId, threadClosedAt: null },
      data: { threadClosedAt: now, threadClosedBy: "admin" },
    });
    await recordAudit(tx, {
      actor: admin,
      action: "message.thread_close",
      entityType: "project",
      entityId: row.projectId,
      after: { assignmentId, closedAt: now.toISOString() },
    });
    return { closedAt: now.toISOString(), created: count > 0 };
  }, TX_OPTIONS);
}
