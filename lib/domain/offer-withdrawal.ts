/**
 * The consumer's right of withdrawal from an offer accepted in the project room (a distance contract):
 * 14 days from the conclusion of the contract, ending at the end of the 14th day in Vienna (§ 11 FAGG).
 */
import { addDays, startOfViennaDay, viennaToday } from "@/lib/time/vienna";

/** Days of the withdrawal period (§ 11 Abs. 1 FAGG). */
export const WITHDRAWAL_PERIOD_DAYS = 14;

/**
 * The first instant after the withdrawal period: 00:00 Vienna time of the 15th day after the acceptance day.
 * @param acceptedAt when the customer accepted (the contract was concluded)
 */
export function withdrawalPeriodEnd(acceptedAt: Date): Date {
  return startOfViennaDay(addDays(viennaToday(acceptedAt), WITHDRAWAL_PERIOD_DAYS + 1));
}

/** The last day of the period as an ISO day "YYYY-MM-DD" (Vienna). */
export function withdrawalLastDay(acceptedAt: Date): string {
  return addDays(viennaToday(acceptedAt), WITHDRAWAL_PERIOD_DAYS);
}

/** True while the customer may still withdraw: `now` is before `withdrawalPeriodEnd(acceptedAt)`. */
export function withdrawalOpen(acceptedAt: Date, now: Date = new Date()): boolean {
  return now.getTime() < withdrawalPeriodEnd(acceptedAt).getTime();
}
