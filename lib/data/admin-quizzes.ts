/**
 * Data access of the admin quiz management (authenticated-side.md §2 "Quizzes", §3 "quizzes"):
 * every quiz (active or not) with its questions, create, update and delete.
 *
 * One quiz per service: `quizzes.service_type` is unique, so a second quiz for a service answers
 * 409. Projects keep their answers when a quiz changes or is deleted: they store `quiz_answers` as
 * JSON and the service id as text, with no foreign key to `quizzes`.
 *
 * Errors: ApiError 404 "Quiz nicht gefunden." for an unknown id, 409 for a taken service id.
 */
import "server-only";
import { getDb } from "@/lib/db";
import type { AdminQuiz } from "@/lib/domain/admin-content";
import { Prisma } from "@/lib/generated/prisma/client";
import { ApiError, prismaErrorCode } from "@/lib/http/api-error";
import { quizQuestionsSchema, type QuizInput } from "@/lib/validation/quiz";

export const QUIZ_NOT_FOUND = "Quiz nicht gefunden.";
export const QUIZ_SERVICE_TAKEN = "Für diesen Service gibt es bereits ein Quiz.";

/** Upper bound of the admin list (there is one quiz per service; about 45 services exist). */
const LIST_LIMIT = 500;

const SELECT = {
  id: true,
  serviceType: true,
  title: true,
  description: true,
  isActive: true,
  questions: true,
  createdAt: true,
  updatedAt: true,
} as const;

type QuizRow = Prisma.QuizGetPayload<{ select: typeof SELECT }>;

/** A stored row as the admin sees it. A malformed questions column is shown as no questions. */
function toAdminQuiz(row: QuizRow): AdminQuiz {
  const parsed = quizQuestionsSchema.safeParse(row.questions);
  const questions = parsed.success ? parsed.data : [];
  return {
    id: row.id,
    serviceType: row.serviceType,
    title: row.title,
    description: row.description,
    isActive: row.isActive,
    questions,
    questionCount: parsed.success ? questions.length : Array.isArray(row.questions) ? row.questions.length : 0,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The columns written from validated input. */
function toData(input: QuizInput) {
  return {
    serviceType: input.serviceType,
    title: input.title,
    description: input.description,
    isActive: input.isActive,
    questions: input.questions as Prisma.InputJsonValue,
  };
}

/** Maps a unique violation to 409 and a missing row to 404; rethrows anything else. */
function mapWriteError(error: unknown): never {
  if (prismaErrorCode(error) === "P2002") throw new ApiError(409, QUIZ_SERVICE_TAKEN, { serviceType: QUIZ_SERVICE_TAKEN });
  if (prismaErrorCode(error) === "P2025") throw new ApiError(404, QUIZ_NOT_FOUND);
  throw error;
}

/** Every quiz, newest first (then by id), with its questions for the details dialog and the editor. */
export async function listQuizzesForAdmin(): Promise<AdminQuiz[]> {
  const rows = await getDb().quiz.findMany({ select: SELECT, orderBy: [{ createdAt: "desc" }, { id: "desc" }], take: LIST_LIMIT });
  return rows.map(toAdminQuiz);
}

/** One quiz; ApiError 404 when `id` does not exist. */
export async function getQuizForAdmin(id: number): Promise<AdminQuiz> {
  const row = await getDb().quiz.findUnique({ where: { id }, select: SELECT });
  if (!row) throw new ApiError(404, QUIZ_NOT_FOUND);
  return toAdminQuiz(row);
}

/** Creates a quiz from validated input; ApiError 409 when the service already has one. */
export async function createQuiz(input: QuizInput): Promise<AdminQuiz> {
  try {
    const row = await getDb().quiz.create({ data: toData(input), select: SELECT });
    return toAdminQuiz(row);
  } catch (error) {
    mapWriteError(error);
  }
}

/**
 * Replaces a quiz's fields and questions. Returns the saved quiz and the service id it had before
 * (to revalidate both pages when the service changed). ApiError 404 / 409 as above.
 */
export async function updateQuiz(id: number, input: QuizInput): Promise<{ quiz: AdminQuiz; previousServiceType: string }> {
  try {
    return await getDb().$transaction(async (tx) => {
      const before = await tx.quiz.findUnique({ where: { id }, select: { serviceType: true } });
      if (!before) throw new ApiError(404, QUIZ_NOT_FOUND);
      const row = await tx.quiz.update({ where: { id }, data: toData(input), select: SELECT });
      return { quiz: toAdminQuiz(row), previousServiceType: before.serviceType };
    });
  } catch (error) {
    mapWriteError(error);
  }
}

/** Deletes a quiz and returns its service id; projects are not touched. ApiError 404 when unknown. */
export async function deleteQuiz(id: number): Promise<{ id: number; serviceType: string }> {
  try {
    return await getDb().quiz.delete({ where: { id }, select: { id: true, serviceType: true } });
  } catch (error) {
    mapWriteError(error);
  }
}
