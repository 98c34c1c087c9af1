// POST /api/admin/projects/[id]/resolve-hire { companyId | null, value, note } – admin only: settles "Klärung nötig"
// by recording who got the job; the commission entry follows.
import { NextResponse } from "next/server";
import { ASSIGN_ERRORS } from "@/lib/projects/errors";
import { resolveHireClarification } from "@/lib/projects/status";
import { defineRoute } from "@/lib/http/route";
import { resolveHireSchema } from "@/lib/validation/admin-projects";
import { idParam } from "@/lib/validation/id-param";
import * as z from "@/lib/validation/zod";

export const POST = defineRoute({
  audience: "admin",
  params: z.object({ id: idParam(ASSIGN_ERRORS.projectNotFound) }),
  body: resolveHireSchema,
  handler: async ({ params, body, user }) => NextResponse.json(await resolveHireClarification(user, params.id, body)),
});
