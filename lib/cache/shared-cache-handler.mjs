// @ts-check
/** Next's cache handler on Redis, shared by all instances. */
import { createHash } from "node:crypto";
import { readdirSync } from "node:fs";
import path from "node:path";
import { CacheHandler } from "@fortedigital/nextjs-cache-handler";
import createRedisHandler from "@fortedigital/nextjs-cache-handler/redis-strings";
import { PHASE_PRODUCTION_BUILD } from "next/constants.js";
import pino from "pino";
import { createClient } from "redis";
import { createResilientHandler } from "./resilient-handler.mjs";

export const STORE_TIMEOUT_MS = 500;

/**
 * @param {{ url: string | undefined; keyPrefix: string; building?: boolean; log: import("./resilient-handler.mjs").CacheLog }} options
 * @returns {{ handlers: import("@fortedigital/nextjs-cache-handler/cache-handler").Handler[]; client?: ReturnType<typeof createClient> }}
 */
export function createSharedCache({ url, keyPrefix, building = false, log }) {
  if (building || !url) return { handlers: [] };
  const client = createClient({
    url,
    disableOfflineQueue: true,
    pingInterval: 5000,
    socket: { connectTimeout: 2000, reconnectStrategy: (retries) => Math.min(100 * (retries + 1), 1000) },
  });
  // Unhandled "error" events end the process.
  client.on("error", () => undefined);
  client.connect().catch(() => undefined);
  const redis = createRedisHandler({ client, keyPrefix, timeoutMs: STORE_TIMEOUT_MS, keyExpirationStrategy: "EXAT" });
  return { handlers: [createResilientHandler({ client, handler: redis, log, timeoutMs: STORE_TIMEOUT_MS })], client };
}

// Outside the app bundle lib/env.ts cannot be loaded.
// eslint-disable-next-line no-restricted-properties
const { REDIS_URL, LOG_LEVEL, NEXT_PHASE } = process.env;
const building = NEXT_PHASE === PHASE_PRODUCTION_BUILD;
/** Hash of the build's browser file names, or "none". @param {string} serverDistDir */
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
