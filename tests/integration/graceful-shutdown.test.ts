/**
 * The app's server on SIGTERM (scripts/server.ts): a request in flight (POST /api/contact whose body's
 * second part arrives after the signal) finishes and its write is committed, new connections are
 * refused, and the process exits 0 within 10 s; X-Instance names the instance. Needs a production
 * build (SHUTDOWN_TEST_DIST_DIR, default `.next`); skipped with a message without one.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import http from "node:http";
import net from "node:net";
import path from "node:path";
import pg from "pg";

const distDir = process.env.SHUTDOWN_TEST_DIST_DIR || ".next";
const hasBuild = existsSync(path.join(process.cwd(), distDir, "BUILD_ID"));
const PORT = 4171;
const INSTANCE = "shutdown-test";

if (!hasBuild) {
  console.warn(
    `graceful-shutdown.test.ts übersprungen: kein Produktions-Build in ${distDir} (SHUTDOWN_TEST_DIST_DIR setzen oder npm run build).`,
  );
}

jest.setTimeout(90_000);

let server: ChildProcess | undefined;
let output = "";

/** Starts scripts/server.ts on the build and resolves once it listens. */
function startServer(): Promise<ChildProcess> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    NEXT_DIST_DIR: distDir,
    INSTANCE_NAME: INSTANCE,
    SITE_URL: `http://127.0.0.1:${PORT}`,
    AUTH_SECRET: "graceful-shutdown-test-secret-0123456789abcdef",
    EMAIL_LOG_ONLY: "true",
    LOG_LEVEL: "warn",
  };
  delete env.REDIS_URL;
  const child = spawn(
    process.execPath,
    ["--import", "tsx", "scripts/server.ts", "--port", String(PORT), "--hostname", "127.0.0.1"],
    {
      env,
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Server nicht bereit:\n${output}`)), 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("Bereit:")) {
        clearTimeout(timer);
        resolve(child);
      }
    };
    child.stdout!.on("data", onData);
    child.stderr!.on("data", onData);
    child.once("exit", (code) => reject(new Error(`Server beendet (${code}) vor dem Start:\n${output}`)));
  });
}

/** Resolves with the error code of a new TCP connection to the server, or "connected". */
function tryConnect(): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect(PORT, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve("connected");
    });
    socket.once("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });
}

afterAll(() => {
  if (server && server.exitCode === null) server.kill("SIGKILL");
});

(hasBuild ? describe : describe.skip)("graceful shutdown of scripts/server.ts", () => {
  it("finishes the request in flight, refuses new connections and exits with 0 within 10 s", async () => {
    server = await startServer();
    const exited = new Promise<{ code: number | null; at: number }>((resolve) =>
      server!.once("exit", (code) => resolve({ code, at: Date.now() })),
    );

    const health = await fetch(`http://127.0.0.1:${PORT}/api/health`);
    expect(health.status).toBe(200);
    expect(health.headers.get("x-instance")).toBe(INSTANCE);

    // The contact alert goes to the active admins when Einstellungen name no alert address.
    const setup = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await setup.connect();
    await setup.query(
      "insert into users (email, role) values ('shutdown-admin@example.at', 'admin') on conflict (email) do nothing",
    );
    await setup.end();

    const subject = `Herunterfahren ${Date.now()}`;
    const body = JSON.stringify({
      name: "Erika Muster",
      email: "erika@example.at",
      subject,
      message: "Diese Nachricht kommt während des Herunterfahrens an.",
    });
    const half = Math.floor(body.length / 2);
    const response = new Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string }>(
      (resolve, reject) => {
        const request = http.request(
          {
            host: "127.0.0.1",
            port: PORT,
            method: "POST",
            path: "/api/contact",
            headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) },
          },
          (res) => {
            let text = "";
            res.on("data", (chunk) => (text += chunk));
            res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
          },
        );
        request.on("error", reject);
        request.write(body.slice(0, half));
        (globalThis as { finishBody?: () => void }).finishBody = () => request.end(body.slice(half));
      },
    );
    // The server has the request (headers and half the body) before the signal.
    await new Promise((resolve) => setTimeout(resolve, 500));

    const signalledAt = Date.now();
    server.kill("SIGTERM");
    // The signal is handled on the event loop, which may still be loading the contact route's modules.
    while (!output.includes("SIGTERM:") && Date.now() - signalledAt < 5000)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await tryConnect()).toBe("ECONNREFUSED");

    (globalThis as { finishBody?: () => void }).finishBody!();
    const answer = await response;
    expect(answer.status).toBe(201);
    expect(answer.headers["x-instance"]).toBe(INSTANCE);
    expect(answer.headers.connection).toBe("close");

    const { code, at } = await exited;
    expect(code).toBe(0);
    expect(at - signalledAt).toBeLessThan(10_000);
    expect(output).toContain("Beendet nach");
    // The production build starts without Next's "next start does not work with output: standalone".
    expect(output).not.toContain("does not work with");
    if (process.env.SHUTDOWN_TEST_VERBOSE) console.log(output);

    // The write of the request in flight is committed, with its e-mail in the outbox.
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    try {
      const { rows } = await client.query<{ id: number }>("select id from contact_messages where subject = $1", [
        subject,
      ]);
      expect(rows).toHaveLength(1);
      const outbox = await client.query("select id from email_outbox where idempotency_key like $1", [
        `contact-message-${rows[0]!.id}-%`,
      ]);
      expect(outbox.rows).toHaveLength(1);
    } finally {
      await client.end();
    }
  });
});
