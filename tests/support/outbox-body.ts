/**
 * Reads an encrypted e-mail outbox body outside the app (e2e specs read the setup and offer links
 * from `email_outbox`, where lib/email/outbox.ts stores bodies encrypted). Mirrors
 * lib/security/secrets.ts: key = HKDF-SHA-256(secret, salt "renovio", info "outbox-body", 32 bytes),
 * value = `enc:v1:<iv>.<tag>.<ciphertext>` (base64url, AES-256-GCM). Plain values (rows written
 * before encryption) are returned unchanged.
 *
 * @example
 *   const text = decryptOutboxBody(mail.text, process.env.AUTH_SECRET!);
 */
import { createDecipheriv, hkdfSync } from "node:crypto";

const PREFIX = "enc:v1:";

/**
 * The clear text of an outbox `text`/`html` value encrypted with the app secret `secret`.
 *
 * @throws Error when the value is damaged or `secret` is not the app's AUTH_SECRET.
 */
export function decryptOutboxBody(value: string, secret: string): string {
  if (!value.startsWith(PREFIX)) return value;
  const [iv, tag, data] = value.slice(PREFIX.length).split(".");
  if (!iv || !tag || data === undefined) throw new Error("Verschlüsselter Wert ist beschädigt.");
  const key = Buffer.from(hkdfSync("sha256", secret, "renovio", "outbox-body", 32));
  const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  return Buffer.concat([decipher.update(Buffer.from(data, "base64url")), decipher.final()]).toString("utf8");
}
