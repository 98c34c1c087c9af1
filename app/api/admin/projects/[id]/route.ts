// DELETE /api/admin/projects/[id] – admin only: erases the project's personal data (irreversible); the row and its
// assignments stay for the counts.
import { NextResponse } from "next/server";
import { ASSIGN_ERRORS } from "@/lib/projects/errors";
import { eraseProject } from "@/lib/projects/privacy";
import { defineRoute } from "@/lib/http/route";
import { idParam } from "@/lib/validation/id-param";
import * as z from "@/lib/validation/zod";

export const DELETE = defineRoute({
  audience: "admin",
  params: z.object({ id: idParam(ASSIGN_ERRORS.projectNotFound) }),
  handler: async ({ params, user }) => NextResponse.json(await eraseProject(user, params.id)),
});
