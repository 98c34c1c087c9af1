// GET /api/admin/notification-counts – the admin's red badge counts: new waiting items per category since it last viewed each (§2, §7).
import { requireAdmin } from "@/lib/auth/session";
import { getNotificationCounts } from "@/lib/data/admin-dashboard";
import { handleApiError } from "@/lib/http/api-error";
import { privateJson } from "@/lib/http/response";

export async function GET(request: Request) {
  try {
    const admin = await requireAdmin(request);
    const notifications = await getNotificationCounts(admin.id);
    return privateJson({ notifications });
  } catch (error) {
    return handleApiError(error);
  }
}
