/**
 * Response time of a company: how long after the assignment it first contacted the customer
 * (project_assignments.contacted_at − assigned_at; issue 15 §1). Pure and client-safe.
 *
 * The public profile and the ranking use the median over the last RESPONSE_TIME_WINDOW_DAYS days,
 * and only once MIN_RESPONSE_SAMPLES contacts were recorded (fewer say too little: "Noch zu wenige
 * Daten"). The admin sees the median with its count from the first contact.
 */

/** The window of the median: contacts recorded in the last 90 days (issue 15 §1). */
export const RESPONSE_TIME_WINDOW_DAYS = 90;

/** Fewest recorded contacts before the median is published or used for the ranking. */
export const MIN_RESPONSE_SAMPLES = 3;

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * The median of `durationsMs` (milliseconds): the middle value of the sorted list, or the mean of
 * the two middle values for an even count. Does not change its input.
 *
 * @returns null for an empty list.
 */
export function medianResponseMs(durationsMs: readonly number[]): number | null {
  if (durationsMs.length === 0) return null;
  const sorted = [...durationsMs].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * The median that may be shown publicly and ranked by: `medianMs` when at least
 * MIN_RESPONSE_SAMPLES contacts are behind it, else null.
 */
export function publicResponseMedianMs(stats: {
  responseMedianMs: number | null;
  responseCount: number;
}): number | null {
  return stats.responseCount >= MIN_RESPONSE_SAMPLES ? stats.responseMedianMs : null;
}

/**
 * A duration in German words, rounded: "unter 1 Stunde" (below one hour), "1 Stunde" / "5 Stunden"
 * (below 48 hours), else "3 Tage".
 */
export function formatResponseTime(ms: number): string {
  if (ms < HOUR_MS) return "unter 1 Stunde";
  if (ms < 48 * HOUR_MS) {
    const hours = Math.round(ms / HOUR_MS);
    return hours === 1 ? "1 Stunde" : `${hours} Stunden`;
  }
  return `${Math.round(ms / DAY_MS)} Tage`;
}
