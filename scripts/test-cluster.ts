/**
 * `npm run test:cluster`: the multi-instance suite (tests/cluster) against the local cluster of
 * scripts/cluster.ts, a fresh database and a stand-in for Resend's API that counts every delivery.
 * CLUSTER_BUILD_FROM=<folder> copies that finished build into both instance folders (`npm test`
 * passes the e2e stage's `.next`); without it `.next-cluster-test-a` is built fresh.
 */
import "./load-env";
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { rmSync } from "node:fs";
import { buildInto, startCluster } from "./cluster";
import { createTestDatabase } from "../tests/support/test-database";

const DIST_DIRS = [".next-cluster-test-a", ".next-cluster-test-b"];

/** Resend's API as far as the app uses it: records each POST /emails; GET /__requests lists them. */
async function startFakeResend(): Promise<{ url: string; close(): Promise<void> }> {
  const requests: { path: string; idempotencyKey: string | null; to: unknown; subject: unknown }[] = [];
  let counter = 0;
  const server = createServer((req, res) => {
    if (req.method === "GET" && req.url === "/__requests") {
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify(requests));
      return;
    }
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const body = JSON.parse(Buffer.concat(chunks).toString("utf8") || "{}") as { to?: unknown; subject?: unknown };
      const key = req.headers["idempotency-key"];
      requests.push({
        path: req.url ?? "",
        idempotencyKey: typeof key === "string" ? key : null,
        to: body.to,
        subject: body.subject,
      });
      counter += 1;
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify({ id: `email_cluster_${counter}` }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

async function main(): Promise<number> {
  let buildFrom = process.env.CLUSTER_BUILD_FROM || undefined;
  if (!buildFrom) {
    rmSync(DIST_DIRS[0]!, { recursive: true, force: true });
    if (!buildInto(DIST_DIRS[0]!, `cluster-test-${Date.now().toString(36)}`)) return 1;
    buildFrom = DIST_DIRS[0];
  }

  const fakeResend = await startFakeResend();
  const db = await createTestDatabase("mp_cluster");
  const started = Date.now();
  try {
    const cluster = await startCluster({
      databaseUrl: db.url,
      distDirs: DIST_DIRS,
      buildFrom,
      env: {
        // Every test request comes from 127.0.0.1: the quiz load must not meet the per-IP limit.
        PROJECT_RATE_LIMIT_PER_HOUR: "10000",
        RESEND_API_KEY: "re_cluster_test",
        RESEND_BASE_URL: fakeResend.url,
        EMAIL_LOG_ONLY: "",
        // Bathroom offers without AI (template texts, within seconds); empty beats a .env file.
        OPENAI_API_KEY: "",
        OPENAI_BASE_URL: "",
        LOG_LEVEL: process.env.LOG_LEVEL || "warn",
        AUTH_SECRET: randomBytes(48).toString("base64url"),
      },
      output: "inherit",
    });
    console.log(
      `[test:cluster] Cluster bereit nach ${Math.round((Date.now() - started) / 1000)} s: ${cluster.state.proxyUrl}`,
    );
    try {
      // Asynchronously: the fake Resend server in this process must keep answering while jest runs.
      const jest = spawn("npx", ["jest", "-c", "tests/cluster/jest.config.mjs", ...process.argv.slice(2)], {
        stdio: "inherit",
        env: {
          ...process.env,
          CLUSTER_STATE_FILE: cluster.stateFile,
          DATABASE_URL: db.url,
          FAKE_RESEND_URL: fakeResend.url,
        },
      });
      return await new Promise<number>((resolve) => jest.once("exit", (code) => resolve(code ?? 1)));
    } finally {
      await cluster.stop();
    }
  } finally {
    await db.drop().catch(() => undefined);
    await fakeResend.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
