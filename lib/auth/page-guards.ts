/** Page session checks that redirect; apart from session.ts so CLI scripts never load next/navigation. */
import "server-only";
import { redirect } from "next/navigation";
import { getSession } from "./session";
import { LOGIN_PATH, ROLES, type SessionUser } from "./types";

/** The company user, else a redirect to /firmen-login (spec: authenticated-side §6). */
export async function requireCompanyPage(): Promise<SessionUser & { companyId: number }> {
  const user = await getSession();
  if (!user || user.role !== ROLES.company || user.companyId === null) redirect(LOGIN_PATH.company);
  return { ...user, companyId: user.companyId };
}

/** The admin; else /admin-login when logged out, / for other roles (spec: authenticated-side §6). */
export async function requireAdminPage(): Promise<SessionUser> {
  const user = await getSession();
  if (!user) redirect(LOGIN_PATH.admin);
  if (user.role !== ROLES.admin) redirect("/");
  return user;
}
