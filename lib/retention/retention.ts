/**
 * The daily retention run: deletes and blanks what /datenschutz ("Speicherdauer") promises. Each step
 * is one statement, so a run failing half-way is completed by the next one.
 */
import "server-only";
import type PgBoss from "pg-boss";
import { getDb } from "@/lib/db";
import { blankOldEmailBodies, eraseOldEmailRecipients, eraseOutboxRows, projectOutboxRows } from "@/lib/email/outbox";
import { deleteProjectFiles } from "@/lib/files/project-files";
import { RETENTION_QUEUE } from "@/lib/jobs/queue-names";
import { logger } from "@/lib/log";
import { invalidRoomLinkWhere } from "@/lib/project-room/room-links";
import { VIENNA_TIME_ZONE } from "@/lib/time/vienna";

/** "bis 3 Jahre nach Abschluss oder Stornierung" (/datenschutz). */
export const PROJECT_RETENTION_YEARS = 3;
/** Projects whose assignments never got an outcome are closed after this, so the 3-year rule applies. */
export const INACTIVE_PROJECT_CLOSE_MONTHS = 12;
/** "längstens 3 Jahre" (/datenschutz). */
export const CONTACT_MESSAGE_RETENTION_YEARS = 3;
export const REJECTED_APPLICATION_RETENTION_MONTHS = 6;
/** Review reports (reason, reporter's e-mail) are a DSA record, kept this long (/datenschutz). */
export const REVIEW_REPORT_RETENTION_YEARS = 3;
export const RETENTION_CRON = "15 3 * * *";

export interface RetentionCounts {
  projects: number;
  /** Photos and documents of the deleted projects (objects and rows). */
  projectFiles: number;
  projectsClosed: number;
  emailRecipientsErased: number;
  roomLinks: number;
  contactMessages: number;
  companyRegistrations: number;
  partnerOnboarding: number;
  emailBodiesBlanked: number;
  endedSessions: number;
  reviewReports: number;
  /** Rate-limit windows that ended over an hour ago (the limiters' own timers are off, lib/http/rate-limit.ts). */
  rateLimits: number;
}

function before(date: Date, { years = 0, months = 0 }: { years?: number; months?: number }): Date {
  const result = new Date(date.getTime());
  result.setUTCFullYear(result.getUTCFullYear() - years, result.getUTCMonth() - months);
  return result;
}

/** Deletes and blanks everything whose retention period ended before `now`; returns the counts. */
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
  // Rows first: a failure in between never leaves orphaned rows.
  const projectRowsErased =
    expiredIds.length > 0 ? await eraseOutboxRows(db, await projectOutboxRows(db, expiredIds), now) : 0;
  // The rows would go with the projects (ON DELETE CASCADE), but the stored objects have no foreign key.
  const projectFiles = await deleteProjectFiles(expiredIds);
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
  const rateLimits = await db.rateLimit.deleteMany({ where: { expire: { lt: new Date(now.getTime() - 3_600_000) } } });
  const reviewReports = await db.reviewReport.deleteMany({
    where: { decidedAt: { lt: before(now, { years: REVIEW_REPORT_RETENTION_YEARS }) } },
  });

  return {
    projects: projects.count,
    projectFiles,
    projectsClosed,
    emailRecipientsErased,
    roomLinks: roomLinks.count,
    contactMessages: contactMessages.count,
    companyRegistrations: companyRegistrations.count,
    partnerOnboarding: partnerOnboarding.count,
    emailBodiesBlanked,
    endedSessions: endedSessions.count,
    reviewReports: reviewReports.count,
    rateLimits: rateLimits.count,
  };
}

/** Closes unclosed projects with assignments and no activity for INACTIVE_PROJECT_CLOSE_MONTHS; returns the count. */
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

/** Registers the daily retention queue (pg-boss runs one schedule per queue across instances). */
export async function registerRetentionJobs(boss: PgBoss): Promise<void> {
  await boss.createQueue(RETENTION_QUEUE, { name: RETENTION_QUEUE, retryLimit: 2, retryDelay: 600 });
  await boss.work(RETENTION_QUEUE, async () => {
    const counts = await runRetention();
    logger.info({ retention: counts }, "Aufbewahrungsfristen angewendet");
  });
  await boss.schedule(RETENTION_QUEUE, RETENTION_CRON, undefined, { tz: VIENNA_TIME_ZONE });
}
