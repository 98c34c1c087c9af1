// POST /api/company/leads/[id]/offer/pdf-version – company only: a new offer version as multipart/form-data:
//      kind=pdf with `file` (PDF) and the net `labourNet` / `materialNet` in euro, or kind=itemised with `lines`
//      (JSON text) and an optional `file`; both with validUntil, paymentTerms, note → { offer }. 400 German field
//      errors, 413 over 10 MB, 415 a file that is no PDF (by content), 409 another company's offer was accepted,
//      another company's or an ended lead 404.
import { COMPANY_LEAD_MESSAGES } from "@/lib/domain/company-lead";
import { privateJson } from "@/lib/http/response";
import { defineRoute } from "@/lib/http/route";
import { sendOfferVersion } from "@/lib/offers/company-offers";
import { OFFER_FORM_MAX_BYTES, offerFormSchema } from "@/lib/offers/schemas";
import { idParam } from "@/lib/validation/id-param";
import * as z from "@/lib/validation/zod";

export const POST = defineRoute({
  audience: "company",
  params: z.object({ id: idParam(COMPANY_LEAD_MESSAGES.notFound) }),
  form: { maxBytes: OFFER_FORM_MAX_BYTES },
  body: offerFormSchema,
  rateLimit: { name: "company-lead-action", points: 300, durationSeconds: 3600 },
  handler: async ({ params, body, user }) => {
    const file = body.file ? { name: body.file.name, bytes: new Uint8Array(await body.file.arrayBuffer()) } : null;
    const offer = await sendOfferVersion(user.companyId, user.id, params.id, body.input, file);
    return privateJson({ offer }, { status: 201 });
  },
});
