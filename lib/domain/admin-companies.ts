/** Shapes and constants of the admin's paged companies list, shared by route, data layer and assign dialog. */
import type { AdminCompanyListItem } from "./admin-projects";

export const ADMIN_COMPANIES_PAGE_SIZE = 25;
export const ADMIN_COMPANIES_MAX_PAGE_SIZE = 100;

/**
 * Status filters; `assignable` is the assign dialog's search: the lead rule without the service (verified, active,
 * with a user, not paused, insured today; lib/verification/eligibility.ts).
 */
export const ADMIN_COMPANY_STATUSES = ["verified", "unverified", "deactivated", "no_password", "assignable"] as const;
export type AdminCompanyStatus = (typeof ADMIN_COMPANY_STATUSES)[number];

export const ADMIN_COMPANY_STATUS_FILTERS: readonly { value: AdminCompanyStatus; label: string }[] = [
  { value: "unverified", label: "Nicht verifiziert" },
  { value: "verified", label: "Verifiziert" },
  { value: "no_password", label: "Ohne Passwort" },
  { value: "deactivated", label: "Deaktiviert" },
];

export interface AdminCompanyRow extends AdminCompanyListItem {
  email: string | null;
  contactPhone: string | null;
  contactEmail: string | null;
  passwordSet: boolean;
  /** Not deactivated, and not verified or without password and valid setup link; listed first. */
  needsAction: boolean;
}

export interface AdminCompaniesPage {
  companies: AdminCompanyRow[];
  total: number;
  page: number;
  pageSize: number;
}

export interface AdminCompaniesParams {
  page: number;
  pageSize: number;
  q?: string;
  status?: AdminCompanyStatus | "";
  sort?: "action" | "name";
}

export function adminCompaniesQueryString({ page, pageSize, q, status, sort }: AdminCompaniesParams): string {
  const params = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  if (q?.trim()) params.set("q", q.trim());
  if (status) params.set("status", status);
  if (sort === "name") params.set("sort", sort);
  return params.toString();
}
