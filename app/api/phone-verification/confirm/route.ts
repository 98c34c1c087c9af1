// POST /api/phone-verification/confirm – public: { phone, code } → { phone, proof } (404 while SMS_VERIFICATION is off).
import { privateJson } from "@/lib/http/response";
import { defineRoute } from "@/lib/http/route";
import { confirmPhoneCode } from "@/lib/sms/phone-verification";
import * as z from "@/lib/validation/zod";

export const POST = defineRoute({
  audience: "public",
  body: z.object({
    phone: z.string({ error: "Bitte geben Sie Ihre Telefonnummer an" }).max(40),
    code: z.string({ error: "Bitte geben Sie den Code aus der SMS ein" }).max(12),
  }),
  rateLimit: { name: "phone-code-confirm", points: 20, durationSeconds: 3600 },
  handler: async ({ body }) => privateJson(await confirmPhoneCode(body.phone, body.code)),
});
