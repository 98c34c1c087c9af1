/** Per-IP rate limits in PostgreSQL (rate-limiter-flexible), so they hold across instances. */
import "server-only";
import { createHash } from "node:crypto";
import { RateLimiterPrisma, RateLimiterRes } from "rate-limiter-flexible";
import { getDb } from "@/lib/db";
import { ApiError } from "./api-error";

/** Stored form of `key`: a SHA-256 prefix, so the table holds no e-mail or IP address (erasure). */
export function rateLimitKey(key: string): string {
  return createHash("sha256").update(key).digest("base64url").slice(0, 22);
}

export interface HashedRateLimiter {
  consume(key: string, points?: number): Promise<RateLimiterRes>;
  reward(key: string, points: number): Promise<RateLimiterRes>;
  delete(key: string): Promise<boolean>;
}

const limiters = new Map<string, HashedRateLimiter>();

/** The shared limiter `name`: `points` per `durationSeconds`. */
export function rateLimiter(name: string, points: number, durationSeconds: number): HashedRateLimiter {
  const id = `${name}:${points}:${durationSeconds}`;
  let instance = limiters.get(id);
  if (!instance) {
    const store = new RateLimiterPrisma({
      storeClient: getDb(),
      tableName: "rateLimit",
      keyPrefix: name,
      points,
      duration: durationSeconds,
      // Its 5-minute timer per limiter would outlive the database client; the daily retention job clears instead.
      clearExpiredByTimeout: false,
    });
    instance = {
      consume: (key, used) => store.consume(rateLimitKey(key), used),
      reward: (key, given) => store.reward(rateLimitKey(key), given),
      delete: (key) => store.delete(rateLimitKey(key)),
    };
    limiters.set(id, instance);
  }
  return instance;
}

/**
 * Counts one request of `key` against limit `name` (`points` per `durationSeconds`).
 * @throws ApiError 429 with `message` and Retry-After when exceeded.
 */
export async function enforceRateLimit(
  name: string,
  key: string,
  points: number,
  durationSeconds: number,
  { message = "Zu viele Anfragen von Ihrer Verbindung. Bitte versuchen Sie es später erneut." } = {},
): Promise<void> {
  try {
    await rateLimiter(name, points, durationSeconds).consume(key);
  } catch (error) {
    if (error instanceof RateLimiterRes) throw tooManyRequests(message, error.msBeforeNext);
    throw error;
  }
}

/** ApiError 429 with Retry-After in whole seconds (>= 1). */
export function tooManyRequests(message: string, msBeforeNext: number): ApiError {
  const retryAfter = Math.max(1, Math.ceil(msBeforeNext / 1000));
  return new ApiError(429, message, undefined, { "Retry-After": String(retryAfter) });
}
