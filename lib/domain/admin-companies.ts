/**
 * The admin's paged companies list (issue 13 §7 "Lists that scale": paged on the server with search
 * and a status filter, companies needing action first, exact total, no silent cap). Shapes and
 * constants shared by the route, the data layer, the companies section and the assign dialog. Pure.
 *
 * GET /api/admin/companies?page&pageSize&q&status → `AdminCompaniesPage`
 * (query schema: lib/validation/admin-companies.ts `adminCompaniesQuerySchema`).
 */
import type { AdminCompanyListItem } from "./admin-projects";

/** Default and largest page size of the companies list. */
export const ADMIN_COMPANIES_PAGE_SIZE = 25;
export const ADMIN_COMPANIES_MAX_PAGE_SIZE = 100;

/**
 * Status filters of the companies list (none: every company):
 * - `verified`: verified and not deactivated (receives leads);
 * - `unverified`: not verified and not deactivated;
 * - `deactivated`: deactivated by the admin (verified or not);
 * - `no_password`: not deactivated and without a usable login (no user, or the user has not set a
 *   password yet);
 * - `assignable`: what the assign dialog may offer — verified, not deactivated, with a user (the
 *   same rule as the candidates list and POST /api/admin/assign-lead).
 */
export const ADMIN_COMPANY_STATUSES = ["verified", "unverified", "deactivated", "no_password", "assignable"] as const;
export type AdminCompanyStatus = (typeof ADMIN_COMPANY_STATUSES)[number];

/** The filters the companies section offers, with their German labels (`assignable` is for the assign dialog). */
export const ADMIN_COMPANY_STATUS_FILTERS: readonly { value: AdminCompanyStatus; label: string }[] = [
  { value: "unverified", label: "Nicht verifiziert" },
  { value: "verified", label: "Verifiziert" },
  { value: "no_password", label: "Ohne Passwort" },
  { value: "deactivated", label: "Deaktiviert" },
];

/** One row of the companies list: the list fields plus login and contact data and the action state. */
export interface AdminCompanyRow extends AdminCompanyListItem {
  /** E-mail of the company's login (null without a user). */
  email: string | null;
  contactPhone: string | null;
  contactEmail: string | null;
  /** Whether the company's user has set a password (false also without a user). */
  passwordSet: boolean;
  /**
   * The admin should act (such companies come first): not deactivated, and either not verified
   * (verify or deactivate it) or its user has no password and no valid setup link (send a new link).
   */
  needsAction: boolean;
}

/** GET /api/admin/companies → one page and the exact number of matching companies. */
export interface AdminCompaniesPage {
  companies: AdminCompanyRow[];
  total: number;
  page: number;
  pageSize: number;
}

/** What the browser asks for (q and status omitted: all). */
export interface AdminCompaniesParams {
  page: number;
  pageSize: number;
  q?: string;
  status?: AdminCompanyStatus | "";
  /** "action" (default): needing action first, then newest; "name": A–Z. */
  sort?: "action" | "name";
}

/** The query string of GET /api/admin/companies: `page=…&pageSize=…[&q=…][&status=…][&sort=name]`. */
export function adminCompaniesQueryString({ page, pageSize, q, status, sort }: AdminCompaniesParams): string {
  const params = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  if (q?.trim()) params.set("q", q.trim());
  if (status) params.set("status", status);
  if (sort === "name") params.set("sort", sort);
  return params.toString();
}
