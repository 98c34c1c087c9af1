/** Route params as zod schemas for `defineRoute`: a value they refuse answers 404 with their German message. */
import { parseId } from "@/lib/domain/ids";
import { decodeServiceParam } from "@/lib/domain/service-param";
import * as z from "./zod";

/**
 * A numeric id segment ("42" → 42); anything else ("0", "1e3", beyond PostgreSQL integer, missing) is refused
 * with `notFoundMessage`.
 */
export function idParam(notFoundMessage: string) {
  return z.string({ error: notFoundMessage }).transform((raw, context) => {
    const id = parseId(raw);
    if (id !== null) return id;
    context.addIssue({ code: "custom", message: notFoundMessage });
    return z.NEVER;
  });
}

/** A token or slug segment as sent; a missing one is refused with `notFoundMessage`. */
export function tokenParam(notFoundMessage: string) {
  return z.string({ error: notFoundMessage });
}

/** The `[service]` segment, percent-decoded (NFC). */
export function serviceParam(notFoundMessage: string) {
  return z.string({ error: notFoundMessage }).transform(decodeServiceParam);
}
