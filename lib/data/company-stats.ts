/**
 * Per-company figures from recorded events, for many companies in one query: response times in the
 * last RESPONSE_TIME_WINDOW_DAYS, visible reviews, jobs done. Nothing is estimated.
 */
import "server-only";
import { getDb } from "@/lib/db";
import { RESPONSE_TIME_WINDOW_DAYS, medianResponseMs } from "@/lib/domain/response-time";

export interface CompanyStats {
  /** Median time to first contact (ms); null without contacts. */
  responseMedianMs: number | null;
  /** The median's sample size. */
  responseCount: number;
  ratingAverage: number | null;
  ratingCount: number;
  jobsDone: number;
}

export const EMPTY_COMPANY_STATS: CompanyStats = {
  responseMedianMs: null,
  responseCount: 0,
  ratingAverage: null,
  ratingCount: 0,
  jobsDone: 0,
};

interface StatsRow {
  id: number;
  durations: number[] | null;
  ratingAverage: number | null;
  ratingCount: number | null;
  jobsDone: number | null;
}

/** Figures of `companyIds` in one query; every id gets an entry (EMPTY_COMPANY_STATS if nothing recorded). */
export async function getCompanyStats(
  companyIds: readonly number[],
  now: Date = new Date(),
): Promise<Map<number, CompanyStats>> {
  const ids = [...new Set(companyIds)];
  const result = new Map<number, CompanyStats>();
  if (ids.length === 0) return result;
  const since = new Date(now.getTime() - RESPONSE_TIME_WINDOW_DAYS * 24 * 3_600_000);
  const rows = await getDb().$queryRaw<StatsRow[]>`
    WITH ids AS (SELECT unnest(${ids}::int[]) AS id),
    responses AS (
      SELECT company_id, array_agg(greatest(0, extract(epoch FROM contacted_at - coalesce(contact_released_at, assigned_at)) * 1000)::float8) AS durations
      FROM project_assignments
      WHERE company_id = ANY(${ids}::int[]) AND contacted_at IS NOT NULL AND contacted_at > ${since} AND contacted_at <= ${now}
      GROUP BY company_id),
    ratings AS (
      SELECT company_id, avg(rating)::float8 AS average, count(*)::int AS count
      FROM reviews
      WHERE company_id = ANY(${ids}::int[]) AND hidden_at IS NULL
      GROUP BY company_id),
    done AS (
      SELECT company_id, count(*)::int AS count
      FROM project_assignments
      WHERE company_id = ANY(${ids}::int[]) AND status = 'Gewonnen' AND job_done_at IS NOT NULL
      GROUP BY company_id)
    SELECT ids.id, responses.durations, ratings.average AS "ratingAverage", ratings.count AS "ratingCount", done.count AS "jobsDone"
    FROM ids
    LEFT JOIN responses ON responses.company_id = ids.id
    LEFT JOIN ratings ON ratings.company_id = ids.id
    LEFT JOIN done ON done.company_id = ids.id`;
  for (const row of rows) {
    const durations = row.durations ?? [];
    result.set(row.id, {
      responseMedianMs: medianResponseMs(durations),
      responseCount: durations.length,
      ratingAverage: row.ratingCount ? row.ratingAverage : null,
      ratingCount: row.ratingCount ?? 0,
      jobsDone: row.jobsDone ?? 0,
    });
  }
  for (const id of ids) if (!result.has(id)) result.set(id, EMPTY_COMPANY_STATS);
  return result;
}
