/**
 * The one error path of the route handlers (docs/architecture.md, "Flow of a request"): handlers throw
 * `ApiError(status, message)`; `handleApiError` maps any thrown value to a JSON answer
 * `{ message, errors? }` with German text and never leaks a stack trace or SQL.
 */
import { NextResponse } from "next/server";
import { ZodError } from "zod";
import { logger } from "@/lib/log";

/** Field name → German message. */
export type FieldErrors = Record<string, string>;

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: FieldErrors,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

/** Zod issues → one German message per field (first issue wins; nested paths joined with "."). */
export function fieldErrorsFromZod(error: ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".") || "_";
    errors[key] ??= issue.message;
  }
  return errors;
}

/** The Prisma error code of a thrown value ("P2002" unique violation, "P2025" missing row), else undefined. */
export function prismaErrorCode(error: unknown): string | undefined {
  if (typeof error === "object" && error !== null && "code" in error && typeof error.code === "string") {
    return error.code.startsWith("P") ? error.code : undefined;
  }
  return undefined;
}

/** Seconds a client should wait before retrying while the database is unreachable. */
export const DATABASE_RETRY_AFTER_SECONDS = 10;

/**
 * SQLSTATE and Node error codes that mean "the database cannot be reached right now": connection
 * refused/reset/timed out, class 08 (connection exception), 57P01–57P03 (shutdown, cannot connect
 * now), 53300 (too many connections), 55000 with "not currently accepting connections", 3D000
 * (database does not exist), and Prisma's P1001/P1002/P1017.
 */
const UNAVAILABLE_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "ENOTFOUND",
  "EHOSTUNREACH",
  "EPIPE",
  "57P01",
  "57P02",
  "57P03",
  "53300",
  "3D000",
  "P1001",
  "P1002",
  "P1017",
]);
const UNAVAILABLE_MESSAGES =
  /not currently accepting connections|Connection terminated|connection timeout|timeout exceeded when trying to connect|Can't reach database server|terminating connection|Client has encountered a connection error/i;

/** True when `error` (or any error in its `cause` chain) says the database is unreachable. */
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current && typeof current === "object" && !seen.has(current)) {
    seen.add(current);
    const record = current as {
      code?: unknown;
      originalCode?: unknown;
      message?: unknown;
      cause?: unknown;
      meta?: { driverAdapterError?: unknown };
    };
    for (const code of [record.code, record.originalCode]) {
      if (typeof code === "string" && (UNAVAILABLE_CODES.has(code) || code.startsWith("08"))) return true;
    }
    if (typeof record.message === "string" && UNAVAILABLE_MESSAGES.test(record.message)) return true;
    current = record.cause ?? record.meta?.driverAdapterError;
  }
  return false;
}

/** The minimal logger interface the error mapping writes to. */
interface ErrorLog {
  error: (object: object, message: string) => void;
  warn: (object: object, message: string) => void;
}

/**
 * Maps a thrown value to a response: ApiError → its status, ZodError → 400, Prisma P2002 → 409,
 * P2025 → 404, database unreachable → 503 with Retry-After, else 500 (logged to `log`).
 */
export function handleApiError(error: unknown, log: ErrorLog = logger): NextResponse {
  if (error instanceof ApiError) {
    return NextResponse.json(
      { message: error.message, ...(error.errors ? { errors: error.errors } : {}) },
      { status: error.status, headers: error.headers },
    );
  }
  if (error instanceof ZodError) {
    return NextResponse.json(
      { message: "Bitte überprüfen Sie Ihre Eingaben.", errors: fieldErrorsFromZod(error) },
      { status: 400 },
    );
  }
  const code = prismaErrorCode(error);
  if (code === "P2002") {
    return NextResponse.json({ message: "Dieser Eintrag existiert bereits." }, { status: 409 });
  }
  if (code === "P2025") {
    return NextResponse.json({ message: "Nicht gefunden." }, { status: 404 });
  }
  if (isDatabaseUnavailable(error)) {
    log.warn({ err: error }, "Datenbank nicht erreichbar");
    return NextResponse.json(
      { message: "Der Dienst ist vorübergehend nicht erreichbar. Bitte versuchen Sie es in einigen Sekunden erneut." },
      { status: 503, headers: { "Retry-After": String(DATABASE_RETRY_AFTER_SECONDS), "Cache-Control": "no-store" } },
    );
  }
  log.error({ err: error }, "Unerwarteter Fehler");
  return NextResponse.json(
    { message: "Ein interner Fehler ist aufgetreten. Bitte versuchen Sie es später erneut." },
    { status: 500 },
  );
}
