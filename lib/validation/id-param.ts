/** Ids in route URLs for route handlers: a non-numeric or unknown id is a 404. */
import { parseId } from "@/lib/domain/ids";
import { ApiError } from "@/lib/http/api-error";

/** The numeric id of a URL segment. @throws ApiError 404 with `notFoundMessage` for anything else */
export function idFromParam(raw: string, notFoundMessage: string): number {
  const id = parseId(raw);
  if (id === null) throw new ApiError(404, notFoundMessage);
  return id;
}
