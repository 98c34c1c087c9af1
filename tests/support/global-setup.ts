/**
 * Jest global setup for integration tests: creates a fresh migrated database and exposes its URL
 * to the test workers as DATABASE_URL (and keeps the handle for global-teardown).
 */
import { createTestDatabase, type TestDatabase } from "./test-database";

declare global {
  var __TEST_DB__: TestDatabase | undefined;
}

export default async function globalSetup(): Promise<void> {
  const db = await createTestDatabase();
  globalThis.__TEST_DB__ = db;
  process.env.DATABASE_URL = db.url;
  process.env.DATABASE_POOL_SIZE = "3";
  // Handlers are called without the app's server (scripts/server.ts), so no TCP peer is known:
  // one trusted hop makes the last X-Forwarded-For entry the client address (lib/http/request.ts).
  process.env.TRUSTED_PROXY_HOPS ??= "1";
  console.log(`\nIntegration database (${db.kind}) ready.`);
}
