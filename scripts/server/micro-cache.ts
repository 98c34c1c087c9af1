/** Micro-cache of anonymous public HTML (lib/http/response-cache.ts); off behind the proxy, which caches itself. */
import { createResponseCache } from "../../lib/http/response-cache";

/**
 * The cache for RESPONSE_CACHE_MS ms (documented in lib/env.ts; default 1000, 0 turns it off), or
 * null when off; always off with `dev`. Exits the process with code 1 on a value outside 0-60000.
 */
export function microCache(dev: boolean): ReturnType<typeof createResponseCache> | null {
  const lifetimeMs = dev ? 0 : Number(process.env.RESPONSE_CACHE_MS?.trim() || 1000);
  if (!Number.isInteger(lifetimeMs) || lifetimeMs < 0 || lifetimeMs > 60_000) {
    console.error("Ungültige Angabe: RESPONSE_CACHE_MS muss eine ganze Zahl von 0 bis 60000 sein.");
    process.exit(1);
  }
  return lifetimeMs > 0 ? createResponseCache(lifetimeMs) : null;
}
