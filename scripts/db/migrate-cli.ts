/**
 * `npm run db:migrate` (tsx scripts/db/migrate-cli.ts): applies pending migrations from
 * prisma/migrations to the database in DATABASE_URL (environment or .env files, loaded like Next.js
 * does; see scripts/db/migrate.ts). Run from the repo root.
 * Exit code 0 when the database is up to date afterwards, 1 otherwise (unset URL, failed migration,
 * edited or failed migration history).
 */
import "../load-env"; // .env files first (before lib/env reads process.env)
import { env } from "../../lib/env";
import { migrate } from "./migrate";

async function main(): Promise<number> {
  if (!env.DATABASE_URL) {
    console.error(
      "DATABASE_URL ist nicht gesetzt: bitte die PostgreSQL-URL angeben (z. B. in .env), dann erneut `npm run db:migrate`.\n" +
        "DATABASE_URL is not set: provide the PostgreSQL URL (e.g. in .env) and run `npm run db:migrate` again.",
    );
    return 1;
  }
  const applied = await migrate(env.DATABASE_URL, { log: (line) => console.log(line) });
  if (applied.length === 0) {
    console.log("Datenbank ist aktuell (database is up to date).");
  } else {
    console.log(`${applied.length} Migration(en) angewendet (applied): ${applied.join(", ")}`);
  }
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(
      `Migration fehlgeschlagen (migration failed): ${error instanceof Error ? error.message : String(error)}`,
    );
    process.exit(1);
  },
);
