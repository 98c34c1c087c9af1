// POST /api/admin/projects/[id]/spam – admin only: marks the project as spam (not assignable, hidden by default).
import { NextResponse } from "next/server";
import { ASSIGN_ERRORS } from "@/lib/projects/errors";
import { markProjectSpam } from "@/lib/projects/status";
import { defineRoute } from "@/lib/http/route";
import { idFromParam } from "@/lib/validation/id-param";

export const POST = defineRoute({
  audience: "admin",
  params: ({ id }) => ({ id: idFromParam(id, ASSIGN_ERRORS.projectNotFound) }),
  handler: async ({ params, user }) => NextResponse.json(await markProjectSpam(user, params.id)),
});
