/**
 * Writing a verified review through a single-use link. A review stores only the customer's first
 * name and initial; the company is e-mailed and its public profile revalidated.
 */
import "server-only";
import { revalidateCompanyProfile } from "@/lib/cache/revalidate-content";
import { serviceName } from "@/lib/content/service-catalog";
import { recordAudit } from "@/lib/data/audit-log";
import { getDb } from "@/lib/db";
import { TX_OPTIONS } from "@/lib/db/sql";
import { reviewAuthorName, reviewJobMonth } from "@/lib/domain/review-eligibility";
import type { ReviewInvitationView } from "@/lib/domain/reviews";
import { env } from "@/lib/env";
import { queueEmail, wakeEmailWorker } from "@/lib/email/outbox";
import { newReviewEmail } from "@/lib/email/templates-reviews";
import type { ReviewSubmission } from "@/lib/validation/reviews";
import { REVIEW_ALREADY_SUBMITTED, REVIEW_LINK_NOT_FOUND } from "./errors";
import { hashReviewToken, isWellFormedReviewToken } from "./review-link";
import { ConflictError, NotFoundError } from "@/lib/errors";

/** The project still exists and its customer still names `companyId` as hired (else the link is dead). */
function hireStillConfirmed(
  companyId: number,
  project: { erasedAt: Date | null; hireAnswer: string | null; hiredCompanyId: number | null },
): boolean {
  return !project.erasedAt && project.hireAnswer === "company" && project.hiredCompanyId === companyId;
}

async function invitationOf(token: string) {
  if (!isWellFormedReviewToken(token)) return null;
  const invitation = await getDb().reviewInvitation.findUnique({
    where: { tokenHash: hashReviewToken(token) },
    select: {
      usedAt: true,
      assignment: {
        select: {
          companyId: true,
          expectedCompletion: true,
          jobDoneAt: true,
          company: { select: { name: true } },
          project: { select: { serviceType: true, erasedAt: true, hireAnswer: true, hiredCompanyId: true } },
        },
      },
    },
  });
  if (!invitation || invitation.usedAt) return null;
  const { assignment } = invitation;
  return hireStillConfirmed(assignment.companyId, assignment.project) ? assignment : null;
}

/** The job shown above /bewertung/{token}; null for a bad or used token, an erased project or a withdrawn hire. */
export async function openReviewInvitation(token: string): Promise<ReviewInvitationView | null> {
  const assignment = await invitationOf(token);
  if (!assignment) return null;
  return {
    companyName: assignment.company.name,
    serviceLabel: serviceName(assignment.project.serviceType),
    jobMonth: reviewJobMonth(assignment.expectedCompletion, assignment.jobDoneAt),
  };
}

/**
 * Creates the review of `token`'s job once (a conditional UPDATE marks the link used, so concurrent
 * submissions cannot both pass) and e-mails the company. Returns the review id.
 * @throws NotFoundError REVIEW_LINK_NOT_FOUND; ConflictError REVIEW_ALREADY_SUBMITTED.
 */
export async function submitReview(
  token: string,
  input: ReviewSubmission,
  now: Date = new Date(),
): Promise<{ reviewId: number }> {
  if (!isWellFormedReviewToken(token)) throw new NotFoundError(REVIEW_LINK_NOT_FOUND);
  const hash = hashReviewToken(token);
  const result = await getDb().$transaction(async (tx) => {
    const used = await tx.$queryRaw<{ assignmentId: number }[]>`
      UPDATE review_invitations SET used_at = ${now}
      WHERE token_hash = ${hash} AND used_at IS NULL
      RETURNING assignment_id AS "assignmentId"`;
    if (used.length === 0) {
      const existing = await tx.reviewInvitation.findUnique({ where: { tokenHash: hash }, select: { id: true } });
      throw existing ? new ConflictError(REVIEW_ALREADY_SUBMITTED) : new NotFoundError(REVIEW_LINK_NOT_FOUND);
    }
    const assignmentId = used[0]!.assignmentId;
    const assignment = await tx.projectAssignment.findUniqueOrThrow({
      where: { id: assignmentId },
      select: {
        companyId: true,
        expectedCompletion: true,
        jobDoneAt: true,
        company: { select: { name: true, user: { select: { email: true } } } },
        project: { select: { name: true, serviceType: true, erasedAt: true, hireAnswer: true, hiredCompanyId: true } },
      },
    });
    const { project } = assignment;
    if (!hireStillConfirmed(assignment.companyId, project)) throw new NotFoundError(REVIEW_LINK_NOT_FOUND);
    const review = await tx.review.create({
      data: {
        assignmentId,
        companyId: assignment.companyId,
        rating: input.rating,
        title: input.title,
        body: input.body,
        authorName: reviewAuthorName(project.name),
        serviceType: project.serviceType,
        jobMonth: reviewJobMonth(assignment.expectedCompletion, assignment.jobDoneAt) ?? reviewJobMonth(null, now)!,
        createdAt: now,
      },
      select: { id: true },
    });
    await recordAudit(tx, {
      actor: "customer",
      action: "review.create",
      entityType: "review",
      entityId: review.id,
      after: { companyId: assignment.companyId, rating: input.rating },
    });
    const to = assignment.company.user?.email;
    if (to) {
      const email = newReviewEmail({
        companyName: assignment.company.name,
        rating: input.rating,
        title: input.title,
        dashboardUrl: new URL("/company-dashboard/bewertungen", env.SITE_URL).toString(),
      });
      await queueEmail(
        {
          ...email,
          to,
          idempotencyKey: `review-new-${review.id}`,
          reviewId: review.id,
          companyId: assignment.companyId,
        },
        tx,
      );
    }
    return { reviewId: review.id, companyId: assignment.companyId };
  }, TX_OPTIONS);
  wakeEmailWorker();
  revalidateCompanyProfile(result.companyId);
  return { reviewId: result.reviewId };
}
