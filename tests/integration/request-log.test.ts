/**
 * The request log line (lib/http/route.ts, lib/log.ts) names the route pattern, never the path: a
 * request to a link with a token (project room, review invitation, password setup) leaves no token
 * in the log. A client-sent x-request-id is kept only in a strict form.
 */
import { randomBytes, randomUUID } from "node:crypto";
import { Writable } from "node:stream";
import pino from "pino";
import { GET as validateSetupToken } from "@/app/api/auth/validate-setup-token/[token]/route";
import { GET as roomOffers } from "@/app/api/mein-projekt/[token]/offers/route";
import { POST as submitReview } from "@/app/api/reviews/invitation/[token]/route";
import { closeDb } from "@/lib/db";
import { logger } from "@/lib/log";

const BASE = "http://localhost:3000";
let captured = "";
const original = {
  stream: (logger as unknown as Record<symbol, unknown>)[pino.symbols.streamSym],
  level: logger.level,
};

beforeAll(() => {
  // Every request logger is a child of `logger` created per request: it writes through this stream.
  (logger as unknown as Record<symbol, unknown>)[pino.symbols.streamSym] = new Writable({
    write(chunk, _encoding, done) {
      captured += chunk.toString();
      done();
    },
  });
  logger.level = "info";
});

afterAll(async () => {
  (logger as unknown as Record<symbol, unknown>)[pino.symbols.streamSym] = original.stream;
  logger.level = original.level;
  await closeDb();
});

beforeEach(() => {
  captured = "";
});

const token = () => randomBytes(32).toString("base64url");
const params = (value: string) => ({ params: Promise.resolve({ token: value }) });
const lines = () =>
  captured
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>);

it("logs /api/mein-projekt/[token]/offers, not the room token", async () => {
  const secret = token();
  const response = await roomOffers(
    new Request(`${BASE}/api/mein-projekt/${secret}/offers?k=${secret}`),
    params(secret),
  );
  expect(lines()).toContainEqual(
    expect.objectContaining({ route: "/api/mein-projekt/[token]/offers", method: "GET", status: response.status }),
  );
  expect(captured).not.toContain(secret);
});

it("logs /api/reviews/invitation/[token], not the invitation token, nor secrets of the body", async () => {
  const secret = token();
  const body = JSON.stringify({
    rating: 5,
    title: "Sehr gut",
    body: `Alles bestens erledigt, danke! ${secret}`,
    token: secret,
  });
  const response = await submitReview(
    new Request(`${BASE}/api/reviews/invitation/${secret}`, {
      method: "POST",
      body,
      headers: { "content-type": "application/json", origin: BASE },
    }),
    params(secret),
  );
  expect(response.status).toBeGreaterThanOrEqual(400);
  expect(lines()).toContainEqual(expect.objectContaining({ route: "/api/reviews/invitation/[token]", method: "POST" }));
  expect(captured).not.toContain(secret);
});

it("logs /api/auth/validate-setup-token/[token], not the setup token", async () => {
  const secret = token();
  const response = await validateSetupToken(
    new Request(`${BASE}/api/auth/validate-setup-token/${secret}`),
    params(secret),
  );
  expect(response.status).toBe(200);
  expect(lines()).toContainEqual(
    expect.objectContaining({ route: "/api/auth/validate-setup-token/[token]", status: 200 }),
  );
  expect(captured).not.toContain(secret);
});

it("keeps a well-formed x-request-id and replaces any other by a generated UUID", async () => {
  const sent = randomUUID();
  await validateSetupToken(
    new Request(`${BASE}/api/auth/validate-setup-token/x`, { headers: { "x-request-id": sent } }),
    params("x"),
  );
  expect(lines().at(-1)).toMatchObject({ requestId: sent });

  for (const forged of ["a".repeat(65), "id with spaces", "../../etc/passwd", "max@example.at"]) {
    captured = "";
    await validateSetupToken(
      new Request(`${BASE}/api/auth/validate-setup-token/x`, { headers: { "x-request-id": forged } }),
      params("x"),
    );
    const { requestId } = lines().at(-1)!;
    expect(requestId).not.toBe(forged);
    expect(requestId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  }
});
