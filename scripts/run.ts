/**
 * `npm run dev` / `npm start`: prepares the database, then runs `next dev` / `next start` on
 * http://localhost:3000 (PORT overrides).
 *
 * - With DATABASE_URL: migrates and seeds that server.
 * - `start` builds first when no production build exists.
 * - Without DATABASE_URL: starts the embedded PGlite server with its data under `.data/pglite` (kept across
 *   restarts), migrates and seeds it, and passes its URL to Next.
 * Migrating and seeding are idempotent, so a restart changes no data and duplicates nothing.
 */
import "./load-env";
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import { env } from "../lib/env";
import { startEmbeddedPostgres, type EmbeddedPostgres } from "./db/embedded";
import { migrate } from "./db/migrate";
import { seed } from "../prisma/seed";

const mode = process.argv[2] === "start" ? "start" : "dev";
const root = process.cwd();

function ensurePrismaClient(): void {
  if (existsSync(path.join(root, "lib/generated/prisma/client.ts"))) return;
  const result = spawnSync("node", ["scripts/prisma-generate.mjs"], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

async function main(): Promise<void> {
  ensurePrismaClient();
  let embedded: EmbeddedPostgres | undefined;
  let databaseUrl = env.DATABASE_URL;
  if (!databaseUrl) {
    const dataDir = path.join(root, ".data", "pglite");
    mkdirSync(dataDir, { recursive: true });
    embedded = await startEmbeddedPostgres(dataDir, 0);
    databaseUrl = embedded.url;
    console.log(`Eingebettete Datenbank (PGlite) läuft: ${dataDir}`);
  }

  const applied = await migrate(databaseUrl, { log: (line) => console.log(line) });
  console.log(applied.length ? `Migrationen angewendet: ${applied.join(", ")}` : "Datenbank ist aktuell.");
  await seed(databaseUrl, { allowDevPassword: mode === "dev", log: (line) => console.log(line) });

  if (mode === "start" && !existsSync(path.join(root, ".next", "BUILD_ID"))) {
    console.log("Kein Produktions-Build gefunden: next build ...");
    const build = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }

  // Next's own binary (not npx), so that stop signals reach the server itself.
  const nextBin = path.join(root, "node_modules", ".bin", "next");
  const child = spawn(nextBin, [mode], {
    stdio: "inherit",
    // pglite-socket serves every connection from one PGlite session and can interleave the
    // messages of concurrent connections; with the embedded database the app uses one connection.
    env: { ...process.env, DATABASE_URL: databaseUrl, ...(embedded ? { DATABASE_POOL_SIZE: "1" } : {}) },
  });

  const shutdown = async (code: number) => {
    await embedded?.stop().catch(() => undefined);
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
