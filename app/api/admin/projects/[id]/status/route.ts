// PATCH /api/admin/projects/[id]/status – admin only: overrides the project's status, or with companyId one company's
// status of the lead; a note is required.
import { NextResponse } from "next/server";
import { ASSIGN_ERRORS } from "@/lib/projects/errors";
import { overrideProjectStatus } from "@/lib/projects/status";
import { defineRoute } from "@/lib/http/route";
import { projectStatusOverrideSchema } from "@/lib/validation/admin-projects";
import { idParam } from "@/lib/validation/id-param";
import * as z from "@/lib/validation/zod";

export const PATCH = defineRoute({
  audience: "admin",
  params: z.object({ id: idParam(ASSIGN_ERRORS.projectNotFound) }),
  body: projectStatusOverrideSchema,
  handler: async ({ params, body, user }) => NextResponse.json(await overrideProjectStatus(user, params.id, body)),
});
