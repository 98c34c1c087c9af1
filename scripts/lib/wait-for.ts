/** Waiting helpers for the scripts that start servers (cluster, bench, tests). */
import type { ChildProcess } from "node:child_process";

/** Resolves after `ms` milliseconds. */
export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export interface WaitForOptions {
  /** The process that should answer: an early exit fails the wait at once. */
  child?: ChildProcess;
  /** Give up after this long (ms, default 60 000). */
  timeoutMs?: number;
  /** Pause between attempts (ms, default 300); each attempt is cut after 2 s. */
  intervalMs?: number;
}

/**
 * Waits until GET `url` answers with a 2xx status.
 *
 * @throws Error when `child` exits first or nothing answers within `timeoutMs`.
 */
export async function waitFor(url: string, options: WaitForOptions = {}): Promise<void> {
  const { child, timeoutMs = 60_000, intervalMs = 300 } = options;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`${url}: Prozess beendet (Exit-Code ${child.exitCode}).`);
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(2000) })).ok) return;
    } catch {
      // not up yet
    }
    await sleep(intervalMs);
  }
  throw new Error(`${url} antwortet nach ${timeoutMs / 1000} s nicht.`);
}
