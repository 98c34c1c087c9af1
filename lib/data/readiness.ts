/**
 * Readiness for a load balancer (GET /api/ready): the database answers, every shipped migration is
 * applied, and pg-boss runs here.
 */
import "server-only";
import { readdirSync } from "node:fs";
import path from "node:path";
import { getPool } from "@/lib/db";
import { getRunningBoss } from "@/lib/jobs/boss";

export interface ReadinessCheck {
  ok: boolean;
  detail?: string;
}

export interface Readiness {
  ready: boolean;
  checks: { database: ReadinessCheck; migrations: ReadinessCheck; jobs: ReadinessCheck };
}

function shippedMigrations(): string[] {
  try {
    return readdirSync(path.join(process.cwd(), "prisma", "migrations"), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
}

/** Never throws: an unreachable database is a failed check. */
export async function checkReadiness(): Promise<Readiness> {
  let database: ReadinessCheck;
  let migrations: ReadinessCheck;
  try {
    const { rows } = await getPool().query<{ name: string }>(
      "select migration_name as name from _prisma_migrations where finished_at is not null and rolled_back_at is null",
    );
    database = { ok: true };
    const applied = new Set(rows.map((row) => row.name));
    const missing = shippedMigrations().filter((name) => !applied.has(name));
    migrations = missing.length === 0 ? { ok: true } : { ok: false, detail: `Nicht angewendet: ${missing.join(", ")}` };
  } catch {
    database = { ok: false, detail: "Datenbank nicht erreichbar" };
    migrations = { ok: false, detail: "Ohne Datenbank nicht prüfbar" };
  }
  const jobs: ReadinessCheck = getRunningBoss() ? { ok: true } : { ok: false, detail: "Job-Worker läuft nicht" };
  return { ready: database.ok && migrations.ok && jobs.ok, checks: { database, migrations, jobs } };
}
