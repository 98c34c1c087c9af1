/**
 * `npm run user:invite -- <email> --company "…"` (scripts/user-invite.ts), run as package.json runs
 * it (tsx with the react-server condition) against the test database: it creates the company user
 * with a setup token and a verified company, and prints a setup link that matches the stored token.
 */
import { spawn } from "node:child_process";
import { hashSetupToken } from "@/lib/auth/setup-token";
import { closeDb, getDb } from "@/lib/db";

jest.setTimeout(120_000);

afterAll(async () => {
  await closeDb();
});

/** Runs the CLI with `args`; resolves with its exit code and output. */
function userInvite(args: string[]): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    // As package.json's script: `tsx --conditions=react-server scripts/user-invite.ts`.
    const child = spawn("node_modules/.bin/tsx", ["--conditions=react-server", "scripts/user-invite.ts", ...args], {
      env: { ...process.env, NODE_ENV: "development", SITE_URL: "http://localhost:3000" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.once("error", reject);
    child.once("exit", (code) => resolve({ code, output }));
  });
}

it("creates the company user, a verified company and prints the working setup link", async () => {
  const started = Date.now();
  const { code, output } = await userInvite(["Partner-CLI@Example.at", "--company", "CLI Muster Bau GmbH"]);
  expect(output).not.toContain("createContext");
  expect(code).toBe(0);

  const user = await getDb().user.findUniqueOrThrow({
    where: { email: "partner-cli@example.at" },
    include: { company: true },
  });
  expect(user.role).toBe("company");
  expect(user.password).toBeNull();
  expect(user.company).toMatchObject({ name: "CLI Muster Bau GmbH", verified: true });
  expect(output).toContain(`Firma #${user.company!.id}, Benutzer #${user.id} (partner-cli@example.at)`);

  const link = /http:\/\/localhost:3000\/password-setup\/([A-Za-z0-9_-]+)/.exec(output);
  expect(link).not.toBeNull();
  expect(user.passwordSetupToken).toBe(hashSetupToken(link![1]!));
  const hours = (user.tokenExpiry!.getTime() - started) / 3_600_000;
  expect(hours).toBeGreaterThan(47.9);
  expect(hours).toBeLessThan(48.1);
});

it("refuses an invalid e-mail with the usage line", async () => {
  const { code, output } = await userInvite(["keine-adresse"]);
  expect(code).toBe(2);
  expect(output).toContain("Aufruf: npm run user:invite");
});
