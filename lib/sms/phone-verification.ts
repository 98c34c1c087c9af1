/**
 * Phone confirmation by SMS code, prepared and off by default (SMS_VERIFICATION=on enables it): a 6-digit code
 * valid 10 minutes, 5 tries, 3 codes per number and hour; delivered by the job `sms.deliver` through the SMS
 * adapter; a confirmed number gets a signed proof (1 hour) that a form can send along with the number.
 */
import "server-only";
import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import type PgBoss from "pg-boss";
import { getDb } from "@/lib/db";
import { env } from "@/lib/env";
import { ConflictError, NotFoundError, ValidationError } from "@/lib/errors";
import { getRunningBoss, rememberWorker, stableJobId, wakeWorker } from "@/lib/jobs/boss";
import { SMS_DELIVER_QUEUE } from "@/lib/jobs/queue-names";
import { decryptField, deriveKey, encryptField } from "@/lib/security/secrets";
import { smsSender, type SmsSender } from "@/lib/sms/transport";
import { normalizePhone } from "@/lib/validation/phone";

const CODE_TTL_MS = 10 * 60_000;
const MAX_ATTEMPTS = 5;
const MAX_CODES_PER_HOUR = 3;
const PROOF_TTL_MS = 60 * 60_000;
const CODE_PURPOSE = "phone-verification-code";

const INVALID_PHONE = "Bitte geben Sie eine gültige österreichische oder deutsche Telefonnummer an.";
const WRONG_CODE = "Der Code stimmt nicht oder ist abgelaufen. Bitte fordern Sie einen neuen Code an.";

/** @throws NotFoundError while SMS_VERIFICATION is off (the routes then do not exist for callers). */
function assertEnabled(): void {
  if (!env.SMS_VERIFICATION) throw new NotFoundError("Die Bestätigung per SMS ist nicht aktiviert.");
}

function e164(phone: string): string {
  const normalized = normalizePhone(phone);
  if (!normalized) throw new ValidationError(INVALID_PHONE, { phone: INVALID_PHONE });
  return normalized;
}

function hmac(purpose: string, text: string): string {
  return createHmac("sha256", deriveKey(purpose)).update(text).digest("hex");
}

function sameHex(a: string, b: string): boolean {
  const left = Buffer.from(a, "hex");
  const right = Buffer.from(b, "hex");
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Creates a code for `phone` and queues its SMS. Returns the E.164 number and when the code expires.
 * @throws NotFoundError when disabled; ValidationError for an invalid number; ConflictError after 3 codes in an hour.
 */
export async function requestPhoneCode(
  phone: string,
  now: Date = new Date(),
): Promise<{ phone: string; expiresAt: string }> {
  assertEnabled();
  const number = e164(phone);
  const db = getDb();
  const recent = await db.phoneVerification.count({
    where: { phone: number, createdAt: { gt: new Date(now.getTime() - 3_600_000) } },
  });
  if (recent >= MAX_CODES_PER_HOUR) {
    throw new ConflictError("Für diese Nummer wurden schon mehrere Codes gesendet. Bitte versuchen Sie es später.");
  }
  const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
  const row = await db.phoneVerification.create({
    data: {
      phone: number,
      codeHash: hmac(CODE_PURPOSE, `${number}:${code}`),
      codeEncrypted: encryptField(CODE_PURPOSE, code),
      expiresAt: new Date(now.getTime() + CODE_TTL_MS),
      createdAt: now,
    },
    select: { id: true, expiresAt: true },
  });
  const boss = getRunningBoss();
  if (boss) {
    await boss.send(SMS_DELIVER_QUEUE, { verificationId: row.id }, { id: stableJobId("sms-deliver", row.id) });
    wakeWorker(SMS_DELIVER_QUEUE);
  }
  return { phone: number, expiresAt: row.expiresAt.toISOString() };
}

/**
 * Sends the code of verification `verificationId` through `sender` and forgets its plain form. Returns false when
 * there is nothing (left) to send.
 */
export async function deliverPhoneCode(verificationId: number, sender: SmsSender = smsSender()): Promise<boolean> {
  const db = getDb();
  const row = await db.phoneVerification.findUnique({
    where: { id: verificationId },
    select: { phone: true, codeEncrypted: true },
  });
  if (!row?.codeEncrypted) return false;
  const code = decryptField(CODE_PURPOSE, row.codeEncrypted);
  await sender({ to: row.phone, text: `Ihr Bestätigungscode: ${code}. Er gilt 10 Minuten.` });
  await db.phoneVerification.update({
    where: { id: verificationId },
    data: { codeEncrypted: null, sentAt: new Date() },
  });
  return true;
}

/**
 * Checks `code` against the newest open code of `phone`; returns the proof for the number.
 * @throws NotFoundError when disabled; ValidationError (field `code`) for a wrong, expired or exhausted code.
 */
export async function confirmPhoneCode(
  phone: string,
  code: string,
  now: Date = new Date(),
): Promise<{ phone: string; proof: string }> {
  assertEnabled();
  const number = e164(phone);
  const db = getDb();
  const open = await db.phoneVerification.findFirst({
    where: { phone: number, verifiedAt: null, expiresAt: { gt: now } },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    select: { id: true, codeHash: true, attempts: true },
  });
  if (!open || open.attempts >= MAX_ATTEMPTS) throw new ValidationError(WRONG_CODE, { code: WRONG_CODE });
  const claimed = /^\d{6}$/.test(code.trim()) ? hmac(CODE_PURPOSE, `${number}:${code.trim()}`) : "";
  if (!claimed || !sameHex(claimed, open.codeHash)) {
    await db.phoneVerification.update({ where: { id: open.id }, data: { attempts: { increment: 1 } } });
    throw new ValidationError(WRONG_CODE, { code: WRONG_CODE });
  }
  await db.phoneVerification.update({ where: { id: open.id }, data: { verifiedAt: now } });
  const expires = now.getTime() + PROOF_TTL_MS;
  return { phone: number, proof: `${expires}.${hmac("phone-proof", `${number}:${expires}`)}` };
}

/** Whether `proof` (from confirmPhoneCode) confirms `phone` as of `now`. */
export function isPhoneProofValid(phone: string, proof: string, now: Date = new Date()): boolean {
  const number = normalizePhone(phone);
  const [expires, mac] = proof.split(".");
  if (!number || !expires || !mac || Number(expires) < now.getTime()) return false;
  return sameHex(hmac("phone-proof", `${number}:${expires}`), mac);
}

export async function registerSmsJobs(boss: PgBoss): Promise<void> {
  await boss.createQueue(SMS_DELIVER_QUEUE, { name: SMS_DELIVER_QUEUE, retryLimit: 3, retryDelay: 10 });
  const workerId = await boss.work<{ verificationId: number }>(SMS_DELIVER_QUEUE, async ([job]) => {
    if (job) await deliverPhoneCode(job.data.verificationId);
  });
  rememberWorker(SMS_DELIVER_QUEUE, workerId);
}
