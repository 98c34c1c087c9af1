/**
 * The admin's Analytics section: four aggregate queries over the last 12 Vienna weeks, combined by
 * lib/domain/analytics.ts. Week boundaries are computed in JS, so the database needs no time-zone
 * data (PGlite too). Grades use `scoreLead`'s point tables passed as JSON; answers stored as a JSON
 * string are graded in JS, since a malformed string would abort the SQL.
 */
import "server-only";
import { getDb } from "@/lib/db";
import {
  ANALYTICS_WEEKS,
  MAX_ANALYTICS_COMPANIES,
  analyticsWeeks,
  assignmentStats,
  gradeDistribution,
  gradeOfAnswers,
  gradeKeyOfScore,
  leadsPerWeekBlock,
  outcomeCounts,
  type AdminAnalytics,
  type AnalyticsWeek,
  type AssignmentStats,
  type CompanyOutcomes,
  type GradeKey,
  type LeadGrades,
  type WeeklyServiceCount,
} from "@/lib/domain/analytics";
import { INTENT_READINESS_POINTS, START_TIMELINE_POINTS } from "@/lib/domain/lead-score";
import { addDays, VIENNA_TIME_ZONE } from "@/lib/time/vienna";

interface Window {
  from: Date;
  to: Date;
}

async function weeklyServiceCounts(weeks: readonly AnalyticsWeek[], range: Window): Promise<WeeklyServiceCount[]> {
  const boundaries = [...weeks.map((week) => week.from), weeks[weeks.length - 1]!.to];
  const rows = await getDb().$queryRaw<{ bucket: number; serviceType: string; count: number }[]>`
    SELECT width_bucket(p.created_at, ${boundaries}::timestamptz[]) AS bucket,
           p.service_type AS "serviceType",
           count(*)::int AS count
    FROM projects p
    WHERE p.created_at >= ${range.from} AND p.created_at < ${range.to}
    GROUP BY 1, 2`;
  return rows.map((row) => ({ weekIndex: row.bucket - 1, serviceType: row.serviceType, count: row.count }));
}

async function gradeCounts(range: Window): Promise<LeadGrades> {
  const db = getDb();
  const rows = await db.$queryRaw<{ jsonText: boolean; score: number | null; count: number }[]>`
    WITH answer_texts AS (
      SELECT jsonb_typeof(a) = 'string' AS json_text,
             CASE jsonb_typeof(a -> 'intent_readiness')
               WHEN 'string' THEN a ->> 'intent_readiness'
               WHEN 'array' THEN CASE WHEN jsonb_typeof(a -> 'intent_readiness' -> 0) = 'string' THEN a -> 'intent_readiness' ->> 0 END
             END AS intent,
             CASE jsonb_typeof(a -> 'start_timeline')
               WHEN 'string' THEN a ->> 'start_timeline'
               WHEN 'array' THEN CASE WHEN jsonb_typeof(a -> 'start_timeline' -> 0) = 'string' THEN a -> 'start_timeline' ->> 0 END
             END AS timeline
      FROM (SELECT p.quiz_answers AS a FROM projects p WHERE p.created_at >= ${range.from} AND p.created_at < ${range.to}) AS answers
    )
    SELECT json_text AS "jsonText",
           CASE WHEN intent IS NULL AND timeline IS NULL THEN NULL
                ELSE COALESCE((${JSON.stringify(INTENT_READINESS_POINTS)}::jsonb ->> intent)::int, 0)
                   + COALESCE((${JSON.stringify(START_TIMELINE_POINTS)}::jsonb ->> timeline)::int, 0)
           END AS score,
           count(*)::int AS count
    FROM answer_texts
    GROUP BY 1, 2`;

  const counts: Partial<Record<GradeKey, number>> = {};
  const add = (grade: GradeKey, count: number) => {
    counts[grade] = (counts[grade] ?? 0) + count;
  };
  for (const row of rows) if (!row.jsonText) add(gradeKeyOfScore(row.score), row.count);

  if (rows.some((row) => row.jsonText)) {
    const texts = await db.$queryRaw<{ answers: string }[]>`
      SELECT p.quiz_answers #>> '{}' AS answers FROM projects p
      WHERE p.created_at >= ${range.from} AND p.created_at < ${range.to} AND jsonb_typeof(p.quiz_answers) = 'string'`;
    for (const row of texts) add(gradeOfAnswers(row.answers), 1);
  }
  return gradeDistribution(counts);
}

async function assignmentFigures(range: Window): Promise<AssignmentStats> {
  const [row] = await getDb().$queryRaw<{ projects: number; assigned: number; medianSeconds: number | null }[]>`
    WITH first_assignments AS (
      SELECT p.created_at, min(pa.assigned_at) AS first_at
      FROM projects p
      LEFT JOIN project_assignments pa ON pa.project_id = p.id
      WHERE p.created_at >= ${range.from} AND p.created_at < ${range.to}
      GROUP BY p.id
    )
    SELECT count(*)::int AS projects,
           count(first_at)::int AS assigned,
           percentile_cont(0.5) WITHIN GROUP (ORDER BY GREATEST(0, extract(epoch FROM first_at - created_at))::float8)
             FILTER (WHERE first_at IS NOT NULL) AS "medianSeconds"
    FROM first_assignments`;
  return assignmentStats(row?.projects ?? 0, row?.assigned ?? 0, row?.medianSeconds ?? null);
}

async function companyOutcomes(): Promise<CompanyOutcomes> {
  const rows = await getDb().$queryRaw<
    {
      companyId: number;
      name: string;
      won: number;
      lost: number;
      open: number;
      total: number;
      companyCount: number;
      allWon: number;
      allLost: number;
      allOpen: number;
      allTotal: number;
    }[]
  >`
    SELECT c.id AS "companyId", c.name, s.won, s.lost, s.open, s.total,
           (count(*) OVER ())::int AS "companyCount",
           (sum(s.won) OVER ())::int AS "allWon",
           (sum(s.lost) OVER ())::int AS "allLost",
           (sum(s.open) OVER ())::int AS "allOpen",
           (sum(s.total) OVER ())::int AS "allTotal"
    FROM (
      SELECT pa.company_id,
             count(*) FILTER (WHERE pa.status = 'Gewonnen')::int AS won,
             count(*) FILTER (WHERE pa.status = 'Verloren')::int AS lost,
             count(*) FILTER (WHERE pa.status = 'Offen')::int AS open,
             count(*)::int AS total
      FROM project_assignments pa
      WHERE pa.ended_at IS NULL
      GROUP BY pa.company_id
    ) AS s
    JOIN companies c ON c.id = s.company_id
    ORDER BY s.total DESC, c.name ASC, c.id ASC
    LIMIT ${MAX_ANALYTICS_COMPANIES}`;
  const first = rows[0];
  return {
    companies: rows.map((row) => ({
      companyId: row.companyId,
      name: row.name,
      ...outcomeCounts(row.won, row.lost, row.open, row.total),
    })),
    companyCount: first?.companyCount ?? 0,
    limit: MAX_ANALYTICS_COMPANIES,
    totals: outcomeCounts(first?.allWon ?? 0, first?.allLost ?? 0, first?.allOpen ?? 0, first?.allTotal ?? 0),
  };
}

/** The Analytics blocks for the 12 Vienna weeks up to `now` (AdminAnalytics). */
export async function getAdminAnalytics(now: Date = new Date()): Promise<AdminAnalytics> {
  const weeks = analyticsWeeks(now, ANALYTICS_WEEKS);
  const range: Window = { from: new Date(weeks[0]!.from), to: new Date(weeks[weeks.length - 1]!.to) };
  const [weekly, leadGrades, assignment, outcomes] = await Promise.all([
    weeklyServiceCounts(weeks, range),
    gradeCounts(range),
    assignmentFigures(range),
    companyOutcomes(),
  ]);
  return {
    generatedAt: now.toISOString(),
    period: {
      timeZone: VIENNA_TIME_ZONE,
      weeks: ANALYTICS_WEEKS,
      from: weeks[0]!.weekStart,
      to: addDays(weeks[weeks.length - 1]!.weekStart, 6),
    },
    leadsPerWeek: leadsPerWeekBlock(weeks, weekly),
    leadGrades,
    assignment,
    companyOutcomes: outcomes,
  };
}
