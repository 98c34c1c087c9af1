/**
 * The app server's micro-cache of anonymous public HTML (issue 16 §6): a single instance without a
 * proxy in front answers a burst of requests for one page with one response from Next per
 * RESPONSE_CACHE_MS, the way the proxy's micro-cache does in the cluster (deploy/nginx.conf).
 *
 * Behind that proxy the instances run with RESPONSE_CACHE_MS=0 (compose.yaml, scripts/cluster.ts):
 * two caches in series would add up their lifetimes, and another instance's cache cannot be emptied
 * from here, while the proxy's 1 s keeps an admin's change visible within the 2 s of issue 16 §3.
 *
 * What is stored follows the proxy's rules:
 * - requests: GET (HEAD is answered from an entry but never stores one), none of the personal
 *   requests (Auth.js session cookie, the project access cookie, Authorization), none of Next's
 *   client navigation requests (RSC payloads, prefetches, server actions), no path of
 *   PRIVATE_PATH_PATTERN;
 * - responses: status 200, `text/html`, no Set-Cookie, a Cache-Control that allows shared caching
 *   (none of private, no-store, no-cache: Next marks every per-request page so) and the static
 *   Content-Security-Policy (a per-request nonce marks a private page, proxy.ts).
 * Entries are the bytes as sent, compressed or not, keyed by URL, Host, Accept-Encoding and
 * X-Forwarded-Proto (HSTS is sent for https only); the
 * lifetime is the setting, the size is bounded (MAX_CACHE_BYTES; `lru-cache` evicts the least
 * recently used). An on-demand revalidation in this process (lib/cache/revalidate-content.ts) empties
 * the cache at once, so an admin's change shows on the next request. Responses carry
 * `X-Response-Cache: HIT` or `MISS` (tests and operators see what answered).
 *
 * No server-only marker: scripts/server.ts loads this outside Next's bundle; it reads no settings.
 */
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import { LRUCache } from "lru-cache";

/** Bytes of response bodies kept at most (bodies of ~30–220 kB: a few hundred pages). */
const MAX_CACHE_BYTES = 64 * 1024 * 1024;

/** Paths never stored (as `$renovio_private_path` of deploy/nginx.conf): the API, dashboards, personal pages. */
export const PRIVATE_PATH_PATTERN =
  /^\/(api|admin-dashboard|company-dashboard|dashboard|mein-projekt|bewertung|password-setup|admin-login|firmen-login|offer|badezimmer-angebote|danke)(\/|$)/;

/** Cookies of a logged-in person or of a customer with project access (as `$renovio_personal_cookie`). */
const PERSONAL_COOKIE_PATTERN = /(^|[;\s])((__Secure-)?authjs\.session-token|projekt_zugang=)/;

/** Request headers of Next's client navigation (RSC payloads, prefetches, server actions). */
const CLIENT_NAVIGATION_HEADERS = ["rsc", "next-router-prefetch", "next-router-state-tree", "next-action"];

/** Response headers not replayed from an entry (per connection, or set again for every response). */
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

/** Marker on globalThis under which the running cache registers its `clear` (see clearResponseCache). */
const CLEAR_MARKER = Symbol.for("renovio.responseCache.clear");

/**
 * Empties the micro-cache of this process, if one runs (scripts/server.ts); a no-op otherwise, e.g.
 * under `next dev` or in tests. Called after every on-demand revalidation.
 */
export function clearResponseCache(): void {
  const clear = (globalThis as Record<symbol, unknown>)[CLEAR_MARKER];
  if (typeof clear === "function") (clear as () => void)();
}

/** The cache key of `req`, or null when the request may neither be answered from nor stored in the cache. */
function cacheKey(req: IncomingMessage): string | null {
  if (req.method !== "GET" && req.method !== "HEAD") return null;
  const url = req.url ?? "/";
  const query = url.indexOf("?");
  const pathname = query < 0 ? url : url.slice(0, query);
  // The build's files (/_next/…) are read from disk by Next (or by the proxy) and never HTML.
  if (pathname.startsWith("/_next/") || PRIVATE_PATH_PATTERN.test(pathname)) return null;
  if (query >= 0 && /[?&]_rsc=/.test(url.slice(query))) return null;
  const { headers } = req;
  if (headers.authorization !== undefined || PERSONAL_COOKIE_PATTERN.test(headers.cookie ?? "")) return null;
  if (CLIENT_NAVIGATION_HEADERS.some((name) => headers[name] !== undefined)) return null;
  // The scheme the proxy reports decides headers such as HSTS (lib/security/headers.mjs).
  return [headers.host, url, headers["accept-encoding"], headers["x-forwarded-proto"]]
    .map((value) => value ?? "")
    .join("\n");
}

/** True when the finished response `res` may be stored (see the module comment). */
function storable(res: ServerResponse): boolean {
  if (res.statusCode !== 200 || res.hasHeader("set-cookie")) return false;
  if (!String(res.getHeader("content-type") ?? "").startsWith("text/html")) return false;
  if (/private|no-store|no-cache/i.test(String(res.getHeader("cache-control") ?? ""))) return false;
  return !String(res.getHeader("content-security-policy") ?? "").includes("'nonce-");
}

type Chunk = string | Uint8Array;

/** The micro-cache of one server process; `handle` is called for every request. */
export interface ResponseCache {
  /**
   * Answers `req` from the cache and returns true, or returns false and, when the request may be
   * stored, records the response `res` as it is sent (call before anything wraps `res.write`/`end`,
   * so that the bytes recorded are the ones on the wire, compressed or not).
   */
  handle(req: IncomingMessage, res: ServerResponse): boolean;
  /** Drops every entry. */
  clear(): void;
}

/**
 * Creates the cache with entries living `ttlMs` (ms, > 0) and registers its `clear` for
 * clearResponseCache in this process.
 */
export function createResponseCache(ttlMs: number): ResponseCache {
  const entries = new LRUCache<string, Entry>({
    ttl: ttlMs,
    maxSize: MAX_CACHE_BYTES,
    sizeCalculation: (entry) => Math.max(1, entry.body.length),
  });
  /** Counts the clears, so that a response started before one is not stored after it. */
  let generations = 0;

  /**
   * Records what `res` sends and stores it under `key` when the finished response is storable.
   * Whether it can be is known when the first body byte goes out (the headers are final then):
   * anything else (a script, a private page) is passed through without being copied.
   */
  const record = (key: string, res: ServerResponse, generation: number) => {
    const write = res.write.bind(res) as (chunk: Chunk, ...rest: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
    const chunks: Buffer[] = [];
    /** null until the first byte; then whether this response is being recorded. */
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
      // A revalidation while this response was produced: it may show the old state, so it is not kept.
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
