/**
 * Next proxy: convenience redirects (umlaut and alias quiz paths; dashboards for the wrong or no role,
 * spec: authenticated-side §6), the per-request CSP nonce of the private pages, and the /firmen filter
 * rewrite that keeps directory pages ISR. Never the only guard: pages and routes check the session.
 */
import { NextResponse, type NextRequest } from "next/server";
import { getSession } from "@/lib/auth/session";
import { LOGIN_PATH, ROLES, type SessionUser } from "@/lib/auth/types";
import { directoryFilterFromQuery, directoryRoutePath } from "@/lib/domain/company-directory";
import { canonicalServicePath } from "@/lib/domain/service-aliases";
import { env } from "@/lib/env";
import { NONCE_CSP_PATH_PATTERN, contentSecurityPolicy } from "@/lib/security/headers.mjs";

const DEVELOPMENT = env.NODE_ENV === "development";

/** The query string is kept only for permanent (alias) redirects. */
function redirectTo(request: NextRequest, pathname: string, status: 307 | 308 = 307) {
  const url = request.nextUrl.clone();
  url.pathname = pathname;
  if (status === 307) url.search = "";
  return NextResponse.redirect(url, status);
}

/** 128 random bits, base64. */
function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/** On the nonce pages, the nonce policy goes on the request (Next stamps its scripts) and the response. */
function next(request: NextRequest) {
  if (!NONCE_CSP_PATH_PATTERN.test(request.nextUrl.pathname)) return NextResponse.next();
  const policy = contentSecurityPolicy({ nonce: createNonce(), development: DEVELOPMENT });
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set("Content-Security-Policy", policy);
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set("Content-Security-Policy", policy);
  return response;
}

/** The session, or `undefined` when unreadable (database down): the page's own check then shows the error page. */
async function sessionForRedirect(request: NextRequest): Promise<SessionUser | null | undefined> {
  try {
    return await getSession(request);
  } catch {
    return undefined;
  }
}

export async function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  if (pathname === "/firmen") {
    return NextResponse.rewrite(
      new URL(directoryRoutePath(directoryFilterFromQuery(request.nextUrl.searchParams)), request.url),
    );
  }
  if (pathname.startsWith("/company-dashboard")) {
    const user = await sessionForRedirect(request);
    if (user === undefined || user?.role === ROLES.company) return next(request);
    return redirectTo(request, LOGIN_PATH.company);
  }
  if (pathname.startsWith("/admin-dashboard")) {
    const user = await sessionForRedirect(request);
    if (user === undefined) return next(request);
    if (!user) return redirectTo(request, LOGIN_PATH.admin);
    return user.role === ROLES.admin ? next(request) : redirectTo(request, "/");
  }
  const target = canonicalServicePath(pathname);
  return target ? redirectTo(request, target, 308) : next(request);
}

// Every request passing here costs: only private per-request pages and alias paths match.
export const config = {
  matcher: [
    "/company-dashboard/:path*",
    "/admin-dashboard/:path*",
    "/dashboard/:path*",
    "/password-setup/:path+",
    "/(kuechenrenovierung|buerorenovierung|aufzuege|umzuege|schaedlingsbekaempfung)",
    "/(quiz|preisleitfaden)/(kuechenrenovierung|buerorenovierung|aufzuege|umzuege|schaedlingsbekaempfung)",
    // Quiz aliases of the service catalogue (QUIZ_ALIAS_IDS).
    "/quiz/(badezimmer|duschwechsel|wohnungssanierung|komplette-wohnsanierung)",
    // The directory's filters and pages; /firmen without them is rewritten by next.config.mjs.
    { source: "/firmen", has: [{ type: "query", key: "leistung" }] },
    { source: "/firmen", has: [{ type: "query", key: "bezirk" }] },
    { source: "/firmen", has: [{ type: "query", key: "seite" }] },
  ],
};
