/** E-mails new room links; links sent earlier stay valid (the customer revokes them in the room). */
import "server-only";
import { serviceName } from "@/lib/content/service-catalog";
import { getDb } from "@/lib/db";
import { queueEmail, wakeEmailWorker } from "@/lib/email/outbox";
import { projectLinksEmail } from "@/lib/email/templates-customer";
import { formatViennaDate } from "@/lib/time/vienna";
import { projectRoomUrl } from "./access-token";
import { createRoomLink } from "./room-links";

/**
 * E-mails new links to every project of `email` that still holds personal data (earlier links stay
 * valid). Returns the count, never for the client: callers answer the same either way.
 */
export async function sendProjectLinks(email: string): Promise<number> {
  const address = email.trim().toLowerCase();
  const projects = await getDb().project.findMany({
    where: { email: address, erasedAt: null },
    select: { id: true },
    orderBy: { id: "desc" },
    take: 20,
  });
  return renewAndSendLinks(
    address,
    projects.map((project) => project.id),
  );
}

/**
 * Mails a new link of `projectId` to its stored address (anyone may call this). Returns whether an
 * e-mail was queued, never for the client.
 */
export async function sendProjectLinkFor(projectId: number): Promise<boolean> {
  const project = await getDb().project.findUnique({
    where: { id: projectId },
    select: { email: true, erasedAt: true },
  });
  if (!project || project.erasedAt) return false;
  return (await renewAndSendLinks(project.email, [projectId])) > 0;
}

async function renewAndSendLinks(to: string, projectIds: readonly number[]): Promise<number> {
  if (projectIds.length === 0) return 0;
  const sent = await getDb().$transaction(async (tx) => {
    const links: { serviceLabel: string; zipCode: string; createdOn: string; roomUrl: string }[] = [];
    for (const id of projectIds) {
      const token = await createRoomLink(tx, id);
      const project = await tx.project.findUniqueOrThrow({
        where: { id },
        select: { serviceType: true, zipCode: true, createdAt: true },
      });
      links.push({
        serviceLabel: serviceName(project.serviceType),
        zipCode: project.zipCode,
        createdOn: formatViennaDate(project.createdAt),
        roomUrl: projectRoomUrl(token),
      });
    }
    const email = projectLinksEmail({ projects: links });
    await queueEmail(
      { ...email, to, idempotencyKey: `project-links-${projectIds.join("-")}-${Date.now()}`, projectId: projectIds[0] },
      tx,
    );
    return links.length;
  });
  wakeEmailWorker();
  return sent;
}
