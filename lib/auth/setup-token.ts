/** Password setup tokens: 256 random bits, stored only as SHA-256 hex, single use, one per user. */
import { createHash, randomBytes } from "node:crypto";

/** ms (spec: authenticated-side §9) */
export const SETUP_TOKEN_TTL_MS = 48 * 60 * 60 * 1000;
/** ms */
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

/** SHA-256 hex, as stored. */
export function hashSetupToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** A fresh token, its hash and its expiry (`now` + `ttlMs`). */
export function createSetupToken(
  now = new Date(),
  ttlMs = SETUP_TOKEN_TTL_MS,
): { token: string; hash: string; expiresAt: Date } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: hashSetupToken(token), expiresAt: new Date(now.getTime() + ttlMs) };
}
