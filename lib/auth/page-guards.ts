/**
 * Session checks for server-rendered pages: they redirect instead of answering 401/403
 * (authenticated-side.md §2, §6). Kept apart from lib/auth/session.ts so that command-line scripts,
 * which reach the session module through lib/data, never load next/navigation.
 */
import "server-only";
import { redirect } from "next/navigation";
import { getSession } from "./session";
import { LOGIN_PATH, ROLES, type SessionUser } from "./types";

/** For company pages: the company user, else a redirect to /firmen-login (§2 "Company dashboard"). */
export async function requireCompanyPage(): Promise<SessionUser & { companyId: number }> {
  const user = await getSession();
  if (!user || user.role !== ROLES.company || user.companyId === null) redirect(LOGIN_PATH.company);
  return { ...user, companyId: user.companyId };
}

/** For admin pages: the admin, else /admin-login when logged out and / for other roles (§6). */
export async function requireAdminPage(): Promise<SessionUser> {
  const user = await getSession();
  if (!user) redirect(LOGIN_PATH.admin);
  if (user.role !== ROLES.admin) redirect("/");
  return user;
}
