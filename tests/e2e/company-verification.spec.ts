/**
 * A company checked for real, in the browser against the fake registers: it registers with its GISA number
 * and UID, uploads its insurance confirmation; the admin sees every check green and approves without an
 * override; the public profile lists what was checked and when.
 */
import { randomBytes } from "node:crypto";
import { expect, test, type Page } from "./support/fixtures";
import { createUser, login, open } from "./support/accounts";
import { queryRows } from "./support/db";
import { companyProfilePath } from "../../lib/domain/company-slug";
import { formatIsoDay } from "../../lib/time/vienna";

const RUN = randomBytes(3).toString("hex");
const ADMIN = { email: `e2e-verify-admin-${RUN}@example.at`, password: "admin-geheim-123" };
/** A plain one-page PDF as an insurer would send it. */
const CONFIRMATION = Buffer.from(
  "%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n" +
    "trailer << /Root 1 0 R >>\n%%EOF\n",
);

test.beforeAll(async () => {
  await createUser(ADMIN.email, ADMIN.password, "admin");
});

function nextYear(): string {
  const day = new Date(Date.now() + 365 * 86_400_000);
  return day.toISOString().slice(0, 10);
}

async function register(page: Page, companyName: string, email: string) {
  await open(page, "/unternehmen");
  await page.getByRole("button", { name: "Jetzt Partner werden" }).click();
  const form = page.getByRole("main").getByRole("form", { name: "Jetzt als Partner registrieren" });
  await form.getByLabel("Firmenname", { exact: true }).fill(companyName);
  await form.getByLabel("Ansprechpartner", { exact: true }).fill("Sabine Huber");
  await form.getByLabel("E-Mail", { exact: true }).fill(email);
  await form.getByLabel("Telefon", { exact: true }).fill("+43 699 12345678");
  await form.getByLabel("Adresse", { exact: true }).fill("Thaliastraße 12");
  await form.getByLabel("PLZ", { exact: true }).fill("1160");
  await form.getByLabel("Stadt", { exact: true }).fill("Wien");
  await form.getByRole("checkbox", { name: "Malerei & Lackierung", exact: true }).click();
  // The fake register's painter (scripts/lib/fake-registers.ts) and its valid UID.
  await form.getByLabel("GISA-Zahl", { exact: true }).fill("10000002");
  await form.getByLabel(/^UID-Nummer/).fill("ATU12345678");
  await form.getByLabel("Berufserfahrung", { exact: true }).selectOption({ label: "11-20 Jahre" });
  await form.getByLabel("Anzahl Mitarbeiter", { exact: true }).selectOption({ label: "2-5 Mitarbeiter" });
  await form
    .getByLabel("Beschreibung Ihres Unternehmens", { exact: true })
    .fill("Malerbetrieb für Wohnungen und Stiegenhäuser in Ottakring.");
  await form.getByRole("checkbox", { name: "Ich akzeptiere die AGB und Datenschutzerklärung" }).click();
  await form.getByRole("button", { name: "Registrierung absenden" }).click();
  await expect(page.getByText("Registrierung erfolgreich!", { exact: true })).toBeVisible();
}

test("a company registers with GISA number and insurance; the admin approves on green checks; the profile shows them", async ({
  page,
  browser,
}) => {
  const companyName = `Malerei Huber ${RUN} e.U.`;
  const email = `e2e-verify-${RUN}@example.at`;
  const validUntil = nextYear();

  // 1. Registration: the licence answer, then the insurance confirmation.
  await register(page, companyName, email);
  const result = page.getByRole("region", { name: "Prüfung Ihrer Gewerbeberechtigung" });
  await expect(result.getByText(/Gefunden: Maler und Anstreicher/)).toBeVisible({ timeout: 30_000 });
  const upload = page.getByRole("form", { name: "Versicherungsbestätigung hochladen" });
  await upload.getByLabel("Versicherer", { exact: true }).fill("Wiener Städtische");
  await upload.getByLabel("Versicherungssumme in €", { exact: true }).fill("3000000");
  await upload.getByLabel("Gültig bis", { exact: true }).fill(validUntil);
  await upload
    .getByLabel("Datei", { exact: true })
    .setInputFiles({ name: "Polizze Huber.pdf", mimeType: "application/pdf", buffer: CONFIRMATION });
  await upload.getByRole("button", { name: "Hochladen" }).click();
  await expect(page.getByText(`Hochgeladen: Wiener Städtische, gültig bis ${formatIsoDay(validUntil)}`)).toBeVisible();

  // 2. The admin: every check green (the UID check runs as a job too), so "Freigeben" needs no reason.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await login(admin, "/admin-login", ADMIN.email, ADMIN.password);
  await expect(admin).toHaveURL(/\/admin-dashboard/, { timeout: 15_000 });
  await open(admin, "/admin-dashboard/registrations");
  const row = admin.getByRole("row").filter({ hasText: companyName });
  await row.getByRole("button", { name: "Freigeben" }).click();
  const dialog = admin.getByRole("dialog", { name: "Firmenanmeldung freigeben?" });
  await expect(dialog.getByTestId("check-gisa")).toHaveAttribute("data-state", "ok", { timeout: 20_000 });
  await expect(dialog.getByTestId("check-vies")).toHaveAttribute("data-state", "ok", { timeout: 20_000 });
  await expect(dialog.getByTestId("check-insurance")).toHaveAttribute("data-state", "ok");
  await expect(dialog.getByText("Nicht alle Prüfungen sind grün.", { exact: false })).toHaveCount(0);
  await dialog.getByRole("button", { name: "Freigeben", exact: true }).click();
  await expect(admin.getByText("Firmenanmeldung freigegeben")).toBeVisible({ timeout: 10_000 });
  await expect(row).toContainText("Genehmigt");
  await adminContext.close();

  const [company] = await queryRows<{ id: number; insurance_valid_until: string; licensed_services: string[] }>(
    `select c.id, to_char(c.insurance_valid_until, 'YYYY-MM-DD') as insurance_valid_until, c.licensed_services
       from companies c join company_registrations r on r.email = $1 and c.name = r.company_name`,
    [email],
  );
  expect(company!.insurance_valid_until).toBe(validUntil);
  expect(company!.licensed_services).toContain("maler");

  // 3. The public profile names each check with its source and day.
  await open(page, companyProfilePath({ id: company!.id, name: companyName }));
  const facts = page.getByTestId("company-checks-facts");
  await expect(
    facts.getByText(/^Gewerbeberechtigung Maler und Anstreicher, GISA geprüft am \d{2}\.\d{2}\.\d{4}$/),
  ).toBeVisible();
  await expect(facts.getByText(/^UID gültig \(VIES, \d{2}\.\d{2}\.\d{4}\)$/)).toBeVisible();
  await expect(facts.getByText(`Haftpflicht bis ${formatIsoDay(validUntil)}`)).toBeVisible();
});
