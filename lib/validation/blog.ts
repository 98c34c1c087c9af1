/**
 * Blog schemas: the public list query (here) and the admin post form and status switch (defined in
 * ./blog-post.ts and re-exported here; that file does not import lib/http, so the admin form can
 * use the schema in the browser and in jsdom tests without pulling in next/server).
 *
 * Query of the public article list GET /api/blog-posts (public-side.md §7):
 * `?published=true&category=&search=&limit=`.
 *
 * - `published`: only "true" (or absent) is accepted. The public API never serves drafts, so
 *   `published=false` (or any other value) answers 400 instead of silently returning published posts.
 * - `category`: exact category id; empty or "all" means no filter.
 * - `search`: free text (trimmed, at most 100 characters); empty means no filter.
 * - `limit`: whole number 1–50; absent means 50.
 */
import { ApiError, fieldErrorsFromZod } from "@/lib/http/api-error";
import * as z from "./zod";

/** Largest (and default) number of posts one list answer holds. */
export const BLOG_LIST_MAX_LIMIT = 50;

const LIMIT_MESSAGE = `limit muss eine ganze Zahl zwischen 1 und ${BLOG_LIST_MAX_LIMIT} sein.`;

/** Turns "" into undefined so that empty query parameters mean "no filter". */
const emptyToUndefined = (value: string | undefined) => (value === "" ? undefined : value);

export const blogListQuerySchema = z.object({
  published: z
    .enum(["true"], {
      error: "Über die öffentliche Schnittstelle sind nur veröffentlichte Artikel abrufbar (published=true).",
    })
    .optional(),
  category: z
    .string()
    .trim()
    .max(100, "Die Kategorie darf höchstens 100 Zeichen lang sein.")
    .optional()
    .transform((value) => (value === "all" ? undefined : emptyToUndefined(value))),
  search: z
    .string()
    .trim()
    .max(100, "Der Suchbegriff darf höchstens 100 Zeichen lang sein.")
    .optional()
    .transform(emptyToUndefined),
  limit: z
    .string()
    .regex(/^\d{1,3}$/, LIMIT_MESSAGE)
    .transform(Number)
    .pipe(z.number().int(LIMIT_MESSAGE).min(1, LIMIT_MESSAGE).max(BLOG_LIST_MAX_LIMIT, LIMIT_MESSAGE))
    .optional(),
});

/** The parsed list query (filters only; `published` is always true). */
export interface BlogListQuery {
  category?: string;
  search?: string;
  limit?: number;
}

/**
 * Parses the query string of GET /api/blog-posts.
 * @throws ApiError 400 whose message is the first problem in German (plus `errors` per parameter).
 */
export function parseBlogListQuery(params: URLSearchParams): BlogListQuery {
  const parsed = blogListQuerySchema.safeParse(Object.fromEntries(params));
  if (!parsed.success) {
    const errors = fieldErrorsFromZod(parsed.error);
    throw new ApiError(400, Object.values(errors)[0] ?? "Ungültige Anfrage.", errors);
  }
  const { category, search, limit } = parsed.data;
  return { category, search, limit };
}

export * from "./blog-post";
