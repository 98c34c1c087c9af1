/**
 * Review invitations: each job that became reviewable gets one e-mail with a single-use link, written
 * with its row in one transaction. ON CONFLICT DO NOTHING plus an idempotency key keep concurrent runs
 * from inviting twice.
 */
import "server-only";
import type PgBoss from "pg-boss";
import { serviceName } from "@/lib/content/service-catalog";
import { getDb } from "@/lib/db";
import { isReviewEligible } from "@/lib/domain/review-eligibility";
import { queueEmail, wakeEmailWorker } from "@/lib/email/outbox";
import { reviewInvitationEmail } from "@/lib/email/templates-reviews";
import { getRunningBoss } from "@/lib/jobs/boss";
import { REVIEW_INVITATIONS_QUEUE } from "@/lib/jobs/queue-names";
import { logger } from "@/lib/log";
import { VIENNA_TIME_ZONE } from "@/lib/time/vienna";

import { newReviewToken, reviewFormUrl, reviewPolicyUrl } from "./review-link";

export const REVIEW_INVITATIONS_CRON = "7 * * * *";
const BATCH_SIZE = 200;

export function reviewInvitationKey(assignmentId: number): string {
  return `review-invitation-${assignmentId}`;
}

/** Sends the invitations due at `now`; returns how many were created. */
export async function sendReviewInvitations(now: Date = new Date()): Promise<number> {
  const db = getDb();
  let created = 0;
  let afterId = 0;
  for (;;) {
    // The query narrows the rows; isReviewEligible decides (one copy of the rule).
    const candidates = await db.projectAssignment.findMany({
      where: {
        id: { gt: afterId },
        status: "Gewonnen",
        endedAt: null,
        reviewInvitation: { is: null },
        project: { hireAnswer: "company", hiredCompanyId: { not: null }, erasedAt: null, consentWithdrawnAt: null },
      },
      select: {
        id: true,
        companyId: true,
        status: true,
        expectedCompletion: true,
        jobDoneAt: true,
        company: { select: { name: true } },
        project: {
          select: {
            id: true,
            name: true,
            email: true,
            serviceType: true,
            hireAnswer: true,
            hiredCompanyId: true,
            erasedAt: true,
            consentWithdrawnAt: true,
          },
        },
      },
      orderBy: { id: "asc" },
      take: BATCH_SIZE,
    });
    if (candidates.length === 0) break;
    afterId = candidates[candidates.length - 1]!.id;
    for (const candidate of candidates) {
      const eligible = isReviewEligible(
        { assignment: { ...candidate, invited: false }, project: candidate.project },
        now,
      );
      if (eligible && (await inviteOne(candidate, now))) created += 1;
    }
    if (candidates.length < BATCH_SIZE) break;
  }
  if (created > 0) wakeEmailWorker();
  return created;
}

interface Candidate {
  id: number;
  company: { name: string };
  project: { id: number; name: string; email: string; serviceType: string };
}

/** false when another run was first. */
async function inviteOne(candidate: Candidate, now: Date): Promise<boolean> {
  const { token, hash } = newReviewToken();
  return getDb().$transaction(async (tx) => {
    const inserted = await tx.$executeRaw`
      INSERT INTO review_invitations (assignment_id, token_hash, sent_at)
      VALUES (${candidate.id}, ${hash}, ${now})
      ON CONFLICT (assignment_id) DO NOTHING`;
    if (inserted === 0) return false;
    const email = reviewInvitationEmail({
      customerName: candidate.project.name,
      companyName: candidate.company.name,
      serviceLabel: serviceName(candidate.project.serviceType),
      reviewUrl: reviewFormUrl(token),
      policyUrl: reviewPolicyUrl(),
    });
    await queueEmail(
      {
        ...email,
        to: candidate.project.email,
        idempotencyKey: reviewInvitationKey(candidate.id),
        projectId: candidate.project.id,
      },
      tx,
    );
    return true;
  });
}

/** Queues a debounced invitation run soon (no-op without a running queue); never throws. */
export async function requestReviewInvitations(): Promise<void> {
  const boss = getRunningBoss();
  if (!boss) return;
  try {
    // Debounced, not throttled: a request in a slot that already ran moves to the next, never dropped.
    await boss.sendDebounced(REVIEW_INVITATIONS_QUEUE, {}, {}, 10, "soon");
  } catch (error) {
    logger.warn({ err: error }, "Bewertungseinladungen: Lauf konnte nicht vorgezogen werden");
  }
}

export async function registerReviewJobs(boss: PgBoss): Promise<void> {
  await boss.createQueue(REVIEW_INVITATIONS_QUEUE, { name: REVIEW_INVITATIONS_QUEUE, retryLimit: 2 });
  await boss.work(REVIEW_INVITATIONS_QUEUE, async () => {
    const sent = await sendReviewInvitations();
    if (sent > 0) logger.info({ sent }, "Bewertungseinladungen versendet");
  });
  await boss.schedule(REVIEW_INVITATIONS_QUEUE, REVIEW_INVITATIONS_CRON, undefined, { tz: VIENNA_TIME_ZONE });
}
