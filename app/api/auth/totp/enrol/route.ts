// POST /api/auth/totp/enrol – an admin's first login: pending token and first TOTP code → session cookie,
// { user, recoveryCodes } (shown once).
import { NextResponse } from "next/server";
import { loginWithEnrolment } from "@/lib/auth/login-flow";
import { applyCookies } from "@/lib/auth/session";
import { defineRoute } from "@/lib/http/route";
import { totpStepSchema } from "@/lib/validation/auth";

export const POST = defineRoute({
  audience: "public",
  body: totpStepSchema,
  handler: async ({ request, body, clientAddress }) => {
    const result = await loginWithEnrolment(request, clientAddress, body.pendingToken, body.code);
    if (result.step !== "done") throw new Error("Unerwarteter Anmeldeschritt.");
    const response = NextResponse.json({ user: result.user, recoveryCodes: result.recoveryCodes ?? [] });
    response.headers.set("Cache-Control", "no-store");
    return applyCookies(response, result.cookies);
  },
});
