// GET /api/company/leads/[id]/events – company only: the history of its own assignment of one lead, oldest first
// → { events }.
import { companyLeadEvents } from "@/lib/data/company-leads";
import { COMPANY_LEAD_MESSAGES } from "@/lib/domain/company-lead";
import { privateJson } from "@/lib/http/response";
import { defineRoute } from "@/lib/http/route";
import { idParam } from "@/lib/validation/id-param";
import * as z from "@/lib/validation/zod";

export const GET = defineRoute({
  audience: "company",
  params: z.object({ id: idParam(COMPANY_LEAD_MESSAGES.notFound) }),
  handler: async ({ params, user }) => privateJson({ events: await companyLeadEvents(user.companyId, params.id) }),
});
