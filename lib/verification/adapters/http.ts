/** The one fetch helper of the register adapters: time limit, retries with backoff, and no throw for outages. */
import "server-only";

/** Connection settings of one register (see `registerConfig()`). */
export interface RegisterEndpointConfig {
  /** Base URL without trailing slash. */
  baseUrl: string;
  apiKey?: string;
  /** Time limit of one attempt in ms. */
  timeoutMs: number;
  /** Further attempts after the first one (2 = three attempts in all). */
  retries: number;
  /** Pause before the first retry in ms; doubles for each further retry (0 in tests). */
  backoffMs: number;
}

export interface RegisterRequest {
  method: "GET" | "POST";
  url: string;
  headers?: Record<string, string>;
  body?: string;
}

/** A register's HTTP answer (any status below 500), or why none usable came. */
export type RegisterHttpResult =
  | { kind: "answer"; status: number; bodyText: string }
  | {
      kind: "unreachable";
      /** "TIMEOUT", "NETWORK_ERROR" or "HTTP_5xx" (e.g. "HTTP_503"). */
      reason: string;
      /** Status and body of the last attempt when the server answered with 5xx. */
      status: number | null;
      bodyText: string | null;
      message: string;
    };

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Sends `request` up to `1 + retries` times. Network errors, time-outs and 5xx answers are retried after
 * `backoffMs`, `2 × backoffMs`, …; when the last attempt fails too the result is "unreachable".
 * Any answer below 500 (also 4xx) is returned as "answer" at once. Never throws.
 */
export async function registerFetch(
  config: Pick<RegisterEndpointConfig, "timeoutMs" | "retries" | "backoffMs">,
  request: RegisterRequest,
): Promise<RegisterHttpResult> {
  let last: RegisterHttpResult = {
    kind: "unreachable",
    reason: "NETWORK_ERROR",
    status: null,
    bodyText: null,
    message: "no attempt",
  };
  const attempts = 1 + Math.max(0, config.retries);
  for (let attempt = 0; attempt < attempts; attempt++) {
    if (attempt > 0 && config.backoffMs > 0) await sleep(config.backoffMs * 2 ** (attempt - 1));
    try {
      const response = await fetch(request.url, {
        method: request.method,
        headers: request.headers,
        body: request.body,
        signal: AbortSignal.timeout(config.timeoutMs),
        cache: "no-store",
      });
      const bodyText = await response.text();
      if (response.status < 500) return { kind: "answer", status: response.status, bodyText };
      last = {
        kind: "unreachable",
        reason: `HTTP_${response.status}`,
        status: response.status,
        bodyText,
        message: `HTTP ${response.status}`,
      };
    } catch (error) {
      // Duck-typed: the abort reason is a DOMException, which is not always an `Error` of this realm.
      const name = typeof error === "object" && error !== null && "name" in error ? String(error.name) : "";
      const timedOut = name === "TimeoutError" || name === "AbortError";
      last = {
        kind: "unreachable",
        reason: timedOut ? "TIMEOUT" : "NETWORK_ERROR",
        status: null,
        bodyText: null,
        message:
          typeof error === "object" && error !== null && "message" in error ? String(error.message) : String(error),
      };
    }
  }
  return last;
}
