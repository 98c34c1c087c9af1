/**
 * Retention as /datenschutz ("Speicherdauer", lib/content/legal.ts) states it (issue 12 §5): one
 * daily run deletes and blanks what the privacy policy promises to delete.
 *
 * `runRetention(now)`:
 * - projects whose `closedAt` (completion or cancellation, lib/domain/project-closing.ts) lies more
 *   than 3 years before `now`, with their assignments, bathroom offers and offer selections (the
 *   foreign keys cascade: project_assignments, bathroom_offers → offer_selections);
 * - contact messages created more than 3 years before `now` ("längstens 3 Jahre nach Ihrer letzten
 *   Nachricht": each message goes 3 years after it arrived, so none outlives the sender's last one
 *   by more than that);
 * - rejected company registrations and rejected partner-onboarding records processed more than
 *   6 months before `now` (approved ones became the partner's company data, kept for the partnership);
 * - projects that never reached any company (no assignment, so never "abgeschlossen") 3 years after
 *   they were submitted: their last activity, so they are kept no longer than an assigned one;
 * - e-mail bodies 30 days after sending (`blankOldEmailBodies`, lib/email/outbox.ts);
 * - ended sessions whose token has expired (ended_sessions, lib/auth/session.ts): no longer needed.
 *
 * The pg-boss queue "retention.daily" runs it every day at 03:15 Vienna time (`registerRetentionJobs`,
 * collected in lib/jobs/workers.ts); the counts are logged. Each step is one statement, so a run that
 * fails half-way is simply completed by the next one.
 */
import "server-only";
import type PgBoss from "pg-boss";
import { getDb } from "@/lib/db";
import { blankOldEmailBodies } from "@/lib/email/outbox";
import { RETENTION_QUEUE } from "@/lib/jobs/queue-names";
import { logger } from "@/lib/log";

/** Years after closedAt after which a project is deleted (/datenschutz: "bis 3 Jahre nach Abschluss oder Stornierung"). */
export const PROJECT_RETENTION_YEARS = 3;
/** Years after which a contact message is deleted (/datenschutz: "längstens 3 Jahre"). */
export const CONTACT_MESSAGE_RETENTION_YEARS = 3;
/** Months after the decision after which a rejected registration or onboarding record is deleted. */
export const REJECTED_APPLICATION_RETENTION_MONTHS = 6;
/** Years after the admin's decision after which a review report (reason, reporter's e-mail) is deleted (/datenschutz; DSA record). */
export const REVIEW_REPORT_RETENTION_YEARS = 3;
/** The daily schedule: 03:15 (cron) in RETENTION_TIME_ZONE. */
export const RETENTION_CRON = "15 3 * * *";
export const RETENTION_TIME_ZONE = "Europe/Vienna";

/** What one run deleted or blanked. */
export interface RetentionCounts {
  projects: number;
  contactMessages: number;
  companyRegistrations: number;
  partnerOnboarding: number;
  emailBodiesBlanked: number;
  endedSessions: number;
  reviewReports: number;
}

/** `date` moved back by whole calendar years and months (UTC). */
function before(date: Date, { years = 0, months = 0 }: { years?: number; months?: number }): Date {
  const result = new Date(date.getTime());
  result.setUTCFullYear(result.getUTCFullYear() - years, result.getUTCMonth() - months);
  return result;
}

/**
 * Deletes and blanks everything whose retention period ended before `now` (see module doc).
 *
 * @param now the reference time (default: the current time; tests move it).
 * @returns the number of rows deleted per table and of e-mail rows blanked.
 * @throws database errors as thrown by Prisma (steps done before the error stay done).
 */
export async function runRetention(now: Date = new Date()): Promise<RetentionCounts> {
  const db = getDb();
  const projectCutoff = before(now, { years: PROJECT_RETENTION_YEARS });
  const contactCutoff = before(now, { years: CONTACT_MESSAGE_RETENTION_YEARS });
  const rejectedCutoff = before(now, { months: REJECTED_APPLICATION_RETENTION_MONTHS });

  const projects = await db.project.deleteMany({
    where: { OR: [{ closedAt: { lt: projectCutoff } }, { closedAt: null, createdAt: { lt: projectCutoff }, assignments: { none: {} } }] },
  });
  const contactMessages = await db.contactMessage.deleteMany({ where: { createdAt: { lt: contactCutoff } } });
  const companyRegistrations = await db.companyRegistration.deleteMany({ where: { status: "rejected", processedAt: { lt: rejectedCutoff } } });
  const partnerOnboarding = await db.partnerOnboarding.deleteMany({ where: { status: "rejected", processedAt: { lt: rejectedCutoff } } });
  const emailBodiesBlanked = await blankOldEmailBodies(now);
  const endedSessions = await db.endedSession.deleteMany({ where: { expiresAt: { lt: now } } });
  const reviewReports = await db.reviewReport.deleteMany({
    where: { decidedAt: { lt: before(now, { years: REVIEW_REPORT_RETENTION_YEARS }) } },
  });

  return {
    projects: projects.count,
    contactMessages: contactMessages.count,
    companyRegistrations: companyRegistrations.count,
    partnerOnboarding: partnerOnboarding.count,
    emailBodiesBlanked,
    endedSessions: endedSessions.count,
    reviewReports: reviewReports.count,
  };
}

/**
 * Registers the retention queue on a started boss (collected in lib/jobs/workers.ts): the queue,
 * its worker (runs `runRetention` and logs the counts) and the daily schedule RETENTION_CRON in
 * RETENTION_TIME_ZONE. pg-boss keeps one schedule per queue across instances, so several app
 * instances run it once a day, not once per instance.
 */
export async function registerRetentionJobs(boss: PgBoss): Promise<void> {
  await boss.createQueue(RETENTION_QUEUE, { name: RETENTION_QUEUE, retryLimit: 2, retryDelay: 600 });
  await boss.work(RETENTION_QUEUE, async () => {
    const counts = await runRetention();
    logger.info({ retention: counts }, "Aufbewahrungsfristen angewendet");
  });
  await boss.schedule(RETENTION_QUEUE, RETENTION_CRON, undefined, { tz: RETENTION_TIME_ZONE });
}
