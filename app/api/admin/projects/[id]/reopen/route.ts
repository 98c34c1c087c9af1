// POST /api/admin/projects/[id]/reopen – admin only: reopens a closed project, with an optional note.
import { NextResponse } from "next/server";
import { reopenProject } from "@/lib/projects/assignments";
import { ASSIGN_ERRORS } from "@/lib/projects/errors";
import { defineRoute } from "@/lib/http/route";
import { reopenProjectSchema } from "@/lib/validation/admin-projects";
import { idParam } from "@/lib/validation/id-param";
import * as z from "@/lib/validation/zod";

export const POST = defineRoute({
  audience: "admin",
  params: z.object({ id: idParam(ASSIGN_ERRORS.projectNotFound) }),
  body: reopenProjectSchema,
  handler: async ({ params, body, user }) => NextResponse.json(await reopenProject(user, params.id, body.note)),
});
