/** Quizzes; only active ones are public. */
import "server-only";
import { getDb } from "@/lib/db";
import { sortByQuizPriority } from "@/lib/domain/quiz-order";
import type { QuizQuestion } from "@/lib/domain/quiz-types";
import { parseQuestions } from "@/lib/validation/quiz";

export interface QuizSummary {
  id: number;
  serviceType: string;
  title: string;
  description: string | null;
}

export interface PublicQuiz extends QuizSummary {
  questions: QuizQuestion[];
}

/** Active quizzes for /quiz, priority services first. */
export async function listActiveQuizzes(): Promise<QuizSummary[]> {
  const rows = await getDb().quiz.findMany({
    where: { isActive: true },
    select: { id: true, serviceType: true, title: true, description: true },
    orderBy: { id: "asc" },
  });
  return sortByQuizPriority(rows);
}

export async function getActiveQuiz(serviceType: string): Promise<PublicQuiz | null> {
  const row = await getDb().quiz.findFirst({
    where: { serviceType, isActive: true },
    select: { id: true, serviceType: true, title: true, description: true, questions: true },
  });
  if (!row) return null;
  return { ...row, questions: parseQuestions(row.questions) };
}
