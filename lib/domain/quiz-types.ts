/**
 * Shapes of a quiz as stored in `quizzes.questions` and served by GET /api/quizzes/{service}.
 * Source: public-side.md §3 (Quiz) and authenticated-side.md §3 (quizzes).
 */

/** Radio questions take one option, checkbox questions one or more. */
export type QuestionType = "radio" | "checkbox";

export interface QuizQuestion {
  /** Stable id, the key in a project's `quizAnswers` (e.g. "project_type"). */
  id: string;
  text: string;
  type: QuestionType;
  /** Option texts; the stored answer is the text itself. */
  options: string[];
  required: boolean;
  placeholder?: string;
}

/** Quiz content as seeded into the database (one per service id). */
export interface QuizDefinition {
  serviceType: string;
  title: string;
  description: string;
  questions: QuizQuestion[];
}

/** Answer of one question: an option text (radio) or a list of option texts (checkbox). */
export type QuizAnswer = string | string[];

/** Map of question id to answer, as stored in `projects.quiz_answers`. */
export type QuizAnswers = Record<string, QuizAnswer>;
