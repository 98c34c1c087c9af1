/**
 * "Passwort vergessen?" in the browser: a partner asks for a reset link on
 * /firmen-login, gets the neutral confirmation, opens the link from the queued e-mail (read from
 * email_outbox and decrypted), sets a new password, lands on its dashboard, and afterwards logs in
 * with the new password while the old one is refused.
 */
import { randomBytes } from "node:crypto";
import { expect, test, type Page } from "./support/fixtures";
import { hashPassword } from "../../lib/auth/password";
import { decryptOutboxBody } from "../support/outbox-body";
import { queryRows } from "./support/db";

/** Keeps the e-mail unique when the spec runs twice against one database. */
const RUN = randomBytes(3).toString("hex");

async function open(page: Page, path: string) {
  await page.goto(path, { waitUntil: "networkidle" });
}

async function fillLogin(page: Page, email: string, password: string) {
  await page.getByLabel("E-Mail", { exact: true }).fill(email);
  await page.getByLabel("Passwort", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Anmelden" }).click();
}

test("a partner resets a forgotten password and logs in with the new one", async ({ page, context, consoleGuard }) => {
  const email = `e2e-reset-${RUN}@example.at`;
  const [user] = await queryRows<{ id: number }>(
    "insert into users (email, password, role) values ($1, $2, 'company') returning id",
    [email, await hashPassword("altes-passwort")],
  );
  await queryRows("insert into companies (user_id, name, verified) values ($1, $2, true)", [
    user!.id,
    `Reset Bau ${RUN}`,
  ]);

  // Ask for the link (keyboard: the button is reachable and opens the e-mail form).
  await open(page, "/firmen-login");
  await page.getByLabel("E-Mail", { exact: true }).fill(email);
  await page.getByRole("button", { name: "Passwort vergessen?" }).click();
  const field = page.getByLabel("E-Mail", { exact: true });
  await expect(field).toBeFocused();
  await expect(field).toHaveValue(email);
  await field.press("Enter");
  await expect(
    page.getByText(
      "Wenn ein Konto mit dieser E-Mail-Adresse existiert, haben wir Ihnen einen Link geschickt. Er ist 1 Stunde gültig.",
    ),
  ).toBeVisible();

  const [mail] = await queryRows<{ text: string }>(
    "select text from email_outbox where $1 = any(\"to\") and subject like 'Passwort zurücksetzen%' order by id desc limit 1",
    [email],
  );
  expect(mail).toBeDefined();
  const resetPath = /\/password-setup\/[A-Za-z0-9_-]+/.exec(
    decryptOutboxBody(mail!.text, process.env.AUTH_SECRET!),
  )?.[0];
  expect(resetPath).toBeDefined();

  // Set the new password through the link: the partner lands on its dashboard.
  await open(page, resetPath!);
  await expect(page.getByRole("heading", { name: "Passwort festlegen" })).toBeVisible();
  await page.getByLabel("Neues Passwort", { exact: true }).fill("neues-passwort-1");
  await page.getByLabel("Passwort bestätigen", { exact: true }).fill("neues-passwort-1");
  await page.getByRole("button", { name: "Passwort speichern" }).click();
  await expect(page).toHaveURL(/\/company-dashboard$/, { timeout: 15_000 });

  // The link is used up and offers a new one.
  await open(page, resetPath!);
  await expect(page.getByRole("heading", { name: "Ungültiger Link" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Neuen Link anfordern" })).toBeVisible();

  // Logged out: the old password is refused, the new one logs in.
  await context.clearCookies();
  consoleGuard.allowFailedLoad(401, "/api/auth/login");
  await open(page, "/firmen-login");
  await fillLogin(page, email, "altes-passwort");
  await expect(page.getByText("Bitte überprüfen Sie Ihre Anmeldedaten")).toBeVisible();
  await fillLogin(page, email, "neues-passwort-1");
  await expect(page).toHaveURL(/\/company-dashboard$/, { timeout: 15_000 });
});
