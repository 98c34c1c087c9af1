/**
 * The admin dashboard's Analytics section (issue 5 "Analytics"): the shape of
 * GET /api/admin/analytics and the pure rules behind its four blocks.
 *
 * - Leads per week: the last 12 calendar weeks, Monday to Sunday in Europe/Vienna (the current,
 *   still running week is the last one), stacked by service: the 5 services with the most leads in
 *   those weeks and "Sonstige" for the rest (all services when there are at most 6).
 * - Hot/warm/cold: grade A/B/C of authenticated-side.md §4 ("Lead score") and §9 (A >= 4, B >= 2)
 *   as lib/domain/lead-score.ts `scoreLead` computes it; projects without `intent_readiness` and
 *   `start_timeline` count as "Ohne Bewertung".
 * - Assignment: share of projects with at least one project_assignments row and the median time from
 *   `projects.createdAt` to the earliest `assignedAt` (PostgreSQL `percentile_cont(0.5)`; `median`
 *   below is the same definition).
 * - Won/lost per company: counts of the company's assignment statuses (Gewonnen, Verloren, Offen)
 *   and win rate = won / (won + lost).
 *
 * Pure: no I/O, usable in the browser (number formats with Intl "de-AT").
 */
import { serviceName } from "@/lib/content/service-catalog";
import { MARKETPLACE_TIME_ZONE, viennaToday } from "./advertising";
import { parseQuizAnswers } from "./lead-labels";
import { gradeOfScore, scoreLead, type LeadGrade } from "./lead-score";

/** Number of calendar weeks the lead blocks cover (the current week included). */
export const ANALYTICS_WEEKS = 12;
/** Services shown on their own in the weekly chart; the rest is "Sonstige". */
export const TOP_SERVICES = 5;
/** Key of the "Sonstige" series (never a service id: service ids have no underscores at the start). */
export const OTHER_SERVICES_KEY = "__sonstige";
export const OTHER_SERVICES_LABEL = "Sonstige";
/** Most companies the won/lost block lists (those with the most assignments). */
export const MAX_ANALYTICS_COMPANIES = 50;
/** Time zone of the week boundaries. */
export const ANALYTICS_TIME_ZONE = MARKETPLACE_TIME_ZONE;

// ---------------------------------------------------------------------------------------------
// Shape of GET /api/admin/analytics
// ---------------------------------------------------------------------------------------------

/** One calendar week, Monday 00:00 to the next Monday 00:00 in Vienna. */
export interface AnalyticsWeek {
  /** Monday of the week, YYYY-MM-DD. */
  weekStart: string;
  /** ISO 8601 week number (1..53). */
  isoWeek: number;
  /** "KW 37". */
  label: string;
  /** "08.09.–14.09.2025" (Monday to Sunday). */
  rangeLabel: string;
  /** First instant of the week (ISO timestamp, UTC). */
  from: string;
  /** First instant after the week (ISO timestamp, UTC). */
  to: string;
}

export interface LeadsPerWeekSeries {
  /** Service id, or OTHER_SERVICES_KEY. */
  key: string;
  /** German service name, or "Sonstige". */
  label: string;
  /** Leads of this series in all 12 weeks. */
  total: number;
  /** Service ids the series holds (one for a service; every grouped one for "Sonstige"). */
  serviceTypes: string[];
}

export interface LeadsPerWeekRow {
  weekStart: string;
  isoWeek: number;
  label: string;
  rangeLabel: string;
  total: number;
  /** Leads per series key; every series key is present (0 when none). */
  counts: Record<string, number>;
}

export interface LeadsPerWeek {
  total: number;
  /** Series in display order (most leads first, "Sonstige" last). */
  series: LeadsPerWeekSeries[];
  /** The 12 weeks, oldest first. */
  weeks: LeadsPerWeekRow[];
}

export type GradeKey = LeadGrade | "none";

export interface GradeShare {
  key: GradeKey;
  /** "Heiß", "Warm", "Kalt" or "Ohne Bewertung". */
  label: string;
  count: number;
  /** count / total (0..1); null when there are no leads. */
  share: number | null;
}

export interface LeadGrades {
  /** Leads of the 12 weeks. */
  total: number;
  /** A, B, C, none in this order. */
  grades: GradeShare[];
}

export interface AssignmentStats {
  /** Projects created in the 12 weeks. */
  projects: number;
  /** Of those, projects with at least one assignment. */
  assigned: number;
  unassigned: number;
  /** assigned / projects (0..1); null when there are no projects. */
  assignedShare: number | null;
  /** Median hours from creation to the first assignment of the assigned projects; null when none. */
  medianHoursToFirstAssignment: number | null;
}

export interface OutcomeCounts {
  won: number;
  lost: number;
  open: number;
  /** All assignments (statuses other than the three count only here). */
  total: number;
  /** won / (won + lost) (0..1); null when nothing is decided yet. */
  winRate: number | null;
}

export interface CompanyOutcome extends OutcomeCounts {
  companyId: number;
  name: string;
}

export interface CompanyOutcomes {
  /** Companies with at least one assignment, most assignments first (at most `limit`). */
  companies: CompanyOutcome[];
  /** All companies with at least one assignment (may exceed `companies.length`). */
  companyCount: number;
  limit: number;
  /** Sums over all assignments of all companies. */
  totals: OutcomeCounts;
}

/** The JSON answer of GET /api/admin/analytics. */
export interface AdminAnalytics {
  /** When the figures were computed (ISO timestamp). */
  generatedAt: string;
  period: {
    timeZone: string;
    weeks: number;
    /** Monday of the first week, YYYY-MM-DD. */
    from: string;
    /** Sunday of the last (current) week, YYYY-MM-DD. */
    to: string;
  };
  /** Projects created in the 12 weeks by week and service. */
  leadsPerWeek: LeadsPerWeek;
  /** Grades of the projects created in the 12 weeks. */
  leadGrades: LeadGrades;
  /** Assignment of the projects created in the 12 weeks. */
  assignment: AssignmentStats;
  /** Outcomes of all assignments (no time limit: a result is often reported weeks later). */
  companyOutcomes: CompanyOutcomes;
}

// ---------------------------------------------------------------------------------------------
// Calendar weeks in Vienna
// ---------------------------------------------------------------------------------------------

const DAY_MS = 86_400_000;

function parseDayKey(day: string): [number, number, number] {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  return [year, month, date];
}

/** YYYY-MM-DD `days` after `day` (calendar arithmetic, no time zone involved). */
export function addDays(day: string, days: number): string {
  const [year, month, date] = parseDayKey(day);
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

/** Offset of `timeZone` from UTC at `instant`, in milliseconds (e.g. +3 600 000 for CET). */
function timeZoneOffsetMs(instant: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((entry) => entry.type === type)?.value ?? 0);
  const wallClockAsUtc = Date.UTC(
    part("year"),
    part("month") - 1,
    part("day"),
    part("hour"),
    part("minute"),
    part("second"),
  );
  return wallClockAsUtc - (instant.getTime() - instant.getUTCMilliseconds());
}

/**
 * The instant at which `day` (YYYY-MM-DD) begins in `timeZone`, e.g. 2025-03-31 in Vienna →
 * 2025-03-30T22:00:00Z (summer time). Vienna changes its clocks at 02:00/03:00, never at midnight.
 */
export function startOfDayInTimeZone(day: string, timeZone: string = ANALYTICS_TIME_ZONE): Date {
  const [year, month, date] = parseDayKey(day);
  const utcMidnight = Date.UTC(year, month - 1, date);
  const firstGuess = utcMidnight - timeZoneOffsetMs(new Date(utcMidnight), timeZone);
  return new Date(utcMidnight - timeZoneOffsetMs(new Date(firstGuess), timeZone));
}

/** Monday (YYYY-MM-DD) of the Vienna calendar week that contains `now`. */
export function weekStartOf(now: Date): string {
  const today = viennaToday(now);
  const [year, month, date] = parseDayKey(today);
  const weekday = new Date(Date.UTC(year, month - 1, date)).getUTCDay(); // 0 = Sunday
  return addDays(today, -((weekday + 6) % 7));
}

/** ISO 8601 week number of the week starting on the Monday `weekStart`. */
export function isoWeekNumber(weekStart: string): number {
  const [year, month, date] = parseDayKey(addDays(weekStart, 3)); // the week's Thursday decides its year
  const thursday = Date.UTC(year, month - 1, date);
  return Math.floor((thursday - Date.UTC(year, 0, 1)) / DAY_MS / 7) + 1;
}

function shortDate(day: string): string {
  const [, month, date] = parseDayKey(day);
  return `${String(date).padStart(2, "0")}.${String(month).padStart(2, "0")}.`;
}

/** A day as dd.MM.yyyy. */
export function formatDay(day: string): string {
  return `${shortDate(day)}${parseDayKey(day)[0]}`;
}

/**
 * The `count` calendar weeks up to and including the one containing `now`, oldest first, with
 * their UTC boundaries (Monday 00:00 Vienna).
 */
export function analyticsWeeks(now: Date, count: number = ANALYTICS_WEEKS): AnalyticsWeek[] {
  const current = weekStartOf(now);
  return Array.from({ length: count }, (_, index) => {
    const weekStart = addDays(current, (index - count + 1) * 7);
    const isoWeek = isoWeekNumber(weekStart);
    return {
      weekStart,
      isoWeek,
      label: `KW ${isoWeek}`,
      rangeLabel: `${shortDate(weekStart)}–${formatDay(addDays(weekStart, 6))}`,
      from: startOfDayInTimeZone(weekStart).toISOString(),
      to: startOfDayInTimeZone(addDays(weekStart, 7)).toISOString(),
    };
  });
}

// ---------------------------------------------------------------------------------------------
// Leads per week by service
// ---------------------------------------------------------------------------------------------

/** One aggregate row of the database: leads of one service in one week (0-based week index). */
export interface WeeklyServiceCount {
  weekIndex: number;
  serviceType: string;
  count: number;
}

/**
 * Builds the weekly block: every week present (0 when empty), series = the TOP_SERVICES services
 * with most leads (ties by German name) plus "Sonstige" for the rest; all services on their own
 * when there are at most TOP_SERVICES + 1. Rows with a week index outside the weeks are ignored.
 */
export function leadsPerWeekBlock(
  weeks: readonly AnalyticsWeek[],
  rows: readonly WeeklyServiceCount[],
  topServices: number = TOP_SERVICES,
): LeadsPerWeek {
  const inRange = rows.filter(
    (row) => Number.isInteger(row.weekIndex) && row.weekIndex >= 0 && row.weekIndex < weeks.length && row.count > 0,
  );
  const perService = new Map<string, number>();
  for (const row of inRange) perService.set(row.serviceType, (perService.get(row.serviceType) ?? 0) + row.count);

  const ranked = [...perService.entries()].sort(
    ([typeA, totalA], [typeB, totalB]) =>
      totalB - totalA || serviceName(typeA).localeCompare(serviceName(typeB), "de-AT") || typeA.localeCompare(typeB),
  );
  const shown = ranked.length <= topServices + 1 ? ranked : ranked.slice(0, topServices);
  const grouped = ranked.slice(shown.length);

  const series: LeadsPerWeekSeries[] = shown.map(([serviceType, total]) => ({
    key: serviceType,
    label: serviceName(serviceType),
    total,
    serviceTypes: [serviceType],
  }));
  if (grouped.length > 0) {
    series.push({
      key: OTHER_SERVICES_KEY,
      label: OTHER_SERVICES_LABEL,
      total: grouped.reduce((sum, [, total]) => sum + total, 0),
      serviceTypes: grouped.map(([serviceType]) => serviceType),
    });
  }
  const seriesOf = new Map<string, string>();
  for (const entry of series) for (const serviceType of entry.serviceTypes) seriesOf.set(serviceType, entry.key);

  const weekRows: LeadsPerWeekRow[] = weeks.map((week) => ({
    weekStart: week.weekStart,
    isoWeek: week.isoWeek,
    label: week.label,
    rangeLabel: week.rangeLabel,
    total: 0,
    counts: Object.fromEntries(series.map((entry) => [entry.key, 0])),
  }));
  for (const row of inRange) {
    const target = weekRows[row.weekIndex]!;
    const key = seriesOf.get(row.serviceType)!;
    target.counts[key] = (target.counts[key] ?? 0) + row.count;
    target.total += row.count;
  }
  return { total: inRange.reduce((sum, row) => sum + row.count, 0), series, weeks: weekRows };
}

// ---------------------------------------------------------------------------------------------
// Grades
// ---------------------------------------------------------------------------------------------

export const GRADE_LABELS: Readonly<Record<GradeKey, string>> = {
  A: "Heiß",
  B: "Warm",
  C: "Kalt",
  none: "Ohne Bewertung",
};

const GRADE_ORDER: readonly GradeKey[] = ["A", "B", "C", "none"];

/**
 * The grade of a lead score (0..5), with the thresholds of authenticated-side.md §9 that
 * `scoreLead` applies (A at 4 or more, B at 2 or more, else C); "none" for no score (null).
 * Used for scores the database computed; tests check it against `scoreLead` for every answer pair.
 */
export function gradeKeyOfScore(score: number | null): GradeKey {
  return score === null ? "none" : gradeOfScore(score).grade;
}

/** The grade of a project's quiz answers (object or JSON string), exactly as `scoreLead` grades it. */
export function gradeOfAnswers(quizAnswers: unknown): GradeKey {
  return scoreLead(parseQuizAnswers(quizAnswers))?.grade ?? "none";
}

/** Counts per grade → the block with shares of the total (A, B, C, none). */
export function gradeDistribution(counts: Partial<Record<GradeKey, number>>): LeadGrades {
  const total = GRADE_ORDER.reduce((sum, key) => sum + (counts[key] ?? 0), 0);
  return {
    total,
    grades: GRADE_ORDER.map((key) => ({
      key,
      label: GRADE_LABELS[key],
      count: counts[key] ?? 0,
      share: shareOf(counts[key] ?? 0, total),
    })),
  };
}

// ---------------------------------------------------------------------------------------------
// Rates and medians
// ---------------------------------------------------------------------------------------------

/** part / total, or null when total is 0. */
export function shareOf(part: number, total: number): number | null {
  return total > 0 ? part / total : null;
}

/** Win rate won / (won + lost); null while nothing is decided. Open assignments do not count. */
export function winRate(won: number, lost: number): number | null {
  return shareOf(won, won + lost);
}

/** The counts of one company (or all) with its win rate. */
export function outcomeCounts(won: number, lost: number, open: number, total: number): OutcomeCounts {
  return { won, lost, open, total, winRate: winRate(won, lost) };
}

/**
 * The median as PostgreSQL's `percentile_cont(0.5)` computes it: the middle value, or the mean
 * of the two middle values for an even count; null for no values. Non-finite values are ignored.
 */
export function median(values: readonly number[]): number | null {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The assignment block from the counts and the median in seconds (from the database). */
export function assignmentStats(projects: number, assigned: number, medianSeconds: number | null): AssignmentStats {
  return {
    projects,
    assigned,
    unassigned: projects - assigned,
    assignedShare: shareOf(assigned, projects),
    medianHoursToFirstAssignment: medianSeconds === null ? null : medianSeconds / 3600,
  };
}

// ---------------------------------------------------------------------------------------------
// German number formats (de-AT)
// ---------------------------------------------------------------------------------------------

const integerFormat = new Intl.NumberFormat("de-AT", { maximumFractionDigits: 0 });
const percentFormat = new Intl.NumberFormat("de-AT", {
  style: "percent",
  minimumFractionDigits: 0,
  maximumFractionDigits: 1,
});
const decimalFormat = new Intl.NumberFormat("de-AT", { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** Placeholder for a rate that cannot be computed (no data). */
export const NO_VALUE = "–";

/** A count in de-AT format, e.g. "12 345" (grouped with a no-break space). */
export function formatCount(value: number): string {
  return integerFormat.format(value);
}

/** A share 0..1 as percent with at most one decimal, e.g. "66,7 %"; "–" for null. */
export function formatShare(value: number | null): string {
  return value === null ? NO_VALUE : percentFormat.format(value);
}

/**
 * A duration in hours: under 48 hours as hours ("5,5 Std."), else as days ("3,2 Tage");
 * under one hour as minutes ("45 Min."). "–" for null.
 */
export function formatHours(hours: number | null): string {
  if (hours === null || !Number.isFinite(hours)) return NO_VALUE;
  if (hours < 1) return `${integerFormat.format(Math.round(hours * 60))} Min.`;
  if (hours < 48) return `${decimalFormat.format(hours)} Std.`;
  return `${decimalFormat.format(hours / 24)} Tage`;
}
