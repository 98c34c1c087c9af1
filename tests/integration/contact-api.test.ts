/**
 * POST /api/contact against a real, migrated PostgreSQL database, and the e-mail it queues in the
 * outbox (lib/email/outbox.ts): logged when RESEND_API_KEY is unset, sent to a local fake Resend
 * server (tests/support/fake-resend.ts) when it is set. Delivery is the worker's job; these tests
 * call `deliverOutboxEmail` themselves. The notification goes to the alert addresses of Einstellungen
 * (app_settings "notifications"), else to the active admins; CONTACT_INBOX_EMAIL is only the starting
 * value of those addresses.
 */
import { logger } from "@/lib/log";
import { POST as postContact } from "@/app/api/contact/route";
import { clearSettingsCache } from "@/lib/data/settings";
import { closeDb, getDb } from "@/lib/db";
import { deliverOutboxEmail } from "@/lib/email/outbox";
import { createEmailSender, EmailSendError } from "@/lib/email/send-email";
import { contactMessageEmail } from "@/lib/email/templates";
import { env } from "@/lib/env";
import { createAdminAccount } from "../support/auth";
import { resendEnv, startFakeResend, withEnv, type FakeResend } from "../support/fake-resend";

let ipCounter = 0;
/** Each request gets its own client IP unless one is given, so the rate limit does not interfere. */
function contactRequest(body: unknown, headers: Record<string, string> = {}): Request {
  ipCounter += 1;
  return new Request("http://localhost:3000/api/contact", {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": `10.1.0.${ipCounter}`, ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

const valid = {
  name: "Sabine Koller",
  email: "sabine.koller@example.at",
  subject: "Frage zur Badsanierung",
  message: "Guten Tag,\nwie schnell melden sich die Betriebe nach einer Anfrage?",
};

const messageCount = () => getDb().contactMessage.count();
/** The alert addresses an admin saved in Einstellungen for these tests. */
const inbox = "kontakt-team@example.at";
const second = "zweite-adresse@example.at";

/** Stores the alert addresses of Einstellungen (null: none stored, the defaults apply). */
async function storeAlertAddresses(emails: string[] | null): Promise<void> {
  if (emails === null) await getDb().appSetting.deleteMany({ where: { key: "notifications" } });
  else
    await getDb().appSetting.upsert({
      where: { key: "notifications" },
      create: { key: "notifications", value: { emails } },
      update: { value: { emails } },
    });
  clearSettingsCache();
}

let fakeResend: FakeResend;

/** The outbox row queued for a stored contact message. */
function outboxRowOf(messageId: number) {
  return getDb().emailOutbox.findFirstOrThrow({
    where: { idempotencyKey: { startsWith: `contact-message-${messageId}-` } },
  });
}

/**
 * Runs `fn` with the contact route and the outbox loaded while RESEND_API_KEY, RESEND_BASE_URL (the
 * fake server) and CONTACT_INBOX_EMAIL are set (see `withEnv`).
 */
async function withResendEnv<T>(
  fn: (post: typeof postContact, deliver: typeof deliverOutboxEmail) => Promise<T>,
): Promise<T> {
  // The settings cache lives on globalThis: cleared so that the isolated modules read the starting value anew.
  clearSettingsCache();
  return withEnv({ ...resendEnv(fakeResend), CONTACT_INBOX_EMAIL: "team@example.at" }, async () => {
    const { POST } = await import("@/app/api/contact/route");
    const outbox = await import("@/lib/email/outbox");
    return fn(POST, outbox.deliverOutboxEmail);
  });
}

beforeAll(async () => {
  fakeResend = await startFakeResend();
});

beforeEach(() => fakeResend.reset());
afterEach(() => clearSettingsCache());

afterEach(() => jest.restoreAllMocks());

afterAll(async () => {
  await storeAlertAddresses(null);
  await fakeResend.close();
  await closeDb();
});

describe("POST /api/contact", () => {
  it("stores a valid message, queues the e-mail without sending it, and the delivery logs it when no Resend key is set", async () => {
    expect(env.RESEND_API_KEY).toBeUndefined(); // precondition of this test run
    await storeAlertAddresses([inbox, second]);
    const info = jest.spyOn(logger, "info").mockImplementation((() => undefined) as never);

    const response = await postContact(contactRequest({ ...valid, name: "  Sabine Koller  " }));
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ ok: true });

    const row = await getDb().contactMessage.findFirstOrThrow({
      where: { email: valid.email },
      orderBy: { id: "desc" },
    });
    expect(row).toMatchObject({ name: "Sabine Koller", subject: valid.subject, message: valid.message });
    expect(Date.now() - row.createdAt.getTime()).toBeLessThan(60_000);

    // The request only queued the e-mail.
    const queued = await outboxRowOf(row.id);
    expect(queued).toMatchObject({
      to: [inbox, second],
      replyTo: valid.email,
      subject: "Neue Kontaktanfrage: Frage zur Badsanierung",
      status: "pending",
      attempts: 0,
      sentAt: null,
    });
    const emailLogLines = () =>
      info.mock.calls.map((args) => (args as unknown[]).join(" ")).filter((line) => line.includes("RESEND_API_KEY"));
    expect(emailLogLines()).toEqual([]);

    await expect(deliverOutboxEmail(queued.id)).resolves.toEqual({ status: "sent", providerId: "logged" });
    expect(await getDb().emailOutbox.findUniqueOrThrow({ where: { id: queued.id } })).toMatchObject({
      status: "sent",
      providerId: "logged",
      attempts: 1,
      lastError: null,
    });
    const logged = info.mock.calls.map((args) => (args as unknown[]).join(" ")).join("\n");
    expect(logged).toContain(`An: ${inbox}, ${second}`);
    expect(logged).toContain(`Antwort an: ${valid.email}`);
    expect(logged).toContain("Betreff: Neue Kontaktanfrage: Frage zur Badsanierung");
    expect(logged).toContain("Name: Sabine Koller");
  });

  it("sends the notification to the active admins while Einstellungen has no alert address", async () => {
    await storeAlertAddresses(null);
    expect(env.CONTACT_INBOX_EMAIL).toBeUndefined(); // precondition: no starting value either
    const admin = await createAdminAccount("kontakt-alarm-admin@example.at");
    const response = await postContact(contactRequest({ ...valid, subject: "An die Admins bitte" }));
    expect(response.status).toBe(201);
    const message = await getDb().contactMessage.findFirstOrThrow({ where: { subject: "An die Admins bitte" } });
    const admins = await getDb().user.findMany({
      where: { role: "admin", disabledAt: null },
      select: { email: true },
      orderBy: { id: "asc" },
    });
    expect((await outboxRowOf(message.id)).to).toEqual(admins.map((row) => row.email));
    expect(admins.map((row) => row.email)).toContain(admin.email);
  });

  it("answers each too-short field with the spec's German message and stores nothing", async () => {
    const before = await messageCount();
    const response = await postContact(
      contactRequest({ name: "S", email: "sabine@", subject: "Bad", message: "Hallo" }),
    );
    expect(response.status).toBe(400);
    expect(((await response.json()) as { errors: Record<string, string> }).errors).toEqual({
      name: "Name muss mindestens 2 Zeichen lang sein",
      email: "Bitte geben Sie eine gültige E-Mail-Adresse ein",
      subject: "Betreff muss mindestens 5 Zeichen lang sein",
      message: "Nachricht muss mindestens 10 Zeichen lang sein",
    });
    expect(await messageCount()).toBe(before);
  });

  it("counts whitespace-only input as too short", async () => {
    const response = await postContact(contactRequest({ ...valid, subject: "       ", message: " \n  \n  " }));
    expect(response.status).toBe(400);
    expect(((await response.json()) as { errors: Record<string, string> }).errors).toEqual({
      subject: "Betreff muss mindestens 5 Zeichen lang sein",
      message: "Nachricht muss mindestens 10 Zeichen lang sein",
    });
  });

  it.each([
    ["name", "Name muss mindestens 2 Zeichen lang sein"],
    ["email", "Bitte geben Sie eine gültige E-Mail-Adresse ein"],
    ["subject", "Betreff muss mindestens 5 Zeichen lang sein"],
    ["message", "Nachricht muss mindestens 10 Zeichen lang sein"],
  ] as const)("answers a missing %s with the same message", async (field, message) => {
    const { [field]: _missing, ...rest } = valid;
    const response = await postContact(contactRequest(rest));
    expect(response.status).toBe(400);
    expect(((await response.json()) as { errors: Record<string, string> }).errors).toEqual({ [field]: message });
  });

  it("rejects over-long fields", async () => {
    const response = await postContact(contactRequest({ ...valid, message: "x".repeat(5001) }));
    expect(response.status).toBe(400);
    expect(((await response.json()) as { errors: Record<string, string> }).errors).toEqual({
      message: "Nachricht darf höchstens 5000 Zeichen lang sein",
    });
  });

  it("answers 400 for malformed JSON", async () => {
    const response = await postContact(contactRequest("{ name: "));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: "Ungültiges JSON im Anfragetext." });
  });

  it("answers 413 for a body over 64 KB and stores nothing", async () => {
    const before = await messageCount();
    const response = await postContact(contactRequest({ ...valid, padding: "x".repeat(70 * 1024) }));
    expect(response.status).toBe(413);
    expect(await messageCount()).toBe(before);
  });

  it("drops a message with a filled honeypot: 400, nothing stored, no e-mail", async () => {
    const before = await messageCount();
    const emailsBefore = await getDb().emailOutbox.count();
    const response = await postContact(contactRequest({ ...valid, website: "https://spam.example" }));
    expect(response.status).toBe(400);
    expect(await messageCount()).toBe(before);
    expect(await getDb().emailOutbox.count()).toBe(emailsBefore);
  });

  it("rejects a cross-site Origin", async () => {
    const response = await postContact(contactRequest(valid, { origin: "https://evil.example" }));
    expect(response.status).toBe(403);
  });

  it(`limits messages per IP to CONTACT_RATE_LIMIT_PER_HOUR with 429`, async () => {
    const limit = env.CONTACT_RATE_LIMIT_PER_HOUR;
    const headers = { "x-forwarded-for": "192.0.2.44" };
    for (let i = 0; i < limit; i++) {
      expect((await postContact(contactRequest({}, headers))).status).toBe(400);
    }
    const response = await postContact(contactRequest(valid, headers));
    expect(response.status).toBe(429);
    expect(response.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(((await response.json()) as { message: string }).message).toBe(
      "Zu viele Anfragen von Ihrer Verbindung. Bitte versuchen Sie es später erneut.",
    );
    // Another address is not affected.
    const emailsBefore = await getDb().emailOutbox.count();
    expect((await postContact(contactRequest(valid))).status).toBe(201);
    expect(await getDb().emailOutbox.count()).toBe(emailsBefore + 1);
  });
});

describe("e-mail through Resend (local fake server)", () => {
  // Nothing saved in Einstellungen: CONTACT_INBOX_EMAIL ("team@example.at") is the starting value of the alert addresses.
  beforeAll(() => storeAlertAddresses(null));

  it("POST /api/contact queues the notification and its delivery sends it when RESEND_API_KEY and RESEND_BASE_URL are set", async () => {
    const outcome = await withResendEnv(async (post, deliver) => {
      const response = await post(contactRequest({ ...valid, subject: "Termin <Besichtigung> & Angebot" }));
      expect(response.status).toBe(201);
      expect(fakeResend.requests).toHaveLength(0); // not sent during the request
      const message = await getDb().contactMessage.findFirstOrThrow({
        where: { subject: "Termin <Besichtigung> & Angebot" },
      });
      return deliver((await outboxRowOf(message.id)).id);
    });
    expect(outcome).toEqual({ status: "sent", providerId: "email_fake_1" });

    expect(fakeResend.requests).toHaveLength(1);
    const [sent] = fakeResend.requests;
    expect(sent).toMatchObject({ method: "POST", path: "/emails" });
    expect(sent!.headers.authorization).toBe("Bearer re_test_key");
    expect(sent!.headers["idempotency-key"]).toMatch(/^contact-message-\d+-\d+$/);
    expect(sent!.body).toMatchObject({
      to: "team@example.at",
      reply_to: valid.email,
      subject: "Neue Kontaktanfrage: Termin <Besichtigung> & Angebot",
    });
    expect(sent!.body.text).toContain(valid.message);
    expect(sent!.body.html).toContain("Termin &lt;Besichtigung&gt; &amp; Angebot");
    expect(sent!.body.html).not.toContain("<Besichtigung>");
  });

  it("POST /api/contact answers 201 and keeps message and e-mail when Resend rejects the delivery", async () => {
    fakeResend.reply = { status: 500, body: { statusCode: 500, name: "internal_server_error", message: "Störung" } };
    const error = jest.spyOn(logger, "error").mockImplementation((() => undefined) as never);

    const outboxId = await withResendEnv(async (post, deliver) => {
      const response = await post(contactRequest({ ...valid, subject: "E-Mail-Ausfall-Test" }));
      expect(response.status).toBe(201);
      const message = await getDb().contactMessage.findFirstOrThrow({ where: { subject: "E-Mail-Ausfall-Test" } });
      const { id } = await outboxRowOf(message.id);
      // (EmailSendError of the isolated module registry: compared by name)
      await expect(deliver(id)).rejects.toMatchObject({ name: "EmailSendError" });
      return id;
    });

    expect(fakeResend.requests).toHaveLength(1);
    expect(await getDb().contactMessage.count({ where: { subject: "E-Mail-Ausfall-Test" } })).toBe(1);
    const row = await getDb().emailOutbox.findUniqueOrThrow({ where: { id: outboxId } });
    expect(row).toMatchObject({ status: "pending", attempts: 1, sentAt: null, providerId: null });
    expect(row.lastError).toContain("Störung");
    expect(error).toHaveBeenCalledWith(expect.anything(), expect.stringContaining("wird wiederholt"));
  });

  it("createEmailSender sends to, subject, text, html and reply_to to POST /emails", async () => {
    const send = createEmailSender({
      apiKey: "re_injected",
      baseUrl: `${fakeResend.url}/`,
      from: "Renovio <noreply@renovio.at>",
    });
    const content = contactMessageEmail({ ...valid, name: "<b>Eve</b>", createdAt: new Date("2025-07-14T08:30:00Z") });

    const result = await send({ ...content, to: "team@example.at", replyTo: valid.email });

    expect(result).toEqual({ delivery: "sent", id: "email_fake_1" });
    expect(fakeResend.requests).toHaveLength(1);
    const [sent] = fakeResend.requests;
    expect(sent).toMatchObject({ method: "POST", path: "/emails" });
    expect(sent!.body).toEqual(
      expect.objectContaining({
        from: "Renovio <noreply@renovio.at>",
        to: "team@example.at",
        reply_to: valid.email,
        subject: "Neue Kontaktanfrage: Frage zur Badsanierung",
        text: content.text,
        html: content.html,
      }),
    );
    expect(content.text).toContain("Eingegangen: 14.07.2025, 10:30"); // Vienna summer time
    expect(content.html).toContain("&lt;b&gt;Eve&lt;/b&gt;");
    expect(content.html).not.toContain("<b>Eve</b>");
  });

  it("throws EmailSendError when Resend answers an error", async () => {
    fakeResend.reply = {
      status: 422,
      body: { statusCode: 422, name: "validation_error", message: "Invalid `to` field." },
    };
    const send = createEmailSender({
      apiKey: "re_injected",
      baseUrl: fakeResend.url,
      from: "Renovio <noreply@renovio.at>",
    });

    const sending = send({ to: "kaputt", subject: "Test", text: "Hallo" });
    await expect(sending).rejects.toBeInstanceOf(EmailSendError);
    await expect(sending).rejects.toThrow('E-Mail "Test" an kaputt konnte nicht gesendet werden: Invalid `to` field.');
  });

  it("throws EmailSendError when Resend is unreachable", async () => {
    const send = createEmailSender({
      apiKey: "re_injected",
      baseUrl: "http://127.0.0.1:9",
      from: "x <x@example.at>",
      timeoutMs: 2000,
    });
    await expect(send({ to: "team@example.at", subject: "Test", text: "Hallo" })).rejects.toBeInstanceOf(
      EmailSendError,
    );
  });
});
