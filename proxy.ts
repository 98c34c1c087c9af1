/**
 * Next 16 proxy (formerly middleware): redirects for convenience and the per-request CSP nonce;
 * never the only guard (docs/architecture.md; every dashboard page and route handler checks the session
 * itself). The matcher is kept to the paths below: every request that passes here costs.
 *
 * - ASCII spellings of umlaut service ids go to the canonical route with a permanent redirect,
 *   e.g. /quiz/kuechenrenovierung → /quiz/küchenrenovierung; so do the catalogue's quiz aliases,
 *   e.g. /quiz/badezimmer → /quiz/badrenovierung.
 * - /company-dashboard/*: visitors who are not logged in as a company go to /firmen-login (§2, §6).
 * - /admin-dashboard/*: logged-out visitors go to /admin-login, other roles to / (§6).
 * - The private pages that render per request (lib/security/headers.mjs NONCE_CSP_PATH_PATTERN:
 *   dashboards, /dashboard, /password-setup/{token}) get a Content-Security-Policy with a fresh
 *   nonce, on the request (Next reads it there and stamps its scripts with it) and on the response.
 *   Every other response carries the static policy from next.config.mjs (issue 12 §7).
 * - /firmen with a filter or page in the query is rewritten to the directory's ISR route
 *   (lib/domain/company-directory.ts), so that no directory page reads the query and all stay cached.
 */
import { NextResponse, type NextRequest } from "next/server";
import { getSession } from "@/lib/auth/session";
import { LOGIN_PATH, ROLES, type SessionUser } from "@/lib/auth/types";
import { directoryFilterFromQuery, directoryRoutePath } from "@/lib/domain/company-directory";
import { canonicalServicePath } from "@/lib/domain/service-aliases";
import { env } from "@/lib/env";
import { NONCE_CSP_PATH_PATTERN, contentSecurityPolicy } from "@/lib/security/headers.mjs";

const DEVELOPMENT = env.NODE_ENV === "development";

/** Redirect to `pathname`; the query string is kept only for permanent (alias) redirects. */
function redirectTo(request: NextRequest, pathname: string, status: 307 | 308 = 307) {
  const url = request.nextUrl.clone();
  url.pathname = pathname;
  if (status === 307) url.search = "";
  return NextResponse.redirect(url, status);
}

/** 128 random bits, base64: the script nonce of one response. */
function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/** Lets the request through; on the nonce pages with the nonce policy on request and response. */
function next(request: NextRequest) {
  if (!NONCE_CSP_PATH_PATTERN.test(request.nextUrl.pathname)) return NextResponse.next();
  const policy = contentSecurityPolicy({ nonce: createNonce(), development: DEVELOPMENT });
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set("Content-Security-Policy", policy);
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set("Content-Security-Policy", policy);
  return response;
}

/**
 * The session for the redirect decision, or `undefined` when it cannot be read (e.g. the database
 * behind the session check is unreachable): then the request goes on and the page's own check
 * fails into the German error page instead of a bare 500 from here.
 */
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

// Only the private per-request pages and the alias paths reach the proxy; every other request
// (public pages, assets, API) skips it.
export const config = {
  matcher: [
    "/company-dashboard/:path*",
    "/admin-dashboard/:path*",
    "/dashboard/:path*",
    "/password-setup/:path+",
    "/(kuechenrenovierung|buerorenovierung|aufzuege|umzuege|schaedlingsbekaempfung)",
    "/(quiz|preisleitfaden)/(kuechenrenovierung|buerorenovierung|aufzuege|umzuege|schaedlingsbekaempfung)",
    // Quiz aliases of the service catalogue (QUIZ_ALIAS_IDS): near-duplicates → the canonical quiz.
    "/quiz/(badezimmer|duschwechsel|wohnungssanierung|komplette-wohnsanierung)",
    // The directory's filters and pages (?leistung, ?bezirk, ?seite); /firmen without them is rewritten by next.config.mjs.
    { source: "/firmen", has: [{ type: "query", key: "leistung" }] },
    { source: "/firmen", has: [{ type: "query", key: "bezirk" }] },
    { source: "/firmen", has: [{ type: "query", key: "seite" }] },
  ],
};
