// GET /api/company/insurance – the logged-in company's insurance confirmations (newest first);
// POST – a new confirmation as multipart/form-data (file, insurer, sumInsuredEuros, validUntil), then reviewed.
import { privateJson } from "@/lib/http/response";
import { defineRoute } from "@/lib/http/route";
import { insuranceUploadSchema } from "@/lib/validation/insurance";
import { INSURANCE_FORM_MAX_BYTES, listInsurance, submitInsurance, uploadOf } from "@/lib/verification/insurance";

export const GET = defineRoute({
  audience: "company",
  handler: async ({ user }) => privateJson({ documents: await listInsurance({ companyId: user.companyId }) }),
});

export const POST = defineRoute({
  audience: "company",
  form: { maxBytes: INSURANCE_FORM_MAX_BYTES },
  body: insuranceUploadSchema,
  rateLimit: { name: "insurance-upload", points: 10, durationSeconds: 3600 },
  handler: async ({ user, body }) =>
    privateJson(
      { document: await submitInsurance({ companyId: user.companyId }, await uploadOf(body), user) },
      { status: 201 },
    ),
});
