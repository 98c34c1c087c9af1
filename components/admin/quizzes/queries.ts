"use client";
/**
 * React Query hooks of the admin quiz management: GET /api/admin/quizzes and the mutations
 * (POST, PUT, DELETE). After a change every admin list is invalidated (quizzes, and the overview's
 * active-quiz count, whatever its key under /api/admin/).
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { invalidateAdminQueries } from "@/components/admin/invalidate-admin-queries";
import type { AdminQuiz } from "@/lib/domain/admin-content";
import { apiRequest, getJson } from "@/lib/http/api-client";
import type { QuizInput } from "@/lib/validation/quiz";

export const ADMIN_QUIZZES_QUERY_KEY = ["/api/admin/quizzes"] as const;

/** Answer of POST and PUT: the saved quiz and the editor's lead-score warnings. */
export interface SavedQuiz {
  quiz: AdminQuiz;
  warnings: string[];
}

/** Every quiz, newest first. */
export function useAdminQuizzes() {
  return useQuery({
    queryKey: ADMIN_QUIZZES_QUERY_KEY,
    queryFn: async () => (await getJson<{ quizzes: AdminQuiz[] }>("/api/admin/quizzes")).quizzes,
  });
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
