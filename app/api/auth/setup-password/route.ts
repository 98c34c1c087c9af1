// POST /api/auth/setup-password – token and new password; sets the password once and logs the partner in (§7).
// Error bodies: { message, expired }.
import { NextResponse } from "next/server";
import { applyCookies, signInWithPassword } from "@/lib/auth/session";
import { setPasswordWithToken } from "@/lib/data/users";
import { handleApiError } from "@/lib/http/api-error";
import { enforceRateLimit } from "@/lib/http/rate-limit";
import { assertSameOrigin, clientIp, readJsonBody } from "@/lib/http/request";
import { setupPasswordSchema } from "@/lib/validation/auth";

export async function POST(request: Request) {
  try {
    assertSameOrigin(request);
    const input = setupPasswordSchema.parse(await readJsonBody(request));
    // Guessing a 256-bit token is hopeless; the limit only keeps hashing load in check.
    await enforceRateLimit("setup-password", clientIp(request), 30, 3600);
    const result = await setPasswordWithToken(input.token, input.password);
    if (result.status !== "ok") {
      return NextResponse.json({ message: result.message, expired: result.status === "expired" }, { status: 400 });
    }
    // The page sends the partner on to /company-dashboard after 2 s (§2), so start the session now.
    const session = await signInWithPassword(result.email, input.password);
    const response = NextResponse.json({ message: "Passwort erfolgreich eingerichtet.", expired: false, email: result.email });
    return session ? applyCookies(response, session.cookies) : response;
  } catch (error) {
    return handleApiError(error);
  }
}
