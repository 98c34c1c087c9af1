/**
 * Admin TOTP (RFC 6238) and recovery codes. otplib's subpackages with our own Base32: the `otplib`
 * entry pulls ESM-only packages the CommonJS test runner cannot load.
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

/** RFC 4648 Base32 without padding. */
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

/** Decodes RFC 4648 Base32. @throws Error for invalid characters */
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

const EPOCH_TOLERANCE_SECONDS = 30;

/** 20 random bytes (RFC 4226) in Base32. */
export function generateTotpSecret(): string {
  return base32Encode(randomBytes(20));
}

export function totpUriFor(email: string, secret: string): string {
  return totpUri({ issuer: siteConfig.name, label: email, secret });
}

export function qrCodeDataUrl(uri: string): Promise<string> {
  return QRCode.toDataURL(uri, { errorCorrectionLevel: "M", margin: 1, width: 232 });
}

export function totpCode(secret: string, epochSeconds = Math.floor(Date.now() / 1000)): Promise<string> {
  return generateTotp({ secret, epoch: epochSeconds, crypto, base32 });
}

/** The time step at which `code` matches (+/- 30 s), else null. */
export async function matchedTotpTimeStep(secret: string, code: string): Promise<number | null> {
  const token = code.replace(/\s/g, "");
  if (!/^\d{6}$/.test(token)) return null;
  const result = await verifyTotp({ secret, token, crypto, base32, epochTolerance: EPOCH_TOLERANCE_SECONDS });
  return result.valid ? result.timeStep : null;
}

/** Atomic: a replayed code (same or older time step) is refused. */
async function claimTotpTimeStep(userId: number, timeStep: number): Promise<boolean> {
  const { count } = await getDb().user.updateMany({
    where: { id: userId, OR: [{ totpLastTimeStep: null }, { totpLastTimeStep: { lt: timeStep } }] },
    data: { totpLastTimeStep: timeStep },
  });
  return count === 1;
}

export const RECOVERY_CODE_COUNT = 10;

/** Each 50 bits, as "XXXXX-XXXXX". */
export function generateRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const bytes = randomBytes(10);
    const code = Array.from(bytes, (byte) => BASE32_ALPHABET[byte & 31]).join("");
    return `${code.slice(0, 5)}-${code.slice(5)}`;
  });
}

export function hashRecoveryCode(code: string): string {
  return createHash("sha256").update(code.toUpperCase().replace(/[\s-]/g, "")).digest("hex");
}

export function looksLikeRecoveryCode(code: string): boolean {
  return /^[A-Z2-7]{10}$/.test(code.toUpperCase().replace(/[\s-]/g, ""));
}

/** The decrypted secret when enrolled, else null. */
export async function enrolledTotpSecret(userId: number): Promise<string | null> {
  const user = await getDb().user.findUnique({
    where: { id: userId },
    select: { totpSecret: true, totpEnabledAt: true },
  });
  if (!user?.totpSecret || !user.totpEnabledAt) return null;
  return decryptField("totp-secret", user.totpSecret);
}

/** Enrols `userId` unless already enrolled (false); `timeStep` blocks reuse of the confirming code. */
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

/** Uses up a recovery code atomically; returns whether it was valid. */
export async function consumeRecoveryCode(userId: number, code: string): Promise<boolean> {
  if (!looksLikeRecoveryCode(code)) return false;
  const hash = hashRecoveryCode(code);
  const removed = await getDb().$executeRaw`
    update users set recovery_code_hashes = array_remove(recovery_code_hashes, ${hash})
     where id = ${userId} and ${hash} = any(recovery_code_hashes)`;
  return removed === 1;
}

/** Checks a fresh TOTP or unused recovery code; returns how it matched, or null. */
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
