// GET /api/admin/admins – admin only: one page of admin users (?page&pageSize);
// POST – invites an admin by e-mail (setup link valid 48 h).
import { NextResponse } from "next/server";
import { inviteAdmin, listAdminUsers } from "@/lib/data/admin-users";
import { privateJson } from "@/lib/http/response";
import { defineRoute } from "@/lib/http/route";
import { adminInviteSchema, adminUsersQuerySchema } from "@/lib/validation/admin-users";

export const GET = defineRoute({
  audience: "admin",
  query: adminUsersQuerySchema,
  handler: async ({ query, user }) => {
    const { rows, total } = await listAdminUsers(user.id, query.page, query.pageSize);
    return privateJson({ rows, total, page: query.page, pageSize: query.pageSize });
  },
});

export const POST = defineRoute({
  audience: "admin",
  body: adminInviteSchema,
  rateLimit: { name: "admin-invite", points: 30, durationSeconds: 3600 },
  handler: async ({ body, user }) => NextResponse.json({ admin: await inviteAdmin(body.email, user) }, { status: 201 }),
});
