/**
 * Browser-side fetch helpers for the app's own `/api/*` routes (public-side.md §7).
 *
 * - Every call sends credentials (cookies).
 * - A JSON body and the `Content-Type: application/json` header are sent only when a body is given.
 * - A non-OK answer throws `new Error("<status>: <body text>")`, or `"<status>: <status text>"`
 *   when the body is empty. Route handlers answer errors as JSON `{ message, errors? }`, so the
 *   message usually reads `400: {"message":"...","errors":{...}}`; use `errorMessageFromApi` to
 *   show the server's German message in a toast.
 * - No retries here; React Query's defaults (`lib/query-client.ts`) do not retry either.
 *
 * Works in client components, route tests and server code alike (no `server-only`, no
 * `"use client"`); relative URLs need a browser (or an absolute URL on the server).
 */

/** HTTP methods the app uses. */
export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** Shape of the JSON error body every route handler answers with (see lib/http). */
export interface ApiErrorBody {
  message: string;
  errors?: Record<string, string>;
}

const STATUS_PREFIX = /^(\d{3}): ([\s\S]*)$/;

/** Throws `Error("<status>: <text or statusText>")` for a non-OK response. */
async function throwIfNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  let text = "";
  try {
    text = await res.text();
  } catch {
    // Body unreadable (aborted, already consumed): fall back to the status text.
  }
  throw new Error(`${res.status}: ${text || res.statusText}`);
}

/** Parses a successful response: JSON when there is a body, `undefined` for an empty one. */
async function parseBody<T>(res: Response): Promise<T> {
  const text = await res.text();
  if (!text) return undefined as T;
  try {
    return JSON.parse(text) as T;
  } catch {
    // Not JSON (e.g. a plain-text answer): hand the text back as is.
    return text as T;
  }
}

/**
 * Sends a request to the app's API and returns the parsed JSON answer (`undefined` for an empty
 * body, e.g. 204).
 *
 * @param method HTTP method.
 * @param url    Path such as `/api/projects` (relative to the current origin in the browser).
 * @param body   Optional payload, sent as JSON. `undefined` sends no body and no content type.
 * @throws Error `"<status>: <body text or status text>"` for a non-OK answer; network failures
 *         reject with fetch's own TypeError.
 *
 * @example
 *   const { projectId } = await apiRequest<{ projectId: number }>("POST", "/api/projects", data);
 */
export async function apiRequest<T = unknown>(
  method: HttpMethod | (string & {}),
  url: string,
  body?: unknown,
): Promise<T> {
  const hasBody = body !== undefined;
  const res = await fetch(url, {
    method,
    credentials: "include",
    headers: hasBody ? { "Content-Type": "application/json" } : undefined,
    body: hasBody ? JSON.stringify(body) : undefined,
  });
  await throwIfNotOk(res);
  return parseBody<T>(res);
}

/**
 * GETs a URL and returns its JSON. Suits React Query's `queryFn`:
 * `useQuery({ queryKey: ["/api/quizzes"], queryFn: () => getJson<Quiz[]>("/api/quizzes") })`.
 *
 * @throws Error `"<status>: <body text or status text>"` for a non-OK answer.
 */
export async function getJson<T = unknown>(url: string): Promise<T> {
  return apiRequest<T>("GET", url);
}

/** Splits an error thrown by `apiRequest`/`getJson` into status and body text, else `null`. */
function splitApiError(err: unknown): { status: number; text: string } | null {
  if (!(err instanceof Error)) return null;
  const match = STATUS_PREFIX.exec(err.message);
  if (!match) return null;
  return { status: Number(match[1]), text: match[2] };
}

/** Parses the JSON error body (`{ message, errors? }` plus any extra fields) of an API error, else `null`. */
export function errorBodyFromApi<T extends object = ApiErrorBody>(err: unknown): Partial<T> | null {
  const parts = splitApiError(err);
  if (!parts) return null;
  try {
    const parsed: unknown = JSON.parse(parts.text);
    return parsed !== null && typeof parsed === "object" ? (parsed as Partial<T>) : null;
  } catch {
    return null;
  }
}

/**
 * The HTTP status of an error thrown by `apiRequest`/`getJson` (e.g. 404), or `undefined` for
 * anything else (network failure, programming error).
 */
export function statusFromApiError(err: unknown): number | undefined {
  return splitApiError(err)?.status;
}

/**
 * The server's German `message` from an error thrown by `apiRequest`/`getJson`
 * (body `{ "message": "...", "errors"?: {...} }`), or `fallback` when there is none: network
 * errors, non-JSON bodies (e.g. a proxy's HTML page or a bare status text), an empty message.
 *
 * @example
 *   toast.error("Fehler beim Senden der Anfrage", {
 *     description: errorMessageFromApi(err, "Bitte versuchen Sie es später erneut."),
 *   });
 */
export function errorMessageFromApi(err: unknown, fallback: string): string {
  const message = errorBodyFromApi(err)?.message;
  return typeof message === "string" && message.trim() !== "" ? message : fallback;
}

/**
 * Field errors (`errors` of the error body, field name -> German message) from an error thrown by
 * `apiRequest`, e.g. for a 400 validation answer; an empty object when there are none. Handy for
 * `form.setError(field, { message })`.
 */
export function fieldErrorsFromApi(err: unknown): Record<string, string> {
  const errors = errorBodyFromApi(err)?.errors;
  if (errors === null || typeof errors !== "object") return {};
  return Object.fromEntries(
    Object.entries(errors).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
  );
}
