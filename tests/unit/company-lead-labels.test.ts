/**
 * Display helpers of the lead details dialog (authenticated-side.md §2 "Lead details dialog"):
 * German labels of the 19 quiz keys, prettified other keys, quizAnswers as object or JSON string,
 * answer values, keepInstallations and dates dd.MM.yyyy.
 */
import {
  formatAnswerValue,
  formatGermanDate,
  keepInstallationsLabel,
  parseQuizAnswers,
  prettifyKey,
  QUIZ_ANSWER_LABELS,
  quizAnswerLabel,
  quizAnswerRows,
} from "@/lib/domain/lead-labels";

const SPEC_KEYS = [
  "project_type", "current_stage", "style_preference", "bathroom_size", "budget_range", "timeline",
  "special_requirements", "room_size", "project_scope", "preferred_style", "renovation_type",
  "installation_timeline", "existing_installations", "energy_efficiency", "accessibility_needs",
  "quality_level", "material_preferences", "intent_readiness", "start_timeline",
];

describe("quiz answer labels", () => {
  it("has a German label for exactly the 19 keys of §2, all distinct", () => {
    expect(Object.keys(QUIZ_ANSWER_LABELS).sort()).toEqual([...SPEC_KEYS].sort());
    const labels = Object.values(QUIZ_ANSWER_LABELS);
    expect(new Set(labels).size).toBe(19);
    for (const key of SPEC_KEYS) {
      expect(quizAnswerLabel(key)).not.toMatch(/_/);
      expect(quizAnswerLabel(key)).not.toBe(prettifyKey(key));
    }
    expect(quizAnswerLabel("project_type")).toBe("Projektart");
    expect(quizAnswerLabel("start_timeline")).toBe("Gewünschter Projektstart");
  });

  it("prettifies other keys: snake_case, kebab-case and camelCase become capitalised words", () => {
    expect(prettifyKey("floor_access_from")).toBe("Floor Access From");
    expect(prettifyKey("wall-length")).toBe("Wall Length");
    expect(prettifyKey("roomCount")).toBe("Room Count");
    expect(prettifyKey("__größe__")).toBe("Größe");
    expect(prettifyKey("")).toBe("");
    expect(quizAnswerLabel("tile_format")).toBe("Tile Format");
  });
});

describe("parseQuizAnswers", () => {
  it("returns an object as it is", () => {
    const answers = { project_type: "Komplett", special_requirements: ["Fußbodenheizung"] };
    expect(parseQuizAnswers(answers)).toBe(answers);
  });

  it("parses a JSON string holding an object", () => {
    expect(parseQuizAnswers('{"project_type":"Nur Fliesen","room_size":"5-10 m²"}')).toEqual({
      project_type: "Nur Fliesen",
      room_size: "5-10 m²",
    });
  });

  it("gives an empty object for invalid JSON, JSON that is no object, and other values", () => {
    for (const value of ["{project_type: Komplett", "", "[1,2]", '"text"', "42", "null", null, undefined, 7, ["a"]]) {
      expect(parseQuizAnswers(value)).toEqual({});
    }
  });
});

describe("answer values", () => {
  it("joins lists with ', ', shows booleans as Ja/Nein and empty values as –", () => {
    expect(formatAnswerValue(["Dusche", "Badewanne", "WC"])).toBe("Dusche, Badewanne, WC");
    expect(formatAnswerValue(true)).toBe("Ja");
    expect(formatAnswerValue(false)).toBe("Nein");
    expect(formatAnswerValue(12)).toBe("12");
    expect(formatAnswerValue("")).toBe("–");
    expect(formatAnswerValue(null)).toBe("–");
    expect(formatAnswerValue([])).toBe("–");
    expect(formatAnswerValue({ room_size: "10 m²", wall_count: 3 })).toBe("Raumgröße: 10 m², Wall Count: 3");
  });

  it("builds label/value rows in stored order", () => {
    expect(quizAnswerRows({ timeline: "Sofort", extra_wish: ["A", "B"] })).toEqual([
      { key: "timeline", label: "Zeitrahmen", value: "Sofort" },
      { key: "extra_wish", label: "Extra Wish", value: "A, B" },
    ]);
  });

  it("shows keepInstallations as Ja, Nein or Unbekannt", () => {
    expect(keepInstallationsLabel(true)).toBe("Ja");
    expect(keepInstallationsLabel(false)).toBe("Nein");
    expect(keepInstallationsLabel(null)).toBe("Unbekannt");
    expect(keepInstallationsLabel(undefined)).toBe("Unbekannt");
  });

  it("formats dates as dd.MM.yyyy and invalid ones as –", () => {
    expect(formatGermanDate(new Date(2025, 2, 5, 14, 30))).toBe("05.03.2025");
    expect(formatGermanDate("2025-12-31")).toBe("31.12.2025");
    expect(formatGermanDate(new Date(2025, 0, 9).toISOString())).toBe("09.01.2025");
    expect(formatGermanDate("kein Datum")).toBe("–");
    expect(formatGermanDate(null)).toBe("–");
  });
});
