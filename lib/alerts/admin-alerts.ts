/**
 * Alerts to the team: an e-mail per new registration, onboarding form and contact message, and a
 * digest every 30 minutes while leads wait for a company. Recipients: settings, else active admins.
 */
import "server-only";
import type PgBoss from "pg-boss";
import { ROLES } from "@/lib/auth/types";
import { serviceName } from "@/lib/content/service-catalog";
import { getNotificationEmails } from "@/lib/data/settings";
import { getDb } from "@/lib/db";
import { env } from "@/lib/env";
import { queueEmail, type OutboxDb } from "@/lib/email/outbox";
import { newApplicationAlertEmail, unassignedLeadsDigestEmail } from "@/lib/email/templates-alerts";
import { UNASSIGNED_DIGEST_QUEUE } from "@/lib/jobs/queue-names";
import { logger } from "@/lib/log";
import { VIENNA_TIME_ZONE } from "@/lib/time/vienna";

export const UNASSIGNED_DIGEST_CRON = "*/30 * * * *";

const dashboardUrl = (section: string) => new URL(`/admin-dashboard/${section}`, env.SITE_URL).toString();

export async function alertRecipients(db: OutboxDb = getDb()): Promise<string[]> {
  const configured = await getNotificationEmails();
  if (configured.length > 0) return configured;
  const admins = await db.user.findMany({
    where: { role: ROLES.admin, disabledAt: null },
    select: { email: true },
    orderBy: { id: "asc" },
  });
  return admins.map((admin) => admin.email);
}

/** Queues the alert about application `id` in `tx`, the transaction that stored it. */
export async function queueNewApplicationAlert(
  tx: OutboxDb,
  kind: "registration" | "onboarding",
  id: number,
  companyName: string,
): Promise<void> {
  const to = await alertRecipients(tx);
  if (to.length === 0) return;
  const section = kind === "registration" ? "registrations" : "partner-onboarding";
  await queueEmail(
    {
      ...newApplicationAlertEmail({ kind, companyName, url: dashboardUrl(section) }),
      to,
      idempotencyKey: `alert-${kind}-${id}`,
    },
    tx,
  );
}

/** Leads without an active assignment, not spam, erased or withdrawn. */
const WAITING = {
  assignments: { none: { endedAt: null } },
  spamAt: null,
  erasedAt: null,
  consentWithdrawnAt: null,
} as const;

/** Sends the digest (once per 30-minute slot of `now`); returns the number of waiting leads. */
export async function sendUnassignedDigest(now: Date = new Date()): Promise<number> {
  const db = getDb();
  const count = await db.project.count({ where: WAITING });
  if (count === 0) return 0;
  const to = await alertRecipients(db);
  if (to.length === 0) return count;
  const newest = await db.project.findMany({
    where: WAITING,
    select: { id: true, serviceType: true, zipCode: true },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: 10,
  });
  const slot = Math.floor(now.getTime() / (30 * 60_000));
  await queueEmail({
    ...unassignedLeadsDigestEmail({
      count,
      newest: newest.map((lead) => ({ id: lead.id, service: serviceName(lead.serviceType), zipCode: lead.zipCode })),
      url: dashboardUrl("projects"),
    }),
    to,
    idempotencyKey: `alert-unassigned-digest-${slot}`,
  });
  return count;
}

export async function registerAlertJobs(boss: PgBoss): Promise<void> {
  await boss.createQueue(UNASSIGNED_DIGEST_QUEUE, { name: UNASSIGNED_DIGEST_QUEUE, retryLimit: 1 });
  await boss.work(UNASSIGNED_DIGEST_QUEUE, async () => {
    const waiting = await sendUnassignedDigest();
    if (waiting > 0) logger.info({ waiting }, "Zuweisungs-Erinnerung an das Team");
  });
  await boss.schedule(UNASSIGNED_DIGEST_QUEUE, UNASSIGNED_DIGEST_CRON, undefined, { tz: VIENNA_TIME_ZONE });
}
