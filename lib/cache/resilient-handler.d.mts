/** Types of resilient-handler.mjs (the shared cache store down never takes the site down); see that file. */
import type { Handler } from "@fortedigital/nextjs-cache-handler/cache-handler.types";

export type { Handler };

/** Where the outage and recovery lines go (pino-compatible). */
export interface CacheLog {
  warn(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
}

/** The part of the Redis client the breaker reads. */
export interface StoreClient {
  isReady: boolean;
  on(event: "ready", listener: () => void): unknown;
}

/** A handler that throws fast while the store is down, plus read-outs for tests and health checks. */
export interface ResilientHandler extends Handler {
  pendingRevalidations(): string[];
  isDegraded(): boolean;
}

export declare const RETRY_AFTER_MS: number;
export declare function createResilientHandler(options: {
  client: StoreClient;
  handler: Handler;
  log: CacheLog;
  timeoutMs: number;
  now?: () => number;
}): ResilientHandler;
