/**
 * Domain errors by meaning, thrown by data and domain code with a German message (and optional field errors).
 * Pure: no I/O, usable from lib/domain. Only the request wrapper (`handleApiError`) maps them to HTTP statuses.
 */

export type FieldErrors = Record<string, string>;

/** Base of all domain errors: a German message for the user and optional per-field messages. */
export abstract class DomainError extends Error {
  constructor(
    message: string,
    readonly errors?: FieldErrors,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** The thing asked for does not exist, or the caller may not know it exists (HTTP 404). */
export class NotFoundError extends DomainError {}

/** The request clashes with the current state, e.g. a duplicate or a finished step (HTTP 409). */
export class ConflictError extends DomainError {}

/** The input is well-formed but not acceptable (HTTP 400). */
export class ValidationError extends DomainError {}

/** The caller is known but may not do this (HTTP 403). */
export class ForbiddenError extends DomainError {}

/** The caller is not (or no longer) authenticated (HTTP 401). */
export class UnauthorizedError extends DomainError {}

/** An uploaded file's content is not one of the accepted types, whatever its name says (HTTP 415). */
export class UnsupportedFileTypeError extends DomainError {}
