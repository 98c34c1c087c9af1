/**
 * The tier-selection secret of an approved offer (issue 12 §5): companies that see a lead's
 * `aiOfferLinkId` can open /offer/{uniqueLinkId}, but choosing a tier for the customer needs the
 * secret that only the customer's approval e-mail carries (`/offer/{uniqueLinkId}?k={token}`).
 *
 * The token is 32 random bytes (256 bits) as base64url (43 characters); the database keeps only its
 * SHA-256 (hex, bathroom_offers.selection_token_hash), so a database reader cannot select either.
 */
import "server-only";
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

/** Name of the query parameter that carries the token in the e-mail link. */
export const SELECTION_KEY_PARAM = "k";

/** A base64url token of 32 bytes. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** SHA-256 hex of a token (what is stored). */
export function hashSelectionToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

/** A fresh token and its hash. */
export function newSelectionToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: hashSelectionToken(token) };
}

/**
 * True when `token` is the secret of `storedHash` (constant-time comparison). False for a missing
 * or malformed token and for offers without a stored hash.
 */
export function selectionTokenMatches(
  token: string | null | undefined,
  storedHash: string | null | undefined,
): boolean {
  if (!token || !storedHash || !TOKEN_PATTERN.test(token)) return false;
  const given = Buffer.from(hashSelectionToken(token), "hex");
  const expected = Buffer.from(storedHash, "hex");
  return given.length === expected.length && timingSafeEqual(given, expected);
}
