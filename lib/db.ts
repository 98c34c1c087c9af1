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
 * (docs/benchmarks.md, "2026-11-21 (fourth session)").
 */
import "server-only";
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { env } from "@/lib/env";

const globalForDb = globalThis as unknown as { prisma?: PrismaClient; pool?: pg.Pool };

/** The process's connection pool (DATABASE_POOL_SIZE connections), shared with Prisma. */
export function getPool(): pg.Pool {
  if (!env.DATABASE_URL) {
    throw new Error("DATABASE_URL ist nicht gesetzt (npm run dev / npm start setzen sie für die eingebettete Datenbank).");
  }
  if (!globalForDb.pool) {
    globalForDb.pool = new pg.Pool({ connectionString: env.DATABASE_URL, max: env.DATABASE_POOL_SIZE });
    // An idle connection that breaks (server restart) is dropped by the pool; without a listener it would end the process.
    globalForDb.pool.on("error", (error) => console.error("[db] Verbindung im Pool unterbrochen:", error.message));
  }
  return globalForDb.pool;
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
