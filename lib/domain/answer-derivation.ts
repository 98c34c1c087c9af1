/**
 * Derives a project's summary columns from its quiz answers (spec: authenticated-side §3): each from the
 * first of its question ids that was answered; checkbox answers joined with ", ".
 */
import type { QuizAnswers } from "./quiz-types";

export const DERIVED_FIELD_SOURCES = {
  projectType: ["project_type", "renovation_type", "project_scope"],
  stage: ["current_stage"],
  style: ["style_preference", "preferred_style"],
  size: ["bathroom_size", "room_size"],
  budget: ["budget_range"],
} as const;

export const EXISTING_INSTALLATIONS_QUESTION_ID = "existing_installations";
export const EXISTING_INSTALLATIONS_VALUES: Readonly<Record<string, boolean | null>> = {
  "Ja, bestehende Anschlüsse bleiben erhalten": true,
  "Nein, alles wird neu verlegt": false,
  "Weiß ich noch nicht": null,
};

export interface DerivedProjectFields {
  projectType: string | null;
  stage: string | null;
  style: string | null;
  size: string | null;
  keepInstallations: boolean | null;
  budget: string | null;
}

function answerText(answers: QuizAnswers, ids: readonly string[]): string | null {
  for (const id of ids) {
    const value = answers[id];
    if (typeof value === "string" && value.trim() !== "") return value;
    if (Array.isArray(value) && value.length > 0) return value.join(", ");
  }
  return null;
}

export function deriveProjectFields(answers: QuizAnswers): DerivedProjectFields {
  const installations = answers[EXISTING_INSTALLATIONS_QUESTION_ID];
  return {
    projectType: answerText(answers, DERIVED_FIELD_SOURCES.projectType),
    stage: answerText(answers, DERIVED_FIELD_SOURCES.stage),
    style: answerText(answers, DERIVED_FIELD_SOURCES.style),
    size: answerText(answers, DERIVED_FIELD_SOURCES.size),
    budget: answerText(answers, DERIVED_FIELD_SOURCES.budget),
    keepInstallations:
      typeof installations === "string" ? (EXISTING_INSTALLATIONS_VALUES[installations] ?? null) : null,
  };
}
