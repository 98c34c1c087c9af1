/**
 * Tier-selection secret of an approved offer, carried only by the customer's approval e-mail.
 * The database keeps its SHA-256 only.
 */
import "server-only";
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

export const SELECTION_KEY_PARAM = "k";

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function hashSelectionToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

export function newSelectionToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: hashSelectionToken(token) };
}

/** Constant-time check of `token` against `storedHash`; false when either is missing or malformed. */
export function selectionTokenMatches(
  token: string | null | undefined,
  storedHash: string | null | undefined,
): boolean {
  if (!token || !storedHash || !TOKEN_PATTERN.test(token)) return false;
  const given = Buffer.from(hashSelectionToken(token), "hex");
  const expected = Buffer.from(storedHash, "hex");
  return given.length === expected.length && timingSafeEqual(given, expected);
}
