// GET /api/admin/stats – admin only: the overview's count cards and the "Zu erledigen" queue.
import { getAdminQueue, getAdminStats } from "@/lib/data/admin-dashboard";
import { privateJson } from "@/lib/http/response";
import { defineRoute } from "@/lib/http/route";

export const GET = defineRoute({
  audience: "admin",
  handler: async () => {
    const [stats, queue] = await Promise.all([getAdminStats(), getAdminQueue()]);
    return privateJson({ stats, queue });
  },
});
