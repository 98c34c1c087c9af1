/**
 * Ids in route URLs (admin brief: "Ids from the URL: non-numeric or unknown → 404 with a German
 * message"). For route handlers (throws ApiError).
 */
import { parseId } from "@/lib/domain/ids";
import { ApiError } from "@/lib/http/api-error";

/**
 * The numeric id of a URL segment ("42" → 42). Anything else (letters, 0, too large) is an entry
 * that does not exist: throws ApiError 404 with `notFoundMessage`.
 */
export function idFromParam(raw: string, notFoundMessage: string): number {
  const id = parseId(raw);
  if (id === null) throw new ApiError(404, notFoundMessage);
  return id;
}
