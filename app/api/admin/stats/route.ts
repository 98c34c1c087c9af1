// GET /api/admin/stats – the five count cards of the admin overview (§2 "Dashboard").
import { requireAdmin } from "@/lib/auth/session";
import { getAdminStats } from "@/lib/data/admin-dashboard";
import { handleApiError } from "@/lib/http/api-error";
import { privateJson } from "@/lib/http/response";

export async function GET(request: Request) {
  try {
    await requireAdmin(request);
    const stats = await getAdminStats();
    return privateJson({ stats });
  } catch (error) {
    return handleApiError(error);
  }
}
