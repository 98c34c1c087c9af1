/**
 * Data access for the blog (Ratgeber). Only published posts are ever read here: the public API
 * and pages have no way to reach a draft.
 *
 * Order of every list: publishedAt descending (posts without a date last), then createdAt
 * descending, then id descending. Dates leave this module as ISO strings. Content is sanitised
 * again on read (docs/architecture.md "Security rules": sanitised when saved and when rendered).
 * The reading time shown is computed from the content on every read (`readingTimeMinutes`, issue 17
 * §2), not taken from the stored reading_time column, which older rows and the admin form's default
 * could set to a figure unrelated to the text.
 */
import "server-only";
import { PHASE_PRODUCTION_BUILD } from "next/constants";
import { getDb } from "@/lib/db";
import { env } from "@/lib/env";
import { logger } from "@/lib/log";
import { readingTimeMinutes, type BlogPostDetail, type BlogPostSummary } from "@/lib/domain/blog";
import { Prisma } from "@/lib/generated/prisma/client";
import { sanitizeBlogHtml } from "@/lib/sanitize-html";
import { BLOG_LIST_MAX_LIMIT } from "@/lib/validation/blog";

export interface ListPublishedPostsOptions {
  /** Exact category id, e.g. "badezimmer". */
  category?: string;
  /** Case-insensitive substring of the title, the excerpt or one of the tags. */
  search?: string;
  /** 1–50 (clamped); default 50. */
  limit?: number;
}

interface SummaryRow {
  id: number;
  slug: string;
  title: string;
  excerpt: string | null;
  imageUrl: string | null;
  category: string;
  tags: string[];
  /** HTML content: only for the reading time, never returned by the list functions. */
  content: string;
  featured: boolean;
  publishedAt: Date | null;
  createdAt: Date;
}

/** Escapes LIKE wildcards so that a search for "50%" looks for the characters "50%". */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

function clampLimit(limit: number | undefined): number {
  if (limit === undefined || !Number.isFinite(limit)) return BLOG_LIST_MAX_LIMIT;
  return Math.min(BLOG_LIST_MAX_LIMIT, Math.max(1, Math.trunc(limit)));
}

function toSummary(row: SummaryRow): BlogPostSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    imageUrl: row.imageUrl,
    category: row.category,
    tags: row.tags,
    readingTime: readingTimeMinutes(row.content),
    featured: row.featured,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** One query for every list: published posts with the summary columns only. */
async function queryPublished(
  options: ListPublishedPostsOptions & { excludeSlug?: string },
): Promise<BlogPostSummary[]> {
  const conditions: Prisma.Sql[] = [Prisma.sql`published = true`];
  if (options.category) conditions.push(Prisma.sql`category = ${options.category}`);
  if (options.excludeSlug) conditions.push(Prisma.sql`slug <> ${options.excludeSlug}`);
  const search = options.search?.trim();
  if (search) {
    const pattern = likePattern(search);
    conditions.push(
      Prisma.sql`(title ILIKE ${pattern} OR excerpt ILIKE ${pattern} OR EXISTS (SELECT 1 FROM unnest(tags) AS tag WHERE tag ILIKE ${pattern}))`,
    );
  }
  const rows = await getDb().$queryRaw<SummaryRow[]>`
    SELECT id, slug, title, excerpt, image_url AS "imageUrl", category, tags, content,
           featured, published_at AS "publishedAt", created_at AS "createdAt"
    FROM blog_posts
    WHERE ${Prisma.join(conditions, " AND ")}
    ORDER BY published_at DESC NULLS LAST, created_at DESC, id DESC
    LIMIT ${clampLimit(options.limit)}`;
  return rows.map(toSummary);
}

/**
 * Published posts for the article list, the home teaser and GET /api/blog-posts.
 * @returns at most `limit` (1–50, default 50) summaries, newest first.
 */
export async function listPublishedPosts(options: ListPublishedPostsOptions = {}): Promise<BlogPostSummary[]> {
  return queryPublished(options);
}

/**
 * Published posts for a page rendered on the server (the home teaser, /blog), or undefined where
 * they cannot be read: during `next build` (no database, docs/architecture.md "Performance rules")
 * and when the database fails (logged with `page`). The page then renders without the list; ISR
 * renders it on the first request after the page's `revalidate` seconds.
 */
export async function listPublishedPostsForPage(
  options: ListPublishedPostsOptions,
  page: string,
): Promise<BlogPostSummary[] | undefined> {
  if (env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) return undefined;
  try {
    return await listPublishedPosts(options);
  } catch (error) {
    logger.error({ err: error, page }, "Blog-Artikel konnten nicht geladen werden");
    return undefined;
  }
}

/**
 * The published post with `slug`, content sanitised with sanitizeBlogHtml, or null when there is
 * none (unknown slug or draft).
 */
export async function getPublishedPost(slug: string): Promise<BlogPostDetail | null> {
  const row = await getDb().blogPost.findFirst({
    where: { slug, published: true },
    select: {
      id: true,
      slug: true,
      title: true,
      excerpt: true,
      content: true,
      imageUrl: true,
      category: true,
      tags: true,
      featured: true,
      metaTitle: true,
      metaDescription: true,
      publishedAt: true,
      createdAt: true,
      updatedAt: true,
    },
  });
  if (!row) return null;
  const content = sanitizeBlogHtml(row.content);
  return {
    ...toSummary({ ...row, content }),
    content,
    metaTitle: row.metaTitle,
    metaDescription: row.metaDescription,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * Related posts of an article: published posts of the same category without the article itself
 * (public-side.md §2 "Blog", §9: 3 related posts), newest first.
 */
export async function listRelatedPosts(category: string, excludeSlug: string, limit = 3): Promise<BlogPostSummary[]> {
  return queryPublished({ category, excludeSlug, limit });
}

/** Slug and last change of every published post, newest first, for the sitemap (at most 5000). */
export async function listPublishedSlugs(): Promise<{ slug: string; updatedAt: Date }[]> {
  return getDb().blogPost.findMany({
    where: { published: true },
    select: { slug: true, updatedAt: true },
    orderBy: [{ publishedAt: "desc" }, { id: "desc" }],
    take: 5000,
  });
}
