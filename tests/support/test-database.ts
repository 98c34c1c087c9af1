/**
 * A fresh, migrated database for one test run: a new database on the PostgreSQL server at
 * 127.0.0.1:5432 when one answers (TEST_PG_ADMIN_URL overrides the address), otherwise an in-memory
 * embedded PGlite server. `drop()` removes it again.
 */
import { randomBytes } from "node:crypto";
import pg from "pg";
import { startEmbeddedPostgres } from "../../scripts/db/embedded";
import { migrate } from "../../scripts/db/migrate";

export interface TestDatabase {
  url: string;
  /** "server" (real PostgreSQL) or "embedded" (PGlite). */
  kind: "server" | "embedded";
  drop(): Promise<void>;
}

const adminUrl = process.env.TEST_PG_ADMIN_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";

async function serverAnswers(): Promise<boolean> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query("select 1");
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Creates the database, applies every migration and returns its URL. */
export async function createTestDatabase(prefix = "mp_test"): Promise<TestDatabase> {
  let db: TestDatabase;
  if (await serverAnswers()) {
    const name = `${prefix}_${Date.now()}_${randomBytes(3).toString("hex")}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}"`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    db = {
      url: url.toString(),
      kind: "server",
      async drop() {
        const c = new pg.Client({ connectionString: adminUrl });
        await c.connect();
        await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
        await c.end();
      },
    };
  } else {
    const embedded = await startEmbeddedPostgres("memory://");
    db = { url: embedded.url, kind: "embedded", drop: () => embedded.stop() };
  }
  await migrate(db.url);
  return db;
}
