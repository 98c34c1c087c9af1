/**
 * Ids in route URLs (admin brief: "Ids from the URL: non-numeric or unknown → 404 with a German
 * message"). For route handlers (throws ApiError).
 */
import { ApiError } from "@/lib/http/api-error";
import { MAX_DB_ID } from "./admin-projects";

/**
 * The numeric id of a URL segment ("42" → 42). Anything else (letters, 0, too large) is an entry
 * that does not exist: throws ApiError 404 with `notFoundMessage`.
 */
export function idFromParam(raw: string, notFoundMessage: string): number {
  const value = /^\d{1,10}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isInteger(value) || value < 1 || value > MAX_DB_ID) throw new ApiError(404, notFoundMessage);
  return value;
}
