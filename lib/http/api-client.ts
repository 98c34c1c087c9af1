/**
 * Browser-side fetch helpers for the app's own `/api/*` routes (public-side.md §7).
 *
 * - Every call sends credentials (cookies).
 * - A JSON body and the `Content-Type: application/json` header are sent only when a body is given.
 * - A non-OK answer throws an `ApiClientError`: `status`, the server's German `serverMessage`, its
 *   `fieldErrors` and the parsed `body`. Its `message` keeps the spec's `"<status>: <body text>"` form
 *   (`"<status>: <status text>"` for an empty body), but nothing parses that string back: read the
 *   properties, or use `errorMessageFromApi` / `fieldErrorsFromApi` / `statusFromApiError`, which also
 *   accept anything else (network errors) and fall back. `applyServerErrors` (lib/http/form-errors.ts)
 *   puts the field errors into a react-hook-form form.
 * - Network failures reject with fetch's own TypeError (no status).
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

/**
 * A non-OK answer of the app's API.
 *
 * - `status`: the HTTP status (e.g. 400, 404, 429, 503).
 * - `message`: `"<status>: <body text>"`, or `"<status>: <status text>"` when the body is empty.
 * - `body`: the parsed JSON body when it is an object (`{ message, errors?, ...extra }`), else `null`
 *   (e.g. a proxy's HTML page).
 * - `serverMessage`: the body's non-empty `message` (German, meant for the user), else `undefined`.
 * - `fieldErrors`: the body's `errors` (field path -> German message), string values only; `{}` when none.
 */
export class ApiClientError extends Error {
  override readonly name = "ApiClientError";
  readonly status: number;
  readonly body: Record<string, unknown> | null;
  readonly serverMessage: string | undefined;
  readonly fieldErrors: Record<string, string>;

  /**
   * @param status     HTTP status of the answer.
   * @param text       Body text as received ("" when empty or unreadable).
   * @param statusText The answer's status text, used in `message` when `text` is empty.
   */
  constructor(status: number, text: string, statusText = "") {
    super(`${status}: ${text || statusText}`);
    this.status = status;
    this.body = parseErrorBody(text);
    const message = this.body?.message;
    this.serverMessage = typeof message === "string" && message.trim() !== "" ? message : undefined;
    const errors = this.body?.errors;
    this.fieldErrors =
      errors !== null && typeof errors === "object" && !Array.isArray(errors)
        ? Object.fromEntries(
            Object.entries(errors).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
          )
        : {};
  }
}

/** The JSON object in an error body, else `null` (empty, not JSON, or not an object). */
function parseErrorBody(text: string): Record<string, unknown> | null {
  if (!text) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed !== null && typeof parsed === "object" && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** True for an error thrown by `apiRequest`/`getJson` for a non-OK answer. */
export function isApiClientError(err: unknown): err is ApiClientError {
  return err instanceof ApiClientError;
}

/** Throws an `ApiClientError` for a non-OK response. */
async function throwIfNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  let text = "";
  try {
    text = await res.text();
  } catch {
    // Body unreadable (aborted, already consumed): fall back to the status text.
  }
  throw new ApiClientError(res.status, text, res.statusText);
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
 * @throws ApiClientError for a non-OK answer (`message` `"<status>: <body text or status text>"`);
 *         network failures reject with fetch's own TypeError.
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
 * @throws ApiClientError for a non-OK answer.
 */
export async function getJson<T = unknown>(url: string): Promise<T> {
  return apiRequest<T>("GET", url);
}

/**
 * The JSON error body (`{ message, errors? }` plus any extra fields, e.g. `expired`) of an
 * `ApiClientError`, else `null`.
 */
export function errorBodyFromApi<T extends object = ApiErrorBody>(err: unknown): Partial<T> | null {
  return isApiClientError(err) ? (err.body as Partial<T> | null) : null;
}

/**
 * The HTTP status of an `ApiClientError` (e.g. 404), or `undefined` for anything else (network
 * failure, programming error).
 */
export function statusFromApiError(err: unknown): number | undefined {
  return isApiClientError(err) ? err.status : undefined;
}

/**
 * The server's German `message` from an `ApiClientError`, or `fallback` when there is none:
 * network errors, non-JSON bodies (e.g. a proxy's HTML page or a bare status text), an empty message.
 *
 * @example
 *   toast.error("Fehler beim Senden der Anfrage", {
 *     description: errorMessageFromApi(err, "Bitte versuchen Sie es später erneut."),
 *   });
 */
export function errorMessageFromApi(err: unknown, fallback: string): string {
  return (isApiClientError(err) ? err.serverMessage : undefined) ?? fallback;
}

/**
 * Field errors (field path -> German message) of an `ApiClientError`, e.g. for a 400 validation
 * answer; an empty object for anything else. See `applyServerErrors` in lib/http/form-errors.ts.
 */
export function fieldErrorsFromApi(err: unknown): Record<string, string> {
  return isApiClientError(err) ? err.fieldErrors : {};
}
