/**
 * "Klärung nötig": where a company's report of a won job and the customer's answer disagree, the admin
 * clarifies. The admin list's SQL filter (lib/projects/search.ts) states the same rules; an integration
 * test checks both agree. No answer from the customer is no disagreement.
 */

export const OPEN_AFTER_ANSWER_DAYS = 14;
/** Largest accepted difference of the two order values, in percent of the company's value (the commission's base). */
export const VALUE_TOLERANCE_PERCENT = 20;

const DAY_MS = 24 * 60 * 60 * 1000;

export type HireAnswer = "company" | "none";

export interface ReconciliationAssignment {
  companyId: number;
  companyName?: string | null;
  status: string;
  /** Gross euro cents stated with Gewonnen; null when none. */
  wonValueCents: number | null;
}

export interface InvoicedEntry {
  companyId: number;
  orderValueCents: number;
}

export interface ReconciliationInput {
  hireAnswer: HireAnswer | string | null;
  hiredCompanyId: number | null;
  /** Euro cents. */
  hireValueCents: number | null;
  hireAnsweredAt: Date | string | null;
  assignments: readonly ReconciliationAssignment[];
  invoicedEntries?: readonly InvoicedEntry[];
  now: Date;
}

export type ClarificationCode =
  | "company-won-customer-none"
  | "company-won-customer-other"
  | "customer-hired-company-lost"
  | "customer-hired-company-silent"
  | "customer-hired-unassigned"
  | "values-differ"
  | "invoiced-unconfirmed";

export interface ClarificationReason {
  code: ClarificationCode;
  companyId: number | null;
  text: string;
}

function nameOf(assignment: ReconciliationAssignment | undefined): string {
  const name = assignment?.companyName?.trim();
  return name ? name : "Unbekannte Firma";
}

/** Whether two order values (euro cents) differ by more than VALUE_TOLERANCE_PERCENT of the company's value. */
export function valuesDiffer(companyCents: number, customerCents: number): boolean {
  return Math.abs(companyCents - customerCents) * 100 > VALUE_TOLERANCE_PERCENT * companyCents;
}

/**
 * Every disagreement, ordered by rule, then company: company won but customer says otherwise; named company
 * lost, still Offen 14 days after the answer, or gone; values differ beyond the tolerance; an invoiced
 * entry no longer confirmed by both or with a changed value. [] when they agree.
 */
export function clarificationReasons(input: ReconciliationInput): ClarificationReason[] {
  const reasons: ClarificationReason[] = [];
  const { hireAnswer, hiredCompanyId, assignments } = input;
  const answeredCompany = hireAnswer === "company" && hiredCompanyId !== null;

  for (const assignment of assignments) {
    if (assignment.status !== "Gewonnen") continue;
    if (hireAnswer === "none") {
      reasons.push({
        code: "company-won-customer-none",
        companyId: assignment.companyId,
        text: `${nameOf(assignment)} meldet Gewonnen, Kunde meldet keinen Auftrag`,
      });
    } else if (answeredCompany && hiredCompanyId !== assignment.companyId) {
      reasons.push({
        code: "company-won-customer-other",
        companyId: assignment.companyId,
        text: `${nameOf(assignment)} meldet Gewonnen, Kunde nennt eine andere Firma`,
      });
    }
  }

  if (answeredCompany) {
    const hired = assignments.find((assignment) => assignment.companyId === hiredCompanyId);
    const answeredAt = input.hireAnsweredAt === null ? null : new Date(input.hireAnsweredAt);
    if (!hired) {
      reasons.push({
        code: "customer-hired-unassigned",
        companyId: hiredCompanyId,
        text: "Kunde nennt eine Firma, die dem Projekt nicht mehr zugewiesen ist",
      });
    } else if (hired.status === "Verloren") {
      reasons.push({
        code: "customer-hired-company-lost",
        companyId: hired.companyId,
        text: `${nameOf(hired)}: Firma meldet Verloren, Kunde meldet beauftragt`,
      });
    } else if (
      hired.status === "Offen" &&
      answeredAt &&
      input.now.getTime() - answeredAt.getTime() >= OPEN_AFTER_ANSWER_DAYS * DAY_MS
    ) {
      reasons.push({
        code: "customer-hired-company-silent",
        companyId: hired.companyId,
        text: `${nameOf(hired)}: Kunde meldet beauftragt, Firma meldet seit ${OPEN_AFTER_ANSWER_DAYS} Tagen nichts`,
      });
    } else if (
      hired.status === "Gewonnen" &&
      hired.wonValueCents !== null &&
      input.hireValueCents !== null &&
      valuesDiffer(hired.wonValueCents, input.hireValueCents)
    ) {
      reasons.push({
        code: "values-differ",
        companyId: hired.companyId,
        text: `Auftragswerte weichen um mehr als ${VALUE_TOLERANCE_PERCENT} % ab`,
      });
    }
  }

  for (const entry of input.invoicedEntries ?? []) {
    const assignment = assignments.find((row) => row.companyId === entry.companyId);
    const confirmed =
      assignment !== undefined &&
      assignment.status === "Gewonnen" &&
      answeredCompany &&
      hiredCompanyId === entry.companyId;
    if (!confirmed || assignment.wonValueCents !== entry.orderValueCents) {
      reasons.push({
        code: "invoiced-unconfirmed",
        companyId: entry.companyId,
        text: `${nameOf(assignment)}: Provision abgerechnet, Auftrag aber nicht mehr von beiden bestätigt`,
      });
    }
  }
  return reasons;
}

export function needsClarification(input: ReconciliationInput): boolean {
  return clarificationReasons(input).length > 0;
}

export function hireAnswerLabel(
  answer: { hireAnswer: string | null; hiredCompanyId: number | null },
  companyName: (companyId: number) => string | null | undefined,
): string {
  if (answer.hireAnswer === "none") return "Keine der Firmen beauftragt";
  if (answer.hireAnswer === "company" && answer.hiredCompanyId !== null) {
    return `Beauftragt: ${companyName(answer.hiredCompanyId)?.trim() || "Unbekannte Firma"}`;
  }
  return "Noch nicht beantwortet";
}
