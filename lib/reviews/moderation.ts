/**
 * Moderation of reported reviews (EU DSA Art. 16/17): each decision kept with reason, time and
 * admin; reporters and, on removal, the author are e-mailed.
 */
import "server-only";
import { revalidateCompanyProfile } from "@/lib/cache/revalidate-content";
import { serviceName } from "@/lib/content/service-catalog";
import { recordAudit, type AuditActor } from "@/lib/data/audit-log";
import { userEmails } from "@/lib/data/application-duplicates";
import { getDb } from "@/lib/db";
import { escapeLike, TX_OPTIONS } from "@/lib/db/sql";
import type { AdminReviewItem, AdminReviewsPage } from "@/lib/domain/reviews";
import { queueEmail, wakeEmailWorker } from "@/lib/email/outbox";
import { reviewRemovedEmail, reviewReportDecisionEmail } from "@/lib/email/templates-reviews";
import { Prisma } from "@/lib/generated/prisma/client";
import type { AdminReviewsQuery, ReviewDecision } from "@/lib/validation/reviews";
import { REVIEW_NO_OPEN_REPORTS, REVIEW_NOT_FOUND } from "./errors";
import { ConflictError, NotFoundError } from "@/lib/errors";

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** Reported reviews for moderation: open reports first (oldest first), then decided (latest first). */
export async function listReportedReviews(query: AdminReviewsQuery): Promise<AdminReviewsPage> {
  const db = getDb();
  const having =
    query.status === "open"
      ? Prisma.sql`HAVING count(*) FILTER (WHERE rr.decided_at IS NULL) > 0`
      : query.status === "decided"
        ? Prisma.sql`HAVING count(*) FILTER (WHERE rr.decided_at IS NULL) = 0`
        : Prisma.empty;
  const pattern = query.search ? `%${escapeLike(query.search)}%` : null;
  const where = pattern ? Prisma.sql`WHERE (c.name ILIKE ${pattern} OR r.title ILIKE ${pattern})` : Prisma.empty;
  const grouped = Prisma.sql`
    SELECT r.id,
           count(*) FILTER (WHERE rr.decided_at IS NULL)::int AS open,
           min(rr.created_at) FILTER (WHERE rr.decided_at IS NULL) AS first_open,
           max(rr.decided_at) AS last_decided
    FROM reviews r
    JOIN review_reports rr ON rr.review_id = r.id
    JOIN companies c ON c.id = r.company_id
    ${where}
    GROUP BY r.id
    ${having}`;
  const [page, [{ total }]] = await Promise.all([
    db.$queryRaw<{ id: number }[]>`
      SELECT id FROM (${grouped}) g
      ORDER BY (open > 0) DESC, first_open ASC NULLS LAST, last_decided DESC NULLS LAST, id DESC
      LIMIT ${query.pageSize} OFFSET ${(query.page - 1) * query.pageSize}`,
    db.$queryRaw<{ total: number }[]>`SELECT count(*)::int AS total FROM (${grouped}) g`,
  ]);
  const ids = page.map((row) => row.id);
  const rows = await db.review.findMany({
    where: { id: { in: ids } },
    select: {
      id: true,
      companyId: true,
      rating: true,
      title: true,
      body: true,
      authorName: true,
      serviceType: true,
      jobMonth: true,
      createdAt: true,
      hiddenAt: true,
      reply: true,
      company: { select: { name: true } },
      reports: {
        select: {
          id: true,
          reason: true,
          reporterEmail: true,
          createdAt: true,
          decision: true,
          decisionReason: true,
          decidedAt: true,
          decidedBy: true,
        },
        orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      },
    },
  });
  const admins = await userEmails(rows.flatMap((row) => row.reports.map((report) => report.decidedBy)));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const reviews: AdminReviewItem[] = ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const reports = [...row.reports].sort((a, b) => Number(a.decidedAt !== null) - Number(b.decidedAt !== null));
    return [
      {
        id: row.id,
        companyId: row.companyId,
        companyName: row.company.name,
        rating: row.rating,
        title: row.title,
        body: row.body,
        authorName: row.authorName,
        serviceLabel: serviceName(row.serviceType),
        jobMonth: row.jobMonth,
        createdAt: row.createdAt.toISOString(),
        hiddenAt: iso(row.hiddenAt),
        reply: row.reply,
        openReports: reports.filter((report) => report.decidedAt === null).length,
        reports: reports.map((report) => ({
          id: report.id,
          reason: report.reason,
          reporterEmail: report.reporterEmail,
          createdAt: report.createdAt.toISOString(),
          decision: report.decision,
          decisionReason: report.decisionReason,
          decidedAt: iso(report.decidedAt),
          decidedByEmail: report.decidedBy === null ? null : (admins.get(report.decidedBy) ?? null),
        })),
      },
    ];
  });
  return { reviews, total, page: query.page, pageSize: query.pageSize };
}

export interface ReviewDecisionResult {
  reviewId: number;
  decision: ReviewDecision;
  decidedReports: number;
  hiddenAt: string | null;
}

/**
 * Decides every open report of a review (EU DSA Art. 16/17): "kept" or "removed" (hidden), audited,
 * with e-mails to reporters who left an address and, on removal, to the author.
 * @throws NotFoundError REVIEW_NOT_FOUND; ConflictError REVIEW_NO_OPEN_REPORTS.
 */
export async function decideReviewReports(
  actor: Exclude<AuditActor, string>,
  reviewId: number,
  decision: ReviewDecision,
  reason: string,
  now: Date = new Date(),
): Promise<ReviewDecisionResult> {
  const outcome = await getDb().$transaction(async (tx) => {
    const [review] = await tx.$queryRaw<
      {
        id: number;
        hiddenAt: Date | null;
        title: string;
        assignmentId: number | null;
        companyId: number;
        companyName: string;
      }[]
    >`
      SELECT r.id, r.hidden_at AS "hiddenAt", r.title, r.assignment_id AS "assignmentId",
             r.company_id AS "companyId", c.name AS "companyName"
      FROM reviews r JOIN companies c ON c.id = r.company_id
      WHERE r.id = ${reviewId} FOR UPDATE OF r`;
    if (!review) throw new NotFoundError(REVIEW_NOT_FOUND);
    const open = await tx.reviewReport.findMany({
      where: { reviewId, decidedAt: null },
      select: { id: true, reporterEmail: true },
    });
    if (open.length === 0) throw new ConflictError(REVIEW_NO_OPEN_REPORTS);
    await tx.reviewReport.updateMany({
      where: { id: { in: open.map((report) => report.id) } },
      data: { decision, decisionReason: reason, decidedAt: now, decidedBy: actor.id },
    });
    const hiddenAt = decision === "removed" ? (review.hiddenAt ?? now) : review.hiddenAt;
    if (decision === "removed" && !review.hiddenAt)
      await tx.review.update({ where: { id: reviewId }, data: { hiddenAt } });
    await recordAudit(tx, {
      actor,
      action: decision === "removed" ? "review.remove" : "review.keep",
      entityType: "review",
      entityId: reviewId,
      before: { hiddenAt: iso(review.hiddenAt), openReports: open.map((report) => report.id) },
      after: { hiddenAt: iso(hiddenAt), decision },
      note: reason,
    });
    const texts = { decision, reason, companyName: review.companyName, reviewTitle: review.title };
    const reporters = new Map<string, number>();
    for (const report of open)
      if (report.reporterEmail && !reporters.has(report.reporterEmail)) reporters.set(report.reporterEmail, report.id);
    for (const [to, reportId] of reporters) {
      await queueEmail(
        { ...reviewReportDecisionEmail(texts), to, idempotencyKey: `review-report-decision-${reportId}`, reviewId },
        tx,
      );
    }
    if (decision === "removed" && !review.hiddenAt && review.assignmentId !== null) {
      const author = await tx.projectAssignment.findUnique({
        where: { id: review.assignmentId },
        select: { project: { select: { id: true, email: true, erasedAt: true } } },
      });
      if (author && !author.project.erasedAt) {
        await queueEmail(
          {
            ...reviewRemovedEmail(texts),
            to: author.project.email,
            idempotencyKey: `review-removed-${reviewId}`,
            projectId: author.project.id,
            reviewId,
          },
          tx,
        );
      }
    }
    return {
      companyId: review.companyId,
      result: { reviewId, decision, decidedReports: open.length, hiddenAt: iso(hiddenAt) },
    };
  }, TX_OPTIONS);
  wakeEmailWorker();
  revalidateCompanyProfile(outcome.companyId);
  return outcome.result;
}
