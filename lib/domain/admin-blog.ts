/**
 * The admin's paged blog post list (issue 13 §7 "Lists that scale": paged on the server with search
 * and a status filter, exact total, no silent cap). Blog posts have no pending state, so the list
 * is newest first (created, then id). Shapes and constants shared by the route, the data layer and
 * the blog section. Pure.
 *
 * GET /api/admin/blog-posts?page&pageSize&q&status → `AdminBlogPostsPage`
 * (query schema: lib/validation/blog-post.ts `adminBlogPostsQuerySchema`).
 */
import type { AdminBlogPostSummary } from "./admin-content";

/** Default and largest page size of the blog post list. */
export const ADMIN_BLOG_PAGE_SIZE = 25;
export const ADMIN_BLOG_MAX_PAGE_SIZE = 100;

/** Status filters of the blog post list (none: every post). */
export const ADMIN_BLOG_STATUSES = ["published", "draft"] as const;
export type AdminBlogStatus = (typeof ADMIN_BLOG_STATUSES)[number];

/** The filters the blog section offers, with their German labels. */
export const ADMIN_BLOG_STATUS_FILTERS: readonly { value: AdminBlogStatus; label: string }[] = [
  { value: "published", label: "Veröffentlicht" },
  { value: "draft", label: "Entwurf" },
];

/** GET /api/admin/blog-posts → one page and the exact number of matching posts. */
export interface AdminBlogPostsPage {
  posts: AdminBlogPostSummary[];
  total: number;
  page: number;
  pageSize: number;
}

/** What the browser asks for (q and status omitted: all). */
export interface AdminBlogPostsParams {
  page: number;
  pageSize: number;
  q?: string;
  status?: AdminBlogStatus | "";
}

/** The query string of GET /api/admin/blog-posts: `page=…&pageSize=…[&q=…][&status=…]`. */
export function adminBlogPostsQueryString({ page, pageSize, q, status }: AdminBlogPostsParams): string {
  const params = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  if (q?.trim()) params.set("q", q.trim());
  if (status) params.set("status", status);
  return params.toString();
}
