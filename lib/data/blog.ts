/**
 * The public blog: only published posts are read here. Lists are newest first; content is sanitised
 * again on read. Reading time is computed from the content, as the stored column can be stale.
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
  category?: string;
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
  /** Only for the reading time, never returned by the lists. */
  content: string;
  featured: boolean;
  publishedAt: Date | null;
  createdAt: Date;
}

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

/** At most `limit` (1–50, default 50) published summaries, newest first. */
export async function listPublishedPosts(options: ListPublishedPostsOptions = {}): Promise<BlogPostSummary[]> {
  return queryPublished(options);
}

/**
 * Published posts for a server-rendered page, or undefined during `next build` (no database) or on
 * a logged database error, so the page still renders.
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

/** The published post with sanitised content; null for an unknown slug or a draft. */
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

/** Newest published posts of the same category without the article. spec: public-side §9 */
export async function listRelatedPosts(category: string, excludeSlug: string, limit = 3): Promise<BlogPostSummary[]> {
  return queryPublished({ category, excludeSlug, limit });
}

/** At most 5000, newest first. */
export async function listPublishedSlugs(): Promise<{ slug: string; updatedAt: Date }[]> {
  return getDb().blogPost.findMany({
    where: { published: true },
    select: { slug: true, updatedAt: true },
    orderBy: [{ publishedAt: "desc" }, { id: "desc" }],
    take: 5000,
  });
}
