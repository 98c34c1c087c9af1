// POST /api/companies/register/insurance/[token] – public, right after registering: the applicant's insurance
// confirmation as multipart/form-data (token from POST /api/companies/register, valid 7 days).
import { privateJson } from "@/lib/http/response";
import { defineRoute } from "@/lib/http/route";
import { tokenParam } from "@/lib/validation/id-param";
import { insuranceUploadSchema } from "@/lib/validation/insurance";
import * as z from "@/lib/validation/zod";
import { INSURANCE_FORM_MAX_BYTES, submitInsurance, uploadOf } from "@/lib/verification/insurance";
import { REGISTRATION_STATUS_NOT_FOUND, registrationIdOfToken } from "@/lib/verification/registration-status";

export const POST = defineRoute({
  audience: "public",
  params: z.object({ token: tokenParam(REGISTRATION_STATUS_NOT_FOUND) }),
  form: { maxBytes: INSURANCE_FORM_MAX_BYTES },
  body: insuranceUploadSchema,
  rateLimit: { name: "insurance-upload", points: 10, durationSeconds: 3600 },
  handler: async ({ params, body }) => {
    const registrationId = await registrationIdOfToken(params.token);
    return privateJson(
      { document: await submitInsurance({ registrationId }, await uploadOf(body), "system") },
      { status: 201 },
    );
  },
});
