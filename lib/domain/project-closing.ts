/**
 * When a project counts as closed (issue 12 §5, /datenschutz "Speicherdauer": project data is kept
 * until 3 years after completion or cancellation). Pure: no I/O.
 *
 * - Completed: the project has at least one assignment and none of them is "Offen" any more (every
 *   company set Gewonnen or Verloren). A status set back to Offen reopens it.
 * - Cancelled: the customer withdrew consent (projects.consentWithdrawnAt). No company receives the
 *   lead any more, so the placement is over; the project stays closed from then on.
 * - A project without any assignment is open.
 */

/** The project's state that decides `closedAt`. */
export interface ProjectClosingInput {
  /** The `status` of every project_assignments row of the project. */
  assignmentStatuses: readonly string[];
  /** The stored closedAt (kept when the project stays closed, so the 3 years are not restarted). */
  closedAt: Date | null;
  consentWithdrawnAt: Date | null;
  /** The time of the change. */
  now: Date;
}

/**
 * The value `projects.closedAt` takes after a change of the project's assignments or consent.
 *
 * @returns the earlier closedAt when the project was and stays closed; `now` (or the withdrawal
 *   time) when it closes now; null when it is open.
 */
export function closedAtAfterChange(input: ProjectClosingInput): Date | null {
  const { assignmentStatuses, closedAt, consentWithdrawnAt, now } = input;
  if (consentWithdrawnAt) return closedAt ?? consentWithdrawnAt;
  const completed = assignmentStatuses.length > 0 && !assignmentStatuses.includes("Offen");
  if (!completed) return null;
  return closedAt ?? now;
}
