/** Login device cookie (HMAC-signed, 90 days): lets its user log in while others' failures pause the account. */
import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { env } from "@/lib/env";
import { deriveKey } from "@/lib/security/secrets";
import type { AuthCookie } from "./session";

export const LOGIN_DEVICE_MAX_AGE_SECONDS = 90 * 24 * 60 * 60;

export interface LoginDevice {
  userId: number;
  /** s since epoch */
  issuedAt: number;
  /** Key of this device's own login limit. */
  key: string;
}

const secure = () => env.SITE_URL.startsWith("https://");

/** With the `__Secure-` prefix over https. */
export function loginDeviceCookieName(): string {
  return secure() ? "__Secure-login-device" : "login-device";
}

function signature(userId: number, issuedAt: number): Buffer {
  return createHmac("sha256", deriveKey("login-device")).update(`v1:${userId}:${issuedAt}`).digest();
}

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

function readCookie(header: string | null, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(";")) {
    const index = part.indexOf("=");
    if (index > 0 && part.slice(0, index).trim() === name) return part.slice(index + 1).trim();
  }
  return null;
}

/** The verified device cookie of `request`, else null. */
export function loginDeviceFromRequest(request: Request, nowMs = Date.now()): LoginDevice | null {
  const value = readCookie(request.headers.get("cookie"), loginDeviceCookieName());
  const match = value ? /^(\d{1,12})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(value) : null;
  if (!match) return null;
  const userId = Number(match[1]);
  const issuedAt = Number(match[2]);
  // Compared as text: other unused low bits would decode to the same bytes.
  const given = Buffer.from(match[3]);
  const expected = Buffer.from(signature(userId, issuedAt).toString("base64url"));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const ageSeconds = nowMs / 1000 - issuedAt;
  if (ageSeconds < -60 || ageSeconds > LOGIN_DEVICE_MAX_AGE_SECONDS) return null;
  return { userId, issuedAt, key: `${userId}:${issuedAt}` };
}
