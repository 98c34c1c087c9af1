"use client";
/**
 * React Query hooks of the admin quiz management: the paged list and the mutations. After a change every admin list
 * is invalidated (including the overview's active-quiz count).
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { invalidateAdminQueries } from "@/components/admin/invalidate-admin-queries";
import type { ApprovalListPage, ApprovalListParams } from "@/lib/domain/admin-approvals";
import type { AdminQuiz } from "@/lib/domain/admin-content";
import { adminQuizzesQueryString, type AdminQuizStatus, type AdminQuizzesPage } from "@/lib/domain/admin-quizzes";
import { apiRequest, getJson } from "@/lib/http/api-client";
import type { QuizInput } from "@/lib/validation/quiz";

export const ADMIN_QUIZZES_QUERY_KEY = ["/api/admin/quizzes"] as const;

/** Answer of POST and PUT: the saved quiz and the editor's lead-score warnings. */
export interface SavedQuiz {
  quiz: AdminQuiz;
  warnings: string[];
}

/** One page of GET /api/admin/quizzes as usePagedList asks for it (its `search` is the API's `q`). */
export async function fetchQuizzesPage({
  page,
  pageSize,
  status,
  search,
}: ApprovalListParams): Promise<ApprovalListPage<AdminQuiz>> {
  const query = adminQuizzesQueryString({ page, pageSize, q: search, status: (status ?? "") as AdminQuizStatus | "" });
  const answer = await getJson<AdminQuizzesPage>(`/api/admin/quizzes?${query}`);
  return { items: answer.quizzes, total: answer.total, page: answer.page, pageSize: answer.pageSize };
}

/** Creates (no id) or replaces (id) a quiz. */
export function useSaveQuiz(id: number | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: QuizInput) =>
      id === undefined
        ? apiRequest<SavedQuiz>("POST", "/api/admin/quizzes", input)
        : apiRequest<SavedQuiz>("PUT", `/api/admin/quizzes/${id}`, input),
    onSuccess: () => invalidateAdminQueries(queryClient),
  });
}

/** Deletes a quiz. */
export function useDeleteQuiz() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<{ ok: true }>("DELETE", `/api/admin/quizzes/${id}`),
    onSuccess: () => invalidateAdminQueries(queryClient),
  });
}
