// GET  /api/company/leads/[id]/visit – company only: its site visit on the lead → { visit } (null before the first).
// POST /api/company/leads/[id]/visit – company only: proposes 1–3 slots { slots: [{ date, time, durationMinutes }],
//      reason? } (Vienna time; reason required to move a booked visit) → 201 { visit }; 400 German field errors;
//      another company's or an ended lead 404.
import { COMPANY_LEAD_MESSAGES } from "@/lib/domain/company-lead";
import { privateJson } from "@/lib/http/response";
import { defineRoute } from "@/lib/http/route";
import { idParam } from "@/lib/validation/id-param";
import * as z from "@/lib/validation/zod";
import { proposeVisitSchema } from "@/lib/visits/schemas";
import { getCompanyVisit, proposeVisit } from "@/lib/visits/site-visits";

const params = z.object({ id: idParam(COMPANY_LEAD_MESSAGES.notFound) });

export const GET = defineRoute({
  audience: "company",
  params,
  handler: async ({ params, user }) => privateJson({ visit: await getCompanyVisit(user.companyId, params.id) }),
});

export const POST = defineRoute({
  audience: "company",
  params,
  body: proposeVisitSchema,
  rateLimit: { name: "company-lead-action", points: 300, durationSeconds: 3600 },
  handler: async ({ params, body, user }) =>
    privateJson({ visit: await proposeVisit(user.companyId, user.id, params.id, body) }, { status: 201 }),
});
