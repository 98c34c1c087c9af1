// POST /api/company/change-password – a company user replaces its password after confirming the current one (§5, §7).
import { NextResponse } from "next/server";
import { isCurrentPassword, setUserPassword } from "@/lib/auth/credentials";
import { requireCompany } from "@/lib/auth/session";
import { ApiError, handleApiError } from "@/lib/http/api-error";
import { enforceRateLimit } from "@/lib/http/rate-limit";
import { assertSameOrigin, readJsonBody } from "@/lib/http/request";
import { changePasswordSchema } from "@/lib/validation/auth";

export async function POST(request: Request) {
  try {
    assertSameOrigin(request);
    const user = await requireCompany(request);
    const input = changePasswordSchema.parse(await readJsonBody(request));
    // Caps guesses of the current password from a stolen session: 10 per user and 15 minutes.
    await enforceRateLimit("change-password", String(user.id), 10, 900);
    if (!(await isCurrentPassword(user.id, input.currentPassword))) {
      throw new ApiError(400, "Das aktuelle Passwort ist nicht korrekt.", {
        currentPassword: "Das aktuelle Passwort ist nicht korrekt.",
      });
    }
    await setUserPassword(user.id, input.newPassword);
    return NextResponse.json({ message: "Ihr Passwort wurde erfolgreich geändert" });
  } catch (error) {
    return handleApiError(error);
  }
}
