/**
 * The access proof of a submitted project (issue 6, "Customer pages and calls"; docs/architecture.md
 * "Security rules": numeric project ids alone never reveal a customer's data).
 *
 * POST /api/projects gives the submitting browser an httpOnly cookie holding, for each project it
 * submitted, `"{projectId}.{issuedAt}.{HMAC-SHA256(key, "project-access:v2:{projectId}:{issuedAt}")}"`
 * (issuedAt in whole seconds since 1970, UTC; signature base64url). GET /api/projects/{id},
 * GET /api/bathroom-offers/{id} and POST /api/bathroom-offers/express-interest answer only when the
 * cookie holds a valid entry for that id that is at most PROJECT_ACCESS_MAX_AGE_SECONDS old: the
 * server refuses an older proof even when the browser still sends it (issue 12 §5). Nothing is
 * stored in the database; the key is derived from the app secret (see lib/offers/project-access.ts),
 * so rotating AUTH_SECRET invalidates every proof. Entries of the earlier format without issue time
 * are refused.
 *
 * One cookie holds up to MAX_PROJECTS_PER_COOKIE entries (newest first), separated by "~"; adding a
 * project keeps the earlier entries with their own issue time (re-submitting never extends them).
 * Pure functions (key and time are parameters); unit-tested in tests/unit/project-access.test.ts.
 */
import { createHmac, hkdfSync, timingSafeEqual } from "node:crypto";

/** Name of the cookie (one per browser, several projects). */
export const PROJECT_ACCESS_COOKIE = "projekt_zugang";
/** Most projects one cookie proves (a browser that submits more keeps the newest). */
export const MAX_PROJECTS_PER_COOKIE = 10;
/** Lifetime of a proof and of the cookie: 90 days (s), long enough to come back to the offers page. */
export const PROJECT_ACCESS_MAX_AGE_SECONDS = 90 * 24 * 60 * 60;
/** A proof issued up to this far in the future still counts (clock differences between instances, s). */
const CLOCK_SKEW_SECONDS = 5 * 60;

const ENTRY_SEPARATOR = "~";
const ENTRY_PATTERN = /^(\d{1,10})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

/** HKDF purpose label of the access-proof key (the same key as `deriveKey(PROJECT_ACCESS_KEY_PURPOSE)`). */
export const PROJECT_ACCESS_KEY_PURPOSE = "project-access-cookie:v1";

/** Derives the 32-byte HMAC key of access proofs from a secret (HKDF-SHA256, own purpose label). */
export function deriveProjectAccessKey(secret: string): Buffer {
  if (!secret) throw new Error("deriveProjectAccessKey: secret must not be empty.");
  return Buffer.from(hkdfSync("sha256", secret, "renovio", PROJECT_ACCESS_KEY_PURPOSE, 32));
}

function signature(projectId: number, issuedAt: number, key: Uint8Array): string {
  return createHmac("sha256", key).update(`project-access:v2:${projectId}:${issuedAt}`).digest("base64url");
}

/** Whole seconds since 1970 of a time in milliseconds. */
function seconds(nowMs: number): number {
  return Math.floor(nowMs / 1000);
}

/**
 * The cookie entry proving access to `projectId`, issued at `nowMs` (ms since 1970, default now):
 * "{id}.{issuedAtSeconds}.{signature}".
 */
export function signProjectAccess(projectId: number, key: Uint8Array, nowMs: number = Date.now()): string {
  if (!Number.isSafeInteger(projectId) || projectId < 1) throw new Error("signProjectAccess: invalid project id.");
  const issuedAt = seconds(nowMs);
  return `${projectId}.${issuedAt}.${signature(projectId, issuedAt, key)}`;
}

/**
 * The project id an entry proves at `nowMs` (default now), or null for a malformed, forged or
 * expired entry (older than PROJECT_ACCESS_MAX_AGE_SECONDS, or issued in the future). Constant-time
 * comparison of the signature.
 */
export function verifyProjectAccessEntry(entry: string, key: Uint8Array, nowMs: number = Date.now()): number | null {
  const match = ENTRY_PATTERN.exec(entry);
  if (!match) return null;
  const projectId = Number(match[1]);
  const issuedAt = Number(match[2]);
  if (!Number.isSafeInteger(projectId) || projectId < 1) return null;
  const age = seconds(nowMs) - issuedAt;
  if (age > PROJECT_ACCESS_MAX_AGE_SECONDS || age < -CLOCK_SKEW_SECONDS) return null;
  const expected = Buffer.from(signature(projectId, issuedAt, key));
  const given = Buffer.from(match[3]!);
  return expected.length === given.length && timingSafeEqual(expected, given) ? projectId : null;
}

/** The valid entries of a cookie value at `nowMs` (newest first, one per project). */
function validEntries(
  value: string | undefined | null,
  key: Uint8Array,
  nowMs: number,
): { id: number; entry: string }[] {
  if (!value) return [];
  let decoded = value;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    // Not URI-encoded: use as is.
  }
  const entries: { id: number; entry: string }[] = [];
  for (const raw of decoded.split(ENTRY_SEPARATOR).slice(0, MAX_PROJECTS_PER_COOKIE * 2)) {
    const entry = raw.trim();
    const id = verifyProjectAccessEntry(entry, key, nowMs);
    if (id !== null && !entries.some((known) => known.id === id)) entries.push({ id, entry });
  }
  return entries;
}

/** Every project id the cookie value proves at `nowMs` (invalid and expired entries are ignored), newest first. */
export function projectIdsFromAccessCookie(
  value: string | undefined | null,
  key: Uint8Array,
  nowMs: number = Date.now(),
): number[] {
  return validEntries(value, key, nowMs).map((known) => known.id);
}

/** True when the cookie value holds a valid, unexpired proof for `projectId` at `nowMs`. */
export function cookieProvesProject(
  value: string | undefined | null,
  projectId: number,
  key: Uint8Array,
  nowMs: number = Date.now(),
): boolean {
  return projectIdsFromAccessCookie(value, key, nowMs).includes(projectId);
}

/**
 * The new cookie value after submitting `projectId` at `nowMs`: its fresh proof first, then the
 * valid proofs already held, unchanged (forged, malformed and expired ones are dropped), at most
 * MAX_PROJECTS_PER_COOKIE.
 */
export function addProjectToAccessCookie(
  value: string | undefined | null,
  projectId: number,
  key: Uint8Array,
  nowMs: number = Date.now(),
): string {
  const kept = validEntries(value, key, nowMs)
    .filter((known) => known.id !== projectId)
    .map((known) => known.entry);
  return [signProjectAccess(projectId, key, nowMs), ...kept].slice(0, MAX_PROJECTS_PER_COOKIE).join(ENTRY_SEPARATOR);
}

/** The value of cookie `name` in a Cookie request header, or undefined. */
export function cookieFromHeader(header: string | null | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const index = part.indexOf("=");
    if (index < 0) continue;
    if (part.slice(0, index).trim() === name) return part.slice(index + 1).trim();
  }
  return undefined;
}
