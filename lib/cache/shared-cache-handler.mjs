// @ts-check
/**
 * Next's cache handler for several instances (issue 16 §1, docs/shared-cache.md): ISR pages, route
 * handler responses and the data cache live in Redis, and so do on-demand revalidations
 * (`revalidatePath`/`revalidateTag`), so every instance sees an admin's change at once.
 *
 * next.config.mjs sets `cacheHandler` to this file only when REDIS_URL is set; without it Next keeps
 * its embedded default (files under the build folder plus memory), exactly as with one instance.
 *
 * - Package: `@fortedigital/nextjs-cache-handler` (its `redis-strings` handler; the maintained
 *   successor of `@neshca/cache-handler`, with Next 16 support) on the official `redis` client.
 * - Keys: `renovio:{BUILD_ID}:{assets}:`, where {assets} fingerprints the names of the build's
 *   browser files (`static/`, content-hashed): instances share entries only when their pages point
 *   at the same scripts and styles, so another build (a rolling deploy, or a second build of a
 *   slightly different tree) never serves HTML whose chunks it lacks. Two builds of the same source
 *   share the cache when built with the same NEXT_BUILD_ID (or one build folder copied).
 * - Store down: lib/cache/resilient-handler.mjs: pages are rendered without cache, revalidations
 *   are replayed when the store is back. The client connects in the background and reconnects
 *   every ≤ 1 s; nothing waits for it.
 * - `next build` never connects (pages prerendered by the build stay in the build folder as usual).
 *
 * Reads process.env itself: Next imports this file at run time outside the app's bundle, where the
 * TypeScript settings module (lib/env.ts, which documents REDIS_URL) cannot be loaded.
 */
import { createHash } from "node:crypto";
import { readdirSync } from "node:fs";
import path from "node:path";
import { CacheHandler } from "@fortedigital/nextjs-cache-handler";
import createRedisHandler from "@fortedigital/nextjs-cache-handler/redis-strings";
import { PHASE_PRODUCTION_BUILD } from "next/constants.js";
import pino from "pino";
import { createClient } from "redis";
import { createResilientHandler } from "./resilient-handler.mjs";

/** Time limit of one store operation (ms); past it the page is rendered without cache. */
export const STORE_TIMEOUT_MS = 500;

/**
 * Builds the handler list for `CacheHandler.onCreation`: the Redis handler behind the breaker, or
 * none while `next build` runs or without a URL (then every lookup misses and Next renders).
 *
 * @param {{ url: string | undefined; keyPrefix: string; building?: boolean; log: import("./resilient-handler.mjs").CacheLog }} options
 * @returns {{ handlers: import("@fortedigital/nextjs-cache-handler/cache-handler").Handler[]; client?: ReturnType<typeof createClient> }}
 */
export function createSharedCache({ url, keyPrefix, building = false, log }) {
  if (building || !url) return { handlers: [] };
  const client = createClient({
    url,
    // Commands while disconnected fail at once instead of queueing until the store is back.
    disableOfflineQueue: true,
    pingInterval: 5000,
    socket: { connectTimeout: 2000, reconnectStrategy: (retries) => Math.min(100 * (retries + 1), 1000) },
  });
  // Without a listener an "error" event would end the process; the breaker logs the outage once.
  client.on("error", () => undefined);
  client.connect().catch(() => undefined);
  const redis = createRedisHandler({ client, keyPrefix, timeoutMs: STORE_TIMEOUT_MS, keyExpirationStrategy: "EXAT" });
  return { handlers: [createResilientHandler({ client, handler: redis, log, timeoutMs: STORE_TIMEOUT_MS })], client };
}

// Outside the app bundle: lib/env.ts cannot be loaded here (see above); these three are all it reads.
// eslint-disable-next-line no-restricted-properties
const { REDIS_URL, LOG_LEVEL, NEXT_PHASE } = process.env;
const building = NEXT_PHASE === PHASE_PRODUCTION_BUILD;
/**
 * Fingerprint of a build's browser files: the first 12 hex digits of the SHA-256 of their sorted
 * relative paths under `{distDir}/static` (names carry content hashes), "none" without that folder.
 *
 * @param {string} serverDistDir the build's `server` folder (Next passes it to the handler)
 */
export function assetFingerprint(serverDistDir) {
  const staticDir = path.join(serverDistDir, "..", "static");
  try {
    const files = readdirSync(staticDir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(staticDir, path.join(entry.parentPath ?? entry.path, entry.name)))
      .sort();
    return createHash("sha256").update(files.join("\n")).digest("hex").slice(0, 12);
  } catch {
    return "none";
  }
}

const log = pino({ level: LOG_LEVEL || "info", base: { component: "cache" } });

CacheHandler.onCreation(({ buildId, serverDistDir }) => {
  const keyPrefix = `renovio:${(buildId ?? "dev").trim()}:${assetFingerprint(serverDistDir)}:`;
  const { handlers } = createSharedCache({ url: REDIS_URL, keyPrefix, building, log });
  if (handlers.length > 0) log.info({ keyPrefix }, "[cache] Gemeinsamer Cache (Redis) aktiv");
  if (handlers.length === 0 && !building) {
    log.warn({}, "[cache] REDIS_URL ist nicht gesetzt: Seiten werden ohne gemeinsamen Cache erzeugt");
  }
  return { handlers };
});

export default CacheHandler;
