// POST /api/company/leads/[id]/contacted – company only: marks its lead "Kontaktiert"; the first time counts
// → { lead }. Another company's lead 404.
import { NextResponse } from "next/server";
import { markLeadContacted } from "@/lib/data/company-leads";
import { COMPANY_LEAD_MESSAGES } from "@/lib/domain/company-lead";
import { defineRoute } from "@/lib/http/route";
import { idParam } from "@/lib/validation/id-param";
import * as z from "@/lib/validation/zod";

export const POST = defineRoute({
  audience: "company",
  params: z.object({ id: idParam(COMPANY_LEAD_MESSAGES.notFound) }),
  rateLimit: { name: "company-lead-action", points: 300, durationSeconds: 3600 },
  handler: async ({ params, user }) =>
    NextResponse.json({ lead: await markLeadContacted(user.companyId, params.id, { actor: user }) }),
});
