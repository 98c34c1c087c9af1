// PATCH /api/projects/[id]/status – company only: sets its status of one of its leads; "Gewonnen" needs
// { wonValue, expectedCompletion }, leaving a won lead needs { reason } → { project: { id, status } }.
import { NextResponse } from "next/server";
import { updateLeadStatus } from "@/lib/data/company-leads";
import { defineRoute } from "@/lib/http/route";
import { leadStatusChangeSchema } from "@/lib/validation/company-lead";
import { idParam } from "@/lib/validation/id-param";
import * as z from "@/lib/validation/zod";

export const PATCH = defineRoute({
  audience: "company",
  params: z.object({ id: idParam("Projekt nicht gefunden") }),
  body: leadStatusChangeSchema,
  handler: async ({ params, body, user }) =>
    NextResponse.json({ project: await updateLeadStatus(user.companyId, params.id, body, { actor: user }) }),
});
