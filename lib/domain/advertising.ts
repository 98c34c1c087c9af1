/**
 * Advertising requests of companies: the categories and the rules of an availability period.
 * Categories: the services of the catalogue (issue 17 §6, lib/content/service-catalog.ts), stored
 * as catalogue ids, so a company asks for more leads in exactly a service customers can request; the
 * spec's 17 texts (authenticated-side.md §3 "Advertising categories (17)") were mapped onto them by
 * the migration 20261126000000_service_catalogue_ids (LEGACY_SERVICE_VALUES). Periods
 * (authenticated-side.md §3 "Advertising request payload": dates as YYYY-MM-DD; §5: periods start
 * today or later and end after their start): "today" is the calendar day in Vienna, where the
 * marketplace works. Pure: no I/O.
 */
import { SERVICE_IDS, serviceName, type ServiceId } from "@/lib/content/service-catalog";

/** The categories a company can request more leads for: the catalogue's service ids, catalogue order. */
export const ADVERTISING_CATEGORIES = SERVICE_IDS;

export type AdvertisingCategory = ServiceId;

/** Whether `value` is one of the categories (a catalogue id, exact). */
export function isAdvertisingCategory(value: unknown): value is AdvertisingCategory {
  return typeof value === "string" && (ADVERTISING_CATEGORIES as readonly string[]).includes(value);
}

/** German name of a stored category: the service's name, or an older stored text as it is. */
export function advertisingCategoryLabel(value: string): string {
  return serviceName(value);
}

/** Time zone whose calendar day counts as "today" for the periods. */
export const MARKETPLACE_TIME_ZONE = "Europe/Vienna";

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `value` is a real calendar day written YYYY-MM-DD (e.g. not 2025-02-30). */
export function isIsoDay(value: string): boolean {
  const match = ISO_DAY.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The calendar day of `now` in Vienna as YYYY-MM-DD (Intl, so summer time is handled). */
export function viennaToday(now: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone: MARKETPLACE_TIME_ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((entry) => entry.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")}`;
}

/** A period as the form and the API carry it. */
export interface AvailabilityPeriod {
  startDate: string;
  endDate: string;
  incentive?: string;
}

/**
 * Whether a period is valid on `today` (YYYY-MM-DD): both dates are real days, the start is today
 * or later and the end is after the start (§5). YYYY-MM-DD strings compare like the days they name.
 */
export function isValidPeriod(period: Pick<AvailabilityPeriod, "startDate" | "endDate">, today: string): boolean {
  if (!isIsoDay(period.startDate) || !isIsoDay(period.endDate)) return false;
  return period.startDate >= today && period.endDate > period.startDate;
}

/** The local Date (midnight) of a YYYY-MM-DD day, for date pickers; undefined when not a real day. */
export function isoDayToDate(value: string | undefined): Date | undefined {
  if (!value || !isIsoDay(value)) return undefined;
  const [year, month, day] = value.split("-").map(Number) as [number, number, number];
  return new Date(year, month - 1, day);
}

/** The local calendar day of a Date as YYYY-MM-DD (what the API expects, §3). */
export function dateToIsoDay(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** YYYY-MM-DD `days` after (or before, when negative) the day `value`. */
export function addDaysToIsoDay(value: string, days: number): string {
  const [year, month, day] = value.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}
