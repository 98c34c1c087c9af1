/**
 * The marketplace loop in the browser: a painter quiz; the company marks the lead contacted, then won;
 * the customer confirms the hire on a phone; the month closes and the admin runs the invoicing; the
 * company's invoice PDF carries number, job and total; the job is done, the customer reviews, and the
 * review appears on /firmen/{slug}. The issuer's data are written for this spec and restored after.
 */
import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import { expect, test } from "./support/fixtures";
import { pdfText } from "../support/pdf-text";
import { companyPage, createUser, login, markChecked, open, type CompanyAccount } from "./support/accounts";
import { PHONE, pathFromOutbox, roomPathFromOutbox, submitQuiz } from "./support/customer";
import { queryRows } from "./support/db";
import { companyProfilePath } from "../../lib/domain/company-slug";
import { viennaMonthOf } from "../../lib/time/vienna";

const RUN = randomBytes(3).toString("hex");

/** The issuer's data of the invoices (Einstellungen), as the admin would enter them. */
const ISSUER_SETTINGS: Record<string, unknown> = {
  imprint: {
    companyName: "Renovio E2E GmbH",
    legalForm: "GmbH",
    registerNumber: "FN 000000e",
    registerCourt: "Handelsgericht Wien",
    vatId: "ATU00000000",
    supervisoryAuthority: "Magistratisches Bezirksamt",
    chamber: "WKO Wien",
  },
  contact: {
    phone: "+43 1 000 00 00",
    email: "office@example.at",
    whatsapp: "",
    street: "Testgasse 1",
    zipCity: "1070 Wien",
    openingHours: [{ days: "Mo–Fr", hours: "9:00–18:00" }],
  },
  invoicing: { accountHolder: "Renovio E2E GmbH", iban: "AT611904300234573201", bic: "BKAUATWW", bankName: "Testbank" },
};

let savedSettings: { key: string; value: unknown }[] = [];

test.beforeAll(async () => {
  savedSettings = await queryRows<{ key: string; value: unknown }>(
    "select key, value from app_settings where key = any($1)",
    [Object.keys(ISSUER_SETTINGS)],
  );
  for (const [key, value] of Object.entries(ISSUER_SETTINGS)) {
    await queryRows(
      "insert into app_settings (key, value) values ($1, $2) on conflict (key) do update set value = excluded.value",
      [key, JSON.stringify(value)],
    );
  }
});

test.afterAll(async () => {
  await queryRows("delete from app_settings where key = any($1)", [Object.keys(ISSUER_SETTINGS)]);
  for (const row of savedSettings)
    await queryRows("insert into app_settings (key, value) values ($1, $2)", [row.key, JSON.stringify(row.value)]);
});

test("contacted → won with a value → the customer confirms → invoice PDF → review on the public profile", async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const customer = { name: "Lena Berger", email: `loop-${RUN}@example.at`, phone: "+43 660 5550123" };
  const company: CompanyAccount = {
    email: `loop-firma-${RUN}@example.at`,
    password: "firma-geheim-loop",
    name: `Malerei Loop ${RUN}`,
  };

  // The customer submits the painter quiz; the company receives the lead.
  await submitQuiz(page, "maler", "1070", customer);
  await expect(page).toHaveURL(/\/danke/, { timeout: 15_000 });
  const [project] = await queryRows<{ id: number }>("select id from projects where email = $1", [customer.email]);
  const userId = await createUser(company.email, company.password, "company");
  const [row] = await queryRows<{ id: number }>(
    "insert into companies (user_id, name, verified, verified_at, services, city, zip_code, street, contact_email) values ($1, $2, true, now(), $3, 'Wien', '1070', 'Zollergasse 5', $4) returning id",
    [userId, company.name, ["Maler"], company.email],
  );
  const companyId = row!.id;
  await markChecked(companyId);
  const [assignment] = await queryRows<{ id: number }>(
    "insert into project_assignments (project_id, company_id, contact_released_at) values ($1, $2, now()) returning id",
    [project!.id, companyId],
  );

  // The company marks the lead contacted, then won with the order value and completion month.
  const dashboard = await companyPage(browser, company);
  await dashboard.getByRole("button", { name: `${customer.name} als kontaktiert markieren` }).click();
  await expect(dashboard.getByText(/^Kontaktiert am \d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}$/).first()).toBeVisible();
  await dashboard.getByRole("combobox", { name: `Status von ${customer.name}` }).click();
  await dashboard.getByRole("option", { name: "Gewonnen" }).click();
  const won = dashboard.getByRole("dialog", { name: "Auftrag gewonnen" });
  await won.getByLabel("Auftragswert in Euro (brutto)").fill("12.000,00");
  await won.getByLabel("Voraussichtliche Fertigstellung (Monat)").fill(viennaMonthOf(new Date()));
  await won.getByRole("button", { name: "Als gewonnen speichern" }).click();
  await expect(won).toHaveCount(0);
  await expect(dashboard.getByText(/Auftragswert €\s12\.000,00 brutto/).first()).toBeVisible();

  // The customer opens "Mein Projekt" on a phone, sees the contact and names the company as hired.
  const roomPath = await roomPathFromOutbox("idempotency_key = $1", [`project-confirmation-${project!.id}`]);
  const phone = await browser.newContext(PHONE);
  const room = await phone.newPage();
  await room.goto(roomPath, { waitUntil: "networkidle" });
  const card = room.getByTestId("room-company");
  await expect(card).toHaveCount(1);
  await expect(card).toContainText(/Ja, gemeldet am \d{2}\.\d{2}\.\d{4}, \d{2}:\d{2} Uhr/);
  await expect(room.getByTestId("room-step-contacted")).toHaveAttribute("data-reached", "true");
  await room.getByRole("radio", { name: company.name }).click();
  await room.getByLabel("Auftragswert in Euro (freiwillig)").fill("12.000");
  await room.getByRole("button", { name: "Antwort speichern" }).click();
  await expect(room.getByText("Antwort gespeichert")).toBeVisible();
  const [entry] = await queryRows<{ id: number; commission_cents: number; rate_bps: number }>(
    "select id, commission_cents, rate_bps from commission_entries where assignment_id = $1",
    [assignment!.id],
  );
  expect(entry, "both sides confirmed: a commission entry").toMatchObject({
    commission_cents: 120_000,
    rate_bps: 1000,
  });

  // The month closes: the entry belongs to the previous month, and the admin starts the invoicing run.
  await queryRows(
    "update commission_entries set confirmed_at = date_trunc('month', now()) - interval '5 days' where id = $1",
    [entry!.id],
  );
  const admin = { email: `loop-admin-${RUN}@example.at`, password: "admin-geheim-loop" };
  await createUser(admin.email, admin.password, "admin");
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await login(adminPage, "/admin-login", admin.email, admin.password);
  await expect(adminPage).toHaveURL(/\/admin-dashboard$/, { timeout: 15_000 });
  await open(adminPage, "/admin-dashboard/invoices");
  await adminPage.getByRole("button", { name: "Rechnungslauf starten" }).click();
  await adminPage
    .getByRole("dialog", { name: "Rechnungslauf jetzt starten?" })
    .getByRole("button", { name: "Rechnungslauf starten" })
    .click();
  await expect
    .poll(async () => (await queryRows("select 1 from invoices where company_id = $1", [companyId])).length, {
      timeout: 30_000,
    })
    .toBe(1);
  const [invoice] = await queryRows<{ id: number; number: string; gross_cents: number }>(
    "select id, number, gross_cents from invoices where company_id = $1",
    [companyId],
  );
  expect(invoice!.gross_cents).toBe(144_000);
  await adminContext.close();

  // The company lists and downloads its invoice; the PDF carries the number, the job and the total.
  await open(dashboard, "/company-dashboard/rechnungen");
  await expect(dashboard.getByRole("heading", { name: `Rechnung ${invoice!.number}` })).toBeVisible();
  const [download] = await Promise.all([
    dashboard.waitForEvent("download"),
    dashboard.getByRole("link", { name: `Rechnung ${invoice!.number} als PDF herunterladen` }).click(),
  ]);
  const text = await pdfText(await readFile((await download.path())!));
  expect(text).toContain(invoice!.number);
  expect(text).toContain(`Projekt #${project!.id}`);
  expect(text).toMatch(/1\.440,00/);

  // The company marks the job done; the customer receives the single-use review link and reviews.
  await open(dashboard, "/company-dashboard");
  await dashboard.getByRole("button", { name: `Auftrag von ${customer.name} abgeschlossen` }).click();
  await dashboard.getByRole("button", { name: "Auftrag abgeschlossen" }).click();
  await expect(dashboard.getByText(/^Abgeschlossen am /).first()).toBeVisible();
  await expect
    .poll(
      async () =>
        (
          await queryRows("select 1 from email_outbox where idempotency_key = $1", [
            `review-invitation-${assignment!.id}`,
          ])
        ).length,
      {
        timeout: 30_000,
      },
    )
    .toBe(1);
  const reviewPath = await pathFromOutbox(/\/bewertung\/[A-Za-z0-9_-]{43}/, "idempotency_key = $1", [
    `review-invitation-${assignment!.id}`,
  ]);
  await room.goto(reviewPath, { waitUntil: "networkidle" });
  // The radios are visually replaced by stars: the customer taps the fifth star (its label).
  await room.locator("label[for='review-rating-5']").click();
  await expect(room.getByRole("radio", { name: "5 von 5 Sternen" })).toBeChecked();
  await room.getByLabel("Titel").fill("Schnell und sauber");
  await room
    .getByLabel("Ihre Erfahrung")
    .fill("Pünktlich begonnen, sauber gearbeitet und zum vereinbarten Preis fertig geworden.");
  await room.getByRole("button", { name: "Bewertung veröffentlichen" }).click();
  await expect(room.getByText("Vielen Dank für Ihre Bewertung!")).toBeVisible();
  await phone.close();

  // The review appears on the public profile, verified, with first name and initial only.
  const profile = companyProfilePath({ id: companyId, name: company.name });
  await expect
    .poll(
      async () => {
        await page.goto(profile, { waitUntil: "networkidle" });
        return page.getByRole("heading", { name: "Schnell und sauber" }).count();
      },
      { timeout: 20_000 },
    )
    .toBe(1);
  const review = page.getByTestId("review").filter({ has: page.getByRole("heading", { name: "Schnell und sauber" }) });
  await expect(review).toContainText("Verifizierter Auftrag");
  await expect(review).toContainText("Lena B.");
  await expect(review.getByRole("img", { name: "5 von 5 Sternen" })).toBeVisible();
  await expect(page.getByText(customer.name)).toHaveCount(0);
});
