/**
 * Accounts for e2e specs: admin and company users written straight into the e2e database, and the
 * logins at /admin-login (password, then the TOTP code, tests/e2e/support/admin-totp.ts) and /firmen-login.
 */
import { expect, type Browser, type Page } from "./fixtures";
import { hashPassword } from "../../../lib/auth/password";
import { SERVICE_IDS } from "../../../lib/content/service-catalog";
import { queryRows } from "./db";
import { enrolAdminTotp, enterTotpCode } from "./admin-totp";

/** A company user's login and its company's name. */
export interface CompanyAccount {
  email: string;
  password: string;
  name: string;
}

/** Opens `path` and waits until the network is idle. */
export async function open(page: Page, path: string) {
  await page.goto(path, { waitUntil: "networkidle" });
}

/** Inserts a user with a hashed `password`; returns its id. */
export async function createUser(email: string, password: string, role: "admin" | "company"): Promise<number> {
  const [user] = await queryRows<{ id: number }>(
    "insert into users (email, password, role) values ($1, $2, $3) returning id",
    [email, await hashPassword(password), role],
  );
  return user!.id;
}

/**
 * Gives company `companyId` the standing of a fully checked company (every service licensed, insurance
 * valid until 2099), as if its register checks and insurance confirmation had passed; leads need it.
 */
export async function markChecked(companyId: number): Promise<void> {
  const services = [...SERVICE_IDS];
  // The records first, so that a later refresh of the standing (an admin edit) derives the same columns.
  await queryRows(
    `insert into verification_checks (company_id, source, query, outcome, details, checked_at)
     values ($1, 'gisa', '{"manualBy":"e2e"}', 'valid', $2, now())`,
    [companyId, JSON.stringify({ holderName: null, licences: [], manualServices: services, reason: "e2e" })],
  );
  await queryRows(
    `insert into insurance_documents (company_id, insurer, sum_insured_cents, valid_until, file_name, content_type,
       size_bytes, content, status)
     values ($1, 'Testversicherung', 100000000, '2099-12-31', 'polizze.pdf', 'application/pdf', 8, $2, 'accepted')`,
    [companyId, Buffer.from("%PDF-1.4")],
  );
  await queryRows("update companies set licensed_services = $2, insurance_valid_until = '2099-12-31' where id = $1", [
    companyId,
    services,
  ]);
}

/** A company user for `account` and its verified, checked company (offers Badrenovierung, in `city`); returns the company id. */
export async function createCompany(account: CompanyAccount, city: string): Promise<number> {
  const userId = await createUser(account.email, account.password, "company");
  const [company] = await queryRows<{ id: number }>(
    "insert into companies (user_id, name, verified, verified_at, services, city) values ($1, $2, true, now(), $3, $4) returning id",
    [userId, account.name, ["Badrenovierung"], city],
  );
  await markChecked(company!.id);
  return company!.id;
}

/**
 * Logs in on `path` with e-mail and password; on /admin-login the admin is enrolled with the known
 * TOTP secret first and the current code is entered. Does not wait for the redirect.
 */
export async function login(page: Page, path: "/admin-login" | "/firmen-login", email: string, password: string) {
  if (path === "/admin-login") await enrolAdminTotp(email);
  await open(page, path);
  await page.getByLabel("E-Mail", { exact: true }).fill(email);
  await page.getByLabel("Passwort", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Anmelden" }).click();
  if (path === "/admin-login") await enterTotpCode(page);
}

/** A fresh browser context logged in as `account` on its company dashboard. */
export async function companyPage(browser: Browser, account: CompanyAccount): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await login(page, "/firmen-login", account.email, account.password);
  await expect(page).toHaveURL(/\/company-dashboard$/);
  return page;
}
