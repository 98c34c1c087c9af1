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

