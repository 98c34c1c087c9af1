/**
 * Shows an API error in a react-hook-form form: the server's field errors at their fields and one
 * toast with the server's German message (docs/architecture.md "Flow of a request"; the toast is
 * shown once sonner has loaded, lib/lazy-toast.ts). The one copy of the
 * loop every form with a server round trip needs.
 */
import type { FieldPath, FieldValues, UseFormSetError } from "react-hook-form";
import { showToast } from "@/lib/lazy-toast";
import { errorMessageFromApi, fieldErrorsFromApi } from "./api-client";

/** Options of `applyServerErrors`. Texts are German (shown to the user). */
export interface ApplyServerErrorsOptions<T extends FieldValues> {
  /** Title of the error toast. */
  title: string;
  /** Toast description when the server sent no message (network failure, a proxy's HTML page, 5xx without body). */
  fallback: string;
  /** A fixed toast description that replaces the server's message (the field errors still apply). */
  description?: string;
  /**
   * Which server field keys go to which form field.
   * - a list of top-level form fields: a server key `a` or `a.b.c` lands on `a` when `a` is listed, else it is skipped;
   * - a function: returns the form path for a server key, or `undefined` to skip it;
   * - omitted: every server key is used as the form path as it is.
   */
  fields?: readonly FieldPath<T>[] | ((serverKey: string) => FieldPath<T> | undefined);
  /** Moves focus to the first field that got an error. */
  focus?: boolean;
}

/** What `applyServerErrors` showed. */
export interface AppliedServerErrors<T extends FieldValues> {
  /** The toast description (server message, fixed description or fallback). */
  message: string;
  /** Form fields that received an error, in the server's order. */
  fields: FieldPath<T>[];
}

/**
 * Puts the field errors of an `ApiClientError` (lib/http/api-client.ts) into a form with
 * `setError(field, { message })` and shows `toast.error(title, { description })`.
 * Any other error (e.g. fetch's TypeError when offline) only shows the toast with `fallback`.
 *
 * @param form    Anything with react-hook-form's `setError` (the `useForm` result).
 * @param error   What the mutation rejected with.
 * @param options Toast texts and the field mapping.
 * @returns The description shown and the fields that received an error.
 *
 * @example
 *   onError: (error) => applyServerErrors(form, error, {
 *     title: "Fehler beim Senden", fallback: "Bitte versuchen Sie es später erneut.", fields: ["name", "email"],
 *   })
 */
export function applyServerErrors<T extends FieldValues>(
  form: { setError: UseFormSetError<T> },
  error: unknown,
  options: ApplyServerErrorsOptions<T>,
): AppliedServerErrors<T> {
  const { fields } = options;
  const target = (key: string): FieldPath<T> | undefined => {
    if (fields === undefined) return key as FieldPath<T>;
    if (typeof fields === "function") return fields(key);
    const top = key.split(".")[0];
    return (fields as readonly string[]).includes(top) ? (top as FieldPath<T>) : undefined;
  };

  const applied: FieldPath<T>[] = [];
  for (const [key, message] of Object.entries(fieldErrorsFromApi(error))) {
    const field = target(key);
    if (field === undefined || applied.includes(field)) continue;
    form.setError(field, { message }, { shouldFocus: options.focus === true && applied.length === 0 });
    applied.push(field);
  }

  const message = options.description ?? errorMessageFromApi(error, options.fallback);
  showToast("error", options.title, message);
  return { message, fields: applied };
}
