/**
 * Login limits (15-minute windows, across instances). Account attempts are consumed before the secret
 * is checked; a paused account's own device cookie gets a separate bucket, so strangers cannot lock
 * the user out. Same 429 whether or not the e-mail exists.
 */
import "server-only";
import { RateLimiterRes } from "rate-limiter-flexible";
import { getDb } from "@/lib/db";
import { env } from "@/lib/env";
import { rateLimiter, tooManyRequests, type HashedRateLimiter } from "@/lib/http/rate-limit";
import type { LoginDevice } from "./login-device";

export const LOGIN_LIMIT_WINDOW_SECONDS = 15 * 60;

export const LOGIN_LIMIT_MESSAGE =
  "Zu viele Anmeldeversuche. Bitte warten Sie einige Minuten und versuchen Sie es dann erneut.";

const perIp = () => rateLimiter("login-ip", env.LOGIN_ATTEMPTS_PER_IP, LOGIN_LIMIT_WINDOW_SECONDS);
const perAccount = () => rateLimiter("login-account", env.LOGIN_FAILURES_PER_ACCOUNT, LOGIN_LIMIT_WINDOW_SECONDS);
const perDevice = () => rateLimiter("login-device", env.LOGIN_FAILURES_PER_ACCOUNT, LOGIN_LIMIT_WINDOW_SECONDS);

export interface LoginAttempt {
  ip: string;
  email: string;
  /** The device bucket used while the account is paused; else null. */
  deviceKey: string | null;
}

async function consume(limiter: HashedRateLimiter, key: string): Promise<RateLimiterRes | null> {
  try {
    await limiter.consume(key);
    return null;
  } catch (error) {
    if (error instanceof RateLimiterRes) return error;
    throw error;
  }
}

/** Counts one login attempt before any secret is checked. @throws 429 (rate limit) over a limit */
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

/** After a right password or code: refunds the IP point. */
export async function passedLoginCheck(attempt: LoginAttempt): Promise<void> {
  await perIp().reward(attempt.ip, 1);
}

/** After a completed login: clears the count (a device login leaves others' pause). */
export async function completeLoginAttempt(attempt: LoginAttempt): Promise<void> {
  await passedLoginCheck(attempt);
  if (attempt.deviceKey) await perDevice().delete(attempt.deviceKey);
  else await perAccount().delete(attempt.email);
}
