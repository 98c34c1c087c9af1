/**
 * "Einstellungen": the admin changes the phone number, the commission, enters the
 * imprint's register data and a sourced public figure ("Öffentliche Angaben", refused
 * without its source); the footer, /kontakt, /impressum, /agb, /datenschutz, /unternehmen, /ueber-uns
 * and the home page show them after the save revalidated the pages
 * (polled with reloads for up to ~10 s). The settings are put back at the end through the same API,
 * so the other specs see the defaults again. "Förderungen": a subsidy rule is created (an unreadable income
 * limit refused at its field, an empty one kept as "limit applies"), edited and deleted, without serious axe findings.
 */
import { expect, test, type Page } from "./support/fixtures";
import { hashPassword } from "../../lib/auth/password";
import { queryRows } from "./support/db";
import { enrolAdminTotp, enterTotpCode } from "./support/admin-totp";
import { expectNoSeriousAxeViolations } from "./support/visual";

const ADMIN = { email: "e2e-settings-admin@example.at", password: "admin-geheim-settings" };

async function loginAsAdmin(page: Page) {
  await queryRows("insert into users (email, password, role) values ($1, $2, 'admin') on conflict (email) do nothing", [
    ADMIN.email,
    await hashPassword(ADMIN.password),
  ]);
  await enrolAdminTotp(ADMIN.email);
  await page.goto("/admin-login", { waitUntil: "networkidle" });
  await page.getByLabel("E-Mail", { exact: true }).fill(ADMIN.email);
  await page.getByLabel("Passwort", { exact: true }).fill(ADMIN.password);
  await page.getByRole("button", { name: "Anmelden" }).click();
  await enterTotpCode(page);
  await expect(page).toHaveURL(/\/admin-dashboard/, { timeout: 15_000 });
}

/** Reloads `path` until `check` passes (ISR: the revalidated page renders anew on a later request). */
async function eventually(page: Page, path: string, check: () => Promise<void>) {
  await expect(async () => {
    await page.goto(path, { waitUntil: "domcontentloaded" });
    await check();
  }).toPass({ timeout: 10_000, intervals: [250, 500, 1000] });
}

test("Einstellungen change the phone number in the footer and on /kontakt and fill in the imprint", async ({
  page,
  baseURL,
}) => {
  const phone = `+43 1 ${String(Date.now()).slice(-7, -4)} ${String(Date.now()).slice(-4, -2)} ${String(Date.now()).slice(-2)}`;
  await loginAsAdmin(page);
  const original = await (await page.request.get("/api/admin/settings")).json();

  try {
    await page.goto("/admin-dashboard", { waitUntil: "networkidle" });
    const warning = page.getByRole("alert").filter({ hasText: "Impressum unvollständig" });
    await expect(warning).toBeVisible();
    await warning.getByRole("link", { name: "Zu den Einstellungen" }).click();
    await expect(page).toHaveURL(/\/admin-dashboard\/settings$/);

    const form = page.getByRole("form", { name: "Einstellungen" });
    await form.getByLabel("Telefon", { exact: true }).fill(phone);
    await form.getByLabel("Straße und Hausnummer").fill("Teststraße 7");
    await form.getByLabel("Firmenwortlaut").fill("E2E Plattform GmbH");
    await form.getByLabel("Rechtsform").fill("Gesellschaft mit beschränkter Haftung");
    await form.getByLabel("Firmenbuchnummer").fill("FN 765432 e");
    await form.getByLabel("Firmenbuchgericht").fill("Handelsgericht Wien");
    await form.getByLabel("UID-Nummer").fill("ATU99999999");
    await form.getByLabel("Aufsichtsbehörde (Gewerbebehörde)").fill("Magistratisches Bezirksamt Wien");
    await form.getByLabel("Kammer").fill("Wirtschaftskammer Wien");
    await form.getByLabel("Provision", { exact: true }).fill("12,5");

    // "Öffentliche Angaben": a figure without its source is not saved.
    const claims = form.getByRole("region", { name: "Öffentliche Angaben" });
    await claims.getByLabel("Zufriedenheit in %", { exact: true }).fill("93");
    await form.getByRole("button", { name: "Einstellungen speichern" }).click();
    await expect(
      claims.getByText(
        "Bitte geben Sie die Quelle für „Zufriedenheit in %“ an – ohne Quelle wird die Angabe nicht veröffentlicht",
      ),
    ).toBeVisible();
    await expect(form.getByText("Ungespeicherte Änderungen")).toBeVisible();
    await claims.getByLabel("Quelle der Zufriedenheit").fill("E2E-Kundenbefragung 10/2026, 64 Antworten");
    await claims.getByLabel("Gründungsjahr", { exact: true }).fill("2021");
    await claims.getByLabel("Quelle des Gründungsjahrs").fill("Firmenbuch FN 765432 e");

    await form.getByRole("button", { name: "Einstellungen speichern" }).click();
    await expect(page.getByText("Einstellungen gespeichert")).toBeVisible();
    await expect(form.getByText("Ungespeicherte Änderungen")).toBeHidden();

    const [audit] = await queryRows<{ count: string }>(
      "select count(*) from audit_log where action = 'settings.update'",
    );
    expect(Number(audit!.count)).toBeGreaterThan(0);

    await eventually(page, "/", async () => {
      await expect(page.getByRole("contentinfo").getByTestId("footer-phone")).toHaveText(phone, { timeout: 500 });
    });
    await eventually(page, "/kontakt", async () => {
      await expect(page.getByRole("main").getByTestId("contact-phone")).toHaveText(phone, { timeout: 500 });
      await expect(page.getByRole("contentinfo").getByTestId("footer-phone")).toHaveText(phone, { timeout: 500 });
    });
    await eventually(page, "/impressum", async () => {
      const main = page.getByRole("main");
      await expect(main.getByText("FN 765432 e")).toBeVisible({ timeout: 500 });
      await expect(main.getByText("ATU99999999")).toBeVisible({ timeout: 500 });
      await expect(main.getByText("noch nicht eingetragen")).toHaveCount(0);
    });
    // Terms, privacy policy and the partner landing read the same settings.
    await eventually(page, "/agb", async () => {
      await expect(page.getByRole("main").getByText(/Provision von 12,5 % brutto/)).toBeVisible({ timeout: 500 });
      await expect(page.getByRole("main").getByText(/Leistungen der E2E Plattform GmbH, Teststraße 7/)).toBeVisible({
        timeout: 500,
      });
    });
    await eventually(page, "/datenschutz", async () => {
      await expect(page.getByRole("main").getByText("E2E Plattform GmbH", { exact: true })).toBeVisible({
        timeout: 500,
      });
    });
    // The one module of public figures: /ueber-uns and the home page show the entry with its source.
    await eventually(page, "/ueber-uns", async () => {
      const main = page.getByRole("main");
      await expect(main.getByText("Gegründet 2021 in Wien")).toBeVisible({ timeout: 500 });
      const figures = main.getByRole("region", { name: /in Zahlen$/ });
      await expect(figures.getByText("93 %", { exact: true })).toBeVisible({ timeout: 500 });
      await expect(figures.getByText("Quelle: E2E-Kundenbefragung 10/2026, 64 Antworten")).toBeVisible({
        timeout: 500,
      });
    });
    await eventually(page, "/", async () => {
      const figures = page.getByRole("main").getByRole("region", { name: "Unsere Zahlen" });
      await expect(figures.getByText("93 %", { exact: true })).toBeVisible({ timeout: 500 });
    });
    await eventually(page, "/unternehmen", async () => {
      await expect(page.getByRole("main").getByText(/Sie zahlen nur 12,5 % Provision/)).toBeVisible({ timeout: 500 });
    });
  } finally {
    const restored = await page.request.put("/api/admin/settings", {
      data: original.settings,
      headers: { origin: baseURL ?? "" },
    });
    expect(restored.status()).toBe(200);
  }

  await eventually(page, "/impressum", async () => {
    await expect(page.getByRole("main").getByText("noch nicht eingetragen").first()).toBeVisible({ timeout: 500 });
  });
  await eventually(page, "/ueber-uns", async () => {
    await expect(page.getByRole("main")).not.toContainText("93 %", { timeout: 500 });
  });
});

test("Förderungen: the admin creates, edits and deletes a subsidy rule in the browser", async ({ page }) => {
  const name = `E2E-Förderung ${Date.now().toString(36)}`;
  await loginAsAdmin(page);
  await page.goto("/admin-dashboard/settings", { waitUntil: "networkidle" });
  const section = page.getByRole("region", { name: "Förderungen" });
  await expect(section.getByRole("list", { name: "Förderregeln" })).toBeVisible();
  await expectNoSeriousAxeViolations(page, "Einstellungen with Förderungen");

  await section.getByRole("button", { name: "Förderregel anlegen" }).click();
  const dialog = page.getByRole("dialog", { name: "Förderregel anlegen" });
  await dialog.getByLabel("Name").fill(name);
  await dialog.getByLabel("Schlüssel").fill(`e2e-${Date.now().toString(36)}`);
  await dialog.getByLabel("Förderstelle").fill("Stadt Wien");
  await dialog.getByLabel("Quelle (https-Link)").fill("https://www.wien.gv.at/e2e-foerderung");
  await dialog.getByLabel("Fördersatz in %").fill("25");
  await dialog.getByLabel("Höchstbetrag in € (leer = ohne)").fill("2.000");
  await dialog.getByRole("checkbox", { name: "Hausbau" }).check();
  await dialog.getByRole("checkbox", { name: "Einkommensgrenze gilt" }).check();
  await dialog.getByLabel(/Höchstes Haushaltseinkommen/).fill("abc");
  // Inactive, so the quiz of the other specs never offers it.
  await dialog.getByRole("checkbox", { name: "Aktiv" }).uncheck();
  await expectNoSeriousAxeViolations(page, "Förderregel anlegen");
  await dialog.getByRole("button", { name: "Speichern" }).click();
  await expect(dialog.getByText(/Bitte das Höchsteinkommen in Euro angeben/)).toBeVisible();
  await dialog.getByLabel(/Höchstes Haushaltseinkommen/).fill("");
  await dialog.getByRole("button", { name: "Speichern" }).click();
  await expect(dialog).toBeHidden();

  const item = section.getByRole("listitem").filter({ hasText: name });
  await expect(item).toContainText("25 %");
  await expect(item).toContainText(/2\.000,00/);
  await expect(item).toContainText("inaktiv");
  const [stored] = await queryRows<{ conditions: unknown; max_cents: number }>(
    "select conditions, max_cents from subsidy_rules where name = $1",
    [name],
  );
  expect(stored).toEqual({ conditions: { maxHouseholdIncomeCents: null }, max_cents: 200_000 });

  await item.getByRole("button", { name: `${name} bearbeiten` }).click();
  const edit = page.getByRole("dialog", { name: "Förderregel bearbeiten" });
  await expect(edit.getByRole("checkbox", { name: "Einkommensgrenze gilt" })).toBeChecked();
  await edit.getByLabel("Fördersatz in %").fill("30");
  await edit.getByRole("button", { name: "Speichern" }).click();
  await expect(edit).toBeHidden();
  await expect(item).toContainText("30 %");

  await item.getByRole("button", { name: `${name} löschen` }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Löschen" }).click();
  await expect(section.getByRole("listitem").filter({ hasText: name })).toHaveCount(0);
  expect(await queryRows("select 1 from subsidy_rules where name = $1", [name])).toHaveLength(0);
});
