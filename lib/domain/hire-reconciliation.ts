/**
 * "Klärung nötig" (issue 15 §2): the company's report of a won job and the customer's answer in
 * "Mein Projekt" are compared; where they disagree the admin clarifies the case. Pure (no I/O),
 * shared by the admin's projects list (badges) and the admin's resolution. The list's SQL filter
 * (lib/data/admin-projects.ts `clarificationCondition`) states the same rules; an integration test
 * checks that both agree.
 *
 * A project needs clarification when:
 * 1. a company marked Gewonnen but the customer answered "keine der Firmen" or named another company;
 * 2. the customer named a company whose assignment is Verloren, still Offen 14 days after the
 *    answer, or no longer exists (the admin removed it);
 * 3. both say hired but the order values differ by more than 20 % of the company's value (the
 *    commission is computed from the company's value);
 * 4. a commission entry was invoiced (and not reversed by a credit note) although the job is no
 *    longer confirmed by both, or its value differs from the company's value now.
 * No answer of the customer is no disagreement (the customer may never answer).
 */

/** Days after the customer's answer that a named company may stay "Offen" (rule 2). */
export const OPEN_AFTER_ANSWER_DAYS = 14;
/** Largest accepted difference of the two order values, in percent of the company's value (rule 3). */
export const VALUE_TOLERANCE_PERCENT = 20;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The customer's answer who got the job (projects.hire_answer). */
export type HireAnswer = "company" | "none";

/** One company's side of the project (project_assignments). */
export interface ReconciliationAssignment {
  companyId: number;
  /** For the reason texts; null/absent: "Unbekannte Firma". */
  companyName?: string | null;
  /** Offen, Gewonnen or Verloren. */
  status: string;
  /** Gross order value the company stated with Gewonnen, euro cents; null when none. */
  wonValueCents: number | null;
}

/** An invoiced commission entry of the project that no credit note reversed. */
export interface InvoicedEntry {
  companyId: number;
  orderValueCents: number;
}

export interface ReconciliationInput {
  hireAnswer: HireAnswer | string | null;
  hiredCompanyId: number | null;
  /** The customer's order value (optional), euro cents. */
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

/** One disagreement, with the company it concerns (null: the project as a whole) and a German text. */
export interface ClarificationReason {
  code: ClarificationCode;
  companyId: number | null;
  text: string;
}

function nameOf(assignment: ReconciliationAssignment | undefined): string {
  const name = assignment?.companyName?.trim();
  return name ? name : "Unbekannte Firma";
}

/**
 * Whether two order values differ by more than VALUE_TOLERANCE_PERCENT of the company's value
 * (integer arithmetic; equal values never differ).
 *
 * @param companyCents the company's value, euro cents
 * @param customerCents the customer's value, euro cents
 */
export function valuesDiffer(companyCents: number, customerCents: number): boolean {
  return Math.abs(companyCents - customerCents) * 100 > VALUE_TOLERANCE_PERCENT * companyCents;
}

/**
 * Every disagreement between the company's and the customer's answers (rules in the module
 * comment), in a stable order: by rule, then by company as listed.
 *
 * @returns [] when the answers agree (or there is nothing to compare).
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

/** Whether the project needs the admin's clarification ("Klärung nötig"). */
export function needsClarification(input: ReconciliationInput): boolean {
  return clarificationReasons(input).length > 0;
}

/** The customer's answer in German for the admin ("Kunde: …"). */
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
