/**
 * TOTP two-factor login for admins (issue 12 §2 "Login"): RFC 6238 codes (SHA-1, 6 digits, 30 s)
 * through otplib v13, enrolment by QR code, and single-use recovery codes.
 *
 * otplib's packages are used directly (`@otplib/totp`, `@otplib/uri`, `@otplib/core`) with a
 * node:crypto HMAC plugin and our own Base32: the `otplib` entry point loads @noble/hashes and
 * @scure/base, which ship only as ES modules and do not load in the CommonJS test runner.
 *
 * Storage (users): `totp_secret` encrypted with `encryptField("totp-secret", …)`, `totp_enabled_at`
 * set once the admin confirmed a first code, `recovery_code_hashes` the SHA-256 hex of each unused
 * recovery code, `totp_last_time_step` the RFC 6238 time step of the last accepted code (a code is
 * accepted once: replaying it within its 90-second window is refused).
 */
import "server-only";
import { createHash, createHmac, randomBytes } from "node:crypto";
import { createBase32Plugin, createCryptoPlugin } from "@otplib/core";
import { generate as generateTotp, verify as verifyTotp } from "@otplib/totp";
import { generateTOTP as totpUri } from "@otplib/uri";
import QRCode from "qrcode";
import { siteConfig } from "@/lib/config";
import { getDb } from "@/lib/db";
import { decryptField, encryptField } from "@/lib/security/secrets";

const BASE32_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

/** RFC 4648 Base32 without padding (the form authenticator apps expect). */
export function base32Encode(data: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let output = "";
  for (const byte of data) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      output += BASE32_ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) output += BASE32_ALPHABET[(value << (5 - bits)) & 31];
  return output;
}

/** Decodes RFC 4648 Base32 (case-insensitive, padding and spaces ignored). @throws Error for other characters. */
export function base32Decode(text: string): Uint8Array {
  const clean = text.toUpperCase().replace(/[\s=]/g, "");
  const bytes: number[] = [];
  let bits = 0;
  let value = 0;
  for (const char of clean) {
    const index = BASE32_ALPHABET.indexOf(char);
    if (index < 0) throw new Error("Ungültiges Base32-Zeichen.");
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Uint8Array.from(bytes);
}

const crypto = createCryptoPlugin({
  name: "node",
  hmac: (algorithm, key, data) => new Uint8Array(createHmac(algorithm, key).update(data).digest()),
  randomBytes: (length) => new Uint8Array(randomBytes(length)),
});
const base32 = createBase32Plugin({ name: "rfc4648", encode: base32Encode, decode: base32Decode });

/** Accepted clock difference between the admin's phone and the server: one 30-s step either way (s). */
const EPOCH_TOLERANCE_SECONDS = 30;

/** A new TOTP secret: 20 random bytes (160 bits, RFC 4226's recommendation) in Base32. */
export function generateTotpSecret(): string {
  return base32Encode(randomBytes(20));
}

/** The otpauth:// URI of `secret` for `email`, issuer = the brand name (siteConfig.name). */
export function totpUriFor(email: string, secret: string): string {
  return totpUri({ issuer: siteConfig.name, label: email, secret });
}

/** A PNG QR code of `uri` as a data: URL (for the enrolment step). */
export function qrCodeDataUrl(uri: string): Promise<string> {
  return QRCode.toDataURL(uri, { errorCorrectionLevel: "M", margin: 1, width: 232 });
}

/** The 6-digit code of `secret` at `epochSeconds` (default now). */
export function totpCode(secret: string, epochSeconds = Math.floor(Date.now() / 1000)): Promise<string> {
  return generateTotp({ secret, epoch: epochSeconds, crypto, base32 });
}

/**
 * The RFC 6238 time step (30-second counter since 1970) at which `code` (6 digits, spaces ignored)
 * is the code of `secret`, checked now give or take 30 s; null when it is not.
 */
export async function matchedTotpTimeStep(secret: string, code: string): Promise<number | null> {
  const token = code.replace(/\s/g, "");
  if (!/^\d{6}$/.test(token)) return null;
  const result = await verifyTotp({ secret, token, crypto, base32, epochTolerance: EPOCH_TOLERANCE_SECONDS });
  return result.valid ? result.timeStep : null;
}

/**
 * Accepts the time step `timeStep` of a valid code for user `userId` once: stores it when it is
 * later than the last accepted one, atomically, so a replayed code (or the same code in two
 * parallel requests) is refused. Returns whether the code may be used.
 */
async function claimTotpTimeStep(userId: number, timeStep: number): Promise<boolean> {
  const { count } = await getDb().user.updateMany({
    where: { id: userId, OR: [{ totpLastTimeStep: null }, { totpLastTimeStep: { lt: timeStep } }] },
    data: { totpLastTimeStep: timeStep },
  });
  return count === 1;
}

/** How many recovery codes an admin gets at enrolment. */
export const RECOVERY_CODE_COUNT = 10;

/** Ten new recovery codes, each 10 Base32 characters (50 bits) shown as "XXXXX-XXXXX". */
export function generateRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const bytes = randomBytes(10);
    const code = Array.from(bytes, (byte) => BASE32_ALPHABET[byte & 31]).join("");
    return `${code.slice(0, 5)}-${code.slice(5)}`;
  });
}

/** SHA-256 hex of a recovery code, ignoring case, spaces and dashes. */
export function hashRecoveryCode(code: string): string {
  return createHash("sha256").update(code.toUpperCase().replace(/[\s-]/g, "")).digest("hex");
}

/** True when `code` has the form of a recovery code (10 Base32 characters, dash and spaces optional). */
export function looksLikeRecoveryCode(code: string): boolean {
  return /^[A-Z2-7]{10}$/.test(code.toUpperCase().replace(/[\s-]/g, ""));
}

/** The TOTP state of user `userId`: the decrypted secret when enrolled, else null. */
export async function enrolledTotpSecret(userId: number): Promise<string | null> {
  const user = await getDb().user.findUnique({
    where: { id: userId },
    select: { totpSecret: true, totpEnabledAt: true },
  });
  if (!user?.totpSecret || !user.totpEnabledAt) return null;
  return decryptField("totp-secret", user.totpSecret);
}

/**
 * Enrols user `userId` with `secret` and the hashes of `recoveryCodes`, unless it is enrolled
 * already (then nothing changes). `timeStep` is the time step of the confirming code, which cannot
 * then be used again for a login. Returns whether this call enrolled it (false on a race lost to
 * another enrolment).
 */
export async function enableTotp(
  userId: number,
  secret: string,
  recoveryCodes: string[],
  timeStep: number,
): Promise<boolean> {
  const { count } = await getDb().user.updateMany({
    where: { id: userId, totpEnabledAt: null },
    data: {
      totpSecret: encryptField("totp-secret", secret),
      totpEnabledAt: new Date(),
      recoveryCodeHashes: recoveryCodes.map(hashRecoveryCode),
      totpLastTimeStep: timeStep,
    },
  });
  return count === 1;
}

/**
 * Uses up the recovery code `code` of user `userId`: removes its hash atomically, so that two
 * parallel requests with the same code cannot both succeed. Returns whether it was valid.
 */
export async function consumeRecoveryCode(userId: number, code: string): Promise<boolean> {
  if (!looksLikeRecoveryCode(code)) return false;
  const hash = hashRecoveryCode(code);
  const removed = await getDb().$executeRaw`
    update users set recovery_code_hashes = array_remove(recovery_code_hashes, ${hash})
     where id = ${userId} and ${hash} = any(recovery_code_hashes)`;
  return removed === 1;
}

/**
 * Checks the second factor of an enrolled user: a current 6-digit code of `secret` not accepted
 * before, or one of the user's unused recovery codes (which is then used up). Returns how it
 * matched, or null (wrong, or a replayed code).
 */
export async function verifySecondFactor(
  userId: number,
  secret: string,
  code: string,
): Promise<"totp" | "recovery" | null> {
  const timeStep = await matchedTotpTimeStep(secret, code);
  if (timeStep !== null) return (await claimTotpTimeStep(userId, timeStep)) ? "totp" : null;
  if (await consumeRecoveryCode(userId, code)) return "recovery";
  return null;
}
