/** Roles and the session user (no server imports). */

/** Any other stored role sees "Unbekannte Rolle" (spec: authenticated-side §2). */
export const ROLES = { admin: "admin", company: "company" } as const;

export type Role = (typeof ROLES)[keyof typeof ROLES];

export interface SessionUser {
  id: number;
  email: string;
  role: string;
  companyId: number | null;
}

/** Landing page per role after login or at /dashboard (spec: authenticated-side §2). */
export const DASHBOARD_PATH: Record<Role, string> = {
  admin: "/admin-dashboard",
  company: "/company-dashboard",
};

/** Login page per role; logged-out visitors of its dashboard go here (spec: authenticated-side §6). */
export const LOGIN_PATH: Record<Role, string> = {
  admin: "/admin-login",
  company: "/firmen-login",
};
