/**
 * Password setup tokens (docs/architecture.md "Security rules"; authenticated-side.md §4, §9): 256 random
 * bits from crypto.randomBytes, handed out base64url-encoded in the link, stored only as their
 * SHA-256 hex digest, single use, valid 48 hours (setup links) or 1 hour (password reset links,
 * issue 13 §3). A user holds at most one token: a new one replaces the old.
 */
import { createHash, randomBytes } from "node:crypto";

/** Validity of a setup link (ms): 48 hours (§9). */
export const SETUP_TOKEN_TTL_MS = 48 * 60 * 60 * 1000;
/** Validity of a password reset link (ms): 1 hour (issue 13 §3). */
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

/** SHA-256 hex digest of a token (64 characters), the form stored in users.password_setup_token. */
export function hashSetupToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** A fresh token (43 base64url characters), its stored hash and its expiry (`now` + `ttlMs`, default 48 h). */
export function createSetupToken(
  now = new Date(),
  ttlMs = SETUP_TOKEN_TTL_MS,
): { token: string; hash: string; expiresAt: Date } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: hashSetupToken(token), expiresAt: new Date(now.getTime() + ttlMs) };
}
