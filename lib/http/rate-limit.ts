/**
 * Per-IP rate limits for public POSTs, stored in PostgreSQL (rate-limiter-flexible's Prisma store,
 * table `rate_limits`) so they hold across app instances; every key is stored hashed. Source:
 * docs/architecture.md "Security rules".
 */
import "server-only";
import { createHash } from "node:crypto";
import { RateLimiterPrisma, RateLimiterRes } from "rate-limiter-flexible";
import { getDb } from "@/lib/db";
import { ApiError } from "./api-error";

/**
 * What rate_limits stores for `key` (a client address, an e-mail address, a user id): a SHA-256
 * prefix (132 bits), so no customer's e-mail or address lies in the table (an erasure leaves no
 * personal data behind) while distinct keys never share a bucket in practice.
 */
export function rateLimitKey(key: string): string {
  return createHash("sha256").update(key).digest("base64url").slice(0, 22);
}

/** A limiter whose every key is stored hashed (`rateLimitKey`); the methods are rate-limiter-flexible's. */
export interface HashedRateLimiter {
  /** Counts `points` for `key`; rejects with a RateLimiterRes when over the limit. */
  consume(key: string, points?: number): Promise<RateLimiterRes>;
  /** Gives `points` back to `key`. */
  reward(key: string, points: number): Promise<RateLimiterRes>;
  /** Forgets `key`'s count. */
  delete(key: string): Promise<boolean>;
}

const limiters = new Map<string, HashedRateLimiter>();

/** The shared limiter `name` allowing `points` per `durationSeconds` (one instance per setting). */
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
 * Counts one request of `key` (a client address, an e-mail address, a user id) against the limit
 * `name` (`points` per `durationSeconds`). Throws ApiError 429 with a German message (`message`,
 * by default one about the caller's connection) and a Retry-After header (seconds) when exceeded.
 * The key is stored hashed (`rateLimiter`).
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

/** ApiError 429 with `message` and a Retry-After header (whole seconds, at least 1) from `msBeforeNext`. */
export function tooManyRequests(message: string, msBeforeNext: number): ApiError {
  const retryAfter = Math.max(1, Math.ceil(msBeforeNext / 1000));
  return new ApiError(429, message, undefined, { "Retry-After": String(retryAfter) });
}
