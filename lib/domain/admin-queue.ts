/**
 * The "Zu erledigen" queue of the admin overview: what waits for an admin (unplaced leads, pending
 * applications, failed e-mails, overdue leads, projects outside the service area), each linking to where
 * it is done.
 */
import { OVERDUE_AFTER_HOURS } from "./admin-projects";
import { adminSectionPath } from "./admin-sections";

/** How many projects each list names at most (the count covers all). */
export const ADMIN_QUEUE_LIST_LIMIT = 5;

export interface AdminQueueProject {
  id: number;
  serviceType: string;
  zipCode: string;
  createdAt: string;
}

export interface AdminQueue {
  unassignedLeads: number;
  oldestUnassigned: AdminQueueProject[];
  pendingRegistrations: number;
  pendingOnboarding: number;
  failedEmails: number;
  overdueLeads: number;
  outsideServiceArea: number;
  outsideServiceAreaProjects: AdminQueueProject[];
}

export interface AdminQueueEntry {
  key: "unassigned" | "registrations" | "onboarding" | "failedEmails" | "overdue" | "outsideServiceArea";
  title: string;
  hint: string;
  href: string;
  /** "urgent" for what blocks customers or companies (leads, e-mails). */
  tone: "urgent" | "normal";
  projects: { id: number; label: string; href: string }[];
}

export function adminProjectHref(id: number): string {
  return `${adminSectionPath("projects")}?q=${encodeURIComponent(`#${id}`)}`;
}

/** The age of a request, e.g. "seit 3 Std." (rounded down; under a minute "gerade eben"). */
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

/** The queue entries that have something to do, most urgent first; [] when nothing waits. */
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
