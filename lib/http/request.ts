/**
 * Request helpers for route handlers: bounded JSON body parsing, client IP, Origin check.
 * Source: ARCHITECTURE.md "Security rules" (64 KB limit → 413, malformed JSON → 400, Origin check).
 */
import { ApiError } from "./api-error";
import { env } from "@/lib/env";

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
 * Reads the body as JSON. Throws ApiError 413 when it exceeds `maxBytes` (by Content-Length or by
 * the bytes actually read) and 400 when it is not valid JSON.
 */
export async function readJsonBody(request: Request, maxBytes = MAX_BODY_BYTES): Promise<unknown> {
  return parseJson(await readBodyText(request, maxBytes));
}

/**
 * For calls that send no payload: an empty body gives `undefined`; a body that is sent anyway must
 * be JSON within `maxBytes` (413 / 400 like readJsonBody).
 */
export async function readOptionalJsonBody(request: Request, maxBytes = MAX_BODY_BYTES): Promise<unknown> {
  const text = (await readBodyText(request, maxBytes)).trim();
  return text ? parseJson(text) : undefined;
}

/** Client IP for rate limiting: first X-Forwarded-For entry (when TRUST_PROXY), else X-Real-IP, else "unknown". */
export function clientIp(request: Request): string {
  if (env.TRUST_PROXY) {
    const forwarded = request.headers.get("x-forwarded-for");
    if (forwarded) return forwarded.split(",")[0]!.trim();
  }
  return request.headers.get("x-real-ip")?.trim() || "unknown";
}

/**
 * Rejects cross-site form posts: when an Origin header is present it must match the request's own
 * host (or SITE_URL). Requests without Origin (server-to-server, curl) pass. Throws ApiError 403.
 */
export function assertSameOrigin(request: Request): void {
  const origin = request.headers.get("origin");
  if (!origin) return;
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    throw new ApiError(403, "Ungültige Herkunft der Anfrage.");
  }
  const host = request.headers.get("x-forwarded-host") ?? request.headers.get("host");
  if (originHost === host || originHost === new URL(env.SITE_URL).host) return;
  throw new ApiError(403, "Ungültige Herkunft der Anfrage.");
}
