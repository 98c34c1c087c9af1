// POST /api/company/change-password – a company user replaces its password after confirming the current one (§5, §7).
// Every other session of the user ends; the current one is re-issued (issue 12 §3).
import { NextResponse } from "next/server";
import { isCurrentPassword, setUserPassword } from "@/lib/auth/credentials";
import { applyCookies, endOtherSessions } from "@/lib/auth/session";
import { ApiError } from "@/lib/http/api-error";
import { enforceRateLimit } from "@/lib/http/rate-limit";
import { defineRoute } from "@/lib/http/route";
import { changePasswordSchema } from "@/lib/validation/auth";

export const POST = defineRoute({
  audience: "company",
  body: changePasswordSchema,
  handler: async ({ body, user }) => {
    // Caps guesses of the current password from a stolen session: 10 per user and 15 minutes.
    await enforceRateLimit("change-password", String(user.id), 10, 900);
    if (!(await isCurrentPassword(user.id, body.currentPassword))) {
      throw new ApiError(400, "Das aktuelle Passwort ist nicht korrekt.", {
        currentPassword: "Das aktuelle Passwort ist nicht korrekt.",
      });
    }
    await setUserPassword(user.id, body.newPassword);
    const cookies = await endOtherSessions(user);
    return applyCookies(NextResponse.json({ message: "Ihr Passwort wurde erfolgreich geändert" }), cookies);
  },
});
