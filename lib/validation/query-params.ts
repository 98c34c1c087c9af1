/**
 * Query-string pieces shared by the list routes' zod schemas: URL values arrive as strings.
 */
import * as z from "./zod";

/**
 * A positive integer query value (a string in the URL, at most 6 digits) in [1, max], `fallback`
 * when missing or empty; otherwise the German `message` as the field error.
 */
export const intParam = (fallback: number, max: number, message: string) =>
  z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === "") return fallback;
      if (!/^\d{1,6}$/.test(value) || Number(value) < 1 || Number(value) > max) {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      return Number(value);
    });

/** A list's page size in [1, max], `fallback` when missing, with the one German message of every list. */
export const pageSizeParam = (fallback: number, max: number) =>
  intParam(fallback, max, `Die Seitengröße muss zwischen 1 und ${max} liegen`);

/** A list's search text: up to 200 characters, trimmed; empty means no search (undefined). */
export const searchParam = () =>
  z
    .string()
    .max(200, "Der Suchbegriff darf höchstens 200 Zeichen haben")
    .optional()
    .transform((value) => value?.trim() || undefined);

/** A list's status filter: one of `statuses`; empty or "all" means every item (undefined). */
export const statusFilterParam = <S extends readonly [string, ...string[]]>(statuses: S) =>
  z
    .union([z.literal(""), z.literal("all"), z.enum(statuses)], {
      error: `Ungültiger Status (erlaubt: ${statuses.join(", ")})`,
    })
    .optional()
    .transform((value) => (value === "" || value === "all" ? undefined : (value as S[number] | undefined)));
