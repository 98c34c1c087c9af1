/**
 * The customer's personal "Mein Projekt" link (issue 14 §1): a token of 256 random bits
 * (base64url, 43 characters) in `/mein-projekt/{token}`, stored only as its SHA-256 hex in
 * project_room_links.token_hash (room-links.ts: several per project). A link is found by the hash of
 * the presented token through the unique index, so the secret is never compared byte by byte (a
 * timing difference could only tell something about a hash, not about a valid token).
 */
import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { siteConfig } from "@/lib/config";

/** Path of the project room (the link form without a token lives here too). */
export const PROJECT_ROOM_PATH = "/mein-projekt";

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** A new token and the hash to store. */
export function newProjectAccessToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: hashProjectAccessToken(token) };
}

/** SHA-256 hex of a token (what project_room_links.token_hash stores). */
export function hashProjectAccessToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** Whether `token` has the form of a link token (43 base64url characters); anything else is a 404 without a query. */
export function isWellFormedProjectAccessToken(token: string): boolean {
  return TOKEN_PATTERN.test(token);
}

/** Absolute URL of the project room for `token` (e-mails). */
export function projectRoomUrl(token: string): string {
  return `${siteConfig.url}${PROJECT_ROOM_PATH}/${token}`;
}
