/**
 * The review invitations (issue 15 §4): every hour (pg-boss schedule "reviews.invitations") each
 * job that became reviewable (lib/domain/review-eligibility.ts) gets one e-mail to the customer with
 * a single-use link. The review_invitations row (token hash only) and the outbox row are written in
 * one transaction, so there is never a link without its e-mail or an e-mail without its row.
 *
 * Safe with several instances: pg-boss keeps one schedule per queue, and even two runs at once
 * cannot invite a job twice: the row is inserted with ON CONFLICT (assignment_id) DO NOTHING and
 * only the run whose insert took place queues the e-mail (idempotency key
 * `review-invitation-{assignmentId}` as a second guard). The e-mail carries the project id, so an
 * erasure of the project blanks it (lib/data/admin-projects.ts `eraseProject`).
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

import { newReviewToken, reviewFormUrl, reviewPolicyUrl } from "./review-link";

/** Schedule of the invitation run: every hour at minute 7 (Vienna time). */
export const REVIEW_INVITATIONS_CRON = "7 * * * *";
/** Candidates read per batch (the run goes on until none is left). */
const BATCH_SIZE = 200;

/** Idempotency key of the invitation e-mail of an assignment. */
export function reviewInvitationKey(assignmentId: number): string {
  return `review-invitation-${assignmentId}`;
}

/**
 * Sends the invitations that are due at `now`: one e-mail per eligible job, written with its
 * review_invitations row in one transaction.
 *
 * @param now the time the 60-day rule is judged at (tests move it).
 * @returns the number of invitations this run created.
 */
export async function sendReviewInvitations(now: Date = new Date()): Promise<number> {
  const db = getDb();
  let created = 0;
  let afterId = 0;
  for (;;) {
    // The structural part of the rule narrows the rows; isReviewEligible decides (one copy of the rule).
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

/** Creates the invitation of one job and queues its e-mail; false when another run was first. */
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

/**
 * Runs the invitation check within seconds instead of at the next hour, after a change that can make
 * a job reviewable (the company marked it done; the customer named the company). Queues one run
 * (pg-boss debounced per 10 s: a burst of changes runs it once, a later change in the same slot runs
 * in the next slot, at most 10 s late); does nothing in a process
 * without a running queue (tests, scripts). Never throws: the hourly schedule catches up.
 */
export async function requestReviewInvitations(): Promise<void> {
  const boss = getRunningBoss();
  if (!boss) return;
  try {
    // Debounced, not throttled: a request in a 10 s slot that already ran is moved to the next slot, never dropped.
    await boss.sendDebounced(REVIEW_INVITATIONS_QUEUE, {}, {}, 10, "soon");
  } catch (error) {
    logger.warn({ err: error }, "Bewertungseinladungen: Lauf konnte nicht vorgezogen werden");
  }
}

/** Registers the invitation queue, its worker and the hourly schedule (collected in lib/jobs/workers.ts). */
export async function registerReviewJobs(boss: PgBoss): Promise<void> {
  await boss.createQueue(REVIEW_INVITATIONS_QUEUE, { name: REVIEW_INVITATIONS_QUEUE, retryLimit: 2 });
  await boss.work(REVIEW_INVITATIONS_QUEUE, async () => {
    const sent = await sendReviewInvitations();
    if (sent > 0) logger.info({ sent }, "Bewertungseinladungen versendet");
  });
  await boss.schedule(REVIEW_INVITATIONS_QUEUE, REVIEW_INVITATIONS_CRON, undefined, { tz: "Europe/Vienna" });
}
