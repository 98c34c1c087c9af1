/**
 * Blog shapes shared by GET /api/blog-posts, the blog pages and the home teaser, plus the category
 * labels and German date rules. Source: public-side.md §3 (Blog post) and §2 (Blog).
 */
import { MARKETPLACE_TIME_ZONE } from "./advertising";

/** A post in lists (GET /api/blog-posts): no HTML content. Dates are ISO strings. */
export interface BlogPostSummary {
  id: number;
  slug: string;
  title: string;
  excerpt: string | null;
  imageUrl: string | null;
  category: string;
  tags: string[];
  readingTime: number;
  featured: boolean;
  publishedAt: string | null;
  createdAt: string;
}

/** A full post (GET /api/blog-posts/{slug}); `content` is sanitised HTML. */
export interface BlogPostDetail extends BlogPostSummary {
  content: string;
  metaTitle: string | null;
  metaDescription: string | null;
  updatedAt: string;
}

/** Category id → German label (public-side.md §3); unknown ids are shown raw. */
export const BLOG_CATEGORY_LABELS: Readonly<Record<string, string>> = {
  badezimmer: "Badezimmer",
  kueche: "Küche",
  wohnungsrenovierung: "Wohnungsrenovierung",
  foerderung: "Förderung",
  wohnzimmer: "Wohnzimmer",
  renovierung: "Renovierung",
  nachhaltigkeit: "Nachhaltigkeit",
  tipps: "Tipps",
  kosten: "Kosten",
  planung: "Planung",
};

/** The category chips on /blog, in order ("all" = no filter). */
export const BLOG_FILTER_CATEGORIES = ["all", "badezimmer", "kueche", "wohnungsrenovierung", "foerderung"] as const;

/**
 * Cache-Control of the public blog API: browsers revalidate every time (no stale list after an
 * admin publishes; Chrome would honour stale-while-revalidate), the answers stay public.
 */
export const BLOG_API_CACHE_CONTROL = "public, max-age=0, must-revalidate";

/** A category chip of /blog. */
export type BlogFilterCategory = (typeof BLOG_FILTER_CATEGORIES)[number];

/** URL of the /blog list request (public-side.md §7); empty filters are left out. */
export function blogListUrl(category: BlogFilterCategory, search: string): string {
  const params = new URLSearchParams({ published: "true" });
  if (category !== "all") params.set("category", category);
  const text = search.trim();
  if (text) params.set("search", text);
  return `/api/blog-posts?${params.toString()}`;
}

/**
 * Site-relative image path of a post, or null: only images from public/ are shown (no external
 * URLs reach next/image).
 */
export function localImageUrl(post: { imageUrl: string | null }): string | null {
  const url = post.imageUrl;
  return url && url.startsWith("/") && !url.startsWith("//") ? url : null;
}

/** Label of a category id; unknown values are returned unchanged. */
export function categoryLabel(category: string): string {
  return BLOG_CATEGORY_LABELS[category] ?? category;
}

/** The date a post shows: publishedAt, else createdAt (ISO strings or Dates). */
export function postDate(post: { publishedAt: string | Date | null; createdAt: string | Date }): Date {
  return new Date(post.publishedAt ?? post.createdAt);
}

/**
 * Long German date of a Vienna day. The platform's Intl formatter rather than date-fns with its
 * German locale: this runs in the public pages' JavaScript, and the same output on server and
 * browser needs a fixed time zone anyway.
 */
const LONG_DATE = new Intl.DateTimeFormat("de-DE", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: MARKETPLACE_TIME_ZONE,
});

/** German long date in Vienna, e.g. "5. März 2025". */
export function formatGermanDate(date: Date | string): string {
  return LONG_DATE.format(new Date(date));
}

/** Words of an HTML text (tags and entities removed). */
export function countWords(html: string): number {
  const text = html.replace(/<[^>]*>/g, " ").replace(/&[a-z]+;|&#\d+;/gi, " ");
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** Reading time in minutes: words / 200, rounded up, at least 1 (seeded posts and the admin form). */
export function readingTimeMinutes(html: string): number {
  return Math.max(1, Math.ceil(countWords(html) / 200));
}
