// GET /api/admin/notification-counts – the admin's red badge counts: new waiting items per category since it last viewed each (§2, §7).
// Polled every 30 s by an open dashboard, so it does not renew the admin's idle window.
import { getNotificationCounts } from "@/lib/data/admin-dashboard";
import { privateJson } from "@/lib/http/response";
import { defineRoute } from "@/lib/http/route";

export const GET = defineRoute({
  audience: "admin",
  keepsSessionAlive: false,
  handler: async ({ user }) => privateJson({ notifications: await getNotificationCounts(user.id) }),
});
