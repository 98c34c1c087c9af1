// POST /api/auth/login – e-mail and password → session cookie and { user } (authenticated-side.md §7).
import { NextResponse } from "next/server";
import { authenticateCredentials } from "@/lib/auth/credentials";
import { checkLoginAllowed, clearLoginFailures, recordLoginFailure } from "@/lib/auth/login-limits";
import { applyCookies, issueSession } from "@/lib/auth/session";
import { ApiError } from "@/lib/http/api-error";
import { defineRoute } from "@/lib/http/route";
import { loginSchema } from "@/lib/validation/auth";

export const POST = defineRoute({
  audience: "public",
  body: loginSchema,
  handler: async ({ body, clientAddress }) => {
    await checkLoginAllowed(clientAddress, body.email);
    const user = await authenticateCredentials(body.email, body.password);
    if (!user) {
      await recordLoginFailure(body.email);
      // One answer for an unknown e-mail and a wrong password: no account enumeration.
      throw new ApiError(401, "Anmeldung fehlgeschlagen. Bitte überprüfen Sie Ihre Anmeldedaten.");
    }
    await clearLoginFailures(body.email);
    const { sessionVersion, ...sessionUser } = user;
    return applyCookies(NextResponse.json({ user: sessionUser }), await issueSession({ ...sessionUser, sessionVersion }));
  },
});
