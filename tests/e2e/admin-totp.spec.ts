/**
 * The admin's two-factor login in the browser ("Tests": "e2e: the admin's TOTP
 * login"): the first login enrols the authenticator app (QR code, secret for manual entry, a first
 * code) and shows the 10 recovery codes once; later logins ask for the code, or take a recovery
 * code once. Then the admin changes its own password on "Passwort ändern".
 */
import { randomBytes } from "node:crypto";
import { expect, test, type Browser, type Page } from "./support/fixtures";
import { hashPassword } from "../../lib/auth/password";
import { totpCode } from "./support/admin-totp";
import { queryRows } from "./support/db";

const RUN = randomBytes(3).toString("hex");
const ADMIN = { email: `e2e-totp-admin-${RUN}@example.at`, password: "admin-geheim-123" };

async function passwordStep(page: Page, password = ADMIN.password) {
  await page.goto("/admin-login", { waitUntil: "networkidle" });
  await page.getByLabel("E-Mail", { exact: true }).fill(ADMIN.email);
  await page.getByLabel("Passwort", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Anmelden" }).click();
}

/** A fresh browser (no cookies) at the admin's second step. */
async function freshSecondStep(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await passwordStep(page);
  await expect(page.getByRole("heading", { name: "Zwei-Faktor-Anmeldung" })).toBeVisible();
  return page;
}

test("first login enrols TOTP with a QR code and shows the recovery codes once; later logins take a code or a recovery code", async ({
  page,
  browser,
  consoleGuard,
}) => {
  // The wrong code below answers 401, which the browser logs.
  consoleGuard.allow(/status of 401/);
  await queryRows("insert into users (email, password, role) values ($1, $2, 'admin')", [
    ADMIN.email,
    await hashPassword(ADMIN.password),
  ]);

  // First login: the enrolment step with QR code and the secret for manual entry.
  await passwordStep(page);
  await expect(page.getByRole("heading", { name: "Zwei-Faktor-Anmeldung einrichten" })).toBeVisible();
  const qr = page.getByRole("img", { name: "QR-Code zum Einrichten der Authenticator-App" });
  await expect(qr).toBeVisible();
  await expect(qr).toHaveAttribute("src", /^data:image\/png;base64,/);
  expect(await qr.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(100);
  const secret = (await page.getByTestId("totp-secret").innerText()).replace(/\s/g, "");
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  // Nothing is stored before the first code.
  const [before] = await queryRows<{ totp_enabled_at: Date | null }>(
    "select totp_enabled_at from users where email = $1",
    [ADMIN.email],
  );
  expect(before!.totp_enabled_at).toBeNull();

  // The code field has focus, the numeric keyboard and one-time-code autofill; Enter submits.
  const code = page.getByLabel("Bestätigungscode");
  await expect(code).toBeFocused();
  await expect(code).toHaveAttribute("inputmode", "numeric");
  await expect(code).toHaveAttribute("autocomplete", "one-time-code");
  await page.keyboard.type("000000");
  await page.keyboard.press("Enter");
  await expect(page.getByText("Der Code ist ungültig. Bitte versuchen Sie es erneut.")).toBeVisible();
  await expect(code).toBeFocused();
  await page.keyboard.type(totpCode(secret));
  await page.keyboard.press("Enter");

  // The recovery codes, once; then the dashboard.
  await expect(page.getByRole("heading", { name: "Ihre Wiederherstellungscodes" })).toBeVisible();
  await expect(page.getByText("Bitte sicher aufbewahren – sie werden nur einmal angezeigt.")).toBeVisible();
  const recoveryCodes = await page.getByTestId("recovery-codes").getByRole("listitem").allInnerTexts();
  expect(recoveryCodes).toHaveLength(10);
  for (const recoveryCode of recoveryCodes) expect(recoveryCode).toMatch(/^[A-Z2-7]{5}-[A-Z2-7]{5}$/);
  await expect(page).toHaveURL(/\/admin-login$/);
  await page.getByRole("button", { name: "Weiter zum Dashboard" }).click();
  await expect(page).toHaveURL(/\/admin-dashboard$/, { timeout: 15_000 });
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();

  const [stored] = await queryRows<{ totp_secret: string; recovery_code_hashes: string[] }>(
    "select totp_secret, recovery_code_hashes from users where email = $1",
    [ADMIN.email],
  );
  expect(stored!.totp_secret).toMatch(/^enc:v1:/);
  expect(stored!.totp_secret).not.toContain(secret);
  expect(stored!.recovery_code_hashes).toHaveLength(10);

  // A later login in another browser asks for the code (no enrolment again).
  const second = await freshSecondStep(browser);
  await expect(second.getByRole("img", { name: /QR-Code/ })).toHaveCount(0);
  await expect(second.getByLabel("Bestätigungscode")).toBeFocused();
  // The enrolment's code is used up (accepted once); the next 30-second code is accepted early.
  await second.keyboard.type(totpCode(secret, Date.now() + 30_000));
  await second.keyboard.press("Enter");
  await expect(second.getByText("Erfolgreich angemeldet")).toBeVisible();
  await expect(second).toHaveURL(/\/admin-dashboard$/, { timeout: 15_000 });

  // A recovery code instead of the app's code works once.
  const third = await freshSecondStep(browser);
  await third.getByRole("button", { name: "Wiederherstellungscode verwenden" }).click();
  const recoveryField = third.getByLabel("Wiederherstellungscode");
  await expect(recoveryField).toBeFocused();
  await recoveryField.fill(recoveryCodes[0]!);
  await third.getByRole("button", { name: "Anmelden" }).click();
  await expect(third).toHaveURL(/\/admin-dashboard$/, { timeout: 15_000 });
  const [after] = await queryRows<{ recovery_code_hashes: string[] }>(
    "select recovery_code_hashes from users where email = $1",
    [ADMIN.email],
  );
  expect(after!.recovery_code_hashes).toHaveLength(9);

  const fourth = await freshSecondStep(browser);
  await fourth.getByRole("button", { name: "Wiederherstellungscode verwenden" }).click();
  await fourth.getByLabel("Wiederherstellungscode").fill(recoveryCodes[0]!);
  await fourth.getByRole("button", { name: "Anmelden" }).click();
  await expect(fourth.getByText("Der Code ist ungültig. Bitte versuchen Sie es erneut.")).toBeVisible();
  await expect(fourth).toHaveURL(/\/admin-login$/);

  // "Passwort ändern" from the sidebar: at least 12 characters.
  await page
    .getByRole("complementary", { name: "Seitenleiste" })
    .getByRole("link", { name: "Passwort ändern" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Passwort ändern" })).toBeVisible();
  await page.getByLabel("Aktuelles Passwort").fill(ADMIN.password);
  await page.getByLabel("Neues Passwort", { exact: true }).fill("zu-kurz");
  await page.getByLabel("Neues Passwort bestätigen").fill("zu-kurz");
  await page.getByRole("button", { name: "Passwort ändern" }).click();
  await expect(page.getByText("Neues Passwort muss mindestens 12 Zeichen lang sein")).toBeVisible();
  await page.getByLabel("Neues Passwort", { exact: true }).fill("ein-neues-langes-passwort");
  await page.getByLabel("Neues Passwort bestätigen").fill("ein-neues-langes-passwort");
  await page.getByRole("button", { name: "Passwort ändern" }).click();
  await expect(page.getByText("Ihr Passwort wurde erfolgreich geändert")).toBeVisible();
  // This browser's session was re-issued and stays; the other sessions end within the 30 s the
  // session check may be stale (tests/integration/login-limits.test.ts checks that at once).
  await page.goto("/admin-dashboard", { waitUntil: "networkidle" });
  await expect(page).toHaveURL(/\/admin-dashboard$/);
});
