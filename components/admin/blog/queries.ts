"use client";
/**
 * React Query hooks of the admin blog management: the paged list with drafts, one post with content, and the
 * mutations. After a change every admin query is invalidated.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { invalidateAdminQueries } from "@/components/admin/invalidate-admin-queries";
import { adminBlogPostsQueryString, type AdminBlogPostsPage, type AdminBlogStatus } from "@/lib/domain/admin-blog";
import type { ApprovalListPage, ApprovalListParams } from "@/lib/domain/admin-approvals";
import type { AdminBlogPost, AdminBlogPostSummary } from "@/lib/domain/admin-content";
import { apiRequest, getJson } from "@/lib/http/api-client";
import type { BlogPostInput, BlogPostStatusInput } from "@/lib/validation/blog-post";

export const ADMIN_BLOG_POSTS_QUERY_KEY = ["/api/admin/blog-posts"] as const;

const postUrl = (id: number) => `/api/admin/blog-posts/${id}`;

/** One page of GET /api/admin/blog-posts as usePagedList asks for it (its `search` is the API's `q`). */
export async function fetchBlogPostsPage({
  page,
  pageSize,
  status,
  search,
}: ApprovalListParams): Promise<ApprovalListPage<AdminBlogPostSummary>> {
  const query = adminBlogPostsQueryString({
    page,
    pageSize,
    q: search,
    status: (status ?? "") as AdminBlogStatus | "",
  });
  const answer = await getJson<AdminBlogPostsPage>(`/api/admin/blog-posts?${query}`);
  return { items: answer.posts, total: answer.total, page: answer.page, pageSize: answer.pageSize };
}

/** One post with its content; idle while `id` is undefined (a new post). */
export function useAdminBlogPost(id: number | undefined) {
  return useQuery({
    queryKey: [id === undefined ? "/api/admin/blog-posts/new" : postUrl(id)],
    queryFn: async () => (await getJson<{ post: AdminBlogPost }>(postUrl(id!))).post,
    enabled: id !== undefined,
    staleTime: 0,
  });
}

/** Creates (no id) or replaces (id) a post. */
export function useSaveBlogPost(id: number | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BlogPostInput) =>
      id === undefined
        ? apiRequest<{ post: AdminBlogPost }>("POST", "/api/admin/blog-posts", input)
        : apiRequest<{ post: AdminBlogPost }>("PUT", postUrl(id), input),
    onSuccess: () => invalidateAdminQueries(queryClient),
  });
}

/** Publishes/unpublishes or features/unfeatures a post. */
export function useBlogPostStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...status }: BlogPostStatusInput & { id: number }) =>
      apiRequest<{ post: AdminBlogPost }>("PATCH", postUrl(id), status),
    onSuccess: () => invalidateAdminQueries(queryClient),
  });
}

/** Deletes a post. */
export function useDeleteBlogPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<{ ok: true }>("DELETE", postUrl(id)),
    onSuccess: () => invalidateAdminQueries(queryClient),
  });
}
