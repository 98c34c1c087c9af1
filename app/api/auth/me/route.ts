// GET /api/auth/me – the logged-in user { user } with role and company name; 401 when logged out (§7).
import { requireSession } from "@/lib/auth/session";
import { findCompanyName } from "@/lib/data/users";
import { handleApiError } from "@/lib/http/api-error";
import { privateJson } from "@/lib/http/response";

export async function GET(request: Request) {
  try {
    const user = await requireSession(request);
    const companyName = user.companyId === null ? null : await findCompanyName(user.companyId);
    return privateJson({ user: { ...user, companyName } });
  } catch (error) {
    return handleApiError(error);
  }
}
