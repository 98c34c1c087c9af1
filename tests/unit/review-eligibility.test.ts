/**
 * @jest-environment node
 *
 * lib/domain/review-eligibility.ts: which job may be reviewed and when, the 60-day
 * rule after the expected completion month, and what a review shows of its author and month.
 */
import {
  endOfMonth,
  isReviewEligible,
  REVIEW_GRACE_DAYS,
  reviewAuthorName,
  reviewDueAt,
  reviewJobMonth,
  type ReviewEligibilityInput,
} from "@/lib/domain/review-eligibility";

const COMPANY = 7;

function input(
  overrides: {
    assignment?: Partial<ReviewEligibilityInput["assignment"]>;
    project?: Partial<ReviewEligibilityInput["project"]>;
  } = {},
): ReviewEligibilityInput {
  return {
    assignment: {
      companyId: COMPANY,
      status: "Gewonnen",
      expectedCompletion: "2026-03",
      jobDoneAt: null,
      invited: false,
      ...overrides.assignment,
    },
    project: {
      hireAnswer: "company",
      hiredCompanyId: COMPANY,
      erasedAt: null,
      consentWithdrawnAt: null,
      ...overrides.project,
    },
  };
}

describe("reviewDueAt and the 60-day rule", () => {
  it("a month ends at the first instant of the next one (December into January)", () => {
    expect(endOfMonth("2026-03")!.toISOString()).toBe("2026-04-01T00:00:00.000Z");
    expect(endOfMonth("2026-12")!.toISOString()).toBe("2027-01-01T00:00:00.000Z");
    expect(endOfMonth("2026-13")).toBeNull();
    expect(endOfMonth("März")).toBeNull();
  });

  it("is due 60 days after the end of the expected completion month, or when the company marked the job done", () => {
    expect(REVIEW_GRACE_DAYS).toBe(60);
    expect(reviewDueAt("2026-03", null)!.toISOString()).toBe("2026-05-31T00:00:00.000Z");
    const done = new Date("2026-02-10T09:00:00Z");
    expect(reviewDueAt("2026-03", done)).toBe(done);
    expect(reviewDueAt(null, null)).toBeNull();
  });

  it("a confirmed won job without a done mark becomes eligible exactly 60 days after its month", () => {
    expect(isReviewEligible(input(), new Date("2026-05-30T23:59:59.999Z"))).toBe(false);
    expect(isReviewEligible(input(), new Date("2026-05-31T00:00:00.000Z"))).toBe(true);
  });

  it("the company's done mark makes it eligible at once, even before the expected month", () => {
    const jobDoneAt = new Date("2026-02-10T09:00:00Z");
    expect(isReviewEligible(input({ assignment: { jobDoneAt } }), new Date("2026-02-10T08:59:00Z"))).toBe(false);
    expect(isReviewEligible(input({ assignment: { jobDoneAt } }), new Date("2026-02-10T09:00:00Z"))).toBe(true);
    expect(
      isReviewEligible(
        input({ assignment: { jobDoneAt, expectedCompletion: null } }),
        new Date("2026-02-11T00:00:00Z"),
      ),
    ).toBe(true);
  });

  it("never without the customer's confirmation naming this company, a won status, or a known end", () => {
    const later = new Date("2027-01-01T00:00:00Z");
    expect(isReviewEligible(input(), later)).toBe(true);
    expect(isReviewEligible(input({ project: { hireAnswer: null, hiredCompanyId: null } }), later)).toBe(false);
    expect(isReviewEligible(input({ project: { hireAnswer: "none", hiredCompanyId: null } }), later)).toBe(false);
    expect(isReviewEligible(input({ project: { hiredCompanyId: COMPANY + 1 } }), later)).toBe(false);
    expect(isReviewEligible(input({ assignment: { status: "Verloren" } }), later)).toBe(false);
    expect(isReviewEligible(input({ assignment: { status: "Offen" } }), later)).toBe(false);
    expect(isReviewEligible(input({ assignment: { expectedCompletion: null } }), later)).toBe(false);
  });

  it("never twice, and never for an erased or withdrawn project", () => {
    const later = new Date("2027-01-01T00:00:00Z");
    expect(isReviewEligible(input({ assignment: { invited: true } }), later)).toBe(false);
    expect(isReviewEligible(input({ project: { erasedAt: new Date("2026-12-01T00:00:00Z") } }), later)).toBe(false);
    expect(isReviewEligible(input({ project: { consentWithdrawnAt: new Date("2026-12-01T00:00:00Z") } }), later)).toBe(
      false,
    );
  });
});

describe("what a review shows", () => {
  it("the author as first name and initial, never the full name", () => {
    expect(reviewAuthorName("Anna Müller")).toBe("Anna M.");
    expect(reviewAuthorName("  anna maria   österreicher ")).toBe("anna Ö.");
    expect(reviewAuthorName("Anna")).toBe("Anna");
    expect(reviewAuthorName("   ")).toBe("Kunde/Kundin");
    const long = reviewAuthorName(`${"A".repeat(80)} Berger`);
    expect(long.length).toBeLessThanOrEqual(60);
    expect(long.endsWith(" B.")).toBe(true);
  });

  it("the job's month: the done month in Vienna time, else the expected month", () => {
    // 31 January 23:30 UTC is already February in Vienna.
    expect(reviewJobMonth("2026-05", new Date("2026-01-31T23:30:00Z"))).toBe("2026-02");
    expect(reviewJobMonth("2026-05", null)).toBe("2026-05");
    expect(reviewJobMonth(null, null)).toBeNull();
  });
});
