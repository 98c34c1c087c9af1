// GET /api/auth/validate-setup-token/{token} – { valid, expired, message, email } for the password setup page (§7).
import { checkSetupToken } from "@/lib/data/users";
import { handleApiError } from "@/lib/http/api-error";
import { privateJson } from "@/lib/http/response";

export async function GET(_request: Request, { params }: { params: Promise<{ token: string }> }) {
  try {
    const { token } = await params;
    return privateJson(await checkSetupToken(token));
  } catch (error) {
    return handleApiError(error);
  }
}
