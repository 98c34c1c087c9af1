/** Lead statuses and how a project's status follows its companies' statuses (spec: authenticated-side §4). */

export const PROJECT_STATUSES = ["Offen", "Gewonnen", "Verloren"] as const;

export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

export function isProjectStatus(value: unknown): value is ProjectStatus {
  return typeof value === "string" && (PROJECT_STATUSES as readonly string[]).includes(value);
}

/** Gewonnen when any company won, Verloren when all (at least one) lost, else Offen. */
export function syncedProjectStatus(assignmentStatuses: readonly string[]): ProjectStatus {
  if (assignmentStatuses.includes("Gewonnen")) return "Gewonnen";
  if (assignmentStatuses.length > 0 && assignmentStatuses.every((status) => status === "Verloren")) return "Verloren";
  return "Offen";
}
