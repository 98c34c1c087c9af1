/**
 * Next 16 proxy (formerly middleware): redirects only, never the only guard (ARCHITECTURE.md;
 * every dashboard page and route handler checks the session itself).
 *
 * - ASCII spellings of umlaut service ids go to the canonical route with a permanent redirect,
 *   e.g. /quiz/kuechenrenovierung → /quiz/küchenrenovierung.
 * - /company-dashboard/*: visitors who are not logged in as a company go to /firmen-login (§2, §6).
 * - /admin-dashboard/*: logged-out visitors go to /admin-login, other roles to / (§6).
 */
import { NextResponse, type NextRequest } from "next/server";
import { getSession } from "@/lib/auth/session";
import { LOGIN_PATH, ROLES } from "@/lib/auth/types";
import { canonicalServicePath } from "@/lib/domain/service-aliases";

/** Redirect to `pathname`; the query string is kept only for permanent (alias) redirects. */
function redirectTo(request: NextRequest, pathname: string, status: 307 | 308 = 307) {
  const url = request.nextUrl.clone();
  url.pathname = pathname;
  if (status === 307) url.search = "";
  return NextResponse.redirect(url, status);
}

export async function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  if (pathname.startsWith("/company-dashboard")) {
    const user = await getSession(request);
    return user?.role === ROLES.company ? NextResponse.next() : redirectTo(request, LOGIN_PATH.company);
  }
  if (pathname.startsWith("/admin-dashboard")) {
    const user = await getSession(request);
    if (!user) return redirectTo(request, LOGIN_PATH.admin);
    return user.role === ROLES.admin ? NextResponse.next() : redirectTo(request, "/");
  }
  const target = canonicalServicePath(pathname);
  return target ? redirectTo(request, target, 308) : NextResponse.next();
}

// Only the dashboards and the alias paths reach the proxy, so every other request skips it.
export const config = {
  matcher: [
    "/company-dashboard/:path*",
    "/admin-dashboard/:path*",
    "/(kuechenrenovierung|buerorenovierung|aufzuege|umzuege|schaedlingsbekaempfung)",
    "/(quiz|preisleitfaden)/(kuechenrenovierung|buerorenovierung|aufzuege|umzuege|schaedlingsbekaempfung)",
  ],
};
