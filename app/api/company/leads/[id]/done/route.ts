// POST /api/company/leads/[id]/done – company only: marks its won job "Auftrag abgeschlossen", once → { lead };
// 409 when not Gewonnen, another company's lead 404.
import { NextResponse } from "next/server";
import { markJobDone } from "@/lib/data/company-leads";
import { COMPANY_LEAD_MESSAGES } from "@/lib/domain/company-lead";
import { defineRoute } from "@/lib/http/route";
import { idParam } from "@/lib/validation/id-param";
import * as z from "@/lib/validation/zod";

export const POST = defineRoute({
  audience: "company",
  params: z.object({ id: idParam(COMPANY_LEAD_MESSAGES.notFound) }),
  rateLimit: { name: "company-lead-action", points: 300, durationSeconds: 3600 },
  handler: async ({ params, user }) =>
    NextResponse.json({ lead: await markJobDone(user.companyId, params.id, { actor: user }) }),
});
