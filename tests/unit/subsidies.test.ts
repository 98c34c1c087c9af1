/**
 * Subsidy evaluation: validity days, service match, conditions at their edges, estimate rounding and cap.
 */
import {
  evaluateSubsidies,
  isSubsidyRuleCurrent,
  subsidyAnswersFromQuiz,
  subsidyQuestionsFor,
  withoutSubsidyAnswers,
  type SubsidyRuleData,
} from "@/lib/domain/subsidies";
import { validateAnswers } from "@/lib/domain/quiz-steps";

const bathroom: SubsidyRuleData = {
  key: "wien-altersgerecht-bad",
  name: "Altersgerechter Umbau",
  provider: "Stadt Wien",
  services: ["badrenovierung"],
  rateBps: 5000,
  maxCents: 750_000,
  conditions: { minAge: 60, mainResidenceVienna: true, maxHouseholdIncomeCents: 4_377_000 },
  conditionsText: ["Mindestens 60 Jahre."],
  labourMaterialSplitRequired: true,
  sourceUrl: "https://example.at/quelle",
  validFrom: "2026-01-01",
  validTo: "2026-12-31",
  lastCheckedOn: "2026-12-05",
  active: true,
};

const heating: SubsidyRuleData = {
  ...bathroom,
  key: "heizung",
  services: ["heizungsanlagen"],
  rateBps: 3000,
  maxCents: null,
  conditions: { registrationBeforeStart: true, minBuildingAgeYears: 15 },
};

const allAnswers = { age: 60, mainResidenceVienna: true, householdIncomeBelowLimit: true };

function evaluate(rule: SubsidyRuleData, answers = {}, today = "2026-12-05", grossCents?: number) {
  return evaluateSubsidies([rule], {
    serviceType: rule.services[0],
    answers,
    today,
    costEstimate: grossCents === undefined ? undefined : { grossCents },
  });
}

describe("isSubsidyRuleCurrent", () => {
  it.each([
    ["2025-12-31", false],
    ["2026-01-01", true],
    ["2026-12-31", true],
    ["2027-01-01", false],
  ])("on %s → %s (valid_from and valid_to inclusive)", (today, expected) => {
    expect(isSubsidyRuleCurrent(bathroom, today)).toBe(expected);
  });

  it("open-ended rules stay; inactive rules never show", () => {
    expect(isSubsidyRuleCurrent({ ...bathroom, validTo: null }, "2040-01-01")).toBe(true);
    expect(isSubsidyRuleCurrent({ ...bathroom, active: false }, "2026-06-01")).toBe(false);
  });
});

describe("evaluateSubsidies", () => {
  it("offers only rules of the project's service", () => {
    const result = evaluateSubsidies([bathroom, heating], {
      serviceType: "heizungsanlagen",
      answers: {},
      today: "2026-06-01",
    });
    expect(result.map((r) => r.key)).toEqual(["heizung"]);
  });

  it("expired rules disappear the day after valid_to", () => {
    expect(evaluate(bathroom, allAnswers, "2026-12-31")).toHaveLength(1);
    expect(evaluate(bathroom, allAnswers, "2027-01-01")).toHaveLength(0);
  });

  it("age exactly the minimum qualifies, one year below excludes", () => {
    expect(evaluate(bathroom, { ...allAnswers, age: 60 })[0].status).toBe("possible");
    expect(evaluate(bathroom, { ...allAnswers, age: 59 })).toEqual([]);
  });

  it("income above the limit excludes; unknown income leaves the condition open", () => {
    expect(evaluate(bathroom, { ...allAnswers, householdIncomeBelowLimit: false })).toEqual([]);
    const open = evaluate(bathroom, { age: 70, mainResidenceVienna: true });
    expect(open[0].status).toBe("conditions-open");
    expect(open[0].openAnswers).toEqual(["householdIncomeBelowLimit"]);
  });

  it("not the main residence in Vienna excludes", () => {
    expect(evaluate(bathroom, { ...allAnswers, mainResidenceVienna: false })).toEqual([]);
  });

  it("building age: exactly the minimum age qualifies, one year younger excludes", () => {
    expect(evaluate(heating, { buildingYear: 2011 })[0].status).toBe("possible");
    expect(evaluate(heating, { buildingYear: 2012 })).toEqual([]);
  });

  it("without answers every rule of the service stays, with all its questions open", () => {
    const [result] = evaluate(bathroom);
    expect(result.status).toBe("conditions-open");
    expect(result.openAnswers).toEqual(["age", "mainResidenceVienna", "householdIncomeBelowLimit"]);
    expect(result.conditionsToConfirm).toEqual(["Mindestens 60 Jahre."]);
    expect(result.estimateCents).toBeNull();
  });

  it("estimates rate × gross cost, rounded half up, capped at max_cents", () => {
    expect(evaluate(bathroom, allAnswers, "2026-12-05", 1_000_001)[0].estimateCents).toBe(500_001); // 500,000.5
    expect(evaluate(bathroom, allAnswers, "2026-12-05", 1_500_000)[0].estimateCents).toBe(750_000);
    expect(evaluate(bathroom, allAnswers, "2026-12-05", 1_500_002)[0].estimateCents).toBe(750_000);
    expect(evaluate(heating, {}, "2026-12-05", 3_333_333)[0].estimateCents).toBe(1_000_000); // 999,999.9
  });
});

describe("tier estimates", () => {
  it("estimates every tier, each capped", () => {
    const [result] = evaluateSubsidies([bathroom], {
      serviceType: "badrenovierung",
      answers: {},
      today: "2026-06-01",
      tiers: [
        { label: "Budget", grossCents: 800_000 },
        { label: "Premium", grossCents: 2_400_000 },
      ],
    });
    expect(result.tierEstimates.map((tier) => tier.estimateCents)).toEqual([400_000, 750_000]);
  });
});

describe("subsidyQuestionsFor", () => {
  it("asks only what the current rules of the service need", () => {
    expect(subsidyQuestionsFor([bathroom, heating], "badrenovierung", "2026-06-01")).toEqual([
      "age",
      "mainResidenceVienna",
      "householdIncomeBelowLimit",
    ]);
    expect(subsidyQuestionsFor([bathroom, heating], "heizungsanlagen", "2026-06-01")).toEqual(["buildingYear"]);
    expect(subsidyQuestionsFor([bathroom], "badrenovierung", "2027-01-01")).toEqual([]);
  });
});

describe("subsidyAnswersFromQuiz", () => {
  it("reads the subsidy_ answers and treats 'weiß nicht' as unknown", () => {
    expect(
      subsidyAnswersFromQuiz({
        subsidy_age: "67",
        subsidy_main_residence_vienna: "ja",
        subsidy_income_below_limit: "weiss-nicht",
        subsidy_building_year: 1965,
        bathroom_size: "mittel",
      }),
    ).toEqual({ age: 67, mainResidenceVienna: true, buildingYear: 1965 });
    expect(subsidyAnswersFromQuiz({ subsidy_age: "abc", subsidy_main_residence_vienna: "nein" })).toEqual({
      mainResidenceVienna: false,
    });
  });
});

describe("withoutSubsidyAnswers", () => {
  it("drops only the subsidy_ keys", () => {
    expect(withoutSubsidyAnswers({ subsidy_age: 70, size: "groß" })).toEqual({ size: "groß" });
    expect(withoutSubsidyAnswers(null)).toBeNull();
  });
});

describe("validateAnswers with the optional subsidy answers", () => {
  const questions = [{ id: "size", text: "Größe", type: "radio" as const, options: ["klein"], required: true }];

  it("accepts well-formed subsidy answers and refuses malformed ones in German", () => {
    expect(
      validateAnswers(questions as never, {
        size: "klein",
        subsidy_age: "67",
        subsidy_main_residence_vienna: "nein",
        subsidy_income_below_limit: "weiss-nicht",
        subsidy_building_year: "1965",
      }),
    ).toEqual({});
    expect(
      validateAnswers(questions as never, {
        size: "klein",
        subsidy_age: "alt",
        subsidy_main_residence_vienna: "vielleicht",
        subsidy_building_year: "65",
        subsidy_other: "x",
      }),
    ).toEqual({
      subsidy_age: "Bitte das Alter als ganze Zahl angeben.",
      subsidy_main_residence_vienna: "Bitte „ja“ oder „nein“ wählen.",
      subsidy_building_year: "Bitte das Baujahr als vierstellige Jahreszahl angeben.",
      subsidy_other: 'Unbekannte Frage "subsidy_other".',
    });
  });
});
