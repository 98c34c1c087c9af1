/**
 * `handleApiError` maps any thrown value to German JSON, never a stack or SQL: domain errors (lib/errors.ts) by
 * meaning, `ApiError` (HTTP-only refusals of lib/http such as 413 and 429) by its status.
 */
import { NextResponse } from "next/server";
import { ZodError } from "zod";
import {
  ConflictError,
  DomainError,
  ForbiddenError,
  NotFoundError,
  UnauthorizedError,
  UnsupportedFileTypeError,
  ValidationError,
  type FieldErrors,
} from "@/lib/errors";
import { logger } from "@/lib/log";

export type { FieldErrors };

/** An HTTP refusal raised by the request layer itself (lib/http); other code throws domain errors. */
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

/** One message per field (first issue wins; paths joined with "."). */
export function fieldErrorsFromZod(error: ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".") || "_";
    errors[key] ??= issue.message;
  }
  return errors;
}

/** The Prisma error code ("P…") of a thrown value, else undefined. */
export function prismaErrorCode(error: unknown): string | undefined {
  if (typeof error === "object" && error !== null && "code" in error && typeof error.code === "string") {
    return error.code.startsWith("P") ? error.code : undefined;
  }
  return undefined;
}

export const DATABASE_RETRY_AFTER_SECONDS = 10;

/** Codes meaning the database is unreachable right now (SQLSTATE class 08 too). */
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

/** True when `error` or its `cause` chain says the database is unreachable. */
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

interface ErrorLog {
  error: (object: object, message: string) => void;
  warn: (object: object, message: string) => void;
}

/** The HTTP status of each domain error class. */
const DOMAIN_STATUSES: ReadonlyArray<readonly [new (...args: never[]) => DomainError, number]> = [
  [ValidationError, 400],
  [UnauthorizedError, 401],
  [ForbiddenError, 403],
  [NotFoundError, 404],
  [ConflictError, 409],
  [UnsupportedFileTypeError, 415],
];

/** The status of a domain error; undefined for a subclass nobody mapped (it then answers 500 like a bug). */
export function statusOfDomainError(error: DomainError): number | undefined {
  return DOMAIN_STATUSES.find(([errorClass]) => error instanceof errorClass)?.[1];
}

/**
 * Maps a thrown value to German JSON: domain errors by meaning (400/401/403/404/409), ApiError by status,
 * zod 400, P2002 409, P2025 404, no database 503, else 500.
 */
export function handleApiError(error: unknown, log: ErrorLog = logger): NextResponse {
  const status = error instanceof DomainError ? statusOfDomainError(error) : undefined;
  if (error instanceof DomainError && status !== undefined) {
    return NextResponse.json({ message: error.message, ...(error.errors ? { errors: error.errors } : {}) }, { status });
  }
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
