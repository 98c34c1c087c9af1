/**
 * Limits on failed logins (issue 4 "Authentication"): per IP, every attempt counts
 * (LOGIN_ATTEMPTS_PER_IP per 15 min); per account, only failures count (LOGIN_FAILURES_PER_ACCOUNT
 * per 15 min) and a successful login clears them. A paused account resumes on its own after the
 * window, so a stranger can delay a partner's login by at most 15 minutes at a time, never lock it
 * for good. Stored in PostgreSQL (rate-limiter-flexible), so the limits hold across instances.
 *
 * Both limits answer with the same 429 message whether or not the e-mail exists.
 */
import "server-only";
import { env } from "@/lib/env";
import { rateLimiter, tooManyRequests } from "@/lib/http/rate-limit";
import { RateLimiterRes } from "rate-limiter-flexible";

/** Window of both limits (s). */
export const LOGIN_LIMIT_WINDOW_SECONDS = 15 * 60;

const MESSAGE = "Zu viele Anmeldeversuche. Bitte warten Sie einige Minuten und versuchen Sie es dann erneut.";

const perIp = () => rateLimiter("login-ip", env.LOGIN_ATTEMPTS_PER_IP, LOGIN_LIMIT_WINDOW_SECONDS);
const perAccount = () => rateLimiter("login-account", env.LOGIN_FAILURES_PER_ACCOUNT, LOGIN_LIMIT_WINDOW_SECONDS);

/** Counts one attempt from `ip` and refuses when the IP or the account `email` is over its limit. Throws ApiError 429. */
export async function checkLoginAllowed(ip: string, email: string): Promise<void> {
  try {
    await perIp().consume(ip);
  } catch (error) {
    if (error instanceof RateLimiterRes) throw tooManyRequests(MESSAGE, error.msBeforeNext);
    throw error;
  }
  const failures = await perAccount().get(email);
  if (failures && failures.consumedPoints >= env.LOGIN_FAILURES_PER_ACCOUNT) {
    throw tooManyRequests(MESSAGE, failures.msBeforeNext);
  }
}

/** Records a failed login for `email` (ignored once the account is already paused). */
export async function recordLoginFailure(email: string): Promise<void> {
  try {
    await perAccount().consume(email);
  } catch (error) {
    if (!(error instanceof RateLimiterRes)) throw error;
  }
}

/** Clears the failures of `email` after a successful login. */
export async function clearLoginFailures(email: string): Promise<void> {
  await perAccount().delete(email);
}
