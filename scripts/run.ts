/**
 * `npm run dev` / `npm start`: the production check (lib/production-check.ts; `--check-only` exits
 * after it), then migrates and seeds DATABASE_URL or, without it, the embedded PGlite database in
 * `.data/pglite`, builds for `start` when no build exists, and runs scripts/server.ts on PORT/HOST
 * (default 127.0.0.1:3000). Runs with the react-server condition (lib/ is server-only); the server
 * it spawns runs without it, as Next.js requires.
 */
import "./load-env";
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import { env } from "../lib/env";
import { productionProblems, productionRefusal } from "../lib/production-check";
import { startEmbeddedPostgres, type EmbeddedPostgres } from "./db/embedded";
import { migrate } from "./db/migrate";
import { appServerArgs } from "./lib/child-process";
import { seed } from "../prisma/seed";
import { startFakeRegisters } from "./lib/fake-registers";

const args = process.argv.slice(2);
const mode = args.includes("start") ? "start" : "dev";
const checkOnly = args.includes("--check-only");
const root = process.cwd();

function ensurePrismaClient(): void {
  if (existsSync(path.join(root, "lib/generated/prisma/client.ts"))) return;
  const result = spawnSync("node", ["scripts/prisma-generate.mjs"], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

async function main(): Promise<void> {
  const problems = productionProblems(env);
  if (problems.length > 0) {
    console.error(productionRefusal(env.SITE_URL, problems));
    process.exit(1);
  }
  if (checkOnly) {
    console.log("Einstellungen geprüft: keine Probleme.");
    process.exit(0);
  }

  ensurePrismaClient();
  let embedded: EmbeddedPostgres | undefined;
  let databaseUrl = env.DATABASE_URL;
  if (!databaseUrl) {
    const dataDir = path.join(root, ".data", "pglite");
    mkdirSync(dataDir, { recursive: true });
    embedded = await startEmbeddedPostgres(dataDir, 0);
    databaseUrl = embedded.url;
    console.log(`Eingebettete Datenbank (PGlite, Daten in ${dataDir}) läuft unter ${databaseUrl}`);
    console.log(`  Für Skripte wie npm run user:invite: DATABASE_URL=${databaseUrl}`);
  }

  const applied = await migrate(databaseUrl, { log: (line) => console.log(line) });
  console.log(applied.length ? `Migrationen angewendet: ${applied.join(", ")}` : "Datenbank ist aktuell.");
  // A generated admin password only ever on the embedded database (printed once at the first start);
  // migrating and seeding are idempotent, so a restart changes no data.
  await seed(databaseUrl, { allowDevPassword: embedded !== undefined, log: (line) => console.log(line) });

  const distDir = process.env.NEXT_DIST_DIR || ".next";
  if (mode === "start" && !existsSync(path.join(root, distDir, "BUILD_ID"))) {
    console.log("Kein Produktions-Build gefunden: next build ...");
    const build = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }

  // Development without a GISA key checks companies against local fake registers (README, "Official registers").
  const registers = mode === "dev" && !env.GISA_API_KEY ? await startFakeRegisters() : undefined;
  if (registers) {
    console.log(
      `Registerprüfungen: lokale Test-Register (VIES, GISA, Firmenbuch) unter ${registers.url}; GISA-Zahlen 10000001–10000005 sind Beispiele`,
    );
  }
  const registerEnv = registers
    ? {
        VIES_BASE_URL: registers.viesBaseUrl,
        GISA_BASE_URL: registers.gisaBaseUrl,
        GISA_API_KEY: registers.gisaApiKey,
        FIRMENBUCH_BASE_URL: registers.firmenbuchBaseUrl,
        FIRMENBUCH_API_KEY: registers.firmenbuchApiKey,
      }
    : {};

  const serverArgs = appServerArgs({
    dev: mode === "dev",
    port: process.env.PORT || "3000",
    hostname: env.HOST,
    trustedProxyHops: env.TRUSTED_PROXY_HOPS ?? 0,
  });
  const child = spawn(process.execPath, serverArgs, {
    stdio: "inherit",
    env: {
      ...process.env,
      NODE_ENV: mode === "start" ? "production" : "development",
      DATABASE_URL: databaseUrl,
      ...registerEnv,
      // pglite-socket serves every connection from one PGlite session and can interleave the
      // messages of concurrent connections; with the embedded database the app uses one connection.
      ...(embedded ? { DATABASE_POOL_SIZE: "1" } : {}),
    },
  });

  const shutdown = async (code: number) => {
    await embedded?.stop().catch(() => undefined);
    await registers?.close().catch(() => undefined);
    process.exit(code);
  };
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.on(signal, () => child.kill(signal));
  }
  child.on("exit", (code) => void shutdown(code ?? 0));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
