/**
 * Schema of the questions JSON stored in `quizzes.questions` (authenticated-side.md §3), used to
 * read it safely from the database.
 */
import { z } from "./zod";
import type { QuizQuestion } from "@/lib/domain/quiz-types";

export const quizQuestionSchema = z.object({
  id: z.string().min(1),
  text: z.string().min(1),
  type: z.enum(["radio", "checkbox"]),
  options: z.array(z.string()),
  required: z.boolean().default(true),
  placeholder: z.string().optional(),
});

export const quizQuestionsSchema = z.array(quizQuestionSchema);

/** Parses stored questions; throws ZodError on a malformed row. */
export function parseQuestions(value: unknown): QuizQuestion[] {
  return quizQuestionsSchema.parse(value);
}
