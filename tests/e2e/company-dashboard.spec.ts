/**
 * The company dashboard as a partner uses it (spec: authenticated-side §2 "Company dashboard",
 * "Lead details dialog", "Shared sidebar", §4, §5 "Change password" and "Advertising request", §8):
 * an invited company sets its password through the setup link, logs in at /firmen-login, sees only
 * its own leads, opens the details, changes a status, sends an advertising request, changes its
 * password and logs out.
 */
import { randomBytes } from "node:crypto";
import { expect, test, type Locator, type Page } from "./support/fixtures";
import { addMonths, format, setDate } from "date-fns";
import { de } from "date-fns/locale";
import { hashSetupToken } from "../../lib/auth/setup-token";
import { markChecked } from "./support/accounts";
import { queryRows } from "./support/db";
import { viennaMonthOf } from "../../lib/time/vienna";

const COMPANY = "Wimmer Bad & Küche GmbH";
const HOT_ANSWERS = {
  project_type: "Komplettsanierung",
  special_requirements: ["Bodengleiche Dusche", "Fußbodenheizung"],
  intent_readiness: "Ich bin startklar – Unterlagen und Budget sind vorhanden",
  start_timeline: "So bald wie möglich (<30 Tage)",
};

async function open(page: Page, path: string) {
  await page.goto(path, { waitUntil: "networkidle" });
}

/** A company user without password, its verified, checked company and a setup link valid 48 hours. */
async function invitedCompany(email: string): Promise<{ companyId: number; setupPath: string }> {
  const token = randomBytes(32).toString("base64url");
  const [user] = await queryRows<{ id: number }>(
    "insert into users (email, role, password_setup_token, token_expiry) values ($1, 'company', $2, now() + interval '48 hours') returning id",
    [email, hashSetupToken(token)],
  );
  const [company] = await queryRows<{ id: number }>(
    "insert into companies (user_id, name, verified, services) values ($1, $2, true, $3) returning id",
    [user!.id, COMPANY, ["Badrenovierung"]],
  );
  // A company that gets leads has passed its checks (no "keine neuen Anfragen" notice above the leads).
  await markChecked(company!.id);
  return { companyId: company!.id, setupPath: `/password-setup/${token}` };
}

/** A project assigned to `companyId` with the given assignment status; returns the project id. */
async function assignedLead(
  companyId: number,
  lead: { name: string; service: string; status?: string; answers?: object; budget?: string; daysAgo: number },
): Promise<number> {
  const [project] = await queryRows<{ id: number }>(
    `insert into projects (service_type, zip_code, name, email, phone, quiz_answers, budget, privacy_policy_version, created_at)
     values ($1, '1070', $2, $3, '+43 660 1234567', $4, $5, '2025-07', now() - make_interval(days => $6)) returning id`,
    [
      lead.service,
      lead.name,
      `${lead.name.toLowerCase().replace(/\s+/g, ".")}@example.at`,
      JSON.stringify(lead.answers ?? {}),
      lead.budget ?? null,
      lead.daysAgo,
    ],
  );
  await queryRows(
    "insert into project_assignments (project_id, company_id, status, contact_released_at) values ($1, $2, $3, now())",
    [project!.id, companyId, lead.status ?? "Offen"],
  );
  return project!.id;
}

async function login(page: Page, email: string, password: string) {
  await open(page, "/firmen-login");
  await submitLogin(page, email, password);
}

/** Fills and sends the login form of the page on screen (/firmen-login, loaded and idle). */
async function submitLogin(page: Page, email: string, password: string) {
  await page.getByLabel("E-Mail", { exact: true }).fill(email);
  await page.getByLabel("Passwort", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Anmelden" }).click();
  await expect(page).toHaveURL(/\/company-dashboard$/);
}

/** The number shown on the stat card `label`. */
const statValue = (page: Page, label: string) =>
  page
    .getByRole("region", { name: "Statistiken" })
    .getByText(label, { exact: true })
    .locator("xpath=following-sibling::p");

/** Picks `day` in the open calendar of a date field, moving forward month by month. */
async function pickDay(page: Page, field: Locator, day: Date) {
  await field.click();
  const name = new RegExp(`^(Heute, )?${format(day, "PPPP", { locale: de })}`);
  const calendar = page.locator("[data-slot=popover-content]");
  for (let step = 0; step < 3 && (await calendar.getByRole("button", { name }).count()) === 0; step += 1) {
    await calendar.getByRole("button", { name: "Zum nächsten Monat" }).click();
  }
  await calendar.getByRole("button", { name }).click();
  await expect(calendar).toHaveCount(0);
}

test("an invited company sets its password, works with its leads, asks for advertising, changes its password and logs out", async ({
  page,
  context,
}) => {
  test.setTimeout(120_000); // a long walk through the dashboard (with contact and the won dialog)
  const email = `e2e-dashboard-${Date.now()}@example.at`;
  const { companyId, setupPath } = await invitedCompany(email);
  const hotId = await assignedLead(companyId, {
    name: "Lena Gruber",
    service: "badrenovierung",
    answers: HOT_ANSWERS,
    budget: "15.000 - 25.000 €",
    daysAgo: 1,
  });
  const kitchenId = await assignedLead(companyId, { name: "Markus Huber", service: "küchenrenovierung", daysAgo: 2 });
  await assignedLead(companyId, { name: "Sabine Koller", service: "maler", status: "Verloren", daysAgo: 3 });
  const [other] = await queryRows<{ id: number }>(
    "insert into companies (name, verified) values ('Andere Bau GmbH', true) returning id",
  );
  await assignedLead(other!.id, { name: "Fremder Kunde", service: "badrenovierung", daysAgo: 0 });

  // Password setup through the link (it logs the partner in and sends it to the dashboard).
  await open(page, setupPath);
  await page.getByLabel("Neues Passwort", { exact: true }).fill("erstes-passwort");
  await page.getByLabel("Passwort bestätigen", { exact: true }).fill("erstes-passwort");
  await page.getByRole("button", { name: "Passwort speichern" }).click();
  await expect(page).toHaveURL(/\/company-dashboard$/, { timeout: 15_000 });
  // The dashboard has rendered and its first requests ran with the session before it is dropped.
  await expect(page.getByRole("heading", { level: 1, name: `Willkommen, ${COMPANY}` })).toBeVisible();
  await page.waitForLoadState("networkidle");

  // Logged out, the dashboard sends the partner to the login; it logs in there.
  await context.clearCookies();
  await open(page, "/company-dashboard");
  await expect(page).toHaveURL(/\/firmen-login$/);
  await login(page, email, "erstes-passwort");

  // Only its own leads, with stats and tab counts.
  await expect(page.getByRole("heading", { level: 1, name: `Willkommen, ${COMPANY}` })).toBeVisible();
  await expect(statValue(page, "Leads gesamt")).toHaveText("3");
  await expect(statValue(page, "Heiße Leads")).toHaveText("1");
  await expect(statValue(page, "Offen")).toHaveText("2");
  await expect(statValue(page, "Gewonnen")).toHaveText("0");
  await expect(statValue(page, "Verloren")).toHaveText("1");
  await expect(page.getByRole("tab", { name: "Alle (3)" })).toHaveAttribute("aria-selected", "true");
  const cards = page.getByRole("main").getByRole("article");
  await expect(cards).toHaveCount(3);
  await expect(cards.first()).toContainText("Lena Gruber");
  await expect(cards.first()).toContainText("Heiß");
  await expect(page.getByText("Fremder Kunde")).toHaveCount(0);
  const sidebar = page.getByRole("complementary", { name: "Seitenleiste" });
  await expect(sidebar.getByRole("link", { name: "Übersicht" })).toHaveAttribute("aria-current", "page");
  await expect(sidebar.getByText(COMPANY)).toBeVisible();
  await expect(sidebar.getByText("Firma", { exact: true })).toBeVisible();

  // Details of the hot lead.
  await page.getByRole("button", { name: "Details zu Lena Gruber" }).click();
  const details = page.getByRole("dialog", { name: /Lead-Details/ });
  await expect(details).toBeVisible();
  await expect(details.getByText("Heiß", { exact: true })).toBeVisible();
  await expect(details.getByRole("link", { name: "lena.gruber@example.at" })).toHaveAttribute(
    "href",
    "mailto:lena.gruber@example.at",
  );
  await expect(details.getByRole("link", { name: "0660 1234567" })).toHaveAttribute("href", "tel:+436601234567");
  await expect(details.getByText("Projektbereitschaft")).toBeVisible();
  await expect(details.getByText("Bodengleiche Dusche, Fußbodenheizung")).toBeVisible();
  await details.getByText("Technische Angaben").click();
  await expect(details.getByText(`ID`, { exact: true }).locator("xpath=following-sibling::dd")).toHaveText(
    String(hotId),
  );
  await page.keyboard.press("Escape");
  await expect(details).toHaveCount(0);

  // Markus Huber's lead is marked contacted (once; the button then gives way to the time).
  const kitchenCard = cards.filter({ hasText: "Markus Huber" });
  await expect(kitchenCard.getByText("Noch nicht kontaktiert")).toBeVisible();
  await page.getByRole("button", { name: "Markus Huber als kontaktiert markieren" }).click();
  await expect(kitchenCard.getByText(/^Kontaktiert am \d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}$/)).toBeVisible();
  await expect(page.getByRole("button", { name: "Markus Huber als kontaktiert markieren" })).toHaveCount(0);

  // Status change: Markus Huber's lead is won, with the order value and completion month.
  await page.getByRole("combobox", { name: "Status von Markus Huber" }).click();
  await page.getByRole("option", { name: "Gewonnen" }).click();
  const won = page.getByRole("dialog", { name: "Auftrag gewonnen" });
  await won.getByRole("button", { name: "Als gewonnen speichern" }).click();
  await expect(won.getByText("Bitte geben Sie den Auftragswert in Euro an.")).toBeVisible();
  await won.getByLabel("Auftragswert in Euro (brutto)").fill("18.000,00");
  const month = viennaMonthOf(new Date());
  await won.getByLabel("Voraussichtliche Fertigstellung (Monat)").fill(month);
  await won.getByRole("button", { name: "Als gewonnen speichern" }).click();
  await expect(won).toHaveCount(0);
  await expect(page.getByText("Der Lead-Status wurde erfolgreich geändert")).toBeVisible();
  await expect(page.getByRole("tab", { name: "Gewonnen (1)" })).toBeVisible();
  await expect(statValue(page, "Offen")).toHaveText("1");
  const [kitchen] = await queryRows<{ assignment: string; project: string }>(
    `select pa.status as assignment, p.status as project from project_assignments pa join projects p on p.id = pa.project_id
     where pa.project_id = $1 and pa.company_id = $2`,
    [kitchenId, companyId],
  );
  expect(kitchen).toEqual({ assignment: "Gewonnen", project: "Gewonnen" });
  const [kitchenWon] = await queryRows<{ value: number; month: string; contacted: boolean }>(
    `select won_value_cents as value, expected_completion as month, contacted_at is not null as contacted
     from project_assignments where project_id = $1 and company_id = $2`,
    [kitchenId, companyId],
  );
  expect(kitchenWon).toEqual({ value: 1_800_000, month, contacted: true });
  await page.getByRole("tab", { name: "Gewonnen (1)" }).click();
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText("Markus Huber");
  await expect(cards.first()).toContainText("Auftragswert € 18.000,00 brutto");

  // Advertising request.
  await sidebar.getByRole("link", { name: "Werbung" }).click();
  await expect(page).toHaveURL(/\/company-dashboard\/werbung$/);
  await expect(sidebar.getByRole("link", { name: "Werbung" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("heading", { level: 1, name: "Werbung" })).toBeVisible();
  await expect(page.getByRole("tablist")).toHaveCount(0);

  await page.getByRole("button", { name: "Werbeanfrage senden" }).click();
  await expect(page.getByText("Kategorie ist erforderlich")).toBeVisible();
  await expect(page.getByText("Verfügbar ab ist erforderlich")).toBeVisible();
  await expect(page.getByText("Verfügbar bis ist erforderlich")).toBeVisible();

  await page.getByRole("combobox", { name: "Kategorie" }).click();
  await page.getByRole("option", { name: "Badrenovierung" }).click();
  const firstPeriod = page.getByRole("group", { name: "Zeitraum 1" });
  const start = setDate(addMonths(new Date(), 1), 10);
  await pickDay(page, firstPeriod.getByRole("button", { name: /^Verfügbar ab/ }), start);
  await expect(firstPeriod.getByRole("button", { name: /^Verfügbar ab/ })).toHaveText(format(start, "dd.MM.yyyy"));

  // The end date by keyboard: the calendar opens on the first selectable day (the day after the
  // start), ArrowDown moves a week on, Enter picks it.
  const endButton = firstPeriod.getByRole("button", { name: /^Verfügbar bis/ });
  await endButton.focus();
  await page.keyboard.press("Enter");
  await expect(page.locator("[data-slot=popover-content]")).toBeVisible();
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  const end = setDate(start, 18);
  await expect(endButton).toHaveText(format(end, "dd.MM.yyyy"));
  await firstPeriod.getByLabel("Anreiz (optional)").fill("10 % Rabatt auf die Planung");

  await page.getByRole("button", { name: "Zeitraum hinzufügen" }).click();
  await expect(page.getByRole("group", { name: "Zeitraum 2" })).toBeVisible();
  await page.getByRole("button", { name: "Zeitraum 2 entfernen" }).click();
  await expect(page.getByRole("group", { name: "Zeitraum 2" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Zeitraum 1 entfernen" })).toHaveCount(0);
  await page.getByLabel("Nachricht (optional)").fill("Wir haben ab nächstem Monat freie Kapazitäten.");
  await page.getByRole("button", { name: "Werbeanfrage senden" }).click();

  await expect(page.getByText("Werbeanfrage übermittelt")).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Kategorie" })).toHaveText(/Kategorie auswählen/);
  const requests = await queryRows<{ category: string; availability: unknown; message: string; status: string }>(
    "select category, availability, message, status from advertising_requests where company_id = $1",
    [companyId],
  );
  expect(requests).toEqual([
    {
      category: "badrenovierung",
      availability: [
        {
          startDate: format(start, "yyyy-MM-dd"),
          endDate: format(end, "yyyy-MM-dd"),
          incentive: "10 % Rabatt auf die Planung",
        },
      ],
      message: "Wir haben ab nächstem Monat freie Kapazitäten.",
      status: "pending",
    },
  ]);

  // Change password.
  await sidebar.getByRole("button", { name: "Passwort ändern" }).click();
  const passwordDialog = page.getByRole("dialog", { name: "Passwort ändern" });
  await passwordDialog.getByLabel("Aktuelles Passwort").fill("erstes-passwort");
  await passwordDialog.getByLabel("Neues Passwort").fill("zweites-passwort");
  await passwordDialog.getByLabel("Passwort bestätigen").fill("zweites-passwort");
  await passwordDialog.getByRole("button", { name: "Passwort ändern" }).click();
  await expect(page.getByText("Ihr Passwort wurde erfolgreich geändert")).toBeVisible();
  await expect(passwordDialog).toHaveCount(0);

  // Logout goes to the start page; the new password works.
  await sidebar.getByRole("button", { name: "Abmelden" }).click();
  await expect(page.getByText("Erfolgreich abgemeldet")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await open(page, "/company-dashboard");
  await expect(page).toHaveURL(/\/firmen-login$/);
  await submitLogin(page, email, "zweites-passwort");
  await expect(page.getByRole("heading", { level: 1, name: `Willkommen, ${COMPANY}` })).toBeVisible();
});

test("on a phone the sidebar opens from the menu button", async ({ page }) => {
  const email = `e2e-dashboard-mobile-${Date.now()}@example.at`;
  const { setupPath } = await invitedCompany(email);
  await page.setViewportSize({ width: 360, height: 740 });
  await open(page, setupPath);
  await page.getByLabel("Neues Passwort", { exact: true }).fill("mobil-passwort");
  await page.getByLabel("Passwort bestätigen", { exact: true }).fill("mobil-passwort");
  await page.getByRole("button", { name: "Passwort speichern" }).click();
  await expect(page).toHaveURL(/\/company-dashboard$/, { timeout: 15_000 });

  await expect(page.getByText("Noch keine Leads vorhanden")).toBeVisible();
  await expect(page.getByRole("complementary", { name: "Seitenleiste" })).toBeHidden();
  await page.getByRole("button", { name: "Menü öffnen" }).click();
  const menu = page.getByRole("dialog", { name: "Dashboard-Menü" });
  await expect(menu.getByText(COMPANY)).toBeVisible();
  await menu.getByRole("link", { name: "Werbung" }).click();
  await expect(page).toHaveURL(/\/company-dashboard\/werbung$/);
  await expect(menu).toHaveCount(0);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});

test("on a phone the leads start above the fold and the details open with the contact buttons", async ({ page }) => {
  const email = `e2e-dashboard-phone-leads-${Date.now()}@example.at`;
  const { companyId, setupPath } = await invitedCompany(email);
  await assignedLead(companyId, {
    name: "Petra Lang",
    service: "maler",
    answers: { project_scope: ["Tapezieren"], room_size: "50-80 m²", current_stage: "Leer" },
    daysAgo: 0,
  });
  await page.setViewportSize({ width: 360, height: 740 });
  await open(page, setupPath);
  await page.getByLabel("Neues Passwort", { exact: true }).fill("mobil-passwort");
  await page.getByLabel("Passwort bestätigen", { exact: true }).fill("mobil-passwort");
  await page.getByRole("button", { name: "Passwort speichern" }).click();
  await expect(page).toHaveURL(/\/company-dashboard$/, { timeout: 15_000 });

  // The five stat tiles share one row; the first lead card starts within the first screen.
  const card = page.getByRole("main").getByRole("article").first();
  await expect(card).toContainText("Tapezieren · 50-80 m²");
  await expect(card).toContainText("Neubau");
  await expect(card).toContainText("1 von");
  const cardBox = (await card.boundingBox())!;
  expect(cardBox.y).toBeLessThan(740);
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
  ).toBeLessThanOrEqual(0);

  // The details fill the screen and open with the name and the call, WhatsApp and e-mail buttons in view.
  await page.getByRole("button", { name: "Details zu Petra Lang" }).click();
  const details = page.getByRole("dialog", { name: "Lead-Details: Petra Lang" });
  expect((await details.boundingBox())!.width).toBeGreaterThanOrEqual(359);
  for (const name of [/^Anrufen/, /^WhatsApp/, /^E-Mail an/])
    await expect(details.getByRole("link", { name })).toBeInViewport();
  await expect(details.getByText("Zustand der Räume")).toBeVisible();
  await expect(details.getByText("Technische Angaben")).toBeVisible();
  await expect(details.getByText("ID", { exact: true })).toBeHidden();
});
