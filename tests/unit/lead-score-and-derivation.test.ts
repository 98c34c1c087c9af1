import { deriveProjectFields } from "@/lib/domain/answer-derivation";
import { INTENT_READINESS_OPTIONS, START_TIMELINE_OPTIONS, scoreLead } from "@/lib/domain/lead-score";
import { sortByQuizPriority } from "@/lib/domain/quiz-order";
import { decodeServiceParam } from "@/lib/domain/service-param";

describe("scoreLead (authenticated-side §4)", () => {
  const [ready, comparing, planning] = INTENT_READINESS_OPTIONS as [string, string, string];
  const [soon, oneToTwoMonths, later] = START_TIMELINE_OPTIONS as [string, string, string];

  it("grades ready + under 30 days as A (Heiß)", () => {
    expect(scoreLead({ intent_readiness: ready, start_timeline: soon })).toEqual({
      score: 5,
      grade: "A",
      label: "Heiß",
    });
  });
  it("grades comparing + under 30 days as A at exactly 4 points", () => {
    expect(scoreLead({ intent_readiness: comparing, start_timeline: soon })?.grade).toBe("A");
  });
  it("grades 2-3 points as B (Warm)", () => {
    expect(scoreLead({ intent_readiness: comparing, start_timeline: later })).toEqual({
      score: 2,
      grade: "B",
      label: "Warm",
    });
    expect(scoreLead({ intent_readiness: planning, start_timeline: oneToTwoMonths })?.score).toBe(2);
  });
  it("grades below 2 as C (Kalt)", () => {
    expect(scoreLead({ intent_readiness: planning, start_timeline: later })).toEqual({
      score: 1,
      grade: "C",
      label: "Kalt",
    });
  });
  it("returns null when neither question was answered (badge hidden)", () => {
    expect(scoreLead({ project_type: "x" })).toBeNull();
  });
});

describe("deriveProjectFields", () => {
  it("reads the derived columns from their question ids", () => {
    expect(
      deriveProjectFields({
        project_type: "Komplette Renovierung",
        current_stage: "Planung",
        preferred_style: "Modern",
        room_size: "5-10 m²",
        budget_range: "10.000-20.000 €",
        existing_installations: "Nein, alles wird neu verlegt",
      }),
    ).toEqual({
      projectType: "Komplette Renovierung",
      stage: "Planung",
      style: "Modern",
      size: "5-10 m²",
      budget: "10.000-20.000 €",
      keepInstallations: false,
    });
  });
  it("joins checkbox answers and leaves unknown fields null", () => {
    expect(deriveProjectFields({ project_scope: ["Wände", "Decken"] })).toEqual({
      projectType: "Wände, Decken",
      stage: null,
      style: null,
      size: null,
      budget: null,
      keepInstallations: null,
    });
  });
  it("maps the installations answer to true / null", () => {
    expect(
      deriveProjectFields({ existing_installations: "Ja, bestehende Anschlüsse bleiben erhalten" }).keepInstallations,
    ).toBe(true);
    expect(deriveProjectFields({ existing_installations: "Weiß ich noch nicht" }).keepInstallations).toBeNull();
  });
});

describe("quiz list order (public-side §2)", () => {
  it("puts the priority services first and keeps the rest in order", () => {
    const items = [
      "maler",
      "abbruch",
      "fliesen",
      "badrenovierung",
      "hausbau",
      "wohnungsrenovierung",
      "küchenrenovierung",
      "hausrenovierung",
    ].map((serviceType) => ({ serviceType }));
    expect(sortByQuizPriority(items).map((i) => i.serviceType)).toEqual([
      "wohnungsrenovierung",
      "badrenovierung",
      "küchenrenovierung",
      "hausrenovierung",
      "hausbau",
      "abbruch",
      "maler",
      "fliesen",
    ]);
  });
  it("decodes percent-encoded umlauts in route params", () => {
    expect(decodeServiceParam("k%C3%BCchenrenovierung")).toBe("küchenrenovierung");
    expect(decodeServiceParam("%E0%A4%A")).toBe("%E0%A4%A");
  });
});
