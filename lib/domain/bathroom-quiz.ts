/**
 * The bathroom quizzes' `project_type` → `fixtures_to_replace` rule.
 * Source: public-side.md §4 ("Quiz wizard"): once `project_type` is answered, the question
 * `fixtures_to_replace` is skipped and its answer prefilled from this table.
 */

export const PROJECT_TYPE_QUESTION_ID = "project_type";
export const FIXTURES_QUESTION_ID = "fixtures_to_replace";

/** Every fixture option of `fixtures_to_replace`, in display order. */
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

/** `project_type` option → prefilled fixtures. */
export const FIXTURES_BY_PROJECT_TYPE: Readonly<Record<string, readonly string[]>> = {
  "Komplette Renovierung": FIXTURE_OPTIONS,
  "Nur neue Fliesen": ["Bodenfliesen", "Wandfliesen"],
  "Nur Sanitäranlagen": ["Toilette", "Waschbecken", "Badewanne", "Dusche", "Armaturen"],
};

/** The three `project_type` options, in display order. */
export const PROJECT_TYPE_OPTIONS = Object.keys(FIXTURES_BY_PROJECT_TYPE);
