/** Display helpers of a lead's quiz answers in the company dashboard: German labels, parsing, values as text. */
import { SUBSIDY_ANSWER_FIELDS, SUBSIDY_ANSWER_PREFIX, SUBSIDY_QUESTIONS, type SubsidyAnswerKey } from "./subsidies";

/**
 * German labels of every quiz answer key (tests check none of the seeded quizzes' keys is missing; the
 * keys come from spec: authenticated-side §2). The order is the answer summary's order, since jsonb loses it.
 */
export const QUIZ_ANSWER_LABELS: Readonly<Record<string, string>> = {
  // What is to be done.
  project_type: "Projektart",
  project_scope: "Umfang der Arbeiten",
  renovation_type: "Zu renovierende Bereiche",
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
  bathroom_size: "Badezimmergröße",
  room_size: "Fläche",
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
  current_stage: "Aktueller Stand",
  current_heating: "Derzeitige Heizung",
  existing_installations: "Bestehende Anschlüsse",
  pipe_material: "Material der Leitungen",
  substrate: "Untergrund",
  infestation_duration: "Befall seit",
  owner_approval: "Zustimmung Eigentümer bzw. Hausverwaltung",
  business_operation: "Umbau im laufenden Betrieb",
  // Wishes.
  style_preference: "Gewünschter Stil",
  preferred_style: "Bevorzugter Stil",
  material_preferences: "Material",
  quality_level: "Ausstattungsqualität",
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
  energy_efficiency: "Energieeffizienz verbessern",
  accessibility_needs: "Barrierefreiheit",
  special_requirements: "Zusätzliche Wünsche",
  material_supply: "Materialbeschaffung",
  cleaning_frequency: "Häufigkeit der Reinigung",
  // Budget, timing and readiness (the lead score's two questions last).
  budget_range: "Budgetrahmen",
  timeline: "Zeitrahmen",
  installation_timeline: "Zeitrahmen der Installation",
  intent_readiness: "Projektbereitschaft",
  start_timeline: "Gewünschter Projektstart",
};

/** Labels of keys that one service's quiz asks in a narrower sense (service id → key → label). */
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

export const EMPTY_VALUE = "–";

/** A readable label for an unlabelled key: "floor_access_from" → "Floor Access From", "roomCount" → "Room Count". */
export function prettifyKey(key: string): string {
  const words = key
    .replace(/([\p{Ll}\d])(\p{Lu})/gu, "$1 $2")
    .split(/[\s_\-.]+/)
    .filter(Boolean);
  if (words.length === 0) return key;
  return words.map((word) => word.charAt(0).toLocaleUpperCase("de-AT") + word.slice(1)).join(" ");
}

/**
 * The optional "Förderung prüfen" answers (`subsidy_` keys) labelled with their questions, for the customer's own
 * views and the admins; companies never receive them (withoutSubsidyAnswers).
 */
const SUBSIDY_ANSWER_LABELS: Readonly<Record<string, string>> = Object.fromEntries(
  (Object.entries(SUBSIDY_ANSWER_FIELDS) as [SubsidyAnswerKey, string][]).map(([key, field]) => [
    field,
    SUBSIDY_QUESTIONS[key],
  ]),
);
const SUBSIDY_VALUE_TEXTS: Readonly<Record<string, string>> = { ja: "Ja", nein: "Nein", "weiss-nicht": "Weiß nicht" };

/** The key's label: the service's own, else the general one (or the subsidy question), else its prettified form. */
export function quizAnswerLabel(key: string, serviceType?: string): string {
  return (
    (serviceType ? SERVICE_ANSWER_LABELS[serviceType]?.[key] : undefined) ??
    QUIZ_ANSWER_LABELS[key] ??
    SUBSIDY_ANSWER_LABELS[key] ??
    prettifyKey(key)
  );
}

/** formatAnswerValue; the stored subsidy values "ja"/"nein"/"weiss-nicht" read "Ja"/"Nein"/"Weiß nicht". */
function answerText(key: string, value: unknown): string {
  if (key.startsWith(SUBSIDY_ANSWER_PREFIX) && typeof value === "string" && value in SUBSIDY_VALUE_TEXTS)
    return SUBSIDY_VALUE_TEXTS[value]!;
  return formatAnswerValue(value);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** `quizAnswers` as an object (a JSON string is parsed); anything else gives {}. Never throws. */
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

/** An answer as text: lists joined with ", ", booleans Ja/Nein, nested objects "key: value", empty "–". */
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

export function quizAnswerRows(
  answers: Record<string, unknown>,
  serviceType?: string,
): { key: string; label: string; value: string }[] {
  return Object.entries(answers).map(([key, value]) => ({
    key,
    label: quizAnswerLabel(key, serviceType),
    value: answerText(key, value),
  }));
}

/**
 * The answers as the customer gave them: one row per answered question in the quiz's order, labelled with
 * the question text; answers to removed questions follow with their readable key.
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
    .map((row) => ({ ...row, value: answerText(row.key, answers[row.key]) }))
    .filter((row) => row.value !== EMPTY_VALUE && row.value.trim() !== "");
}

export function keepInstallationsLabel(value: boolean | null | undefined): "Ja" | "Nein" | "Unbekannt" {
  if (value === true) return "Ja";
  if (value === false) return "Nein";
  return "Unbekannt";
}

const ANSWER_ORDER = new Map(Object.keys(QUIZ_ANSWER_LABELS).map((key, index) => [key, index]));
const SCORE_KEYS = new Set(["intent_readiness", "start_timeline"]);

function answerRank(key: string): number {
  const known = ANSWER_ORDER.get(key);
  if (known !== undefined) return SCORE_KEYS.has(key) ? ANSWER_ORDER.size + known : known;
  return ANSWER_ORDER.size - 1;
}

export interface AnswerSummaryRow {
  key: string;
  label: string;
  value: string;
}

const DERIVED_COLUMN_ROWS: readonly { column: "projectType" | "stage" | "style" | "size" | "budget"; label: string }[] =
  [
    { column: "projectType", label: "Projektart" },
    { column: "stage", label: "Aktueller Stand" },
    { column: "style", label: "Gewünschter Stil" },
    { column: "size", label: "Größe" },
    { column: "budget", label: "Budgetrahmen" },
  ];

/**
 * A German summary of the answers in QUIZ_ANSWER_LABELS order, labelled for the lead's service. The derived
 * columns are copies of answers, so they appear only for a lead without answers; an unknown
 * keepInstallations is never shown, as it means the service did not ask.
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

const SCOPE_SOURCES: readonly (readonly string[])[] = [
  ["project_type", "project_scope", "renovation_type", "fixtures_to_replace"],
  ["bathroom_size", "room_size", "shower_size", "glass_area", "window_count", "room_count"],
  ["building_type", "property_type"],
];

function shortAnswer(value: unknown): string | null {
  const texts = (Array.isArray(value) ? value : [value]).filter(
    (entry): entry is string => typeof entry === "string" && entry.trim() !== "",
  );
  if (texts.length === 0) return null;
  return texts.length === 1 ? texts[0]!.trim() : `${texts[0]!.trim()} +${texts.length - 1}`;
}

/** A lead's scope in one line, e.g. "Komplette Renovierung · 5-8 m² · Altbauwohnung"; null when nothing is known. */
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
