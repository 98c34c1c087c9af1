// The request wrapper (lib/http/route.ts) on real route handlers: origin check,
// 415, 413, 400, the client address through a real socket, 503 while the database refuses
// connections and recovery afterwards, /api/health and /api/ready.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import pg from "pg";
import { POST as postContact } from "@/app/api/contact/route";
import { GET as health } from "@/app/api/health/route";
import { GET as ready } from "@/app/api/ready/route";
import { GET as listQuizzes } from "@/app/api/quizzes/route";
import { POST as assignLead } from "@/app/api/admin/assign-lead/route";
import { closeDb, getDb } from "@/lib/db";
import { env } from "@/lib/env";
import { CLIENT_ADDRESS_MARKER, establishClientAddress } from "@/lib/http/client-address";
import { startWorkers } from "@/lib/jobs/workers";
import { stopJobs } from "@/lib/jobs/boss";
import { createAdminAccount } from "../support/auth";

const BASE = "http://localhost:3000";

function contact(init: { body?: string; headers?: Record<string, string> }): Promise<Response> {
  return postContact(
    new Request(`${BASE}/api/contact`, { method: "POST", body: init.body, headers: init.headers ?? {} }),
  );
}

afterAll(async () => {
  await closeDb();
});

describe("request checks in order", () => {
  it("refuses a foreign Origin and a cross-site fetch without Origin (403)", async () => {
    const foreign = await contact({
      body: "{}",
      headers: { "content-type": "application/json", origin: "https://evil.example" },
    });
    expect(foreign.status).toBe(403);
    const crossSite = await contact({
      body: "{}",
      headers: { "content-type": "application/json", "sec-fetch-site": "cross-site" },
    });
    expect(crossSite.status).toBe(403);
    expect(((await crossSite.json()) as { message: string }).message).toBe("Ungültige Herkunft der Anfrage.");
  });

  it("needs a same-origin signal for cookie-authenticated changes", async () => {
    const admin = await createAdminAccount("wrapper-admin@example.at");
    const body = JSON.stringify({ projectId: 1, companyId: 1 });
    const withoutSignal = await assignLead(
      new Request(`${BASE}/api/admin/assign-lead`, {
        method: "POST",
        body,
        headers: { "content-type": "application/json", cookie: admin.cookie },
      }),
    );
    expect(withoutSignal.status).toBe(403);
    const sameOrigin = await assignLead(
      new Request(`${BASE}/api/admin/assign-lead`, {
        method: "POST",
        body,
        headers: { "content-type": "application/json", cookie: admin.cookie, "sec-fetch-site": "same-origin" },
      }),
    );
    expect(sameOrigin.status).not.toBe(403);
  });

  it("answers 415 for a body that is not JSON, 413 over 64 KB and 400 for malformed JSON, in German", async () => {
    const form = await contact({
      body: "name=x",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: BASE },
    });
    expect(form.status).toBe(415);
    expect(((await form.json()) as { message: string }).message).toContain("JSON");
    const big = await contact({
      body: JSON.stringify({ message: "x".repeat(70 * 1024) }),
      headers: { "content-type": "application/json", origin: BASE },
    });
    expect(big.status).toBe(413);
    const broken = await contact({
      body: "{nicht json",
      headers: { "content-type": "application/json", origin: BASE },
    });
    expect(broken.status).toBe(400);
    expect(((await broken.json()) as { message: string }).message).toBe("Ungültiges JSON im Anfragetext.");
  });

  it("answers 400 with German field errors from the schema", async () => {
    const response = await contact({
      body: JSON.stringify({ name: "" }),
      headers: { "content-type": "application/json", origin: BASE, "x-forwarded-for": "10.55.0.1" },
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { errors: Record<string, string> };
    expect(Object.keys(body.errors)).toEqual(expect.arrayContaining(["name", "email", "message"]));
  });
});

describe("client address through the app's server", () => {
  let server: Server;
  let port: number;

  beforeAll(async () => {
    (globalThis as Record<symbol, unknown>)[CLIENT_ADDRESS_MARKER] = true;
    // A miniature of scripts/server.ts: the peer is established, then the route handler runs.
    server = createServer(async (req, res) => {
      establishClientAddress(req, 0);
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers)) if (typeof value === "string") headers.set(name, value);
      const response = await postContact(
        new Request(`${BASE}${req.url}`, { method: req.method, headers, body: Buffer.concat(chunks) }),
      );
      res.writeHead(response.status, { "content-type": "application/json" });
      res.end(await response.text());
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    delete (globalThis as Record<symbol, unknown>)[CLIENT_ADDRESS_MARKER];
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it("30 requests with rotating X-Forwarded-For meet 429 at the per-IP limit", async () => {
    await getDb().rateLimit.deleteMany({ where: { key: { startsWith: "contact" } } });
    const statuses: number[] = [];
    for (let i = 0; i < 30; i += 1) {
      const response = await fetch(`http://127.0.0.1:${port}/api/contact`, {
        method: "POST",
        // An invalid message: the limit counts before validation, so nothing is stored.
        body: JSON.stringify({ name: "" }),
        headers: {
          "content-type": "application/json",
          origin: BASE,
          "x-forwarded-for": `198.51.100.${i}`,
          "x-real-ip": `192.0.2.${i}`,
        },
      });
      statuses.push(response.status);
    }
    expect(statuses.filter((status) => status === 400)).toHaveLength(env.CONTACT_RATE_LIMIT_PER_HOUR);
    expect(statuses.slice(env.CONTACT_RATE_LIMIT_PER_HOUR).every((status) => status === 429)).toBe(true);
  });
});

describe("health, readiness and an unreachable database", () => {
  const databaseName = new URL(process.env.DATABASE_URL!).pathname.slice(1);
  let admin: pg.Client;

  beforeAll(async () => {
    const url = new URL(process.env.DATABASE_URL!);
    url.pathname = "/postgres";
    admin = new pg.Client({ connectionString: url.toString() });
    await admin.connect();
  });

  afterAll(async () => {
    await admin.query(`ALTER DATABASE "${databaseName}" ALLOW_CONNECTIONS true`).catch(() => undefined);
    await admin.end();
    await stopJobs();
  });

  it("/api/health answers 200; /api/ready 503 without the job worker and 200 with it", async () => {
    expect((await health(new Request(`${BASE}/api/health`))).status).toBe(200);
    const before = await ready(new Request(`${BASE}/api/ready`));
    expect(before.status).toBe(503);
    expect(
      ((await before.json()) as { checks: { jobs: { ok: boolean }; migrations: { ok: boolean } } }).checks,
    ).toMatchObject({
      jobs: { ok: false },
      migrations: { ok: true },
    });
    await startWorkers();
    const after = await ready(new Request(`${BASE}/api/ready`));
    expect(after.status).toBe(200);
  });

  it("answers 503 with Retry-After while the database refuses connections, and 200 again afterwards without a restart", async () => {
    expect((await listQuizzes(new Request(`${BASE}/api/quizzes`))).status).toBe(200);
    await stopJobs();
    await admin.query(`ALTER DATABASE "${databaseName}" ALLOW_CONNECTIONS false`);
    await admin.query(
      "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()",
      [databaseName],
    );
    try {
      const down = await listQuizzes(new Request(`${BASE}/api/quizzes`));
      expect(down.status).toBe(503);
      expect(down.headers.get("retry-after")).toBe("10");
      expect(((await down.json()) as { message: string }).message).toContain("vorübergehend nicht erreichbar");
      expect((await ready(new Request(`${BASE}/api/ready`))).status).toBe(503);
      expect((await health(new Request(`${BASE}/api/health`))).status).toBe(200);
    } finally {
      await admin.query(`ALTER DATABASE "${databaseName}" ALLOW_CONNECTIONS true`);
    }
    let status = 0;
    for (let attempt = 0; attempt < 20 && status !== 200; attempt += 1) {
      status = (await listQuizzes(new Request(`${BASE}/api/quizzes`))).status;
      if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(status).toBe(200);
  });
});
