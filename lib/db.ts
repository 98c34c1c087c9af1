/** One pg pool per process with Prisma on top, created lazily on globalThis (`next build` needs no database). */
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

export function getPool(): pg.Pool {
  if (!env.DATABASE_URL) {
    throw new Error(
      "DATABASE_URL ist nicht gesetzt (npm run dev / npm start setzen sie für die eingebettete Datenbank).",
    );
  }
  if (!globalForDb.pool) {
    globalForDb.pool = new pg.Pool({ connectionString: env.DATABASE_URL, max: env.DATABASE_POOL_SIZE });
    // Without an error listener a broken idle connection would end the process.
    globalForDb.pool.on("error", (error) => logger.error({ err: error }, "[db] Verbindung im Pool unterbrochen"));
  }
  return globalForDb.pool;
}

/** Connections share one server session (embedded database, transaction pooler). */
const SHARED_SESSION_CODES = new Set(["42P05", "26000"]);

const unnamedOnly = new WeakSet<object>();

/** Runs `query` as a named statement (planned once per connection), unnamed where sessions are shared. */
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

export function getDb(): PrismaClient {
  globalForDb.prisma ??= new PrismaClient({ adapter: new PrismaPg(getPool()) });
  return globalForDb.prisma;
}

/** Closes Prisma and the pool; the next getDb()/getPool() opens new ones. */
export async function closeDb(): Promise<void> {
  const { prisma, pool } = globalForDb;
  globalForDb.prisma = undefined;
  globalForDb.pool = undefined;
  await prisma?.$disconnect();
  await pool?.end();
}
