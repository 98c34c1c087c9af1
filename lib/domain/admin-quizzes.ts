/** Shapes and constants of the admin's paged quiz list. */
import type { AdminQuiz } from "./admin-content";

/** Default and largest page size (about 45 quizzes in the catalogue, one per service). */
export const ADMIN_QUIZ_PAGE_SIZE = 50;
export const ADMIN_QUIZ_MAX_PAGE_SIZE = 100;

export const ADMIN_QUIZ_STATUSES = ["active", "inactive"] as const;
export type AdminQuizStatus = (typeof ADMIN_QUIZ_STATUSES)[number];

export const ADMIN_QUIZ_STATUS_FILTERS: readonly { value: AdminQuizStatus; label: string }[] = [
  { value: "active", label: "Aktiv" },
  { value: "inactive", label: "Inaktiv" },
];

export interface AdminQuizzesPage {
  quizzes: AdminQuiz[];
  total: number;
  page: number;
  pageSize: number;
}

export interface AdminQuizzesParams {
  page: number;
  pageSize: number;
  q?: string;
  status?: AdminQuizStatus | "";
}

export function adminQuizzesQueryString({ page, pageSize, q, status }: AdminQuizzesParams): string {
  const params = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  if (q?.trim()) params.set("q", q.trim());
  if (status) params.set("status", status);
  return params.toString();
}
