/**
 * Request helpers of the route wrapper (lib/http/route.ts): bounded JSON body parsing, the client
 * address, the same-origin check.
 * Source: docs/architecture.md "Security rules" (64 KB limit → 413, malformed JSON → 400, Origin check).
 */
import { ApiError } from "./api-error";
import { env } from "@/lib/env";
import {
  CLIENT_ADDRESS_HEADER,
  CLIENT_ADDRESS_MARKER,
  forwardedEntries,
  pickClientAddress,
  UNKNOWN_CLIENT,
} from "./client-address";

/** Largest accepted request body in bytes (64 KB). */
export const MAX_BODY_BYTES = 64 * 1024;

/** Reads the body as UTF-8 text. Throws ApiError 413 when it exceeds `maxBytes` (declared or read). */
async function readBodyText(request: Request, maxBytes: number): Promise<string> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > maxBytes) throw new ApiError(413, "Die Anfrage ist zu groß (höchstens 64 KB).");
  const reader = request.body?.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (reader) {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        await reader.cancel();
        throw new ApiError(413, "Die Anfrage ist zu groß (höchstens 64 KB).");
      }
      chunks.push(value);
    }
  }
  return Buffer.concat(chunks).toString("utf8");
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError(400, "Ungültiges JSON im Anfragetext.");
  }
}

/**
 * Reads the body of a non-GET request for the route wrapper: `undefined` for an empty body unless
 * `required`; otherwise JSON with `Content-Type: application/json` (415 otherwise) within
 * `maxBytes` (413) that parses (400).
 */
export async function readRequestBody(
  request: Request,
  maxBytes = MAX_BODY_BYTES,
  { required = false } = {},
): Promise<unknown> {
  const contentType = request.headers.get("content-type");
  const isJson = contentType !== null && /^application\/json\s*(;|$)/i.test(contentType.trim());
  if (contentType !== null && !isJson) throw UNSUPPORTED_MEDIA_TYPE;
  const text = (await readBodyText(request, maxBytes)).trim();
  if (!text && !required) return undefined;
  if (!isJson) throw UNSUPPORTED_MEDIA_TYPE;
  return parseJson(text);
}

const UNSUPPORTED_MEDIA_TYPE = new ApiError(
  415,
  "Bitte senden Sie die Daten als JSON (Content-Type: application/json).",
);

/**
 * The client address for per-IP limits (issue 12 §2). Under the app's server (scripts/server.ts, in
 * this process) it is the address that server established from the TCP peer and
 * TRUSTED_PROXY_HOPS. Without it (a bare `next start`, handlers called in tests) no peer is known:
 * with 0 trusted hops every request shares the bucket "unknown"; with n hops the entry the nearest
 * trusted proxy appended to X-Forwarded-For counts. A header the client sends can never move it.
 */
export function clientAddress(request: Request): string {
  if ((globalThis as Record<symbol, unknown>)[CLIENT_ADDRESS_MARKER]) {
    return request.headers.get(CLIENT_ADDRESS_HEADER) || UNKNOWN_CLIENT;
  }
  const entries = forwardedEntries(request.headers.get("x-forwarded-for"));
  return pickClientAddress([...entries, UNKNOWN_CLIENT], env.TRUSTED_PROXY_HOPS ?? 0);
}

const SAME_ORIGIN_MESSAGE = "Ungültige Herkunft der Anfrage.";

/**
 * Refuses cross-site requests (issue 12 §1; throws ApiError 403):
 * - an Origin header must name this site (the request's host or SITE_URL);
 * - without Origin, `Sec-Fetch-Site: cross-site` or `same-site` is refused;
 * - with `requireSignal` (cookie-authenticated calls) a same-origin signal is required: a matching
 *   Origin or `Sec-Fetch-Site: same-origin`. Browsers send one of them on every fetch; a request
 *   with neither (a forged form from an old browser, curl) is refused.
 */
export function assertSameOrigin(request: Request, { requireSignal = false } = {}): void {
  const origin = request.headers.get("origin");
  const fetchSite = request.headers.get("sec-fetch-site");
  if (!origin) {
    if (fetchSite === "cross-site" || fetchSite === "same-site") throw new ApiError(403, SAME_ORIGIN_MESSAGE);
    if (requireSignal && fetchSite !== "same-origin") throw new ApiError(403, SAME_ORIGIN_MESSAGE);
    return;
  }
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    throw new ApiError(403, SAME_ORIGIN_MESSAGE);
  }
  const host = request.headers.get("host");
  if (originHost === host || originHost === new URL(env.SITE_URL).host) return;
  throw new ApiError(403, SAME_ORIGIN_MESSAGE);
}
