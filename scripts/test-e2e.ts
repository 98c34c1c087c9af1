/**
 * `npm run test:e2e`: fresh migrated + seeded database, production build (built without any
 * database, as in deployment), then Playwright against `next start` with that database.
 */
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { createTestDatabase } from "../tests/support/test-database";
import { seed } from "../prisma/seed";
import { fakeRegistersEnv } from "../tests/e2e/support/fake-registers";

/**
 * Runs `command` and resolves with its exit code (1 when it cannot start or is killed). Not
 * spawnSync: the embedded database (PGlite, when no PostgreSQL server answers) is served from this
 * process's event loop while Playwright runs.
 */
function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: "inherit", env });
    child.on("error", () => resolve(1));
    child.on("exit", (code) => resolve(code ?? 1));
  });
}

async function main(): Promise<number> {
  const baseEnv = { ...process.env };
  delete baseEnv.DATABASE_URL;
  if ((await run("npm", ["run", "build"], baseEnv)) !== 0) return 1;

  const db = await createTestDatabase("mp_e2e");
  try {
    await seed(db.url, { allowDevPassword: false });
    return await run("npx", ["playwright", "test", ...process.argv.slice(2)], {
      ...baseEnv,
      DATABASE_URL: db.url,
      NODE_ENV: "production",
      PROJECT_RATE_LIMIT_PER_HOUR: "1000",
      REGISTRATION_RATE_LIMIT_PER_HOUR: "1000",
      // A fresh secret per run (no secret in the repository); the specs read it to open outbox bodies.
      AUTH_SECRET: randomBytes(48).toString("base64url"),
      // Only warnings and errors from the server in the test output.
      LOG_LEVEL: "warn",
      // Bathroom offers without AI (template texts, ready within seconds); empty beats a .env file.
      OPENAI_API_KEY: "",
      OPENAI_BASE_URL: "",
      // Company checks against the fake registers that playwright.config.ts starts.
      ...fakeRegistersEnv(),
    });
  } finally {
    await db.drop();
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
