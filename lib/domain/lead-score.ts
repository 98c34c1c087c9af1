/**
 * Lead score and grade of a project from its quiz answers.
 * Source: authenticated-side.md §4 ("Lead score") and §9 (grade thresholds A >= 4, B >= 2).
 *
 * The option texts below are the ones every seeded quiz uses for its last two questions
 * (`intent_readiness`, `start_timeline`), so the score can be read straight from the answers.
 */
import type { QuizAnswers } from "./quiz-types";

/** Options of `intent_readiness` with their points (3 / 2 / 1). */
export const INTENT_READINESS_POINTS: Readonly<Record<string, number>> = {
  "Ich bin startklar – Unterlagen und Budget sind vorhanden": 3,
  "Ich vergleiche Angebote und möchte beraten werden": 2,
  "Ich plane noch und brauche Beratung zu Budget und Finanzierung": 1,
};

/** Options of `start_timeline` with their points (<30 Tage = 2, 30-60 Tage = 1, later = 0). */
export const START_TIMELINE_POINTS: Readonly<Record<string, number>> = {
  "So bald wie möglich (<30 Tage)": 2,
  "In 1-2 Monaten (30-60 Tage)": 1,
  "In mehr als 2 Monaten": 0,
  "Noch unklar": 0,
};

export const INTENT_READINESS_OPTIONS = Object.keys(INTENT_READINESS_POINTS);
export const START_TIMELINE_OPTIONS = Object.keys(START_TIMELINE_POINTS);

export type LeadGrade = "A" | "B" | "C";

export interface LeadScore {
  /** 0..5 points. */
  score: number;
  grade: LeadGrade;
  /** German label: Heiß, Warm or Kalt. */
  label: "Heiß" | "Warm" | "Kalt";
}

function firstText(value: unknown): string | undefined {
  if (typeof value === "string") return value;
  if (Array.isArray(value) && typeof value[0] === "string") return value[0];
  return undefined;
}

/** Grade of a score: A (Heiß) from 4 points, B (Warm) from 2, else C (Kalt) (authenticated-side.md §4, §9). */
export function gradeOfScore(score: number): LeadScore {
  if (score >= 4) return { score, grade: "A", label: "Heiß" };
  if (score >= 2) return { score, grade: "B", label: "Warm" };
  return { score, grade: "C", label: "Kalt" };
}

/**
 * Scores a lead. Returns null when neither `intent_readiness` nor `start_timeline` was answered
 * (the grade badge is then hidden, authenticated-side.md §2 "Lead details dialog").
 * Unknown answer texts count 0 points.
 */
export function scoreLead(answers: QuizAnswers | Record<string, unknown>): LeadScore | null {
  const intent = firstText(answers["intent_readiness"]);
  const timeline = firstText(answers["start_timeline"]);
  if (intent === undefined && timeline === undefined) return null;
  const score =
    (intent ? (INTENT_READINESS_POINTS[intent] ?? 0) : 0) + (timeline ? (START_TIMELINE_POINTS[timeline] ?? 0) : 0);
  return gradeOfScore(score);
}

/** Points as German text: "1 Punkt", "0 Punkte", "3 Punkte". */
function pointsText(points: number): string {
  return points === 1 ? "1 Punkt" : `${points} Punkte`;
}

/** The highest score a lead can reach (3 + 2). */
export const MAX_LEAD_SCORE =
  Math.max(...Object.values(INTENT_READINESS_POINTS)) + Math.max(...Object.values(START_TIMELINE_POINTS));

/** Why a lead has its grade, as shown in the grade badge's tooltip (issue 17 §4). */
export interface LeadScoreExplanation extends LeadScore {
  /** "Heiß: 5 von 5 Punkten". */
  summary: string;
  /** One line per scored answer: the answer as given (or "nicht beantwortet") and its points. */
  lines: string[];
  /** The rule: only these two answers count, and the thresholds. */
  rule: string;
}

/**
 * Explains `scoreLead` for a lead: the grade with its points out of MAX_LEAD_SCORE, what the
 * customer answered to "Wie weit sind Sie mit Ihrer Planung?" (intent_readiness, 3/2/1 points) and
 * "Wann möchten Sie mit dem Projekt starten?" (start_timeline, 2/1/0 points) with the points each
 * earned, and the thresholds (Heiß ab 4, Warm ab 2, sonst Kalt; authenticated-side.md §4, §9). Null
 * when neither was answered (no grade).
 */
export function explainLeadScore(answers: QuizAnswers | Record<string, unknown>): LeadScoreExplanation | null {
  const score = scoreLead(answers);
  if (!score) return null;
  const intent = firstText(answers["intent_readiness"]);
  const timeline = firstText(answers["start_timeline"]);
  const line = (topic: string, answer: string | undefined, points: Readonly<Record<string, number>>) =>
    answer === undefined
      ? `${topic}: nicht beantwortet – 0 Punkte`
      : `${topic}: „${answer}“ – ${pointsText(points[answer] ?? 0)}`;
  return {
    ...score,
    summary: `${score.label}: ${score.score} von ${MAX_LEAD_SCORE} Punkten`,
    lines: [line("Planung", intent, INTENT_READINESS_POINTS), line("Start", timeline, START_TIMELINE_POINTS)],
    rule: "Bewertet werden nur diese zwei Antworten: Heiß ab 4 Punkten, Warm ab 2, sonst Kalt.",
  };
}
