// POST /api/admin/account/password – admin only: changes its own password (new one ≥ 12 characters); every other
// session ends, this one is re-issued.
import { NextResponse } from "next/server";
import { changeOwnPassword } from "@/lib/auth/account";
import { applyCookies } from "@/lib/auth/session";
import { defineRoute } from "@/lib/http/route";
import { adminChangePasswordSchema } from "@/lib/validation/auth";

export const POST = defineRoute({
  audience: "admin",
  body: adminChangePasswordSchema,
  handler: async ({ body, user }) => {
    const cookies = await changeOwnPassword(user, body.currentPassword, body.newPassword);
    return applyCookies(NextResponse.json({ message: "Ihr Passwort wurde erfolgreich geändert" }), cookies);
  },
});
