/**
 * A stand-in for Resend's API on 127.0.0.1 for integration tests: records every request (method,
 * path, headers, JSON body) and answers `reply` (default 200 `{ id: "email_fake_1" }`). Point the app
 * at it with RESEND_BASE_URL (see `withEnv`) or `createEmailSender({ baseUrl: fake.url, … })`.
 *
 * @example
 *   const fake = await startFakeResend();
 *   fake.reply = { status: 500, body: { statusCode: 500, name: "internal_server_error", message: "Störung" } };
 *   …
 *   await fake.close();
 */
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { getDb } from "@/lib/db";
import { deliverOutboxEmail } from "@/lib/email/outbox";
import { createEmailSender } from "@/lib/email/send-email";

/** One request the fake server received. */
export interface FakeResendRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: Record<string, unknown>;
}

export interface FakeResend {
  /** Base URL, e.g. "http://127.0.0.1:41234". */
  url: string;
  /** Every request received, oldest first (clear with `requests.length = 0`). */
  requests: FakeResendRequest[];
  /** The answer to the next requests. */
  reply: { status: number; body: unknown };
  /** Clears the recorded requests and restores the default 200 answer. */
  reset(): void;
  close(): Promise<void>;
}

const DEFAULT_REPLY = { status: 200, body: { id: "email_fake_1" } };

/** Starts the fake server on a free port of 127.0.0.1. */
export async function startFakeResend(): Promise<FakeResend> {
  const fake = {
    requests: [] as FakeResendRequest[],
    reply: { ...DEFAULT_REPLY },
    reset() {
      fake.requests.length = 0;
      fake.reply = { ...DEFAULT_REPLY };
    },
  };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const raw = Buffer.concat(chunks).toString("utf8");
      fake.requests.push({
        method: req.method ?? "",
        path: req.url ?? "",
        headers: req.headers,
        body: raw ? JSON.parse(raw) : {},
      });
      res.writeHead(fake.reply.status, { "content-type": "application/json" });
      res.end(JSON.stringify(fake.reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  });
}

/**
 * Runs `fn` with environment variables set and a fresh module registry: lib/env.ts parses the
 * environment once on import, so modules that must see the overrides (e.g. RESEND_API_KEY and
 * RESEND_BASE_URL pointing at the fake server) have to be imported inside `fn`
 * (`await import("@/lib/email/outbox")`). The variables are restored afterwards.
 */
export async function withEnv<T>(overrides: Record<string, string>, fn: () => Promise<T>): Promise<T> {
  const saved = Object.fromEntries(Object.keys(overrides).map((name) => [name, process.env[name]]));
  Object.assign(process.env, overrides);
  try {
    let result: T | undefined;
    await jest.isolateModulesAsync(async () => {
      result = await fn();
    });
    return result as T;
  } finally {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
}

/** The overrides that send e-mails to `fake` with a dummy API key. */
export function resendEnv(fake: FakeResend): Record<string, string> {
  return { RESEND_API_KEY: "re_test_key", RESEND_BASE_URL: fake.url };
}

/**
 * Delivers the queued outbox e-mail with `idempotencyKey` to `fake` (through the real outbox
 * delivery) and returns the one request the fake received for it. Fails the test when the row is
 * missing, was not sent, or arrived other than exactly once.
 */
export async function deliverToFake(fake: FakeResend, idempotencyKey: string): Promise<FakeResendRequest> {
  const row = await getDb().emailOutbox.findUnique({ where: { idempotencyKey }, select: { id: true } });
  if (!row) throw new Error(`Keine E-Mail mit dem Schlüssel ${idempotencyKey} in der Outbox`);
  const send = createEmailSender({ apiKey: "re_test_key", baseUrl: fake.url, from: "Renovio <noreply@renovio.at>" });
  const outcome = await deliverOutboxEmail(row.id, { send });
  if (outcome.status !== "sent") throw new Error(`E-Mail ${idempotencyKey} nicht gesendet: ${outcome.status}`);
  const received = fake.requests.filter((sent) => sent.headers["idempotency-key"] === idempotencyKey);
  if (received.length !== 1) throw new Error(`E-Mail ${idempotencyKey} ${received.length}-mal empfangen`);
  return received[0]!;
}
