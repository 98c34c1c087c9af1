/**
 * Playwright e2e configuration: the production build (scripts/server.ts) in Debian's Chromium.
 * Run through `npm run test:e2e` (scripts/test-e2e.ts), which builds the app and provides a fresh
 * seeded database in DATABASE_URL, which the app reaches through the gate of tests/e2e/support/db-outage.ts.
 */
import { defineConfig, devices } from "@playwright/test";
import { DB_GATE_CONTROL_PORT, gatedDatabaseUrl } from "./tests/e2e/support/db-outage";
import { FAKE_REGISTERS_PORT } from "./tests/e2e/support/fake-registers";

const port = 3210;
/** The run's database (scripts/test-e2e.ts); the app gets it through the gate. */
const databaseUrl = process.env.DATABASE_URL;

export default defineConfig({
  testDir: "tests/e2e",
  testIgnore: ["**/support/**"],
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  reporter: [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--no-first-run",
      ],
    },
  },
  projects: [{ name: "desktop", use: { ...devices["Desktop Chrome"] } }],
  webServer: [
    {
      // The gate between the app and its database, which error-page.spec.ts closes to stage an outage.
      command: "node --import tsx tests/e2e/support/db-gate-server.ts",
      url: `http://127.0.0.1:${DB_GATE_CONTROL_PORT}/`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      // The fake VIES, GISA and Firmenbuch the app checks companies against (scripts/test-e2e.ts sets the URLs).
      command: "node --import tsx tests/e2e/support/fake-registers-server.ts",
      url: `http://127.0.0.1:${FAKE_REGISTERS_PORT}/health`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      // The app's own server (Next behind the thin server that establishes the client address), as `npm start` runs it.
      command: `node --import tsx scripts/server.ts --port ${port} --hostname 127.0.0.1`,
      url: `http://127.0.0.1:${port}/quiz`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: "pipe",
      env: {
        ...(process.env as Record<string, string>),
        ...(databaseUrl ? { DATABASE_URL: gatedDatabaseUrl(databaseUrl) } : {}),
      },
    },
  ],
});
