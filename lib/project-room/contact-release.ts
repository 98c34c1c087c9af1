/** "Kontaktdaten freigeben": the customer lets one or every active company see name, phone, e-mail and address. */
import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { serviceName } from "@/lib/content/service-catalog";
import { recordAudit } from "@/lib/data/audit-log";
import { getDb } from "@/lib/db";
import { TX_OPTIONS } from "@/lib/db/sql";
import { queueEmail, wakeEmailWorker } from "@/lib/email/outbox";
import { contactReleasedEmail } from "@/lib/email/templates-projects";
import { env } from "@/lib/env";
import { ConflictError, NotFoundError } from "@/lib/errors";
import { PROJECT_ROOM_NOT_FOUND, requireProjectId } from "./room";

export const CONTACT_RELEASE_MESSAGES = {
  companyNotFound: "Diese Firma hat Ihre Anfrage nicht (mehr) erhalten.",
  withdrawn: "Sie haben diese Anfrage zurückgezogen; Kontaktdaten können nicht mehr freigegeben werden.",
} as const;

export interface ContactReleaseResult {
  message: string;
  /** Every addressed company with its release time (ISO), released now or earlier. */
  released: { companyId: number; releasedAt: string }[];
}

interface ReleaseRow {
  id: number;
  companyId: number;
  companyName: string;
  email: string | null;
  releasedAt: Date | null;
}

/**
 * Releases the contact data to company `companyId`, or to every active company of the project when absent, in one
 * transaction: release time, one audit row and one e-mail per newly released company. Releasing again changes
 * nothing (a release cannot be undone).
 * @throws NotFoundError PROJECT_ROOM_NOT_FOUND for a bad token or erased project; NotFoundError
 *   CONTACT_RELEASE_MESSAGES.companyNotFound when `companyId` has no active assignment of this project;
 *   ConflictError when the customer withdrew the request.
 */
export async function releaseContactByCustomer(
  token: string,
  companyId: number | undefined,
  now: Date = new Date(),
): Promise<ContactReleaseResult> {
  const projectId = await requireProjectId(token);
  const result = await getDb().$transaction(
    (tx) => releaseContactInTransaction(tx, projectId, companyId, now),
    TX_OPTIONS,
  );
  if (result.fresh > 0) wakeEmailWorker();
  return { message: releaseMessage(result.names, result.released.length), released: result.released };
}

/**
 * The release inside the caller's transaction (locks the project, then the assignments); the caller wakes the
 * e-mail worker when `fresh` > 0. Same errors as releaseContactByCustomer.
 * @returns how many companies were newly released, their names, and every addressed company's release time
 */
export async function releaseContactInTransaction(
  tx: Prisma.TransactionClient,
  projectId: number,
  companyId: number | undefined,
  now: Date,
): Promise<{ fresh: number; names: string[]; released: ContactReleaseResult["released"] }> {
  const [project] = await tx.$queryRaw<
    { serviceType: string; zipCode: string; erasedAt: Date | null; consentWithdrawnAt: Date | null }[]
  >`
      SELECT service_type AS "serviceType", zip_code AS "zipCode", erased_at AS "erasedAt",
             consent_withdrawn_at AS "consentWithdrawnAt"
      FROM projects WHERE id = ${projectId} FOR UPDATE`;
  if (!project || project.erasedAt) throw new NotFoundError(PROJECT_ROOM_NOT_FOUND);
  // Only assignments of this project that are not ended; the lock keeps two clicks from e-mailing twice.
  const rows = await tx.$queryRaw<ReleaseRow[]>`
      SELECT pa.id, pa.company_id AS "companyId", c.name AS "companyName",
             coalesce(nullif(btrim(c.contact_email), ''), u.email) AS email, pa.contact_released_at AS "releasedAt"
      FROM project_assignments pa
      JOIN companies c ON c.id = pa.company_id
      LEFT JOIN users u ON u.id = c.user_id AND u.disabled_at IS NULL
      WHERE pa.project_id = ${projectId} AND pa.ended_at IS NULL
        AND (${companyId ?? null}::int IS NULL OR pa.company_id = ${companyId ?? null}::int)
      ORDER BY pa.assigned_at, pa.id
      FOR UPDATE OF pa`;
  if (companyId !== undefined && rows.length === 0) throw new NotFoundError(CONTACT_RELEASE_MESSAGES.companyNotFound);
  const fresh = rows.filter((row) => row.releasedAt === null);
  if (fresh.length > 0 && project.consentWithdrawnAt) throw new ConflictError(CONTACT_RELEASE_MESSAGES.withdrawn);
  for (const row of fresh) {
    await tx.projectAssignment.update({
      where: { id: row.id },
      data: { contactReleasedAt: now },
      select: { id: true },
    });
    await recordAudit(tx, {
      actor: "customer",
      action: "project.contact-release",
      entityType: "project",
      entityId: projectId,
      before: { companyId: row.companyId, contactReleasedAt: null },
      after: { companyId: row.companyId, companyName: row.companyName, contactReleasedAt: now.toISOString() },
    });
    if (row.email) {
      const leadUrl = new URL("/company-dashboard", env.SITE_URL);
      leadUrl.searchParams.set("lead", String(projectId));
      await queueEmail(
        {
          to: row.email,
          ...contactReleasedEmail({
            companyName: row.companyName,
            projectId,
            serviceLabel: serviceName(project.serviceType),
            district: project.zipCode,
            leadUrl: leadUrl.toString(),
          }),
          // One release per assignment ever, so its id is a stable key.
          idempotencyKey: `contact-released-${row.id}`,
          projectId,
          companyId: row.companyId,
        },
        tx,
      );
    }
  }
  return {
    fresh: fresh.length,
    released: rows.map((row) => ({
      companyId: row.companyId,
      releasedAt: (row.releasedAt ?? now).toISOString(),
    })),
    names: fresh.map((row) => row.companyName),
  };
}

function releaseMessage(names: readonly string[], addressed: number): string {
  if (names.length === 0)
    return addressed === 0
      ? "Es gibt keine Firma, der Sie Ihre Kontaktdaten freigeben können."
      : "Bereits freigegeben.";
  if (names.length === 1) return `${names[0]} sieht jetzt Ihre Kontaktdaten und wurde per E-Mail benachrichtigt.`;
  return `${names.length} Firmen sehen jetzt Ihre Kontaktdaten und wurden per E-Mail benachrichtigt.`;
}
