/**
 * The admin dashboard's Analytics: the shape of GET /api/admin/analytics and the pure rules behind it
 * (leads per Vienna calendar week by service, lead grades, assignment rate and median, win rates).
 */
import { serviceName } from "@/lib/content/service-catalog";
import { addDays, formatIsoDay, startOfViennaDay, viennaToday } from "@/lib/time/vienna";
import { parseQuizAnswers } from "./lead-labels";
import { gradeOfScore, scoreLead, type LeadGrade } from "./lead-score";

export const ANALYTICS_WEEKS = 12;
export const TOP_SERVICES = 5;
/** Key of the "Sonstige" series (no service id starts with underscores). */
export const OTHER_SERVICES_KEY = "__sonstige";
export const OTHER_SERVICES_LABEL = "Sonstige";
export const MAX_ANALYTICS_COMPANIES = 50;

export interface AnalyticsWeek {
  weekStart: string;
  isoWeek: number;
  label: string;
  rangeLabel: string;
  from: string;
  to: string;
}

export interface LeadsPerWeekSeries {
  key: string;
  label: string;
  total: number;
  serviceTypes: string[];
}

export interface LeadsPerWeekRow {
  weekStart: string;
  isoWeek: number;
  label: string;
  rangeLabel: string;
  total: number;
  counts: Record<string, number>;
}

export interface LeadsPerWeek {
  total: number;
  series: LeadsPerWeekSeries[];
  weeks: LeadsPerWeekRow[];
}

export type GradeKey = LeadGrade | "none";

export interface GradeShare {
  key: GradeKey;
  label: string;
  count: number;
  share: number | null;
}

export interface LeadGrades {
  total: number;
  grades: GradeShare[];
}

export interface AssignmentStats {
  projects: number;
  assigned: number;
  unassigned: number;
  assignedShare: number | null;
  medianHoursToFirstAssignment: number | null;
}

export interface OutcomeCounts {
  won: number;
  lost: number;
  open: number;
  total: number;
  winRate: number | null;
}

export interface CompanyOutcome extends OutcomeCounts {
  companyId: number;
  name: string;
}

export interface CompanyOutcomes {
  companies: CompanyOutcome[];
  companyCount: number;
  limit: number;
  totals: OutcomeCounts;
}

export interface AdminAnalytics {
  generatedAt: string;
  period: {
    timeZone: string;
    weeks: number;
    from: string;
    to: string;
  };
  leadsPerWeek: LeadsPerWeek;
  leadGrades: LeadGrades;
  assignment: AssignmentStats;
  /** No time limit: a result is often reported weeks later. */
  companyOutcomes: CompanyOutcomes;
}

const DAY_MS = 86_400_000;

function parseDayKey(day: string): [number, number, number] {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  return [year, month, date];
}

export function weekStartOf(now: Date): string {
  const today = viennaToday(now);
  const [year, month, date] = parseDayKey(today);
  const weekday = new Date(Date.UTC(year, month - 1, date)).getUTCDay(); // 0 = Sunday
  return addDays(today, -((weekday + 6) % 7));
}

export function isoWeekNumber(weekStart: string): number {
  const [year, month, date] = parseDayKey(addDays(weekStart, 3)); // the week's Thursday decides its year
  const thursday = Date.UTC(year, month - 1, date);
  return Math.floor((thursday - Date.UTC(year, 0, 1)) / DAY_MS / 7) + 1;
}

function shortDate(day: string): string {
  const [, month, date] = parseDayKey(day);
  return `${String(date).padStart(2, "0")}.${String(month).padStart(2, "0")}.`;
}

/** The `count` calendar weeks up to the one containing `now`, oldest first, bounded at Monday 00:00 Vienna. */
export function analyticsWeeks(now: Date, count: number = ANALYTICS_WEEKS): AnalyticsWeek[] {
  const current = weekStartOf(now);
  return Array.from({ length: count }, (_, index) => {
    const weekStart = addDays(current, (index - count + 1) * 7);
    const isoWeek = isoWeekNumber(weekStart);
    return {
      weekStart,
      isoWeek,
      label: `KW ${isoWeek}`,
      rangeLabel: `${shortDate(weekStart)}–${formatIsoDay(addDays(weekStart, 6))}`,
      from: startOfViennaDay(weekStart).toISOString(),
      to: startOfViennaDay(addDays(weekStart, 7)).toISOString(),
    };
  });
}

export interface WeeklyServiceCount {
  weekIndex: number;
  serviceType: string;
  count: number;
}

/**
 * Builds the weekly block: every week present, the TOP_SERVICES services with most leads plus "Sonstige"
 * (all on their own when at most TOP_SERVICES + 1). Rows outside the weeks are ignored.
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

export const GRADE_LABELS: Readonly<Record<GradeKey, string>> = {
  A: "Heiß",
  B: "Warm",
  C: "Kalt",
  none: "Ohne Bewertung",
};

const GRADE_ORDER: readonly GradeKey[] = ["A", "B", "C", "none"];

/** Grade of a lead score 0..5 with the thresholds `scoreLead` applies (spec: authenticated-side §9). */
export function gradeKeyOfScore(score: number | null): GradeKey {
  return score === null ? "none" : gradeOfScore(score).grade;
}

export function gradeOfAnswers(quizAnswers: unknown): GradeKey {
  return scoreLead(parseQuizAnswers(quizAnswers))?.grade ?? "none";
}

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

export function shareOf(part: number, total: number): number | null {
  return total > 0 ? part / total : null;
}

export function winRate(won: number, lost: number): number | null {
  return shareOf(won, won + lost);
}

export function outcomeCounts(won: number, lost: number, open: number, total: number): OutcomeCounts {
  return { won, lost, open, total, winRate: winRate(won, lost) };
}

/** The median as PostgreSQL's `percentile_cont(0.5)` computes it; null for no values. */
export function median(values: readonly number[]): number | null {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export function assignmentStats(projects: number, assigned: number, medianSeconds: number | null): AssignmentStats {
  return {
    projects,
    assigned,
    unassigned: projects - assigned,
    assignedShare: shareOf(assigned, projects),
    medianHoursToFirstAssignment: medianSeconds === null ? null : medianSeconds / 3600,
  };
}

const integerFormat = new Intl.NumberFormat("de-AT", { maximumFractionDigits: 0 });
const percentFormat = new Intl.NumberFormat("de-AT", {
  style: "percent",
  minimumFractionDigits: 0,
  maximumFractionDigits: 1,
});
const decimalFormat = new Intl.NumberFormat("de-AT", { minimumFractionDigits: 1, maximumFractionDigits: 1 });

export const NO_VALUE = "–";

export function formatCount(value: number): string {
  return integerFormat.format(value);
}

/** A share 0..1 as percent, e.g. "66,7 %"; "–" for null. */
export function formatShare(value: number | null): string {
  return value === null ? NO_VALUE : percentFormat.format(value);
}

/** A duration in hours as minutes, hours or (from 48 h) days, e.g. "5,5 Std."; "–" for null. */
export function formatHours(hours: number | null): string {
  if (hours === null || !Number.isFinite(hours)) return NO_VALUE;
  if (hours < 1) return `${integerFormat.format(Math.round(hours * 60))} Min.`;
  if (hours < 48) return `${decimalFormat.format(hours)} Std.`;
  return `${decimalFormat.format(hours / 24)} Tage`;
}
