/**
 * Response time of a company: from assignment (or the later release of the contact data) to first contact. Publicly and in the ranking only the
 * median of the last 90 days counts, and only from MIN_RESPONSE_SAMPLES contacts, as fewer say too little.
 */

export const RESPONSE_TIME_WINDOW_DAYS = 90;

export const MIN_RESPONSE_SAMPLES = 3;

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** The median of `durationsMs` (ms); null for an empty list. Does not change its input. */
export function medianResponseMs(durationsMs: readonly number[]): number | null {
  if (durationsMs.length === 0) return null;
  const sorted = [...durationsMs].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** `medianMs` when at least MIN_RESPONSE_SAMPLES contacts are behind it, else null. */
export function publicResponseMedianMs(stats: {
  responseMedianMs: number | null;
  responseCount: number;
}): number | null {
  return stats.responseCount >= MIN_RESPONSE_SAMPLES ? stats.responseMedianMs : null;
}

/** A duration in German words: "unter 1 Stunde", "5 Stunden" (below 48 h), else "3 Tage". */
export function formatResponseTime(ms: number): string {
  if (ms < HOUR_MS) return "unter 1 Stunde";
  if (ms < 48 * HOUR_MS) {
    const hours = Math.round(ms / HOUR_MS);
    return hours === 1 ? "1 Stunde" : `${hours} Stunden`;
  }
  return `${Math.round(ms / DAY_MS)} Tage`;
}
