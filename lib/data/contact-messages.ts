/** Contact-form messages: storing a visitor's message and the admin's inbox "Kontaktanfragen". */
import "server-only";
import { escapeLike, lockRowById } from "@/lib/db/sql";
import { alertRecipients } from "@/lib/alerts/admin-alerts";
import type { SessionUser } from "@/lib/auth/types";
import { recordAudit } from "@/lib/data/audit-log";
import { getDb } from "@/lib/db";
import type { AdminContactMessage, AdminContactMessageRow, AdminContactMessagesPage } from "@/lib/domain/admin-inbox";
import { queueEmail, wakeEmailWorker } from "@/lib/email/outbox";
import { contactMessageEmail } from "@/lib/email/templates";
import type { Prisma } from "@/lib/generated/prisma/client";
import { NotFoundError } from "@/lib/errors";
import type { ContactMessagesQuery } from "@/lib/validation/admin-inbox";
import type { ContactMessageRequest } from "@/lib/validation/contact";

export interface StoredContactMessage {
  id: number;
  name: string;
  email: string;
  subject: string;
  message: string;
  createdAt: Date;
}

/**
 * Stores a validated message and queues the team's notification (reply-to the visitor) in one
 * transaction, so there is never one without the other. Returns the new row.
 */
export async function createContactMessage(input: ContactMessageRequest): Promise<StoredContactMessage> {
  const stored = await getDb().$transaction(async (tx) => {
    const row = await tx.contactMessage.create({
      data: { name: input.name, email: input.email, subject: input.subject, message: input.message },
      select: { id: true, name: true, email: true, subject: true, message: true, createdAt: true },
    });
    const to = await alertRecipients(tx);
    if (to.length > 0) {
      await queueEmail(
        {
          ...contactMessageEmail(row),
          to,
          replyTo: row.email,
          idempotencyKey: `contact-message-${row.id}-${row.createdAt.getTime()}`,
        },
        tx,
      );
    }
    return row;
  });
  wakeEmailWorker();
  return stored;
}

/* ---------- the admin's inbox ---------- */

export const CONTACT_MESSAGE_NOT_FOUND = "Kontaktanfrage nicht gefunden";

const ROW_SELECT = {
  id: true,
  name: true,
  email: true,
  subject: true,
  createdAt: true,
  readAt: true,
  doneAt: true,
} as const;

type Row = {
  id: number;
  name: string;
  email: string;
  subject: string;
  createdAt: Date;
  readAt: Date | null;
  doneAt: Date | null;
};

function toRow(row: Row): AdminContactMessageRow {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    subject: row.subject,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
    doneAt: row.doneAt?.toISOString() ?? null,
  };
}

/**
 * One page of messages without their text, newest first, with the total. Status: open = not done,
 * unread = never opened, done, all; search matches name, e-mail and subject (any case).
 */
export async function listContactMessages(query: ContactMessagesQuery): Promise<AdminContactMessagesPage> {
  const where: Prisma.ContactMessageWhereInput = {
    ...(query.status === "open" ? { doneAt: null } : {}),
    ...(query.status === "unread" ? { readAt: null, doneAt: null } : {}),
    ...(query.status === "done" ? { doneAt: { not: null } } : {}),
    ...(query.search
      ? {
          OR: [
            { name: { contains: escapeLike(query.search), mode: "insensitive" } },
            { email: { contains: escapeLike(query.search), mode: "insensitive" } },
            { subject: { contains: escapeLike(query.search), mode: "insensitive" } },
          ],
        }
      : {}),
  };
  const db = getDb();
  const [rows, total] = await Promise.all([
    db.contactMessage.findMany({
      where,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: (query.page - 1) * query.pageSize,
      take: query.pageSize,
      select: ROW_SELECT,
    }),
    db.contactMessage.count({ where }),
  ]);
  return { messages: rows.map(toRow), total, page: query.page, pageSize: query.pageSize };
}

/**
 * One message with its text; the first opening sets readAt (not audited: nothing was decided).
 * @throws NotFoundError for an unknown id.
 */
export async function openContactMessage(id: number): Promise<AdminContactMessage> {
  const db = getDb();
  await db.contactMessage.updateMany({ where: { id, readAt: null }, data: { readAt: new Date() } });
  const row = await db.contactMessage.findUnique({ where: { id }, select: { ...ROW_SELECT, message: true } });
  if (!row) throw new NotFoundError(CONTACT_MESSAGE_NOT_FOUND);
  return { ...toRow(row), message: row.message };
}

/**
 * Marks a message done or open again, audited only when the state changes.
 * @throws NotFoundError for an unknown id.
 */
export async function setContactMessageDone(
  actor: SessionUser,
  id: number,
  done: boolean,
): Promise<AdminContactMessage> {
  return getDb().$transaction(async (tx) => {
    // Lock so two admins toggling at once audit only real changes.
    if (!(await lockRowById(tx, "contact_messages", id))) throw new NotFoundError(CONTACT_MESSAGE_NOT_FOUND);
    const before = await tx.contactMessage.findUniqueOrThrow({
      where: { id },
      select: { ...ROW_SELECT, message: true },
    });
    if (Boolean(before.doneAt) === done) return { ...toRow(before), message: before.message };
    const now = new Date();
    const after = await tx.contactMessage.update({
      where: { id },
      data: done ? { doneAt: now, readAt: before.readAt ?? now } : { doneAt: null },
      select: { ...ROW_SELECT, message: true },
    });
    await recordAudit(tx, {
      actor,
      action: done ? "contact_message.done" : "contact_message.reopen",
      entityType: "contact_message",
      entityId: id,
      before: { doneAt: before.doneAt?.toISOString() ?? null },
      after: { doneAt: after.doneAt?.toISOString() ?? null },
    });
    return { ...toRow(after), message: after.message };
  });
}
