/**
 * The prepared SMS confirmation of a phone number: off by default (404), and when switched on a code is
 * delivered through the SMS adapter by its job, confirmed once with a proof, and refused when wrong, reused or
 * requested too often.
 */
import { POST as confirm } from "@/app/api/phone-verification/confirm/route";
import { POST as request } from "@/app/api/phone-verification/route";
import { closeDb, getDb } from "@/lib/db";
import { env } from "@/lib/env";
import { deliverPhoneCode, isPhoneProofValid } from "@/lib/sms/phone-verification";
import type { SmsMessage } from "@/lib/sms/transport";
import { apiRequest, clientAddresses } from "../support/http";

const nextAddress = clientAddresses(49);
const post = (handler: typeof request, path: string, body: unknown) =>
  handler(apiRequest("POST", path, { body, origin: null, headers: { "x-forwarded-for": nextAddress() } }));

let unique = 0;
/** A fresh Austrian mobile number per test (the per-number limit counts across tests). */
const freshNumber = () => `0676 ${String(7_000_000 + (Date.now() % 1_000_000) + ++unique * 7).slice(0, 7)}`;

afterEach(() => {
  env.SMS_VERIFICATION = false;
});
afterAll(() => closeDb());

it("answers 404 while SMS_VERIFICATION is off, storing nothing", async () => {
  const phone = freshNumber();
  const response = await post(request, "/api/phone-verification", { phone });
  expect(response.status).toBe(404);
  expect(((await response.json()) as { message: string }).message).toBe("Die Bestätigung per SMS ist nicht aktiviert.");
  expect(await getDb().phoneVerification.count({ where: { phone: `+43${phone.replace(/\D/g, "").slice(1)}` } })).toBe(
    0,
  );
});

it("delivers a code by SMS, confirms it once with a proof, and keeps only its hash", async () => {
  env.SMS_VERIFICATION = true;
  const phone = freshNumber();
  const answer = await post(request, "/api/phone-verification", { phone });
  expect(answer.status).toBe(202);
  const { phone: e164 } = (await answer.json()) as { phone: string };
  expect(e164).toMatch(/^\+43676\d{7}$/);

  const sent: SmsMessage[] = [];
  const row = await getDb().phoneVerification.findFirstOrThrow({ where: { phone: e164 } });
  expect(await deliverPhoneCode(row.id, async (message) => (sent.push(message), { delivery: "logged" }))).toBe(true);
  expect(sent).toHaveLength(1);
  expect(sent[0]!.to).toBe(e164);
  const code = /(\d{6})/.exec(sent[0]!.text)![1]!;
  // Delivered once: the plain code is gone, only the HMAC stays.
  const stored = await getDb().phoneVerification.findUniqueOrThrow({ where: { id: row.id } });
  expect(stored.codeEncrypted).toBeNull();
  expect(stored.codeHash).not.toContain(code);
  expect(await deliverPhoneCode(row.id, async () => ({ delivery: "logged" }))).toBe(false);

  const wrong = await post(confirm, "/api/phone-verification/confirm", {
    phone,
    code: code === "000000" ? "111111" : "000000",
  });
  expect(wrong.status).toBe(400);
  expect(((await wrong.json()) as { errors: Record<string, string> }).errors.code).toMatch(/^Der Code stimmt nicht/);

  const right = await post(confirm, "/api/phone-verification/confirm", { phone, code });
  expect(right.status).toBe(200);
  const { proof } = (await right.json()) as { proof: string };
  expect(isPhoneProofValid(phone, proof)).toBe(true);
  expect(isPhoneProofValid("0676 1111111", proof)).toBe(false);
  expect(isPhoneProofValid(phone, proof, new Date(Date.now() + 2 * 3_600_000))).toBe(false);
  // A used code does not confirm twice.
  expect((await post(confirm, "/api/phone-verification/confirm", { phone, code })).status).toBe(400);
});

it("refuses an invalid number at the field and a fourth code within an hour", async () => {
  env.SMS_VERIFICATION = true;
  const invalid = await post(request, "/api/phone-verification", { phone: "0123" });
  expect(invalid.status).toBe(400);
  expect(((await invalid.json()) as { errors: Record<string, string> }).errors.phone).toMatch(/gültige/);
  const phone = freshNumber();
  for (let i = 0; i < 3; i++) expect((await post(request, "/api/phone-verification", { phone })).status).toBe(202);
  expect((await post(request, "/api/phone-verification", { phone })).status).toBe(409);
});
