// DELETE /api/admin/projects/[id] – admin only: erases the project's personal data (irreversible); the row and its
// assignments stay for the counts.
import { NextResponse } from "next/server";
import { ASSIGN_ERRORS } from "@/lib/projects/errors";
import { eraseProject } from "@/lib/projects/privacy";
import { defineRoute } from "@/lib/http/route";
import { idFromParam } from "@/lib/validation/id-param";

export const DELETE = defineRoute({
  audience: "admin",
  params: ({ id }) => ({ id: idFromParam(id, ASSIGN_ERRORS.projectNotFound) }),
  handler: async ({ params, user }) => NextResponse.json(await eraseProject(user, params.id)),
});
