/** Session token settings: encrypted Auth.js JWTs (Auth.js's own routes are not mounted). */
import "server-only";
import { env } from "@/lib/env";
import { appSecret } from "@/lib/security/secrets";
import { ROLES, type SessionUser } from "./types";

/** s; a working day. */
export const SESSION_MAX_AGE_SECONDS = 8 * 60 * 60;

/** s without activity; requests renew it. */
export const ADMIN_IDLE_SECONDS = 2 * 60 * 60;

/** s */
export function sessionMaxAgeSeconds(role: string): number {
  return role === ROLES.admin ? ADMIN_IDLE_SECONDS : SESSION_MAX_AGE_SECONDS;
}

/** Encrypts session tokens and derives other keys. @throws Error in production without AUTH_SECRET */
export const authSecret = appSecret;

/** SITE_URL is https: Secure cookies with the `__Secure-` prefix. */
export const secureCookies = (): boolean => env.SITE_URL.startsWith("https://");

/** Auth.js's default, so its `getToken` reads it. */
export const sessionCookieName = (): string => `${secureCookies() ? "__Secure-" : ""}authjs.session-token`;

export interface SessionToken {
  sub?: string;
  email?: string | null;
  role?: string;
  companyId?: number | null;
  sv?: number;
  /** Logout records it in ended_sessions. */
  sid?: string;
  iat?: number;
  exp?: number;
}

export interface SessionClaims {
  user: SessionUser;
  sessionVersion: number;
  sessionId: string;
  /** s since epoch */
  issuedAt: number;
  expiresAt: number;
}

export function sessionUserFromToken(token: SessionToken): SessionUser | null {
  const id = Number(token.sub);
  if (!Number.isInteger(id) || !token.email || !token.role) return null;
  return { id, email: token.email, role: token.role, companyId: token.companyId ?? null };
}

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
