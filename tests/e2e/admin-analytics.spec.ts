/**
 * The admin's Analytics section: an admin logs in at /admin-login, opens
 * /admin-dashboard/analytics and sees the four blocks — leads per week by service, hot/warm/cold,
 * assignment share with the median time to the first assignment, won/lost per company — each with
 * a labelled chart and its numbers in a table. Other specs add projects to the same database, so
 * exact figures are asserted only for this spec's own companies; the rest is checked by shape.
 */
import { expect, test, type Page } from "./support/fixtures";
import { hashPassword } from "../../lib/auth/password";
import { markChecked } from "./support/accounts";
import { queryRows } from "./support/db";
import { enrolAdminTotp, enterTotpCode } from "./support/admin-totp";

const ADMIN = { email: "e2e-analytics-admin@example.at", password: "admin-geheim-analytics" };
const ALPHA = "E2E Analytics Alpha Bau";
const BETA = "E2E Analytics Beta Installationen";
const HOT = {
  intent_readiness: "Ich bin startklar – Unterlagen und Budget sind vorhanden",
  start_timeline: "So bald wie möglich (<30 Tage)",
};
/** A count in de-AT format ("7", "11 413" with a no-break space) and a share ("66,7 %"). */
const COUNT = /^(0|[1-9]\d{0,2}(\s\d{3})*)$/;
const POSITIVE_COUNT = /^[1-9]\d{0,2}(\s\d{3})*$/;
const SHARE = /^\d{1,3}(,\d)?\s%$/;
const COLD = {
  intent_readiness: "Ich plane noch und brauche Beratung zu Budget und Finanzierung",
  start_timeline: "In mehr als 2 Monaten",
};

async function createProject(service: string, answers: object, hoursAgo: number): Promise<number> {
  const [project] = await queryRows<{ id: number }>(
    `insert into projects (service_type, zip_code, name, email, phone, quiz_answers, privacy_policy_version, created_at)
     values ($1, '1100', 'Analytics Kunde', 'analytics.kunde@example.at', '+43 660 7654321', $2, '2025-07', now() - make_interval(hours => $3))
     returning id`,
    [service, JSON.stringify(answers), hoursAgo],
  );
  return project!.id;
}

async function assign(projectId: number, companyId: number, status: string, hoursAfterCreation: number) {
  await queryRows(
    `insert into project_assignments (project_id, company_id, status, assigned_at, contact_released_at)
     select $1, $2, $3, p.created_at + make_interval(hours => $4), p.created_at + make_interval(hours => $4)
     from projects p where p.id = $1`,
    [projectId, companyId, status, hoursAfterCreation],
  );
}

async function seed() {
  await queryRows("insert into users (email, password, role) values ($1, $2, 'admin') on conflict (email) do nothing", [
    ADMIN.email,
    await hashPassword(ADMIN.password),
  ]);
  await queryRows("delete from companies where name in ($1, $2)", [ALPHA, BETA]); // a rerun against the same database starts clean
  const [alpha] = await queryRows<{ id: number }>(
    "insert into companies (name, verified) values ($1, true) returning id",
    [ALPHA],
  );
  const [beta] = await queryRows<{ id: number }>(
    "insert into companies (name, verified) values ($1, true) returning id",
    [BETA],
  );
  await markChecked(alpha!.id);
  await markChecked(beta!.id);

  const p1 = await createProject("badrenovierung", HOT, 30);
  const p2 = await createProject("badrenovierung", COLD, 28);
  const p3 = await createProject("maler", {}, 26);
  const p4 = await createProject("elektriker", HOT, 24);
  await assign(p1, alpha!.id, "Gewonnen", 2);
  await assign(p2, alpha!.id, "Gewonnen", 3);
  await assign(p3, alpha!.id, "Verloren", 4);
  await assign(p4, alpha!.id, "Offen", 5);
  await assign(p1, beta!.id, "Verloren", 6);
}

async function loginAsAdmin(page: Page) {
  await enrolAdminTotp(ADMIN.email);
  await page.goto("/admin-login", { waitUntil: "networkidle" });
  await page.getByLabel("E-Mail", { exact: true }).fill(ADMIN.email);
  await page.getByLabel("Passwort", { exact: true }).fill(ADMIN.password);
  await page.getByRole("button", { name: "Anmelden" }).click();
  await enterTotpCode(page);
  await expect(page).toHaveURL(/\/admin-dashboard/, { timeout: 15_000 });
}

test("an admin sees the four analytics blocks with charts and numbers", async ({ page }) => {
  await seed();
  await loginAsAdmin(page);
  await page.goto("/admin-dashboard/analytics", { waitUntil: "networkidle" });

  await expect(page.getByRole("heading", { level: 1, name: "Statistiken" })).toBeVisible();
  await expect(page.getByText("Demnächst verfügbar")).toHaveCount(0);
  await expect(page.getByText(/Zeitraum: \d{2}\.\d{2}\.\d{4} – \d{2}\.\d{2}\.\d{4}/)).toBeVisible();

  // 1. Leads per week: a labelled chart and the table of 12 weeks plus header and sum rows.
  const weekly = page.getByRole("region", { name: "Leads pro Woche nach Service" });
  await expect(weekly.getByRole("img", { name: /Leads pro Woche nach Service/ })).toBeVisible();
  await expect(weekly.locator(".recharts-bar-rectangle").first()).toBeVisible();
  await expect(weekly.getByRole("row")).toHaveCount(14);
  await expect(weekly.getByRole("columnheader", { name: "Woche" })).toBeVisible();
  await expect(weekly.getByRole("columnheader", { name: "Gesamt" })).toBeVisible();
  const sum = weekly.getByRole("row", { name: /^Summe/ });
  await expect(sum.getByRole("cell").last()).toHaveText(POSITIVE_COUNT);

  // 2. Hot/warm/cold: every grade with count and share.
  const grades = page.getByRole("region", { name: "Heiße, warme und kalte Leads" });
  await expect(grades.getByRole("img", { name: /Ringdiagramm der Lead-Bewertung/ })).toBeVisible();
  for (const grade of ["Heiß (A)", "Warm (B)", "Kalt (C)", "Ohne Bewertung"]) {
    const row = grades.getByRole("row", { name: new RegExp(`^${grade.replace(/[()]/g, "\\$&")}`) });
    await expect(row.getByRole("cell").first()).toHaveText(COUNT);
    await expect(row.getByRole("cell").last()).toHaveText(SHARE);
  }
  await expect(
    grades
      .getByRole("row", { name: /^Heiß \(A\)/ })
      .getByRole("cell")
      .first(),
  ).toHaveText(POSITIVE_COUNT);

  // 3. Assignment: share and median as key figures and in the table.
  const assignment = page.getByRole("region", { name: "Zuweisung der Projekte" });
  await expect(assignment.getByRole("img", { name: /Projekten zugewiesen/ })).toBeVisible();
  await expect(assignment.getByRole("row", { name: /^Anteil zugewiesen/ }).getByRole("cell")).toHaveText(SHARE);
  await expect(assignment.getByRole("row", { name: /^Median bis zur ersten Zuweisung/ }).getByRole("cell")).toHaveText(
    /^\d+(,\d)?\s(Min\.|Std\.|Tage)$/,
  );

  // 4. Won/lost per company: this spec's companies with exact figures.
  const outcomes = page.getByRole("region", { name: "Gewonnen und verloren je Firma" });
  await expect(outcomes.getByRole("img", { name: /Zuweisungen der .* Firmen/ })).toBeVisible();
  await expect(outcomes.getByRole("row", { name: new RegExp(`^${ALPHA}`) }).getByRole("cell")).toHaveText([
    "2",
    "1",
    "1",
    "4",
    /^66,7\s%$/,
  ]);
  await expect(outcomes.getByRole("row", { name: new RegExp(`^${BETA}`) }).getByRole("cell")).toHaveText([
    "0",
    "1",
    "0",
    "1",
    /^0\s%$/,
  ]);
});
