/**
 * The e-mail outbox (lib/email/outbox.ts) and its pg-boss jobs (lib/jobs/boss.ts) against the run's
 * migrated test database and a local fake Resend server (tests/support/fake-resend.ts): queueing,
 * delivery with retries and final failure, logging without an API key (whole e-mail in development,
 * no link or body in production), bodies encrypted at rest and blanked 30 days after sending,
 * deduplication by idempotency key, atomic queueing in a caller's transaction, the sweep, and the
 * worker end to end.
 */
import { randomUUID } from "node:crypto";
import type PgBoss from "pg-boss";
import { closeDb, getDb } from "@/lib/db";
import { EMAIL_DELIVER_QUEUE } from "@/lib/jobs/queue-names";
import {
  blankOldEmailBodies,
  deliverJobId,
  deliverOutboxEmail,
  EMAIL_BODY_RETENTION_DAYS,
  EMAIL_MAX_ATTEMPTS,
  EMAIL_RETRY_DELAY_SECONDS,
  OUTBOX_BODY_PURPOSE,
  queueEmail,
  sweepPendingEmails,
  type OutboxEmail,
} from "@/lib/email/outbox";
import { createEmailSender } from "@/lib/email/send-email";
import { logger } from "@/lib/log";
import { decryptField, isEncryptedField } from "@/lib/security/secrets";
import { offerApprovedEmail, passwordSetupEmail } from "@/lib/email/templates";
import { getRunningBoss, stopJobs } from "@/lib/jobs/boss";
import { resendEnv, startFakeResend, withEnv, type FakeResend, type FakeResendRequest } from "../support/fake-resend";

let fake: FakeResend;

/** Silences and records one logger level (the logger is silent in tests anyway). */
function spyLog(level: "info" | "warn" | "error") {
  return jest.spyOn(logger, level).mockImplementation((() => undefined) as never);
}

/** Every message (string arguments) the spied level was called with, joined. */
function loggedText(spy: ReturnType<typeof spyLog>): string {
  return spy.mock.calls
    .map((args) => (args as unknown[]).map((arg) => (typeof arg === "string" ? arg : JSON.stringify(arg))).join(" "))
    .join("\n");
}

/** A unique e-mail (own idempotency key) with a link, built from a real template. */
function testEmail(overrides: Partial<OutboxEmail> = {}): OutboxEmail {
  const key = `test-${randomUUID()}`;
  return {
    ...offerApprovedEmail({
      customerName: "Maria Berger",
      offerUrl: `https://renovio.example/offer/${key.slice(5, 21)}`,
    }),
    to: "maria.berger@example.at",
    idempotencyKey: key,
    ...overrides,
  };
}

/** A sender that talks to the fake server (the injected form of RESEND_API_KEY + RESEND_BASE_URL). */
function fakeSender() {
  return createEmailSender({ apiKey: "re_test_key", baseUrl: fake.url, from: "Renovio <noreply@renovio.at>" });
}

/** The requests the fake server received for one idempotency key (other e-mails may be sent meanwhile). */
function requestsFor(key: string): FakeResendRequest[] {
  return fake.requests.filter((request) => request.headers["idempotency-key"] === key);
}

const outboxRow = (id: number) => getDb().emailOutbox.findUniqueOrThrow({ where: { id } });

/** Polls `check` every 100 ms until it returns true, failing after `timeoutMs`. */
async function waitFor(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

beforeAll(async () => {
  fake = await startFakeResend();
});

beforeEach(() => fake.reset());

afterEach(() => jest.restoreAllMocks());

afterAll(async () => {
  await stopJobs();
  await fake.close();
  await closeDb();
});

describe("queueEmail and deliverOutboxEmail (no pg-boss in this process)", () => {
  beforeAll(async () => {
    expect(getRunningBoss()).toBeUndefined(); // precondition: rows are queued without jobs
  });

  it("writes a pending row; the delivery sends recipient, subject, link and idempotency key to Resend (RESEND_BASE_URL)", async () => {
    const email = {
      ...passwordSetupEmail({
        companyName: "Fliesen Huber",
        setupUrl: "https://renovio.example/password-setup/abc123",
        reason: "registration",
      }),
      to: ["office@fliesen-huber.at", "chef@fliesen-huber.at"],
      replyTo: "kontakt@renovio.example",
      idempotencyKey: `password-setup-${randomUUID()}`,
    };
    const queued = await queueEmail(email);
    expect(queued.created).toBe(true);
    const stored = await outboxRow(queued.id);
    expect(stored).toMatchObject({
      to: email.to,
      subject: email.subject,
      replyTo: email.replyTo,
      idempotencyKey: email.idempotencyKey,
      status: "pending",
      attempts: 0,
      lastError: null,
      providerId: null,
      sentAt: null,
    });
    // At rest the bodies are encrypted: the setup link is in neither column.
    expect(isEncryptedField(stored.text)).toBe(true);
    expect(isEncryptedField(stored.html!)).toBe(true);
    expect(stored.text).not.toContain("abc123");
    expect(stored.html).not.toContain("abc123");
    expect(decryptField(OUTBOX_BODY_PURPOSE, stored.text)).toBe(email.text);
    expect(decryptField(OUTBOX_BODY_PURPOSE, stored.html!)).toBe(email.html);
    expect(fake.requests).toHaveLength(0);

    // The default sender, configured from the environment like in production.
    const outcome = await withEnv(resendEnv(fake), async () => {
      const outbox = await import("@/lib/email/outbox");
      return outbox.deliverOutboxEmail(queued.id);
    });

    expect(outcome).toEqual({ status: "sent", providerId: "email_fake_1" });
    expect(fake.requests).toHaveLength(1);
    const [sent] = fake.requests;
    expect(sent).toMatchObject({ method: "POST", path: "/emails" });
    expect(sent!.headers.authorization).toBe("Bearer re_test_key");
    expect(sent!.headers["idempotency-key"]).toBe(email.idempotencyKey);
    expect(sent!.body).toMatchObject({
      to: ["office@fliesen-huber.at", "chef@fliesen-huber.at"],
      subject: "Ihre Firmenanmeldung bei Renovio wurde genehmigt",
      reply_to: "kontakt@renovio.example",
    });
    expect(sent!.body.text).toContain("https://renovio.example/password-setup/abc123");
    expect(sent!.body.html).toContain('href="https://renovio.example/password-setup/abc123"');

    const row = await outboxRow(queued.id);
    expect(row).toMatchObject({ status: "sent", attempts: 1, providerId: "email_fake_1", lastError: null });
    expect(Date.now() - row.sentAt!.getTime()).toBeLessThan(60_000);
    // After sending the row still holds no working link in clear text.
    expect(`${row.text}${row.html}`).not.toContain("/password-setup/abc123");
  });

  it("keeps the row pending with attempts and lastError when Resend answers 500, and sends it on a later attempt", async () => {
    const error = spyLog("error");
    const email = testEmail();
    const { id } = await queueEmail(email);

    fake.reply = { status: 500, body: { statusCode: 500, name: "internal_server_error", message: "Resend gestört" } };
    await expect(deliverOutboxEmail(id, { send: fakeSender() })).rejects.toThrow("Resend gestört");
    const failed = await outboxRow(id);
    expect(failed).toMatchObject({ status: "pending", attempts: 1, sentAt: null, providerId: null });
    expect(failed.lastError).toContain(
      `E-Mail "${email.subject}" an maria.berger@example.at konnte nicht gesendet werden: Resend gestört`,
    );
    expect(loggedText(error)).toContain(`Versuch 1 von ${EMAIL_MAX_ATTEMPTS} fehlgeschlagen, wird wiederholt`);

    fake.reply = { status: 200, body: { id: "email_after_outage" } };
    await expect(deliverOutboxEmail(id, { send: fakeSender() })).resolves.toEqual({
      status: "sent",
      providerId: "email_after_outage",
    });
    expect(await outboxRow(id)).toMatchObject({
      status: "sent",
      attempts: 2,
      lastError: null,
      providerId: "email_after_outage",
    });
    // Both attempts carried the same idempotency key, so Resend would never send it twice.
    expect(requestsFor(email.idempotencyKey)).toHaveLength(2);
  });

  it("records an unreachable Resend as a failed attempt", async () => {
    spyLog("error");
    const { id } = await queueEmail(testEmail());
    const unreachable = createEmailSender({
      apiKey: "re_test_key",
      baseUrl: "http://127.0.0.1:9",
      from: "x <x@example.at>",
      timeoutMs: 2000,
    });
    await expect(deliverOutboxEmail(id, { send: unreachable })).rejects.toMatchObject({ name: "EmailSendError" });
    const row = await outboxRow(id);
    expect(row).toMatchObject({ status: "pending", attempts: 1 });
    expect(row.lastError).toMatch(/konnte nicht gesendet werden.+\S/);
  });

  it("marks the row failed after the last attempt and does not send a failed row again", async () => {
    const error = spyLog("error");
    const email = testEmail();
    const { id } = await queueEmail(email);
    await getDb().emailOutbox.update({ where: { id }, data: { attempts: EMAIL_MAX_ATTEMPTS - 1 } });

    fake.reply = { status: 503, body: { statusCode: 503, name: "service_unavailable", message: "Wartung" } };
    await expect(deliverOutboxEmail(id, { send: fakeSender() })).rejects.toThrow("Wartung");
    const row = await outboxRow(id);
    expect(row).toMatchObject({ status: "failed", attempts: EMAIL_MAX_ATTEMPTS, sentAt: null });
    expect(row.lastError).toContain("Wartung");
    expect(loggedText(error)).toContain("endgültig");

    fake.reply = { status: 200, body: { id: "too_late" } };
    await expect(deliverOutboxEmail(id, { send: fakeSender() })).resolves.toEqual({ status: "failed" });
    expect(requestsFor(email.idempotencyKey)).toHaveLength(1);
    expect((await outboxRow(id)).attempts).toBe(EMAIL_MAX_ATTEMPTS);
  });

  it("marks an e-mail that Resend rejects as invalid (422) failed at once, without a retry", async () => {
    const error = spyLog("error");
    const email = testEmail();
    const { id } = await queueEmail(email);

    fake.reply = { status: 422, body: { statusCode: 422, name: "validation_error", message: "Invalid `to` field." } };
    await expect(deliverOutboxEmail(id, { send: fakeSender() })).resolves.toEqual({ status: "failed" });
    const row = await outboxRow(id);
    expect(row).toMatchObject({ status: "failed", attempts: 1, sentAt: null });
    expect(row.lastError).toContain("Invalid `to` field.");
    expect(loggedText(error)).toContain("endgültig (von Resend als ungültig abgelehnt)");

    fake.reply = { status: 200, body: { id: "not_again" } };
    await expect(deliverOutboxEmail(id, { send: fakeSender() })).resolves.toEqual({ status: "failed" });
    expect(requestsFor(email.idempotencyKey)).toHaveLength(1);
  });

  it("retries a rate-limited e-mail (429) like an outage", async () => {
    spyLog("error");
    const { id } = await queueEmail(testEmail());
    fake.reply = { status: 429, body: { statusCode: 429, name: "rate_limit_exceeded", message: "Too many requests" } };
    await expect(deliverOutboxEmail(id, { send: fakeSender() })).rejects.toThrow("Too many requests");
    expect(await outboxRow(id)).toMatchObject({ status: "pending", attempts: 1 });
  });

  it('logs the whole e-mail without RESEND_API_KEY outside production and records the provider id "logged"', async () => {
    const info = spyLog("info");
    const email = testEmail();
    const { id } = await queueEmail(email);

    await expect(deliverOutboxEmail(id)).resolves.toEqual({ status: "sent", providerId: "logged" });

    expect(fake.requests).toHaveLength(0);
    const logged = loggedText(info);
    expect(logged).toContain("An: maria.berger@example.at");
    expect(logged).toContain(`Betreff: ${email.subject}`);
    // The whole text, not only its first lines: the link and the closing signature.
    expect(logged).toContain(`https://renovio.example/offer/${email.idempotencyKey.slice(5, 21)}`);
    expect(logged).toContain(email.text.split("\n").at(-1)!);
    expect(logged).toContain(email.text);
    expect(await outboxRow(id)).toMatchObject({ status: "sent", providerId: "logged", attempts: 1 });
    // A sent row is not sent again.
    await expect(deliverOutboxEmail(id)).resolves.toEqual({ status: "sent", providerId: "logged" });
    expect(info).toHaveBeenCalledTimes(1);
  });

  it("the production log transport writes only the key and the masked recipient: no link, body or subject", async () => {
    const info = spyLog("info");
    const email = {
      ...passwordSetupEmail({
        companyName: "Fliesen Huber",
        setupUrl: "https://renovio.example/password-setup/geheim987",
        reason: "registration",
      }),
      to: "office@fliesen-huber.at",
      idempotencyKey: `registration-approved-${randomUUID()}`,
    };
    const send = createEmailSender({ from: "Renovio <noreply@renovio.at>", logMode: "redacted" });
    await expect(send(email)).resolves.toEqual({ delivery: "logged" });
    const logged = loggedText(info);
    expect(logged).toContain(email.idempotencyKey);
    expect(logged).toContain("o***@fliesen-huber.at");
    expect(logged).not.toContain("office@");
    expect(logged).not.toContain("geheim987");
    expect(logged).not.toContain("Fliesen Huber");
    expect(logged).not.toContain(email.subject);
  });

  it(`blanks the bodies ${EMAIL_BODY_RETENTION_DAYS} days after sending (failed rows: after queueing), and only then`, async () => {
    const sent = await queueEmail(testEmail());
    await deliverOutboxEmail(sent.id, { send: fakeSender() });
    const failedEmail = testEmail();
    const failed = await queueEmail(failedEmail);
    await getDb().emailOutbox.update({ where: { id: failed.id }, data: { status: "failed" } });
    const pending = await queueEmail(testEmail());
    const sentAt = (await outboxRow(sent.id)).sentAt!;
    const day = 24 * 60 * 60 * 1000;

    // Day 29: nothing is blanked yet.
    await blankOldEmailBodies(new Date(sentAt.getTime() + (EMAIL_BODY_RETENTION_DAYS - 1) * day));
    expect((await outboxRow(sent.id)).blankedAt).toBeNull();
    expect((await outboxRow(failed.id)).blankedAt).toBeNull();

    // Day 31 (moved clock): sent and failed rows are blanked; recipient, subject and status stay.
    const later = new Date(sentAt.getTime() + (EMAIL_BODY_RETENTION_DAYS + 1) * day);
    expect(await blankOldEmailBodies(later)).toBeGreaterThanOrEqual(2);
    for (const id of [sent.id, failed.id]) {
      const row = await outboxRow(id);
      expect(row).toMatchObject({
        text: "",
        html: null,
        blankedAt: later,
        to: ["maria.berger@example.at"],
        subject: failedEmail.subject,
      });
    }
    expect((await outboxRow(sent.id)).status).toBe("sent");
    // A pending row (not yet sent) keeps its body.
    const stillPending = await outboxRow(pending.id);
    expect(stillPending.blankedAt).toBeNull();
    expect(isEncryptedField(stillPending.text)).toBe(true);
    // A second run finds nothing new for these rows.
    await blankOldEmailBodies(later);
    expect((await outboxRow(sent.id)).blankedAt).toEqual(later);
  });

  it("marks a row whose body cannot be decrypted (secret changed) failed at once", async () => {
    const error = spyLog("error");
    const { id } = await queueEmail(testEmail());
    const row = await outboxRow(id);
    // Flip one character of the ciphertext: the GCM tag no longer matches.
    const flipped = row.text.at(-2) === "A" ? "B" : "A";
    const broken = `${row.text.slice(0, -2)}${flipped}${row.text.slice(-1)}`;
    await getDb().emailOutbox.update({ where: { id }, data: { text: broken } });
    await expect(deliverOutboxEmail(id, { send: fakeSender() })).resolves.toEqual({ status: "failed" });
    expect((await outboxRow(id)).lastError).toContain("nicht entschlüsselbar");
    expect(fake.requests).toHaveLength(0);
    expect(loggedText(error)).toContain("endgültig");
  });

  it("answers missing for an unknown id", async () => {
    await expect(deliverOutboxEmail(2_000_000_000)).resolves.toEqual({ status: "missing" });
  });

  it("queues an idempotency key only once", async () => {
    const email = testEmail();
    const first = await queueEmail(email);
    const second = await queueEmail({ ...email, subject: "Anderer Betreff" });
    expect(second).toEqual({ id: first.id, created: false });
    expect(await getDb().emailOutbox.count({ where: { idempotencyKey: email.idempotencyKey } })).toBe(1);
    expect((await outboxRow(first.id)).subject).toBe(email.subject);
  });

  it("a duplicate inside the caller's transaction does not abort it", async () => {
    const email = testEmail();
    await queueEmail(email);
    const subject = `Transaktion ${randomUUID()}`;
    await getDb().$transaction(async (tx) => {
      await tx.contactMessage.create({
        data: { name: "Test", email: "t@example.at", subject, message: "Nachricht mit Duplikat" },
      });
      expect((await queueEmail(email, tx)).created).toBe(false);
    });
    expect(await getDb().contactMessage.count({ where: { subject } })).toBe(1);
  });

  it("rejects an e-mail without recipient or idempotency key", async () => {
    await expect(queueEmail(testEmail({ to: [] }))).rejects.toThrow("mindestens ein Empfänger");
    await expect(queueEmail(testEmail({ idempotencyKey: " " }))).rejects.toThrow("idempotencyKey");
    await expect(queueEmail(testEmail({ idempotencyKey: "k".repeat(256) }))).rejects.toThrow("idempotencyKey");
  });

  it("the sweep does nothing without a running boss", async () => {
    await expect(sweepPendingEmails({ minAgeMs: 0 })).resolves.toBe(0);
  });
});

describe("with pg-boss running (worker, transactions, sweep)", () => {
  let boss: PgBoss;

  beforeAll(async () => {
    // Rows other test files left pending (every submitted project queues a confirmation) would be
    // swept and delivered first; set them aside so these tests time only their own e-mails.
    await getDb().emailOutbox.updateMany({
      where: { status: "pending" },
      data: { status: "failed", lastError: "von einer früheren Testdatei" },
    });
    // …and the delivery jobs files with a running worker left queued (the worker would work through them first).
    const [{ exists }] = await getDb().$queryRaw<
      { exists: boolean }[]
    >`SELECT to_regclass('pgboss.job') IS NOT NULL AS exists`;
    if (exists) await getDb().$executeRaw`DELETE FROM pgboss.job WHERE name = ${EMAIL_DELIVER_QUEUE}`;
    // The worker's sender is configured from RESEND_API_KEY / RESEND_BASE_URL (the fake server).
    // Only the e-mail jobs run: the offer sweep would otherwise first price every bathroom project
    // other files left without an offer, in this same process.
    boss = await withEnv(resendEnv(fake), async () => {
      const { registerEmailJobs } = await import("@/lib/email/outbox");
      const { startJobs } = await import("@/lib/jobs/boss");
      return startJobs({ register: registerEmailJobs });
    });
    expect(getRunningBoss()).toBe(boss);
  }, 30_000);

  it("delivers a queued e-mail through the worker within seconds", async () => {
    const email = testEmail();
    const { id } = await queueEmail(email);
    expect(await boss.getJobById(EMAIL_DELIVER_QUEUE, deliverJobId(id))).not.toBeNull();

    await waitFor(async () => (await outboxRow(id)).status === "sent");

    expect(await outboxRow(id)).toMatchObject({ status: "sent", attempts: 1, providerId: "email_fake_1" });
    const sent = requestsFor(email.idempotencyKey);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toMatchObject({ to: "maria.berger@example.at", subject: email.subject });
    expect(sent[0]!.body.text).toContain("https://renovio.example/offer/");
  });

  it("a failed delivery leaves the job waiting for a retry with backoff", async () => {
    spyLog("error");
    fake.reply = { status: 500, body: { statusCode: 500, name: "internal_server_error", message: "Ausfall" } };
    const { id } = await queueEmail(testEmail());

    await waitFor(async () => (await outboxRow(id)).attempts === 1 && (await outboxRow(id)).status === "pending");
    const row = await outboxRow(id);
    expect(row.lastError).toContain("Ausfall");
    await waitFor(async () => (await boss.getJobById(EMAIL_DELIVER_QUEUE, deliverJobId(id)))?.state === "retry");
    const job = await boss.getJobById(EMAIL_DELIVER_QUEUE, deliverJobId(id));
    expect(job).toMatchObject({
      retryLimit: EMAIL_MAX_ATTEMPTS - 1,
      retryDelay: EMAIL_RETRY_DELAY_SECONDS,
      retryBackoff: true,
    });
    expect(job!.startAfter.getTime()).toBeGreaterThan(Date.now() + 10_000);
  });

  it("queues row and job in the caller's transaction: nothing remains when it rolls back", async () => {
    let queuedId = 0;
    await expect(
      getDb().$transaction(async (tx) => {
        queuedId = (await queueEmail(testEmail(), tx)).id;
        // The job was written in this transaction (asked through it: the embedded PGlite server
        // runs one transaction at a time, so another connection would wait for this one).
        const jobs = await tx.$queryRawUnsafe<unknown[]>(
          `SELECT id FROM pgboss.job WHERE id = $1::uuid`,
          deliverJobId(queuedId),
        );
        expect(jobs).toHaveLength(1);
        throw new Error("Abbruch");
      }),
    ).rejects.toThrow("Abbruch");
    expect(queuedId).toBeGreaterThan(0);
    expect(await getDb().emailOutbox.findUnique({ where: { id: queuedId } })).toBeNull();
    expect(await boss.getJobById(EMAIL_DELIVER_QUEUE, deliverJobId(queuedId))).toBeNull();

    // Committed, the same call yields a row and a job that the worker delivers.
    const email = testEmail();
    const { id } = await getDb().$transaction((tx) => queueEmail(email, tx));
    await waitFor(async () => (await outboxRow(id)).status === "sent");
    expect(requestsFor(email.idempotencyKey)).toHaveLength(1);
  });

  it("the sweep enqueues stale pending rows without a job and leaves fresh ones", async () => {
    const stale = testEmail();
    const fresh = testEmail();
    const twoMinutesAgo = new Date(Date.now() - 120_000);
    // Rows as a process without pg-boss (or a crash before the job) leaves them: no job.
    const staleRow = await getDb().emailOutbox.create({
      data: {
        to: ["alt@example.at"],
        subject: stale.subject,
        text: stale.text,
        idempotencyKey: stale.idempotencyKey,
        createdAt: twoMinutesAgo,
      },
    });
    const freshRow = await getDb().emailOutbox.create({
      data: { to: ["neu@example.at"], subject: fresh.subject, text: fresh.text, idempotencyKey: fresh.idempotencyKey },
    });

    expect(await sweepPendingEmails()).toBeGreaterThanOrEqual(1);
    expect(await boss.getJobById(EMAIL_DELIVER_QUEUE, deliverJobId(freshRow.id))).toBeNull();
    await waitFor(async () => (await outboxRow(staleRow.id)).status === "sent");
    expect(requestsFor(stale.idempotencyKey)).toHaveLength(1);
    expect((await outboxRow(freshRow.id)).status).toBe("pending");

    // A row reset by hand after its job completed gets a new job (README: re-sending a failed e-mail).
    await getDb().emailOutbox.update({ where: { id: staleRow.id }, data: { status: "pending", attempts: 0 } });
    await sweepPendingEmails();
    await waitFor(async () => (await outboxRow(staleRow.id)).status === "sent");
    expect(requestsFor(stale.idempotencyKey)).toHaveLength(2);
  });

  it("the sweep leaves a row alone whose job waits for its retry", async () => {
    spyLog("error");
    fake.reply = { status: 500, body: { statusCode: 500, name: "internal_server_error", message: "Ausfall" } };
    const email = testEmail();
    const { id } = await queueEmail(email);
    await waitFor(async () => (await boss.getJobById(EMAIL_DELIVER_QUEUE, deliverJobId(id)))?.state === "retry");
    await getDb().emailOutbox.update({ where: { id }, data: { createdAt: new Date(Date.now() - 120_000) } });

    await sweepPendingEmails();

    expect((await boss.getJobById(EMAIL_DELIVER_QUEUE, deliverJobId(id)))?.state).toBe("retry");
    expect(requestsFor(email.idempotencyKey)).toHaveLength(1);
  });
});
