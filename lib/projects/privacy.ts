/** The customer's privacy rights on a project: erasure of personal data and consent withdrawal. */
import "server-only";
import { getDb } from "@/lib/db";
import { TX_OPTIONS } from "@/lib/db/sql";
import { serviceName } from "@/lib/content/service-catalog";
import { deleteProjectMessages } from "@/lib/messages/threads";
import { eraseOutboxRows, projectOutboxRows, queueEmail, wakeEmailWorker } from "@/lib/email/outbox";
import { Prisma } from "@/lib/generated/prisma/client";
import {
  ERASED_NAME,
  answersWithoutFreeText,
  erasedEmail,
  type ProjectOperationResponse,
} from "@/lib/domain/admin-projects";
import type { QuizQuestion } from "@/lib/domain/quiz-types";
import { recordAudit, type AuditActor } from "@/lib/data/audit-log";
import { leadWithdrawnEmail, projectErasedEmail } from "@/lib/email/templates-customer";
import { closedAtAfterChange } from "@/lib/domain/project-closing";
import { deleteProjectFiles } from "@/lib/files/project-files";
import { ConflictError, NotFoundError } from "@/lib/errors";
import { ASSIGN_ERRORS, OPERATION_ERRORS } from "./errors";
import { lockProject, operationResult } from "./lock";

const ERASED_TEXT = "[gelöscht]";

/** Replaces the customer's name, e-mail and phone in the project's offer texts by ERASED_TEXT. */
async function scrubOffers(tx: Prisma.TransactionClient, projectId: number, values: readonly string[]): Promise<void> {
  const needles = values.map((value) => value.trim()).filter((value) => value.length >= 2);
  if (needles.length === 0) return;
  const offers = await tx.bathroomOffer.findMany({
    where: { projectId },
    select: { id: true, budgetOffer: true, standardOffer: true, premiumOffer: true },
  });
  const scrub = (value: Prisma.JsonValue | null) => {
    if (value === null) return Prisma.DbNull;
    let text = JSON.stringify(value);
    for (const needle of needles) text = text.split(JSON.stringify(needle).slice(1, -1)).join(ERASED_TEXT);
    return JSON.parse(text) as Prisma.InputJsonValue;
  };
  for (const offer of offers) {
    await tx.bathroomOffer.update({
      where: { id: offer.id },
      data: {
        budgetOffer: scrub(offer.budgetOffer),
        standardOffer: scrub(offer.standardOffer),
        premiumOffer: scrub(offer.premiumOffer),
      },
      select: { id: true },
    });
  }
}

/**
 * Erases the customer's personal data of a project (irreversible): name, e-mail, phone, free-text
 * answers, photos and documents, "Mein Projekt" links, messages, offer texts, visit addresses and reasons and outbox
 * rows.
 * Rows stay so counts stay the same.
 * @param confirmTo address for the confirmation e-mail, erased once sent.
 * @throws NotFoundError unknown project; ConflictError already erased.
 */
export async function eraseProject(
  actor: AuditActor,
  projectId: number,
  confirmTo?: string,
): Promise<ProjectOperationResponse> {
  // Files first and outside the transaction (S3 is no part of it): if they cannot be deleted, nothing is marked erased.
  await deleteProjectFiles(projectId);
  const result = await getDb().$transaction(async (tx) => {
    const project = await lockProject(tx, projectId);
    if (project.erasedAt) throw new ConflictError(OPERATION_ERRORS.alreadyErased);
    const [row, quiz] = await Promise.all([
      tx.project.findUniqueOrThrow({
        where: { id: projectId },
        select: { quizAnswers: true, name: true, email: true, phone: true },
      }),
      tx.quiz.findUnique({ where: { serviceType: project.serviceType }, select: { questions: true } }),
    ]);
    await scrubOffers(tx, projectId, [row.name, row.email, row.phone]);
    await eraseOutboxRows(tx, await projectOutboxRows(tx, projectId));
    await tx.projectRoomLink.deleteMany({ where: { projectId } });
    await deleteProjectMessages(tx, projectId);
    // Visit times stay (response-time history); the address and the free-text reasons go.
    await tx.siteVisit.updateMany({
      where: { assignment: { projectId }, lastChangeReason: { not: null } },
      data: { lastChangeReason: "" },
    });
    await tx.siteVisit.updateMany({ where: { assignment: { projectId } }, data: { address: null } });
    const questions = Array.isArray(quiz?.questions) ? (quiz.questions as unknown as QuizQuestion[]) : [];
    const erasedAt = new Date();
    await tx.project.update({
      where: { id: projectId },
      data: {
        name: ERASED_NAME,
        email: erasedEmail(projectId),
        phone: "",
        quizAnswers: answersWithoutFreeText(row.quizAnswers, questions) as Prisma.InputJsonObject,
        erasedAt,
      },
      select: { id: true },
    });
    if (confirmTo) {
      const email = projectErasedEmail({ serviceLabel: serviceName(project.serviceType), zipCode: project.zipCode });
      await queueEmail(
        {
          ...email,
          to: confirmTo,
          idempotencyKey: `project-erased-${projectId}`,
          projectId,
          eraseRecipientAfterSend: true,
        },
        tx,
      );
    }
    await recordAudit(tx, {
      actor,
      action: "project.erase",
      entityType: "project",
      entityId: projectId,
      before: { erasedAt: null },
      after: { erasedAt: erasedAt.toISOString() },
    });
    return operationResult("Die Kundendaten wurden gelöscht.", project);
  }, TX_OPTIONS);
  if (confirmTo) wakeEmailWorker();
  return result;
}

export interface ConsentWithdrawal {
  projectId: number;
  /** The first recording's time. */
  consentWithdrawnAt: string;
  /** Retention runs from it. */
  closedAt: string;
}

/**
 * Records the customer's consent withdrawal (/datenschutz) and closes the project: no new
 * assignments; assigned companies keep the lead and are e-mailed once. Idempotent.
 * @throws NotFoundError "Projekt nicht gefunden"
 */
export async function withdrawConsent(
  projectId: number,
  now: Date = new Date(),
  actor?: AuditActor,
): Promise<ConsentWithdrawal> {
  const result = await getDb().$transaction(async (tx) => {
    const [project] = await tx.$queryRaw<
      { closedAt: Date | null; consentWithdrawnAt: Date | null; serviceType: string; zipCode: string }[]
    >`
      SELECT closed_at AS "closedAt", consent_withdrawn_at AS "consentWithdrawnAt", service_type AS "serviceType",
        zip_code AS "zipCode"
      FROM projects WHERE id = ${projectId} FOR UPDATE`;
    if (!project) throw new NotFoundError(ASSIGN_ERRORS.projectNotFound);
    const consentWithdrawnAt = project.consentWithdrawnAt ?? now;
    const assignments = await tx.projectAssignment.findMany({
      where: { projectId, endedAt: null },
      select: { status: true, companyId: true, company: { select: { name: true, user: { select: { email: true } } } } },
    });
    if (!project.consentWithdrawnAt) {
      for (const assignment of assignments) {
        const to = assignment.company.user?.email;
        if (!to) continue;
        const email = leadWithdrawnEmail({
          companyName: assignment.company.name,
          projectId,
          serviceLabel: serviceName(project.serviceType),
          zipCode: project.zipCode,
        });
        await queueEmail(
          {
            ...email,
            to,
            idempotencyKey: `lead-withdrawn-${projectId}-${assignment.companyId}`,
            projectId,
            companyId: assignment.companyId,
          },
          tx,
        );
      }
    }
    const closedAt = closedAtAfterChange({
      assignmentStatuses: assignments.map((assignment) => assignment.status),
      closedAt: project.closedAt,
      consentWithdrawnAt,
      now,
    })!;
    await tx.project.update({ where: { id: projectId }, data: { consentWithdrawnAt, closedAt }, select: { id: true } });
    if (actor && !project.consentWithdrawnAt) {
      await recordAudit(tx, {
        actor,
        action: "project.withdraw-consent",
        entityType: "project",
        entityId: projectId,
        before: { consentWithdrawnAt: null, closedAt: project.closedAt?.toISOString() ?? null },
        after: { consentWithdrawnAt: consentWithdrawnAt.toISOString(), closedAt: closedAt.toISOString() },
      });
    }
    return { projectId, consentWithdrawnAt: consentWithdrawnAt.toISOString(), closedAt: closedAt.toISOString() };
  });
  wakeEmailWorker();
  return result;
}
