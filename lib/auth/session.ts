/**
 * Sessions, the one choke point for "who is calling" (docs/architecture.md "Security rules", issue 12 §3).
 *
 * A session is an Auth.js-compatible encrypted JWT in an HTTP-only cookie (lib/auth/config.ts) with
 * the user's id, e-mail, role, company id, the user's session version (`sv`) and a random session id
 * (`sid`). Every read decrypts the cookie (cached until the token expires) and then checks the
 * user's row at most `SESSION_CHECK_TTL_MS` stale, on every instance:
 * - the user exists and is not disabled, and its role and company are those of the token;
 * - `users.session_version` equals `sv` (raised by a password change, disabling, a role change and
 *   unverifying the company: every session of the user ends);
 * - `sid` is not in ended_sessions (logout ends that one session).
 *
 * Errors: requireSession/requireAdmin/requireCompany throw ApiError 401 (no valid session) or 403
 * (wrong role, no company, company not verified); the page helpers (lib/auth/page-guards.ts)
 * redirect instead. No next/navigation here: command-line scripts load this module.
 */
import "server-only";
import { randomBytes } from "node:crypto";
import { encode, getToken } from "@auth/core/jwt";
import { LRUCache } from "lru-cache";
import { headers } from "next/headers";
import type { NextResponse } from "next/server";
import { cache } from "react";
import { getDb, getPool } from "@/lib/db";
import { ApiError } from "@/lib/http/api-error";
import {
  authSecret,
  sessionClaimsFromToken,
  sessionCookieName,
  sessionMaxAgeSeconds,
  secureCookies,
  type SessionClaims,
  type SessionToken,
} from "./config";
import { ROLES, type SessionUser } from "./types";

/** A cookie to set on a response: name, value and options. */
export interface AuthCookie {
  name: string;
  value: string;
  options: { httpOnly: boolean; sameSite: "lax"; path: string; secure: boolean; maxAge: number };
}

/** What a session is issued for: the user and its current session version (users.session_version). */
export interface SessionSubject extends SessionUser {
  sessionVersion: number;
}

/** How stale (ms) the check of a session against the users table may be (issue 12 §3: 30 s). */
export const SESSION_CHECK_TTL_MS = 30_000;

/** An admin session is renewed (new cookie, new 2-hour idle window) once it is older than this (s). */
const ADMIN_RENEW_AFTER_SECONDS = 5 * 60;

const SESSION_CACHE_SIZE = 1_000;

/**
 * Decrypted tokens by Cookie header. A cookie's claims never change, so only the expiry ends an
 * entry; forged cookies are never stored.
 */
const decryptedSessions = new LRUCache<string, SessionClaims>({ max: SESSION_CACHE_SIZE });

/** Result of checking a session's claims against the database, by "userId:sid", used for 30 s. */
const checkedSessions = new LRUCache<string, { valid: boolean; companyVerified: boolean; checkedAtMs: number }>({
  max: SESSION_CACHE_SIZE,
});

async function decryptSession(cookie: string): Promise<SessionClaims | null> {
  const cached = decryptedSessions.get(cookie);
  if (cached && Date.now() < cached.expiresAt * 1000) return cached;
  const token = (await getToken({
    req: { headers: { cookie } },
    secret: authSecret(),
    secureCookie: secureCookies(),
    cookieName: sessionCookieName(),
  })) as SessionToken | null;
  const claims = token ? sessionClaimsFromToken(token) : null;
  if (claims) decryptedSessions.set(cookie, claims);
  else decryptedSessions.delete(cookie);
  return claims;
}

interface SessionRow {
  session_version: number;
  disabled: boolean;
  role: string;
  company_id: number | null;
  verified: boolean | null;
  ended: boolean;
}

/** Compares the claims with the user's row (cached 30 s per session). */
async function checkAgainstDatabase(claims: SessionClaims): Promise<{ valid: boolean; companyVerified: boolean }> {
  const key = `${claims.user.id}:${claims.sessionId}`;
  const cached = checkedSessions.get(key);
  if (cached && Date.now() - cached.checkedAtMs < SESSION_CHECK_TTL_MS) return cached;
  const { rows } = await getPool().query<SessionRow>(
    `select u.session_version, u.disabled_at is not null as disabled, u.role, c.id as company_id, c.verified,
            exists(select 1 from ended_sessions e where e.session_id = $2) as ended
       from users u left join companies c on c.user_id = u.id
      where u.id = $1`,
    [claims.user.id, claims.sessionId],
  );
  const row = rows[0];
  const valid =
    !!row &&
    !row.disabled &&
    !row.ended &&
    row.session_version === claims.sessionVersion &&
    row.role === claims.user.role &&
    (row.company_id ?? null) === claims.user.companyId;
  const result = { valid, companyVerified: row?.verified === true, checkedAtMs: Date.now() };
  checkedSessions.set(key, result);
  return result;
}

/** A checked session: the claims plus whether the user's company is verified. */
export interface CheckedSession extends SessionClaims {
  companyVerified: boolean;
}

/**
 * The session of a Cookie header after both checks (token and database), or null when missing,
 * expired, forged, ended or outdated.
 */
async function sessionFromCookieHeader(cookie: string | null): Promise<CheckedSession | null> {
  if (!cookie) return null;
  const claims = await decryptSession(cookie);
  if (!claims) return null;
  const check = await checkAgainstDatabase(claims);
  return check.valid ? { ...claims, companyVerified: check.companyVerified } : null;
}

const sessionForRender = cache(async () => sessionFromCookieHeader((await headers()).get("cookie")));

/** The checked session of `request` (route handlers, proxy) or of the current render (server components). */
export function getCheckedSession(request?: Request): Promise<CheckedSession | null> {
  return request ? sessionFromCookieHeader(request.headers.get("cookie")) : sessionForRender();
}

/**
 * The logged-in user, or null. With a Request (route handlers, proxy) its Cookie header is read;
 * without one (server components) the current request's cookies are, once per render.
 */
export async function getSession(request?: Request): Promise<SessionUser | null> {
  return (await getCheckedSession(request))?.user ?? null;
}

/** The message of 401 answers. */
export const NOT_LOGGED_IN = "Nicht angemeldet. Bitte melden Sie sich an.";

/** The session; ApiError 401 when not logged in. */
export async function requireCheckedSession(request: Request): Promise<CheckedSession> {
  const session = await getCheckedSession(request);
  if (!session) throw new ApiError(401, NOT_LOGGED_IN);
  return session;
}

/** The session user; ApiError 401 when not logged in. */
export async function requireSession(request: Request): Promise<SessionUser> {
  return (await requireCheckedSession(request)).user;
}

/** Checks that `session` is an admin's; ApiError 403 otherwise. */
export function assertAdmin(session: CheckedSession): SessionUser {
  if (session.user.role !== ROLES.admin) throw new ApiError(403, "Sie haben keine Admin-Berechtigung.");
  return session.user;
}

/** Checks that `session` is a verified company's; ApiError 403 otherwise (issue 12 §3: unverified companies read no leads). */
export function assertCompany(session: CheckedSession): SessionUser & { companyId: number } {
  const { user } = session;
  if (user.role !== ROLES.company || user.companyId === null) {
    throw new ApiError(403, "Sie haben keine Berechtigung für das Firmen-Dashboard.");
  }
  if (!session.companyVerified) {
    throw new ApiError(403, "Ihr Unternehmen ist derzeit nicht verifiziert. Bitte wenden Sie sich an uns.");
  }
  return { ...user, companyId: user.companyId };
}

/** The session user when it is an admin; 401 when logged out, 403 for other roles. */
export async function requireAdmin(request: Request): Promise<SessionUser> {
  return assertAdmin(await requireCheckedSession(request));
}

/** A verified company's user with its company id; 401 when logged out, 403 otherwise. */
export async function requireCompany(request: Request): Promise<SessionUser & { companyId: number }> {
  return assertCompany(await requireCheckedSession(request));
}

/** Cookie options of the session cookie with `maxAge` seconds. */
function sessionCookie(value: string, maxAge: number): AuthCookie {
  return {
    name: sessionCookieName(),
    value,
    options: { httpOnly: true, sameSite: "lax", path: "/", secure: secureCookies(), maxAge },
  };
}

/**
 * Issues a new session for `subject` (after the password and, for admins, the second factor were
 * checked): the session cookie, valid 8 hours for companies and 2 hours of idleness for admins.
 */
export async function issueSession(subject: SessionSubject): Promise<AuthCookie[]> {
  const maxAge = sessionMaxAgeSeconds(subject.role);
  const token: SessionToken = {
    sub: String(subject.id),
    email: subject.email,
    role: subject.role,
    companyId: subject.companyId,
    sv: subject.sessionVersion,
    sid: randomBytes(16).toString("base64url"),
  };
  const value = await encode({
    token: token as Record<string, unknown>,
    secret: authSecret(),
    salt: sessionCookieName(),
    maxAge,
  });
  return [sessionCookie(value, maxAge)];
}

/**
 * For an admin session older than 5 minutes: a renewed cookie (same session id and version, a new
 * 2-hour window), so that only 2 hours without requests end it. Null otherwise.
 */
export async function renewedAdminSession(session: CheckedSession): Promise<AuthCookie[] | null> {
  if (session.user.role !== ROLES.admin) return null;
  if (Date.now() / 1000 - session.issuedAt < ADMIN_RENEW_AFTER_SECONDS) return null;
  const maxAge = sessionMaxAgeSeconds(session.user.role);
  const token: SessionToken = {
    sub: String(session.user.id),
    email: session.user.email,
    role: session.user.role,
    companyId: session.user.companyId,
    sv: session.sessionVersion,
    sid: session.sessionId,
  };
  const value = await encode({
    token: token as Record<string, unknown>,
    secret: authSecret(),
    salt: sessionCookieName(),
    maxAge,
  });
  return [sessionCookie(value, maxAge)];
}

/** Forgets this instance's cached checks of `userId`'s sessions (other instances follow within 30 s). */
function forgetChecks(userId: number): void {
  for (const key of checkedSessions.keys()) if (key.startsWith(`${userId}:`)) checkedSessions.delete(key);
}

/**
 * Until when an ended session's id must stay in ended_sessions (`endedAt` + the role's cookie
 * lifetime + the 30 s check window): an admin cookie renewed just before the logout, or by an
 * instance whose check was still stale, lives up to that long, longer than the cookie used to log out.
 */
export function endedSessionExpiry(claims: SessionClaims, endedAt = new Date()): Date {
  const latest = endedAt.getTime() + sessionMaxAgeSeconds(claims.user.role) * 1000 + SESSION_CHECK_TTL_MS;
  return new Date(Math.max(latest, claims.expiresAt * 1000));
}

/**
 * Ends the session of `request` on the server (logout): its id is recorded in ended_sessions for as
 * long as any cookie of that session could still be valid (`endedSessionExpiry`). Returns the
 * cookies that clear it in the browser. Without a valid session only the clearing cookie is returned.
 */
export async function endSession(request: Request): Promise<AuthCookie[]> {
  const cookie = request.headers.get("cookie");
  const claims = cookie ? await decryptSession(cookie) : null;
  if (claims) {
    // A second logout with a newer cookie of the same session may only lengthen the record.
    await getPool().query(
      `insert into ended_sessions (session_id, user_id, expires_at) values ($1, $2, $3)
       on conflict (session_id) do update set expires_at = greatest(ended_sessions.expires_at, excluded.expires_at)`,
      [claims.sessionId, claims.user.id, endedSessionExpiry(claims)],
    );
    forgetChecks(claims.user.id);
  }
  return [sessionCookie("", 0)];
}

/** A Prisma client or transaction client (anything with `user.update`). */
type UserWriter = Pick<ReturnType<typeof getDb>, "user">;

/**
 * Ends every session of `userId` (password change, disabling, role change, unverified company) by
 * raising its session version, inside `tx` when given. Returns the new version.
 */
export async function endAllSessions(userId: number, tx: UserWriter = getDb()): Promise<number> {
  const { sessionVersion } = await tx.user.update({
    where: { id: userId },
    data: { sessionVersion: { increment: 1 } },
    select: { sessionVersion: true },
  });
  forgetChecks(userId);
  return sessionVersion;
}

/**
 * After a password change: ends every session of the caller and issues the caller a new one, so
 * that only the current device stays logged in. Returns the cookies of the new session.
 */
export async function endOtherSessions(user: SessionUser): Promise<AuthCookie[]> {
  const sessionVersion = await endAllSessions(user.id);
  return issueSession({ ...user, sessionVersion });
}

/** Copies session cookies onto a route handler's response. */
export function applyCookies(response: NextResponse, cookies: AuthCookie[]): NextResponse {
  for (const cookie of cookies) response.cookies.set(cookie.name, cookie.value, cookie.options);
  return response;
}
