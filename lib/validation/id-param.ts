/** Ids in route URLs for route handlers: a non-numeric or unknown id is a 404. */
import { parseId } from "@/lib/domain/ids";
import { NotFoundError } from "@/lib/errors";

/** The numeric id of a URL segment. @throws NotFoundError with `notFoundMessage` for anything else */
export function idFromParam(raw: string, notFoundMessage: string): number {
  const id = parseId(raw);
  if (id === null) throw new NotFoundError(notFoundMessage);
  return id;
}
