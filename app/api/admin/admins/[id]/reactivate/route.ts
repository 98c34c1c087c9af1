// POST /api/admin/admins/[id]/reactivate – admin only: lets a deactivated admin log in again.
import { NextResponse } from "next/server";
import { ADMIN_NOT_FOUND, reactivateAdmin } from "@/lib/data/admin-users";
import { defineRoute } from "@/lib/http/route";
import { idParam } from "@/lib/validation/id-param";
import * as z from "@/lib/validation/zod";

export const POST = defineRoute({
  audience: "admin",
  params: z.object({ id: idParam(ADMIN_NOT_FOUND) }),
  handler: async ({ params, user }) => NextResponse.json({ admin: await reactivateAdmin(params.id, user) }),
});
