/**
 * Session token settings: Auth.js-compatible JWTs (encrypted JWE, `@auth/core/jwt`) in an HTTP-only
 * cookie carrying the user's id, e-mail, role, company id, session version and session id
 * (docs/architecture.md "Stack": auth; issue 12 §3).
 *
 * Sessions are issued by lib/auth/session.ts (`issueSession`) after POST /api/auth/login has checked
 * the limits, the password and (admins) the second factor; Auth.js's own routes are not mounted.
 */
import "server-only";
import { env } from "@/lib/env";
import { appSecret } from "@/lib/security/secrets";
import { ROLES, type SessionUser } from "./types";

/** Session lifetime of company users: 8 hours (s), a working day; after that the partner logs in again. */
export const SESSION_MAX_AGE_SECONDS = 8 * 60 * 60;

/** Admin sessions end after 2 hours without activity (s); each admin request renews them (issue 12 §3). */
export const ADMIN_IDLE_SECONDS = 2 * 60 * 60;

/** Lifetime (s) of a new session token of `role`. */
export function sessionMaxAgeSeconds(role: string): number {
  return role === ROLES.admin ? ADMIN_IDLE_SECONDS : SESSION_MAX_AGE_SECONDS;
}

/**
 * The app's secret (see lib/security/secrets.ts): encrypts session tokens and derives the other keys.
 *
 * @throws Error in production without AUTH_SECRET.
 */
export const authSecret = appSecret;

/** True when cookies are marked Secure (SITE_URL is https), which also gives them the `__Secure-` prefix. */
export const secureCookies = (): boolean => env.SITE_URL.startsWith("https://");

/** Name of the session cookie (Auth.js's default, so Auth.js's `getToken` reads it). */
export const sessionCookieName = (): string => `${secureCookies() ? "__Secure-" : ""}authjs.session-token`;

/** Claims of a session token as stored (Auth.js adds iat, exp and jti). */
export interface SessionToken {
  sub?: string;
  email?: string | null;
  role?: string;
  companyId?: number | null;
  /** users.session_version when the session was issued. */
  sv?: number;
  /** Random session id; logout records it in ended_sessions. */
  sid?: string;
  iat?: number;
  exp?: number;
}

/** A decoded, well-formed session: the user plus the claims the server checks. */
export interface SessionClaims {
  user: SessionUser;
  sessionVersion: number;
  sessionId: string;
  /** Issue and expiry time (s since epoch). */
  issuedAt: number;
  expiresAt: number;
}

/** Reads the session user out of the decrypted JWT; null when a claim is missing. */
export function sessionUserFromToken(token: SessionToken): SessionUser | null {
  const id = Number(token.sub);
  if (!Number.isInteger(id) || !token.email || !token.role) return null;
  return { id, email: token.email, role: token.role, companyId: token.companyId ?? null };
}

/** The claims of a decrypted token; null when any claim the server checks is missing. */
export function sessionClaimsFromToken(token: SessionToken): SessionClaims | null {
  const user = sessionUserFromToken(token);
  if (
    !user ||
    typeof token.sv !== "number" ||
    !token.sid ||
    typeof token.iat !== "number" ||
    typeof token.exp !== "number"
  ) {
    return null;
  }
  return { user, sessionVersion: token.sv, sessionId: token.sid, issuedAt: token.iat, expiresAt: token.exp };
}
