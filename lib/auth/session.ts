/**
 * Session helpers, the one choke point for "who is calling" (ARCHITECTURE.md "Security rules").
 * Route handlers pass their Request; server components call without one and the cookie comes from
 * next/headers. Sign-in and sign-out run Auth.js (`Auth()` from @auth/core); reading a session
 * decrypts the cookie with Auth.js's `getToken`.
 *
 * Errors: requireSession/requireAdmin/requireCompany throw ApiError 401 (no valid session) or 403
 * (wrong role or no company); the page helpers redirect instead (authenticated-side.md §2, §6).
 */
import "server-only";
import { Auth, raw, skipCSRFCheck } from "@auth/core";
import { CredentialsSignin } from "@auth/core/errors";
import { getToken } from "@auth/core/jwt";
import type { ResponseInternal } from "@auth/core/types";
import { LRUCache } from "lru-cache";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import type { NextResponse } from "next/server";
import { cache } from "react";
import { env } from "@/lib/env";
import { ApiError } from "@/lib/http/api-error";
import { authConfig, sessionUserFromToken } from "./config";
import { LOGIN_PATH, ROLES, type SessionUser } from "./types";

/** A cookie as Auth.js hands it out (name, value, options). */
export type AuthCookie = NonNullable<ResponseInternal["cookies"]>[number];

const authUrl = (action: string) => new URL(`/api/auth/${action}`, env.SITE_URL).toString();

/** How many decrypted sessions stay in memory (the least recently used one goes first). */
const SESSION_CACHE_SIZE = 1_000;

/**
 * Decrypted sessions by Cookie header, each with its token's expiry (ms since epoch). A cookie's
 * claims never change, so only the expiry can end an entry; an entry past it is decrypted again
 * (and then refused). Forged cookies are never stored: only a successful decryption is.
 */
const decryptedSessions = new LRUCache<string, { user: SessionUser; expiresAtMs: number }>({ max: SESSION_CACHE_SIZE });

/**
 * Decrypts the session cookie with Auth.js's own `getToken` (same secret, cookie name and salt as
 * the sign-in), without a round trip through `Auth()`, and remembers the result until the token
 * expires: this runs on every private request (dashboards poll), and a cached session saves the
 * key derivation and JWE decryption (0.4 ms, docs/benchmarks.md). Expired, forged or missing
 * cookies give null.
 */
async function sessionFromCookieHeader(cookie: string | null): Promise<SessionUser | null> {
  if (!cookie) return null;
  const cached = decryptedSessions.get(cookie);
  if (cached && Date.now() < cached.expiresAtMs) return cached.user;
  const config = authConfig();
  const token = await getToken({ req: { headers: { cookie } }, secret: config.secret!, secureCookie: config.useSecureCookies });
  const user = token ? sessionUserFromToken(token) : null;
  if (user && typeof token?.exp === "number") decryptedSessions.set(cookie, { user, expiresAtMs: token.exp * 1000 });
  else decryptedSessions.delete(cookie);
  return user;
}

const sessionForRender = cache(async () => sessionFromCookieHeader((await headers()).get("cookie")));

/**
 * The logged-in user, or null. With a Request (route handlers, proxy) its Cookie header is read;
 * without one (server components) the current request's cookies are, once per render.
 */
export function getSession(request?: Request): Promise<SessionUser | null> {
  return request ? sessionFromCookieHeader(request.headers.get("cookie")) : sessionForRender();
}

/** The session user; ApiError 401 when not logged in. */
export async function requireSession(request: Request): Promise<SessionUser> {
  const user = await getSession(request);
  if (!user) throw new ApiError(401, "Nicht angemeldet. Bitte melden Sie sich an.");
  return user;
}

/** The session user when it is an admin; 401 when logged out, 403 for other roles. */
export async function requireAdmin(request: Request): Promise<SessionUser> {
  const user = await requireSession(request);
  if (user.role !== ROLES.admin) throw new ApiError(403, "Sie haben keine Admin-Berechtigung.");
  return user;
}

/** A company user with its company id; 401 when logged out, 403 for other roles or without a company. */
export async function requireCompany(request: Request): Promise<SessionUser & { companyId: number }> {
  const user = await requireSession(request);
  if (user.role !== ROLES.company || user.companyId === null) {
    throw new ApiError(403, "Sie haben keine Berechtigung für das Firmen-Dashboard.");
  }
  return { ...user, companyId: user.companyId };
}

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

/**
 * Runs Auth.js's credentials sign-in for an already validated e-mail and password.
 * Returns the user and the session cookies to set, or null for wrong credentials.
 */
export async function signInWithPassword(email: string, password: string): Promise<{ user: SessionUser; cookies: AuthCookie[] } | null> {
  const request = new Request(authUrl("callback/credentials"), {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ email, password, callbackUrl: "/dashboard" }),
  });
  let cookies: AuthCookie[];
  try {
    cookies = (await Auth(request, { ...authConfig(), raw, skipCSRFCheck })).cookies ?? [];
  } catch (error) {
    if (error instanceof CredentialsSignin) return null;
    throw error;
  }
  const sessionCookie = cookies.filter((cookie) => cookie.value).map((cookie) => `${cookie.name}=${cookie.value}`).join("; ");
  const user = await sessionFromCookieHeader(sessionCookie);
  if (!user) throw new Error("Auth.js hat nach der Anmeldung keine gültige Sitzung ausgestellt.");
  return { user, cookies };
}

/** The cookies that end the session of `request` (Auth.js sign-out: the session cookie emptied). */
export async function signOutCookies(request: Request): Promise<AuthCookie[]> {
  const signOut = new Request(authUrl("signout"), {
    method: "POST",
    headers: { cookie: request.headers.get("cookie") ?? "", "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ callbackUrl: "/" }),
  });
  return (await Auth(signOut, { ...authConfig(), raw, skipCSRFCheck })).cookies ?? [];
}

/** Copies Auth.js cookies onto a route handler's response. */
export function applyCookies(response: NextResponse, cookies: AuthCookie[]): NextResponse {
  for (const cookie of cookies) response.cookies.set(cookie.name, cookie.value, cookie.options);
  return response;
}
