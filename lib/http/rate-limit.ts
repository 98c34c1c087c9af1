/**
 * Per-IP rate limits for public POSTs, stored in PostgreSQL (rate-limiter-flexible's Prisma store,
 * table `rate_limits`) so they hold across app instances. Source: ARCHITECTURE.md "Security rules".
 */
import "server-only";
import { RateLimiterPrisma, RateLimiterRes } from "rate-limiter-flexible";
import { getDb } from "@/lib/db";
import { ApiError } from "./api-error";

const limiters = new Map<string, RateLimiterPrisma>();

function limiter(name: string, points: number, durationSeconds: number): RateLimiterPrisma {
  const key = `${name}:${points}:${durationSeconds}`;
  let instance = limiters.get(key);
  if (!instance) {
    instance = new RateLimiterPrisma({
      storeClient: getDb(),
      tableName: "rateLimit",
      keyPrefix: name,
      points,
      duration: durationSeconds,
    });
    limiters.set(key, instance);
  }
  return instance;
}

/**
 * Counts one request of `ip` against the limit `name` (`points` per `durationSeconds`).
 * Throws ApiError 429 with a German message and a Retry-After header (seconds) when exceeded.
 */
export async function enforceRateLimit(name: string, ip: string, points: number, durationSeconds: number): Promise<void> {
  try {
    await limiter(name, points, durationSeconds).consume(ip);
  } catch (error) {
    if (error instanceof RateLimiterRes) {
      const retryAfter = Math.max(1, Math.ceil(error.msBeforeNext / 1000));
      throw new ApiError(
        429,
        "Zu viele Anfragen von Ihrer Verbindung. Bitte versuchen Sie es später erneut.",
        undefined,
        { "Retry-After": String(retryAfter) },
      );
    }
    throw error;
  }
}
