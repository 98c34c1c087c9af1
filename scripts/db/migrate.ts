/**
 * Applies the SQL migrations in `prisma/migrations/<name>/migration.sql` (Prisma's layout) to a
 * PostgreSQL database and records them in `_prisma_migrations` exactly like `prisma migrate deploy`
 * does (random UUID, sha256 hex checksum of the file, started_at/finished_at, applied_steps_count 1),
 * so Prisma's own tooling sees the database as up to date. Needed because Prisma's schema engine
 * binary cannot be downloaded on these machines. Works against a real server and against the
 * embedded PGlite server (scripts/db/embedded.ts).
 */
import { createHash, randomUUID } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import pg from "pg";

export interface MigrateOptions {
  /** Receives one human-readable line per event (applying, applied, warnings). Default: silent. */
  log?: (line: string) => void;
  /** Folder holding the migration folders. Default: `<cwd>/prisma/migrations` (callers run from the repo root). */
  migrationsDir?: string;
  /** How long to wait for another process's migration lock before giving up (ms). Default 60 000. */
  lockTimeoutMs?: number;
}

/** The key Prisma's schema engine uses for its advisory lock, so we also exclude a concurrent `prisma migrate`. */
const ADVISORY_LOCK_KEY = 72707369;
const LOCK_POLL_MS = 200;

/** Prisma's definition of the bookkeeping table (schema-engine, PostgreSQL flavour). */
const CREATE_MIGRATIONS_TABLE = `CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
    "id"                    VARCHAR(36) PRIMARY KEY NOT NULL,
    "checksum"              VARCHAR(64) NOT NULL,
    "finished_at"           TIMESTAMPTZ,
    "migration_name"        VARCHAR(255) NOT NULL,
    "logs"                  TEXT,
    "rolled_back_at"        TIMESTAMPTZ,
    "started_at"            TIMESTAMPTZ NOT NULL DEFAULT now(),
    "applied_steps_count"   INTEGER NOT NULL DEFAULT 0
)`;

/**
 * A script that manages its own transaction (`BEGIN;` / `COMMIT;` as statements, which Prisma emits
 * e.g. for enum changes) cannot be wrapped in ours; such a script is applied the way Prisma applies
 * every script: row first (unfinished), script, then finished_at.
 */
const OWN_TRANSACTION_CONTROL = /^\s*(BEGIN|COMMIT|ROLLBACK|START\s+TRANSACTION)\s*;/im;

interface LocalMigration {
  name: string;
  script: string;
  checksum: string;
}

interface MigrationRow {
  migration_name: string;
  checksum: string;
  finished_at: Date | null;
  rolled_back_at: Date | null;
}

function sha256Hex(text: string): string {
  return createHash("sha256").update(text, "utf8").digest("hex");
}

/** Like Prisma, a checksum also matches when only the line endings (LF vs CRLF) differ, e.g. after a git checkout on Windows. */
function checksumMatches(script: string, recorded: string): boolean {
  const lf = script.replace(/\r\n/g, "\n");
  return [script, lf, lf.replace(/\n/g, "\r\n")].some((variant) => sha256Hex(variant) === recorded);
}

/** Reads `<dir>/<name>/migration.sql` for every sub-folder, sorted by folder name (Prisma's order). */
async function readLocalMigrations(dir: string): Promise<LocalMigration[]> {
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch (error) {
    throw new Error(`Migrations folder ${dir} cannot be read: ${(error as Error).message}`);
  }
  const names = entries
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const migrations: LocalMigration[] = [];
  for (const name of names) {
    const file = path.join(dir, name, "migration.sql");
    let script: string;
    try {
      script = await readFile(file, "utf8");
    } catch {
      throw new Error(`Migration folder ${name} has no readable migration.sql (${file}).`);
    }
    migrations.push({ name, script, checksum: sha256Hex(script) });
  }
  return migrations;
}

async function acquireLock(client: pg.Client, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { rows } = await client.query<{ locked: boolean }>("SELECT pg_try_advisory_lock($1) AS locked", [
      ADVISORY_LOCK_KEY,
    ]);
    if (rows[0]?.locked) return;
    if (Date.now() >= deadline) {
      throw new Error(
        `Timed out after ${timeoutMs} ms waiting for the migration lock (pg_advisory_lock(${ADVISORY_LOCK_KEY})); ` +
          "another process is migrating this database.",
      );
    }
    await new Promise((resolve) => setTimeout(resolve, LOCK_POLL_MS));
  }
}

/**
 * Checks the recorded history against the files: an applied migration whose file changed, or a
 * migration that started but neither finished nor was rolled back, stops everything.
 * Returns the names that count as applied (rows rolled back with `prisma migrate resolve` do not).
 */
function checkHistory(local: LocalMigration[], rows: MigrationRow[], log: (line: string) => void): Set<string> {
  const byName = new Map(local.map((m) => [m.name, m]));
  const failed = rows.filter((r) => r.finished_at === null && r.rolled_back_at === null);
  if (failed.length > 0) {
    throw new Error(
      `Migration ${failed.map((r) => `"${r.migration_name}"`).join(", ")} started but did not finish (failed migration in ` +
        "_prisma_migrations: finished_at and rolled_back_at are null). Repair the database by hand, then mark it with " +
        "`prisma migrate resolve --rolled-back <name>` or `--applied <name>` (or fix the row) before migrating again.",
    );
  }
  const applied = new Set<string>();
  for (const row of rows) {
    if (row.rolled_back_at !== null) continue;
    applied.add(row.migration_name);
    const file = byName.get(row.migration_name);
    if (!file) {
      log(
        `Warning: migration ${row.migration_name} is recorded in the database but missing from the migrations folder.`,
      );
      continue;
    }
    if (!checksumMatches(file.script, row.checksum)) {
      throw new Error(
        `Migration "${row.migration_name}" was edited after it was applied (checksum in _prisma_migrations ${row.checksum}, ` +
          `file ${file.checksum}). Never change an applied migration; add a new one instead.`,
      );
    }
  }
  return applied;
}

/** Applies one migration and its `_prisma_migrations` row in one transaction. Returns false if another process was faster. */
async function applyAtomically(client: pg.Client, migration: LocalMigration): Promise<boolean> {
  await client.query("BEGIN");
  try {
    // Re-check inside the transaction: on the embedded server all connections share one session,
    // so the advisory lock does not exclude a concurrent migrator there, but transactions are serialised.
    const { rowCount } = await client.query(
      `SELECT 1 FROM "_prisma_migrations" WHERE "migration_name" = $1 AND "rolled_back_at" IS NULL`,
      [migration.name],
    );
    if (rowCount) {
      await client.query("ROLLBACK");
      return false;
    }
    const startedAt = new Date();
    await client.query(migration.script);
    await client.query(
      `INSERT INTO "_prisma_migrations" ("id", "checksum", "finished_at", "migration_name", "logs", "rolled_back_at", "started_at", "applied_steps_count")
       VALUES ($1, $2, clock_timestamp(), $3, NULL, NULL, $4, 1)`,
      [randomUUID(), migration.checksum, migration.name, startedAt],
    );
    await client.query("COMMIT");
    return true;
  } catch (error) {
    await client.query("ROLLBACK").catch(() => undefined);
    throw new Error(
      `Migration "${migration.name}" failed and was rolled back (nothing of it was applied): ${(error as Error).message}`,
      { cause: error },
    );
  }
}

/** Applies a script that controls its own transactions, recording it the way Prisma does (row first, finished_at last). */
async function applyWithOwnTransactions(client: pg.Client, migration: LocalMigration): Promise<void> {
  const id = randomUUID();
  await client.query(
    `INSERT INTO "_prisma_migrations" ("id", "checksum", "migration_name", "started_at", "applied_steps_count") VALUES ($1, $2, $3, now(), 0)`,
    [id, migration.checksum, migration.name],
  );
  try {
    await client.query(migration.script);
  } catch (error) {
    const message = (error as Error).message;
    await client.query("ROLLBACK").catch(() => undefined);
    await client
      .query(`UPDATE "_prisma_migrations" SET "logs" = $2 WHERE "id" = $1`, [id, message])
      .catch(() => undefined);
    throw new Error(
      `Migration "${migration.name}" failed; it manages its own transactions, so parts of it may be applied and it is ` +
        `recorded as failed in _prisma_migrations: ${message}`,
      { cause: error },
    );
  }
  await client.query(
    `UPDATE "_prisma_migrations" SET "finished_at" = clock_timestamp(), "applied_steps_count" = 1 WHERE "id" = $1`,
    [id],
  );
}

/**
 * Brings the database at `connectionString` up to date with the migration folders.
 *
 * - Input: a postgresql:// URL; options `log`, `migrationsDir` (default `<cwd>/prisma/migrations`), `lockTimeoutMs`.
 * - Output: the names of the migrations applied by this call, in order (empty when already up to date).
 * - Holds a PostgreSQL advisory lock (Prisma's key) for the whole run, so concurrent callers wait and then
 *   find nothing to do. Creates `_prisma_migrations` (Prisma's definition) when missing.
 * - Each pending migration runs in one transaction together with its `_prisma_migrations` row: a failing
 *   migration leaves nothing behind. (Exception: a script with its own `BEGIN;`/`COMMIT;` is run like Prisma runs it.)
 * - Throws, before applying anything, when an applied migration's file was edited (checksum differs) or a
 *   recorded migration never finished (finished_at and rolled_back_at null); throws when a migration fails,
 *   naming it; throws when the lock cannot be had within `lockTimeoutMs`.
 */
export async function migrate(connectionString: string, opts: MigrateOptions = {}): Promise<string[]> {
  const log = opts.log ?? (() => undefined);
  const dir = opts.migrationsDir ?? path.resolve(process.cwd(), "prisma/migrations");
  const local = await readLocalMigrations(dir);

  const client = new pg.Client({ connectionString });
  await client.connect();
  let locked = false;
  try {
    await acquireLock(client, opts.lockTimeoutMs ?? 60_000);
    locked = true;
    await client.query(CREATE_MIGRATIONS_TABLE);
    const { rows } = await client.query<MigrationRow>(
      `SELECT "migration_name", "checksum", "finished_at", "rolled_back_at" FROM "_prisma_migrations" ORDER BY "started_at"`,
    );
    const applied = checkHistory(local, rows, log);

    const appliedNow: string[] = [];
    for (const migration of local.filter((m) => !applied.has(m.name))) {
      log(`Applying migration ${migration.name}`);
      if (OWN_TRANSACTION_CONTROL.test(migration.script)) {
        await applyWithOwnTransactions(client, migration);
      } else if (!(await applyAtomically(client, migration))) {
        log(`Migration ${migration.name} was applied concurrently by another process`);
        continue;
      }
      appliedNow.push(migration.name);
    }
    return appliedNow;
  } finally {
    if (locked) await client.query("SELECT pg_advisory_unlock($1)", [ADVISORY_LOCK_KEY]).catch(() => undefined);
    await client.end().catch(() => undefined);
  }
}
