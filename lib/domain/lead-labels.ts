/**
 * Display helpers of a lead in the company dashboard: German labels of quiz answer keys, parsing of
 * `quizAnswers` (object or JSON string), answer values as text, keepInstallations as Ja/Nein/Unbekannt
 * and dates as dd.MM.yyyy.
 * Source: authenticated-side.md §2 ("Lead details dialog": the 19 labelled keys, other keys
 * prettified, quizAnswers as object or JSON string, dates dd.MM.yyyy), §9 (date format). Pure: no I/O.
 */
import { format, isValid } from "date-fns";

/** German labels of the quiz answer keys §2 names (the spec does not show the texts; these are ours). */
export const QUIZ_ANSWER_LABELS: Readonly<Record<string, string>> = {
  project_type: "Projektart",
  current_stage: "Aktueller Stand",
  style_preference: "Stilpräferenz",
  bathroom_size: "Badezimmergröße",
  budget_range: "Budgetrahmen",
  timeline: "Zeitrahmen",
  special_requirements: "Besondere Anforderungen",
  room_size: "Raumgröße",
  project_scope: "Projektumfang",
  preferred_style: "Bevorzugter Stil",
  renovation_type: "Art der Renovierung",
  installation_timeline: "Zeitrahmen der Installation",
  existing_installations: "Bestehende Installationen",
  energy_efficiency: "Energieeffizienz",
  accessibility_needs: "Barrierefreiheit",
  quality_level: "Qualitätsstufe",
  material_preferences: "Materialwünsche",
  intent_readiness: "Projektbereitschaft",
  start_timeline: "Gewünschter Projektstart",
};

/** Placeholder for an empty value. */
export const EMPTY_VALUE = "–";

/**
 * A readable label for a key without a German label: words of snake_case, kebab-case and camelCase
 * split and capitalised ("floor_access_from" → "Floor Access From", "roomCount" → "Room Count").
 * Umlauts and other letters are kept as they are.
 */
export function prettifyKey(key: string): string {
  const words = key
    .replace(/([\p{Ll}\d])(\p{Lu})/gu, "$1 $2")
    .split(/[\s_\-.]+/)
    .filter(Boolean);
  if (words.length === 0) return key;
  return words.map((word) => word.charAt(0).toLocaleUpperCase("de-AT") + word.slice(1)).join(" ");
}

/** The German label of a quiz answer key, else its prettified form. */
export function quizAnswerLabel(key: string): string {
  return QUIZ_ANSWER_LABELS[key] ?? prettifyKey(key);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * `quizAnswers` as an object: an object is returned as is, a JSON string holding an object is
 * parsed; anything else (invalid JSON, arrays, numbers, null) gives an empty object. Never throws.
 */
export function parseQuizAnswers(value: unknown): Record<string, unknown> {
  if (isPlainObject(value)) return value;
  if (typeof value === "string") {
    try {
      const parsed: unknown = JSON.parse(value);
      return isPlainObject(parsed) ? parsed : {};
    } catch {
      return {};
    }
  }
  return {};
}

/**
 * An answer as text: lists joined with ", ", booleans as Ja/Nein, numbers as written, nested
 * objects as "key: value" pairs, empty values as "–".
 */
export function formatAnswerValue(value: unknown): string {
  if (value === null || value === undefined) return EMPTY_VALUE;
  if (typeof value === "string") return value.trim() === "" ? EMPTY_VALUE : value;
  if (typeof value === "boolean") return value ? "Ja" : "Nein";
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : EMPTY_VALUE;
  if (Array.isArray(value)) {
    const parts = value.map(formatAnswerValue).filter((part) => part !== EMPTY_VALUE);
    return parts.length > 0 ? parts.join(", ") : EMPTY_VALUE;
  }
  if (isPlainObject(value)) {
    const parts = Object.entries(value).map(([key, inner]) => `${quizAnswerLabel(key)}: ${formatAnswerValue(inner)}`);
    return parts.length > 0 ? parts.join(", ") : EMPTY_VALUE;
  }
  return String(value);
}

/** The quiz answers as label/value rows in their stored order. */
export function quizAnswerRows(answers: Record<string, unknown>): { key: string; label: string; value: string }[] {
  return Object.entries(answers).map(([key, value]) => ({ key, label: quizAnswerLabel(key), value: formatAnswerValue(value) }));
}

/**
 * The answers as the customer gave them (issue 14: confirmation e-mail, "Mein Projekt"): one row
 * per answered question in the quiz's order, labelled with the question's text; answers to
 * questions no longer in the quiz follow with their readable key. Empty answers are left out.
 *
 * @param questions The service's quiz questions (id and text); may be empty.
 */
export function answerRowsForQuiz(
  answers: Record<string, unknown>,
  questions: readonly { id: string; text: string }[],
): { key: string; label: string; value: string }[] {
  const known = new Set(questions.map((question) => question.id));
  const ordered = [
    ...questions.filter((question) => question.id in answers).map((question) => ({ key: question.id, label: question.text })),
    ...Object.keys(answers)
      .filter((key) => !known.has(key))
      .map((key) => ({ key, label: quizAnswerLabel(key) })),
  ];
  return ordered
    .map((row) => ({ ...row, value: formatAnswerValue(answers[row.key]) }))
    .filter((row) => row.value !== EMPTY_VALUE && row.value.trim() !== "");
}

/** keepInstallations (§2: yes/no/unknown) as Ja, Nein or Unbekannt. */
export function keepInstallationsLabel(value: boolean | null | undefined): "Ja" | "Nein" | "Unbekannt" {
  if (value === true) return "Ja";
  if (value === false) return "Nein";
  return "Unbekannt";
}

/**
 * A date as dd.MM.yyyy (§9): a Date or ISO timestamp in the viewer's time zone, a bare YYYY-MM-DD
 * as that calendar day. "–" when empty or invalid.
 */
export function formatGermanDate(value: Date | string | null | undefined): string {
  if (value === null || value === undefined || value === "") return EMPTY_VALUE;
  let date: Date;
  if (typeof value !== "string") date = value;
  else if (/^\d{4}-\d{2}-\d{2}$/.test(value)) date = new Date(`${value}T00:00:00`); // a calendar day, local
  else date = new Date(value);
  return isValid(date) ? format(date, "dd.MM.yyyy") : EMPTY_VALUE;
}
