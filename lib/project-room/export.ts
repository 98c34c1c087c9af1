/** The customer's data export from the room (GDPR Art. 15/20). */
import "server-only";
import { recordAudit } from "@/lib/data/audit-log";
import { getDb } from "@/lib/db";
import { exportProjectMessages } from "@/lib/messages/threads";
import { VISIT_SELECT } from "@/lib/visits/visit-store";
import { requireProjectId } from "./room";

/**
 * "Meine Daten herunterladen" (GDPR Art. 15/20): everything stored about the project and its e-mail
 * address as one JSON-serialisable object.
 * @throws NotFoundError PROJECT_ROOM_NOT_FOUND.
 */
export async function exportProjectData(token: string, now: Date = new Date()): Promise<Record<string, unknown>> {
  const projectId = await requireProjectId(token);
  const db = getDb();
  const project = await db.project.findUniqueOrThrow({
    where: { id: projectId },
    include: {
      assignments: {
        select: {
          status: true,
          assignedAt: true,
          contactReleasedAt: true,
          endedAt: true,
          contactedAt: true,
          wonValueCents: true,
          expectedCompletion: true,
          jobDoneAt: true,
          company: { select: { name: true } },
          siteVisits: { select: VISIT_SELECT },
        },
      },
      bathroomOffers: {
        omit: { selectionTokenHash: true },
        include: { selections: { select: { selectedTier: true, customerConfirmedAt: true, createdAt: true } } },
      },
    },
  });
  const [otherProjects, contactMessages, emails, messages] = await Promise.all([
    db.project.findMany({
      where: { email: project.email, id: { not: projectId }, erasedAt: null },
      select: { id: true, serviceType: true, zipCode: true, status: true, createdAt: true },
      orderBy: { id: "asc" },
    }),
    db.contactMessage.findMany({
      where: { email: { equals: project.email, mode: "insensitive" } },
      orderBy: { id: "asc" },
    }),
    db.emailOutbox.findMany({
      where: { OR: [{ projectId }, { to: { has: project.email } }] },
      select: { to: true, subject: true, status: true, createdAt: true, sentAt: true },
      orderBy: { id: "asc" },
    }),
    exportProjectMessages(projectId),
  ]);
  await recordAudit(db, { actor: "customer", action: "project.export", entityType: "project", entityId: projectId });
  return {
    exportedAt: now.toISOString(),
    notice: "Alle Daten, die wir zu dieser Anfrage und Ihrer E-Mail-Adresse gespeichert haben (Art. 15 und 20 DSGVO).",
    project,
    otherProjects,
    contactMessages,
    emails,
    messages,
  };
}
