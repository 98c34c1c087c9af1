/**
 * The company and admin side of the project room on a 360 px phone: the
 * company sees "E-Mail bestätigt" and "vom Kunden zurückgezogen" on its leads and "vom Kunden
 * gelöscht" instead of an erased customer; the admin filters the projects by the confirmation, opens
 * a project's Verlauf with its dates and customer e-mails, and reads the "Datenschutzanfragen". No
 * page scrolls sideways.
 */
import { expect, test, type Page } from "./support/fixtures";
import { companyPage, createCompany, createUser, login, open, type CompanyAccount } from "./support/accounts";
import { queryRows } from "./support/db";

const RUN = Date.now();
const PHONE = { width: 360, height: 740 };

/** A project of this spec assigned to `companyId`; returns its id. */
async function seedProject(
  companyId: number,
  name: string,
  extra: { confirmedAt?: string; withdrawnAt?: string } = {},
): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    `insert into projects (service_type, zip_code, name, email, phone, quiz_answers, status, gdpr_accepted_at, privacy_policy_version,
                           email_confirmed_at, consent_withdrawn_at, assigned_company_id)
     values ('maler', '1050', $1, $2, '+43 660 5550101', '{}'::jsonb, 'Offen', now(), '2025-07', $3, $4, $5) returning id`,
    [
      name,
      `${name.toLowerCase().replace(/\s+/g, ".")}@example.at`,
      extra.confirmedAt ?? null,
      extra.withdrawnAt ?? null,
      companyId,
    ],
  );
  await queryRows(
    "insert into project_assignments (project_id, company_id, status, contact_released_at) values ($1, $2, 'Offen', now())",
    [row!.id, companyId],
  );
  return row!.id;
}

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test("companies see the customer's marks; the admin sees confirmation, e-mails and the Datenschutzanfragen on a phone", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const company: CompanyAccount = {
    email: `e2e-privacy-firma-${RUN}@example.at`,
    password: "firma-geheim-1",
    name: `Maler Privat ${RUN}`,
  };
  const companyId = await createCompany(company, "Wien");
  const confirmed = await seedProject(companyId, `Conny Bestaetigt ${RUN}`, { confirmedAt: "2026-05-02T10:15:00Z" });
  const withdrawn = await seedProject(companyId, `Willi Zurueck ${RUN}`, { withdrawnAt: "2026-05-03T12:00:00Z" });
  const erased = await seedProject(companyId, `Erna Weg ${RUN}`, { confirmedAt: "2026-05-02T10:15:00Z" });
  // What the customer's erasure leaves (lib/projects/privacy.ts eraseProject) and its records.
  await queryRows(
    "update projects set name = 'Gelöscht', email = $2, phone = '', erased_at = '2026-05-04T14:30:00Z' where id = $1",
    [erased, `geloescht-${erased}@invalid`],
  );
  await queryRows(
    `insert into email_outbox (\"to\", subject, text, idempotency_key, status, project_id, created_at, sent_at)
     values ($1, 'Ihre Anfrage ist eingegangen', '', $2, 'sent', $3, '2026-05-01T08:00:00Z', '2026-05-01T08:01:00Z')`,
    [["conny@example.at"], `project-confirmation-${confirmed}`, confirmed],
  );
  await queryRows(
    `insert into audit_log (actor_role, action, entity_type, entity_id, created_at) values
       ('customer', 'project.export', 'project', $1, '2026-05-04T14:00:00Z'),
       ('customer', 'project.erase', 'project', $1, '2026-05-04T14:30:00Z'),
       ('customer', 'project.withdraw-consent', 'project', $2, '2026-05-03T12:00:00Z')`,
    [String(erased), String(withdrawn)],
  );

  // The company's dashboard on a phone.
  const dashboard = await companyPage(browser, company);
  await dashboard.setViewportSize(PHONE);
  const lead = (name: string) => dashboard.getByRole("article").filter({ hasText: name });
  await expect(lead(`Conny Bestaetigt ${RUN}`).getByText("E-Mail bestätigt")).toBeVisible();
  await expect(lead(`Willi Zurueck ${RUN}`).getByText("vom Kunden zurückgezogen")).toBeVisible();
  const erasedCard = dashboard
    .getByRole("article")
    .filter({ has: dashboard.getByRole("button", { name: `Details zu Lead #${erased}` }) });
  await expect(erasedCard.getByText("vom Kunden gelöscht")).toBeVisible();
  await expect(dashboard.getByText(`Erna Weg ${RUN}`)).toHaveCount(0);
  await expectNoSidewaysScroll(dashboard);
  await erasedCard.getByRole("button", { name: `Details zu Lead #${erased}` }).click();
  const details = dashboard.getByRole("dialog");
  await expect(details.getByRole("note").first()).toContainText("Der Kunde hat seine Daten am 04.05.2026 gelöscht");
  // The messages panel says so too: no thread with an erased customer.
  await expect(details.getByRole("note").nth(1)).toContainText("Der Kunde hat seine Daten gelöscht.");
  await expect(details.getByRole("link")).toHaveCount(0);
  await dashboard.context().close();

  // The admin on a phone.
  const admin = { email: `e2e-privacy-admin-${RUN}@example.at`, password: "admin-geheim-privacy" };
  await createUser(admin.email, admin.password, "admin");
  await page.setViewportSize(PHONE);
  await login(page, "/admin-login", admin.email, admin.password);
  await expect(page).toHaveURL(/\/admin-dashboard/, { timeout: 15_000 });

  await open(page, "/admin-dashboard/projects");
  await page.getByRole("searchbox", { name: "Suche" }).fill(`#${confirmed}`);
  const row = page.getByTestId(`project-row-${confirmed}`);
  await expect(row.getByText("E-Mail bestätigt")).toBeVisible();
  // On a phone the filters fold away behind "Filter".
  await page.getByRole("button", { name: "Filter", exact: true }).click();
  await page.getByLabel("E-Mail", { exact: true }).selectOption({ label: "Nicht bestätigt" });
  await expect(page.getByText("Keine Projekte gefunden")).toBeVisible();
  await page.getByLabel("E-Mail", { exact: true }).selectOption({ label: "Bestätigt" });
  await expect(row).toBeVisible();
  await expectNoSidewaysScroll(page);
  await row.getByRole("button", { name: `Verlauf von Projekt ${confirmed}` }).click();
  const history = page.getByRole("dialog", { name: `Verlauf von Projekt #${confirmed}` });
  await expect(history.getByRole("region", { name: "Kunde und Datenschutz" })).toContainText("am 02.05.2026, 12:15");
  const mail = history.getByTestId(/^project-email-/);
  await expect(mail).toContainText("Ihre Anfrage ist eingegangen");
  await expect(mail).toContainText("An: c***@example.at");
  await expectNoSidewaysScroll(page);
  await page.keyboard.press("Escape");

  await open(page, "/admin-dashboard/privacy-requests");
  await expect(page.getByRole("heading", { level: 1, name: "Datenschutzanfragen" })).toBeVisible();
  await page.getByLabel("Projekt-Nr.").fill(String(erased));
  const rows = page
    .getByRole("table", { name: "Datenschutzanfragen" })
    .getByRole("row")
    .filter({ hasText: `#${erased}` });
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText("Löschung");
  await expect(rows.first()).toContainText("04.05.2026, 16:30");
  await expect(rows.first()).toContainText("Kunde");
  await expect(rows.nth(1)).toContainText("Datenauskunft");
  await page.getByLabel("Art").selectOption({ label: "Widerruf" });
  await page.getByLabel("Projekt-Nr.").fill(String(withdrawn));
  await expect(
    page
      .getByRole("table", { name: "Datenschutzanfragen" })
      .getByRole("row")
      .filter({ hasText: `#${withdrawn}` }),
  ).toContainText("Widerruf");
  await expectNoSidewaysScroll(page);
});
