// POST /api/phone-verification – public: a 6-digit SMS code for { phone } (404 while SMS_VERIFICATION is off).
import { privateJson } from "@/lib/http/response";
import { defineRoute } from "@/lib/http/route";
import { requestPhoneCode } from "@/lib/sms/phone-verification";
import * as z from "@/lib/validation/zod";

export const POST = defineRoute({
  audience: "public",
  body: z.object({ phone: z.string({ error: "Bitte geben Sie Ihre Telefonnummer an" }).max(40) }),
  rateLimit: { name: "phone-code", points: 5, durationSeconds: 3600 },
  handler: async ({ body }) => privateJson(await requestPhoneCode(body.phone), { status: 202 }),
});
