/** Shapes of a quiz as stored in `quizzes.questions` and served by GET /api/quizzes/{service}. */

export type QuestionType = "radio" | "checkbox";

export interface QuizQuestion {
  /** The key in a project's `quizAnswers`. */
  id: string;
  text: string;
  type: QuestionType;
  /** Option texts; the stored answer is the text itself. */
  options: string[];
  required: boolean;
  placeholder?: string;
}

export interface QuizDefinition {
  serviceType: string;
  title: string;
  description: string;
  questions: QuizQuestion[];
}

export type QuizAnswer = string | string[];

export type QuizAnswers = Record<string, QuizAnswer>;
