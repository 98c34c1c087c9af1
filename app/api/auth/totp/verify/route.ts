// POST /api/auth/totp/verify – an admin's second login step: pending token and a TOTP or recovery code
// → session cookie and { user }.
import { NextResponse } from "next/server";
import { loginWithSecondFactor } from "@/lib/auth/login-flow";
import { applyCookies } from "@/lib/auth/session";
import { defineRoute } from "@/lib/http/route";
import { totpStepSchema } from "@/lib/validation/auth";

export const POST = defineRoute({
  audience: "public",
  body: totpStepSchema,
  handler: async ({ request, body, clientAddress }) => {
    const result = await loginWithSecondFactor(request, clientAddress, body.pendingToken, body.code);
    if (result.step !== "done") throw new Error("Unerwarteter Anmeldeschritt.");
    return applyCookies(NextResponse.json({ user: result.user }), result.cookies);
  },
});
