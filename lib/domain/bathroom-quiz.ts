/**
 * The bathroom quizzes' `project_type` → `fixtures_to_replace` rule: once `project_type` is answered, the
 * fixtures question is skipped and prefilled from this table (spec: public-side §4).
 */

export const PROJECT_TYPE_QUESTION_ID = "project_type";
export const FIXTURES_QUESTION_ID = "fixtures_to_replace";

export const FIXTURE_OPTIONS = [
  "Toilette",
  "Waschbecken",
  "Badewanne",
  "Dusche",
  "Bodenfliesen",
  "Wandfliesen",
  "Armaturen",
  "Beleuchtung",
] as const;

export const FIXTURES_BY_PROJECT_TYPE: Readonly<Record<string, readonly string[]>> = {
  "Komplette Renovierung": FIXTURE_OPTIONS,
  "Nur neue Fliesen": ["Bodenfliesen", "Wandfliesen"],
  "Nur Sanitäranlagen": ["Toilette", "Waschbecken", "Badewanne", "Dusche", "Armaturen"],
};

export const PROJECT_TYPE_OPTIONS = Object.keys(FIXTURES_BY_PROJECT_TYPE);
