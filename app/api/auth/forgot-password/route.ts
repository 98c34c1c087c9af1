// POST /api/auth/forgot-password { email } – public: e-mails a 1-hour reset link to an existing account; the same
// answer whatever the e-mail.
import { NextResponse } from "next/server";
import { requestPasswordReset } from "@/lib/data/users";
import { enforceRateLimit } from "@/lib/http/rate-limit";
import { defineRoute } from "@/lib/http/route";
import { FORGOT_PASSWORD_MESSAGE, forgotPasswordSchema } from "@/lib/validation/auth";

export const POST = defineRoute({
  audience: "public",
  body: forgotPasswordSchema,
  rateLimit: { name: "forgot-password", points: 5, durationSeconds: 3600 },
  handler: async ({ body }) => {
    // Per address as well, so nobody floods one inbox from many connections; the same for unknown e-mails.
    await enforceRateLimit("forgot-password-email", body.email, 3, 3600, {
      message: "Zu viele Anfragen für diese E-Mail-Adresse. Bitte versuchen Sie es später erneut.",
    });
    await requestPasswordReset(body.email);
    return NextResponse.json({ message: FORGOT_PASSWORD_MESSAGE });
  },
});
