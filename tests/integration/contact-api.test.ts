/**
 * POST /api/contact against a real, migrated PostgreSQL database, and the e-mail it triggers:
 * logged when RESEND_API_KEY is unset, sent to a local fake Resend server when it is set.
 */
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { POST as postContact } from "@/app/api/contact/route";
import { siteConfig } from "@/lib/config";
import { getDb } from "@/lib/db";
import { createEmailSender, EmailSendError } from "@/lib/email/send-email";
import { contactMessageEmail } from "@/lib/email/templates";
import { env } from "@/lib/env";

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
const inbox = env.CONTACT_INBOX_EMAIL ?? siteConfig.email;

/** A stand-in for Resend's API on 127.0.0.1 that records every request and answers `reply`. */
interface FakeResend {
  url: string;
  requests: { method: string; path: string; headers: IncomingHttpHeaders; body: Record<string, unknown> }[];
  reply: { status: number; body: unknown };
  close(): Promise<void>;
}

async function startFakeResend(): Promise<FakeResend> {
  const fake: Omit<FakeResend, "url" | "close"> = { requests: [], reply: { status: 200, body: { id: "email_fake_1" } } };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const raw = Buffer.concat(chunks).toString("utf8");
      fake.requests.push({ method: req.method ?? "", path: req.url ?? "", headers: req.headers, body: raw ? JSON.parse(raw) : {} });
      res.writeHead(fake.reply.status, { "content-type": "application/json" });
      res.end(JSON.stringify(fake.reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  });
}

let fakeResend: FakeResend;

/**
 * Runs `fn` with the contact route loaded in a fresh module registry while RESEND_API_KEY,
 * RESEND_BASE_URL (the fake server) and CONTACT_INBOX_EMAIL are set: lib/env.ts parses the
 * environment on import, so the route imported at the top of this file keeps logging e-mails.
 */
async function withResendEnv<T>(fn: (post: typeof postContact) => Promise<T>): Promise<T> {
  const overrides = { RESEND_API_KEY: "re_test_key", RESEND_BASE_URL: fakeResend.url, CONTACT_INBOX_EMAIL: "team@example.at" };
  const saved = Object.fromEntries(Object.keys(overrides).map((name) => [name, process.env[name]]));
  Object.assign(process.env, overrides);
  try {
    let result: T | undefined;
    await jest.isolateModulesAsync(async () => {
      const { POST } = await import("@/app/api/contact/route");
      result = await fn(POST);
    });
    return result as T;
  } finally {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
}

beforeAll(async () => {
  fakeResend = await startFakeResend();
});

beforeEach(() => {
  fakeResend.requests.length = 0;
  fakeResend.reply = { status: 200, body: { id: "email_fake_1" } };
});

afterEach(() => jest.restoreAllMocks());

afterAll(async () => {
  await fakeResend.close();
  await getDb().$disconnect();
});

describe("POST /api/contact", () => {
  it("stores a valid message, answers 201 and logs the e-mail when no Resend key is set", async () => {
    expect(env.RESEND_API_KEY).toBeUndefined(); // precondition of this test run
    const info = jest.spyOn(console, "info").mockImplementation(() => undefined);

    const response = await postContact(contactRequest({ ...valid, name: "  Sabine Koller  " }));
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ ok: true });

    const row = await getDb().contactMessage.findFirstOrThrow({ where: { email: valid.email }, orderBy: { id: "desc" } });
    expect(row).toMatchObject({ name: "Sabine Koller", subject: valid.subject, message: valid.message });
    expect(Date.now() - row.createdAt.getTime()).toBeLessThan(60_000);

    const logged = info.mock.calls.map((args) => args.join(" ")).join("\n");
    expect(logged).toContain(`An: ${inbox}`);
    expect(logged).toContain(`Antwort an: ${valid.email}`);
    expect(logged).toContain("Betreff: Neue Kontaktanfrage: Frage zur Badsanierung");
    expect(logged).toContain("Name: Sabine Koller");
  });

  it("answers each too-short field with the spec's German message and stores nothing", async () => {
    const before = await messageCount();
    const response = await postContact(contactRequest({ name: "S", email: "sabine@", subject: "Bad", message: "Hallo" }));
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
    const info = jest.spyOn(console, "info").mockImplementation(() => undefined);
    const response = await postContact(contactRequest({ ...valid, website: "https://spam.example" }));
    expect(response.status).toBe(400);
    expect(await messageCount()).toBe(before);
    expect(info).not.toHaveBeenCalled();
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
    const info = jest.spyOn(console, "info").mockImplementation(() => undefined);
    expect((await postContact(contactRequest(valid))).status).toBe(201);
    expect(info).toHaveBeenCalled();
  });
});

describe("e-mail through Resend (local fake server)", () => {
  it("POST /api/contact sends the notification when RESEND_API_KEY and RESEND_BASE_URL are set", async () => {
    const response = await withResendEnv((post) => post(contactRequest({ ...valid, subject: "Termin <Besichtigung> & Angebot" })));
    expect(response.status).toBe(201);

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

  it("POST /api/contact still answers 201 and keeps the message when Resend rejects the e-mail", async () => {
    fakeResend.reply = { status: 500, body: { statusCode: 500, name: "internal_server_error", message: "Störung" } };
    const error = jest.spyOn(console, "error").mockImplementation(() => undefined);

    const response = await withResendEnv((post) => post(contactRequest({ ...valid, subject: "E-Mail-Ausfall-Test" })));

    expect(response.status).toBe(201);
    expect(fakeResend.requests).toHaveLength(1);
    expect(await getDb().contactMessage.count({ where: { subject: "E-Mail-Ausfall-Test" } })).toBe(1);
    expect(error).toHaveBeenCalledWith(expect.stringContaining("E-Mail-Benachrichtigung fehlgeschlagen"), expect.any(Error));
    expect(String(error.mock.calls[0]![1])).toContain("Störung");
  });

  it("createEmailSender sends to, subject, text, html and reply_to to POST /emails", async () => {
    const send = createEmailSender({ apiKey: "re_injected", baseUrl: `${fakeResend.url}/`, from: "Renovio <noreply@renovio.at>" });
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
    fakeResend.reply = { status: 422, body: { statusCode: 422, name: "validation_error", message: "Invalid `to` field." } };
    const send = createEmailSender({ apiKey: "re_injected", baseUrl: fakeResend.url, from: "Renovio <noreply@renovio.at>" });

    const sending = send({ to: "kaputt", subject: "Test", text: "Hallo" });
    await expect(sending).rejects.toBeInstanceOf(EmailSendError);
    await expect(sending).rejects.toThrow('E-Mail "Test" an kaputt konnte nicht gesendet werden: Invalid `to` field.');
  });

  it("throws EmailSendError when Resend is unreachable", async () => {
    const send = createEmailSender({ apiKey: "re_injected", baseUrl: "http://127.0.0.1:9", from: "x <x@example.at>", timeoutMs: 2000 });
    await expect(send({ to: "team@example.at", subject: "Test", text: "Hallo" })).rejects.toBeInstanceOf(EmailSendError);
  });
});
