/**
 * The admin's e-mail section: the outbox rows and "Erneut senden". Bodies are never read here
 * (encrypted, may hold links); recipients leave this module masked.
 */
import "server-only";
import type { SessionUser } from "@/lib/auth/types";
import { recordAudit } from "@/lib/data/audit-log";
import { getDb } from "@/lib/db";
import { lockRowById } from "@/lib/db/sql";
import {
  EMAIL_STATUSES,
  emailTemplateLabel,
  type AdminEmailRow,
  type AdminEmailsPage,
  type EmailStatus,
} from "@/lib/domain/admin-inbox";
import { sweepPendingEmails } from "@/lib/email/outbox";
import { ConflictError, NotFoundError } from "@/lib/errors";
import { logger, maskEmail } from "@/lib/log";
import type { AdminEmailsQuery } from "@/lib/validation/admin-inbox";

export const EMAIL_NOT_FOUND = "E-Mail nicht gefunden";

const ROW_SELECT = {
  id: true,
  to: true,
  subject: true,
  idempotencyKey: true,
  status: true,
  attempts: true,
  lastError: true,
  createdAt: true,
  sentAt: true,
  blankedAt: true,
} as const;

type Row = {
  id: number;
  to: string[];
  subject: string;
  idempotencyKey: string;
  status: string;
  attempts: number;
  lastError: string | null;
  createdAt: Date;
  sentAt: Date | null;
  blankedAt: Date | null;
};

const asStatus = (status: string): EmailStatus =>
  (EMAIL_STATUSES as readonly string[]).includes(status) ? (status as EmailStatus) : "pending";

function toRow(row: Row): AdminEmailRow {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    to: row.to.map(maskEmail),
    template: emailTemplateLabel(row.idempotencyKey),
    subject: row.subject,
    status: asStatus(row.status),
    attempts: row.attempts,
    lastError: row.lastError,
    blanked: row.blankedAt !== null,
  };
}

/** One page of outbox rows, newest first, recipients masked, with the total. */
export async function listAdminEmails(query: AdminEmailsQuery): Promise<AdminEmailsPage> {
  const where = query.status ? { status: query.status } : {};
  const db = getDb();
  const [rows, total] = await Promise.all([
    db.emailOutbox.findMany({
      where,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: (query.page - 1) * query.pageSize,
      take: query.pageSize,
      select: ROW_SELECT,
    }),
    db.emailOutbox.count({ where }),
  ]);
  return { emails: rows.map(toRow), total, page: query.page, pageSize: query.pageSize };
}

/**
 * "Erneut senden": puts a failed row back into the queue (same idempotency key), audited.
 * @throws NotFoundError for an unknown id; ConflictError when not failed or its bodies were blanked.
 */
export async function resendEmail(actor: SessionUser, id: number): Promise<AdminEmailRow> {
  const row = await getDb().$transaction(async (tx) => {
    if (!(await lockRowById(tx, "email_outbox", id))) throw new NotFoundError(EMAIL_NOT_FOUND);
    const before = await tx.emailOutbox.findUniqueOrThrow({ where: { id }, select: ROW_SELECT });
    if (before.blankedAt) {
      throw new ConflictError(
        "Diese E-Mail kann nicht erneut gesendet werden: Ihr Inhalt wurde nach Ablauf der Aufbewahrungsfrist gelöscht.",
      );
    }
    if (before.status !== "failed")
      throw new ConflictError("Nur fehlgeschlagene E-Mails können erneut gesendet werden.");
    const after = await tx.emailOutbox.update({
      where: { id },
      data: { status: "pending", attempts: 0, lastError: null },
      select: ROW_SELECT,
    });
    await recordAudit(tx, {
      actor,
      action: "email.resend",
      entityType: "email",
      entityId: id,
      before: { status: before.status, attempts: before.attempts, lastError: before.lastError },
      after: { status: after.status, attempts: after.attempts },
    });
    return after;
  });
  try {
    await sweepPendingEmails({ minAgeMs: 0 });
  } catch (error) {
    logger.warn({ outboxId: id, err: error }, "E-Mail erneut eingereiht, Auftrag folgt mit dem nächsten Durchlauf");
  }
  return toRow(row);
}
