/**
 * The "Zu erledigen" queue of the admin overview (issue 17 §5): what waits for an admin, beside the
 * count cards, each entry linking to the place where it is done. Pure: the shape GET
 * /api/admin/stats answers (`queue`, built by lib/data/admin-dashboard.ts `getAdminQueue`) and the
 * German entries derived from it.
 *
 * What counts:
 * - leads without a company: projects Offen without any assignment that may still be placed
 *   (not spam, consent not withdrawn, data not erased), the oldest ones listed with their age;
 * - applications to review: company registrations and partner onboardings still pending;
 * - failed e-mails: outbox rows with status "failed" (EMAIL_MAX_ATTEMPTS used up or rejected);
 * - overdue leads: projects with an assignment still Offen, not contacted OVERDUE_AFTER_HOURS
 *   (48 h) after it was assigned (lib/domain/admin-projects.ts `isAssignmentOverdue`);
 * - projects outside the service area: open, placeable projects whose postcode is not in Vienna
 *   and surroundings (lib/domain/service-area.ts `isInServiceArea`), the newest ones listed.
 */
import { OVERDUE_AFTER_HOURS } from "./admin-projects";
import { adminSectionPath } from "./admin-sections";

/** How many projects each list of the queue names at most (the count covers all). */
export const ADMIN_QUEUE_LIST_LIMIT = 5;

/** One project named in the queue. */
export interface AdminQueueProject {
  id: number;
  serviceType: string;
  zipCode: string;
  /** ISO timestamp of the request. */
  createdAt: string;
}

/** The queue's data (counts over all rows, lists of at most ADMIN_QUEUE_LIST_LIMIT projects). */
export interface AdminQueue {
  unassignedLeads: number;
  /** Oldest first. */
  oldestUnassigned: AdminQueueProject[];
  pendingRegistrations: number;
  pendingOnboarding: number;
  failedEmails: number;
  overdueLeads: number;
  outsideServiceArea: number;
  /** Newest first. */
  outsideServiceAreaProjects: AdminQueueProject[];
}

/** One entry of the queue as the overview shows it. */
export interface AdminQueueEntry {
  key: "unassigned" | "registrations" | "onboarding" | "failedEmails" | "overdue" | "outsideServiceArea";
  /** German title with the count, e.g. "3 Leads ohne Firma". */
  title: string;
  /** German explanation of what to do. */
  hint: string;
  /** Where it is done. */
  href: string;
  /** "urgent" for things that block customers or companies (leads, e-mails), else "normal". */
  tone: "urgent" | "normal";
  /** Projects named under the entry, each linking to its row in the projects list. */
  projects: { id: number; label: string; href: string }[];
}

/** The projects list filtered to one project (search "#id"). */
export function adminProjectHref(id: number): string {
  return `${adminSectionPath("projects")}?q=${encodeURIComponent(`#${id}`)}`;
}

/**
 * The age of a request in German, e.g. "seit 5 Min.", "seit 3 Std.", "seit 2 Tagen" (whole units,
 * rounded down; under a minute "gerade eben").
 */
export function requestAge(createdAt: string | Date, now: Date): string {
  const minutes = Math.max(0, Math.floor((now.getTime() - new Date(createdAt).getTime()) / 60_000));
  if (minutes < 1) return "gerade eben";
  if (minutes < 60) return `seit ${minutes} Min.`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `seit ${hours} Std.`;
  const days = Math.floor(hours / 24);
  return days === 1 ? "seit 1 Tag" : `seit ${days} Tagen`;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * The entries of the queue that have something to do, most urgent first; [] when nothing waits.
 *
 * @param serviceName the German service name of a service id (lib/content/service-catalog).
 */
export function adminQueueEntries(
  queue: AdminQueue,
  now: Date,
  serviceName: (id: string) => string,
): AdminQueueEntry[] {
  const projectLink = (project: AdminQueueProject) => ({
    id: project.id,
    label: `#${project.id} ${serviceName(project.serviceType)}, PLZ ${project.zipCode} – ${requestAge(project.createdAt, now)}`,
    href: adminProjectHref(project.id),
  });
  const entries: AdminQueueEntry[] = [];
  if (queue.unassignedLeads > 0) {
    const oldest = queue.oldestUnassigned[0];
    entries.push({
      key: "unassigned",
      title: plural(queue.unassignedLeads, "Lead ohne Firma", "Leads ohne Firma"),
      hint: oldest
        ? `Bitte Firmen zuweisen. Wartet am längsten: ${requestAge(oldest.createdAt, now)}.`
        : "Bitte Firmen zuweisen.",
      href: `${adminSectionPath("projects")}?filter=unassigned`,
      tone: "urgent",
      projects: queue.oldestUnassigned.map(projectLink),
    });
  }
  if (queue.overdueLeads > 0) {
    entries.push({
      key: "overdue",
      title: plural(queue.overdueLeads, "überfälliger Lead", "überfällige Leads"),
      hint: `Firma hat ${OVERDUE_AFTER_HOURS} Stunden nach der Zuweisung nicht kontaktiert. Nachfassen oder neu zuweisen.`,
      href: `${adminSectionPath("projects")}?filter=overdue`,
      tone: "urgent",
      projects: [],
    });
  }
  if (queue.failedEmails > 0) {
    entries.push({
      key: "failedEmails",
      title: plural(queue.failedEmails, "E-Mail nicht zugestellt", "E-Mails nicht zugestellt"),
      hint: "Fehler prüfen und erneut senden.",
      href: `${adminSectionPath("emails")}?status=failed`,
      tone: "urgent",
      projects: [],
    });
  }
  if (queue.pendingRegistrations > 0) {
    entries.push({
      key: "registrations",
      title: plural(queue.pendingRegistrations, "Firmenanmeldung prüfen", "Firmenanmeldungen prüfen"),
      hint: "Genehmigen oder ablehnen.",
      href: adminSectionPath("registrations"),
      tone: "normal",
      projects: [],
    });
  }
  if (queue.pendingOnboarding > 0) {
    entries.push({
      key: "onboarding",
      title: plural(queue.pendingOnboarding, "Partner-Anmeldung prüfen", "Partner-Anmeldungen prüfen"),
      hint: "Genehmigen oder ablehnen.",
      href: adminSectionPath("partner-onboarding"),
      tone: "normal",
      projects: [],
    });
  }
  if (queue.outsideServiceArea > 0) {
    entries.push({
      key: "outsideServiceArea",
      title: plural(queue.outsideServiceArea, "offenes Projekt außerhalb Wiens", "offene Projekte außerhalb Wiens"),
      hint: "PLZ außerhalb von Wien und Umgebung: prüfen, ob eine Firma es übernimmt.",
      href: adminSectionPath("projects"),
      tone: "normal",
      projects: queue.outsideServiceAreaProjects.map(projectLink),
    });
  }
  return entries;
}
