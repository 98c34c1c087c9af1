"use client";
/**
 * React Query hooks of the reviews: the company's own reviews and reply, and the admin's moderation list and
 * decision. Admin keys start with "/api/admin/", so every admin change reloads them.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

import type { CompanyReviewsPage } from "@/lib/domain/reviews";
import { apiRequest, getJson } from "@/lib/http/api-client";

/** Query keys of the reviews (one factory per feature). */
export const reviewKeys = {
  company: ["/api/company/reviews"] as const,
  companyPage: (page: number, pageSize: number) => ["/api/company/reviews", { page, pageSize }] as const,
  admin: ["/api/admin/reviews"] as const,
};

/** One page of the session company's reviews, newest first. */
export function useCompanyReviews(page: number, pageSize: number) {
  return useQuery({
    queryKey: reviewKeys.companyPage(page, pageSize),
    queryFn: () => getJson<CompanyReviewsPage>(`/api/company/reviews?page=${page}&pageSize=${pageSize}`),
    placeholderData: keepPreviousData,
    refetchOnWindowFocus: "always",
  });
}

/** POST /api/company/reviews/{id}/reply; reloads the company's reviews afterwards (also after a 409). */
export function useReplyToReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reply }: { id: number; reply: string }) =>
      apiRequest<{ reply: string; repliedAt: string }>("POST", `/api/company/reviews/${id}/reply`, { reply }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: reviewKeys.company }),
  });
}
