/**
 * The admin's approvals in the browser (spec: authenticated-side §2 "Admin screens", §4, §8):
 * an admin approves a company registration and the password setup link from the
 * queued e-mail (read from the email_outbox table: e2e has no fake Resend server) lets the company
 * set its password and land on its dashboard; rejects a partner onboarding record; changes an
 * advertising request's status with the dropdown; approves an AI offer.
 */
import { randomBytes } from "node:crypto";
import { expect, test, type Page } from "./support/fixtures";
import { hashPassword } from "../../lib/auth/password";
import { decryptOutboxBody } from "../support/outbox-body";
import { queryRows } from "./support/db";
import { enrolAdminTotp, enterTotpCode } from "./support/admin-totp";

/** A suffix that keeps names and e-mails unique when the spec runs twice against one database. */
const RUN = randomBytes(3).toString("hex");

async function open(page: Page, path: string) {
  await page.goto(path, { waitUntil: "networkidle" });
}

async function createAdmin(email: string, password: string): Promise<number> {
  const [user] = await queryRows<{ id: number }>(
    "insert into users (email, password, role) values ($1, $2, 'admin') returning id",
    [email, await hashPassword(password)],
  );
  return user!.id;
}

async function loginAsAdmin(page: Page, email: string, password: string) {
  await enrolAdminTotp(email);
  await open(page, "/admin-login");
  await page.getByLabel("E-Mail", { exact: true }).fill(email);
  await page.getByLabel("Passwort", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Anmelden" }).click();
  await enterTotpCode(page);
  await expect(page).toHaveURL(/\/admin-dashboard/, { timeout: 15_000 });
}

let adminId: number;
const ADMIN_EMAIL = `e2e-approvals-admin-${RUN}@example.at`;
const ADMIN_PASSWORD = "admin-geheim-123";

test.beforeAll(async () => {
  adminId = await createAdmin(ADMIN_EMAIL, ADMIN_PASSWORD);
});

test("an admin approves a registration; the setup link from the e-mail lets the company set its password", async ({
  page,
  browser,
}) => {
  const companyName = `Fliesen Gruber ${RUN} KG`;
  const email = `e2e-registration-${RUN}@example.at`;
  const [registration] = await queryRows<{ id: number }>(
    `insert into company_registrations (company_name, contact_person, email, phone, address, city, zip_code, services, experience, employees, description, accept_terms)
     values ($1, 'Martina Gruber', $2, '+43 1 987 65 43', 'Ottakringer Straße 100', 'Wien', '1160', $3, '6-10', '2-5', 'Fliesenlegerbetrieb mit Schwerpunkt Bad und Küche.', true)
     returning id`,
    [companyName, email, ["Fliesenleger", "Badrenovierung"]],
  );

  await loginAsAdmin(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await open(page, "/admin-dashboard/registrations");
  await expect(page.getByRole("heading", { level: 1, name: "Firmenanmeldungen" })).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: companyName });
  await expect(row).toContainText("Wartend");
  await expect(row).toContainText("1160");
  await expect(row).toContainText("Fliesenleger, Badrenovierung");
  await expect(row).toContainText("6-10 Jahre");
  await row.getByRole("button", { name: "Freigeben" }).click();
  // Decisions ask for confirmation; this registration (written without GISA number) has no green checks,
  // so the approval is an override with a reason.
  const confirm = page.getByRole("dialog", { name: "Firmenanmeldung freigeben?" });
  await expect(confirm.getByText("Nicht alle Prüfungen sind grün.", { exact: false })).toBeVisible();
  await expect(confirm.getByTestId("check-gisa")).toHaveAttribute("data-state", "missing");
  await confirm.getByLabel("Begründung für die Freigabe trotz offener Prüfungen").fill("Gewerbeschein vorgelegt");
  await confirm.getByRole("button", { name: "Trotzdem freigeben" }).click();
  await expect(page.getByText("Firmenanmeldung freigegeben")).toBeVisible({ timeout: 10_000 });
  await expect(row).toContainText("Genehmigt");
  await expect(row.getByRole("button", { name: "Freigeben" })).toHaveCount(0);

  const [stored] = await queryRows<{ status: string; processed_by: number | null }>(
    "select status, processed_by from company_registrations where id = $1",
    [registration!.id],
  );
  expect(stored).toEqual({ status: "approved", processed_by: adminId });

  // The queued e-mail (delivered by pg-boss in the background) carries the setup link.
  const [mail] = await queryRows<{ to: string[]; subject: string; text: string }>(
    'select "to", subject, text from email_outbox where idempotency_key = $1',
    [`registration-approved-${registration!.id}`],
  );
  expect(mail!.to).toEqual([email]);
  expect(mail!.subject).toContain("Firmenanmeldung");
  // Stored encrypted: no working link in the table, the app secret opens it.
  expect(mail!.text).not.toContain("/password-setup/");
  const setupPath = /\/password-setup\/[A-Za-z0-9_-]+/.exec(
    decryptOutboxBody(mail!.text, process.env.AUTH_SECRET!),
  )?.[0];
  expect(setupPath).toBeDefined();

  // The company opens the link in its own browser.
  const companyContext = await browser.newContext();
  const companyPage = await companyContext.newPage();
  await open(companyPage, setupPath!);
  await expect(companyPage.getByText(email)).toBeVisible();
  await companyPage.getByLabel("Neues Passwort", { exact: true }).fill("firma-passwort-1");
  await companyPage.getByLabel("Passwort bestätigen", { exact: true }).fill("firma-passwort-1");
  await companyPage.getByRole("button", { name: "Passwort speichern" }).click();
  await expect(companyPage.getByRole("heading", { name: "Erfolgreich!" })).toBeVisible();
  await expect(companyPage).toHaveURL(/\/company-dashboard$/, { timeout: 10_000 });
  await expect(companyPage.getByText(`Willkommen, ${companyName}`)).toBeVisible();
  await companyContext.close();
});

test("an admin rejects a partner onboarding record in the details dialog", async ({ page }) => {
  const companyName = `Elektro Novak ${RUN} e.U.`;
  const [record] = await queryRows<{ id: number }>(
    `insert into partner_onboarding (company_name, contact_person, email, phone, business_license, business_license_link, services, preferred_channels, typical_start_time, privacy_consent)
     values ($1, 'Jan Novak', $2, '+43 660 5556677', 'wetransfer_link', 'https://we.tl/t-gewerbeschein', $3, $4, '2_4_weeks', true) returning id`,
    [companyName, `e2e-onboarding-${RUN}@example.at`, ["elektro", "badrenovierung"], ["whatsapp", "telefon"]],
  );

  await loginAsAdmin(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await open(page, "/admin-dashboard/partner-onboarding");
  const row = page.getByRole("row").filter({ hasText: companyName });
  await expect(row).toContainText("Wartend");
  await expect(row).toContainText("Elektriker, Badrenovierung");
  await row.getByRole("button", { name: "Details" }).click();

  const dialog = page.getByRole("dialog", { name: /Partner-Onboarding:/ });
  await expect(dialog.getByRole("region", { name: "Kapazität und Verfügbarkeit" })).toContainText("In 2-4 Wochen");
  const link = dialog.getByRole("link", { name: /we\.tl/ });
  await expect(link).toHaveAttribute("href", "https://we.tl/t-gewerbeschein");
  await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  await dialog.getByRole("button", { name: "Ablehnen" }).click();
  // Rejecting asks for a reason, stored and e-mailed to the applicant.
  const reject = page.getByRole("dialog", { name: "Partner-Anmeldung ablehnen?" });
  await reject.getByLabel(/Grund der Ablehnung/).fill("Der Gewerbeschein ist nicht lesbar.");
  await reject.getByRole("button", { name: "Ablehnen" }).click();
  await expect(page.getByText("Partner abgelehnt")).toBeVisible({ timeout: 10_000 });
  await expect(dialog.getByRole("button", { name: "Ablehnen" })).toHaveCount(0);
  // The confirmation closes first (while it is open the details are hidden from the accessibility
  // tree, so wait until they are back); then Esc closes the details.
  await expect(reject).toHaveCount(0);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText("Status Abgelehnt")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(row).toContainText("Abgelehnt");

  const [stored] = await queryRows<{ status: string; processed_by: number | null; notes: string | null }>(
    "select status, processed_by, notes from partner_onboarding where id = $1",
    [record!.id],
  );
  expect(stored).toEqual({ status: "rejected", processed_by: adminId, notes: "Der Gewerbeschein ist nicht lesbar." });
});

test("an admin changes an advertising request's status with the dropdown", async ({ page }) => {
  const companyName = `Maler Berger ${RUN} GmbH`;
  const [company] = await queryRows<{ id: number }>(
    "insert into companies (name, verified) values ($1, true) returning id",
    [companyName],
  );
  const [request] = await queryRows<{ id: number }>(
    "insert into advertising_requests (company_id, category, availability) values ($1, 'Malerarbeiten', $2) returning id",
    [company!.id, JSON.stringify([{ startDate: "2099-03-01", endDate: "2099-03-31", incentive: "5 % Rabatt" }])],
  );

  await loginAsAdmin(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await open(page, "/admin-dashboard/advertising");
  const row = page.getByRole("row").filter({ hasText: companyName });
  await expect(row).toContainText("Malerarbeiten");
  await expect(row).toContainText("01.03.2099 – 31.03.2099");
  // The status badge (the dropdown's options carry the same words).
  const badge = row.locator('[data-slot="badge"]');
  await expect(badge).toHaveText("Wartend");

  const select = page.getByLabel(`Status der Werbeanfrage von ${companyName}`);
  await select.selectOption("approved");
  await page
    .getByRole("dialog", { name: "Status auf „Genehmigt“ ändern?" })
    .getByRole("button", { name: "Genehmigen" })
    .click();
  await expect(page.getByText("Werbeanfrage genehmigt")).toBeVisible({ timeout: 10_000 });
  await expect(badge).toHaveText("Genehmigt");
  const [approved] = await queryRows<{ status: string; processed_by: number | null }>(
    "select status, processed_by from advertising_requests where id = $1",
    [request!.id],
  );
  expect(approved).toEqual({ status: "approved", processed_by: adminId });

  await select.selectOption("pending");
  await page
    .getByRole("dialog", { name: "Status auf „Wartend“ ändern?" })
    .getByRole("button", { name: "Status ändern" })
    .click();
  await expect(page.getByText("Werbeanfrage zurückgesetzt")).toBeVisible();
  await expect(badge).toHaveText("Wartend");
  await expect(select).toHaveValue("pending");
  await expect
    .poll(
      async () =>
        (
          await queryRows<{ status: string; processed_by: number | null }>(
            "select status, processed_by from advertising_requests where id = $1",
            [request!.id],
          )
        )[0],
    )
    .toEqual({ status: "pending", processed_by: null });
});

test("an admin approves an AI offer and the customer's e-mail with the offer link is queued", async ({ page }) => {
  const customer = `Maria Berger ${RUN}`;
  const [project] = await queryRows<{ id: number }>(
    `insert into projects (service_type, zip_code, name, email, phone, privacy_policy_version)
     values ('badrenovierung', '1070', $1, $2, '+43 660 1234567', '2025-07') returning id`,
    [customer, `e2e-offer-${RUN}@example.at`],
  );
  const linkId = randomBytes(12).toString("hex");
  const [offer] = await queryRows<{ id: number }>(
    "insert into bathroom_offers (project_id, unique_link_id) values ($1, $2) returning id",
    [project!.id, linkId],
  );

  await loginAsAdmin(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await open(page, "/admin-dashboard/ai-offers");
  const row = page.getByRole("row").filter({ hasText: customer });
  await expect(row).toContainText(`#${project!.id}`);
  await expect(row).toContainText("Ausstehend");
  await row.getByRole("button", { name: "Genehmigen" }).click();
  await page
    .getByRole("dialog", { name: `Angebot genehmigen und an ${customer} senden?` })
    .getByRole("button", { name: "Genehmigen und senden" })
    .click();
  await expect(page.getByText("Angebot genehmigt")).toBeVisible({ timeout: 10_000 });
  await expect(row).toContainText("Genehmigt");

  const [mail] = await queryRows<{ to: string[]; text: string }>(
    'select "to", text from email_outbox where idempotency_key = $1',
    [`offer-approved-${offer!.id}`],
  );
  expect(mail!.to).toEqual([`e2e-offer-${RUN}@example.at`]);
  expect(mail!.text).not.toContain(`/offer/${linkId}`);
  expect(decryptOutboxBody(mail!.text, process.env.AUTH_SECRET!)).toContain(`/offer/${linkId}?k=`);
});
