// GET /api/admin/analytics – the four figures of the Analytics section (leads per week by service, hot/warm/cold, assignment share and median, won/lost per company). Admin only.
import { getAdminAnalytics } from "@/lib/data/analytics";
import { privateJson } from "@/lib/http/response";
import { defineRoute } from "@/lib/http/route";

/**
 * Answers AdminAnalytics (types and rules in lib/domain/analytics.ts, queries in lib/data/analytics.ts):
 * {
 *   generatedAt, period: { timeZone: "Europe/Vienna", weeks: 12, from: "YYYY-MM-DD" (Monday), to: "YYYY-MM-DD" (Sunday) },
 *   leadsPerWeek: { total, series: [{ key, label, total, serviceTypes }], weeks: [{ weekStart, isoWeek, label, rangeLabel, total, counts: { [seriesKey]: n } }] },
 *   leadGrades: { total, grades: [{ key: "A" | "B" | "C" | "none", label, count, share }] },
 *   assignment: { projects, assigned, unassigned, assignedShare, medianHoursToFirstAssignment },
 *   companyOutcomes: { companies: [{ companyId, name, won, lost, open, total, winRate }], companyCount, limit, totals: { won, lost, open, total, winRate } }
 * }
 * Shares and rates are fractions 0..1 (null without data). 401 logged out, 403 for non-admins.
 */
export const GET = defineRoute({
  audience: "admin",
  handler: async () => privateJson(await getAdminAnalytics()),
});
