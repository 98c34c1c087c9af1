/**
 * Lead score and grade of a project from its last two quiz answers (spec: authenticated-side §4, §9).
 * The option texts are those every seeded quiz uses for `intent_readiness` and `start_timeline`.
 */
import type { QuizAnswers } from "./quiz-types";

export const INTENT_READINESS_POINTS: Readonly<Record<string, number>> = {
  "Ich bin startklar – Unterlagen und Budget sind vorhanden": 3,
  "Ich vergleiche Angebote und möchte beraten werden": 2,
  "Ich plane noch und brauche Beratung zu Budget und Finanzierung": 1,
};

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
  label: "Heiß" | "Warm" | "Kalt";
}

function firstText(value: unknown): string | undefined {
  if (typeof value === "string") return value;
  if (Array.isArray(value) && typeof value[0] === "string") return value[0];
  return undefined;
}

/** A (Heiß) from 4 points, B (Warm) from 2, else C (Kalt) (spec: authenticated-side §9). */
export function gradeOfScore(score: number): LeadScore {
  if (score >= 4) return { score, grade: "A", label: "Heiß" };
  if (score >= 2) return { score, grade: "B", label: "Warm" };
  return { score, grade: "C", label: "Kalt" };
}

/** Scores a lead; null when neither question was answered (no grade badge). Unknown answer texts count 0. */
export function scoreLead(answers: QuizAnswers | Record<string, unknown>): LeadScore | null {
  const intent = firstText(answers["intent_readiness"]);
  const timeline = firstText(answers["start_timeline"]);
  if (intent === undefined && timeline === undefined) return null;
  const score =
    (intent ? (INTENT_READINESS_POINTS[intent] ?? 0) : 0) + (timeline ? (START_TIMELINE_POINTS[timeline] ?? 0) : 0);
  return gradeOfScore(score);
}

function pointsText(points: number): string {
  return points === 1 ? "1 Punkt" : `${points} Punkte`;
}

export const MAX_LEAD_SCORE =
  Math.max(...Object.values(INTENT_READINESS_POINTS)) + Math.max(...Object.values(START_TIMELINE_POINTS));

/** Why a lead has its grade, for the grade badge's tooltip. */
export interface LeadScoreExplanation extends LeadScore {
  summary: string;
  lines: string[];
  rule: string;
}

/**
 * Explains `scoreLead`: the grade's points, each scored answer with its points, and the thresholds; null when
 * unanswered.
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
