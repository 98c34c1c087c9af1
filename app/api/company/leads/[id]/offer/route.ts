// GET  /api/company/leads/[id]/offer – company only: its offer on the lead → { offer } (null before the first one).
// POST /api/company/leads/[id]/offer – company only: a new itemised version as JSON
//      { lines: [{ description, quantity, unit, unitPrice, kind }], validUntil, paymentTerms, note? } → { offer };
//      400 German field errors, 409 the customer accepted another company's offer, another company's or an ended
//      lead 404.
import { COMPANY_LEAD_MESSAGES } from "@/lib/domain/company-lead";
import { privateJson } from "@/lib/http/response";
import { defineRoute } from "@/lib/http/route";
import { getCompanyOffer, sendOfferVersion } from "@/lib/offers/company-offers";
import { itemisedOfferSchema } from "@/lib/offers/schemas";
import { idParam } from "@/lib/validation/id-param";
import * as z from "@/lib/validation/zod";

const params = z.object({ id: idParam(COMPANY_LEAD_MESSAGES.notFound) });

export const GET = defineRoute({
  audience: "company",
  params,
  handler: async ({ params, user }) => privateJson({ offer: await getCompanyOffer(user.companyId, params.id) }),
});

export const POST = defineRoute({
  audience: "company",
  params,
  body: itemisedOfferSchema,
  rateLimit: { name: "company-lead-action", points: 300, durationSeconds: 3600 },
  handler: async ({ params, body, user }) =>
    privateJson({ offer: await sendOfferVersion(user.companyId, user.id, params.id, body) }, { status: 201 }),
});
