/**
 * Blog schemas: the public list query, and the admin ones re-exported from ./blog-post.ts (which avoids
 * lib/http so the admin form can run it in the browser). `published=false` answers 400 rather than silently
 * returning published posts: the public API never serves drafts.
 */
import { ValidationError } from "@/lib/errors";
import { fieldErrorsFromZod } from "@/lib/http/api-error";
import * as z from "./zod";

export const BLOG_LIST_MAX_LIMIT = 50;

const LIMIT_MESSAGE = `limit muss eine ganze Zahl zwischen 1 und ${BLOG_LIST_MAX_LIMIT} sein.`;

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

export interface BlogListQuery {
  category?: string;
  search?: string;
  limit?: number;
}

/** Parses the query of GET /api/blog-posts. @throws ValidationError with the first problem in German */
export function parseBlogListQuery(params: URLSearchParams): BlogListQuery {
  const parsed = blogListQuerySchema.safeParse(Object.fromEntries(params));
  if (!parsed.success) {
    const errors = fieldErrorsFromZod(parsed.error);
    throw new ValidationError(Object.values(errors)[0] ?? "Ungültige Anfrage.", errors);
  }
  const { category, search, limit } = parsed.data;
  return { category, search, limit };
}

export * from "./blog-post";
