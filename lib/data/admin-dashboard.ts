/**
 * The admin dashboard's badge counts, count cards and "Zu erledigen" queue. Each is one SQL
 * statement of count subqueries over indexes; the rules are in lib/domain/admin-notifications.ts.
 */
import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { getDb, namedQuery } from "@/lib/db";
import { OVERDUE_AFTER_HOURS, type AdminStats } from "@/lib/domain/admin-projects";
import { ADMIN_QUEUE_LIST_LIMIT, type AdminQueue, type AdminQueueProject } from "@/lib/domain/admin-queue";
import { NOTIFICATION_COUNT_CAP, type NotificationCounts } from "@/lib/domain/admin-notifications";
import type { NotificationCategory } from "@/lib/domain/admin-sections";

/** Per category the waiting items created since the admin last viewed it (all when never viewed). */
export async function getNotificationCounts(adminUserId: number): Promise<NotificationCounts> {
  // Polled every 30 s by every open dashboard: a named statement each connection plans once
  // (unnamed where connections share one session, i.e. the embedded database).
  const { rows } = await namedQuery<NotificationCounts>({
    name: "admin-notification-counts",
    text: `WITH seen AS (
      SELECT
        coalesce(max(last_viewed_at) FILTER (WHERE category = 'projects'), '-infinity') AS projects,
        coalesce(max(last_viewed_at) FILTER (WHERE category = 'registrations'), '-infinity') AS registrations,
        coalesce(max(last_viewed_at) FILTER (WHERE category = 'partnerOnboarding'), '-infinity') AS onboarding,
        coalesce(max(last_viewed_at) FILTER (WHERE category = 'aiOffers'), '-infinity') AS offers,
        coalesce(max(last_viewed_at) FILTER (WHERE category = 'advertising'), '-infinity') AS advertising,
        coalesce(max(last_viewed_at) FILTER (WHERE category = 'contactMessages'), '-infinity') AS contact,
        coalesce(max(last_viewed_at) FILTER (WHERE category = 'reviewReports'), '-infinity') AS reports
      FROM admin_category_views
      WHERE admin_user_id = $1
    )
    SELECT
      (SELECT count(*)::int FROM (SELECT 1 FROM projects p
        WHERE p.status = 'Offen' AND p.created_at > seen.projects AND p.spam_at IS NULL
          AND NOT EXISTS (SELECT 1 FROM project_assignments pa WHERE pa.project_id = p.id AND pa.ended_at IS NULL)
        LIMIT $2) x) AS "projects",
      (SELECT count(*)::int FROM (SELECT 1 FROM company_registrations r
        WHERE r.status = 'pending' AND r.created_at > seen.registrations LIMIT $2) x) AS "registrations",
      (SELECT count(*)::int FROM (SELECT 1 FROM partner_onboarding o
        WHERE o.status = 'pending' AND o.created_at > seen.onboarding LIMIT $2) x) AS "partnerOnboarding",
      (SELECT count(*)::int FROM (SELECT 1 FROM bathroom_offers b
        WHERE b.status = 'pending' AND b.created_at > seen.offers LIMIT $2) x) AS "aiOffers",
      (SELECT count(*)::int FROM (SELECT 1 FROM advertising_requests a
        WHERE a.status = 'pending' AND a.created_at > seen.advertising LIMIT $2) x) AS "advertising",
      (SELECT count(*)::int FROM (SELECT 1 FROM contact_messages c
        WHERE c.read_at IS NULL AND c.done_at IS NULL AND c.created_at > seen.contact LIMIT $2) x) AS "contactMessages",
      (SELECT count(*)::int FROM (SELECT 1 FROM review_reports rr
        WHERE rr.decided_at IS NULL AND rr.created_at > seen.reports LIMIT $2) x) AS "reviewReports"
    FROM seen`,
    values: [adminUserId, NOTIFICATION_COUNT_CAP],
  });
  return rows[0]!;
}

/** Records the view with the database clock (the one that stamps created_at); returns lastViewedAt. */
export async function markCategoryViewed(adminUserId: number, category: NotificationCategory): Promise<Date> {
  const [row] = await getDb().$queryRaw<{ lastViewedAt: Date }[]>`
    INSERT INTO admin_category_views (admin_user_id, category, last_viewed_at)
    VALUES (${adminUserId}, ${category}, now())
    ON CONFLICT (admin_user_id, category) DO UPDATE SET last_viewed_at = excluded.last_viewed_at
    RETURNING last_viewed_at AS "lastViewedAt"`;
  return row!.lastViewedAt;
}

export async function getAdminStats(): Promise<AdminStats> {
  const [row] = await getDb().$queryRaw<AdminStats[]>`
    SELECT
      (SELECT count(*)::int FROM projects p WHERE p.status = 'Offen' AND p.spam_at IS NULL
        AND NOT EXISTS (SELECT 1 FROM project_assignments pa WHERE pa.project_id = p.id AND pa.ended_at IS NULL)) AS "openLeads",
      (SELECT count(*)::int FROM projects p WHERE p.status = 'Offen'
        AND EXISTS (SELECT 1 FROM project_assignments pa WHERE pa.project_id = p.id AND pa.ended_at IS NULL)) AS "assignedProjects",
      (SELECT count(*)::int FROM projects WHERE status = 'Gewonnen') AS "wonProjects",
      (SELECT count(*)::int FROM companies WHERE verified) AS "verifiedCompanies",
      (SELECT count(*)::int FROM quizzes WHERE is_active) AS "activeQuizzes"`;
  return row!;
}

/** Placeable and unassigned as SQL over `p`, matching `canAssignProject`. */
const UNASSIGNED_PLACEABLE = Prisma.sql`p.status = 'Offen' AND p.spam_at IS NULL AND p.consent_withdrawn_at IS NULL AND p.erased_at IS NULL
  AND NOT EXISTS (SELECT 1 FROM project_assignments pa WHERE pa.project_id = p.id AND pa.ended_at IS NULL)`;

/** Open, placeable projects outside the service area, as SQL over `p` (`isInServiceArea` negated). */
const OUTSIDE_SERVICE_AREA = Prisma.sql`p.status = 'Offen' AND p.spam_at IS NULL AND p.consent_withdrawn_at IS NULL AND p.erased_at IS NULL
  AND btrim(p.zip_code) !~ '^[1-3][0-9]{3}$'`;

type QueueProjectRow = { id: number; serviceType: string; zipCode: string; createdAt: Date };

const toQueueProject = (row: QueueProjectRow): AdminQueueProject => ({
  id: row.id,
  serviceType: row.serviceType,
  zipCode: row.zipCode,
  createdAt: row.createdAt.toISOString(),
});

/** The "Zu erledigen" counts plus the oldest unassigned and newest out-of-area leads. */
export async function getAdminQueue(now: Date = new Date()): Promise<AdminQueue> {
  const db = getDb();
  const overdueBefore = new Date(now.getTime() - OVERDUE_AFTER_HOURS * 60 * 60 * 1000);
  const [counts, oldest, outside] = await Promise.all([
    db.$queryRaw<Omit<AdminQueue, "oldestUnassigned" | "outsideServiceAreaProjects">[]>`
      SELECT
        (SELECT count(*)::int FROM projects p WHERE ${UNASSIGNED_PLACEABLE}) AS "unassignedLeads",
        (SELECT count(*)::int FROM company_registrations WHERE status = 'pending') AS "pendingRegistrations",
        (SELECT count(*)::int FROM partner_onboarding WHERE status = 'pending') AS "pendingOnboarding",
        (SELECT count(*)::int FROM email_outbox WHERE status = 'failed') AS "failedEmails",
        (SELECT count(*)::int FROM projects p WHERE p.spam_at IS NULL AND p.consent_withdrawn_at IS NULL AND p.erased_at IS NULL
          AND EXISTS (SELECT 1 FROM project_assignments pa WHERE pa.project_id = p.id AND pa.status = 'Offen' AND pa.ended_at IS NULL
            AND pa.contacted_at IS NULL AND pa.assigned_at <= ${overdueBefore})) AS "overdueLeads",
        (SELECT count(*)::int FROM projects p WHERE ${OUTSIDE_SERVICE_AREA}) AS "outsideServiceArea"`,
    db.$queryRaw<QueueProjectRow[]>`
      SELECT p.id, p.service_type AS "serviceType", p.zip_code AS "zipCode", p.created_at AS "createdAt"
      FROM projects p WHERE ${UNASSIGNED_PLACEABLE}
      ORDER BY p.created_at, p.id LIMIT ${ADMIN_QUEUE_LIST_LIMIT}`,
    db.$queryRaw<QueueProjectRow[]>`
      SELECT p.id, p.service_type AS "serviceType", p.zip_code AS "zipCode", p.created_at AS "createdAt"
      FROM projects p WHERE ${OUTSIDE_SERVICE_AREA}
      ORDER BY p.created_at DESC, p.id DESC LIMIT ${ADMIN_QUEUE_LIST_LIMIT}`,
  ]);
  return {
    ...counts[0]!,
    oldestUnassigned: oldest.map(toQueueProject),
    outsideServiceAreaProjects: outside.map(toQueueProject),
  };
}
