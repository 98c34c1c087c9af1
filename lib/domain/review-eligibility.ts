/**
 * Verified reviews: a job may be reviewed once the customer confirmed the hire, the company reports it
 * Gewonnen and the job is over, unless erased or withdrawn (no further e-mails then); one invitation per job.
 */
import { viennaMonthOf } from "@/lib/time/vienna";

/** Days after the end of the expected completion month after which a won job counts as done. */
export const REVIEW_GRACE_DAYS = 60;

const DAY_MS = 24 * 60 * 60 * 1000;
const MONTH_PATTERN = /^(\d{4})-(0[1-9]|1[0-2])$/;

export interface ReviewEligibilityInput {
  assignment: {
    companyId: number;
    status: string;
    expectedCompletion: string | null;
    jobDoneAt: Date | null;
    invited: boolean;
  };
  project: {
    hireAnswer: string | null;
    hiredCompanyId: number | null;
    erasedAt: Date | null;
    consentWithdrawnAt: Date | null;
  };
}

/** The first instant (UTC) after month "YYYY-MM"; null when not a valid month. */
export function endOfMonth(month: string): Date | null {
  const match = MONTH_PATTERN.exec(month);
  if (!match) return null;
  return new Date(Date.UTC(Number(match[1]), Number(match[2]), 1));
}

/** jobDoneAt, else REVIEW_GRACE_DAYS after the expected completion month; null when neither is known. */
export function reviewDueAt(expectedCompletion: string | null, jobDoneAt: Date | null): Date | null {
  if (jobDoneAt) return jobDoneAt;
  const end = expectedCompletion ? endOfMonth(expectedCompletion) : null;
  return end ? new Date(end.getTime() + REVIEW_GRACE_DAYS * DAY_MS) : null;
}

export function isReviewEligible(input: ReviewEligibilityInput, now: Date): boolean {
  const { assignment, project } = input;
  if (assignment.invited) return false;
  if (assignment.status !== "Gewonnen") return false;
  if (project.hireAnswer !== "company" || project.hiredCompanyId !== assignment.companyId) return false;
  if (project.erasedAt || project.consentWithdrawnAt) return false;
  const due = reviewDueAt(assignment.expectedCompletion, assignment.jobDoneAt);
  return due !== null && due.getTime() <= now.getTime();
}

/** The job's month ("YYYY-MM"): the Vienna month it was marked done, else the expected one; null when unknown. */
export function reviewJobMonth(expectedCompletion: string | null, jobDoneAt: Date | null): string | null {
  if (jobDoneAt) return viennaMonthOf(jobDoneAt);
  return expectedCompletion && MONTH_PATTERN.test(expectedCompletion) ? expectedCompletion : null;
}

/** reviews.author_name is VARCHAR(60). */
const AUTHOR_NAME_MAX_LENGTH = 60;

/** First name and last initial ("Anna Maria Müller" → "Anna M."), never the full name; empty → "Kunde/Kundin". */
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
