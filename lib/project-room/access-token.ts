/** "Mein Projekt" link tokens: 256 random bits, stored as SHA-256 hex and looked up by it (no timing leak). */
import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { siteConfig } from "@/lib/config";

export const PROJECT_ROOM_PATH = "/mein-projekt";

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function newProjectAccessToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: hashProjectAccessToken(token) };
}

export function hashProjectAccessToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** Whether `token` has the link-token form (else a 404 without a query). */
export function isWellFormedProjectAccessToken(token: string): boolean {
  return TOKEN_PATTERN.test(token);
}

export function projectRoomUrl(token: string): string {
  return `${siteConfig.url}${PROJECT_ROOM_PATH}/${token}`;
}
