/**
 * The admin's paged quiz list: paged on the server with search and an active/inactive filter, exact
 * total, no silent cap. Shapes and constants shared by the route, the data layer and the quiz
 * section. Pure. GET /api/admin/quizzes?page&pageSize&q&status → `AdminQuizzesPage`.
 */
import type { AdminQuiz } from "./admin-content";

/** Default and largest page size of the quiz list (one quiz per service: about 45 in the catalogue). */
export const ADMIN_QUIZ_PAGE_SIZE = 50;
export const ADMIN_QUIZ_MAX_PAGE_SIZE = 100;

/** Status filters of the quiz list (none: every quiz). */
export const ADMIN_QUIZ_STATUSES = ["active", "inactive"] as const;
export type AdminQuizStatus = (typeof ADMIN_QUIZ_STATUSES)[number];

/** The filters the quiz section offers, with their German labels. */
export const ADMIN_QUIZ_STATUS_FILTERS: readonly { value: AdminQuizStatus; label: string }[] = [
  { value: "active", label: "Aktiv" },
  { value: "inactive", label: "Inaktiv" },
];

/** GET /api/admin/quizzes → one page (quizzes with their questions) and the exact number of matches. */
export interface AdminQuizzesPage {
  quizzes: AdminQuiz[];
  total: number;
  page: number;
  pageSize: number;
}

/** What the browser asks for (q and status omitted: all). */
export interface AdminQuizzesParams {
  page: number;
  pageSize: number;
  q?: string;
  status?: AdminQuizStatus | "";
}

/** The query string of GET /api/admin/quizzes: `page=…&pageSize=…[&q=…][&status=…]`. */
export function adminQuizzesQueryString({ page, pageSize, q, status }: AdminQuizzesParams): string {
  const params = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  if (q?.trim()) params.set("q", q.trim());
  if (status) params.set("status", status);
  return params.toString();
}
