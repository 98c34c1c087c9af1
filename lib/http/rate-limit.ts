/**
 * Per-IP rate limits for public POSTs, stored in PostgreSQL (rate-limiter-flexible's Prisma store,
 * table `rate_limits`) so they hold across app instances. Source: docs/architecture.md "Security rules".
 */
import "server-only";
import { createHash } from "node:crypto";
import { RateLimiterPrisma, RateLimiterRes } from "rate-limiter-flexible";
import { getDb } from "@/lib/db";
import { ApiError } from "./api-error";

const limiters = new Map<string, RateLimiterPrisma>();

/** The shared limiter `name` allowing `points` per `durationSeconds` (one instance per setting). */
export function rateLimiter(name: string, points: number, durationSeconds: number): RateLimiterPrisma {
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
 * Counts one request of `key` (a client address, an e-mail address, a user id) against the limit
 * `name` (`points` per `durationSeconds`). Throws ApiError 429 with a German message (`message`,
 * by default one about the caller's connection) and a Retry-After header (seconds) when exceeded.
 * The table stores only a SHA-256 prefix of `key` (after the limit's name), so no customer's
 * e-mail or address lies in rate_limits (issue 14: an erasure leaves no personal data).
 */
export async function enforceRateLimit(
  name: string,
  key: string,
  points: number,
  durationSeconds: number,
  { message = "Zu viele Anfragen von Ihrer Verbindung. Bitte versuchen Sie es später erneut." } = {},
): Promise<void> {
  try {
    await rateLimiter(name, points, durationSeconds).consume(createHash("sha256").update(key).digest("base64url").slice(0, 22));
  } catch (error) {
    if (error instanceof RateLimiterRes) throw tooManyRequests(message, error.msBeforeNext);
    throw error;
  }
}

/** ApiError 429 with `message` and a Retry-After header (whole seconds, at least 1) from `msBeforeNext`. */
export function tooManyRequests(message: string, msBeforeNext: number): ApiError {
  const retryAfter = Math.max(1, Math.ceil(msBeforeNext / 1000));
  return new ApiError(429, message, undefined, { "Retry-After": String(retryAfter) });
}
