// POST /api/admin/admins/[id]/deactivate – admin only: deactivates an admin and ends its sessions; not oneself,
// never the last active admin (409).
import { NextResponse } from "next/server";
import { ADMIN_NOT_FOUND, deactivateAdmin } from "@/lib/data/admin-users";
import { defineRoute } from "@/lib/http/route";
import { idFromParam } from "@/lib/validation/id-param";

export const POST = defineRoute({
  audience: "admin",
  params: ({ id }) => ({ id: idFromParam(id, ADMIN_NOT_FOUND) }),
  handler: async ({ params, user }) => NextResponse.json({ admin: await deactivateAdmin(params.id, user) }),
});
