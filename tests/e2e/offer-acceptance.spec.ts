/**
 * From request to signed job on a phone: the painter proposes two slots for a site visit and the customer books one,
 * the painter sends an itemised offer, the customer compares it with a second company's offer and accepts it after
 * reading the withdrawal information; the job is won with the accepted total and the admin sees the commission entry.
 */
import { randomBytes } from "node:crypto";
import { expect, test, type Browser, type Page } from "./support/fixtures";
import { createUser, login, markChecked, open, type CompanyAccount } from "./support/accounts";
import { PHONE, roomPathFromOutbox, submitQuiz } from "./support/customer";
import { queryRows } from "./support/db";
import { expectNoSeriousAxeViolations } from "./support/visual";

const RUN = randomBytes(3).toString("hex");

async function createPainter(account: CompanyAccount): Promise<number> {
  const userId = await createUser(account.email, account.password, "company");
  const [row] = await queryRows<{ id: number }>(
    `insert into companies (user_id, name, verified, verified_at, services, city, zip_code, street, contact_email,
       contact_phone, vat_id)
     values ($1, $2, true, now(), $3, 'Wien', '1070', 'Neubaugasse 12', $4, '+4315550100', 'ATU12345678') returning id`,
    [userId, account.name, ["Maler"], account.email],
  );
  await markChecked(row!.id);
  return row!.id;
}

async function companyPhone(browser: Browser, account: CompanyAccount): Promise<Page> {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  await login(page, "/firmen-login", account.email, account.password);
  await expect(page).toHaveURL(/\/company-dashboard$/, { timeout: 15_000 });
  return page;
}

/** The ISO day `days` after today in Vienna. */
function viennaDayIn(days: number): string {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Vienna" }).format(new Date());
  const [year, month, day] = today.split("-").map(Number);
  return new Date(Date.UTC(year!, month! - 1, day! + days)).toISOString().slice(0, 10);
}

test("a booked site visit, an itemised offer, comparison and a lawful acceptance", async ({ browser }) => {
  test.setTimeout(240_000);
  const customer = { name: "Paula Winter", email: `visit-${RUN}@example.at`, phone: "0664 5550177" };
  const winner: CompanyAccount = {
    email: `visit-a-${RUN}@example.at`,
    password: "firma-a-geheim",
    name: `Malerei Hofer ${RUN}`,
  };
  const other: CompanyAccount = {
    email: `visit-b-${RUN}@example.at`,
    password: "firma-b-geheim",
    name: `Malerei Lang ${RUN}`,
  };

  // The customer asks for a painter on a phone.
  const phoneContext = await browser.newContext(PHONE);
  const quiz = await phoneContext.newPage();
  await submitQuiz(quiz, "maler", "1070", customer);
  await expect(quiz).toHaveURL(/\/danke/, { timeout: 60_000 });
  const [project] = await queryRows<{ id: number }>("select id from projects where email = $1", [customer.email]);
  const assignments: Record<string, number> = {};
  for (const account of [winner, other]) {
    const companyId = await createPainter(account);
    const [assignment] = await queryRows<{ id: number }>(
      `insert into project_assignments (project_id, company_id, contact_released_at)
       values ($1, $2, now()) returning id`,
      [project!.id, companyId],
    );
    assignments[account.name] = assignment!.id;
  }

  const company = await companyPhone(browser, winner);
  const roomPath = await roomPathFromOutbox("idempotency_key = $1", [`project-confirmation-${project!.id}`]);
  const room = await phoneContext.newPage();

  // 1. The painter proposes two slots for a site visit; the customer books the second one in the room.
  await company.getByRole("button", { name: `Details zu ${customer.name}` }).click();
  const offer = company.getByRole("dialog");
  await offer.getByLabel("Termin 1 – Datum").fill(viennaDayIn(3));
  await offer.getByLabel("Termin 1 – Uhrzeit").fill("09:00");
  await offer.getByLabel("Termin 1 – Dauer").selectOption("60");
  await offer.getByRole("button", { name: "Weiteren Termin hinzufügen" }).click();
  await offer.getByLabel("Termin 2 – Datum").fill(viennaDayIn(4));
  await offer.getByLabel("Termin 2 – Uhrzeit").fill("16:30");
  await offer.getByLabel("Termin 2 – Dauer").selectOption("90");
  await offer.getByRole("button", { name: "Termine vorschlagen" }).click();
  await expect(offer).toContainText("Wartet auf die Auswahl des Kunden");

  await open(room, roomPath);
  const visit = room.getByRole("region", { name: `Besichtigung mit ${winner.name}` });
  await visit.getByRole("radio", { name: /16:30–18:00 Uhr/ }).check();
  await visit.getByLabel("Adresse der Besichtigung").fill("Neubaugasse 12/4");
  await visit.getByRole("button", { name: "Termin buchen" }).click();
  await room.getByRole("dialog").getByRole("button", { name: "Verbindlich buchen" }).click();
  await expect(visit).toContainText(/Gebucht: .*16:30–18:00 Uhr/);
  await expect(visit).toContainText("Ort: Neubaugasse 12/4");
  await expectNoSeriousAxeViolations(room, "room with a booked site visit");
  const [booked] = await queryRows<{ status: string; contacted: boolean }>(
    `select v.status, a.contacted_at is not null as contacted
       from site_visits v join project_assignments a on a.id = v.assignment_id where a.id = $1`,
    [assignments[winner.name]],
  );
  expect(booked).toEqual({ status: "booked", contacted: true });
  await company.reload();
  await expect(company.getByTestId("lead-site-visit")).toContainText(/16:30–18:00 Uhr/);

  // 2. The painter sends an itemised offer: labour and material apart.
  await company.getByRole("button", { name: `Details zu ${customer.name}` }).click();
  await expect(offer).toContainText(/Gebucht: .*16:30–18:00 Uhr/);
  await expectNoSeriousAxeViolations(company, "lead details with the booked visit and the offer editor");
  await offer.getByLabel("Position 1 – Beschreibung").fill("Wände und Decke streichen");
  await offer.getByLabel("Position 1 – Menge").fill("85,5");
  await offer.getByLabel("Position 1 – Einheit").fill("m²");
  await offer.getByLabel("Position 1 – Einzelpreis").fill("12,40");
  await offer.getByLabel("Position 1 – Art").selectOption("labour");
  await offer.getByRole("button", { name: "Position hinzufügen" }).click();
  await offer.getByLabel("Position 2 – Beschreibung").fill("Dispersionsfarbe, weiß");
  await offer.getByLabel("Position 2 – Menge").fill("3");
  await offer.getByLabel("Position 2 – Einheit").fill("Stk.");
  await offer.getByLabel("Position 2 – Einzelpreis").fill("89,90");
  await offer.getByLabel("Position 2 – Art").selectOption("material");
  await offer.getByLabel("Gültig bis").fill(viennaDayIn(30));
  // 85.5 × 12.40 = 1,060.20 labour; 3 × 89.90 = 269.70 material; net 1,329.90; VAT 265.98; gross 1,595.88.
  await expect(offer.getByLabel("Summen")).toContainText(/€\s1\.595,88/);
  await offer.getByRole("button", { name: "Angebot senden" }).click();
  await company.getByRole("button", { name: "Verbindlich senden" }).click();
  await expect(offer).toContainText("Version 1 vom");

  // The second company's offer, written straight into the database (its editor is the same).
  const [otherOffer] = await queryRows<{ id: number }>(
    "insert into company_offers (assignment_id) values ($1) returning id",
    [assignments[other.name]],
  );
  await queryRows(
    `insert into company_offer_versions (offer_id, version, kind, net_cents, vat_cents, gross_cents, labour_net_cents,
       material_net_cents, valid_until, payment_terms)
     values ($1, 1, 'pdf', 150000, 30000, 180000, 100000, 50000, $2, 'Zahlbar nach Fertigstellung')`,
    [otherOffer!.id, viennaDayIn(20)],
  );

  // 3. The customer compares both offers and accepts the first after the withdrawal information.
  await open(room, roomPath);
  const offers = room.getByRole("region", { name: "Angebote" });
  await expect(offers).toContainText(/€\s1\.595,88/);
  await expect(offers).toContainText(/€\s1\.800,00/);
  expect(await room.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoSeriousAxeViolations(room, "room comparing two offers");
  await offers.getByRole("button", { name: `Angebot von ${winner.name} annehmen` }).click();
  const accept = room.getByRole("dialog");
  // The customer opens and reads the withdrawal instructions before accepting.
  await accept.locator("summary", { hasText: /^Widerrufsbelehrung$/ }).click();
  await expect(accept.getByText(/Die Widerrufsfrist beträgt vierzehn Tage/)).toBeVisible();
  await expectNoSeriousAxeViolations(room, "accept dialog with the withdrawal information");
  const acceptButton = accept.getByRole("button", { name: "Zahlungspflichtig annehmen" });
  await expect(acceptButton).toBeDisabled();
  await accept.getByRole("checkbox", { name: /Widerrufsbelehrung gelesen/ }).check();
  await acceptButton.click();
  await expect(offers).toContainText(/Angenommen am/);
  await expect(offers).toContainText("Sie haben ein anderes Angebot angenommen.");

  const [won] = await queryRows<{ status: string; won_value_cents: number; order_value_cents: number }>(
    `select a.status, a.won_value_cents, e.order_value_cents
       from project_assignments a join commission_entries e on e.assignment_id = a.id where a.id = $1`,
    [assignments[winner.name]],
  );
  expect(won).toEqual({ status: "Gewonnen", won_value_cents: 159_588, order_value_cents: 159_588 });

  // 4. The admin sees the commission entry.
  const admin = { email: `visit-admin-${RUN}@example.at`, password: "admin-geheim-visit" };
  await createUser(admin.email, admin.password, "admin");
  const adminPage = await (await browser.newContext()).newPage();
  await login(adminPage, "/admin-login", admin.email, admin.password);
  await expect(adminPage).toHaveURL(/\/admin-dashboard$/, { timeout: 15_000 });
  await open(adminPage, "/admin-dashboard/invoices");
  const commissions = adminPage.getByRole("region", { name: "Offene Provisionen nach Auftrag" });
  const row = commissions.getByRole("row", { name: new RegExp(winner.name) });
  await expect(row).toContainText(/€\s1\.595,88/);
  await expect(row).toContainText(/€\s159,59/);
  await expect(row).toContainText("Angebot online angenommen");
});
