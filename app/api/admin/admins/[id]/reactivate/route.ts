// POST /api/admin/admins/[id]/reactivate – admin only: lets a deactivated admin log in again.
import { NextResponse } from "next/server";
import { ADMIN_NOT_FOUND, reactivateAdmin } from "@/lib/data/admin-users";
import { defineRoute } from "@/lib/http/route";
import { idFromParam } from "@/lib/validation/id-param";

export const POST = defineRoute({
  audience: "admin",
  params: ({ id }) => ({ id: idFromParam(id, ADMIN_NOT_FOUND) }),
  handler: async ({ params, user }) => NextResponse.json({ admin: await reactivateAdmin(params.id, user) }),
});
