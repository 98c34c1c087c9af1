/**
 * Display helpers of a lead in the company dashboard: German labels of quiz answer keys, parsing of
 * `quizAnswers` (object or JSON string), answer values as text, keepInstallations as Ja/Nein/Unbekannt
 * and dates as dd.MM.yyyy.
 * Source: authenticated-side.md §2 ("Lead details dialog": the 19 labelled keys, other keys
 * prettified, quizAnswers as object or JSON string, dates dd.MM.yyyy), §9 (date format). Pure: no I/O.
 */
import { format, isValid } from "date-fns";

/**
 * German labels of every quiz answer key: the 19 keys authenticated-side.md §2 names (the spec does
 * not show the texts; these are ours) and every other question id of the seeded quizzes
 * (lib/content/quizzes.ts; tests/unit/company-lead-labels.test.ts checks that none is missing). A
 * label names what the answer says, in a form that fits every quiz asking the key; where one quiz
 * uses a key for something narrower, SERVICE_ANSWER_LABELS holds that quiz's label. The order of
 * the keys is the order of the answer summary (`leadAnswerSummary`): what, where, how big, the
 * present state, wishes, then budget, timing and readiness (stored answers lose their order: jsonb).
 * Keys marked §2 are the 19 that authenticated-side.md §2 names.
 */
export const QUIZ_ANSWER_LABELS: Readonly<Record<string, string>> = {
  // What is to be done.
  project_type: "Projektart", // §2
  project_scope: "Umfang der Arbeiten", // §2
  renovation_type: "Zu renovierende Bereiche", // §2
  fixtures_to_replace: "Zu erneuernde Elemente",
  architect_services: "Gewünschte Leistungen",
  pest_type: "Schädling",
  door_type: "Tortyp",
  pool_type: "Pooltyp",
  glass_type: "Glasart",
  damage_type: "Schäden",
  affected_area: "Betroffene Bereiche",
  // Where: the building or place.
  building_type: "Art des Objekts",
  property_type: "Objekt",
  building_age: "Baujahr des Gebäudes",
  building_floors: "Geschoße des Gebäudes",
  installation_location: "Einbauort",
  roof_type: "Montageort",
  outdoor_unit_location: "Ort des Außengeräts",
  terrace_location: "Lage der Fläche",
  pool_location: "Lage des Pools",
  move_distance: "Umzugsziel",
  floor_access_from: "Stock und Lift (alte Wohnung)",
  floor_access_to: "Stock und Lift (neue Wohnung)",
  site_access: "Zufahrt zum Grundstück",
  // How big.
  bathroom_size: "Badezimmergröße", // §2
  room_size: "Fläche", // §2
  shower_size: "Größe der Dusche",
  room_count: "Anzahl der Räume",
  window_count: "Anzahl der Fenster",
  item_count: "Anzahl Türen bzw. Elemente",
  glass_area: "Glasfläche",
  awning_width: "Breite der Beschattung",
  door_size: "Größe der Toröffnung",
  wall_length: "Länge der Mauer",
  excavation_volume: "Menge des Erdaushubs",
  garden_area: "Freie Gartenfläche",
  system_size: "Anlagenleistung",
  annual_consumption: "Jährlicher Stromverbrauch",
  // The present state.
  current_stage: "Aktueller Stand", // §2
  current_heating: "Derzeitige Heizung",
  existing_installations: "Bestehende Anschlüsse", // §2
  pipe_material: "Material der Leitungen",
  substrate: "Untergrund",
  infestation_duration: "Befall seit",
  owner_approval: "Zustimmung Eigentümer bzw. Hausverwaltung",
  business_operation: "Umbau im laufenden Betrieb",
  // Wishes.
  style_preference: "Gewünschter Stil", // §2
  preferred_style: "Bevorzugter Stil", // §2
  material_preferences: "Material", // §2
  quality_level: "Ausstattungsqualität", // §2
  tile_format: "Fliesenformat",
  laying_method: "Verlegeart",
  glazing: "Verglasung",
  security_level: "Sicherheitsstufe",
  operation_type: "Bedienung",
  heat_source: "Wärmequelle",
  preferred_system: "Gewünschtes Heizsystem",
  construction_method: "Bauweise",
  completion_level: "Ausbaustufe",
  foundation: "Keller",
  energy_efficiency: "Energieeffizienz verbessern", // §2
  accessibility_needs: "Barrierefreiheit", // §2
  special_requirements: "Zusätzliche Wünsche", // §2
  material_supply: "Materialbeschaffung",
  cleaning_frequency: "Häufigkeit der Reinigung",
  // Budget, timing and readiness (the lead score's two questions last).
  budget_range: "Budgetrahmen", // §2
  timeline: "Zeitrahmen", // §2
  installation_timeline: "Zeitrahmen der Installation", // §2
  intent_readiness: "Projektbereitschaft", // §2
  start_timeline: "Gewünschter Projektstart", // §2
};

/**
 * Labels of keys that one service's quiz asks in a narrower sense than QUIZ_ANSWER_LABELS says
 * (service id → key → label), read from the question texts of lib/content/quizzes.ts.
 */
export const SERVICE_ANSWER_LABELS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  wohnungsrenovierung: {
    current_stage: "Zustand der Wohnung",
    building_type: "Art der Wohnung",
    room_size: "Wohnfläche",
  },
  "komplette-wohnsanierung": {
    current_stage: "Zustand der Wohnung",
    building_type: "Art der Wohnung",
    room_size: "Wohnfläche",
  },
  wohnungssanierung: { building_type: "Art der Wohnung", room_size: "Wohnfläche" },
  hausrenovierung: { room_size: "Wohnfläche" },
  hausbau: { current_stage: "Planungsstand", room_size: "Geplante Wohnfläche" },
  fertighauser: { current_stage: "Planungsstand", room_size: "Geplante Wohnfläche" },
  industriebau: { current_stage: "Planungsstand", room_size: "Geplante Nutzfläche" },
  zimmermann: { current_stage: "Planungsstand" },
  architekten: { current_stage: "Planungsstand" },
  küchenrenovierung: { room_size: "Küchengröße" },
  abbruch: { room_size: "Abbruchfläche" },
  bürorenovierung: { room_size: "Bürofläche" },
  fassadensanierung: { room_size: "Fassadenfläche" },
  poolrenovierung: { room_size: "Wasserfläche" },
  schwimmbader: { room_size: "Wasserfläche" },
  geothermie: { room_size: "Beheizte Wohnfläche" },
  fliesen: { renovation_type: "Art der Arbeiten", room_size: "Zu verfliesende Fläche" },
  maler: { current_stage: "Zustand der Räume", style_preference: "Farbgestaltung" },
  betonsanierung: { current_stage: "Fachliche Beurteilung", room_size: "Betroffene Fläche" },
  feuchtigkeit: { current_stage: "Ursache bekannt" },
  klimaanlagen: { building_type: "Einbauort" },
  umzüge: { room_size: "Größe der jetzigen Wohnung" },
  reinigung: { room_size: "Zu reinigende Fläche" },
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

/**
 * The German label of a quiz answer key: the service's own label when `serviceType` narrows it
 * (SERVICE_ANSWER_LABELS), else the general label, else (a key an admin added) its prettified form.
 */
export function quizAnswerLabel(key: string, serviceType?: string): string {
  return (
    (serviceType ? SERVICE_ANSWER_LABELS[serviceType]?.[key] : undefined) ?? QUIZ_ANSWER_LABELS[key] ?? prettifyKey(key)
  );
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

/** The quiz answers as label/value rows in their stored order (labels of `serviceType` when given). */
export function quizAnswerRows(
  answers: Record<string, unknown>,
  serviceType?: string,
): { key: string; label: string; value: string }[] {
  return Object.entries(answers).map(([key, value]) => ({
    key,
    label: quizAnswerLabel(key, serviceType),
    value: formatAnswerValue(value),
  }));
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
    ...questions
      .filter((question) => question.id in answers)
      .map((question) => ({ key: question.id, label: question.text })),
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
  else if (/^\d{4}-\d{2}-\d{2}$/.test(value))
    date = new Date(`${value}T00:00:00`); // a calendar day, local
  else date = new Date(value);
  return isValid(date) ? format(date, "dd.MM.yyyy") : EMPTY_VALUE;
}

const ANSWER_ORDER = new Map(Object.keys(QUIZ_ANSWER_LABELS).map((key, index) => [key, index]));
const SCORE_KEYS = new Set(["intent_readiness", "start_timeline"]);

/** Position of a key in the summary: QUIZ_ANSWER_LABELS order; other keys before the two score questions. */
function answerRank(key: string): number {
  const known = ANSWER_ORDER.get(key);
  if (known !== undefined) return SCORE_KEYS.has(key) ? ANSWER_ORDER.size + known : known;
  return ANSWER_ORDER.size - 1;
}

/** A row of a lead's answer summary. */
export interface AnswerSummaryRow {
  key: string;
  label: string;
  value: string;
}

/** The derived project columns (lib/domain/answer-derivation.ts) with their labels. */
const DERIVED_COLUMN_ROWS: readonly { column: "projectType" | "stage" | "style" | "size" | "budget"; label: string }[] =
  [
    { column: "projectType", label: "Projektart" },
    { column: "stage", label: "Aktueller Stand" },
    { column: "style", label: "Gewünschter Stil" },
    { column: "size", label: "Größe" },
    { column: "budget", label: "Budgetrahmen" },
  ];

/**
 * One German summary of what the customer answered (issue 17 §4): one row per answered quiz key
 * in the order of QUIZ_ANSWER_LABELS (keys an admin added before the two lead-score questions),
 * labelled for the lead's service (quizAnswerLabel), empty answers left out.
 * The derived project columns (projectType, stage, style, size, budget, keepInstallations) are
 * copies of answers, so they appear only for a lead without any answer (rows stored before the
 * answers were kept); an unknown keepInstallations is never shown, because it means the service
 * did not ask.
 */
export function leadAnswerSummary(lead: {
  serviceType: string;
  quizAnswers: unknown;
  projectType?: string | null;
  stage?: string | null;
  style?: string | null;
  size?: string | null;
  budget?: string | null;
  keepInstallations?: boolean | null;
}): AnswerSummaryRow[] {
  const answers = parseQuizAnswers(lead.quizAnswers);
  const rows = quizAnswerRows(answers, lead.serviceType)
    .filter((row) => row.value !== EMPTY_VALUE)
    .sort((a, b) => answerRank(a.key) - answerRank(b.key));
  if (rows.length > 0) return rows;
  for (const derived of DERIVED_COLUMN_ROWS) {
    const value = lead[derived.column];
    if (value && value.trim() !== "") rows.push({ key: derived.column, label: derived.label, value });
  }
  if (typeof lead.keepInstallations === "boolean") {
    rows.push({
      key: "keepInstallations",
      label: "Bestehende Anschlüsse behalten",
      value: keepInstallationsLabel(lead.keepInstallations),
    });
  }
  return rows;
}

/** Answer keys read for the one-line scope summary, in priority order per part. */
const SCOPE_SOURCES: readonly (readonly string[])[] = [
  ["project_type", "project_scope", "renovation_type", "fixtures_to_replace"],
  ["bathroom_size", "room_size", "shower_size", "glass_area", "window_count", "room_count"],
  ["building_type", "property_type"],
];

/** The first text of an answer and how many more were chosen ("Dach +2"); null when empty. */
function shortAnswer(value: unknown): string | null {
  const texts = (Array.isArray(value) ? value : [value]).filter(
    (entry): entry is string => typeof entry === "string" && entry.trim() !== "",
  );
  if (texts.length === 0) return null;
  return texts.length === 1 ? texts[0]!.trim() : `${texts[0]!.trim()} +${texts.length - 1}`;
}

/**
 * A lead's scope in one line for its card (issue 17 §4), e.g. "Komplette Renovierung · 5-8 m² ·
 * Altbauwohnung": what is to be done, the size and the kind of building, each the first answered
 * key of SCOPE_SOURCES (a multiple choice as its first option and "+N"), joined with " · ". Falls
 * back to the derived projectType and size columns; null when nothing is known.
 */
export function leadScopeSummary(lead: {
  quizAnswers: unknown;
  projectType?: string | null;
  size?: string | null;
}): string | null {
  const answers = parseQuizAnswers(lead.quizAnswers);
  const fallbacks = [lead.projectType ?? null, lead.size ?? null, null];
  const parts = SCOPE_SOURCES.map((keys, index) => {
    for (const key of keys) {
      const text = shortAnswer(answers[key]);
      if (text) return text;
    }
    return fallbacks[index]?.trim() || null;
  }).filter((part): part is string => part !== null);
  return parts.length > 0 ? parts.join(" · ") : null;
}
