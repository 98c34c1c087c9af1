/**
 * Visual check of the company dashboard at 360 and 1280 px (checks in ./visual.ts):
 * the company's public profile, the lead list (its first lead card is the main action), the lead
 * details opened from a card (the customer's phone link first), and the pages Bewertungen,
 * Rechnungen and Werbung. One company with two leads; each width logs in once.
 */
import { randomBytes } from "node:crypto";
import { expect, test } from "./support/fixtures";
import { companySlug } from "../../lib/domain/company-slug";
import { createCompany, login, type CompanyAccount } from "./support/accounts";
import { WIDTHS, checkScreen, heading, insertLead, visitAndCheck } from "./support/visual";

/** A suffix that keeps e-mails unique when the spec runs twice against one database. */
const RUN = randomBytes(3).toString("hex");

const COMPANY: CompanyAccount = {
  email: `e2e-visual-company-${RUN}@example.at`,
  password: "firma-geheim-visual",
  name: `Bad & Fliese Mariahilf Meisterbetrieb ${RUN} GmbH`,
};

test.use({ trace: "off" });

let profilePath = "";

test.beforeAll(async () => {
  const companyId = await createCompany(COMPANY, "1060 Wien");
  profilePath = `/firmen/${companySlug({ id: companyId, name: COMPANY.name })}`;
  await insertLead({
    name: "Theresia Langnamige-Oberhuber",
    email: `theresia.${RUN}@example.at`,
    companyId,
    hoursAgo: 2,
  });
  await insertLead({ name: "Karl Kurz", email: `karl.${RUN}@example.at`, companyId, hoursAgo: 50 });
});

for (const width of WIDTHS) {
  test.describe(`company dashboard at ${width.name}`, () => {
    test.use(width.use);

    test(`the company dashboard and its pages hold at ${width.name}`, async ({ page }) => {
      test.setTimeout(120_000);
      await visitAndCheck(page, { name: "company profile", path: profilePath, mainAction: heading });
      await login(page, "/firmen-login", COMPANY.email, COMPANY.password);
      await expect(page).toHaveURL(/\/company-dashboard$/);
      await page.waitForLoadState("networkidle");
      const leads = page.getByRole("main").getByRole("article");
      await expect(leads).toHaveCount(2);
      await checkScreen(page, { name: "company leads", mainAction: () => leads });

      await page
        .getByRole("button", { name: /^Details zu / })
        .first()
        .click();
      const details = page.getByRole("dialog");
      await expect(details).toBeVisible();
      await checkScreen(page, { name: "company lead details", mainAction: () => details.locator('a[href^="tel:"]') });
      await page.keyboard.press("Escape");
      await expect(details).toHaveCount(0);

      for (const [name, path] of [
        ["company reviews", "/company-dashboard/bewertungen"],
        ["company invoices", "/company-dashboard/rechnungen"],
        ["company advertising", "/company-dashboard/werbung"],
      ] as const) {
        await visitAndCheck(page, { name, path, mainAction: heading }, "networkidle");
      }
    });
  });
}
