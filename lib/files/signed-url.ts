/**
 * Short-lived signed URLs of project files: `/api/files/<id>/<variant>?exp=<unix seconds>&sig=<HMAC>`. Whoever
 * holds one may fetch the file until it expires, so callers sign only after the same ownership check as for
 * the project's data (customer link, assigned company, admin); the file route checks the signature only.
 */
import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { deriveKey } from "@/lib/security/secrets";

export type FileVariant = "main" | "thumb";

/** Default lifetime of a signed URL, 5 minutes. */
export const SIGNED_URL_TTL_SECONDS = 300;

function signature(fileId: number, variant: FileVariant, expires: number): string {
  return createHmac("sha256", deriveKey("project-file-url"))
    .update(`${fileId}/${variant}/${expires}`)
    .digest("base64url");
}

/** The path of file `fileId`'s `variant`, valid `ttlSeconds` from `now`. */
export function signedFileUrl(
  fileId: number,
  variant: FileVariant,
  ttlSeconds: number = SIGNED_URL_TTL_SECONDS,
  now: Date = new Date(),
): string {
  const expires = Math.floor(now.getTime() / 1000) + ttlSeconds;
  return `/api/files/${fileId}/${variant}?exp=${expires}&sig=${signature(fileId, variant, expires)}`;
}

/** True when `sig` signs this file, variant and `exp` (unix seconds) and `exp` is not past at `now`. */
export function validFileSignature(
  fileId: number,
  variant: FileVariant,
  exp: string | undefined,
  sig: string | undefined,
  now: Date = new Date(),
): boolean {
  if (!exp || !sig || !/^\d{1,12}$/.test(exp)) return false;
  const expires = Number(exp);
  if (expires * 1000 <= now.getTime()) return false;
  const expected = Buffer.from(signature(fileId, variant, expires));
  const given = Buffer.from(sig);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
