// PATCH /api/projects/[id]/status – a company sets its status (Offen/Gewonnen/Verloren) of one of its leads (§4, §7).
import { NextResponse } from "next/server";
import { updateLeadStatus } from "@/lib/data/company-leads";
import { defineRoute } from "@/lib/http/route";
import { idFromParam } from "@/lib/validation/id-param";
import { leadStatusSchema } from "@/lib/validation/lead-status";

export const PATCH = defineRoute({
  audience: "company",
  params: ({ id }) => ({ id: idFromParam(id, "Projekt nicht gefunden") }),
  body: leadStatusSchema,
  handler: async ({ params, body, user }) =>
    NextResponse.json({ project: await updateLeadStatus(user.companyId, params.id, body.status) }),
});
