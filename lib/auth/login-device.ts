/**
 * The login device cookie (issue 12 §2 "Login"): after a successful login the browser gets a signed
 * cookie naming the user and the time of that login. While an account is paused by too many failed
 * logins, a client holding a valid device cookie of that very user may still log in with the right
 * password (its own, separate limit applies, lib/auth/login-limits.ts), so a stranger who knows the
 * e-mail cannot keep the user out.
 *
 * Value: `<userId>.<issuedAt s>.<HMAC-SHA-256 base64url>` with the key `deriveKey("login-device")`.
 * Valid 90 days from issue; HTTP-only, SameSite=Lax, Secure when SITE_URL is https, sent only to
 * /api/auth (the login routes).
 */
import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { env } from "@/lib/env";
import { deriveKey } from "@/lib/security/secrets";
import type { AuthCookie } from "./session";

/** Lifetime of a device cookie: 90 days (s). */
export const LOGIN_DEVICE_MAX_AGE_SECONDS = 90 * 24 * 60 * 60;

/** A verified device cookie. */
export interface LoginDevice {
  /** users.id the cookie was issued to. */
  userId: number;
  /** When it was issued (s since epoch). */
  issuedAt: number;
  /** Key of this device's own login limit: user and issue time. */
  key: string;
}

const secure = () => env.SITE_URL.startsWith("https://");

/** Name of the cookie (with the `__Secure-` prefix when served over https). */
export function loginDeviceCookieName(): string {
  return secure() ? "__Secure-login-device" : "login-device";
}

function signature(userId: number, issuedAt: number): Buffer {
  return createHmac("sha256", deriveKey("login-device")).update(`v1:${userId}:${issuedAt}`).digest();
}

/** The cookie to set after a successful login of `userId` (issued now, 90 days). */
export function loginDeviceCookie(userId: number, nowMs = Date.now()): AuthCookie {
  const issuedAt = Math.floor(nowMs / 1000);
  const value = `${userId}.${issuedAt}.${signature(userId, issuedAt).toString("base64url")}`;
  return {
    name: loginDeviceCookieName(),
    value,
    options: {
      httpOnly: true,
      sameSite: "lax",
      path: "/api/auth",
      secure: secure(),
      maxAge: LOGIN_DEVICE_MAX_AGE_SECONDS,
    },
  };
}

/** The value of cookie `name` in a Cookie header, or null. */
function readCookie(header: string | null, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(";")) {
    const index = part.indexOf("=");
    if (index > 0 && part.slice(0, index).trim() === name) return part.slice(index + 1).trim();
  }
  return null;
}

/**
 * The verified device cookie of `request`, or null when it is missing, forged, malformed or older
 * than 90 days (or issued in the future).
 */
export function loginDeviceFromRequest(request: Request, nowMs = Date.now()): LoginDevice | null {
  const value = readCookie(request.headers.get("cookie"), loginDeviceCookieName());
  const match = value ? /^(\d{1,12})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(value) : null;
  if (!match) return null;
  const userId = Number(match[1]);
  const issuedAt = Number(match[2]);
  // Compared as text: a base64url string with other unused low bits would decode to the same bytes.
  const given = Buffer.from(match[3]);
  const expected = Buffer.from(signature(userId, issuedAt).toString("base64url"));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const ageSeconds = nowMs / 1000 - issuedAt;
  if (ageSeconds < -60 || ageSeconds > LOGIN_DEVICE_MAX_AGE_SECONDS) return null;
  return { userId, issuedAt, key: `${userId}:${issuedAt}` };
}
