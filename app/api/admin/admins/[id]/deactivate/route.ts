// POST /api/admin/admins/[id]/deactivate – admin only: deactivates an admin and ends its sessions; not oneself,
// never the last active admin (409).
import { NextResponse } from "next/server";
import { ADMIN_NOT_FOUND, deactivateAdmin } from "@/lib/data/admin-users";
import { defineRoute } from "@/lib/http/route";
import { idParam } from "@/lib/validation/id-param";
import * as z from "@/lib/validation/zod";

export const POST = defineRoute({
  audience: "admin",
  params: z.object({ id: idParam(ADMIN_NOT_FOUND) }),
  handler: async ({ params, user }) => NextResponse.json({ admin: await deactivateAdmin(params.id, user) }),
});
