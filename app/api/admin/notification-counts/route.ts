// GET /api/admin/notification-counts – the admin's red badge counts: new waiting items per category since it last viewed each (§2, §7).
import { NextResponse } from "next/server";
import { requireAdmin } from "@/lib/auth/session";
import { getNotificationCounts } from "@/lib/data/admin-dashboard";
import { handleApiError } from "@/lib/http/api-error";

export async function GET(request: Request) {
  try {
    const admin = await requireAdmin(request);
    const notifications = await getNotificationCounts(admin.id);
    return NextResponse.json({ notifications }, { headers: { "cache-control": "no-store" } });
  } catch (error) {
    return handleApiError(error);
  }
}
