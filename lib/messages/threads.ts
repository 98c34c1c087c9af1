/**
 * Message threads between a customer and one assigned company (one thread per assignment). Access is
 * part of every query: the customer through the room token's project, the company through its own
 * non-ended assignment; anything else is the same 404.
 */
import "server-only";
import { alertRecipients } from "@/lib/alerts/admin-alerts";
import { serviceName } from "@/lib/content/service-catalog";
import { recordAssignmentEvent } from "@/lib/data/assignment-events";
import { recordAudit, type AuditActor } from "@/lib/data/audit-log";
import { getDb } from "@/lib/db";
import { TX_OPTIONS } from "@/lib/db/sql";
import { COMPANY_LEAD_MESSAGES } from "@/lib/domain/company-lead";
import { queueEmail, wakeEmailWorker } from "@/lib/email/outbox";
import {
  messageToCompanyEmail,
  messageToCustomerEmail,
  threadReportedAlertEmail,
} from "@/lib/email/templates-messages";
import { ConflictError, NotFoundError, ValidationError } from "@/lib/errors";
import { Prisma } from "@/lib/generated/prisma/client";
import { siteConfig } from "@/lib/config";
import { projectRoomUrl } from "@/lib/project-room/access-token";
import type { FileUpload } from "@/lib/files/project-files";
import { requireProjectId } from "@/lib/project-room/room";
import { createRoomLink } from "@/lib/project-room/room-links";
import { discardAttachments, MESSAGE_SELECT, messageView, storeAttachments } from "./attachments";
import {
  MESSAGE_MAX_FILES,
  MESSAGE_MAX_LENGTH,
  MESSAGE_TEXTS,
  messageEmailDue,
  otherSide,
  sanitizeMessageBody,
  sanitizeReportReason,
  type MessageSender,
  type MessageView,
  type ThreadView,
} from "./rules";

export { uploadsOf } from "./attachments";

/** Newest messages a thread shows (older ones stay stored and exported). */
export const THREAD_MESSAGE_LIMIT = 500;

/** One assignment's thread as resolved for one side (all three ids are re-checked by every query). */
export interface ThreadRef {
  assignmentId: number;
  projectId: number;
  companyId: number;
  side: MessageSender;
}

/**
 * The customer's thread with `companyId` in the project of room `token` (also a removed company's,
 * to read). @throws NotFoundError for a bad token or a company never assigned to the project.
 */
export async function customerThreadRef(token: string, companyId: number): Promise<ThreadRef> {
  const projectId = await requireProjectId(token);
  const row = await getDb().projectAssignment.findFirst({
    where: { projectId, companyId, project: { erasedAt: null } },
    select: { id: true },
  });
  if (!row) throw new NotFoundError(MESSAGE_TEXTS.threadNotFound);
  return { assignmentId: row.id, projectId, companyId, side: "customer" };
}

/** The company's thread of its lead `projectId`. @throws NotFoundError when not (or no longer) assigned. */
export async function companyThreadRef(companyId: number, projectId: number): Promise<ThreadRef> {
  const row = await getDb().projectAssignment.findFirst({
    where: { projectId, companyId, endedAt: null },
    select: { id: true },
  });
  if (!row) throw new NotFoundError(COMPANY_LEAD_MESSAGES.notFound);
  return { assignmentId: row.id, projectId, companyId, side: "company" };
}

/** The assignment filter of `ref`: the company never reaches an ended assignment. */
function refWhere(ref: ThreadRef): Prisma.ProjectAssignmentWhereInput {
  return {
    id: ref.assignmentId,
    projectId: ref.projectId,
    companyId: ref.companyId,
    ...(ref.side === "company" ? { endedAt: null } : { project: { erasedAt: null } }),
  };
}

function blockedReason(state: { threadClosedAt: Date | null; endedAt: Date | null; erasedAt: Date | null }) {
  if (state.threadClosedAt) return MESSAGE_TEXTS.closed;
  if (state.endedAt) return MESSAGE_TEXTS.ended;
  if (state.erasedAt) return MESSAGE_TEXTS.erased;
  return null;
}

interface LockedThread {
  endedAt: Date | null;
  threadClosedAt: Date | null;
  lastMessageEmailAt: Date | null;
  contactedAt: Date | null;
  erasedAt: Date | null;
  customerName: string;
  customerEmail: string;
  serviceType: string;
  zipCode: string;
  companyName: string;
  companyEmail: string | null;
}

/** Locks the project, then the assignment (the order every assignment change uses). */
async function lockThread(tx: Prisma.TransactionClient, ref: ThreadRef): Promise<LockedThread> {
  const rows = await tx.$queryRaw<LockedThread[]>`
    SELECT pa.ended_at AS "endedAt", pa.thread_closed_at AS "threadClosedAt",
           pa.last_message_email_at AS "lastMessageEmailAt", pa.contacted_at AS "contactedAt",
           p.erased_at AS "erasedAt", p.name AS "customerName", p.email AS "customerEmail",
           p.service_type AS "serviceType", p.zip_code AS "zipCode", c.name AS "companyName", u.email AS "companyEmail"
    FROM projects p
    JOIN project_assignments pa ON pa.project_id = p.id AND pa.id = ${ref.assignmentId} AND pa.company_id = ${ref.companyId}
    JOIN companies c ON c.id = pa.company_id
    LEFT JOIN users u ON u.id = c.user_id
    WHERE p.id = ${ref.projectId}
    FOR UPDATE OF p, pa`;
  const [row] = rows;
  if (!row || (ref.side === "company" && row.endedAt)) {
    throw new NotFoundError(ref.side === "company" ? COMPANY_LEAD_MESSAGES.notFound : MESSAGE_TEXTS.threadNotFound);
  }
  return row;
}

export interface SendOptions {
  now?: Date;
  /** The company user who sends (audited); the customer is "customer". */
  actor?: AuditActor;
  /** Photos and PDFs to attach, at most MESSAGE_MAX_FILES. */
  files?: readonly FileUpload[];
}

export interface SentMessage {
  message: MessageView;
  /** Whether the other side gets an e-mail (at most one per thread per 15 minutes). */
  emailQueued: boolean;
}

/** First name of a full name for the company's e-mail ("Anna Maria Müller" → "Anna"). */
function firstName(fullName: string): string {
  return fullName.trim().split(/\s+/)[0] || "Ihr Kunde";
}

/**
 * Stores a message of `sender` in the thread of `ref` and, when due, queues one e-mail to the other
 * side with the text and a link, in the same transaction. A company's first message counts as its
 * first contact (contacted_at, history, audit). Attachments are stored first as project files; when the
 * message is not saved they are deleted again.
 * @param body raw text; sanitised to plain text, up to 4000 characters, empty only with attachments.
 * @throws ValidationError empty, too long, too many or bad files; UnsupportedFileTypeError a file is neither
 *   photo nor PDF; NotFoundError no access; ConflictError thread closed, company removed or customer data erased.
 */
export async function sendMessage(
  ref: ThreadRef,
  sender: MessageSender,
  body: string,
  options: SendOptions = {},
): Promise<SentMessage> {
  const now = options.now ?? new Date();
  const text = sanitizeMessageBody(body);
  const uploads = options.files ?? [];
  if (text.length === 0 && uploads.length === 0)
    throw new ValidationError(MESSAGE_TEXTS.empty, { body: MESSAGE_TEXTS.empty });
  if (text.length > MESSAGE_MAX_LENGTH)
    throw new ValidationError(MESSAGE_TEXTS.tooLong, { body: MESSAGE_TEXTS.tooLong });
  if (uploads.length > MESSAGE_MAX_FILES)
    throw new ValidationError(MESSAGE_TEXTS.tooManyFiles, { file: MESSAGE_TEXTS.tooManyFiles });
  const side: ThreadRef = { ...ref, side: sender };
  let fileIds: number[] = [];
  if (uploads.length > 0) {
    // Refuse before the (slow) image processing when the thread cannot take messages anyway.
    await assertCanSend(side);
    fileIds = await storeAttachments(ref.projectId, uploads, sender, ref.companyId);
  }
  const result = await getDb()
    .$transaction((tx) => insertMessage(tx, side, sender, text, fileIds, options, now), TX_OPTIONS)
    .catch(async (error: unknown) => {
      await discardAttachments(fileIds);
      throw error;
    });
  if (result.emailQueued) wakeEmailWorker();
  return result;
}

/** Throws what sending would throw for a closed, ended or erased thread, without locking. */
async function assertCanSend(ref: ThreadRef): Promise<void> {
  const row = await getDb().projectAssignment.findFirst({
    where: refWhere(ref),
    select: { endedAt: true, threadClosedAt: true, project: { select: { erasedAt: true } } },
  });
  if (!row) {
    throw new NotFoundError(ref.side === "company" ? COMPANY_LEAD_MESSAGES.notFound : MESSAGE_TEXTS.threadNotFound);
  }
  const blocked = blockedReason({ ...row, erasedAt: row.project.erasedAt });
  if (blocked) throw new ConflictError(blocked);
}

async function insertMessage(
  tx: Prisma.TransactionClient,
  ref: ThreadRef,
  sender: MessageSender,
  text: string,
  fileIds: readonly number[],
  options: SendOptions,
  now: Date,
): Promise<SentMessage> {
  const thread = await lockThread(tx, ref);
  const blocked = blockedReason(thread);
  if (blocked) throw new ConflictError(blocked);
  const row = await tx.message.create({
    data: {
      assignmentId: ref.assignmentId,
      sender,
      body: text,
      createdAt: now,
      files: { create: fileIds.map((fileId, position) => ({ fileId, position })) },
    },
    select: MESSAGE_SELECT,
  });
  const actor = options.actor ?? (sender === "customer" ? "customer" : "system");
  if (sender === "company") {
    if (!thread.contactedAt) {
      await tx.projectAssignment.update({
        where: { id: ref.assignmentId },
        data: { contactedAt: now },
        select: { id: true },
      });
      await recordAssignmentEvent(tx, {
        assignmentId: ref.assignmentId,
        kind: "contacted",
        actorUserId: typeof actor === "string" ? null : actor.id,
        createdAt: now,
      });
    }
    await recordAudit(tx, {
      actor,
      action: "message.send",
      entityType: "project",
      entityId: ref.projectId,
      after: {
        assignmentId: ref.assignmentId,
        messageId: row.id,
        ...(fileIds.length > 0 ? { fileIds: [...fileIds] } : {}),
        ...(thread.contactedAt ? {} : { contactedAt: now.toISOString() }),
      },
    });
  }
  const emailQueued = messageEmailDue(thread.lastMessageEmailAt, now);
  if (emailQueued) {
    await queueMessageEmail(tx, ref, thread, emailText(text, fileIds.length), row.id, now);
    await tx.projectAssignment.update({
      where: { id: ref.assignmentId },
      data: { lastMessageEmailAt: now },
      select: { id: true },
    });
  }
  return { message: messageView(row, now), emailQueued };
}

/** The message as the e-mail quotes it: the text, and how many files are attached (never the files). */
function emailText(text: string, files: number): string {
  if (files === 0) return text;
  const note = files === 1 ? "(1 Datei angehängt)" : `(${files} Dateien angehängt)`;
  return text ? `${text}\n\n${note}` : note;
}

async function queueMessageEmail(
  tx: Prisma.TransactionClient,
  ref: ThreadRef,
  thread: LockedThread,
  body: string,
  messageId: number,
  now: Date,
): Promise<void> {
  const serviceLabel = serviceName(thread.serviceType);
  const idempotencyKey = `message-${messageId}`;
  if (ref.side === "company") {
    // A fresh room link: stored tokens are hashes, so an e-mail can only carry a new one.
    const token = await createRoomLink(tx, ref.projectId, now);
    const email = messageToCustomerEmail({
      customerName: thread.customerName,
      companyName: thread.companyName,
      serviceLabel,
      zipCode: thread.zipCode,
      body,
      roomUrl: `${projectRoomUrl(token)}#nachrichten-${ref.companyId}`,
    });
    await queueEmail({ ...email, to: thread.customerEmail, idempotencyKey, projectId: ref.projectId }, tx);
    return;
  }
  if (!thread.companyEmail) return;
  const email = messageToCompanyEmail({
    companyName: thread.companyName,
    customerFirstName: firstName(thread.customerName),
    serviceLabel,
    zipCode: thread.zipCode,
    body,
    leadUrl: `${siteConfig.url}/company-dashboard?lead=${ref.projectId}`,
  });
  // projectId too: the text is the customer's, so the project's erasure covers this e-mail.
  await queueEmail(
    { ...email, to: thread.companyEmail, idempotencyKey, projectId: ref.projectId, companyId: ref.companyId },
    tx,
  );
}

/**
 * The thread of `ref` as its side sees it (the newest THREAD_MESSAGE_LIMIT, oldest first); marks the
 * other side's unread messages read at `now`.
 * @throws NotFoundError no access.
 */
export async function listThread(ref: ThreadRef, now: Date = new Date()): Promise<ThreadView> {
  const db = getDb();
  const assignment = await db.projectAssignment.findFirst({
    where: refWhere(ref),
    select: {
      endedAt: true,
      threadClosedAt: true,
      threadReportedAt: true,
      threadReportedBy: true,
      project: { select: { erasedAt: true } },
    },
  });
  if (!assignment) {
    throw new NotFoundError(ref.side === "company" ? COMPANY_LEAD_MESSAGES.notFound : MESSAGE_TEXTS.threadNotFound);
  }
  const marked = await db.message.updateMany({
    where: { assignmentId: ref.assignmentId, sender: otherSide(ref.side), readAt: null, createdAt: { lte: now } },
    data: { readAt: now },
  });
  const rows = await db.message.findMany({
    where: { assignmentId: ref.assignmentId },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: THREAD_MESSAGE_LIMIT,
    select: MESSAGE_SELECT,
  });
  const blocked = blockedReason({ ...assignment, erasedAt: assignment.project.erasedAt });
  return {
    messages: rows.reverse().map((row) => messageView(row, now)),
    closedAt: assignment.threadClosedAt?.toISOString() ?? null,
    reportedAt: assignment.threadReportedBy === ref.side ? (assignment.threadReportedAt?.toISOString() ?? null) : null,
    canSend: blocked === null,
    blockedReason: blocked,
    markedRead: marked.count,
  };
}

/**
 * Unread messages from the companies in the room of `token`, per company id (companies without unread
 * messages are left out). @throws NotFoundError PROJECT_ROOM_NOT_FOUND
 */
export async function roomUnreadCounts(token: string): Promise<Record<number, number>> {
  const projectId = await requireProjectId(token);
  const rows = await getDb().$queryRaw<{ companyId: number; count: number }[]>`
    SELECT pa.company_id AS "companyId", count(*)::int AS count
    FROM project_assignments pa
    JOIN messages m ON m.assignment_id = pa.id AND m.sender = 'company' AND m.read_at IS NULL
    WHERE pa.project_id = ${projectId}
    GROUP BY pa.company_id`;
  return Object.fromEntries(rows.map((row) => [row.companyId, row.count]));
}

/** Unread customer messages of the company's own non-ended leads among `projectIds`, per project id. */
export async function companyUnreadCounts(
  companyId: number,
  projectIds: readonly number[],
): Promise<Map<number, number>> {
  if (projectIds.length === 0) return new Map();
  const rows = await getDb().$queryRaw<{ projectId: number; count: number }[]>`
    SELECT pa.project_id AS "projectId", count(*)::int AS count
    FROM project_assignments pa
    JOIN messages m ON m.assignment_id = pa.id AND m.sender = 'customer' AND m.read_at IS NULL
    WHERE pa.company_id = ${companyId} AND pa.ended_at IS NULL AND pa.project_id IN (${Prisma.join([...projectIds])})
    GROUP BY pa.project_id`;
  return new Map(rows.map((row) => [row.projectId, row.count]));
}

/**
 * Reports the thread of `ref` to the admins with `reason` (the latest report counts), audited.
 * @throws ValidationError empty reason; NotFoundError no access.
 */
export async function reportThread(
  ref: ThreadRef,
  reason: string,
  options: { actor: AuditActor; now?: Date },
): Promise<{ reportedAt: string }> {
  const now = options.now ?? new Date();
  const text = sanitizeReportReason(reason);
  if (text.length === 0)
    throw new ValidationError(MESSAGE_TEXTS.reasonTooShort, { reason: MESSAGE_TEXTS.reasonTooShort });
  const result = await getDb().$transaction(async (tx) => {
    const { count } = await tx.projectAssignment.updateMany({
      where: refWhere(ref),
      data: { threadReportedAt: now, threadReportReason: text, threadReportedBy: ref.side },
    });
    if (count === 0) {
      throw new NotFoundError(ref.side === "company" ? COMPANY_LEAD_MESSAGES.notFound : MESSAGE_TEXTS.threadNotFound);
    }
    await recordAudit(tx, {
      actor: options.actor,
      action: "message.report",
      entityType: "project",
      entityId: ref.projectId,
      after: { assignmentId: ref.assignmentId, reportedBy: ref.side },
    });
    const queued = await queueReportAlert(tx, ref, now);
    return { reportedAt: now.toISOString(), queued };
  }, TX_OPTIONS);
  if (result.queued) wakeEmailWorker();
  return { reportedAt: result.reportedAt };
}

/** Queues the team's alert about a report of `ref` (no message content); false when nobody is to be told. */
async function queueReportAlert(tx: Prisma.TransactionClient, ref: ThreadRef, now: Date): Promise<boolean> {
  const to = await alertRecipients(tx);
  if (to.length === 0) return false;
  const company = await tx.company.findUnique({ where: { id: ref.companyId }, select: { name: true } });
  const url = new URL("/admin-dashboard/projects", siteConfig.url);
  url.searchParams.set("q", `#${ref.projectId}`);
  await queueEmail(
    {
      ...threadReportedAlertEmail({
        reportedBy: ref.side,
        projectId: ref.projectId,
        companyName: company?.name ?? "Unbekannte Firma",
        url: url.toString(),
      }),
      to,
      idempotencyKey: `thread-report-${ref.assignmentId}-${now.getTime()}`,
    },
    tx,
  );
  return true;
}

/** Deletes every message of project `projectId` and its report reasons (erasure), in `tx`. */
export async function deleteProjectMessages(tx: Prisma.TransactionClient, projectId: number): Promise<number> {
  const { count } = await tx.message.deleteMany({ where: { assignment: { projectId } } });
  await tx.projectAssignment.updateMany({
    where: { projectId, threadReportReason: { not: null } },
    data: { threadReportReason: null },
  });
  return count;
}

/** All messages of `projectId` for the customer's data export, oldest first, with the company's name. */
export async function exportProjectMessages(projectId: number) {
  const rows = await getDb().message.findMany({
    where: { assignment: { projectId } },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    select: {
      sender: true,
      body: true,
      createdAt: true,
      readAt: true,
      assignment: { select: { company: { select: { name: true } } } },
      files: { orderBy: { position: "asc" }, select: { file: { select: { originalName: true } } } },
    },
  });
  return rows.map((row) => ({
    company: row.assignment.company.name,
    sender: row.sender,
    body: row.body,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
    attachments: row.files.map(({ file }) => file.originalName),
  }));
}
