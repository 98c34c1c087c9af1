/**
 * The marketplace's clock: Vienna's time zone, today's ISO day ("YYYY-MM-DD"), day arithmetic and the
 * German date and time formats users read. Pure and client-safe; Intl rather than date-fns keeps bundles small.
 */

export const VIENNA_TIME_ZONE = "Europe/Vienna";

const EMPTY = "–";

function dayParts(isoDay: string): [number, number, number] {
  const [year, month, day] = isoDay.split("-").map(Number) as [number, number, number];
  return [year, month, day];
}

function toValidDate(value: Date | string): Date | null {
  const date = typeof value === "string" ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? null : date;
}

const viennaDayParts = new Intl.DateTimeFormat("en-CA", {
  timeZone: VIENNA_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** The Vienna calendar day `now` falls on, as an ISO day "YYYY-MM-DD". */
export function viennaToday(now: Date = new Date()): string {
  const parts = viennaDayParts.formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((entry) => entry.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")}`;
}

/** The Vienna month an instant (Date or ISO string) falls in, as "YYYY-MM". */
export function viennaMonthOf(instant: Date | string): string {
  return viennaToday(typeof instant === "string" ? new Date(instant) : instant).slice(0, 7);
}

/** The ISO day `days` calendar days after `isoDay` (negative: before); both "YYYY-MM-DD", DST plays no part. */
export function addDays(isoDay: string, days: number): string {
  const [year, month, day] = dayParts(isoDay);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

const offsetParts = new Intl.DateTimeFormat("en-US", {
  timeZone: VIENNA_TIME_ZONE,
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
});

/** Vienna's offset from UTC at `instant`, in ms (+1 h in winter, +2 h in summer). */
function viennaOffsetMs(instant: Date): number {
  const parts = offsetParts.formatToParts(instant);
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

/** The Vienna wall clock of an instant: ISO day "YYYY-MM-DD" and time "HH:mm" (24 h). */
export function viennaWallClock(instant: Date): { day: string; time: string } {
  const parts = offsetParts.formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((entry) => entry.type === type)?.value ?? "";
  return { day: `${part("year")}-${part("month")}-${part("day")}`, time: `${part("hour")}:${part("minute")}` };
}

/**
 * The instant Vienna's clocks show `isoDay` at `time` ("HH:mm"). Null when that wall time does not exist (the
 * spring-forward hour, 02:00–02:59 on the last Sunday of March); in the repeated autumn hour, the first occurrence.
 */
export function viennaWallTimeToUtc(isoDay: string, time: string): Date | null {
  const [year, month, day] = dayParts(isoDay);
  const [hour, minute] = time.split(":").map(Number) as [number, number];
  const wallAsUtc = Date.UTC(year, month - 1, day, hour, minute);
  // Vienna is UTC+1 or UTC+2; a candidate is right when it reads back as the same wall time.
  const matches = [2, 1]
    .map((hours) => new Date(wallAsUtc - hours * 3_600_000))
    .filter((candidate) => {
      const clock = viennaWallClock(candidate);
      return clock.day === isoDay && clock.time === time;
    });
  return matches[0] ?? null;
}

/** The instant the ISO day `isoDay` begins in Vienna (00:00 local); Vienna never changes its clocks at midnight. */
export function startOfViennaDay(isoDay: string): Date {
  const [year, month, day] = dayParts(isoDay);
  const utcMidnight = Date.UTC(year, month - 1, day);
  const firstGuess = utcMidnight - viennaOffsetMs(new Date(utcMidnight));
  return new Date(utcMidnight - viennaOffsetMs(new Date(firstGuess)));
}

/** An ISO day (longer strings are cut to their first 10 characters) as "dd.MM.yyyy"; no time zone involved. */
export function formatIsoDay(isoDay: string): string {
  const [year, month, day] = isoDay.slice(0, 10).split("-");
  return `${day}.${month}.${year}`;
}

const viennaDate = new Intl.DateTimeFormat("de-AT", {
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  timeZone: VIENNA_TIME_ZONE,
});

/** An instant (Date or ISO string) as its Vienna day "dd.MM.yyyy"; "–" when invalid. */
export function formatViennaDate(value: Date | string): string {
  const date = toValidDate(value);
  return date ? viennaDate.format(date) : EMPTY;
}

const viennaDateTime = new Intl.DateTimeFormat("de-AT", {
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  timeZone: VIENNA_TIME_ZONE,
});

/** An instant as Vienna date and time "dd.MM.yyyy, HH:mm" ("25.11.2026, 16:05"); "–" when empty or invalid. */
export function formatViennaDateTime(value: Date | string | null | undefined): string {
  if (!value) return EMPTY;
  const date = toValidDate(value);
  return date ? viennaDateTime.format(date) : EMPTY;
}

const viennaMonthLong = new Intl.DateTimeFormat("de-AT", {
  month: "long",
  year: "numeric",
  timeZone: VIENNA_TIME_ZONE,
});

/** An instant's Vienna month, Austrian month name ("Jänner 2026"); "–" when invalid. */
export function formatViennaMonth(value: Date | string): string {
  const date = toValidDate(value);
  return date ? viennaMonthLong.format(date) : EMPTY;
}

const monthLong = new Intl.DateTimeFormat("de-AT", { month: "long", year: "numeric", timeZone: "UTC" });

/** A calendar month "YYYY-MM" in words, Austrian month names ("2026-01" → "Jänner 2026"); anything else unchanged. */
export function formatIsoMonth(month: string): string {
  const match = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(month);
  if (!match) return month;
  return monthLong.format(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 15)));
}

// de-DE, not de-AT: the blog writes "Januar", as it always has.
const viennaDateLong = new Intl.DateTimeFormat("de-DE", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: VIENNA_TIME_ZONE,
});

/** An instant's Vienna day with the month written out ("5. März 2025"); throws RangeError when invalid. */
export function formatViennaDateLong(value: Date | string): string {
  return viennaDateLong.format(new Date(value));
}

/**
 * "dd.MM.yyyy" in the viewer's own time zone (a bare ISO day as that day); "–" when empty or invalid.
 * Differs from formatViennaDate only for viewers outside Vienna's zone.
 */
export function formatLocalDate(value: Date | string | null | undefined): string {
  if (value === null || value === undefined || value === "") return EMPTY;
  const date =
    typeof value !== "string"
      ? value
      : /^\d{4}-\d{2}-\d{2}$/.test(value)
        ? new Date(`${value}T00:00:00`)
        : new Date(value);
  if (Number.isNaN(date.getTime())) return EMPTY;
  const pad = (number: number, length = 2) => String(number).padStart(length, "0");
  return `${pad(date.getDate())}.${pad(date.getMonth() + 1)}.${pad(date.getFullYear(), 4)}`;
}
