/**
 * The access proof of a submitted project (issue 6, "Customer pages and calls"; ARCHITECTURE.md
 * "Security rules": numeric project ids alone never reveal a customer's data).
 *
 * POST /api/projects gives the submitting browser an httpOnly cookie holding, for each project it
 * submitted, `"{projectId}.{HMAC-SHA256(key, "project-access:v1:{projectId}")}"` (base64url).
 * GET /api/projects/{id}, GET /api/bathroom-offers/{id} and POST /api/bathroom-offers/express-interest
 * answer only when the cookie holds a valid entry for that id. Nothing is stored in the database;
 * the key is derived from AUTH_SECRET (see lib/offers/project-access.ts), so rotating AUTH_SECRET
 * invalidates every proof.
 *
 * One cookie holds up to MAX_PROJECTS_PER_COOKIE entries (newest first), separated by "~".
 * Pure functions (the key is a parameter); unit-tested in tests/unit/project-access.test.ts.
 */
import { createHmac, hkdfSync, timingSafeEqual } from "node:crypto";

/** Name of the cookie (one per browser, several projects). */
export const PROJECT_ACCESS_COOKIE = "projekt_zugang";
/** Most projects one cookie proves (a browser that submits more keeps the newest). */
export const MAX_PROJECTS_PER_COOKIE = 10;
/** Lifetime of the cookie: 90 days (s), long enough to come back to the offers page. */
export const PROJECT_ACCESS_MAX_AGE_SECONDS = 90 * 24 * 60 * 60;

const ENTRY_SEPARATOR = "~";
const ENTRY_PATTERN = /^(\d{1,10})\.([A-Za-z0-9_-]{43})$/;

/** Derives the 32-byte HMAC key of access proofs from a secret (HKDF-SHA256, own purpose label). */
export function deriveProjectAccessKey(secret: string): Buffer {
  if (!secret) throw new Error("deriveProjectAccessKey: secret must not be empty.");
  return Buffer.from(hkdfSync("sha256", secret, "renovio", "project-access-cookie:v1", 32));
}

function signature(projectId: number, key: Uint8Array): string {
  return createHmac("sha256", key).update(`project-access:v1:${projectId}`).digest("base64url");
}

/** The cookie entry proving access to `projectId`: "{id}.{signature}". */
export function signProjectAccess(projectId: number, key: Uint8Array): string {
  if (!Number.isSafeInteger(projectId) || projectId < 1) throw new Error("signProjectAccess: invalid project id.");
  return `${projectId}.${signature(projectId, key)}`;
}

/** The project id an entry proves, or null for a malformed or forged entry. Constant-time comparison. */
export function verifyProjectAccessEntry(entry: string, key: Uint8Array): number | null {
  const match = ENTRY_PATTERN.exec(entry);
  if (!match) return null;
  const projectId = Number(match[1]);
  if (!Number.isSafeInteger(projectId) || projectId < 1) return null;
  const expected = Buffer.from(signature(projectId, key));
  const given = Buffer.from(match[2]!);
  return expected.length === given.length && timingSafeEqual(expected, given) ? projectId : null;
}

/** Every project id the cookie value proves (invalid entries are ignored), newest first. */
export function projectIdsFromAccessCookie(value: string | undefined | null, key: Uint8Array): number[] {
  if (!value) return [];
  let decoded = value;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    // Not URI-encoded: use as is.
  }
  const ids: number[] = [];
  for (const entry of decoded.split(ENTRY_SEPARATOR).slice(0, MAX_PROJECTS_PER_COOKIE * 2)) {
    const id = verifyProjectAccessEntry(entry.trim(), key);
    if (id !== null && !ids.includes(id)) ids.push(id);
  }
  return ids;
}

/** True when the cookie value holds a valid proof for `projectId`. */
export function cookieProvesProject(value: string | undefined | null, projectId: number, key: Uint8Array): boolean {
  return projectIdsFromAccessCookie(value, key).includes(projectId);
}

/**
 * The new cookie value after submitting `projectId`: its proof first, then the valid proofs already
 * held (forged or malformed ones are dropped), at most MAX_PROJECTS_PER_COOKIE.
 */
export function addProjectToAccessCookie(value: string | undefined | null, projectId: number, key: Uint8Array): string {
  const kept = projectIdsFromAccessCookie(value, key).filter((id) => id !== projectId);
  return [projectId, ...kept]
    .slice(0, MAX_PROJECTS_PER_COOKIE)
    .map((id) => signProjectAccess(id, key))
    .join(ENTRY_SEPARATOR);
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
