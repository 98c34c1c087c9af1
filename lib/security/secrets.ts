/**
 * The app's one secret and the keys derived from it, plus field encryption at rest.
 *
 * - `appSecret()`: AUTH_SECRET; outside production without it, a random development secret generated
 *   once per install and kept in `.data/dev-secret` (never in the repository; issue 12 §4).
 * - `deriveKey(purpose)`: a 32-byte key per purpose (HKDF-SHA-256 over the app secret), so the
 *   session cookie, access proofs, device cookies, TOTP secrets and outbox bodies never share a key.
 * - `encryptField` / `decryptField`: AES-256-GCM with a purpose key; the text form is
 *   `enc:v1:<iv>.<tag>.<ciphertext>` (base64url), so a reader can tell encrypted values apart.
 */
import "server-only";
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { env } from "@/lib/env";

/** Shortest accepted AUTH_SECRET in bytes (UTF-8), issue 12 §4. */
export const MIN_SECRET_BYTES = 32;

const DEV_SECRET_FILE = path.join(process.cwd(), ".data", "dev-secret");
let devSecret: string | undefined;

/** Reads or creates the per-install development secret (48 random bytes, base64url, file mode 600). */
function developmentSecret(): string {
  if (devSecret) return devSecret;
  if (existsSync(DEV_SECRET_FILE)) {
    devSecret = readFileSync(DEV_SECRET_FILE, "utf8").trim();
  }
  if (!devSecret) {
    devSecret = randomBytes(48).toString("base64url");
    mkdirSync(path.dirname(DEV_SECRET_FILE), { recursive: true });
    try {
      writeFileSync(DEV_SECRET_FILE, devSecret, { mode: 0o600, flag: "wx" });
    } catch {
      // Another process created it first: use theirs so that both agree.
      devSecret = readFileSync(DEV_SECRET_FILE, "utf8").trim();
    }
  }
  return devSecret;
}

/**
 * The app secret: AUTH_SECRET, or outside production the per-install development secret.
 *
 * @throws Error in production without AUTH_SECRET.
 */
export function appSecret(): string {
  if (env.AUTH_SECRET) return env.AUTH_SECRET;
  if (env.NODE_ENV === "production") {
    throw new Error("AUTH_SECRET fehlt: Ohne dieses Geheimnis können keine Sitzungen erstellt werden.");
  }
  return developmentSecret();
}

const keys = new Map<string, { secret: string; key: Buffer }>();

/**
 * A 32-byte key for `purpose` (e.g. "outbox-body", "totp-secret", "login-device"), derived with
 * HKDF-SHA-256 from the app secret. Cached per purpose.
 *
 * @throws Error in production without AUTH_SECRET.
 */
export function deriveKey(purpose: string): Buffer {
  const secret = appSecret();
  const cached = keys.get(purpose);
  if (cached?.secret === secret) return cached.key;
  const key = Buffer.from(hkdfSync("sha256", secret, "renovio", purpose, 32));
  keys.set(purpose, { secret, key });
  return key;
}

const PREFIX = "enc:v1:";

/** True when `value` is a text made by `encryptField`. */
export function isEncryptedField(value: string): boolean {
  return value.startsWith(PREFIX);
}

/** Encrypts `plaintext` with the key of `purpose` (AES-256-GCM, random 96-bit IV). */
export function encryptField(purpose: string, plaintext: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", deriveKey(purpose), iv);
  const data = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
  return `${PREFIX}${iv.toString("base64url")}.${cipher.getAuthTag().toString("base64url")}.${data.toString("base64url")}`;
}

/**
 * Decrypts a value made by `encryptField` with the same `purpose`. A value without the prefix is
 * returned unchanged (rows written before encryption).
 *
 * @throws Error when the value was tampered with or the secret changed.
 */
export function decryptField(purpose: string, value: string): string {
  if (!isEncryptedField(value)) return value;
  const [iv, tag, data] = value.slice(PREFIX.length).split(".");
  if (!iv || !tag || data === undefined) throw new Error("Verschlüsselter Wert ist beschädigt.");
  const decipher = createDecipheriv("aes-256-gcm", deriveKey(purpose), Buffer.from(iv, "base64url"));
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  return Buffer.concat([decipher.update(Buffer.from(data, "base64url")), decipher.final()]).toString("utf8");
}
