/** The app secret, keys derived per purpose and AES-256-GCM field encryption. */
import "server-only";
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { env } from "@/lib/env";

export const MIN_SECRET_BYTES = 32;

const DEV_SECRET_FILE = path.join(process.cwd(), ".data", "dev-secret");
let devSecret: string | undefined;

/** Creates `.data/dev-secret` (mode 600) once. */
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
      // Another process was first: use its secret.
      devSecret = readFileSync(DEV_SECRET_FILE, "utf8").trim();
    }
  }
  return devSecret;
}

/** AUTH_SECRET, else outside production a dev secret. @throws Error in production without it */
export function appSecret(): string {
  if (env.AUTH_SECRET) return env.AUTH_SECRET;
  if (env.NODE_ENV === "production") {
    throw new Error("AUTH_SECRET fehlt: Ohne dieses Geheimnis können keine Sitzungen erstellt werden.");
  }
  return developmentSecret();
}

const keys = new Map<string, { secret: string; key: Buffer }>();

/** A 32-byte HKDF-SHA-256 key per `purpose`. @throws like appSecret */
export function deriveKey(purpose: string): Buffer {
  const secret = appSecret();
  const cached = keys.get(purpose);
  if (cached?.secret === secret) return cached.key;
  const key = Buffer.from(hkdfSync("sha256", secret, "renovio", purpose, 32));
  keys.set(purpose, { secret, key });
  return key;
}

const PREFIX = "enc:v1:";

export function isEncryptedField(value: string): boolean {
  return value.startsWith(PREFIX);
}

/** AES-256-GCM; output `enc:v1:<iv>.<tag>.<ciphertext>`. */
export function encryptField(purpose: string, plaintext: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", deriveKey(purpose), iv);
  const data = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
  return `${PREFIX}${iv.toString("base64url")}.${cipher.getAuthTag().toString("base64url")}.${data.toString("base64url")}`;
}

/** Unprefixed values pass unchanged. @throws Error if tampered */
export function decryptField(purpose: string, value: string): string {
  if (!isEncryptedField(value)) return value;
  const [iv, tag, data] = value.slice(PREFIX.length).split(".");
  if (!iv || !tag || data === undefined) throw new Error("Verschlüsselter Wert ist beschädigt.");
  const decipher = createDecipheriv("aes-256-gcm", deriveKey(purpose), Buffer.from(iv, "base64url"));
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  return Buffer.concat([decipher.update(Buffer.from(data, "base64url")), decipher.final()]).toString("utf8");
}
