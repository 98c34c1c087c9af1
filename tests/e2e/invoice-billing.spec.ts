/**
 * Held invoices in the browser: a company with an open commission entry but no street sees the
 * warning under "Rechnungen", the admin sees it under "Rechnungen" and completes the billing data in
 * the company's details ("Rechnungsdaten bearbeiten"); afterwards both warnings are gone and the
 * change is in the audit log.
 */
import { randomBytes } from "node:crypto";
import { expect, test } from "./support/fixtures";
import { companyPage, createCompany, createUser, login, open, type CompanyAccount } from "./support/accounts";
import { queryRows } from "./support/db";

const RUN = randomBytes(3).toString("hex");

test("an invoice held for a missing street: warnings for company and admin until the admin completes the billing data", async ({
  browser,
  page,
}) => {
  test.setTimeout(120_000);
  const company: CompanyAccount = {
    email: `held-${RUN}@example.at`,
    password: "firma-geheim-held",
    name: `Dvořák Held ${RUN}`,
  };
  const companyId = await createCompany(company, "Wien");
  await queryRows(
    `insert into commission_entries (company_id, service_type, order_value_cents, rate_bps, commission_cents, confirmed_at)
     values ($1, 'maler', 500000, 1000, 50000, date_trunc('month', now()) - interval '5 days')`,
    [companyId],
  );

  const dashboard = await companyPage(browser, company);
  await open(dashboard, "/company-dashboard/rechnungen");
  await expect(dashboard.getByRole("note")).toContainText(
    "wird zurückgehalten, bis diese Rechnungsdaten vorliegen: Straße, PLZ.",
  );

  const admin = { email: `held-admin-${RUN}@example.at`, password: "admin-geheim-held" };
  await createUser(admin.email, admin.password, "admin");
  await login(page, "/admin-login", admin.email, admin.password);
  await expect(page).toHaveURL(/\/admin-dashboard$/, { timeout: 15_000 });
  await open(page, "/admin-dashboard/invoices");
  const held = page.getByRole("note", { name: "Zurückgehaltene Rechnungen" });
  await expect(held).toContainText(company.name);

  await open(page, "/admin-dashboard/companies");
  await page.getByLabel("Suche").fill(company.name);
  await page.getByRole("button", { name: `Details zu ${company.name}` }).click();
  const details = page.getByRole("dialog", { name: company.name });
  await expect(details.getByRole("note")).toContainText("Straße, PLZ");
  await details.getByRole("button", { name: "Rechnungsdaten bearbeiten" }).click();
  const form = page.getByRole("dialog", { name: "Rechnungsdaten bearbeiten" });
  await form.getByLabel("Straße und Hausnummer").fill("Łukasiewicz-Gasse 4");
  await form.getByLabel("PLZ", { exact: true }).fill("1100");
  await form.getByRole("button", { name: "Speichern" }).click();
  await expect(form).toHaveCount(0);
  await expect(page.getByText("Rechnungsdaten gespeichert")).toBeVisible();
  await expect(details.getByText("Łukasiewicz-Gasse 4")).toBeVisible();
  await expect(details.getByRole("note")).toHaveCount(0);

  const [audit] = await queryRows<{ after: { street: string } }>(
    "select after from audit_log where action = 'company.billing' and entity_id = $1",
    [String(companyId)],
  );
  expect(audit!.after.street).toBe("Łukasiewicz-Gasse 4");
  await dashboard.reload({ waitUntil: "networkidle" });
  await expect(dashboard.getByRole("note")).toHaveCount(0);
});
