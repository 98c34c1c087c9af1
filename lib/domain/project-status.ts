/**
 * Lead (project) statuses and how a project's own status follows the statuses its companies set.
 * Source: authenticated-side.md §4 ("Lead (project) status": Offen, Gewonnen, Verloren; default
 * Offen; a company may set any of the three from any other) and issue 4 (one project can be assigned
 * to several companies, each with its own assignment status). Pure: no I/O, usable in the browser.
 */

/** The three lead statuses in the order the selector shows them. */
export const PROJECT_STATUSES = ["Offen", "Gewonnen", "Verloren"] as const;

export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

/** Whether `value` is one of PROJECT_STATUSES. */
export function isProjectStatus(value: unknown): value is ProjectStatus {
  return typeof value === "string" && (PROJECT_STATUSES as readonly string[]).includes(value);
}

/**
 * The status `projects.status` takes from the statuses of all its assignments:
 * - "Gewonnen" when any company won the project,
 * - "Verloren" when every assigned company lost it (and there is at least one),
 * - "Offen" otherwise (including no assignments at all and unknown status texts).
 *
 * @param assignmentStatuses the `status` of every project_assignments row of one project.
 */
export function syncedProjectStatus(assignmentStatuses: readonly string[]): ProjectStatus {
  if (assignmentStatuses.includes("Gewonnen")) return "Gewonnen";
  if (assignmentStatuses.length > 0 && assignmentStatuses.every((status) => status === "Verloren")) return "Verloren";
  return "Offen";
}
