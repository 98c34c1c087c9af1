/**
 * When a project counts as closed, which starts the 3-year retention of /datenschutz: every assignment
 * Gewonnen or Verloren, or consent withdrawn (closed for good). Without assignments it is open.
 */

export interface ProjectClosingInput {
  assignmentStatuses: readonly string[];
  /** Kept while the project stays closed, so the 3 years are not restarted. */
  closedAt: Date | null;
  consentWithdrawnAt: Date | null;
  now: Date;
}

/**
 * `projects.closedAt` after a change: the earlier value while closed, `now` (or withdrawal time) on closing, else
 * null.
 */
export function closedAtAfterChange(input: ProjectClosingInput): Date | null {
  const { assignmentStatuses, closedAt, consentWithdrawnAt, now } = input;
  if (consentWithdrawnAt) return closedAt ?? consentWithdrawnAt;
  const completed = assignmentStatuses.length > 0 && !assignmentStatuses.includes("Offen");
  if (!completed) return null;
  return closedAt ?? now;
}
