/**
 * The access proof of a submitted project, so numeric ids alone never reveal a customer's data. A cookie
 * holds up to MAX_PROJECTS_PER_COOKIE entries "{projectId}.{issuedAt s}.{HMAC-SHA256 base64url}", newest
 * first; nothing is stored in the database, so rotating AUTH_SECRET invalidates every proof.
 */
import { createHmac, hkdfSync, timingSafeEqual } from "node:crypto";

export const PROJECT_ACCESS_COOKIE = "projekt_zugang";
export const MAX_PROJECTS_PER_COOKIE = 10;
/** Lifetime of a proof and of the cookie (s): long enough to come back to the offers page. */
export const PROJECT_ACCESS_MAX_AGE_SECONDS = 90 * 24 * 60 * 60;
/** Tolerated clock difference between instances (s) for a proof issued in the future. */
const CLOCK_SKEW_SECONDS = 5 * 60;

const ENTRY_SEPARATOR = "~";
const ENTRY_PATTERN = /^(\d{1,10})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

export const PROJECT_ACCESS_KEY_PURPOSE = "project-access-cookie:v1";

/** Derives the 32-byte HMAC key of access proofs from a secret (HKDF-SHA256). */
export function deriveProjectAccessKey(secret: string): Buffer {
  if (!secret) throw new Error("deriveProjectAccessKey: secret must not be empty.");
  return Buffer.from(hkdfSync("sha256", secret, "renovio", PROJECT_ACCESS_KEY_PURPOSE, 32));
}

function signature(projectId: number, issuedAt: number, key: Uint8Array): string {
  return createHmac("sha256", key).update(`project-access:v2:${projectId}:${issuedAt}`).digest("base64url");
}

function seconds(nowMs: number): number {
  return Math.floor(nowMs / 1000);
}

/** The cookie entry proving access to `projectId`, issued at `nowMs` (ms since 1970). */
export function signProjectAccess(projectId: number, key: Uint8Array, nowMs: number = Date.now()): string {
  if (!Number.isSafeInteger(projectId) || projectId < 1) throw new Error("signProjectAccess: invalid project id.");
  const issuedAt = seconds(nowMs);
  return `${projectId}.${issuedAt}.${signature(projectId, issuedAt, key)}`;
}

/** The project id an entry proves at `nowMs`, or null when malformed, forged, expired or issued in the future. */
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

function validEntries(
  value: string | undefined | null,
  key: Uint8Array,
  nowMs: number,
): { id: number; entry: string }[] {
  if (!value) return [];
  let decoded = value;
  try {
    decoded = decodeURIComponent(value);
  } catch {}
  const entries: { id: number; entry: string }[] = [];
  for (const raw of decoded.split(ENTRY_SEPARATOR).slice(0, MAX_PROJECTS_PER_COOKIE * 2)) {
    const entry = raw.trim();
    const id = verifyProjectAccessEntry(entry, key, nowMs);
    if (id !== null && !entries.some((known) => known.id === id)) entries.push({ id, entry });
  }
  return entries;
}

/** Every project id the cookie value proves at `nowMs`, newest first. */
export function projectIdsFromAccessCookie(
  value: string | undefined | null,
  key: Uint8Array,
  nowMs: number = Date.now(),
): number[] {
  return validEntries(value, key, nowMs).map((known) => known.id);
}

export function cookieProvesProject(
  value: string | undefined | null,
  projectId: number,
  key: Uint8Array,
  nowMs: number = Date.now(),
): boolean {
  return projectIdsFromAccessCookie(value, key, nowMs).includes(projectId);
}

/**
 * The cookie value after submitting `projectId`: its fresh proof first, then the valid proofs already held
 * with their own issue time (re-submitting never extends them), at most MAX_PROJECTS_PER_COOKIE.
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

export function cookieFromHeader(header: string | null | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const index = part.indexOf("=");
    if (index < 0) continue;
    if (part.slice(0, index).trim() === name) return part.slice(index + 1).trim();
  }
  return undefined;
}
