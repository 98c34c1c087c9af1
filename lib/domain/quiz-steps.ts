/**
 * Step logic of the quiz wizard, shared by the browser and POST /api/projects (spec: public-side §4, §5).
 * Steps: 0 = postal code, 1..n = the visible questions, n + 1 = contact details.
 */
import { FIXTURES_BY_PROJECT_TYPE, FIXTURES_QUESTION_ID, PROJECT_TYPE_QUESTION_ID } from "./bathroom-quiz";
import type { QuizAnswer, QuizAnswers, QuizQuestion } from "./quiz-types";
import { SUBSIDY_ANSWER_PREFIX, subsidyAnswerError } from "./subsidies";

export const AUTO_ADVANCE_MS = 800;

export function isAnswered(answer: QuizAnswer | undefined): boolean {
  if (answer === undefined) return false;
  return Array.isArray(answer) ? answer.length > 0 : answer.trim() !== "";
}

function projectTypeAnswer(answers: QuizAnswers): string | undefined {
  const value = answers[PROJECT_TYPE_QUESTION_ID];
  return typeof value === "string" && value in FIXTURES_BY_PROJECT_TYPE ? value : undefined;
}

export function isSkipped(question: QuizQuestion, answers: QuizAnswers): boolean {
  return question.id === FIXTURES_QUESTION_ID && projectTypeAnswer(answers) !== undefined;
}

export function visibleQuestions(questions: readonly QuizQuestion[], answers: QuizAnswers): QuizQuestion[] {
  return questions.filter((question) => !isSkipped(question, answers));
}

export function totalSteps(questions: readonly QuizQuestion[], answers: QuizAnswers): number {
  return 2 + visibleQuestions(questions, answers).length;
}

/**
 * Answers with the prefills applied: an answered `project_type` sets `fixtures_to_replace` (overriding any
 * other). When `project_type` is cleared, the prefilled answer stays until the user changes it.
 */
export function applyPrefills(questions: readonly QuizQuestion[], answers: QuizAnswers): QuizAnswers {
  const projectType = projectTypeAnswer(answers);
  const hasFixtures = questions.some((q) => q.id === FIXTURES_QUESTION_ID);
  if (!projectType || !hasFixtures) return answers;
  return { ...answers, [FIXTURES_QUESTION_ID]: [...FIXTURES_BY_PROJECT_TYPE[projectType]!] };
}

/** Answers after picking `option`: radio replaces, checkbox toggles (in the quiz's option order); prefilled. */
export function answerQuestion(
  questions: readonly QuizQuestion[],
  answers: QuizAnswers,
  question: QuizQuestion,
  option: string,
): QuizAnswers {
  let value: QuizAnswer;
  if (question.type === "checkbox") {
    const current = Array.isArray(answers[question.id]) ? (answers[question.id] as string[]) : [];
    const next = current.includes(option) ? current.filter((o) => o !== option) : [...current, option];
    value = question.options.filter((o) => next.includes(o));
  } else {
    value = option;
  }
  return applyPrefills(questions, { ...answers, [question.id]: value });
}

/** Question id (or "_") → German message. */
export type AnswerErrors = Record<string, string>;

/**
 * Server-side check of answers against the quiz (apply `applyPrefills` first); {} when valid. `subsidy_` answers
 * are checked by subsidyAnswerError.
 */
export function validateAnswers(questions: readonly QuizQuestion[], answers: QuizAnswers): AnswerErrors {
  const errors: AnswerErrors = {};
  const byId = new Map(questions.map((q) => [q.id, q]));
  for (const [id, answer] of Object.entries(answers)) {
    const question = byId.get(id);
    // The optional "Förderung prüfen" answers are not quiz questions.
    if (!question && id.startsWith(SUBSIDY_ANSWER_PREFIX)) {
      const message = subsidyAnswerError(id, answer);
      if (message) errors[id] = message;
      continue;
    }
    if (!question) {
      errors[id] = `Unbekannte Frage "${id}".`;
      continue;
    }
    if (question.type === "radio" && Array.isArray(answer)) {
      errors[id] = "Bei dieser Frage ist nur eine Antwort möglich.";
      continue;
    }
    const chosen = Array.isArray(answer) ? answer : [answer];
    const invalid = chosen.find((option) => !question.options.includes(option));
    if (invalid !== undefined) errors[id] = `Die Antwort "${invalid}" ist bei dieser Frage nicht möglich.`;
    else if (new Set(chosen).size !== chosen.length) errors[id] = "Jede Antwort darf nur einmal gewählt werden.";
  }
  for (const question of visibleQuestions(questions, answers)) {
    if (question.required && !errors[question.id] && !isAnswered(answers[question.id])) {
      errors[question.id] = `Antwort erforderlich: ${question.text}`;
    }
  }
  return errors;
}
