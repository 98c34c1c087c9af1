// POST /api/auth/login – e-mail and password → session cookie and { user } (authenticated-side.md §7).
import { NextResponse } from "next/server";
import { checkLoginAllowed, clearLoginFailures, recordLoginFailure } from "@/lib/auth/login-limits";
import { applyCookies, signInWithPassword } from "@/lib/auth/session";
import { ApiError, handleApiError } from "@/lib/http/api-error";
import { assertSameOrigin, clientIp, readJsonBody } from "@/lib/http/request";
import { loginSchema } from "@/lib/validation/auth";

export async function POST(request: Request) {
  try {
    assertSameOrigin(request);
    const { email, password } = loginSchema.parse(await readJsonBody(request));
    await checkLoginAllowed(clientIp(request), email);
    const result = await signInWithPassword(email, password);
    if (!result) {
      await recordLoginFailure(email);
      // One answer for an unknown e-mail and a wrong password: no account enumeration.
      throw new ApiError(401, "Anmeldung fehlgeschlagen. Bitte überprüfen Sie Ihre Anmeldedaten.");
    }
    await clearLoginFailures(email);
    return applyCookies(NextResponse.json({ user: result.user }), result.cookies);
  } catch (error) {
    return handleApiError(error);
  }
}
