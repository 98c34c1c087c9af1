// POST /api/admin/projects/[id]/spam – admin only: marks the project as spam (not assignable, hidden by default).
import { NextResponse } from "next/server";
import { ASSIGN_ERRORS } from "@/lib/projects/errors";
import { markProjectSpam } from "@/lib/projects/status";
import { defineRoute } from "@/lib/http/route";
import { idParam } from "@/lib/validation/id-param";
import * as z from "@/lib/validation/zod";

export const POST = defineRoute({
  audience: "admin",
  params: z.object({ id: idParam(ASSIGN_ERRORS.projectNotFound) }),
  handler: async ({ params, user }) => NextResponse.json(await markProjectSpam(user, params.id)),
});
