// GET /api/admin/analytics – admin only: the four figures of the Analytics section → AdminAnalytics.
import { getAdminAnalytics } from "@/lib/data/analytics";
import { privateJson } from "@/lib/http/response";
import { defineRoute } from "@/lib/http/route";

/**
 * Answers AdminAnalytics (lib/domain/analytics.ts); shares and rates are fractions 0..1 (null without data).
 * 401 logged out, 403 for non-admins.
 */
export const GET = defineRoute({
  audience: "admin",
  handler: async () => privateJson(await getAdminAnalytics()),
});
