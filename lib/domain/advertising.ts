/**
 * Advertising requests of companies: the categories (catalogue service ids, so a company asks for leads in
 * a service customers can request) and the rules of an availability period, whose "today" is Vienna's.
 */
import { SERVICE_IDS, serviceName, type ServiceId } from "@/lib/content/service-catalog";

export const ADVERTISING_CATEGORIES = SERVICE_IDS;

export type AdvertisingCategory = ServiceId;

export function isAdvertisingCategory(value: unknown): value is AdvertisingCategory {
  return typeof value === "string" && (ADVERTISING_CATEGORIES as readonly string[]).includes(value);
}

/** German name of a stored category: the service's name, or an older stored text as it is. */
export function advertisingCategoryLabel(value: string): string {
  return serviceName(value);
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `value` is a real calendar day written YYYY-MM-DD (e.g. not 2025-02-30). */
export function isIsoDay(value: string): boolean {
  const match = ISO_DAY.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export interface AvailabilityPeriod {
  startDate: string;
  endDate: string;
  incentive?: string;
}

/** Start today or later and end after the start (spec: authenticated-side §5); YYYY-MM-DD compares as text. */
export function isValidPeriod(period: Pick<AvailabilityPeriod, "startDate" | "endDate">, today: string): boolean {
  if (!isIsoDay(period.startDate) || !isIsoDay(period.endDate)) return false;
  return period.startDate >= today && period.endDate > period.startDate;
}

/** The local midnight Date of a YYYY-MM-DD day, for date pickers; undefined when not a real day. */
export function isoDayToDate(value: string | undefined): Date | undefined {
  if (!value || !isIsoDay(value)) return undefined;
  const [year, month, day] = value.split("-").map(Number) as [number, number, number];
  return new Date(year, month - 1, day);
}

export function dateToIsoDay(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
