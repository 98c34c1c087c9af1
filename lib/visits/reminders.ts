/**
 * Visit reminders: both parties of a booked visit get one e-mail about 24 hours ahead. A visit booked less than a
 * day ahead gets none (its confirmation is fresh). SKIP LOCKED and the reminder_sent_at condition keep several
 * instances from reminding twice.
 */
import "server-only";
import type PgBoss from "pg-boss";
import { getDb } from "@/lib/db";
import { formatVisitTime, visitLocation } from "@/lib/domain/site-visits";
import { wakeEmailWorker } from "@/lib/email/outbox";
import { visitReminderEmail } from "@/lib/email/templates-visits";
import { VISIT_REMINDERS_QUEUE } from "@/lib/jobs/queue-names";
import { logger } from "@/lib/log";
import { VIENNA_TIME_ZONE } from "@/lib/time/vienna";
import { readContext, VisitMailer } from "./visit-store";

export const VISIT_REMINDERS_CRON = "*/10 * * * *";

/** How long before the visit the reminder goes out, in hours. */
export const VISIT_REMINDER_HOURS = 24;

const BATCH_SIZE = 100;

interface DueVisit {
  id: number;
  assignmentId: number;
  startsAt: Date;
  durationMinutes: number;
  sequence: number;
  address: string | null;
}

/**
 * Reminds both parties of every booked visit starting within VISIT_REMINDER_HOURS of `now`, one transaction per
 * batch. @returns how many visits were reminded
 */
export async function sendVisitReminders(now: Date = new Date()): Promise<{ reminded: number }> {
  const horizon = new Date(now.getTime() + VISIT_REMINDER_HOURS * 3_600_000);
  let reminded = 0;
  for (;;) {
    const batch = await getDb().$transaction(async (tx) => {
      const due = await tx.$queryRaw<DueVisit[]>`
        SELECT v.id, v.assignment_id AS "assignmentId", v.starts_at AS "startsAt",
               v.duration_minutes AS "durationMinutes", v.sequence, v.address
        FROM site_visits v
        JOIN project_assignments pa ON pa.id = v.assignment_id AND pa.ended_at IS NULL
        JOIN projects p ON p.id = pa.project_id AND p.erased_at IS NULL AND p.consent_withdrawn_at IS NULL
        WHERE v.status = 'booked' AND v.reminder_sent_at IS NULL
          AND v.starts_at > ${now} AND v.starts_at <= ${horizon}
          AND v.booked_at <= v.starts_at - make_interval(hours => ${VISIT_REMINDER_HOURS})
        ORDER BY v.starts_at, v.id
        LIMIT ${BATCH_SIZE}
        FOR UPDATE OF v SKIP LOCKED`;
      for (const visit of due) {
        await tx.siteVisit.update({ where: { id: visit.id }, data: { reminderSentAt: now }, select: { id: true } });
        const context = await readContext(tx, visit.assignmentId);
        if (!context) continue;
        const mailer = new VisitMailer(tx, context, now);
        const time = formatVisitTime(visit.startsAt, visit.durationMinutes);
        for (const party of ["customer", "company"] as const) {
          await mailer.send(
            party,
            visitReminderEmail({
              ...(await mailer.base(party)),
              time,
              address: visitLocation(context.zipCode, visit.address),
            }),
            `visit-${visit.id}-reminder-${visit.sequence}`,
          );
        }
      }
      return due.length;
    });
    reminded += batch;
    if (batch > 0) wakeEmailWorker();
    if (batch < BATCH_SIZE) return { reminded };
  }
}

export async function registerVisitJobs(boss: PgBoss): Promise<void> {
  await boss.createQueue(VISIT_REMINDERS_QUEUE, { name: VISIT_REMINDERS_QUEUE, retryLimit: 1 });
  await boss.work(VISIT_REMINDERS_QUEUE, async () => {
    const run = await sendVisitReminders();
    if (run.reminded > 0) logger.info(run, "Besichtigungs-Erinnerungen");
  });
  await boss.schedule(VISIT_REMINDERS_QUEUE, VISIT_REMINDERS_CRON, undefined, { tz: VIENNA_TIME_ZONE });
}
