/**
 * The admin dashboard at every width (that no section scrolls
 * sideways at 1280 and 360 px is checked by visual-admin.spec.ts): on a 1280 px desktop the status
 * and the decision buttons of a registration stay in view (sticky action column); on a 360 px
 * phone the projects are cards with "Zuweisen" in view, a postcode outside Vienna is flagged, the
 * quiz answers open in a side sheet, and the overview's "Zu erledigen" queue links to the project.
 */
import { randomBytes } from "node:crypto";
import { expect, test, type Page } from "./support/fixtures";
import { createUser, login, open } from "./support/accounts";
import { queryRows } from "./support/db";
import { adminSectionPath } from "../../lib/domain/admin-sections";

const RUN = randomBytes(3).toString("hex");
const EMAIL = `e2e-widths-admin-${RUN}@example.at`;
const PASSWORD = "admin-geheim-123";
const COMPANY = `Sehr lange Installateur und Fliesenleger Meisterbetrieb ${RUN} GmbH`;

let projectId: number;

test.beforeAll(async () => {
  await createUser(EMAIL, PASSWORD, "admin");
  await queryRows(
    `insert into company_registrations (company_name, contact_person, email, phone, address, city, zip_code, services, experience, employees, description)
     values ($1, 'Maria Mustermann-Oberhuber', $2, '+43 1 234 56 78', 'Mariahilfer Straße 100/3/12', 'Wien', '1060', $3, '5-10', '6-20', 'Familienbetrieb seit 1998.')`,
    [
      COMPANY,
      `office.installateur.fliesenleger.${RUN}@example.at`,
      ["Badrenovierung", "Fliesenleger", "Heizungsanlagen", "Elektriker"],
    ],
  );
  const [project] = await queryRows<{ id: number }>(
    `insert into projects (service_type, zip_code, name, email, phone, budget, quiz_answers, privacy_policy_version)
     values ('badrenovierung', '8010', $1, $2, '+43 660 1234567', '10.000 - 20.000 €', $3, '2025-07') returning id`,
    [
      `Kundin Breite ${RUN}`,
      `kundin.breite.${RUN}@example.at`,
      JSON.stringify({ bathroom_size: "5-8 m²", wishes: ["Bodengleiche Dusche", "Fußbodenheizung"] }),
    ],
  );
  projectId = project!.id;
});

/** How far the page scrolls sideways (0 when everything fits). */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test("status and decision buttons stay in view on a desktop; projects are cards with 'Zuweisen' on a phone", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await login(page, "/admin-login", EMAIL, PASSWORD);
  await expect(page).toHaveURL(/\/admin-dashboard$/);

  // 1280 px: the registration's status and both decision buttons lie inside the viewport, unscrolled.
  await open(page, adminSectionPath("registrations"));
  await page.getByRole("searchbox", { name: "Suche" }).fill(RUN);
  const row = page.getByRole("row").filter({ hasText: COMPANY });
  await expect(row).toHaveCount(1);
  for (const control of [
    row.getByText("Wartend"),
    row.getByRole("button", { name: /^Freigeben/ }),
    row.getByRole("button", { name: /^Ablehnen/ }),
  ]) {
    await expect(control).toBeVisible();
    const box = (await control.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(1280);
  }

  // 360 px: the overview's queue names the new project outside Vienna and links to it.
  await page.setViewportSize({ width: 360, height: 780 });
  await open(page, adminSectionPath("dashboard"));
  const todo = page.getByRole("region", { name: "Zu erledigen" });
  await expect(todo.getByRole("link", { name: /offene(s)? Projekte? außerhalb Wiens/ })).toBeVisible();
  // The project stands in two lists (without a company, outside Vienna): either link leads to it.
  await todo
    .getByRole("link", { name: new RegExp(`^#${projectId} .*PLZ 8010`) })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/admin-dashboard/projects\\?q=%23${projectId}$`));

  // The project is a card: labelled lines, the flag, "Zuweisen" inside the screen.
  const card = page.getByTestId(`project-row-${projectId}`);
  await expect(card).toContainText("außerhalb Wiens");
  await expect(card.locator('[data-label="Kunde"]')).toContainText(`Kundin Breite ${RUN}`);
  const assign = card.getByRole("button", { name: /zuweisen$/ });
  await expect(assign).toBeInViewport();
  expect(await sidewaysOverflow(page)).toBe(0);

  // The quiz answers open in a side sheet that fits the phone.
  await card.getByRole("button", { name: /Anzeigen \(\d+\) – Quiz-Antworten/ }).click();
  const sheet = page.getByRole("dialog", { name: `Quiz-Antworten zu Projekt #${projectId}` });
  await expect(sheet).toContainText("Bodengleiche Dusche, Fußbodenheizung");
  // After its slide-in animation the sheet lies inside the screen.
  await expect
    .poll(async () => {
      const box = (await sheet.boundingBox())!;
      return box.x >= 0 && box.x + box.width <= 360;
    })
    .toBe(true);
  await page.keyboard.press("Escape");
  await expect(sheet).toHaveCount(0);
});

test("an unknown admin section answers 404 inside the dashboard's frame", async ({ page, consoleGuard }) => {
  consoleGuard.allowFailedLoad(404, "/admin-dashboard/gibt-es-nicht");
  await page.setViewportSize({ width: 1280, height: 800 });
  await login(page, "/admin-login", EMAIL, PASSWORD);
  await expect(page).toHaveURL(/\/admin-dashboard$/);

  const response = await page.goto("/admin-dashboard/gibt-es-nicht");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Seite nicht gefunden" })).toBeVisible();
  await expect(page.getByRole("complementary", { name: "Seitenleiste" })).toBeVisible();
  await expect(page.getByRole("main")).toHaveCount(1);
});
