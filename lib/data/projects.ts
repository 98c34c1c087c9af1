/** Projects (leads). */
import "server-only";
import { serviceName } from "@/lib/content/service-catalog";
import { getMarketplaceSettings } from "@/lib/data/settings";
import { getDb } from "@/lib/db";
import { answerRowsForQuiz } from "@/lib/domain/lead-labels";
import { queueEmail, wakeEmailWorker } from "@/lib/email/outbox";
import { projectConfirmationEmail } from "@/lib/email/templates-customer";
import { env } from "@/lib/env";
import { deriveProjectFields } from "@/lib/domain/answer-derivation";
import { applyPrefills, validateAnswers } from "@/lib/domain/quiz-steps";
import { ValidationError } from "@/lib/errors";
import { getRunningBoss } from "@/lib/jobs/boss";
import { isBathroomOfferService } from "@/lib/domain/bathroom-offer-types";
import { enqueueOfferGeneration, wakeOfferWorker } from "@/lib/offers/offer-generation";
import { projectRoomUrl } from "@/lib/project-room/access-token";
import { createRoomLink } from "@/lib/project-room/room-links";
import type { ProjectRequest } from "@/lib/validation/project";
import type { ContactReleaseMode } from "@/lib/validation/settings";
import { getActiveQuiz } from "./quizzes";

/**
 * Stores a quiz submission as an "Offen" project with consent record and "Mein Projekt" token, and
 * in the same transaction the confirmation e-mail and, for bathroom projects, the offer job.
 * Returns the project id and the contact-release setting the confirmation e-mail described. spec: public-side §4
 * @throws ValidationError keyed `serviceType` or `answers.<questionId>` (no active quiz, invalid answer).
 */
export async function createProject(
  request: ProjectRequest,
): Promise<{ projectId: number; contactRelease: ContactReleaseMode }> {
  const quiz = await getActiveQuiz(request.serviceType);
  if (!quiz) {
    throw new ValidationError("Für diesen Service gibt es keinen Fragebogen.", {
      serviceType: `Unbekannter Service "${request.serviceType}".`,
    });
  }
  const answers = applyPrefills(quiz.questions, request.answers);
  const answerErrors = validateAnswers(quiz.questions, answers);
  if (Object.keys(answerErrors).length > 0) {
    const errors = Object.fromEntries(Object.entries(answerErrors).map(([id, message]) => [`answers.${id}`, message]));
    throw new ValidationError("Bitte überprüfen Sie Ihre Antworten.", errors);
  }

  const { companiesPerLead, contactRelease } = await getMarketplaceSettings();
  const data = {
    serviceType: quiz.serviceType,
    zipCode: request.zipCode,
    name: request.name,
    // Lower case, so the admin's e-mail search is an exact index match.
    email: request.email.trim().toLowerCase(),
    phone: request.phone,
    quizAnswers: answers,
    ...deriveProjectFields(answers),
    status: "Offen",
    gdprAcceptedAt: new Date(),
    privacyPolicyVersion: env.PRIVACY_POLICY_VERSION,
  };
  // Without a running boss the offer sweep of a worker process picks the project up.
  const withOfferJob = isBathroomOfferService(quiz.serviceType) && getRunningBoss() !== undefined;
  const projectId = await getDb().$transaction(
    async (tx) => {
      const project = await tx.project.create({ data, select: { id: true } });
      const roomToken = await createRoomLink(tx, project.id);
      const email = projectConfirmationEmail({
        customerName: data.name,
        serviceLabel: serviceName(quiz.serviceType),
        zipCode: data.zipCode,
        answers: answerRowsForQuiz(answers, quiz.questions),
        companiesPerLead,
        contactRelease,
        roomUrl: projectRoomUrl(roomToken),
      });
      await queueEmail(
        { ...email, to: data.email, idempotencyKey: `project-confirmation-${project.id}`, projectId: project.id },
        tx,
      );
      if (withOfferJob) await enqueueOfferGeneration(project.id, tx);
      return project.id;
    },
    { maxWait: 10_000, timeout: 10_000 },
  );
  wakeEmailWorker();
  if (withOfferJob) wakeOfferWorker();
  return { projectId, contactRelease };
}

/** Name and postal code of a project, or null. */
export async function getProjectSummary(projectId: number): Promise<{ name: string; zipCode: string } | null> {
  return getDb().project.findUnique({ where: { id: projectId }, select: { name: true, zipCode: true } });
}
