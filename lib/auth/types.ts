/**
 * Roles and the session user shape shared by server and browser code (authenticated-side.md §3
 * "users", §6 "Roles and permissions"). No server imports: client components may use it.
 */

/** Roles the product knows; any other stored role sees "Unbekannte Rolle" (§2, §6). */
export const ROLES = { admin: "admin", company: "company" } as const;

export type Role = (typeof ROLES)[keyof typeof ROLES];

/** The logged-in user as the session and GET /api/auth/me carry it. */
export interface SessionUser {
  /** users.id */
  id: number;
  email: string;
  /** users.role, e.g. "admin" or "company" (other values are possible and mean "unknown role"). */
  role: string;
  /** companies.id of the user's company; null for admins and users without a company. */
  companyId: number | null;
}

/** Where each role lands after login or at /dashboard (§2 "Role switch"). */
export const DASHBOARD_PATH: Record<Role, string> = {
  admin: "/admin-dashboard",
  company: "/company-dashboard",
};

/** Login page for each role; a logged-out visitor of that role's dashboard is sent here (§2, §6). */
export const LOGIN_PATH: Record<Role, string> = {
  admin: "/admin-login",
  company: "/firmen-login",
};
