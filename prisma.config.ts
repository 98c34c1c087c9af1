/**
 * Prisma CLI configuration (Prisma 7). The connection URL is only needed by CLI commands that
 * talk to a database (`prisma migrate deploy` on a machine with internet access); `prisma generate`
 * needs none. The app itself connects through lib/db.ts with the pg driver adapter.
 */
import { defineConfig } from "prisma/config";

export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations" },
  datasource: { url: process.env.DATABASE_URL ?? "postgresql://localhost:5432/postgres" },
});
