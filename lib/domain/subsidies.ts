/**
 * "Mögliche Förderung": which public subsidy programmes (table subsidy_rules, sources in docs/subsidies.md) may
 * apply to a project, and a rough amount. Pure; never a promise – the funding body decides.
 */
import { percentOfCents } from "@/lib/domain/money";

/** Structured conditions of a rule; a key that is absent does not apply. */
export interface SubsidyConditions {
  /** Minimum age (years) of the applicant / oldest person in the household, inclusive. */
  minAge?: number;
  /** The dwelling must be the main residence (Hauptwohnsitz) in Vienna. */
  mainResidenceVienna?: boolean;
  /** An income limit applies (annual household income, euro cents; null: limit exists, figure not stored). */
  maxHouseholdIncomeCents?: number | null;
  /** The building must be at least this many years old (calendar years: today's year − building year). */
  minBuildingAgeYears?: number;
  /** Registration with the funding body before the work starts (shown, not asked). */
  registrationBeforeStart?: boolean;
}

/** A rule as the evaluation needs it; dates are "YYYY-MM-DD" (Vienna calendar days). */
export interface SubsidyRuleData {
  key: string;
  name: string;
  provider: string;
  services: readonly string[];
  rateBps: number;
  maxCents: number | null;
  conditions: SubsidyConditions;
  conditionsText: readonly string[];
  labourMaterialSplitRequired: boolean;
  sourceUrl: string;
  validFrom: string;
  /** Last day the rule is offered (inclusive); null: open-ended. */
  validTo: string | null;
  lastCheckedOn: string;
  active: boolean;
}

/** The customer's optional answers; undefined = not answered / "weiß nicht". */
export interface SubsidyAnswers {
  age?: number;
  mainResidenceVienna?: boolean;
  householdIncomeBelowLimit?: boolean;
  buildingYear?: number;
}

export type SubsidyAnswerKey = keyof SubsidyAnswers;

/** Cost basis in euro cents; the eligible cost is the gross amount (private persons cannot deduct VAT). */
export interface SubsidyCostEstimate {
  grossCents: number;
  labourNetCents?: number;
  materialNetCents?: number;
}

/** A priced variant (e.g. an AI offer tier), gross euro cents. */
export interface SubsidyTierPrice {
  label: string;
  grossCents: number;
}

export interface SubsidyTierEstimate extends SubsidyTierPrice {
  estimateCents: number;
}

export interface SubsidyEvaluationInput {
  serviceType: string;
  answers: SubsidyAnswers;
  costEstimate?: SubsidyCostEstimate;
  /** Variants to estimate each (shown as "je nach Variante"). */
  tiers?: readonly SubsidyTierPrice[];
  /** Vienna calendar day "YYYY-MM-DD". */
  today: string;
}

export interface PossibleSubsidy {
  key: string;
  name: string;
  provider: string;
  /** "possible": every asked condition answered and met; "conditions-open": some answers are missing. */
  status: "possible" | "conditions-open";
  /** rate × eligible cost, capped at maxCents, integer euro cents; null without a cost estimate. */
  estimateCents: number | null;
  rateBps: number;
  maxCents: number | null;
  /** The rule's customer-facing conditions, to be confirmed with the funding body. */
  conditionsToConfirm: string[];
  /** Answers the rule needs that the customer has not given. */
  openAnswers: SubsidyAnswerKey[];
  /** One estimate per input tier, in the given order (empty without tiers). */
  tierEstimates: SubsidyTierEstimate[];
  labourMaterialSplitRequired: boolean;
  sourceUrl: string;
  lastCheckedOn: string;
}

/** Prefix of the subsidy answers stored in projects.quiz_answers. */
export const SUBSIDY_ANSWER_PREFIX = "subsidy_";

/** Keys in projects.quiz_answers of each answer. */
export const SUBSIDY_ANSWER_FIELDS = {
  age: "subsidy_age",
  mainResidenceVienna: "subsidy_main_residence_vienna",
  householdIncomeBelowLimit: "subsidy_income_below_limit",
  buildingYear: "subsidy_building_year",
} as const satisfies Record<SubsidyAnswerKey, string>;

/** German question per answer, for the optional quiz step "Förderung prüfen (optional)". */
export const SUBSIDY_QUESTIONS: Record<SubsidyAnswerKey, string> = {
  age: "Wie alt ist die älteste Person im Haushalt?",
  mainResidenceVienna: "Ist die Wohnung Ihr Hauptwohnsitz in Wien?",
  householdIncomeBelowLimit: "Liegt Ihr Haushaltseinkommen unter der Einkommensgrenze der Förderung?",
  buildingYear: "In welchem Jahr wurde das Gebäude errichtet?",
};

/** Whether the rule is offered on `today`: active and validFrom <= today <= validTo (both inclusive). */
export function isSubsidyRuleCurrent(rule: SubsidyRuleData, today: string): boolean {
  return rule.active && rule.validFrom <= today && (rule.validTo === null || today <= rule.validTo);
}

/** The answers a rule's conditions need, in question order. */
export function answersNeededBy(conditions: SubsidyConditions): SubsidyAnswerKey[] {
  const keys: SubsidyAnswerKey[] = [];
  if (conditions.minAge !== undefined) keys.push("age");
  if (conditions.mainResidenceVienna) keys.push("mainResidenceVienna");
  if (conditions.maxHouseholdIncomeCents !== undefined) keys.push("householdIncomeBelowLimit");
  if (conditions.minBuildingAgeYears !== undefined) keys.push("buildingYear");
  return keys;
}

/** The questions the current rules of a service need (empty: no optional step). */
export function subsidyQuestionsFor(
  rules: readonly SubsidyRuleData[],
  serviceType: string,
  today: string,
): SubsidyAnswerKey[] {
  const needed = new Set<SubsidyAnswerKey>();
  for (const rule of rules) {
    if (!isSubsidyRuleCurrent(rule, today) || !rule.services.includes(serviceType)) continue;
    for (const key of answersNeededBy(rule.conditions)) needed.add(key);
  }
  return (Object.keys(SUBSIDY_QUESTIONS) as SubsidyAnswerKey[]).filter((key) => needed.has(key));
}

/** Whether an answer contradicts a condition (false when unanswered). */
function contradicts(conditions: SubsidyConditions, answers: SubsidyAnswers, today: string): boolean {
  if (conditions.minAge !== undefined && answers.age !== undefined && answers.age < conditions.minAge) return true;
  if (conditions.mainResidenceVienna && answers.mainResidenceVienna === false) return true;
  if (conditions.maxHouseholdIncomeCents !== undefined && answers.householdIncomeBelowLimit === false) return true;
  if (conditions.minBuildingAgeYears !== undefined && answers.buildingYear !== undefined) {
    const year = Number(today.slice(0, 4));
    if (year - answers.buildingYear < conditions.minBuildingAgeYears) return true;
  }
  return false;
}

/**
 * The subsidies that may apply: current rules (see isSubsidyRuleCurrent) of the service whose conditions no
 * answer contradicts, in the given rule order. Estimate = rateBps of costEstimate.grossCents (half up), capped
 * at maxCents. @throws RangeError for non-integer cents
 */
export function evaluateSubsidies(rules: readonly SubsidyRuleData[], input: SubsidyEvaluationInput): PossibleSubsidy[] {
  const result: PossibleSubsidy[] = [];
  for (const rule of rules) {
    if (!isSubsidyRuleCurrent(rule, input.today) || !rule.services.includes(input.serviceType)) continue;
    if (contradicts(rule.conditions, input.answers, input.today)) continue;
    const openAnswers = answersNeededBy(rule.conditions).filter((key) => input.answers[key] === undefined);
    result.push({
      key: rule.key,
      name: rule.name,
      provider: rule.provider,
      status: openAnswers.length === 0 ? "possible" : "conditions-open",
      estimateCents: input.costEstimate ? subsidyEstimateCents(rule, input.costEstimate.grossCents) : null,
      rateBps: rule.rateBps,
      maxCents: rule.maxCents,
      conditionsToConfirm: [...rule.conditionsText],
      openAnswers,
      tierEstimates: (input.tiers ?? []).map((tier) => ({
        ...tier,
        estimateCents: subsidyEstimateCents(rule, tier.grossCents),
      })),
      labourMaterialSplitRequired: rule.labourMaterialSplitRequired,
      sourceUrl: rule.sourceUrl,
      lastCheckedOn: rule.lastCheckedOn,
    });
  }
  return result;
}

/** rateBps of the eligible cost (euro cents, rounded half up), capped at maxCents. */
export function subsidyEstimateCents(rule: Pick<SubsidyRuleData, "rateBps" | "maxCents">, eligibleCents: number) {
  const amount = percentOfCents(Math.max(0, eligibleCents), rule.rateBps);
  return rule.maxCents === null ? amount : Math.min(amount, rule.maxCents);
}

/**
 * The subsidy answers stored in projects.quiz_answers (keys SUBSIDY_ANSWER_FIELDS; "ja"/"nein", anything else
 * = unknown). Malformed values are ignored.
 */
export function subsidyAnswersFromQuiz(answers: Record<string, unknown>): SubsidyAnswers {
  const result: SubsidyAnswers = {};
  const age = wholeNumber(answers[SUBSIDY_ANSWER_FIELDS.age]);
  if (age !== undefined && age >= 0 && age <= 130) result.age = age;
  const residence = yesNo(answers[SUBSIDY_ANSWER_FIELDS.mainResidenceVienna]);
  if (residence !== undefined) result.mainResidenceVienna = residence;
  const income = yesNo(answers[SUBSIDY_ANSWER_FIELDS.householdIncomeBelowLimit]);
  if (income !== undefined) result.householdIncomeBelowLimit = income;
  const year = wholeNumber(answers[SUBSIDY_ANSWER_FIELDS.buildingYear]);
  if (year !== undefined && year >= 1000 && year <= 9999) result.buildingYear = year;
  return result;
}

function wholeNumber(value: unknown): number | undefined {
  const number = typeof value === "string" && /^\d+$/.test(value.trim()) ? Number(value) : value;
  return typeof number === "number" && Number.isInteger(number) ? number : undefined;
}

function yesNo(value: unknown): boolean | undefined {
  if (value === "ja" || value === true) return true;
  if (value === "nein" || value === false) return false;
  return undefined;
}

/** The quiz answers without the subsidy answers (age, income: not for companies). Non-objects pass through. */
export function withoutSubsidyAnswers(answers: unknown): unknown {
  if (answers === null || typeof answers !== "object" || Array.isArray(answers)) return answers;
  return Object.fromEntries(Object.entries(answers).filter(([key]) => !key.startsWith(SUBSIDY_ANSWER_PREFIX)));
}

/** Stored values of the yes/no answers; income also "weiss-nicht". */
export const SUBSIDY_YES_NO = ["ja", "nein"] as const;
export const SUBSIDY_INCOME_OPTIONS = ["ja", "nein", "weiss-nicht"] as const;

/**
 * German message when a `subsidy_` answer of the quiz is malformed (null when fine): age a whole number 0–130,
 * building year 1000–2100, residence "ja"/"nein", income "ja"/"nein"/"weiss-nicht". Empty answers are skipped.
 */
export function subsidyAnswerError(id: string, answer: unknown): string | null {
  if (answer === "") return null;
  const inRange = (min: number, max: number) => {
    const value = typeof answer === "string" && /^\d{1,4}$/.test(answer.trim()) ? Number(answer) : NaN;
    return value >= min && value <= max;
  };
  switch (id) {
    case SUBSIDY_ANSWER_FIELDS.age:
      return inRange(0, 130) ? null : "Bitte das Alter als ganze Zahl angeben.";
    case SUBSIDY_ANSWER_FIELDS.buildingYear:
      return inRange(1000, 2100) ? null : "Bitte das Baujahr als vierstellige Jahreszahl angeben.";
    case SUBSIDY_ANSWER_FIELDS.mainResidenceVienna:
      return (SUBSIDY_YES_NO as readonly unknown[]).includes(answer) ? null : "Bitte „ja“ oder „nein“ wählen.";
    case SUBSIDY_ANSWER_FIELDS.householdIncomeBelowLimit:
      return (SUBSIDY_INCOME_OPTIONS as readonly unknown[]).includes(answer)
        ? null
        : "Bitte „ja“, „nein“ oder „weiß nicht“ wählen.";
    default:
      return `Unbekannte Frage "${id}".`;
  }
}
