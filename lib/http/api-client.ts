/** Browser fetch helpers for the app's `/api/*` routes: cookies sent, no retries, non-OK throws ApiClientError. */

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** JSON error body of every route handler. */
export interface ApiErrorBody {
  message: string;
  errors?: Record<string, string>;
}

/** A non-OK answer; `message` is `"<status>: <body text or status text>"` (spec: public-side §7). */
export class ApiClientError extends Error {
  override readonly name = "ApiClientError";
  readonly status: number;
  readonly body: Record<string, unknown> | null;
  readonly serverMessage: string | undefined;
  readonly fieldErrors: Record<string, string>;

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

export function isApiClientError(err: unknown): err is ApiClientError {
  return err instanceof ApiClientError;
}

async function throwIfNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  let text = "";
  try {
    text = await res.text();
  } catch {
    // Unreadable body: fall back to the status text.
  }
  throw new ApiClientError(res.status, text, res.statusText);
}

/** JSON, `undefined` for an empty body, the text itself when it is not JSON. */
async function parseBody<T>(res: Response): Promise<T> {
  const text = await res.text();
  if (!text) return undefined as T;
  try {
    return JSON.parse(text) as T;
  } catch {
    return text as T;
  }
}

/** Sends `body` (if given) as JSON; returns the parsed answer. @throws ApiClientError when not OK */
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

/** GETs `url` as JSON. @throws ApiClientError when not OK */
export async function getJson<T = unknown>(url: string): Promise<T> {
  return apiRequest<T>("GET", url);
}

/** The JSON error body of an `ApiClientError`, else `null`. */
export function errorBodyFromApi<T extends object = ApiErrorBody>(err: unknown): Partial<T> | null {
  return isApiClientError(err) ? (err.body as Partial<T> | null) : null;
}

/** The HTTP status of an `ApiClientError`, else `undefined`. */
export function statusFromApiError(err: unknown): number | undefined {
  return isApiClientError(err) ? err.status : undefined;
}

/** The server's German message of an `ApiClientError`, else `fallback`. */
export function errorMessageFromApi(err: unknown, fallback: string): string {
  return (isApiClientError(err) ? err.serverMessage : undefined) ?? fallback;
}

/** Field path -> German message of an `ApiClientError`, else `{}`. */
export function fieldErrorsFromApi(err: unknown): Record<string, string> {
  return isApiClientError(err) ? err.fieldErrors : {};
}
