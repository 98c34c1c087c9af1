/**
 * Prisma client singleton over node-postgres (driver adapter `@prisma/adapter-pg`).
 * One client per process (globalThis pattern, so dev hot reloads do not open new pools).
 * Throws on first use when DATABASE_URL is unset (the dev/start scripts set it for the embedded DB).
 */
import "server-only";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { env } from "@/lib/env";

const globalForPrisma = globalThis as unknown as { prisma?: PrismaClient };

function createClient(): PrismaClient {
  if (!env.DATABASE_URL) {
    throw new Error("DATABASE_URL ist nicht gesetzt (npm run dev / npm start setzen sie für die eingebettete Datenbank).");
  }
  const adapter = new PrismaPg({ connectionString: env.DATABASE_URL, max: env.DATABASE_POOL_SIZE });
  return new PrismaClient({ adapter });
}

/** Lazily created so that importing this module (e.g. during `next build`) needs no database. */
export function getDb(): PrismaClient {
  globalForPrisma.prisma ??= createClient();
  return globalForPrisma.prisma;
}
