/**
 * scripts/db/migrate.ts: records migrations the way `prisma migrate deploy` does, is idempotent,
 * serialises concurrent runs, applies each migration atomically and refuses edited or failed history.
 * Runs against the run's test database (already migrated by global-setup) and against a separate
 * database (a server database, or an embedded PGlite one when no server answers).
 */
import { createHash } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync, mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { env } from "@/lib/env";
import { migrate } from "../../scripts/db/migrate";
import { startEmbedded } from "../support/embedded-database";
import { createTestDatabase } from "../support/test-database";

const migrationsDir = path.resolve(process.cwd(), "prisma/migrations");

async function query<T>(url: string, sql: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows as T[];
  } finally {
    await client.end();
  }
}

interface MigrationRow {
  id: string;
  migration_name: string;
  checksum: string;
  finished_at: Date | null;
  rolled_back_at: Date | null;
  started_at: Date;
  applied_steps_count: number;
  logs: string | null;
}

describe("migrate() on the run's test database", () => {
  const url = env.DATABASE_URL!;

  test("a second run applies nothing", async () => {
    const lines: string[] = [];
    await expect(migrate(url, { log: (line) => lines.push(line) })).resolves.toEqual([]);
    expect(lines).toEqual([]);
  });

  test("_prisma_migrations has one finished row per migration folder, with the file's sha256", async () => {
    const folders = readdirSync(migrationsDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
    expect(folders.length).toBeGreaterThan(0);
    const rows = await query<MigrationRow>(url, `SELECT * FROM "_prisma_migrations" ORDER BY "migration_name"`);
    expect(rows.map((r) => r.migration_name)).toEqual(folders);
    for (const row of rows) {
      const file = readFileSync(path.join(migrationsDir, row.migration_name, "migration.sql"));
      expect(row.checksum).toBe(createHash("sha256").update(file).digest("hex"));
      expect(row.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(row.finished_at).toBeInstanceOf(Date);
      expect(row.finished_at!.getTime()).toBeGreaterThanOrEqual(row.started_at.getTime());
      expect(row.rolled_back_at).toBeNull();
      expect(row.applied_steps_count).toBe(1);
      expect(row.logs).toBeNull();
    }
  });

  test("_prisma_migrations has Prisma's column definitions", async () => {
    const columns = await query<{ column_name: string; type: string; nullable: boolean; default: string | null }>(
      url,
      `SELECT a.attname AS column_name, format_type(a.atttypid, a.atttypmod) AS type, NOT a.attnotnull AS nullable,
              pg_get_expr(d.adbin, d.adrelid) AS "default"
       FROM pg_attribute a LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
       WHERE a.attrelid = '"_prisma_migrations"'::regclass AND a.attnum > 0 AND NOT a.attisdropped ORDER BY a.attnum`,
    );
    expect(columns).toEqual([
      { column_name: "id", type: "character varying(36)", nullable: false, default: null },
      { column_name: "checksum", type: "character varying(64)", nullable: false, default: null },
      { column_name: "finished_at", type: "timestamp with time zone", nullable: true, default: null },
      { column_name: "migration_name", type: "character varying(255)", nullable: false, default: null },
      { column_name: "logs", type: "text", nullable: true, default: null },
      { column_name: "rolled_back_at", type: "timestamp with time zone", nullable: true, default: null },
      { column_name: "started_at", type: "timestamp with time zone", nullable: false, default: "now()" },
      { column_name: "applied_steps_count", type: "integer", nullable: false, default: "0" },
    ]);
  });
});

/**
 * A database for this file only: a new database on the PostgreSQL server when one answers (as in
 * tests/support/test-database.ts), otherwise an embedded PGlite server in a child process (PGlite
 * cannot start inside a Jest test environment: it needs dynamic import()).
 */
async function startSeparateDatabase(): Promise<{ url: string; stop(): Promise<void> }> {
  const adminUrl = process.env.TEST_PG_ADMIN_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";
  const probe = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 2000 });
  const serverAnswers = await probe.connect().then(
    () => true,
    () => false,
  );
  await probe.end().catch(() => undefined);
  if (serverAnswers) {
    const db = await createTestDatabase("mp_migrate");
    return { url: db.url, stop: () => db.drop() };
  }
  return startEmbedded();
}

describe("migrate() with its own migrations folder on a separate, empty database", () => {
  let db: { url: string; stop(): Promise<void> };
  let dir: string;

  beforeAll(async () => {
    db = await startSeparateDatabase();
  }, 60_000);

  afterAll(async () => {
    await db?.stop();
  });

  // Every test starts from an empty database.
  beforeEach(async () => {
    await query(db.url, "DROP SCHEMA public CASCADE; CREATE SCHEMA public;");
    dir = mkdtempSync(path.join(tmpdir(), "mp-migrations-"));
  });

  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  function write(name: string, sql: string): void {
    mkdirSync(path.join(dir, name), { recursive: true });
    writeFileSync(path.join(dir, name, "migration.sql"), sql);
  }

  const tableExists = async (name: string) =>
    (await query<{ found: string | null }>(db.url, "SELECT to_regclass($1)::text AS found", [name]))[0].found !== null;

  test("applies pending migrations in name order, exactly once even when two runs race", async () => {
    write("20300102000000_b", `ALTER TABLE "t_mig" ADD COLUMN "b" TEXT;`);
    write("20300101000000_a", `CREATE TABLE "t_mig" ("id" SERIAL PRIMARY KEY);\nINSERT INTO "t_mig" DEFAULT VALUES;`);
    const [first, second] = await Promise.all([
      migrate(db.url, { migrationsDir: dir }),
      migrate(db.url, { migrationsDir: dir }),
    ]);
    expect([...first, ...second].sort()).toEqual(["20300101000000_a", "20300102000000_b"]);
    expect(await query(db.url, `SELECT "id", "b" FROM "t_mig"`)).toEqual([{ id: 1, b: null }]);

    write("20300103000000_c", `ALTER TABLE "t_mig" ADD COLUMN "c" TEXT;`);
    await expect(migrate(db.url, { migrationsDir: dir })).resolves.toEqual(["20300103000000_c"]);
    await expect(migrate(db.url, { migrationsDir: dir })).resolves.toEqual([]);
  });

  test("a failing migration leaves nothing behind and names itself", async () => {
    write("20300101000000_ok", `CREATE TABLE "t_ok" ("id" INTEGER);`);
    write("20300102000000_broken", `CREATE TABLE "t_half" ("id" INTEGER);\nSELECT 1 / 0;`);
    await expect(migrate(db.url, { migrationsDir: dir })).rejects.toThrow(
      /"20300102000000_broken" failed.*division by zero/,
    );
    expect(await tableExists("t_ok")).toBe(true);
    expect(await tableExists("t_half")).toBe(false);
    const names = await query<{ migration_name: string }>(db.url, `SELECT "migration_name" FROM "_prisma_migrations"`);
    expect(names.map((r) => r.migration_name)).toContain("20300101000000_ok");
    expect(names.map((r) => r.migration_name)).not.toContain("20300102000000_broken");

    // Fixed file: applied on the next run.
    write("20300102000000_broken", `CREATE TABLE "t_half" ("id" INTEGER);`);
    await expect(migrate(db.url, { migrationsDir: dir })).resolves.toEqual(["20300102000000_broken"]);
  });

  test("refuses an applied migration whose file was edited", async () => {
    write("20300101000000_a", `CREATE TABLE "t_edit" ("id" INTEGER);`);
    await migrate(db.url, { migrationsDir: dir });
    write("20300101000000_a", `CREATE TABLE "t_edit" ("id" BIGINT);`);
    write("20300102000000_b", `CREATE TABLE "t_after" ("id" INTEGER);`);
    await expect(migrate(db.url, { migrationsDir: dir })).rejects.toThrow(
      /"20300101000000_a" was edited after it was applied/,
    );
    expect(await tableExists("t_after")).toBe(false);
  });

  test("accepts a migration that differs only in line endings (CRLF)", async () => {
    write("20300101000000_a", `CREATE TABLE "t_crlf" ("id" INTEGER);\nCOMMENT ON TABLE "t_crlf" IS 'x';\n`);
    await migrate(db.url, { migrationsDir: dir });
    write("20300101000000_a", `CREATE TABLE "t_crlf" ("id" INTEGER);\r\nCOMMENT ON TABLE "t_crlf" IS 'x';\r\n`);
    await expect(migrate(db.url, { migrationsDir: dir })).resolves.toEqual([]);
  });

  test("refuses to continue after a failed migration and re-applies a rolled-back one", async () => {
    write("20300101000000_a", `CREATE TABLE "t_fail" ("id" INTEGER);`);
    await migrate(db.url, { migrationsDir: dir });
    // As Prisma leaves it when a migration fails half-way.
    await query(
      db.url,
      `UPDATE "_prisma_migrations" SET "finished_at" = NULL WHERE "migration_name" = '20300101000000_a'`,
    );
    write("20300102000000_b", `CREATE TABLE "t_fail_b" ("id" INTEGER);`);
    await expect(migrate(db.url, { migrationsDir: dir })).rejects.toThrow(
      /"20300101000000_a" started but did not finish/,
    );
    expect(await tableExists("t_fail_b")).toBe(false);

    // `prisma migrate resolve --rolled-back` marks it; the next run applies it again (here: repaired by hand first).
    await query(
      db.url,
      `UPDATE "_prisma_migrations" SET "rolled_back_at" = now() WHERE "migration_name" = '20300101000000_a'`,
    );
    await query(db.url, `DROP TABLE "t_fail"`);
    await expect(migrate(db.url, { migrationsDir: dir })).resolves.toEqual(["20300101000000_a", "20300102000000_b"]);
  });

  test("runs a script with its own BEGIN/COMMIT the way Prisma does and records it", async () => {
    write("20300101000000_tx", `BEGIN;\nCREATE TABLE "t_tx" ("id" INTEGER);\nCOMMIT;\n`);
    await expect(migrate(db.url, { migrationsDir: dir })).resolves.toEqual(["20300101000000_tx"]);
    expect(await tableExists("t_tx")).toBe(true);
    const [row] = await query<MigrationRow>(
      db.url,
      `SELECT * FROM "_prisma_migrations" WHERE "migration_name" = '20300101000000_tx'`,
    );
    expect(row.finished_at).toBeInstanceOf(Date);
    expect(row.applied_steps_count).toBe(1);
  });

  test("reports a missing migrations folder or migration.sql clearly", async () => {
    await expect(migrate(db.url, { migrationsDir: path.join(dir, "nope") })).rejects.toThrow(
      /Migrations folder .*nope cannot be read/,
    );
    mkdirSync(path.join(dir, "20300101000000_empty"));
    await expect(migrate(db.url, { migrationsDir: dir })).rejects.toThrow(
      /20300101000000_empty has no readable migration.sql/,
    );
  });
});
