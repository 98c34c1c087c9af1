/** Requests for calling route handlers directly in integration tests. */

/** The origin tests address (SITE_URL of the test environment). */
export const BASE = "http://localhost:3000";

export interface RequestOptions {
  /** Cookie header value, e.g. from sessionCookie(). */
  cookie?: string;
  /** An object is sent as JSON; a string is sent as is (malformed JSON, oversize bodies). */
  body?: unknown;
  /** A multipart/form-data body (the Request sets the boundary); instead of `body`. */
  form?: FormData;
  /** Extra headers; they override the defaults (e.g. a foreign Origin). */
  headers?: Record<string, string>;
  /**
   * The Origin header: browsers send it with every fetch that changes data, and cookie-authenticated
   * calls need it (lib/http/request.ts). Default BASE; null sends none.
   */
  origin?: string | null;
}

/**
 * A Request for `method` on `path` (below BASE): Origin, the cookie, and a body with
 * content-type application/json when `options.body` is given (multipart for `options.form`).
 */
export function apiRequest(method: string, path: string, options: RequestOptions = {}): Request {
  const origin = options.origin === undefined ? BASE : options.origin;
  const headers: Record<string, string> = {
    ...(origin === null ? {} : { origin }),
    ...(options.cookie ? { cookie: options.cookie } : {}),
  };
  let body: string | FormData | undefined = options.form;
  if (options.body !== undefined) {
    headers["content-type"] = "application/json";
    body = typeof options.body === "string" ? options.body : JSON.stringify(options.body);
  }
  return new Request(`${BASE}${path}`, { method, headers: { ...headers, ...options.headers }, body });
}

/**
 * A source of distinct client addresses 10.`block`.x.y for X-Forwarded-For, so that per-address
 * rate limits of one test never count another's requests. Each file uses a block of its own.
 */
export function clientAddresses(block: number): () => string {
  let counter = 0;
  return () => {
    counter += 1;
    return `10.${block}.${Math.floor(counter / 250)}.${counter % 250}`;
  };
}
