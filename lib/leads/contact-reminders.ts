/**
 * Contact reminder: a company whose lead is not marked contacted 24 hours after it got the contact data
 * (assignment, or the customer's later release) gets one e-mail per run; a lead waiting for release is never due. SKIP LOCKED plus a condition on `contact_reminder_sent_at` keep several instances
 * from reminding twice; old assignments (REMINDER_LOOKBACK_DAYS) are skipped so an outage never floods.
 */
import "server-only";
import type PgBoss from "pg-boss";
import { serviceName } from "@/lib/content/service-catalog";
import { getDb } from "@/lib/db";
import { CONTACT_DUE_HOURS } from "@/lib/domain/company-lead";
import { env } from "@/lib/env";
import { queueEmail, wakeEmailWorker } from "@/lib/email/outbox";
import { contactReminderEmail } from "@/lib/email/templates-companies";
import { CONTACT_REMINDERS_QUEUE } from "@/lib/jobs/queue-names";
import { logger } from "@/lib/log";
import { formatViennaDateTime, VIENNA_TIME_ZONE } from "@/lib/time/vienna";

export const CONTACT_REMINDERS_CRON = "*/15 * * * *";

export const REMINDER_LOOKBACK_DAYS = 7;

const BATCH_SIZE = 200;

const HOUR_MS = 3_600_000;

interface DueRow {
  id: number;
  companyId: number;
  assignedAt: Date;
  serviceType: string;
  zipCode: string;
}

export interface ContactReminderRun {
  /** Marked reminded (with or without an address). */
  reminded: number;
  emails: number;
}

/**
 * Reminds the companies of every due assignment as of `now`, one transaction per batch; returns the counts.
 * A company without any address is marked reminded anyway (logged), so it is not retried every run.
 */
export async function sendContactReminders(now: Date = new Date()): Promise<ContactReminderRun> {
  const dueBefore = new Date(now.getTime() - CONTACT_DUE_HOURS * HOUR_MS);
  const notBefore = new Date(now.getTime() - REMINDER_LOOKBACK_DAYS * 24 * HOUR_MS);
  const run: ContactReminderRun = { reminded: 0, emails: 0 };
  for (;;) {
    const batch = await getDb().$transaction(async (tx) => {
      const due = await tx.$queryRaw<DueRow[]>`
        SELECT pa.id, pa.company_id AS "companyId", pa.assigned_at AS "assignedAt",
               p.service_type AS "serviceType", p.zip_code AS "zipCode"
        FROM project_assignments pa
        JOIN projects p ON p.id = pa.project_id
        JOIN companies c ON c.id = pa.company_id
        WHERE pa.contacted_at IS NULL AND pa.contact_reminder_sent_at IS NULL AND pa.status = 'Offen' AND pa.ended_at IS NULL
          AND pa.contact_released_at <= ${dueBefore} AND pa.contact_released_at > ${notBefore}
          AND p.consent_withdrawn_at IS NULL AND p.erased_at IS NULL AND p.spam_at IS NULL
          AND c.deactivated_at IS NULL AND c.verified
        ORDER BY pa.company_id, pa.assigned_at, pa.id
        LIMIT ${BATCH_SIZE}
        FOR UPDATE OF pa SKIP LOCKED`;
      if (due.length === 0) return { reminded: 0, emails: 0, full: false };
      const marked = await tx.$queryRaw<{ id: number }[]>`
        UPDATE project_assignments SET contact_reminder_sent_at = ${now}
        WHERE id = ANY(${due.map((row) => row.id)}::int[]) AND contact_reminder_sent_at IS NULL
        RETURNING id`;
      const markedIds = new Set(marked.map((row) => row.id));
      const byCompany = new Map<number, DueRow[]>();
      for (const row of due) {
        if (!markedIds.has(row.id)) continue;
        byCompany.set(row.companyId, [...(byCompany.get(row.companyId) ?? []), row]);
      }
      const companies = await tx.company.findMany({
        where: { id: { in: [...byCompany.keys()] } },
        select: { id: true, name: true, contactEmail: true, user: { select: { email: true, disabledAt: true } } },
      });
      let emails = 0;
      for (const company of companies) {
        const rows = byCompany.get(company.id)!;
        const to = company.contactEmail?.trim() || (company.user && !company.user.disabledAt ? company.user.email : "");
        if (!to) {
          logger.warn(
            { companyId: company.id, assignments: rows.length },
            "Kontakt-Erinnerung: Firma ohne E-Mail-Adresse",
          );
          continue;
        }
        await queueEmail(
          {
            ...contactReminderEmail({
              companyName: company.name,
              leads: rows.map((row) => ({
                serviceLabel: serviceName(row.serviceType),
                zipCode: row.zipCode,
                assignedAt: formatViennaDateTime(row.assignedAt),
              })),
              dashboardUrl: new URL("/company-dashboard", env.SITE_URL).toString(),
            }),
            to,
            // Each assignment is reminded once, so its id makes a stable key.
            idempotencyKey: `lead-contact-reminder-${company.id}-${Math.min(...rows.map((row) => row.id))}`,
            companyId: company.id,
          },
          tx,
        );
        emails += 1;
      }
      return { reminded: markedIds.size, emails, full: due.length === BATCH_SIZE };
    });
    run.reminded += batch.reminded;
    run.emails += batch.emails;
    if (batch.emails > 0) wakeEmailWorker();
    if (!batch.full) return run;
  }
}

export async function registerContactReminderJobs(boss: PgBoss): Promise<void> {
  await boss.createQueue(CONTACT_REMINDERS_QUEUE, { name: CONTACT_REMINDERS_QUEUE, retryLimit: 1 });
  await boss.work(CONTACT_REMINDERS_QUEUE, async () => {
    const run = await sendContactReminders();
    if (run.reminded > 0) logger.info(run, "Kontakt-Erinnerungen an Firmen");
  });
  await boss.schedule(CONTACT_REMINDERS_QUEUE, CONTACT_REMINDERS_CRON, undefined, { tz: VIENNA_TIME_ZONE });
}
