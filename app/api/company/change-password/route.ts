// POST /api/company/change-password – company only: replaces the password after confirming the current one;
// every other session ends, the current one is re-issued.
import { NextResponse } from "next/server";
import { changeOwnPassword } from "@/lib/auth/account";
import { applyCookies } from "@/lib/auth/session";
import { defineRoute } from "@/lib/http/route";
import { changePasswordSchema } from "@/lib/validation/auth";

export const POST = defineRoute({
  audience: "company",
  body: changePasswordSchema,
  handler: async ({ body, user }) => {
    const cookies = await changeOwnPassword(user, body.currentPassword, body.newPassword);
    return applyCookies(NextResponse.json({ message: "Ihr Passwort wurde erfolgreich geändert" }), cookies);
  },
});
