// POST /api/auth/setup-password – public: token and new password; sets the password once and logs a partner in.
// Error bodies: { message, expired }.
import { NextResponse } from "next/server";
import { authenticateCredentials } from "@/lib/auth/credentials";
import { applyCookies, issueSession } from "@/lib/auth/session";
import { setPasswordWithToken } from "@/lib/data/users";
import { defineRoute } from "@/lib/http/route";
import { setupPasswordSchema } from "@/lib/validation/auth";

export const POST = defineRoute({
  audience: "public",
  body: setupPasswordSchema,
  // Guessing a 256-bit token is hopeless; the limit only keeps hashing load in check.
  rateLimit: { name: "setup-password", points: 30, durationSeconds: 3600 },
  handler: async ({ body }) => {
    const result = await setPasswordWithToken(body.token, body.password);
    if (result.status !== "ok") {
      return NextResponse.json({ message: result.message, expired: result.status === "expired" }, { status: 400 });
    }
    // The page sends the partner on to /company-dashboard, so start the session now.
    // An admin gets no session: it logs in with its second factor.
    const response = NextResponse.json({
      message: "Passwort erfolgreich eingerichtet.",
      expired: false,
      email: result.email,
      account: result.account,
    });
    if (result.account !== "company") return response;
    const user = await authenticateCredentials(result.email, body.password);
    if (!user) return response;
    const { sessionVersion, ...sessionUser } = user;
    return applyCookies(response, await issueSession({ ...sessionUser, sessionVersion }));
  },
});
