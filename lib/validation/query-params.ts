/** Query-string pieces shared by the list routes' zod schemas (URL values arrive as strings). */
import * as z from "./zod";

/** A positive integer in [1, max] (at most 6 digits), `fallback` when missing or empty; else `message`. */
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

export const pageSizeParam = (fallback: number, max: number) =>
  intParam(fallback, max, `Die Seitengröße muss zwischen 1 und ${max} liegen`);

/** Up to 200 characters, trimmed; empty → undefined (no search). */
export const searchParam = () =>
  z
    .string()
    .max(200, "Der Suchbegriff darf höchstens 200 Zeichen haben")
    .optional()
    .transform((value) => value?.trim() || undefined);

/** One of `statuses`; empty or "all" → undefined (every item). */
export const statusFilterParam = <S extends readonly [string, ...string[]]>(statuses: S) =>
  z
    .union([z.literal(""), z.literal("all"), z.enum(statuses)], {
      error: `Ungültiger Status (erlaubt: ${statuses.join(", ")})`,
    })
    .optional()
    .transform((value) => (value === "" || value === "all" ? undefined : (value as S[number] | undefined)));
