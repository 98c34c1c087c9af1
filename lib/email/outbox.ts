/**
 * The e-mail outbox (issue 5, "E-mail"): every e-mail the app sends goes through here.
 *
 * 1. `queueEmail` writes the e-mail to the table `email_outbox` (status "pending") and, when pg-boss
 *    runs in this process, inserts the pg-boss job "email.deliver" for it in the SAME transaction: the
 *    caller's transaction when it passes one (e.g. approving a registration creates the user and queues
 *    the e-mail atomically), else a transaction of its own. Nothing is sent before the commit, and a
 *    rolled-back transaction leaves neither row nor job.
 * 2. The worker (`registerEmailJobs`, started through lib/jobs/workers.ts) calls `deliverOutboxEmail(id)`, which sends
 *    the row through `sendEmail` (Resend, or the log without RESEND_API_KEY) with the row's
 *    idempotency key and records status, attempts, lastError, providerId and sentAt. A failed attempt
 *    throws, so pg-boss retries it with exponential backoff (first wait 30–60 s, then doubling; the
 *    last attempt 2–4 hours after the first); after EMAIL_MAX_ATTEMPTS the row is "failed". An e-mail
 *    that Resend rejects as invalid (400/422, `EmailSendError.permanent`) is "failed" at once.
 * 3. `sweepPendingEmails` runs every minute (pg-boss schedule "email.sweep") and creates the missing
 *    job of every pending row older than a minute: rows queued by a process without a running boss
 *    (CLI scripts, tests) and rows whose job ended without sending them (e.g. reset by hand).
 *
 * 4. At rest (issue 12 §5): the bodies (text and html) of every row are encrypted with the key of
 *    purpose OUTBOX_BODY_PURPOSE (AES-256-GCM, lib/security/secrets.ts) when queued and decrypted
 *    only to send, so a database dump holds no working password-setup or offer link and no message
 *    text; recipient and subject stay readable for support. `blankOldEmailBodies` (run daily by the
 *    retention job) empties the bodies EMAIL_BODY_RETENTION_DAYS after sending (failed rows: after
 *    queueing) and sets blankedAt; `eraseOldEmailRecipients` erases recipient and subject
 *    EMAIL_RECIPIENT_RETENTION_DAYS after sending. Each row names its owner (project, company, review),
 *    so erasing the owner's data erases its rows at once (`eraseOutboxRows`).
 *
 * Jobs have a fixed id per row (`deliverJobId`), so enqueuing a row twice never creates two jobs,
 * and Resend sends one e-mail per idempotency key, so a repeated attempt never sends twice.
 * Statuses: pending → sending → sent; sending → pending (failed attempt, will be retried) or failed
 * (last attempt, or rejected as invalid).
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

/** Key purpose of the encrypted outbox bodies (lib/security/secrets.ts `deriveKey`). */
export const OUTBOX_BODY_PURPOSE = "outbox-body";
/** Days after sending after which a row's bodies are blanked (issue 12 §5). */
export const EMAIL_BODY_RETENTION_DAYS = 30;
/** Days after sending after which a row's recipient, reply-to and subject are blanked too (/datenschutz "Speicherdauer"). */
export const EMAIL_RECIPIENT_RETENTION_DAYS = 90;

/** Delivery attempts per e-mail: the first and 8 retries. */
export const EMAIL_MAX_ATTEMPTS = 9;
/** Base retry delay: pg-boss waits 1–2 × this before the first retry and doubles it for each further one. */
export const EMAIL_RETRY_DELAY_SECONDS = 30;
/** A pending row older than this without a job is (re-)enqueued by the sweep. */
export const EMAIL_SWEEP_MIN_AGE_MS = 60_000;
/** A delivery job still running after this long counts as crashed and is retried by pg-boss. */
const DELIVER_JOB_EXPIRE_SECONDS = 120;
/** Rows handled per sweep (the next sweep takes the rest). */
const SWEEP_BATCH_SIZE = 100;
/** Longest error text kept in `last_error`. */
const LAST_ERROR_MAX_LENGTH = 2000;
/** Longest idempotency key (column length; Resend accepts 256). */
const IDEMPOTENCY_KEY_MAX_LENGTH = 255;

export type EmailOutboxStatus = "pending" | "sending" | "sent" | "failed";

/** An e-mail to queue: the message plus the key that makes it unique (e.g. `contact-message-42`). */
export type OutboxEmail = EmailMessage & {
  idempotencyKey: string;
  /** The project a customer e-mail is about (issue 14 §6: listed for the admin, erased with the project). */
  projectId?: number;
  /** Replace the recipient by ERASED_RECIPIENT once sent (the confirmation of an erasure, issue 14 §3). */
  eraseRecipientAfterSend?: boolean;
  /** An invoice whose stored PDF is attached when the e-mail is delivered (issue 15 §3). */
  invoiceId?: number;
  /** The company the e-mail is about or addressed to. */
  companyId?: number;
  /** The review the e-mail is about (erased with the reviewed project). */
  reviewId?: number;
};

/** Recipient shown for e-mails whose address was erased (issue 14 §3). */
export const ERASED_RECIPIENT = "gelöscht";

/** The columns of an outbox row whose recipient, subject and bodies are erased; blankedAt = now. */
export function erasedRowData(now: Date = new Date()): Prisma.EmailOutboxUpdateInput {
  return { to: [ERASED_RECIPIENT], replyTo: null, subject: "", text: "", html: null, blankedAt: now };
}

/** lastError of a row that was never sent because its owner's data was erased first. */
export const CANCELLED_BY_ERASURE = "Nicht versendet: die Daten wurden vorher gelöscht.";

/**
 * The outbox rows owned by projects: those about the projects themselves and about reviews of their
 * assignments (a review's rows carry only the review id).
 *
 * @param projectIds one project id or several.
 */
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
 * Erases recipient, subject and bodies of every outbox row matching `where` (a project's, a review's
 * rows). Rows not yet sent are cancelled (status "failed"), because their content would reach the
 * erased address; a row being sent right now finishes and stays blanked.
 *
 * @returns the number of rows erased.
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

/** The Prisma client or the client of an interactive transaction (`getDb().$transaction(async (tx) => …)`). */
export type OutboxDb = Prisma.TransactionClient;

/** The outbox row of a queued e-mail; `created` is false when the idempotency key was queued before. */
export interface QueuedEmail {
  id: number;
  created: boolean;
}

/** What `deliverOutboxEmail` did: the row's status afterwards ("missing": no such row). */
export interface DeliveryOutcome {
  status: "sent" | "failed" | "missing";
  /** Resend's e-mail id, or "logged" when it was written to the log (no RESEND_API_KEY). */
  providerId?: string;
}

interface DeliverJobData {
  outboxId: number;
}

/**
 * The pg-boss job id of an outbox row: a UUID derived from the row id, so that the same row is never
 * queued twice (pg-boss ignores a job whose id exists).
 */
export function deliverJobId(outboxId: number): string {
  return stableJobId("email-outbox", outboxId);
}

/** Inserts the delivery job of a row (through `db` when given: inside that transaction). True if new. */
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
 * Queues one e-mail: writes the outbox row and its delivery job (see module doc). Answers without
 * waiting for the delivery. A second call with the same `idempotencyKey` changes nothing and returns
 * the existing row.
 *
 * @param message recipient(s), subject, text, optional html/replyTo, and the idempotency key
 *   (1–255 characters, unique per e-mail; also sent to Resend).
 * @param tx the caller's transaction client: row and job are then written in that transaction and
 *   exist only if it commits. Without it, a transaction of its own is used.
 * @returns the row id and whether it was created now.
 * @throws Error for an empty recipient or key; database errors as thrown by Prisma.
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
  // Committed: let this process's worker fetch it now instead of at its next poll.
  if (queued.created && boss) wakeWorker(EMAIL_DELIVER_QUEUE);
  return queued;
}

/**
 * Lets this process's delivery worker fetch at once (instead of at its next poll, within 2 s). Call it
 * after committing a transaction in which you queued e-mails with `queueEmail(message, tx)`; without
 * it they are delivered all the same, only a little later. Does nothing without a running boss.
 */
export function wakeEmailWorker(): void {
  wakeWorker(EMAIL_DELIVER_QUEUE);
}

/** The error as one line for `last_error`, including the cause (e.g. the network error). */
function errorText(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const cause = error instanceof Error && error.cause instanceof Error ? ` (${error.cause.message})` : "";
  return `${message}${cause}`.slice(0, LAST_ERROR_MAX_LENGTH);
}

/**
 * The stored PDF of an invoice as an e-mail attachment (issue 15 §3: what was sent is what is
 * downloaded). @throws Error when the invoice no longer exists (the attempt fails and is retried).
 */
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
  /** Sender to use instead of `sendEmail` (the settings from lib/env.ts); for tests and scripts. */
  send?: EmailSender;
}

/**
 * Sends one outbox row (the pg-boss worker's job; tests call it directly). A row that is already
 * "sent" or "failed" is not sent again. Each call counts one attempt.
 *
 * @returns the row's status afterwards and the provider id ("logged" without RESEND_API_KEY).
 * @returns { status: "failed" } without throwing when Resend rejected the e-mail as invalid
 *   (EmailSendError.permanent): the row is "failed" with the error, and the job ends without a retry.
 * @throws the send error (EmailSendError) after recording it, so that pg-boss retries the job; the
 *   row is then "pending" again, or "failed" when this was attempt EMAIL_MAX_ATTEMPTS.
 */
export async function deliverOutboxEmail(id: number, options: DeliverOptions = {}): Promise<DeliveryOutcome> {
  const db = getDb();
  // Claim the row. "sending" is included: a worker that crashed mid-send left it so; Resend's
  // idempotency key prevents a second e-mail should the first send have gone out.
  const [row] = await db.emailOutbox.updateManyAndReturn({
    where: { id, status: { in: ["pending", "sending"] } },
    data: { status: "sending", attempts: { increment: 1 } },
  });
  if (!row) {
    const existing = await db.emailOutbox.findUnique({ where: { id }, select: { status: true, providerId: true } });
    if (!existing) return { status: "missing" };
    return { status: existing.status === "sent" ? "sent" : "failed", providerId: existing.providerId ?? undefined };
  }

  // A blanked row (reset to pending by hand) has nothing left to send.
  if (row.blankedAt) {
    await db.emailOutbox.update({
      where: { id },
      data: { status: "failed", lastError: "Inhalt bereits gelöscht (Aufbewahrungsfrist)." },
    });
    return { status: "failed" };
  }
  let text: string;
  let html: string | null;
  try {
    text = decryptField(OUTBOX_BODY_PURPOSE, row.text);
    html = row.html ? decryptField(OUTBOX_BODY_PURPOSE, row.html) : null;
  } catch (error) {
    // The app secret changed since queueing (or the row was altered): no attempt can ever succeed.
    const lastError = `Inhalt nicht entschlüsselbar (AUTH_SECRET geändert?): ${errorText(error)}`;
    await db.emailOutbox.update({ where: { id }, data: { status: "failed", lastError } });
    logger.error({ outboxId: id }, `[E-Mail ${id}] endgültig fehlgeschlagen: ${lastError}`);
    return { status: "failed" };
  }

  const send = options.send ?? sendEmail;
  try {
    const attachments = row.invoiceId === null ? [] : [await invoiceAttachment(row.invoiceId)];
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

/**
 * Blanks the bodies of old rows (issue 12 §5, run daily by lib/retention/retention.ts): text = "",
 * html = null, blankedAt = now for every row sent more than EMAIL_BODY_RETENTION_DAYS before `now`,
 * and every failed row queued more than that before `now`. Recipient, subject and status stay.
 *
 * @param now the reference time (tests move it).
 * @returns the number of rows blanked now.
 */
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
    data: { text: "", html: null, blankedAt: now },
  });
  return count;
}

/**
 * Erases recipient, reply-to and subject (and bodies, if still there) of every row sent, or failed,
 * more than EMAIL_RECIPIENT_RETENTION_DAYS before `now` (run daily by lib/retention/retention.ts).
 * Rows already erased are left alone; status and dates stay for the delivery statistics.
 *
 * @param now the reference time (tests move it).
 * @returns the number of rows erased now.
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
  /** Only rows created before now minus this (default EMAIL_SWEEP_MIN_AGE_MS). */
  minAgeMs?: number;
  /** The boss to enqueue with (default: this process's running boss). */
  boss?: PgBoss;
}

/**
 * Creates the delivery job of every pending (or stuck "sending") row older than `minAgeMs` that has no
 * job on its way: no job yet, or one that ended (completed, failed, cancelled) without sending it.
 * Rows whose job waits for a retry are left alone, so the backoff holds.
 *
 * @returns the number of rows (re-)enqueued; 0 when no boss runs in this process.
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

/**
 * Registers the e-mail queues on a started boss (collected in lib/jobs/workers.ts): the
 * delivery queue with its retry policy and worker, the sweep queue, its worker and its schedule.
 */
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
