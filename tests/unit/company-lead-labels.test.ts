/**
 * Display helpers of the lead details dialog (spec: authenticated-side §2 "Lead details dialog"):
 * German labels of the 19 quiz keys and of every key a seeded quiz can produce,
 * prettified other keys, quizAnswers as object or JSON string, answer values, the one answer
 * summary, the card's scope line, keepInstallations and dates dd.MM.yyyy.
 */
import { QUIZ_DEFINITIONS } from "@/lib/content/quizzes";
import {
  formatAnswerValue,
  keepInstallationsLabel,
  leadAnswerSummary,
  leadScopeSummary,
  parseQuizAnswers,
  prettifyKey,
  QUIZ_ANSWER_LABELS,
  quizAnswerLabel,
  quizAnswerRows,
  SERVICE_ANSWER_LABELS,
} from "@/lib/domain/lead-labels";

const SPEC_KEYS = [
  "project_type",
  "current_stage",
  "style_preference",
  "bathroom_size",
  "budget_range",
  "timeline",
  "special_requirements",
  "room_size",
  "project_scope",
  "preferred_style",
  "renovation_type",
  "installation_timeline",
  "existing_installations",
  "energy_efficiency",
  "accessibility_needs",
  "quality_level",
  "material_preferences",
  "intent_readiness",
  "start_timeline",
];

describe("quiz answer labels", () => {
  it("has a German label for each of the 19 keys of §2", () => {
    for (const key of SPEC_KEYS) {
      expect(QUIZ_ANSWER_LABELS[key]).toBeDefined();
      expect(quizAnswerLabel(key)).not.toMatch(/_/);
      expect(quizAnswerLabel(key)).not.toBe(prettifyKey(key));
    }
    expect(quizAnswerLabel("project_type")).toBe("Projektart");
    expect(quizAnswerLabel("start_timeline")).toBe("Gewünschter Projektstart");
  });

  it("has a German label for every key any seeded quiz can produce, distinct within each quiz", () => {
    for (const quiz of QUIZ_DEFINITIONS) {
      const labels = quiz.questions.map((question) => {
        expect({ quiz: quiz.serviceType, key: question.id, labelled: question.id in QUIZ_ANSWER_LABELS }).toEqual({
          quiz: quiz.serviceType,
          key: question.id,
          labelled: true,
        });
        return quizAnswerLabel(question.id, quiz.serviceType);
      });
      expect(new Set(labels).size).toBe(labels.length);
    }
  });

  it("only narrows labels for seeded services and keys their quizzes ask", () => {
    for (const [service, labels] of Object.entries(SERVICE_ANSWER_LABELS)) {
      const quiz = QUIZ_DEFINITIONS.find((entry) => entry.serviceType === service);
      expect(quiz).toBeDefined();
      for (const key of Object.keys(labels)) expect(quiz!.questions.map((question) => question.id)).toContain(key);
    }
    expect(quizAnswerLabel("current_stage", "maler")).toBe("Zustand der Räume");
    expect(quizAnswerLabel("current_stage")).toBe("Aktueller Stand");
  });

  it("prettifies keys no quiz seeds: snake_case, kebab-case and camelCase become capitalised words", () => {
    expect(prettifyKey("floor_access_from")).toBe("Floor Access From");
    expect(prettifyKey("wall-length")).toBe("Wall Length");
    expect(prettifyKey("roomCount")).toBe("Room Count");
    expect(prettifyKey("__größe__")).toBe("Größe");
    expect(prettifyKey("")).toBe("");
    expect(quizAnswerLabel("custom_question")).toBe("Custom Question");
    expect(quizAnswerLabel("tile_format")).toBe("Fliesenformat");
  });
});

describe("leadAnswerSummary", () => {
  const base = {
    serviceType: "maler",
    projectType: null,
    stage: null,
    style: null,
    size: null,
    budget: null,
    keepInstallations: null,
  };

  it("lists each answer once with the service's labels and leaves out empty answers", () => {
    const rows = leadAnswerSummary({
      ...base,
      stage: "Leer",
      size: "50-80 m²",
      quizAnswers: {
        project_scope: ["Tapezieren", "Spachteln / Wände ausbessern"],
        current_stage: "Leer",
        room_size: "50-80 m²",
        style_preference: "",
      },
    });
    expect(rows).toEqual([
      { key: "project_scope", label: "Umfang der Arbeiten", value: "Tapezieren, Spachteln / Wände ausbessern" },
      { key: "room_size", label: "Fläche", value: "50-80 m²" },
      { key: "current_stage", label: "Zustand der Räume", value: "Leer" },
    ]);
  });

  it("orders what, where, size, state and wishes first, other keys next and the two score questions last", () => {
    const rows = leadAnswerSummary({
      ...base,
      serviceType: "badrenovierung",
      // As jsonb returns them: shorter keys first.
      quizAnswers: {
        extra_note: "Altbau",
        budget_range: "10.000 €",
        project_type: "Nur neue Fliesen",
        bathroom_size: "Bis 5 m²",
        start_timeline: "Noch unklar",
        intent_readiness: "x",
      },
    });
    expect(rows.map((row) => row.key)).toEqual([
      "project_type",
      "bathroom_size",
      "budget_range",
      "extra_note",
      "intent_readiness",
      "start_timeline",
    ]);
  });

  it("shows the derived columns only for a lead without answers, and never an unknown keepInstallations", () => {
    expect(leadAnswerSummary({ ...base, quizAnswers: {}, budget: "5.000 €", keepInstallations: false })).toEqual([
      { key: "budget", label: "Budgetrahmen", value: "5.000 €" },
      { key: "keepInstallations", label: "Bestehende Anschlüsse behalten", value: "Nein" },
    ]);
    expect(leadAnswerSummary({ ...base, quizAnswers: { room_size: "50-80 m²" }, budget: "5.000 €" })).toEqual([
      { key: "room_size", label: "Fläche", value: "50-80 m²" },
    ]);
    expect(leadAnswerSummary({ ...base, quizAnswers: "{kaputt", keepInstallations: null })).toEqual([]);
  });
});

describe("leadScopeSummary", () => {
  it("joins what is to be done, the size and the building", () => {
    expect(
      leadScopeSummary({
        quizAnswers: { project_type: "Komplette Renovierung", bathroom_size: "5-8 m²", intent_readiness: "x" },
      }),
    ).toBe("Komplette Renovierung · 5-8 m²");
    expect(
      leadScopeSummary({
        quizAnswers: {
          renovation_type: ["Böden erneuern", "Küche", "Badezimmer"],
          building_type: "Altbauwohnung",
          room_size: "50-80 m²",
        },
      }),
    ).toBe("Böden erneuern +2 · 50-80 m² · Altbauwohnung");
  });

  it("falls back to the derived columns and is null without anything", () => {
    expect(leadScopeSummary({ quizAnswers: {}, projectType: "Teilsanierung", size: "80 m²" })).toBe(
      "Teilsanierung · 80 m²",
    );
    expect(leadScopeSummary({ quizAnswers: { start_timeline: "Noch unklar" } })).toBeNull();
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
    expect(formatAnswerValue({ room_size: "10 m²", wall_count: 3 })).toBe("Fläche: 10 m², Wall Count: 3");
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
});
