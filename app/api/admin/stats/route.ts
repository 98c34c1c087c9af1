// GET /api/admin/stats – the admin overview: the five count cards (§2 "Dashboard") and the
// "Zu erledigen" queue beside them (issue 17 §5, lib/domain/admin-queue.ts).
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
