/**
 * Limits on logins (issue 4 "Authentication", issue 12 §2 "Login"). Stored in PostgreSQL
 * (rate-limiter-flexible), so they hold across instances; every window is 15 minutes.
 *
 * - Per IP: every attempt is counted up front (LOGIN_ATTEMPTS_PER_IP); an attempt whose password
 *   or code was right is refunded, so that only failures add up (an admin's login is two attempts).
 * - Per account (the e-mail): every attempt is counted BEFORE the password is checked, atomically
 *   (one `consume` per attempt), so 30 parallel wrong passwords check at most
 *   LOGIN_FAILURES_PER_ACCOUNT of them; a completed login clears the count, so in effect only
 *   failures add up. Wrong second-factor codes count the same way.
 * - Per device: while the account is paused, a client holding a valid login device cookie of that
 *   very user (lib/auth/login-device.ts) may still try, counted in its own bucket of the same size.
 *   So a stranger who knows the e-mail cannot keep the user out.
 *
 * Every limit answers with the same German 429 whether or not the e-mail exists.
 */
import "server-only";
import { RateLimiterRes } from "rate-limiter-flexible";
import { getDb } from "@/lib/db";
import { env } from "@/lib/env";
import { rateLimiter, tooManyRequests, type HashedRateLimiter } from "@/lib/http/rate-limit";
import type { LoginDevice } from "./login-device";

/** Window of the login limits (s). */
export const LOGIN_LIMIT_WINDOW_SECONDS = 15 * 60;

/** The German 429 message of every login limit. */
export const LOGIN_LIMIT_MESSAGE =
  "Zu viele Anmeldeversuche. Bitte warten Sie einige Minuten und versuchen Sie es dann erneut.";

const perIp = () => rateLimiter("login-ip", env.LOGIN_ATTEMPTS_PER_IP, LOGIN_LIMIT_WINDOW_SECONDS);
const perAccount = () => rateLimiter("login-account", env.LOGIN_FAILURES_PER_ACCOUNT, LOGIN_LIMIT_WINDOW_SECONDS);
const perDevice = () => rateLimiter("login-device", env.LOGIN_FAILURES_PER_ACCOUNT, LOGIN_LIMIT_WINDOW_SECONDS);

/** One counted login attempt, handed back to `passedLoginCheck` / `completeLoginAttempt`. */
export interface LoginAttempt {
  ip: string;
  email: string;
  /** The device cookie's bucket that counted this attempt because the account is paused; else null. */
  deviceKey: string | null;
}

/** Consumes one point of `key` in `limiter` (stored hashed); null when allowed, else the limiter's answer. */
async function consume(limiter: HashedRateLimiter, key: string): Promise<RateLimiterRes | null> {
  try {
    await limiter.consume(key);
    return null;
  } catch (error) {
    if (error instanceof RateLimiterRes) return error;
    throw error;
  }
}

/**
 * Counts one login attempt (password or second-factor code) for `email` from `ip`, before any
 * secret is checked. `device` is the request's verified device cookie, if any.
 *
 * @param email the normalised e-mail (lower case, trimmed)
 * @throws ApiError 429 (German message, Retry-After) when the IP is over its limit, or the account
 *         is paused and the client holds no device cookie of this user or that device is over its limit.
 */
export async function beginLoginAttempt(ip: string, email: string, device: LoginDevice | null): Promise<LoginAttempt> {
  const ipRefusal = await consume(perIp(), ip);
  if (ipRefusal) throw tooManyRequests(LOGIN_LIMIT_MESSAGE, ipRefusal.msBeforeNext);
  const accountRefusal = await consume(perAccount(), email);
  if (!accountRefusal) return { ip, email, deviceKey: null };
  if (device) {
    const user = await getDb().user.findUnique({ where: { email }, select: { id: true } });
    if (user?.id === device.userId) {
      const deviceRefusal = await consume(perDevice(), device.key);
      if (!deviceRefusal) return { ip, email, deviceKey: device.key };
      throw tooManyRequests(LOGIN_LIMIT_MESSAGE, deviceRefusal.msBeforeNext);
    }
  }
  throw tooManyRequests(LOGIN_LIMIT_MESSAGE, accountRefusal.msBeforeNext);
}

/**
 * After a right password or code (also an admin's password before the second step): refunds the
 * attempt's point of the IP limit. The account's count stays until the whole login is complete, so
 * right passwords with wrong codes still pause the account.
 */
export async function passedLoginCheck(attempt: LoginAttempt): Promise<void> {
  await perIp().reward(attempt.ip, 1);
}

/**
 * After a completed login (password and, for admins, the second factor): clears the count that
 * `attempt` was made under. A login through a device while the account is paused clears only that
 * device's count: the pause set off by others stays.
 */
export async function completeLoginAttempt(attempt: LoginAttempt): Promise<void> {
  await passedLoginCheck(attempt);
  if (attempt.deviceKey) await perDevice().delete(attempt.deviceKey);
  else await perAccount().delete(attempt.email);
}
