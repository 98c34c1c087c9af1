/**
 * The admin blog management. Content is sanitised before storing (and again when rendered);
 * `publishedAt` is kept once set so an article keeps its date. Errors: 409 at `slug` for a taken
 * slug, 404 "Artikel nicht gefunden". Every change is audited (without the content).
 */
import "server-only";
import { recordAudit, type AuditActor } from "@/lib/data/audit-log";
import { getDb } from "@/lib/db";
import type { AdminBlogPostsPage } from "@/lib/domain/admin-blog";
import type { AdminBlogPost, AdminBlogPostSummary } from "@/lib/domain/admin-content";
import { idOrTextSearch } from "@/lib/domain/admin-projects";
import type { Prisma } from "@/lib/generated/prisma/client";
import { ConflictError, NotFoundError, ValidationError } from "@/lib/errors";
import { prismaErrorCode } from "@/lib/http/api-error";
import { sanitizeBlogHtml } from "@/lib/sanitize-html";
import {
  BLOG_POST_MESSAGES,
  type AdminBlogPostsQuery,
  type BlogPostInput,
  type BlogPostStatusInput,
} from "@/lib/validation/blog";

export const BLOG_POST_NOT_FOUND = "Artikel nicht gefunden";

const SUMMARY_SELECT = {
  id: true,
  title: true,
  slug: true,
  category: true,
  published: true,
  featured: true,
  publishedAt: true,
  createdAt: true,
  updatedAt: true,
} as const;

const DETAIL_SELECT = {
  ...SUMMARY_SELECT,
  excerpt: true,
  content: true,
  imageUrl: true,
  tags: true,
  readingTime: true,
  metaTitle: true,
  metaDescription: true,
} as const;

interface SummaryRow {
  id: number;
  title: string;
  slug: string;
  category: string;
  published: boolean;
  featured: boolean;
  publishedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

interface DetailRow extends SummaryRow {
  excerpt: string | null;
  content: string;
  imageUrl: string | null;
  tags: string[];
  readingTime: number;
  metaTitle: string | null;
  metaDescription: string | null;
}

function toSummary(row: SummaryRow): AdminBlogPostSummary {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    category: row.category,
    published: row.published,
    featured: row.featured,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function toDetail(row: DetailRow): AdminBlogPost {
  return {
    ...toSummary(row),
    excerpt: row.excerpt,
    content: row.content,
    imageUrl: row.imageUrl,
    tags: row.tags,
    readingTime: row.readingTime,
    metaTitle: row.metaTitle,
    metaDescription: row.metaDescription,
  };
}

function mapWriteError(error: unknown): never {
  if (prismaErrorCode(error) === "P2002") {
    throw new ConflictError(BLOG_POST_MESSAGES.slugTaken, { slug: BLOG_POST_MESSAGES.slugTaken });
  }
  if (prismaErrorCode(error) === "P2025") throw new NotFoundError(BLOG_POST_NOT_FOUND);
  throw error;
}

/** @throws ValidationError at `content` when too little survives sanitising. */
function sanitizedContent(input: BlogPostInput): string {
  const content = sanitizeBlogHtml(input.content).trim();
  if (content.length < 100) {
    throw new ValidationError(BLOG_POST_MESSAGES.contentMin, { content: BLOG_POST_MESSAGES.contentMin });
  }
  return content;
}

function toData(input: BlogPostInput) {
  return {
    title: input.title,
    slug: input.slug,
    excerpt: input.excerpt,
    content: sanitizedContent(input),
    imageUrl: input.imageUrl,
    category: input.category,
    tags: input.tags,
    readingTime: input.readingTime,
    published: input.published,
    featured: input.featured,
    metaTitle: input.metaTitle,
    metaDescription: input.metaDescription,
  };
}

function publishedAtAfter(previous: Date | null, published: boolean, now = new Date()): Date | null {
  return previous ?? (published ? now : null);
}

/** One page of posts incl. drafts, newest first, without content; `q` "#12" the id or part of title/slug. */
export async function listPostsForAdmin(query: AdminBlogPostsQuery): Promise<AdminBlogPostsPage> {
  const { page, pageSize } = query;
  const where: Prisma.BlogPostWhereInput = {};
  if (query.status) where.published = query.status === "published";
  if (query.q) Object.assign(where, idOrTextSearch(query.q, ["title", "slug"]));
  const db = getDb();
  const [rows, total] = await Promise.all([
    db.blogPost.findMany({
      where,
      select: SUMMARY_SELECT,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: (page - 1) * pageSize,
      take: pageSize,
    }),
    db.blogPost.count({ where }),
  ]);
  return { posts: rows.map(toSummary), total, page, pageSize };
}

/** @throws NotFoundError when unknown. */
export async function getPostForAdmin(id: number): Promise<AdminBlogPost> {
  const row = await getDb().blogPost.findUnique({ where: { id }, select: DETAIL_SELECT });
  if (!row) throw new NotFoundError(BLOG_POST_NOT_FOUND);
  return toDetail(row);
}

function auditState(row: Pick<SummaryRow, "title" | "slug" | "category" | "published" | "featured">) {
  return { title: row.title, slug: row.slug, category: row.category, published: row.published, featured: row.featured };
}

type Admin = Exclude<AuditActor, string>;

export async function createPost(input: BlogPostInput, actor: Admin): Promise<AdminBlogPost> {
  const data = toData(input);
  try {
    return await getDb().$transaction(async (tx) => {
      const row = await tx.blogPost.create({
        data: { ...data, authorId: actor.id, publishedAt: publishedAtAfter(null, data.published) },
        select: DETAIL_SELECT,
      });
      await recordAudit(tx, {
        actor,
        action: "blog_post.create",
        entityType: "blog_post",
        entityId: row.id,
        after: auditState(row),
      });
      return toDetail(row);
    });
  } catch (error) {
    mapWriteError(error);
  }
}

/** Replaces every field; returns the post and its previous slug (both paths get revalidated). */
export async function updatePost(
  actor: Admin,
  id: number,
  input: BlogPostInput,
): Promise<{ post: AdminBlogPost; previousSlug: string }> {
  const data = toData(input);
  try {
    return await getDb().$transaction(async (tx) => {
      const before = await tx.blogPost.findUnique({ where: { id }, select: DETAIL_SELECT });
      if (!before) throw new NotFoundError(BLOG_POST_NOT_FOUND);
      const row = await tx.blogPost.update({
        where: { id },
        data: { ...data, publishedAt: publishedAtAfter(before.publishedAt, data.published) },
        select: DETAIL_SELECT,
      });
      await recordAudit(tx, {
        actor,
        action: "blog_post.update",
        entityType: "blog_post",
        entityId: id,
        before: auditState(before),
        after: { ...auditState(row), contentChanged: before.content !== row.content },
      });
      return { post: toDetail(row), previousSlug: before.slug };
    });
  } catch (error) {
    mapWriteError(error);
  }
}

/** Only the given flags change. */
export async function setPostStatus(actor: Admin, id: number, status: BlogPostStatusInput): Promise<AdminBlogPost> {
  try {
    return await getDb().$transaction(async (tx) => {
      const before = await tx.blogPost.findUnique({ where: { id }, select: SUMMARY_SELECT });
      if (!before) throw new NotFoundError(BLOG_POST_NOT_FOUND);
      const published = status.published;
      const row = await tx.blogPost.update({
        where: { id },
        data: {
          ...(published !== undefined
            ? { published, publishedAt: publishedAtAfter(before.publishedAt, published) }
            : {}),
          ...(status.featured !== undefined ? { featured: status.featured } : {}),
        },
        select: DETAIL_SELECT,
      });
      await recordAudit(tx, {
        actor,
        action: "blog_post.status",
        entityType: "blog_post",
        entityId: id,
        before: auditState(before),
        after: auditState(row),
      });
      return toDetail(row);
    });
  } catch (error) {
    mapWriteError(error);
  }
}

/** Returns the deleted post's slug. @throws NotFoundError when unknown. */
export async function deletePost(actor: Admin, id: number): Promise<{ id: number; slug: string }> {
  try {
    return await getDb().$transaction(async (tx) => {
      const row = await tx.blogPost.delete({ where: { id }, select: SUMMARY_SELECT });
      await recordAudit(tx, {
        actor,
        action: "blog_post.delete",
        entityType: "blog_post",
        entityId: id,
        before: auditState(row),
      });
      return { id: row.id, slug: row.slug };
    });
  } catch (error) {
    mapWriteError(error);
  }
}
