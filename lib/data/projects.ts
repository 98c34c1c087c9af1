/**
 * Data access for projects (leads).
 */
import "server-only";
import { getDb } from "@/lib/db";
import { env } from "@/lib/env";
import { deriveProjectFields } from "@/lib/domain/answer-derivation";
import { applyPrefills, validateAnswers } from "@/lib/domain/quiz-steps";
import { ApiError } from "@/lib/http/api-error";
import { getRunningBoss } from "@/lib/jobs/boss";
import { isBathroomOfferService } from "@/lib/domain/bathroom-offer-types";
import { enqueueOfferGeneration, wakeOfferWorker } from "@/lib/offers/offer-generation";
import type { ProjectRequest } from "@/lib/validation/project";
import { getActiveQuiz } from "./quizzes";

/**
 * Stores a quiz submission as a project with status "Offen" (public-side.md §4) and a consent
 * record (time of consent, privacy-policy version). For a badrenovierung/badezimmer project the
 * pg-boss job that generates its three-tier offer is inserted in the same transaction and this
 * process's worker is woken after the commit (lib/offers/offer-generation.ts).
 *
 * Checks the answers against the service's active quiz first (prefills applied as the wizard does).
 * Throws ApiError 400 with `errors` keyed `serviceType` or `answers.<questionId>` when the service
 * has no active quiz or an answer is invalid; nothing is written then.
 * Returns the new project's id.
 */
export async function createProject(request: ProjectRequest): Promise<number> {
  const quiz = await getActiveQuiz(request.serviceType);
  if (!quiz) {
    throw new ApiError(400, "Für diesen Service gibt es keinen Fragebogen.", {
      serviceType: `Unbekannter Service "${request.serviceType}".`,
    });
  }
  const answers = applyPrefills(quiz.questions, request.answers);
  const answerErrors = validateAnswers(quiz.questions, answers);
  if (Object.keys(answerErrors).length > 0) {
    const errors = Object.fromEntries(Object.entries(answerErrors).map(([id, message]) => [`answers.${id}`, message]));
    throw new ApiError(400, "Bitte überprüfen Sie Ihre Antworten.", errors);
  }

  const data = {
    serviceType: quiz.serviceType,
    zipCode: request.zipCode,
    name: request.name,
    // Stored in lower case, so the admin's e-mail search is an exact match on the index (issue 13 §1).
    email: request.email.trim().toLowerCase(),
    phone: request.phone,
    quizAnswers: answers,
    ...deriveProjectFields(answers),
    status: "Offen",
    gdprAcceptedAt: new Date(),
    privacyPolicyVersion: env.PRIVACY_POLICY_VERSION,
  };
  if (!isBathroomOfferService(quiz.serviceType) || !getRunningBoss()) {
    // No offer job to insert here (a bathroom project without a running boss is picked up by the
    // offer sweep of a worker process): one plain insert.
    const project = await getDb().project.create({ data, select: { id: true } });
    return project.id;
  }
  // Bathroom project: the project and its offer-generation job commit together (issue 6).
  const projectId = await getDb().$transaction(
    async (tx) => {
      const project = await tx.project.create({ data, select: { id: true } });
      await enqueueOfferGeneration(project.id, tx);
      return project.id;
    },
    { maxWait: 10_000, timeout: 10_000 },
  );
  wakeOfferWorker();
  return projectId;
}

/** Name and postal code of a project (GET /api/projects/{id}), or null when it does not exist. */
export async function getProjectSummary(projectId: number): Promise<{ name: string; zipCode: string } | null> {
  return getDb().project.findUnique({ where: { id: projectId }, select: { name: true, zipCode: true } });
}
