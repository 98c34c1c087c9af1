/**
 * The e-mail outbox: every e-mail is a row in `email_outbox` plus a pg-boss "email.deliver" job
 * written in the caller's transaction, so nothing is sent before the commit. Bodies are encrypted
 * at rest and blanked after a retention period. Job ids are fixed per row and Resend dedupes by
 * idempotency key, so a row is never sent twice. pending → sending → sent | pending | failed.
 */
import "server-only";
import type PgBoss from "pg-boss";
import { getDb } from "@/lib/db";
import { invoiceFileName } from "@/lib/domain/invoices";
import {
  EmailSendError,
  sendEmail,
  type EmailAttachment,
  type EmailMessage,
  type EmailSender,
} from "@/lib/email/send-email";
import type { Prisma } from "@/lib/generated/prisma/client";
import { getRunningBoss, prismaJobDb, rememberWorker, stableJobId, wakeWorker } from "@/lib/jobs/boss";
import { EMAIL_DELIVER_QUEUE, EMAIL_SWEEP_QUEUE } from "@/lib/jobs/queue-names";
import { logger } from "@/lib/log";
import { decryptField, encryptField } from "@/lib/security/secrets";

export const OUTBOX_BODY_PURPOSE = "outbox-body";
/** Days after sending until a row's bodies are blanked. */
export const EMAIL_BODY_RETENTION_DAYS = 30;
/** Days after sending until recipient, reply-to and subject are blanked (/datenschutz "Speicherdauer"). */
export const EMAIL_RECIPIENT_RETENTION_DAYS = 90;

/** Delivery attempts: the first and 8 retries. */
export const EMAIL_MAX_ATTEMPTS = 9;
/** Base retry delay (s); pg-boss doubles it per retry. */
export const EMAIL_RETRY_DELAY_SECONDS = 30;
/** Minimum age (ms) of a pending row before the sweep enqueues it. */
export const EMAIL_SWEEP_MIN_AGE_MS = 60_000;
const DELIVER_JOB_EXPIRE_SECONDS = 120;
const SWEEP_BATCH_SIZE = 100;
const LAST_ERROR_MAX_LENGTH = 2000;
/** Column length; Resend accepts 256. */
const IDEMPOTENCY_KEY_MAX_LENGTH = 255;

/** An e-mail to queue; `idempotencyKey` makes it unique (e.g. `contact-message-42`). */
export type OutboxEmail = EmailMessage & {
  idempotencyKey: string;
  /** Erased with the project. */
  projectId?: number;
  /** Replace the recipient by ERASED_RECIPIENT once sent (confirmation of an erasure). */
  eraseRecipientAfterSend?: boolean;
  /** Attach this invoice's stored PDF on delivery. */
  invoiceId?: number;
  /** Small files sent with the e-mail (an `.ics` invitation, an offer PDF); stored encrypted, blanked with the body. */
  attachments?: EmailAttachment[];
  companyId?: number;
  reviewId?: number;
};

export const ERASED_RECIPIENT = "gelöscht";

/** Update data that erases an outbox row's recipient, subject and bodies. */
export function erasedRowData(now: Date = new Date()): Prisma.EmailOutboxUpdateInput {
  return {
    to: [ERASED_RECIPIENT],
    replyTo: null,
    subject: "",
    text: "",
    html: null,
    attachments: null,
    blankedAt: now,
  };
}

export const CANCELLED_BY_ERASURE = "Nicht versendet: die Daten wurden vorher gelöscht.";

/** Outbox rows of projects, including those about reviews of their assignments. */
export async function projectOutboxRows(
  db: OutboxDb,
  projectIds: number | readonly number[],
): Promise<Prisma.EmailOutboxWhereInput> {
  const ids = typeof projectIds === "number" ? [projectIds] : [...projectIds];
  const assignments = await db.projectAssignment.findMany({ where: { projectId: { in: ids } }, select: { id: true } });
  const reviews = await db.review.findMany({
    where: { assignmentId: { in: assignments.map((row) => row.id) } },
    select: { id: true },
  });
  return { OR: [{ projectId: { in: ids } }, { reviewId: { in: reviews.map((review) => review.id) } }] };
}

/**
 * Erases recipient, subject and bodies of the rows matching `where`; unsent rows are cancelled
 * ("failed") so their content never reaches the erased address. Returns the count.
 */
export async function eraseOutboxRows(
  db: OutboxDb,
  where: Prisma.EmailOutboxWhereInput,
  now: Date = new Date(),
): Promise<number> {
  await db.emailOutbox.updateMany({
    where: { AND: [where, { status: "pending" }] },
    data: { status: "failed", lastError: CANCELLED_BY_ERASURE },
  });
  const { count } = await db.emailOutbox.updateMany({ where, data: erasedRowData(now) });
  return count;
}

export type OutboxDb = Prisma.TransactionClient;

/** `created` is false when the idempotency key was queued before. */
export interface QueuedEmail {
  id: number;
  created: boolean;
}

export interface DeliveryOutcome {
  status: "sent" | "failed" | "missing";
  /** Resend's e-mail id, or "logged". */
  providerId?: string;
}

interface DeliverJobData {
  outboxId: number;
}

/** pg-boss job id of an outbox row (UUID derived from the id; pg-boss ignores duplicate ids). */
export function deliverJobId(outboxId: number): string {
  return stableJobId("email-outbox", outboxId);
}

async function sendDeliverJob(boss: PgBoss, outboxId: number, db?: OutboxDb): Promise<boolean> {
  const data: DeliverJobData = { outboxId };
  const jobId = await boss.send(EMAIL_DELIVER_QUEUE, data, {
    id: deliverJobId(outboxId),
    ...(db ? { db: prismaJobDb(db) } : {}),
  });
  return jobId !== null;
}

function assertQueueable(message: OutboxEmail): void {
  const recipients = Array.isArray(message.to) ? message.to : [message.to];
  if (recipients.length === 0 || recipients.some((address) => !address.trim())) {
    throw new Error("queueEmail: mindestens ein Empfänger ist nötig.");
  }
  if (!message.idempotencyKey.trim() || message.idempotencyKey.length > IDEMPOTENCY_KEY_MAX_LENGTH) {
    throw new Error(`queueEmail: idempotencyKey muss 1 bis ${IDEMPOTENCY_KEY_MAX_LENGTH} Zeichen lang sein.`);
  }
}

async function insertRow(db: OutboxDb, message: OutboxEmail): Promise<QueuedEmail> {
  const [row] = await db.emailOutbox.createManyAndReturn({
    data: [
      {
        to: Array.isArray(message.to) ? message.to : [message.to],
        subject: message.subject,
        text: encryptField(OUTBOX_BODY_PURPOSE, message.text),
        html: message.html ? encryptField(OUTBOX_BODY_PURPOSE, message.html) : null,
        attachments: message.attachments?.length
          ? encryptField(OUTBOX_BODY_PURPOSE, serializeAttachments(message.attachments))
          : null,
        replyTo: message.replyTo ?? null,
        idempotencyKey: message.idempotencyKey,
        projectId: message.projectId ?? null,
        eraseRecipientAfterSend: message.eraseRecipientAfterSend ?? false,
        invoiceId: message.invoiceId ?? null,
        companyId: message.companyId ?? null,
        reviewId: message.reviewId ?? null,
      },
    ],
    // ON CONFLICT DO NOTHING: a duplicate key must not abort the caller's transaction.
    skipDuplicates: true,
    select: { id: true },
  });
  if (row) return { id: row.id, created: true };
  const existing = await db.emailOutbox.findUniqueOrThrow({
    where: { idempotencyKey: message.idempotencyKey },
    select: { id: true },
  });
  return { id: existing.id, created: false };
}

/**
 * Queues one e-mail without waiting for delivery; a repeated `idempotencyKey` returns the existing row.
 * @param tx the caller's transaction: row and job exist only if it commits.
 * @throws Error for an empty recipient or key.
 */
export async function queueEmail(message: OutboxEmail, tx?: OutboxDb): Promise<QueuedEmail> {
  assertQueueable(message);
  const boss = getRunningBoss();
  const enqueue = async (db: OutboxDb): Promise<QueuedEmail> => {
    const queued = await insertRow(db, message);
    if (queued.created && boss) await sendDeliverJob(boss, queued.id, db);
    return queued;
  };
  if (tx) return enqueue(tx);
  const queued = await getDb().$transaction(enqueue);
  if (queued.created && boss) wakeWorker(EMAIL_DELIVER_QUEUE);
  return queued;
}

/** Wakes this process's delivery worker; call after committing `queueEmail(message, tx)`. */
export function wakeEmailWorker(): void {
  wakeWorker(EMAIL_DELIVER_QUEUE);
}

function errorText(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const cause = error instanceof Error && error.cause instanceof Error ? ` (${error.cause.message})` : "";
  return `${message}${cause}`.slice(0, LAST_ERROR_MAX_LENGTH);
}

interface StoredAttachment {
  filename: string;
  contentType?: string;
  base64: string;
}

function serializeAttachments(attachments: readonly EmailAttachment[]): string {
  const stored: StoredAttachment[] = attachments.map((file) => ({
    filename: file.filename,
    ...(file.contentType ? { contentType: file.contentType } : {}),
    base64: file.content.toString("base64"),
  }));
  return JSON.stringify(stored);
}

function parseAttachments(encrypted: string | null): EmailAttachment[] {
  if (!encrypted) return [];
  const stored = JSON.parse(decryptField(OUTBOX_BODY_PURPOSE, encrypted)) as StoredAttachment[];
  return stored.map((file) => ({
    filename: file.filename,
    content: Buffer.from(file.base64, "base64"),
    ...(file.contentType ? { contentType: file.contentType } : {}),
  }));
}

/** @throws Error when the invoice no longer exists (the attempt is retried). */
async function invoiceAttachment(invoiceId: number): Promise<EmailAttachment> {
  const invoice = await getDb().invoice.findUnique({
    where: { id: invoiceId },
    select: { number: true, kind: true, pdf: true },
  });
  if (!invoice) throw new Error(`Rechnung ${invoiceId} für den Anhang nicht gefunden.`);
  return {
    filename: invoiceFileName(invoice.kind, invoice.number),
    content: Buffer.from(invoice.pdf),
    contentType: "application/pdf",
  };
}

export interface DeliverOptions {
  /** Sender instead of `sendEmail` (tests, scripts). */
  send?: EmailSender;
}

/**
 * Sends one outbox row (one attempt); "sent" and "failed" rows are not sent again. A permanent
 * rejection marks the row "failed" without throwing.
 * @throws EmailSendError after recording it, so pg-boss retries.
 */
export async function deliverOutboxEmail(id: number, options: DeliverOptions = {}): Promise<DeliveryOutcome> {
  const db = getDb();
  // "sending" is claimed too: a crashed worker left it so; the idempotency key prevents a second send.
  const [row] = await db.emailOutbox.updateManyAndReturn({
    where: { id, status: { in: ["pending", "sending"] } },
    data: { status: "sending", attempts: { increment: 1 } },
  });
  if (!row) {
    const existing = await db.emailOutbox.findUnique({ where: { id }, select: { status: true, providerId: true } });
    if (!existing) return { status: "missing" };
    return { status: existing.status === "sent" ? "sent" : "failed", providerId: existing.providerId ?? undefined };
  }

  if (row.blankedAt) {
    await db.emailOutbox.update({
      where: { id },
      data: { status: "failed", lastError: "Inhalt bereits gelöscht (Aufbewahrungsfrist)." },
    });
    return { status: "failed" };
  }
  let text: string;
  let html: string | null;
  let stored: EmailAttachment[];
  try {
    text = decryptField(OUTBOX_BODY_PURPOSE, row.text);
    html = row.html ? decryptField(OUTBOX_BODY_PURPOSE, row.html) : null;
    stored = parseAttachments(row.attachments);
  } catch (error) {
    // The app secret changed since queueing: no attempt can ever succeed.
    const lastError = `Inhalt nicht entschlüsselbar (AUTH_SECRET geändert?): ${errorText(error)}`;
    await db.emailOutbox.update({ where: { id }, data: { status: "failed", lastError } });
    logger.error({ outboxId: id }, `[E-Mail ${id}] endgültig fehlgeschlagen: ${lastError}`);
    return { status: "failed" };
  }

  const send = options.send ?? sendEmail;
  try {
    const attachments = [...stored, ...(row.invoiceId === null ? [] : [await invoiceAttachment(row.invoiceId)])];
    const result = await send({
      to: row.to.length === 1 ? row.to[0]! : row.to,
      subject: row.subject,
      text,
      ...(html ? { html } : {}),
      ...(row.replyTo ? { replyTo: row.replyTo } : {}),
      idempotencyKey: row.idempotencyKey,
      ...(attachments.length > 0 ? { attachments } : {}),
    });
    const providerId = result.delivery === "sent" ? result.id : "logged";
    await db.emailOutbox.update({
      where: { id },
      data: {
        status: "sent",
        providerId,
        sentAt: new Date(),
        lastError: null,
        ...(row.eraseRecipientAfterSend ? erasedRowData() : {}),
      },
    });
    return { status: "sent", providerId };
  } catch (error) {
    const rejected = error instanceof EmailSendError && error.permanent;
    const final = rejected || row.attempts >= EMAIL_MAX_ATTEMPTS;
    await db.emailOutbox.update({
      where: { id },
      data: {
        status: final ? "failed" : "pending",
        lastError: errorText(error),
        ...(final && row.eraseRecipientAfterSend ? erasedRowData() : {}),
      },
    });
    const outcome = rejected
      ? ", endgültig (von Resend als ungültig abgelehnt)"
      : final
        ? ", endgültig"
        : ", wird wiederholt";
    logger.error(
      { outboxId: id },
      `[E-Mail ${id}] Versuch ${row.attempts} von ${EMAIL_MAX_ATTEMPTS} fehlgeschlagen${outcome}: ${errorText(error)}`,
    );
    if (rejected) return { status: "failed" };
    throw error;
  }
}

/** Blanks the bodies of rows sent (or failed) more than EMAIL_BODY_RETENTION_DAYS ago; returns the count. */
export async function blankOldEmailBodies(now: Date = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - EMAIL_BODY_RETENTION_DAYS * 24 * 60 * 60 * 1000);
  const { count } = await getDb().emailOutbox.updateMany({
    where: {
      blankedAt: null,
      OR: [
        { status: "sent", sentAt: { lt: cutoff } },
        { status: "failed", createdAt: { lt: cutoff } },
      ],
    },
    data: { text: "", html: null, attachments: null, blankedAt: now },
  });
  return count;
}

/**
 * Erases recipient, reply-to and subject of rows sent or failed more than EMAIL_RECIPIENT_RETENTION_DAYS
 * ago; status and dates stay for statistics. Returns the count.
 */
export async function eraseOldEmailRecipients(now: Date = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - EMAIL_RECIPIENT_RETENTION_DAYS * 24 * 60 * 60 * 1000);
  const { count } = await getDb().emailOutbox.updateMany({
    where: {
      NOT: { to: { equals: [ERASED_RECIPIENT] } },
      OR: [
        { status: "sent", sentAt: { lt: cutoff } },
        { status: "failed", createdAt: { lt: cutoff } },
      ],
    },
    data: erasedRowData(now),
  });
  return count;
}

export interface SweepOptions {
  minAgeMs?: number;
  boss?: PgBoss;
}

/**
 * Enqueues pending or stuck rows without a live job (retry waits are left alone to keep the backoff).
 * Returns the count; 0 without a running boss.
 */
export async function sweepPendingEmails(options: SweepOptions = {}): Promise<number> {
  const boss = options.boss ?? getRunningBoss();
  if (!boss) return 0;
  const minAgeMs = options.minAgeMs ?? EMAIL_SWEEP_MIN_AGE_MS;
  const rows = await getDb().emailOutbox.findMany({
    where: { status: { in: ["pending", "sending"] }, createdAt: { lt: new Date(Date.now() - minAgeMs) } },
    orderBy: { createdAt: "asc" },
    take: SWEEP_BATCH_SIZE,
    select: { id: true },
  });
  let enqueued = 0;
  for (const { id } of rows) {
    if (await sendDeliverJob(boss, id)) {
      enqueued += 1;
      continue;
    }
    const job = await boss.getJobById(EMAIL_DELIVER_QUEUE, deliverJobId(id));
    if (job && ["created", "retry", "active"].includes(job.state)) continue; // still on its way
    await boss.deleteJob(EMAIL_DELIVER_QUEUE, deliverJobId(id));
    if (await sendDeliverJob(boss, id)) enqueued += 1;
  }
  if (enqueued > 0) wakeWorker(EMAIL_DELIVER_QUEUE);
  return enqueued;
}

export async function registerEmailJobs(boss: PgBoss): Promise<void> {
  const deliverPolicy = {
    name: EMAIL_DELIVER_QUEUE,
    retryLimit: EMAIL_MAX_ATTEMPTS - 1,
    retryDelay: EMAIL_RETRY_DELAY_SECONDS,
    retryBackoff: true,
    expireInSeconds: DELIVER_JOB_EXPIRE_SECONDS,
  };
  await boss.createQueue(EMAIL_DELIVER_QUEUE, deliverPolicy);
  await boss.updateQueue(EMAIL_DELIVER_QUEUE, deliverPolicy); // an existing queue takes the current policy
  await boss.createQueue(EMAIL_SWEEP_QUEUE, { name: EMAIL_SWEEP_QUEUE, retryLimit: 0 });

  const workerId = await boss.work<DeliverJobData>(EMAIL_DELIVER_QUEUE, { batchSize: 1 }, async (jobs) => {
    for (const job of jobs) await deliverOutboxEmail(job.data.outboxId);
  });
  rememberWorker(EMAIL_DELIVER_QUEUE, workerId);
  await boss.work(EMAIL_SWEEP_QUEUE, async () => {
    await sweepPendingEmails({ boss });
  });
  await boss.schedule(EMAIL_SWEEP_QUEUE, "* * * * *");
}
