/** Shapes and constants of the admin's paged blog post list (newest first: posts have no pending state). */
import type { AdminBlogPostSummary } from "./admin-content";

export const ADMIN_BLOG_PAGE_SIZE = 25;
export const ADMIN_BLOG_MAX_PAGE_SIZE = 100;

export const ADMIN_BLOG_STATUSES = ["published", "draft"] as const;
export type AdminBlogStatus = (typeof ADMIN_BLOG_STATUSES)[number];

export const ADMIN_BLOG_STATUS_FILTERS: readonly { value: AdminBlogStatus; label: string }[] = [
  { value: "published", label: "Veröffentlicht" },
  { value: "draft", label: "Entwurf" },
];

export interface AdminBlogPostsPage {
  posts: AdminBlogPostSummary[];
  total: number;
  page: number;
  pageSize: number;
}

export interface AdminBlogPostsParams {
  page: number;
  pageSize: number;
  q?: string;
  status?: AdminBlogStatus | "";
}

export function adminBlogPostsQueryString({ page, pageSize, q, status }: AdminBlogPostsParams): string {
  const params = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  if (q?.trim()) params.set("q", q.trim());
  if (status) params.set("status", status);
  return params.toString();
}
