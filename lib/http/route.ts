/**
 * `defineRoute` builds every app/api handler: same-origin check (403), JSON or, with `form`, multipart type (415),
 * size cap (64 KB or the form's, 413), parse (400), session and role (401/403), rate limit (429), zod (params 404,
 * query and body 400), handler, `handleApiError`; logs one line per request and renews an admin's idle window.
 */
import "server-only";
import { randomUUID } from "node:crypto";
import type { NextResponse } from "next/server";
import type * as z from "zod";
import {
  applyCookies,
  assertAdmin,
  assertCompany,
  renewedAdminSession,
  requireCheckedSession,
  type CheckedSession,
} from "@/lib/auth/session";
import type { SessionUser } from "@/lib/auth/types";
import { NotFoundError } from "@/lib/errors";
import { childLogger } from "@/lib/log";
import { handleApiError } from "./api-error";
import { enforceRateLimit } from "./rate-limit";
import { assertSameOrigin, clientAddress, MAX_BODY_BYTES, readMultipartBody, readRequestBody } from "./request";

/** Who may call a route (company: a verified company's user). */
export type Audience = "public" | "session" | "company" | "admin";

export type CallerOf<A extends Audience> = A extends "public"
  ? null
  : A extends "company"
    ? SessionUser & { companyId: number }
    : SessionUser;

export interface RateLimitSpec {
  name: string;
  points: number;
  durationSeconds: number;
}

export interface RouteContext<A extends Audience, P, Q, B> {
  request: Request;
  params: P;
  query: Q;
  body: B;
  user: CallerOf<A>;
  clientAddress: string;
}

export interface RouteDefinition<A extends Audience, P, Q, B> {
  audience: A;
  /** Route params schema; a value it refuses answers 404 with the first issue's message. */
  params?: z.ZodType<P>;
  query?: z.ZodType<Q>;
  /** JSON body schema (or, with `form`, the form fields' schema); without it a non-GET ignores bounded JSON. */
  body?: z.ZodType<B>;
  /**
   * The body is multipart/form-data up to `maxBytes` in all; `body` then parses its fields (files as `File`, a
   * repeated name as an array). With `json` a JSON body (64 KB) is accepted too, parsed by the same `body` schema.
   */
  form?: { maxBytes: number; json?: boolean };
  rateLimit?: RateLimitSpec | (() => RateLimitSpec);
  /** false for polling endpoints: they do not renew an admin's idle window. */
  keepsSessionAlive?: boolean;
  handler: (context: RouteContext<A, P, Q, B>) => Promise<Response> | Response;
}

export interface RouteMeta {
  audience: Audience;
}

export type BuiltRoute = ((
  request: Request,
  context?: { params?: Promise<Record<string, string>> },
) => Promise<Response>) & {
  routeMeta: RouteMeta;
};

const WITHOUT_BODY = new Set(["GET", "HEAD"]);

/** Builds a route handler from `definition`. */
export function defineRoute<A extends Audience, P = undefined, Q = undefined, B = undefined>(
  definition: RouteDefinition<A, P, Q, B>,
): BuiltRoute {
  const route = async (request: Request, context?: { params?: Promise<Record<string, string>> }): Promise<Response> => {
    const started = performance.now();
    const rawParams = await context?.params?.catch(() => undefined);
    const log = childLogger({
      requestId: requestIdOf(request),
      method: request.method,
      route: routePattern(new URL(request.url).pathname, rawParams ?? {}),
    });
    let response: Response;
    try {
      response = await run(definition, request, context);
    } catch (error) {
      response = handleApiError(error, log);
    }
    const status = response.status;
    const durationMs = Math.round((performance.now() - started) * 10) / 10;
    if (status >= 500) log.error({ status, durationMs }, "Anfrage fehlgeschlagen");
    else log.info({ status, durationMs }, "Anfrage");
    return response;
  };
  return Object.assign(route, { routeMeta: { audience: definition.audience } });
}

const REQUEST_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/** Request id for the log: a well-formed client `x-request-id`, else a new UUID. */
export function requestIdOf(request: Request): string {
  const sent = request.headers.get("x-request-id");
  return sent && REQUEST_ID_PATTERN.test(sent) ? sent : randomUUID();
}

/** The path with param values replaced by `[name]` (catch-alls `[...name]`), so tokens never reach the log. */
export function routePattern(pathname: string, params: Record<string, string | string[] | undefined>): string {
  const segments = pathname.split("/");
  const decode = (segment: string) => {
    try {
      return decodeURIComponent(segment);
    } catch {
      return segment;
    }
  };
  const decoded = segments.map(decode);
  for (const [name, value] of Object.entries(params)) {
    if (typeof value === "string") {
      const index = decoded.lastIndexOf(value);
      if (index > 0) segments[index] = decoded[index] = `[${name}]`;
    } else if (Array.isArray(value) && value.length > 0) {
      const start = decoded.findIndex((_, i) => value.every((part, j) => decoded[i + j] === part));
      if (start > 0) {
        segments.splice(start, value.length, `[...${name}]`);
        decoded.splice(start, value.length, `[...${name}]`);
      }
    }
  }
  return segments.join("/");
}

function isJsonRequest(request: Request): boolean {
  return /^application\/json\s*(;|$)/i.test((request.headers.get("content-type") ?? "").trim());
}

/** The typed route params. @throws NotFoundError with the first issue's German message when `schema` refuses */
function parseParams<P>(schema: z.ZodType<P>, raw: Record<string, string> | undefined): P {
  const result = schema.safeParse(raw ?? {});
  if (!result.success) throw new NotFoundError(result.error.issues[0]?.message ?? "Nicht gefunden.");
  return result.data;
}

async function run<A extends Audience, P, Q, B>(
  definition: RouteDefinition<A, P, Q, B>,
  request: Request,
  context?: { params?: Promise<Record<string, string>> },
): Promise<Response> {
  const hasBodyMethod = !WITHOUT_BODY.has(request.method);
  if (hasBodyMethod) assertSameOrigin(request, { requireSignal: definition.audience !== "public" });

  let rawBody: unknown;
  if (hasBodyMethod && !definition.form)
    rawBody = await readRequestBody(request, MAX_BODY_BYTES, { required: definition.body !== undefined });

  let session: CheckedSession | null = null;
  let user: SessionUser | null = null;
  if (definition.audience !== "public") {
    session = await requireCheckedSession(request);
    if (definition.audience === "admin") user = assertAdmin(session);
    else if (definition.audience === "company") user = assertCompany(session);
    else user = session.user;
  }

  const address = clientAddress(request);
  if (definition.rateLimit) {
    const limit = typeof definition.rateLimit === "function" ? definition.rateLimit() : definition.rateLimit;
    await enforceRateLimit(limit.name, address, limit.points, limit.durationSeconds);
  }

  // A file upload is read only once the caller passed the session and rate-limit checks.
  if (hasBodyMethod && definition.form) {
    rawBody =
      definition.form.json && isJsonRequest(request)
        ? await readRequestBody(request, MAX_BODY_BYTES, { required: definition.body !== undefined })
        : await readMultipartBody(request, definition.form.maxBytes);
  }

  const params = definition.params ? parseParams(definition.params, await context?.params) : undefined;
  const query = definition.query?.parse(Object.fromEntries(new URL(request.url).searchParams));
  const body = definition.body?.parse(rawBody);

  const response = await definition.handler(
    // TypeScript cannot tie a type parameter to its schema's presence (P, Q, B default to undefined) nor CallerOf<A>
    // to the audience checks above; this is the one place that asserts both.
    { request, params, query, body, user, clientAddress: address } as RouteContext<A, P, Q, B>,
  );

  if (session && definition.keepsSessionAlive !== false && response.ok && !response.headers.has("set-cookie")) {
    const renewed = await renewedAdminSession(session);
    if (renewed && "cookies" in response) applyCookies(response as NextResponse, renewed);
  }
  return response;
}
