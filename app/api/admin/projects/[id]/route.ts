// DELETE /api/admin/projects/[id] – erases the customer's personal data of the project (cannot be undone); the row and its assignments stay for the counts (issue 13 §1).
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
