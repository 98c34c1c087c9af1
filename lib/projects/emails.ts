/** The e-mails sent about a project, for the admin (recipients masked, never the bodies). */
import "server-only";
import { getDb } from "@/lib/db";
import { ERASED_RECIPIENT } from "@/lib/email/outbox";
import {
  PROJECT_EMAILS_LIMIT,
  PROJECT_EMAIL_TEMPLATE_LABELS,
  type ProjectEmailsResponse,
} from "@/lib/domain/admin-projects";
import { NotFoundError } from "@/lib/errors";
import { emailTemplateKey, emailTemplateLabel } from "@/lib/domain/admin-inbox";
import { maskEmail } from "@/lib/log";
import { ASSIGN_ERRORS } from "./errors";

function maskedRecipient(address: string): string {
  return address === ERASED_RECIPIENT ? ERASED_RECIPIENT : maskEmail(address);
}

/**
 * The customer e-mails of `projectId`, newest first, at most PROJECT_EMAILS_LIMIT, recipient masked,
 * never the bodies; `total` counts all.
 * @throws NotFoundError "Projekt nicht gefunden"
 */
export async function listProjectEmails(projectId: number): Promise<ProjectEmailsResponse> {
  const db = getDb();
  const [project, rows, total] = await Promise.all([
    db.project.findUnique({ where: { id: projectId }, select: { id: true } }),
    db.emailOutbox.findMany({
      where: { projectId },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: PROJECT_EMAILS_LIMIT,
      select: { id: true, to: true, subject: true, idempotencyKey: true, status: true, createdAt: true, sentAt: true },
    }),
    db.emailOutbox.count({ where: { projectId } }),
  ]);
  if (!project) throw new NotFoundError(ASSIGN_ERRORS.projectNotFound);
  return {
    projectId,
    total,
    emails: rows.map((row) => ({
      id: row.id,
      createdAt: row.createdAt.toISOString(),
      sentAt: row.sentAt?.toISOString() ?? null,
      to: row.to.map(maskedRecipient),
      template:
        PROJECT_EMAIL_TEMPLATE_LABELS[emailTemplateKey(row.idempotencyKey)] ?? emailTemplateLabel(row.idempotencyKey),
      subject: row.subject,
      status: row.status,
    })),
  };
}
