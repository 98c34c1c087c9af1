/**
 * `npm start` for a real deployment (SITE_URL not on loopback) refuses with one message naming every
 * missing setting before doing anything else, and passes `--check-only` once they are given. With a
 * production build (PRODUCTION_START_DIST_DIR, SHUTDOWN_TEST_DIST_DIR or `.next`; skipped without one)
 * a clean start prints no warning and listens on 127.0.0.1 only.
 */
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import net from "node:net";
import path from "node:path";

/** Every setting the check reads except SITE_URL, empty (= unset, also over a local .env file). */
const UNSET = {
  AUTH_SECRET: "",
  DATABASE_URL: "",
  RESEND_API_KEY: "",
  EMAIL_LOG_ONLY: "",
  ADMIN_PASSWORD: "",
  TRUSTED_PROXY_HOPS: "",
};

function npmStart(
  settings: Record<string, string> & { SITE_URL: string },
  extraArgs: string[] = [],
): Promise<{ code: number | null; output: string }> {
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

const distDir = process.env.PRODUCTION_START_DIST_DIR || process.env.SHUTDOWN_TEST_DIST_DIR || ".next";
const hasBuild = existsSync(path.join(process.cwd(), distDir, "BUILD_ID"));
if (!hasBuild) console.warn(`production-start.test.ts: Start-Test übersprungen, kein Produktions-Build in ${distDir}.`);

/** Resolves true when a TCP connection to `host`:`port` succeeds. */
const connects = (host: string, port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, host);
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });

/** Any address of this machine other than loopback (undefined when it has none). */
async function externalAddress(): Promise<string | undefined> {
  const { networkInterfaces } = await import("node:os");
  return Object.values(networkInterfaces())
    .flat()
    .find((entry) => entry && entry.family === "IPv4" && !entry.internal)?.address;
}

(hasBuild ? test : test.skip)(
  "a clean npm start on a production build prints no warning and listens on 127.0.0.1 only",
  async () => {
    const port = 4000 + Math.floor(Math.random() * 900);
    const child = spawn("npm", ["start"], {
      cwd: process.cwd(),
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        ...UNSET,
        SITE_URL: `http://127.0.0.1:${port}`,
        DATABASE_URL: process.env.DATABASE_URL,
        NEXT_DIST_DIR: distDir,
        PORT: String(port),
        HOST: "",
      } as unknown as NodeJS.ProcessEnv,
      stdio: ["ignore", "pipe", "pipe"],
      detached: true,
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    try {
      const started = Date.now();
      while (!output.includes("Bereit:") && child.exitCode === null && Date.now() - started < 90_000) {
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(output).toContain(`Bereit: http://127.0.0.1:${port}`);
      const health = await fetch(`http://127.0.0.1:${port}/api/health`);
      expect(health.status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 1000)); // warnings printed after the first request
      const external = await externalAddress();
      if (external) expect(await connects(external, port)).toBe(false);

      expect(output).not.toContain("does not work with");
      expect(output).not.toMatch(/⚠|\bwarn(ing)?\b/i);
    } finally {
      // npm, tsx's run.ts and the server: the whole process group.
      if (child.pid && child.exitCode === null) process.kill(-child.pid, "SIGTERM");
      await new Promise((resolve) => (child.exitCode === null ? child.once("exit", resolve) : resolve(undefined)));
    }
  },
  150_000,
);
