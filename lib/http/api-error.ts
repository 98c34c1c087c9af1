/**
 * The one error path of the route handlers (ARCHITECTURE.md, "Flow of a request"): handlers throw
 * `ApiError(status, message)`; `handleApiError` maps any thrown value to a JSON answer
 * `{ message, errors? }` with German text and never leaks a stack trace or SQL.
 */
import { NextResponse } from "next/server";
import { ZodError } from "zod";

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

/** Maps a thrown value to a response: ApiError → its status, ZodError → 400, Prisma P2002 → 409, P2025 → 404, else 500. */
export function handleApiError(error: unknown): NextResponse {
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
  console.error(error);
  return NextResponse.json(
    { message: "Ein interner Fehler ist aufgetreten. Bitte versuchen Sie es später erneut." },
    { status: 500 },
  );
}
