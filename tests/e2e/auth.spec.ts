/**
 * Login, role checks, guards and the password setup link as a partner or admin uses them
 * (spec: authenticated-side §2 "Company login", "Role switch", "Password setup", §5, §6, §8).
 */
import { createHash, randomBytes } from "node:crypto";
import { expect, test, type Page } from "./support/fixtures";
import { hashPassword } from "../../lib/auth/password";
import { queryRows } from "./support/db";
import { enrolAdminTotp, enterTotpCode } from "./support/admin-totp";

async function open(page: Page, path: string) {
  await page.goto(path, { waitUntil: "networkidle" });
}

async function createUser(email: string, password: string, role: "admin" | "company") {
  const [user] = await queryRows<{ id: number }>(
    "insert into users (email, password, role) values ($1, $2, $3) returning id",
    [email, await hashPassword(password), role],
  );
  if (role === "company") {
    await queryRows("insert into companies (user_id, name, verified) values ($1, $2, true)", [
      user.id,
      `Firma ${email}`,
    ]);
  }
}

/** A setup link for a new company user; `hoursValid` < 0 makes it expired. */
async function setupLink(email: string, hoursValid = 48): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  const hash = createHash("sha256").update(token).digest("hex");
  const [user] = await queryRows<{ id: number }>(
    "insert into users (email, role, password_setup_token, token_expiry) values ($1, 'company', $2, now() + make_interval(hours => $3)) returning id",
    [email, hash, hoursValid],
  );
  await queryRows("insert into companies (user_id, name, verified) values ($1, 'Setup Bau GmbH', true)", [user.id]);
  return `/password-setup/${token}`;
}

async function login(page: Page, email: string, password: string) {
  await page.getByLabel("E-Mail", { exact: true }).fill(email);
  await page.getByLabel("Passwort", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Anmelden" }).click();
}

test.describe("login", () => {
  test("shows the §5 messages for empty fields", async ({ page }) => {
    await open(page, "/firmen-login");
    await page.getByRole("button", { name: "Anmelden" }).click();
    await expect(page.getByText("Ungültige E-Mail-Adresse")).toBeVisible();
    await expect(page.getByText("Passwort muss mindestens 6 Zeichen haben")).toBeVisible();
    await expect(page.getByRole("link", { name: "Kontaktieren Sie uns für eine Registrierung" })).toHaveAttribute(
      "href",
      "/kontakt",
    );
  });

  test("a wrong password shows the failure toast and stays on the page", async ({ page, consoleGuard }) => {
    // The refused login answers 401, which the browser logs.
    consoleGuard.allow(/status of 401/);
    await createUser("e2e-wrong@example.at", "richtig-123", "company");
    await open(page, "/firmen-login");
    await login(page, "e2e-wrong@example.at", "falsch-123");
    await expect(page.getByText("Anmeldung fehlgeschlagen")).toBeVisible();
    await expect(page.getByText("Bitte überprüfen Sie Ihre Anmeldedaten")).toBeVisible();
    await expect(page).toHaveURL(/\/firmen-login$/);
  });

  test("an admin at the company login is told it has no permission; at /admin-login it is let in", async ({ page }) => {
    await createUser("e2e-admin@example.at", "admin-geheim", "admin");
    await open(page, "/firmen-login");
    await login(page, "e2e-admin@example.at", "admin-geheim");
    await expect(page.getByText("Sie haben keine Berechtigung für das Firmen-Dashboard")).toBeVisible();
    await expect(page).toHaveURL(/\/firmen-login$/);

    await enrolAdminTotp("e2e-admin@example.at");
    await open(page, "/admin-login");
    await login(page, "e2e-admin@example.at", "admin-geheim");
    await enterTotpCode(page);
    await expect(page.getByText("Erfolgreich angemeldet")).toBeVisible();
    await expect(page).toHaveURL(/\/admin-dashboard/);
  });

  test("a company at the admin login is told it has no admin permission", async ({ page }) => {
    await createUser("e2e-not-admin@example.at", "firma-geheim", "company");
    await open(page, "/admin-login");
    await login(page, "e2e-not-admin@example.at", "firma-geheim");
    await expect(page.getByText("Sie haben keine Admin-Berechtigung")).toBeVisible();
    await expect(page).toHaveURL(/\/admin-login$/);
  });
});

test.describe("guards", () => {
  test("logged-out visitors of the dashboards are sent to the login pages", async ({ page }) => {
    await page.goto("/company-dashboard");
    await expect(page).toHaveURL(/\/firmen-login$/);
    await page.goto("/company-dashboard/werbung");
    await expect(page).toHaveURL(/\/firmen-login$/);
    await page.goto("/admin-dashboard");
    await expect(page).toHaveURL(/\/admin-login$/);
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/firmen-login$/);
  });
});

test.describe("password setup", () => {
  test("an invalid link, an expired link and a missing token show their screens", async ({ page }) => {
    await open(page, "/password-setup/gibt-es-nicht");
    await expect(page.getByRole("heading", { name: "Ungültiger Link" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Zur Startseite", exact: true })).toBeVisible();

    await open(page, await setupLink("e2e-expired@example.at", -1));
    await expect(page.getByRole("heading", { name: "Link abgelaufen" })).toBeVisible();
    await expect(page.getByText("48 Stunden")).toBeVisible();

    await open(page, "/password-setup");
    await expect(page.getByText("Kein Token gefunden.")).toBeVisible();
  });

  test("a partner sets its password, lands on its dashboard after 2 s, and the link is then used up", async ({
    page,
  }) => {
    const link = await setupLink("e2e-setup@example.at");
    await open(page, link);
    await expect(page.getByText("e2e-setup@example.at")).toBeVisible();
    const save = page.getByRole("button", { name: "Passwort speichern" });
    await expect(save).toBeDisabled();
    await page.getByLabel("Neues Passwort", { exact: true }).fill("mein-passwort");
    await page.getByLabel("Passwort bestätigen", { exact: true }).fill("mein-passwort-x");
    await expect(save).toBeDisabled();
    await expect(page.getByText("Die Passwörter stimmen nicht überein")).toBeVisible();
    await page.getByRole("button", { name: "Passwort anzeigen" }).first().click();
    await expect(page.getByLabel("Neues Passwort", { exact: true })).toHaveAttribute("type", "text");
    await page.getByLabel("Passwort bestätigen", { exact: true }).fill("mein-passwort");
    await save.click();
    await expect(page.getByRole("heading", { name: "Erfolgreich!" })).toBeVisible();
    await expect(page).toHaveURL(/\/company-dashboard$/, { timeout: 10_000 });

    await open(page, link);
    await expect(page.getByRole("heading", { name: "Ungültiger Link" })).toBeVisible();
  });
});
