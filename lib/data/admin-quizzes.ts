/**
 * The admin quiz management, one quiz per service (unique service_type: 409). Projects keep their
 * answers when a quiz changes or goes (no foreign key). Every change is audited.
 */
import "server-only";
import { recordAudit, type AuditActor } from "@/lib/data/audit-log";
import { getDb } from "@/lib/db";
import type { AdminQuiz } from "@/lib/domain/admin-content";
import { idOrTextSearch } from "@/lib/domain/admin-projects";
import type { AdminQuizzesPage } from "@/lib/domain/admin-quizzes";
import { Prisma } from "@/lib/generated/prisma/client";
import { ConflictError, NotFoundError } from "@/lib/errors";
import { prismaErrorCode } from "@/lib/http/api-error";
import { quizQuestionsSchema, type AdminQuizzesQuery, type QuizInput } from "@/lib/validation/quiz";

export const QUIZ_NOT_FOUND = "Quiz nicht gefunden.";
export const QUIZ_SERVICE_TAKEN = "Für diesen Service gibt es bereits ein Quiz.";

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

/** A malformed questions column is shown as no questions. */
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

function toData(input: QuizInput) {
  return {
    serviceType: input.serviceType,
    title: input.title,
    description: input.description,
    isActive: input.isActive,
    questions: input.questions as Prisma.InputJsonValue,
  };
}

function mapWriteError(error: unknown): never {
  if (prismaErrorCode(error) === "P2002")
    throw new ConflictError(QUIZ_SERVICE_TAKEN, { serviceType: QUIZ_SERVICE_TAKEN });
  if (prismaErrorCode(error) === "P2025") throw new NotFoundError(QUIZ_NOT_FOUND);
  throw error;
}

/** One page of quizzes with questions, newest first; `q` "#12" the id or part of service id or title. */
export async function listQuizzesForAdmin(query: AdminQuizzesQuery): Promise<AdminQuizzesPage> {
  const { page, pageSize } = query;
  const where: Prisma.QuizWhereInput = {};
  if (query.status) where.isActive = query.status === "active";
  if (query.q) Object.assign(where, idOrTextSearch(query.q, ["serviceType", "title"]));
  const db = getDb();
  const [rows, total] = await Promise.all([
    db.quiz.findMany({
      where,
      select: SELECT,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: (page - 1) * pageSize,
      take: pageSize,
    }),
    db.quiz.count({ where }),
  ]);
  return { quizzes: rows.map(toAdminQuiz), total, page, pageSize };
}

/** @throws NotFoundError "Quiz nicht gefunden." */
export async function getQuizForAdmin(id: number): Promise<AdminQuiz> {
  const row = await getDb().quiz.findUnique({ where: { id }, select: SELECT });
  if (!row) throw new NotFoundError(QUIZ_NOT_FOUND);
  return toAdminQuiz(row);
}

type Admin = Exclude<AuditActor, string>;

/** Settings and question ids only (the texts stay in the quiz). */
function auditState(quiz: AdminQuiz) {
  return {
    serviceType: quiz.serviceType,
    title: quiz.title,
    isActive: quiz.isActive,
    questions: quiz.questions.map((question) => question.id),
  };
}

/** @throws ConflictError when the service already has a quiz. */
export async function createQuiz(actor: Admin, input: QuizInput): Promise<AdminQuiz> {
  try {
    return await getDb().$transaction(async (tx) => {
      const quiz = toAdminQuiz(await tx.quiz.create({ data: toData(input), select: SELECT }));
      await recordAudit(tx, {
        actor,
        action: "quiz.create",
        entityType: "quiz",
        entityId: quiz.id,
        after: auditState(quiz),
      });
      return quiz;
    });
  } catch (error) {
    mapWriteError(error);
  }
}

/**
 * Replaces a quiz; returns it and its previous service id (both pages get revalidated).
 * @throws NotFoundError unknown id; ConflictError service taken.
 */
export async function updateQuiz(
  actor: Admin,
  id: number,
  input: QuizInput,
): Promise<{ quiz: AdminQuiz; previousServiceType: string }> {
  try {
    return await getDb().$transaction(async (tx) => {
      const row = await tx.quiz.findUnique({ where: { id }, select: SELECT });
      if (!row) throw new NotFoundError(QUIZ_NOT_FOUND);
      const before = toAdminQuiz(row);
      const quiz = toAdminQuiz(await tx.quiz.update({ where: { id }, data: toData(input), select: SELECT }));
      await recordAudit(tx, {
        actor,
        action: "quiz.update",
        entityType: "quiz",
        entityId: id,
        before: auditState(before),
        after: {
          ...auditState(quiz),
          questionsChanged: JSON.stringify(before.questions) !== JSON.stringify(quiz.questions),
        },
      });
      return { quiz, previousServiceType: before.serviceType };
    });
  } catch (error) {
    mapWriteError(error);
  }
}

/** Deletes a quiz (projects untouched); returns its service id. @throws NotFoundError */
export async function deleteQuiz(actor: Admin, id: number): Promise<{ id: number; serviceType: string }> {
  try {
    return await getDb().$transaction(async (tx) => {
      const quiz = toAdminQuiz(await tx.quiz.delete({ where: { id }, select: SELECT }));
      await recordAudit(tx, {
        actor,
        action: "quiz.delete",
        entityType: "quiz",
        entityId: id,
        before: auditState(quiz),
      });
      return { id, serviceType: quiz.serviceType };
    });
  } catch (error) {
    mapWriteError(error);
  }
}
