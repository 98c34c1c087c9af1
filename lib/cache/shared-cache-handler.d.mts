/** Types of shared-cache-handler.mjs (Next's cache handler on Redis). */
import type { CacheHandler } from "@fortedigital/nextjs-cache-handler";
import type { RedisClientType } from "redis";
import type { CacheLog, ResilientHandler } from "./resilient-handler.mjs";

export declare const STORE_TIMEOUT_MS: number;
export declare function assetFingerprint(serverDistDir: string): string;
export declare function createSharedCache(options: {
  url: string | undefined;
  keyPrefix: string;
  building?: boolean;
  log: CacheLog;
}): {
  handlers: ResilientHandler[];
  client?: RedisClientType;
};
declare const handler: typeof CacheHandler;
export default handler;
