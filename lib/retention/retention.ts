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
 * - projects with assignments but no outcome are closed after INACTIVE_PROJECT_CLOSE_MONTHS without
 *   activity (`closeInactiveProjects`), so the 3-year rule then applies to them too;
 * - the outbox rows of deleted projects (recipient, subject, bodies: `eraseOutboxRows`);
 * - e-mail bodies 30 days after sending (`blankOldEmailBodies`, lib/email/outbox.ts), recipients and
 *   subjects 90 days after sending (`eraseOldEmailRecipients`);
 * - "Mein Projekt" links revoked or unused for 12 months (lib/project-room/room-links.ts): they no
 *   longer open anything;
 * - ended sessions whose token has expired (ended_sessions, lib/auth/session.ts): no longer needed.
 *
 * The pg-boss queue "retention.daily" runs it every day at 03:15 Vienna time (`registerRetentionJobs`,
 * collected in lib/jobs/workers.ts); the counts are logged. Each step is one statement, so a run that
 * fails half-way is simply completed by the next one.
 */
import "server-only";
import type PgBoss from "pg-boss";
import { getDb } from "@/lib/db";
import { blankOldEmailBodies, eraseOldEmailRecipients, eraseOutboxRows, projectOutboxRows } from "@/lib/email/outbox";
import { RETENTION_QUEUE } from "@/lib/jobs/queue-names";
import { logger } from "@/lib/log";
import { invalidRoomLinkWhere } from "@/lib/project-room/room-links";

/** Years after closedAt after which a project is deleted (/datenschutz: "bis 3 Jahre nach Abschluss oder Stornierung"). */
export const PROJECT_RETENTION_YEARS = 3;
/**
 * Months without activity after which a project whose assignments have no outcome is closed
 * (/datenschutz "Speicherdauer"; activity: see `closeInactiveProjects`).
 */
export const INACTIVE_PROJECT_CLOSE_MONTHS = 12;
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
  /** Projects closed now for lack of activity. */
  projectsClosed: number;
  /** Outbox rows whose recipient and subject were erased (deleted projects' rows and rows past 90 days). */
  emailRecipientsErased: number;
  /** Revoked or expired "Mein Projekt" links deleted. */
  roomLinks: number;
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

  const projectsClosed = await closeInactiveProjects(now);
  const expired = await db.project.findMany({
    where: {
      OR: [
        { closedAt: { lt: projectCutoff } },
        { closedAt: null, createdAt: { lt: projectCutoff }, assignments: { none: {} } },
      ],
    },
    select: { id: true },
  });
  const expiredIds = expired.map((project) => project.id);
  // Rows first: a run failing in between leaves the projects for the next run, never orphaned rows.
  const projectRowsErased =
    expiredIds.length > 0 ? await eraseOutboxRows(db, await projectOutboxRows(db, expiredIds), now) : 0;
  const projects = await db.project.deleteMany({ where: { id: { in: expiredIds } } });
  const contactMessages = await db.contactMessage.deleteMany({ where: { createdAt: { lt: contactCutoff } } });
  const companyRegistrations = await db.companyRegistration.deleteMany({
    where: { status: "rejected", processedAt: { lt: rejectedCutoff } },
  });
  const partnerOnboarding = await db.partnerOnboarding.deleteMany({
    where: { status: "rejected", processedAt: { lt: rejectedCutoff } },
  });
  const emailBodiesBlanked = await blankOldEmailBodies(now);
  const emailRecipientsErased = projectRowsErased + (await eraseOldEmailRecipients(now));
  const roomLinks = await db.projectRoomLink.deleteMany({ where: invalidRoomLinkWhere(now) });
  const endedSessions = await db.endedSession.deleteMany({ where: { expiresAt: { lt: now } } });
  const reviewReports = await db.reviewReport.deleteMany({
    where: { decidedAt: { lt: before(now, { years: REVIEW_REPORT_RETENTION_YEARS }) } },
  });

  return {
    projects: projects.count,
    projectsClosed,
    emailRecipientsErased,
    roomLinks: roomLinks.count,
    contactMessages: contactMessages.count,
    companyRegistrations: companyRegistrations.count,
    partnerOnboarding: partnerOnboarding.count,
    emailBodiesBlanked,
    endedSessions: endedSessions.count,
    reviewReports: reviewReports.count,
  };
}

/**
 * Closes every project that has assignments but is not closed (some assignment never reached an
 * outcome) and whose last activity lies more than INACTIVE_PROJECT_CLOSE_MONTHS before `now`.
 * Activity is the latest of: the submission, the customer's answer who got the job, and for each of
 * its assignments the assignment, the company's "Kontaktiert", "Erledigt" and every status change
 * (assignment_events). closedAt = `now`; a later status change reopens it as usual
 * (lib/domain/project-closing.ts). Projects without assignments keep their own rule (3 years after
 * submission).
 *
 * @returns the number of projects closed.
 */
export async function closeInactiveProjects(now: Date = new Date()): Promise<number> {
  const cutoff = before(now, { months: INACTIVE_PROJECT_CLOSE_MONTHS });
  return getDb().$executeRaw`
    UPDATE projects p SET closed_at = ${now}
    WHERE p.closed_at IS NULL
      AND p.created_at < ${cutoff}
      AND COALESCE(p.hire_answered_at, p.created_at) < ${cutoff}
      AND EXISTS (SELECT 1 FROM project_assignments a WHERE a.project_id = p.id)
      AND NOT EXISTS (
        SELECT 1 FROM project_assignments a
        WHERE a.project_id = p.id
          AND (a.assigned_at >= ${cutoff} OR a.contacted_at >= ${cutoff} OR a.job_done_at >= ${cutoff}
            OR EXISTS (SELECT 1 FROM assignment_events e WHERE e.assignment_id = a.id AND e.created_at >= ${cutoff})))`;
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
