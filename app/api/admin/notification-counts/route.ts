// GET /api/admin/notification-counts – admin only: new waiting items per badge category since last viewed.
// Polled every 30 s, so it does not renew the admin's idle window.
import { getNotificationCounts } from "@/lib/data/admin-dashboard";
import { privateJson } from "@/lib/http/response";
import { defineRoute } from "@/lib/http/route";

export const GET = defineRoute({
  audience: "admin",
  keepsSessionAlive: false,
  handler: async ({ user }) => privateJson({ notifications: await getNotificationCounts(user.id) }),
});
