/** Blog shapes shared by the blog API, pages and home teaser, plus category labels. */

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

export interface BlogPostDetail extends BlogPostSummary {
  content: string;
  metaTitle: string | null;
  metaDescription: string | null;
  updatedAt: string;
}

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

export const BLOG_FILTER_CATEGORIES = ["all", "badezimmer", "kueche", "wohnungsrenovierung", "foerderung"] as const;

/** Browsers revalidate every time, so no stale list follows an admin's publish. */
export const BLOG_API_CACHE_CONTROL = "public, max-age=0, must-revalidate";

export type BlogFilterCategory = (typeof BLOG_FILTER_CATEGORIES)[number];

export function blogListUrl(category: BlogFilterCategory, search: string): string {
  const params = new URLSearchParams({ published: "true" });
  if (category !== "all") params.set("category", category);
  const text = search.trim();
  if (text) params.set("search", text);
  return `/api/blog-posts?${params.toString()}`;
}

/** Site-relative image path of a post, or null: only images from public/ reach next/image. */
export function localImageUrl(post: { imageUrl: string | null }): string | null {
  const url = post.imageUrl;
  return url && url.startsWith("/") && !url.startsWith("//") ? url : null;
}

export function categoryLabel(category: string): string {
  return BLOG_CATEGORY_LABELS[category] ?? category;
}

export function postDate(post: { publishedAt: string | Date | null; createdAt: string | Date }): Date {
  return new Date(post.publishedAt ?? post.createdAt);
}

export function countWords(html: string): number {
  const text = html.replace(/<[^>]*>/g, " ").replace(/&[a-z]+;|&#\d+;/gi, " ");
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** Reading time in minutes: words / 200, rounded up, at least 1. */
export function readingTimeMinutes(html: string): number {
  return Math.max(1, Math.ceil(countWords(html) / 200));
}
