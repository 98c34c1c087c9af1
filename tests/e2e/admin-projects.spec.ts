/**
 * The admin dashboard's navigation, badges and matching as an admin and two partners use them
 * (spec: authenticated-side §2 "Admin dashboard navigation", "Projects", §4, §8): an admin logs in, sees the
 * projects badge for a new project, opens Projekte (which clears the badge), assigns the project to two companies through the dialog; both
 * companies see it on their dashboard, one wins it, and the admin's table shows Gewonnen.
 */
import { expect, test } from "./support/fixtures";
import { queryRows } from "./support/db";
import { companyPage, createCompany, createUser, login } from "./support/accounts";
import { viennaMonthOf } from "../../lib/time/vienna";

const RUN = Date.now();
const ADMIN = { email: `e2e-admin-projects-${RUN}@example.at`, password: "admin-geheim-1" };
const COMPANY_A = {
  email: `e2e-match-a-${RUN}@example.at`,
  password: "firma-geheim-a",
  name: `Bad Profi Favoriten ${RUN}`,
};
const COMPANY_B = {
  email: `e2e-match-b-${RUN}@example.at`,
  password: "firma-geheim-b",
  name: `Bad Meister Simmering ${RUN}`,
};
const CUSTOMER = `Theresa Matching ${RUN}`;

test("an admin sees the badge, assigns a new project to two companies, both see it and the won status reaches the admin", async ({
  page,
  browser,
}) => {
  const adminId = await createUser(ADMIN.email, ADMIN.password, "admin");
  const companyA = await createCompany(COMPANY_A, "1100 Wien");
  const companyB = await createCompany(COMPANY_B, "1110 Wien");
  const [project] = await queryRows<{ id: number }>(
    `insert into projects (service_type, zip_code, name, email, phone, budget, quiz_answers, privacy_policy_version)
     values ('badrenovierung', '1100', $1, $2, '+43 660 5550000', '15.000 - 25.000 €', $3, '2025-07') returning id`,
    [
      CUSTOMER,
      `theresa.${RUN}@example.at`,
      JSON.stringify({ bathroom_size: "5-8 m²", special_requirements: ["Bodengleiche Dusche", "Fußbodenheizung"] }),
    ],
  );
  const projectId = project!.id;

  // Login leads to the overview with the section navigation and the projects badge.
  await login(page, "/admin-login", ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/admin-dashboard$/);
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  const sidebar = page.getByRole("complementary", { name: "Seitenleiste" });
  await expect(sidebar.getByRole("link", { name: "Dashboard" })).toHaveAttribute("aria-current", "page");
  const badge = sidebar.getByTestId("badge-projects");
  await expect(badge).toHaveText(/^([1-9]\d?|99\+) \(\d+ neue?r? Eintr/);
  await expect(page.getByTestId("stat-openLeads")).toHaveText(/^[1-9]\d*$/);

  // Opening Projekte marks the category viewed: the badge disappears and stays away after a reload.
  await sidebar.getByRole("link", { name: /^Projekte/ }).click();
  await expect(page).toHaveURL(/\/admin-dashboard\/projects$/);
  await expect(page.getByRole("heading", { level: 1, name: "Projekte" })).toBeVisible();
  await expect(badge).toHaveCount(0);
  await expect
    .poll(
      async () =>
        (
          await queryRows("select 1 from admin_category_views where admin_user_id = $1 and category = 'projects'", [
            adminId,
          ])
        ).length,
    )
    .toBe(1);
  await page.reload({ waitUntil: "networkidle" });
  await expect(sidebar.getByRole("link", { name: /^Projekte/ })).toHaveAttribute("aria-current", "page");
  await expect(sidebar.getByTestId("badge-projects")).toHaveCount(0);

  // The new project is the newest row: customer, budget under the service, answers, no company yet.
  const row = page.getByTestId(`project-row-${projectId}`);
  await expect(row).toContainText(CUSTOMER);
  await expect(row).toContainText("Budget: 15.000 - 25.000 €");
  await expect(row).toContainText("Nicht zugewiesen");
  await row.getByRole("button", { name: /Anzeigen \(\d+\) – Quiz-Antworten/ }).click();
  const answers = page.getByRole("dialog", { name: `Quiz-Antworten zu Projekt #${projectId}` });
  await expect(answers).toContainText("Bodengleiche Dusche, Fußbodenheizung");
  await page.keyboard.press("Escape");
  await expect(answers).toHaveCount(0);

  // Assign company A, then company B, each through the dialog (best fit first).
  for (const company of [COMPANY_A, COMPANY_B]) {
    await row.getByRole("button", { name: /zuweisen$/ }).click();
    const dialog = page.getByRole("dialog", { name: "Lead zuweisen" });
    await expect(dialog).toBeVisible();
    const option = dialog.getByRole("radio", { name: new RegExp(company.name) });
    await expect(option).toBeVisible();
    await expect(
      dialog.locator("label").filter({ has: page.getByRole("radio", { name: new RegExp(company.name) }) }),
    ).toContainText("bietet Badrenovierung an");
    await option.check();
    await dialog.getByRole("button", { name: "Zuweisen", exact: true }).click();
    await expect(page.getByText("Lead zugewiesen", { exact: true }).first()).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(row).toContainText(company.name);
  }
  await expect(row).not.toContainText("Nicht zugewiesen");
  const assignments = await queryRows<{ company_id: number; status: string }>(
    "select company_id, status from project_assignments where project_id = $1 order by id",
    [projectId],
  );
  expect(assignments).toEqual([
    { company_id: companyA, status: "Offen" },
    { company_id: companyB, status: "Offen" },
  ]);
  const emails = await queryRows<{ to: string[] }>(
    `select "to" from email_outbox where idempotency_key like $1 order by id`,
    [`lead-assigned-${projectId}-%`],
  );
  expect(emails.map((email) => email.to)).toEqual([[COMPANY_A.email], [COMPANY_B.email]]);

  // Both companies see the lead on their dashboard; company B wins it.
  const pageA = await companyPage(browser, COMPANY_A);
  await expect(pageA.getByRole("main").getByText(CUSTOMER, { exact: true })).toBeVisible();
  await pageA.context().close();

  const pageB = await companyPage(browser, COMPANY_B);
  await expect(pageB.getByRole("main").getByText(CUSTOMER, { exact: true })).toBeVisible();
  await pageB.getByRole("combobox", { name: `Status von ${CUSTOMER}` }).click();
  await pageB.getByRole("option", { name: "Gewonnen" }).click();
  // Gewonnen asks for the order value and the completion month.
  const won = pageB.getByRole("dialog", { name: "Auftrag gewonnen" });
  await won.getByLabel("Auftragswert in Euro (brutto)").fill("9.500");
  await won.getByLabel("Voraussichtliche Fertigstellung (Monat)").fill(viennaMonthOf(new Date()));
  await won.getByRole("button", { name: "Als gewonnen speichern" }).click();
  await expect(pageB.getByText("Der Lead-Status wurde erfolgreich geändert")).toBeVisible();
  await pageB.context().close();

  // The admin's table shows the project as Gewonnen (after the 30 s refresh or a reload).
  await page.reload({ waitUntil: "networkidle" });
  await expect(row.getByText("Gewonnen").first()).toBeVisible();
  await expect(row.getByRole("button", { name: /zuweisen$/ })).toHaveCount(0);
  const [stored] = await queryRows<{ status: string }>("select status from projects where id = $1", [projectId]);
  expect(stored!.status).toBe("Gewonnen");

  // Logout from the admin dashboard goes to / with the toast.
  await sidebar.getByRole("button", { name: "Abmelden" }).click();
  await expect(page.getByText("Erfolgreich abgemeldet")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});
