/**
 * Verified reviews (issue 15 §4): which job may be reviewed, when the invitation is due, and what
 * a review shows about its author and the job. Pure, client-safe, unit-tested.
 *
 * The rule: a job can be reviewed when
 * - the customer confirmed the hire in "Mein Projekt" (project.hireAnswer "company" naming this
 *   assignment's company),
 * - the company reports the lead "Gewonnen",
 * - the job is over: the company marked it done (jobDoneAt), or REVIEW_GRACE_DAYS days have passed
 *   after the end of the expected completion month,
 * - the project is neither erased nor withdrawn by the customer (a customer who took back the
 *   request gets no further e-mails from us), and
 * - no invitation was sent for it yet (one review per job).
 */

/** Days after the end of the expected completion month after which a won job counts as done (issue 15 §4). */
export const REVIEW_GRACE_DAYS = 60;

const DAY_MS = 24 * 60 * 60 * 1000;
const MONTH_PATTERN = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** What the rule reads of one assignment and its project. */
export interface ReviewEligibilityInput {
  assignment: {
    companyId: number;
    status: string;
    /** Expected completion month "YYYY-MM", or null. */
    expectedCompletion: string | null;
    jobDoneAt: Date | null;
    /** Whether a review invitation exists for the assignment. */
    invited: boolean;
  };
  project: {
    hireAnswer: string | null;
    hiredCompanyId: number | null;
    erasedAt: Date | null;
    consentWithdrawnAt: Date | null;
  };
}

/**
 * The instant the month `month` ("YYYY-MM") ends: the first instant of the next month, UTC.
 *
 * @returns null for anything that is not a valid "YYYY-MM".
 */
export function endOfMonth(month: string): Date | null {
  const match = MONTH_PATTERN.exec(month);
  if (!match) return null;
  return new Date(Date.UTC(Number(match[1]), Number(match[2]), 1));
}

/**
 * When the job counts as over for the invitation: jobDoneAt when the company marked it done, else
 * REVIEW_GRACE_DAYS days after the end of the expected completion month.
 *
 * @returns null when neither is known (never due).
 */
export function reviewDueAt(expectedCompletion: string | null, jobDoneAt: Date | null): Date | null {
  if (jobDoneAt) return jobDoneAt;
  const end = expectedCompletion ? endOfMonth(expectedCompletion) : null;
  return end ? new Date(end.getTime() + REVIEW_GRACE_DAYS * DAY_MS) : null;
}

/** Whether the job of `input` may get its review invitation at `now` (the rule in the module comment). */
export function isReviewEligible(input: ReviewEligibilityInput, now: Date): boolean {
  const { assignment, project } = input;
  if (assignment.invited) return false;
  if (assignment.status !== "Gewonnen") return false;
  if (project.hireAnswer !== "company" || project.hiredCompanyId !== assignment.companyId) return false;
  if (project.erasedAt || project.consentWithdrawnAt) return false;
  const due = reviewDueAt(assignment.expectedCompletion, assignment.jobDoneAt);
  return due !== null && due.getTime() <= now.getTime();
}

const viennaMonth = new Intl.DateTimeFormat("en-CA", { year: "numeric", month: "2-digit", timeZone: "Europe/Vienna" });

/**
 * The job's month as a review shows it ("YYYY-MM"): the month the company marked the job done
 * (Vienna time), else the expected completion month.
 *
 * @returns null when neither is known.
 */
export function reviewJobMonth(expectedCompletion: string | null, jobDoneAt: Date | null): string | null {
  if (jobDoneAt) {
    const parts = viennaMonth.formatToParts(jobDoneAt);
    const year = parts.find((part) => part.type === "year")?.value;
    const month = parts.find((part) => part.type === "month")?.value;
    if (year && month) return `${year}-${month}`;
  }
  return expectedCompletion && MONTH_PATTERN.test(expectedCompletion) ? expectedCompletion : null;
}

/** Longest stored author name (reviews.author_name is VARCHAR(60)). */
const AUTHOR_NAME_MAX_LENGTH = 60;

/**
 * The author as a review shows them: first name and the initial of the last name ("Anna Maria
 * Müller" → "Anna M."), never the full name (issue 15 §4). A single name stays as it is; an empty
 * name gives "Kunde/Kundin".
 */
export function reviewAuthorName(fullName: string): string {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return "Kunde/Kundin";
  const first = words[0]!;
  const initial = words.length > 1 ? Array.from(words[words.length - 1]!)[0]!.toLocaleUpperCase("de-AT") : "";
  const suffix = initial ? ` ${initial}.` : "";
  return `${Array.from(first)
    .slice(0, AUTHOR_NAME_MAX_LENGTH - suffix.length)
    .join("")}${suffix}`;
}

const monthFormat = new Intl.DateTimeFormat("de-AT", { month: "long", year: "numeric", timeZone: "UTC" });

/** "2026-03" → "März 2026" (Austrian month names, "Jänner"); anything else unchanged. */
export function formatJobMonth(month: string): string {
  const match = MONTH_PATTERN.exec(month);
  if (!match) return month;
  return monthFormat.format(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1)));
}
