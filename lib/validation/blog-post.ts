/**
 * The admin blog post form schema, publish/feature switch and list query. Kept free of lib/http imports
 * so it can run in the browser.
 */
import { ADMIN_BLOG_MAX_PAGE_SIZE, ADMIN_BLOG_PAGE_SIZE, ADMIN_BLOG_STATUSES } from "@/lib/domain/admin-blog";
import { BLOG_CATEGORY_LABELS } from "@/lib/domain/blog";
import { intParam, pageSizeParam, searchParam, statusFilterParam } from "./query-params";
import * as z from "./zod";

/** Upper limits of a post (the body of a save stays under the 64 KB limit). */
export const BLOG_POST_LIMITS = {
  title: 200,
  slug: 255,
  excerpt: 500,
  content: 50_000,
  imageUrl: 2000,
  tags: 20,
  tag: 50,
  readingTimeMax: 120,
  metaTitle: 200,
  metaDescription: 500,
} as const;

/** Slugs: lowercase letters, digits and hyphens (spec: authenticated-side §5). */
export const BLOG_SLUG_PATTERN = /^[a-z0-9-]+$/;

export const BLOG_POST_MESSAGES = {
  titleMin: "Titel muss mindestens 5 Zeichen lang sein",
  titleMax: `Titel darf höchstens ${BLOG_POST_LIMITS.title} Zeichen lang sein`,
  slugMin: "Slug muss mindestens 3 Zeichen lang sein",
  slugMax: `Slug darf höchstens ${BLOG_POST_LIMITS.slug} Zeichen lang sein`,
  slugFormat: "Slug darf nur Kleinbuchstaben, Ziffern und Bindestriche enthalten",
  slugTaken: "Dieser Slug wird bereits von einem anderen Artikel verwendet",
  excerptMin: "Kurzbeschreibung muss mindestens 50 Zeichen lang sein",
  excerptMax: `Kurzbeschreibung darf höchstens ${BLOG_POST_LIMITS.excerpt} Zeichen lang sein`,
  contentMin: "Inhalt muss mindestens 100 Zeichen lang sein",
  contentMax: `Inhalt darf höchstens ${BLOG_POST_LIMITS.content} Zeichen lang sein`,
  imageUrl: "Ungültige Bild-URL",
  categoryRequired: "Kategorie ist erforderlich",
  categoryInvalid: "Bitte wählen Sie eine gültige Kategorie",
  readingTimeInteger: "Lesezeit muss eine ganze Zahl sein",
  readingTimeMin: "Lesezeit muss mindestens 1 Minute betragen",
  readingTimeMax: `Lesezeit darf höchstens ${BLOG_POST_LIMITS.readingTimeMax} Minuten betragen`,
  tagMax: `Ein Tag darf höchstens ${BLOG_POST_LIMITS.tag} Zeichen lang sein`,
  tagsMax: `Höchstens ${BLOG_POST_LIMITS.tags} Tags sind möglich`,
  tagInvalid: "Tags müssen Texte sein",
  flagInvalid: "Der Wert muss Ja oder Nein sein",
  metaTitleMax: `Meta-Titel darf höchstens ${BLOG_POST_LIMITS.metaTitle} Zeichen lang sein`,
  metaDescriptionMax: `Meta-Beschreibung darf höchstens ${BLOG_POST_LIMITS.metaDescription} Zeichen lang sein`,
  statusEmpty: "Bitte geben Sie published oder featured an",
} as const;

/** An absolute http(s) URL, or a site-relative path such as "/images/blog/bad.webp" (used by seeded posts). */
export function isValidImageUrl(value: string): boolean {
  if (/\s/.test(value)) return false;
  if (value.startsWith("/")) return !value.startsWith("//") && value.length > 1;
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    return Boolean(new URL(value).hostname);
  } catch {
    return false;
  }
}

const optionalText = (max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(max, message)
    .nullish()
    .transform((value) => (value ? value : null));

const flag = z.boolean({ error: BLOG_POST_MESSAGES.flagInvalid });

/**
 * The admin blog post form and save body (spec: authenticated-side §5). Content is raw HTML here;
 * lib/data/admin-blog.ts sanitises it before saving.
 */
export const blogPostInputSchema = z.object({
  title: z
    .string({ error: BLOG_POST_MESSAGES.titleMin })
    .trim()
    .min(5, BLOG_POST_MESSAGES.titleMin)
    .max(BLOG_POST_LIMITS.title, BLOG_POST_MESSAGES.titleMax),
  slug: z
    .string({ error: BLOG_POST_MESSAGES.slugMin })
    .trim()
    .min(3, BLOG_POST_MESSAGES.slugMin)
    .max(BLOG_POST_LIMITS.slug, BLOG_POST_MESSAGES.slugMax)
    .regex(BLOG_SLUG_PATTERN, BLOG_POST_MESSAGES.slugFormat),
  excerpt: z
    .string({ error: BLOG_POST_MESSAGES.excerptMin })
    .trim()
    .min(50, BLOG_POST_MESSAGES.excerptMin)
    .max(BLOG_POST_LIMITS.excerpt, BLOG_POST_MESSAGES.excerptMax),
  content: z
    .string({ error: BLOG_POST_MESSAGES.contentMin })
    .trim()
    .min(100, BLOG_POST_MESSAGES.contentMin)
    .max(BLOG_POST_LIMITS.content, BLOG_POST_MESSAGES.contentMax),
  imageUrl: z
    .string({ error: BLOG_POST_MESSAGES.imageUrl })
    .trim()
    .max(BLOG_POST_LIMITS.imageUrl, BLOG_POST_MESSAGES.imageUrl)
    .refine((value) => value === "" || isValidImageUrl(value), BLOG_POST_MESSAGES.imageUrl)
    .nullish()
    .transform((value) => (value ? value : null)),
  category: z
    .string({ error: BLOG_POST_MESSAGES.categoryRequired })
    .trim()
    .min(1, BLOG_POST_MESSAGES.categoryRequired)
    .refine((value) => Object.hasOwn(BLOG_CATEGORY_LABELS, value), BLOG_POST_MESSAGES.categoryInvalid),
  readingTime: z
    .number({ error: BLOG_POST_MESSAGES.readingTimeInteger })
    .int(BLOG_POST_MESSAGES.readingTimeInteger)
    .min(1, BLOG_POST_MESSAGES.readingTimeMin)
    .max(BLOG_POST_LIMITS.readingTimeMax, BLOG_POST_MESSAGES.readingTimeMax)
    .default(5),
  tags: z
    .array(
      z.string({ error: BLOG_POST_MESSAGES.tagInvalid }).trim().max(BLOG_POST_LIMITS.tag, BLOG_POST_MESSAGES.tagMax),
      {
        error: BLOG_POST_MESSAGES.tagInvalid,
      },
    )
    .max(BLOG_POST_LIMITS.tags, BLOG_POST_MESSAGES.tagsMax)
    .default([])
    .transform((tags) => [...new Set(tags.filter((tag) => tag !== ""))]),
  published: flag.default(false),
  featured: flag.default(false),
  metaTitle: optionalText(BLOG_POST_LIMITS.metaTitle, BLOG_POST_MESSAGES.metaTitleMax),
  metaDescription: optionalText(BLOG_POST_LIMITS.metaDescription, BLOG_POST_MESSAGES.metaDescriptionMax),
});

export type BlogPostInput = z.infer<typeof blogPostInputSchema>;
export type BlogPostFormValues = z.input<typeof blogPostInputSchema>;

export const blogPostStatusSchema = z
  .object({ published: flag.optional(), featured: flag.optional() })
  .strict()
  .refine((value) => value.published !== undefined || value.featured !== undefined, BLOG_POST_MESSAGES.statusEmpty);

export type BlogPostStatusInput = z.infer<typeof blogPostStatusSchema>;

/** Query of GET /api/admin/blog-posts; `q` matches title or slug, "#12" the id. Unknown keys are ignored. */
export const adminBlogPostsQuerySchema = z.object({
  page: intParam(1, 100_000, "Ungültige Seite"),
  pageSize: pageSizeParam(ADMIN_BLOG_PAGE_SIZE, ADMIN_BLOG_MAX_PAGE_SIZE),
  q: searchParam(),
  status: statusFilterParam(ADMIN_BLOG_STATUSES),
});
export type AdminBlogPostsQuery = z.output<typeof adminBlogPostsQuerySchema>;
