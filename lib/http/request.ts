/** Request helpers of the route wrapper: bounded JSON body parsing, client address, same-origin check. */
import { ApiError } from "./api-error";
import { env } from "@/lib/env";
import {
  CLIENT_ADDRESS_HEADER,
  CLIENT_ADDRESS_MARKER,
  forwardedEntries,
  pickClientAddress,
  UNKNOWN_CLIENT,
} from "./client-address";

export const MAX_BODY_BYTES = 64 * 1024;

/** The body's bytes. @throws ApiError 413 above `maxBytes` (declared or read). */
async function readBodyBytes(request: Request, maxBytes: number): Promise<Buffer> {
  const tooLarge = () => new ApiError(413, `Die Anfrage ist zu groß (höchstens ${formatLimit(maxBytes)}).`);
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > maxBytes) throw tooLarge();
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
        throw tooLarge();
      }
      chunks.push(value);
    }
  }
  return Buffer.concat(chunks);
}

function formatLimit(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${Math.floor(bytes / (1024 * 1024))} MB` : `${Math.floor(bytes / 1024)} KB`;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError(400, "Ungültiges JSON im Anfragetext.");
  }
}

/**
 * The JSON body of a non-GET request, `undefined` for an empty one unless `required`.
 * @throws ApiError 415 (not JSON), 413 (over `maxBytes`), 400 (unparseable).
 */
export async function readRequestBody(
  request: Request,
  maxBytes = MAX_BODY_BYTES,
  { required = false } = {},
): Promise<unknown> {
  const contentType = request.headers.get("content-type");
  const isJson = contentType !== null && /^application\/json\s*(;|$)/i.test(contentType.trim());
  if (contentType !== null && !isJson) throw UNSUPPORTED_MEDIA_TYPE;
  const text = (await readBodyBytes(request, maxBytes)).toString("utf8").trim();
  if (!text && !required) return undefined;
  if (!isJson) throw UNSUPPORTED_MEDIA_TYPE;
  return parseJson(text);
}

type FormValue = string | File;

/**
 * The fields of a multipart/form-data body: text fields as strings, files as `File`; a repeated name gives an
 * array of its values in order. The whole body is bounded by `maxBytes` before it is parsed.
 * @throws ApiError 415 (not multipart), 413 (over `maxBytes`), 400 (unparseable).
 */
export async function readMultipartBody(
  request: Request,
  maxBytes: number,
): Promise<Record<string, FormValue | FormValue[]>> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data\s*;/i.test(contentType.trim())) {
    throw new ApiError(415, "Bitte senden Sie die Daten als Formular mit Datei (multipart/form-data).");
  }
  const bytes = await readBodyBytes(request, maxBytes);
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(bytes), { headers: { "content-type": contentType } }).formData();
  } catch {
    throw new ApiError(400, "Das Formular konnte nicht gelesen werden.");
  }
  const fields: Record<string, FormValue | FormValue[]> = {};
  for (const [name, value] of form.entries()) {
    const previous = fields[name];
    // A repeated name (several `file` fields) becomes an array in the order sent.
    if (previous === undefined) fields[name] = value;
    else fields[name] = Array.isArray(previous) ? [...previous, value] : [previous, value];
  }
  return fields;
}

const UNSUPPORTED_MEDIA_TYPE = new ApiError(
  415,
  "Bitte senden Sie die Daten als JSON (Content-Type: application/json).",
);

/** Client address for per-IP limits (see client-address.ts); "unknown" when none can be trusted. */
export function clientAddress(request: Request): string {
  if ((globalThis as Record<symbol, unknown>)[CLIENT_ADDRESS_MARKER]) {
    return request.headers.get(CLIENT_ADDRESS_HEADER) || UNKNOWN_CLIENT;
  }
  const entries = forwardedEntries(request.headers.get("x-forwarded-for"));
  return pickClientAddress([...entries, UNKNOWN_CLIENT], env.TRUSTED_PROXY_HOPS ?? 0);
}

const SAME_ORIGIN_MESSAGE = "Ungültige Herkunft der Anfrage.";

/**
 * Refuses cross-site requests (CSRF) with ApiError 403: a foreign Origin or cross-site Sec-Fetch-Site.
 * With `requireSignal` a matching Origin or `Sec-Fetch-Site: same-origin` is required.
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
