/**
 * Sessions: an encrypted Auth.js JWT cookie, checked against the user's row (at most 30 s stale).
 * No next/navigation here: CLI scripts load this module.
 */
import "server-only";
import { randomBytes } from "node:crypto";
import { encode, getToken } from "@auth/core/jwt";
import { LRUCache } from "lru-cache";
import { headers } from "next/headers";
import type { NextResponse } from "next/server";
import { cache } from "react";
import { getDb, getPool } from "@/lib/db";
import { ForbiddenError, UnauthorizedError } from "@/lib/errors";
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

export interface AuthCookie {
  name: string;
  value: string;
  options: { httpOnly: boolean; sameSite: "lax"; path: string; secure: boolean; maxAge: number };
}

export interface SessionSubject extends SessionUser {
  sessionVersion: number;
}

/** ms the database check of a session may be stale. */
export const SESSION_CHECK_TTL_MS = 30_000;

const ADMIN_RENEW_AFTER_SECONDS = 5 * 60;

const SESSION_CACHE_SIZE = 1_000;

/** Forged cookies are never stored. */
const decryptedSessions = new LRUCache<string, SessionClaims>({ max: SESSION_CACHE_SIZE });

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

export interface CheckedSession extends SessionClaims {
  companyVerified: boolean;
}

async function sessionFromCookieHeader(cookie: string | null): Promise<CheckedSession | null> {
  if (!cookie) return null;
  const claims = await decryptSession(cookie);
  if (!claims) return null;
  const check = await checkAgainstDatabase(claims);
  return check.valid ? { ...claims, companyVerified: check.companyVerified } : null;
}

const sessionForRender = cache(async () => sessionFromCookieHeader((await headers()).get("cookie")));

/** The checked session of `request`, else of the current render. */
export function getCheckedSession(request?: Request): Promise<CheckedSession | null> {
  return request ? sessionFromCookieHeader(request.headers.get("cookie")) : sessionForRender();
}

/** The logged-in user, else null. */
export async function getSession(request?: Request): Promise<SessionUser | null> {
  return (await getCheckedSession(request))?.user ?? null;
}

export const NOT_LOGGED_IN = "Nicht angemeldet. Bitte melden Sie sich an.";

/** @throws UnauthorizedError when not logged in */
export async function requireCheckedSession(request: Request): Promise<CheckedSession> {
  const session = await getCheckedSession(request);
  if (!session) throw new UnauthorizedError(NOT_LOGGED_IN);
  return session;
}

/** @throws ForbiddenError unless `session` is an admin's */
export function assertAdmin(session: CheckedSession): SessionUser {
  if (session.user.role !== ROLES.admin) throw new ForbiddenError("Sie haben keine Admin-Berechtigung.");
  return session.user;
}

/** @throws ForbiddenError unless `session` is a verified company's (unverified companies read no leads) */
export function assertCompany(session: CheckedSession): SessionUser & { companyId: number } {
  const { user } = session;
  if (user.role !== ROLES.company || user.companyId === null) {
    throw new ForbiddenError("Sie haben keine Berechtigung für das Firmen-Dashboard.");
  }
  if (!session.companyVerified) {
    throw new ForbiddenError("Ihr Unternehmen ist derzeit nicht verifiziert. Bitte wenden Sie sich an uns.");
  }
  return { ...user, companyId: user.companyId };
}

function sessionCookie(value: string, maxAge: number): AuthCookie {
  return {
    name: sessionCookieName(),
    value,
    options: { httpOnly: true, sameSite: "lax", path: "/", secure: secureCookies(), maxAge },
  };
}

/** Cookies of a new session (call after every login factor passed). */
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

/** A renewed admin cookie (new idle window) once older than 5 minutes, else null. */
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

function forgetChecks(userId: number): void {
  for (const key of checkedSessions.keys()) if (key.startsWith(`${userId}:`)) checkedSessions.delete(key);
}

/** Ended ids stay recorded until any renewed cookie of that session has expired. */
export function endedSessionExpiry(claims: SessionClaims, endedAt = new Date()): Date {
  const latest = endedAt.getTime() + sessionMaxAgeSeconds(claims.user.role) * 1000 + SESSION_CHECK_TTL_MS;
  return new Date(Math.max(latest, claims.expiresAt * 1000));
}

/** Logout: records the session as ended; returns the clearing cookies. */
export async function endSession(request: Request): Promise<AuthCookie[]> {
  const cookie = request.headers.get("cookie");
  const claims = cookie ? await decryptSession(cookie) : null;
  if (claims) {
    // A second logout with a newer cookie may only lengthen the record.
    await getPool().query(
      `insert into ended_sessions (session_id, user_id, expires_at) values ($1, $2, $3)
       on conflict (session_id) do update set expires_at = greatest(ended_sessions.expires_at, excluded.expires_at)`,
      [claims.sessionId, claims.user.id, endedSessionExpiry(claims)],
    );
    forgetChecks(claims.user.id);
  }
  return [sessionCookie("", 0)];
}

type UserWriter = Pick<ReturnType<typeof getDb>, "user">;

/** Raises `userId`'s session version (in `tx` if given), ending every session; returns it. */
export async function endAllSessions(userId: number, tx: UserWriter = getDb()): Promise<number> {
  const { sessionVersion } = await tx.user.update({
    where: { id: userId },
    data: { sessionVersion: { increment: 1 } },
    select: { sessionVersion: true },
  });
  forgetChecks(userId);
  return sessionVersion;
}

export function applyCookies(response: NextResponse, cookies: AuthCookie[]): NextResponse {
  for (const cookie of cookies) response.cookies.set(cookie.name, cookie.value, cookie.options);
  return response;
}
