/**
 * The admin's second login factor in e2e specs: enrols an admin with a known
 * TOTP secret directly in the database and enters the current code on /admin-login.
 *
 * The codes are computed here with node:crypto (RFC 6238: HMAC-SHA-1, 6 digits, 30 s), an
 * implementation independent of the app's otplib. The secret is stored unencrypted: the app reads
 * values without the `enc:v1:` prefix as they are (lib/security/secrets.ts `decryptField`), and the
 * e2e process does not know the server's key.
 */
import { createHmac } from "node:crypto";
import { expect, type Page } from "./fixtures";
import { queryRows } from "./db";

/** The known TOTP secret (Base32, 20 bytes) of every admin the specs enrol. */
export const E2E_TOTP_SECRET = "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ";

const BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

function base32Decode(text: string): Buffer {
  const bytes: number[] = [];
  let bits = 0;
  let value = 0;
  for (const char of text.replace(/[\s=]/g, "").toUpperCase()) {
    value = (value << 5) | BASE32.indexOf(char);
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

/** The 6-digit TOTP code of `secret` (Base32) at `epochMs` (default now). */
export function totpCode(secret = E2E_TOTP_SECRET, epochMs = Date.now()): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(epochMs / 1000 / 30)));
  const digest = createHmac("sha1", base32Decode(secret)).update(counter).digest();
  const offset = digest[digest.length - 1]! & 15;
  const number = (digest.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return String(number).padStart(6, "0");
}

/**
 * Gives the admin `email` the TOTP secret `E2E_TOTP_SECRET`, enrolled (so the login asks for a code),
 * and forgets its last accepted code (a code is accepted once; specs log in again within 30 s).
 */
export async function enrolAdminTotp(email: string): Promise<void> {
  await queryRows(
    "update users set totp_secret = $2, totp_enabled_at = now(), totp_last_time_step = null where email = $1",
    [email, E2E_TOTP_SECRET],
  );
}

/** On /admin-login after the password step: enters the current code and submits. */
export async function enterTotpCode(page: Page): Promise<void> {
  const field = page.getByLabel("Bestätigungscode");
  await expect(field).toBeFocused();
  await field.fill(totpCode());
  await page.getByRole("button", { name: "Anmelden" }).click();
}
