/**
 * Micro-cache of anonymous public HTML when no nginx proxy runs in front (in the cluster it is off:
 * two caches in series add up their lifetimes). Stores what the proxy would; no server-only marker,
 * scripts/server.ts loads it.
 */
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import { LRUCache } from "lru-cache";

const MAX_CACHE_BYTES = 64 * 1024 * 1024;

/** Never stored; mirrors `$renovio_private_path` in deploy/nginx.conf. */
export const PRIVATE_PATH_PATTERN =
  /^\/(api|admin-dashboard|company-dashboard|dashboard|mein-projekt|bewertung|password-setup|admin-login|firmen-login|offer|badezimmer-angebote|danke)(\/|$)/;

const PERSONAL_COOKIE_PATTERN = /(^|[;\s])((__Secure-)?authjs\.session-token|projekt_zugang=)/;

const CLIENT_NAVIGATION_HEADERS = ["rsc", "next-router-prefetch", "next-router-state-tree", "next-action"];

const NOT_REPLAYED = new Set([
  "date",
  "connection",
  "keep-alive",
  "transfer-encoding",
  "content-length",
  "x-instance",
  "x-response-cache",
]);

interface Entry {
  status: number;
  headers: OutgoingHttpHeaders;
  body: Buffer;
}

const CLEAR_MARKER = Symbol.for("renovio.responseCache.clear");

/** Empties this process's micro-cache, if one runs; called after every on-demand revalidation. */
export function clearResponseCache(): void {
  const clear = (globalThis as Record<symbol, unknown>)[CLEAR_MARKER];
  if (typeof clear === "function") (clear as () => void)();
}

/** Cache key of `req`, or null when it may neither be answered from nor stored in the cache. */
function cacheKey(req: IncomingMessage): string | null {
  if (req.method !== "GET" && req.method !== "HEAD") return null;
  const url = req.url ?? "/";
  const query = url.indexOf("?");
  const pathname = query < 0 ? url : url.slice(0, query);
  if (pathname.startsWith("/_next/") || PRIVATE_PATH_PATTERN.test(pathname)) return null;
  if (query >= 0 && /[?&]_rsc=/.test(url.slice(query))) return null;
  const { headers } = req;
  if (headers.authorization !== undefined || PERSONAL_COOKIE_PATTERN.test(headers.cookie ?? "")) return null;
  if (CLIENT_NAVIGATION_HEADERS.some((name) => headers[name] !== undefined)) return null;
  // The scheme decides headers such as HSTS.
  return [headers.host, url, headers["accept-encoding"], headers["x-forwarded-proto"]]
    .map((value) => value ?? "")
    .join("\n");
}

function storable(res: ServerResponse): boolean {
  if (res.statusCode !== 200 || res.hasHeader("set-cookie")) return false;
  if (!String(res.getHeader("content-type") ?? "").startsWith("text/html")) return false;
  if (/private|no-store|no-cache/i.test(String(res.getHeader("cache-control") ?? ""))) return false;
  return !String(res.getHeader("content-security-policy") ?? "").includes("'nonce-");
}

type Chunk = string | Uint8Array;

export interface ResponseCache {
  /** Answers from the cache (true) or records `res` (false); call before anything wraps `res.write`/`end`. */
  handle(req: IncomingMessage, res: ServerResponse): boolean;
  clear(): void;
}

/** Creates the cache (entries live `ttlMs` ms) and registers it for clearResponseCache. */
export function createResponseCache(ttlMs: number): ResponseCache {
  const entries = new LRUCache<string, Entry>({
    ttl: ttlMs,
    maxSize: MAX_CACHE_BYTES,
    sizeCalculation: (entry) => Math.max(1, entry.body.length),
  });
  // A response started before a clear may show the old state: it is not stored.
  let generations = 0;

  const record = (key: string, res: ServerResponse, generation: number) => {
    const write = res.write.bind(res) as (chunk: Chunk, ...rest: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
    const chunks: Buffer[] = [];
    let recording: boolean | null = null;
    const keep = (chunk: unknown, encoding: unknown) => {
      if (typeof chunk !== "string" && !(chunk instanceof Uint8Array)) return;
      recording ??= storable(res);
      if (!recording) return;
      chunks.push(
        typeof chunk === "string"
          ? Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8")
          : Buffer.from(chunk),
      );
    };
    res.write = ((chunk: Chunk, ...rest: unknown[]) => {
      keep(chunk, rest[0]);
      return write(chunk, ...rest);
    }) as ServerResponse["write"];
    res.end = ((...args: unknown[]) => {
      if (typeof args[0] !== "function") keep(args[0], args[1]);
      if (recording !== false && generation === generations && storable(res)) {
        const headers: OutgoingHttpHeaders = {};
        for (const [name, value] of Object.entries(res.getHeaders()))
          if (!NOT_REPLAYED.has(name) && value !== undefined) headers[name] = value;
        entries.set(key, { status: res.statusCode, headers, body: Buffer.concat(chunks) });
      }
      return end(...args);
    }) as ServerResponse["end"];
  };

  const cache: ResponseCache = {
    handle(req, res) {
      const key = cacheKey(req);
      if (key === null) return false;
      const entry = entries.get(key);
      if (entry) {
        res.writeHead(entry.status, {
          ...entry.headers,
          "content-length": entry.body.length,
          "x-response-cache": "HIT",
        });
        res.end(req.method === "HEAD" ? undefined : entry.body);
        return true;
      }
      res.setHeader("X-Response-Cache", "MISS");
      if (req.method === "GET") record(key, res, generations);
      return false;
    },
    clear() {
      generations++;
      entries.clear();
    },
  };
  (globalThis as Record<symbol, unknown>)[CLEAR_MARKER] = cache.clear;
  return cache;
}
