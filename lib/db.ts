/**
 * Database access: one node-postgres pool per process, and the Prisma client on top of it
 * (driver adapter `@prisma/adapter-pg`). Both are created lazily and kept on globalThis, so dev hot
 * reloads do not open new pools and `next build` needs no database.
 * Throws on first use when DATABASE_URL is unset (the dev/start scripts set it for the embedded DB).
 *
 * All queries go through Prisma, with one exception: `getPool()` serves the read-only statement
 * that every open admin dashboard polls (the badge counts) as a named statement, which each
 * connection plans once. Prisma sends unnamed statements, so PostgreSQL planned that six-part query
 * on every call; the named one lifted GET /api/admin/notification-counts from 468 to 1,051 req/s
 * (docs/benchmarks.md, "2026-11-21 (fourth session)"). `namedQuery` falls back to an unnamed
 * statement where the server shares one session between connections (the embedded pglite-socket
 * server, or a pooler such as PgBouncer in transaction mode): there a name prepared on one pooled
 * connection collides on the next (42P05, issue 12 §8).
 */
import "server-only";
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { env } from "@/lib/env";
import { logger } from "@/lib/log";

const globalForDb = globalThis as unknown as {
  prisma?: PrismaClient;
  pool?: pg.Pool;
};

/** The process's connection pool (DATABASE_POOL_SIZE connections), shared with Prisma. */
export function getPool(): pg.Pool {
  if (!env.DATABASE_URL) {
    throw new Error(
      "DATABASE_URL ist nicht gesetzt (npm run dev / npm start setzen sie für die eingebettete Datenbank).",
    );
  }
  if (!globalForDb.pool) {
    globalForDb.pool = new pg.Pool({ connectionString: env.DATABASE_URL, max: env.DATABASE_POOL_SIZE });
    // An idle connection that breaks (server restart) is dropped by the pool; without a listener it would end the process.
    globalForDb.pool.on("error", (error) => logger.error({ err: error }, "[db] Verbindung im Pool unterbrochen"));
  }
  return globalForDb.pool;
}

/**
 * PostgreSQL error codes that show connections sharing one server session: 42P05 (a statement of
 * that name already exists) and 26000 (the statement this connection prepared is gone).
 */
const SHARED_SESSION_CODES = new Set(["42P05", "26000"]);

/** Pools and clients whose server refused a named statement because connections share a session. */
const unnamedOnly = new WeakSet<object>();

/**
 * Runs `query` as a named statement (prepared once per connection) on `target` (default: the
 * app's pool). When the server answers 42P05 or 26000 (connections share one session: embedded
 * database, transaction pooler), the query is repeated unnamed, and every later call on that
 * pool runs unnamed.
 *
 * @throws the database error for any other failure.
 */
export async function namedQuery<Row extends pg.QueryResultRow>(
  query: { name: string; text: string; values: unknown[] },
  target: pg.Pool | pg.PoolClient = getPool(),
): Promise<pg.QueryResult<Row>> {
  if (!unnamedOnly.has(target)) {
    try {
      return await target.query<Row>(query);
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if (typeof code !== "string" || !SHARED_SESSION_CODES.has(code)) throw error;
      unnamedOnly.add(target);
      logger.info(
        { code },
        "[db] Verbindungen teilen eine Sitzung (eingebettete Datenbank): Abfragen ohne Statement-Namen",
      );
    }
  }
  return target.query<Row>({ text: query.text, values: query.values });
}

/** The Prisma client over `getPool()`. */
export function getDb(): PrismaClient {
  globalForDb.prisma ??= new PrismaClient({ adapter: new PrismaPg(getPool()) });
  return globalForDb.prisma;
}

/** Disconnects Prisma and ends the pool (test teardown, scripts); the next getDb()/getPool() opens new ones. */
export async function closeDb(): Promise<void> {
  const { prisma, pool } = globalForDb;
  globalForDb.prisma = undefined;
  globalForDb.pool = undefined;
  await prisma?.$disconnect();
  await pool?.end();
}
