/** Shows an API error in a react-hook-form form: field errors at their fields, plus a toast. */
import type { FieldPath, FieldValues, UseFormSetError } from "react-hook-form";
import { showToast } from "@/lib/lazy-toast";
import { errorMessageFromApi, fieldErrorsFromApi } from "./api-client";

export interface ApplyServerErrorsOptions<T extends FieldValues> {
  title: string;
  /** Toast description when the server sent no message. */
  fallback: string;
  description?: string;
  /** Server key -> form field: listed top-level fields (`a.b` lands on `a`), a mapper, or keys as they are. */
  fields?: readonly FieldPath<T>[] | ((serverKey: string) => FieldPath<T> | undefined);
  focus?: boolean;
}

export interface AppliedServerErrors<T extends FieldValues> {
  message: string;
  fields: FieldPath<T>[];
}

/** Sets an `ApiClientError`'s field errors on `form` and shows an error toast; returns what was shown. */
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
