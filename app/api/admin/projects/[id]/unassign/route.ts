// POST /api/admin/projects/[id]/unassign – admin only: ends one company's assignment with a reason; the company is
// told by e-mail and loses the lead.
import { NextResponse } from "next/server";
import { unassignCompany } from "@/lib/projects/assignments";
import { ASSIGN_ERRORS } from "@/lib/projects/errors";
import { defineRoute } from "@/lib/http/route";
import { unassignCompanySchema } from "@/lib/validation/admin-projects";
import { idParam } from "@/lib/validation/id-param";
import * as z from "@/lib/validation/zod";

export const POST = defineRoute({
  audience: "admin",
  params: z.object({ id: idParam(ASSIGN_ERRORS.projectNotFound) }),
  body: unassignCompanySchema,
  handler: async ({ params, body, user }) =>
    NextResponse.json(await unassignCompany(user, params.id, body.companyId, body.reason)),
});
