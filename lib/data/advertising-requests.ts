/**
 * Data access for advertising requests (authenticated-side.md §3 "advertising_requests", §4
 * "Advertising request": new requests are pending).
 */
import "server-only";
import { getDb } from "@/lib/db";
import type { AdvertisingRequestInput } from "@/lib/validation/advertising-request";

/**
 * Stores a validated request of the company with status "pending". Periods are stored as
 * `{ startDate, endDate, incentive? }` (incentive only when given); an empty message as null.
 * Returns the new request's id.
 */
export async function createAdvertisingRequest(companyId: number, input: AdvertisingRequestInput): Promise<{ id: number }> {
  return getDb().advertisingRequest.create({
    data: {
      companyId,
      category: input.category,
      availability: input.availability.map((period) => ({
        startDate: period.startDate,
        endDate: period.endDate,
        ...(period.incentive ? { incentive: period.incentive } : {}),
      })),
      message: input.message ?? null,
      status: "pending",
    },
    select: { id: true },
  });
}
