// POST /api/company/leads/[id]/visit/cancel { reason } – company only: cancels its open or booked site visit
//      → { visit }; 404 when nothing is open or the lead is not the company's.
import { COMPANY_LEAD_MESSAGES } from "@/lib/domain/company-lead";
import { privateJson } from "@/lib/http/response";
import { defineRoute } from "@/lib/http/route";
import { idParam } from "@/lib/validation/id-param";
import * as z from "@/lib/validation/zod";
import { visitReasonSchema } from "@/lib/visits/schemas";
import { cancelVisitByCompany } from "@/lib/visits/site-visits";

export const POST = defineRoute({
  audience: "company",
  params: z.object({ id: idParam(COMPANY_LEAD_MESSAGES.notFound) }),
  body: visitReasonSchema,
  rateLimit: { name: "company-lead-action", points: 300, durationSeconds: 3600 },
  handler: async ({ params, body, user }) =>
    privateJson({ visit: await cancelVisitByCompany(user.companyId, user.id, params.id, body.reason) }),
});
