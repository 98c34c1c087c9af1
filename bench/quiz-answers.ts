/** Valid quiz answers for the bench's POST /api/projects runs. */
import { INTENT_READINESS_OPTIONS, START_TIMELINE_OPTIONS } from "../lib/domain/lead-score";

/**
 * Valid answers of `service`'s quiz as served at `base` (GET /api/quizzes/{service}): the first
 * option of each question and the hottest lead-score answers.
 */
export async function firstOptionAnswers(base: string, service: string): Promise<Record<string, string | string[]>> {
  const quiz = (await (await fetch(`${base}/api/quizzes/${service}`)).json()) as {
    questions: { id: string; type: string; options: string[] }[];
  };
  const answers: Record<string, string | string[]> = {};
  for (const q of quiz.questions) answers[q.id] = q.type === "checkbox" ? [q.options[0]!] : q.options[0]!;
  answers.intent_readiness = INTENT_READINESS_OPTIONS[0]!;
  answers.start_timeline = START_TIMELINE_OPTIONS[0]!;
  return answers;
}
