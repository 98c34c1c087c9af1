/**
 * The e2e run's database gate as a process of its own (tests/e2e/support/db-outage.ts), started by
 * playwright.config.ts before the app: forwards to the database of DATABASE_URL until SIGTERM.
 */
import { startDbGate } from "./db-outage";

async function main(): Promise<void> {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) throw new Error("DATABASE_URL is not set");
  const gate = await startDbGate(databaseUrl);
  process.on("SIGTERM", () => {
    gate.close();
    process.exit(0);
  });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
