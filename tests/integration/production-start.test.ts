/**
 * Issue 12 §4: `npm start` for a real deployment (SITE_URL not on loopback) refuses with one
 * message naming every missing setting before it does anything else (no database, no build, no
 * server), and passes its check once the settings are given (`--check-only` stops right after the
 * check, so no build is needed).
 */
import { spawn } from "node:child_process";

/** Every setting the check reads except SITE_URL, empty (= unset, also over a local .env file). */
const UNSET = {
  AUTH_SECRET: "",
  DATABASE_URL: "",
  RESEND_API_KEY: "",
  EMAIL_LOG_ONLY: "",
  ADMIN_PASSWORD: "",
  TRUSTED_PROXY_HOPS: "",
};

function npmStart(settings: Record<string, string> & { SITE_URL: string }, extraArgs: string[] = []): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn("npm", ["start", ...(extraArgs.length ? ["--", ...extraArgs] : [])], {
      cwd: process.cwd(),
      // Nothing from this test process (NODE_ENV, DATABASE_URL of the run), only what is named here.
      env: { PATH: process.env.PATH, HOME: process.env.HOME, ...UNSET, ...settings } as unknown as NodeJS.ProcessEnv,
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`npm start did not exit within 45 s:\n${output}`));
    }, 45_000);
    child.on("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

test("SITE_URL of a real deployment and nothing else: refuses with every missing setting, before anything starts", async () => {
  const { code, output } = await npmStart({ SITE_URL: "https://renovio.example" });
  expect(code).not.toBe(0);
  expect(output).toContain("Start verweigert: SITE_URL=https://renovio.example");
  for (const name of ["AUTH_SECRET fehlt", "DATABASE_URL fehlt", "RESEND_API_KEY fehlt", "TRUSTED_PROXY_HOPS fehlt"]) {
    expect(output).toContain(name);
  }
  // Nothing else happened: no embedded database, no migration, no build, no server.
  expect(output).not.toMatch(/Eingebettete Datenbank|Migration|Datenbank ist aktuell|next build|Bereit/);
}, 60_000);

test("weak settings are named too", async () => {
  const { code, output } = await npmStart({
    SITE_URL: "http://renovio.example",
    AUTH_SECRET: "zu-kurz",
    DATABASE_URL: "postgresql://app@127.0.0.1:1/renovio",
    EMAIL_LOG_ONLY: "true",
    ADMIN_PASSWORD: "kurz",
    TRUSTED_PROXY_HOPS: "1",
  });
  expect(code).not.toBe(0);
  expect(output).toContain("AUTH_SECRET ist zu kurz (7 Bytes, mindestens 32)");
  expect(output).toContain("muss mit https:// beginnen");
  expect(output).toContain("ADMIN_PASSWORD ist zu kurz (4 Zeichen, mindestens 12)");
  expect(output).not.toMatch(/DATABASE_URL fehlt|RESEND_API_KEY fehlt|TRUSTED_PROXY_HOPS fehlt/);
}, 60_000);

test("with every setting given, the start passes its check", async () => {
  const { code, output } = await npmStart(
    {
      SITE_URL: "https://renovio.example",
      AUTH_SECRET: "a".repeat(48),
      DATABASE_URL: "postgresql://app@127.0.0.1:1/renovio",
      RESEND_API_KEY: "re_test_key",
      ADMIN_PASSWORD: "ein-langes-passwort",
      TRUSTED_PROXY_HOPS: "1",
    },
    ["--check-only"],
  );
  expect(output).not.toContain("Start verweigert");
  expect(output).toContain("Einstellungen geprüft: keine Probleme.");
  expect(code).toBe(0);
}, 60_000);

test("on localhost nothing needs to be configured", async () => {
  const { code, output } = await npmStart({ SITE_URL: "http://localhost:3000" }, ["--check-only"]);
  expect(output).toContain("Einstellungen geprüft: keine Probleme.");
  expect(code).toBe(0);
}, 60_000);
