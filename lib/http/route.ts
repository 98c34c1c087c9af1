/**
 * The one request wrapper that builds every route handler in app/api (issue 12 §1; docs/architecture.md
 * "Flow of a request"). A handler declares who may call it and what it accepts:
 *
 * ```ts
 * // POST /api/admin/assign-lead – …
 * export const POST = defineRoute({
 *   audience: "admin",
 *   body: assignLeadSchema,
 *   handler: async ({ body }) => NextResponse.json(await assignLead(body.projectId, body.companyId), { status: 201 }),
 * });
 * ```
 *
 * and the wrapper does, in this order:
 * 1. same-origin check for every method but GET/HEAD (403; `assertSameOrigin`),
 * 2. `Content-Type: application/json` when a body is sent or declared (415),
 * 3. the 64 KB cap (413) and the JSON parse (400),
 * 4. session and role for non-public audiences (401/403; company users of unverified companies 403),
 * 5. the rate limit per client address (429 with Retry-After),
 * 6. zod parsing of params, query and body (400 with German field errors; params may answer 404),
 * 7. the handler, and
 * 8. the one error mapping (`handleApiError`: ApiError, zod, Prisma, database unreachable → 503),
 * plus one log line per request (request id, route pattern such as `/api/mein-projekt/[token]`, never
 * the path itself, method, status, duration in ms) and, for admins, the renewal of the 2-hour idle window.
 *
 * The returned function carries `routeMeta` (audience), which the guard test reads.
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
import { childLogger } from "@/lib/log";
import { ApiError, handleApiError } from "./api-error";
import { enforceRateLimit } from "./rate-limit";
import { assertSameOrigin, clientAddress, MAX_BODY_BYTES, readRequestBody } from "./request";

/** Who may call a route: anyone, any logged-in user, a verified company's user, or an admin. */
export type Audience = "public" | "session" | "company" | "admin";

/** The caller per audience: null for public routes. */
export type CallerOf<A extends Audience> = A extends "public"
  ? null
  : A extends "company"
    ? SessionUser & { companyId: number }
    : SessionUser;

/** A per-client-address limit: `points` requests per `durationSeconds` in the bucket `name`. */
export interface RateLimitSpec {
  name: string;
  points: number;
  durationSeconds: number;
}

/** What a handler receives: the parsed inputs, the caller and the client address. */
export interface RouteContext<A extends Audience, P, Q, B> {
  request: Request;
  params: P;
  query: Q;
  body: B;
  user: CallerOf<A>;
  clientAddress: string;
}

/** A route's declaration; see the module comment. */
export interface RouteDefinition<A extends Audience, P, Q, B> {
  audience: A;
  /** Route params (awaited from Next's context) → typed params; may throw ApiError 404 for unknown ids. */
  params?: (raw: Record<string, string>) => P;
  /** Query string schema (values are strings; repeated keys give the last value). */
  query?: z.ZodType<Q>;
  /** JSON body schema. Without it a non-GET accepts an empty body or any bounded JSON, which it ignores. */
  body?: z.ZodType<B>;
  /** Rate limit per client address, counted after the session check and before validation. */
  rateLimit?: RateLimitSpec | (() => RateLimitSpec);
  /** Polling endpoints set false: their calls do not renew an admin's idle window. */
  keepsSessionAlive?: boolean;
  handler: (context: RouteContext<A, P, Q, B>) => Promise<Response> | Response;
}

/** The metadata a built handler carries. */
export interface RouteMeta {
  audience: Audience;
}

/** A route handler as Next calls it. */
export type BuiltRoute = ((
  request: Request,
  context?: { params?: Promise<Record<string, string>> },
) => Promise<Response>) & {
  routeMeta: RouteMeta;
};

const WITHOUT_BODY = new Set(["GET", "HEAD"]);

/** Builds a route handler from `definition` (see the module comment for the order of checks). */
export function defineRoute<A extends Audience, P = Record<string, string>, Q = undefined, B = undefined>(
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

/** A client-sent `x-request-id` is kept only in this form (a UUID fits); anything else gets a new UUID. */
const REQUEST_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/** The request's id for the log: the client's `x-request-id` when it matches REQUEST_ID_PATTERN, else a new UUID. */
export function requestIdOf(request: Request): string {
  const sent = request.headers.get("x-request-id");
  return sent && REQUEST_ID_PATTERN.test(sent) ? sent : randomUUID();
}

/**
 * The route's pattern for the log: every path segment that is a route param's value becomes
 * `[name]` (a catch-all's segments one `[...name]`), so tokens in paths never reach a log line.
 *
 * @example routePattern("/api/mein-projekt/abc/offers", { token: "abc" }) === "/api/mein-projekt/[token]/offers"
 */
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

async function run<A extends Audience, P, Q, B>(
  definition: RouteDefinition<A, P, Q, B>,
  request: Request,
  context?: { params?: Promise<Record<string, string>> },
): Promise<Response> {
  const hasBodyMethod = !WITHOUT_BODY.has(request.method);
  if (hasBodyMethod) assertSameOrigin(request, { requireSignal: definition.audience !== "public" });

  let rawBody: unknown;
  if (hasBodyMethod)
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

  const rawParams = (await context?.params) ?? {};
  const params = (definition.params ? definition.params(rawParams) : rawParams) as P;
  const query = (
    definition.query ? definition.query.parse(Object.fromEntries(new URL(request.url).searchParams)) : undefined
  ) as Q;
  const body = (definition.body ? definition.body.parse(rawBody) : undefined) as B;

  const response = await definition.handler({
    request,
    params,
    query,
    body,
    user: user as CallerOf<A>,
    clientAddress: address,
  });

  if (session && definition.keepsSessionAlive !== false && response.ok && !response.headers.has("set-cookie")) {
    const renewed = await renewedAdminSession(session);
    if (renewed && "cookies" in response) applyCookies(response as NextResponse, renewed);
  }
  return response;
}

/** For handlers: a 404 ApiError with `message` (unknown or foreign ids). */
export function notFound(message: string): ApiError {
  return new ApiError(404, message);
}
