/**
 * "Klärung nötig" (lib/domain/hire-reconciliation.ts): which disagreements between the
 * company's Gewonnen/Verloren and the customer's answer in "Mein Projekt" need the admin.
 */
import {
  clarificationReasons,
  hireAnswerLabel,
  needsClarification,
  valuesDiffer,
  type ReconciliationInput,
} from "@/lib/domain/hire-reconciliation";

const NOW = new Date("2026-12-01T12:00:00Z");
const DAY = 24 * 60 * 60 * 1000;

const input = (patch: Partial<ReconciliationInput>): ReconciliationInput => ({
  hireAnswer: null,
  hiredCompanyId: null,
  hireValueCents: null,
  hireAnsweredAt: null,
  assignments: [
    { companyId: 1, companyName: "Bad & Co", status: "Offen", wonValueCents: null },
    { companyId: 2, companyName: "Fliesen Huber", status: "Offen", wonValueCents: null },
  ],
  now: NOW,
  ...patch,
});

const won = (companyId: number, cents: number) => ({
  companyId,
  companyName: companyId === 1 ? "Bad & Co" : "Fliesen Huber",
  status: "Gewonnen",
  wonValueCents: cents,
});
const lost = (companyId: number) => ({
  companyId,
  companyName: "Fliesen Huber",
  status: "Verloren",
  wonValueCents: null,
});
const open = (companyId: number) => ({ companyId, companyName: "Bad & Co", status: "Offen", wonValueCents: null });

describe("clarificationReasons", () => {
  it("needs nothing while nobody reported anything", () => {
    expect(clarificationReasons(input({}))).toEqual([]);
  });

  it("needs nothing when a company won and the customer has not answered", () => {
    expect(needsClarification(input({ assignments: [won(1, 1_000_000)] }))).toBe(false);
  });

  it("needs nothing when both name the same company with close values", () => {
    const case_ = input({
      hireAnswer: "company",
      hiredCompanyId: 1,
      hireValueCents: 1_150_000,
      hireAnsweredAt: NOW,
      assignments: [won(1, 1_000_000), lost(2)],
    });
    expect(clarificationReasons(case_)).toEqual([]);
  });

  it("flags a company's Gewonnen against the customer's 'keine der Firmen'", () => {
    const reasons = clarificationReasons(
      input({ hireAnswer: "none", hireAnsweredAt: NOW, assignments: [won(1, 500_000), lost(2)] }),
    );
    expect(reasons).toEqual([
      {
        code: "company-won-customer-none",
        companyId: 1,
        text: "Bad & Co meldet Gewonnen, Kunde meldet keinen Auftrag",
      },
    ]);
  });

  it("flags a company's Gewonnen when the customer named another company", () => {
    const reasons = clarificationReasons(
      input({
        hireAnswer: "company",
        hiredCompanyId: 2,
        hireAnsweredAt: NOW,
        assignments: [won(1, 500_000), won(2, 500_000)],
      }),
    );
    expect(reasons.map((reason) => [reason.code, reason.companyId])).toEqual([["company-won-customer-other", 1]]);
  });

  it("flags the named company's Verloren", () => {
    const reasons = clarificationReasons(
      input({ hireAnswer: "company", hiredCompanyId: 2, hireAnsweredAt: NOW, assignments: [open(1), lost(2)] }),
    );
    expect(reasons).toEqual([
      {
        code: "customer-hired-company-lost",
        companyId: 2,
        text: "Fliesen Huber: Firma meldet Verloren, Kunde meldet beauftragt",
      },
    ]);
  });

  it("flags the named company still Offen 14 days after the answer, not before", () => {
    const answered = (daysAgo: number) =>
      input({
        hireAnswer: "company",
        hiredCompanyId: 1,
        hireAnsweredAt: new Date(NOW.getTime() - daysAgo * DAY),
        assignments: [open(1)],
      });
    expect(needsClarification(answered(13.9))).toBe(false);
    expect(clarificationReasons(answered(14)).map((reason) => reason.code)).toEqual(["customer-hired-company-silent"]);
  });

  it("flags a named company the admin removed", () => {
    expect(
      clarificationReasons(input({ hireAnswer: "company", hiredCompanyId: 9, hireAnsweredAt: NOW })).map((r) => r.code),
    ).toEqual(["customer-hired-unassigned"]);
  });

  it("flags values more than 20 % apart (of the company's value), not exactly 20 %", () => {
    const both = (customerCents: number | null) =>
      input({
        hireAnswer: "company",
        hiredCompanyId: 1,
        hireValueCents: customerCents,
        hireAnsweredAt: NOW,
        assignments: [won(1, 1_000_000)],
      });
    expect(needsClarification(both(1_200_000))).toBe(false);
    expect(needsClarification(both(800_000))).toBe(false);
    expect(clarificationReasons(both(1_200_001))).toEqual([
      { code: "values-differ", companyId: 1, text: "Auftragswerte weichen um mehr als 20 % ab" },
    ]);
    expect(needsClarification(both(799_999))).toBe(true);
    // The customer's value is optional: no value, nothing to compare.
    expect(needsClarification(both(null))).toBe(false);
  });

  it("flags an invoiced entry whose job is no longer confirmed by both, or whose value changed", () => {
    const invoiced = [{ companyId: 1, orderValueCents: 1_000_000 }];
    const confirmed = input({
      hireAnswer: "company",
      hiredCompanyId: 1,
      hireAnsweredAt: NOW,
      assignments: [won(1, 1_000_000)],
      invoicedEntries: invoiced,
    });
    expect(needsClarification(confirmed)).toBe(false);
    const reverted = { ...confirmed, assignments: [lost(1)] };
    expect(clarificationReasons(reverted).map((r) => r.code)).toContain("invoiced-unconfirmed");
    const changed = { ...confirmed, assignments: [won(1, 900_000)] };
    expect(clarificationReasons(changed).map((r) => r.code)).toEqual(["invoiced-unconfirmed"]);
  });

  it("uses 'Unbekannte Firma' for a company without a name", () => {
    const reasons = clarificationReasons(
      input({ hireAnswer: "none", assignments: [{ companyId: 3, status: "Gewonnen", wonValueCents: 1 }] }),
    );
    expect(reasons[0]?.text).toBe("Unbekannte Firma meldet Gewonnen, Kunde meldet keinen Auftrag");
  });
});

describe("valuesDiffer", () => {
  it("compares against the company's value in whole cents", () => {
    expect(valuesDiffer(100, 120)).toBe(false);
    expect(valuesDiffer(100, 121)).toBe(true);
    expect(valuesDiffer(0, 0)).toBe(false);
    expect(valuesDiffer(0, 1)).toBe(true);
  });
});

describe("hireAnswerLabel", () => {
  it("names the answer in German", () => {
    const names = (id: number) => (id === 1 ? "Bad & Co" : null);
    expect(hireAnswerLabel({ hireAnswer: null, hiredCompanyId: null }, names)).toBe("Noch nicht beantwortet");
    expect(hireAnswerLabel({ hireAnswer: "none", hiredCompanyId: null }, names)).toBe("Keine der Firmen beauftragt");
    expect(hireAnswerLabel({ hireAnswer: "company", hiredCompanyId: 1 }, names)).toBe("Beauftragt: Bad & Co");
    expect(hireAnswerLabel({ hireAnswer: "company", hiredCompanyId: 2 }, names)).toBe("Beauftragt: Unbekannte Firma");
  });
});
