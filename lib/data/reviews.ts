/**
 * Verified reviews: writing through a single-use link, the company's one public answer, reports and
 * moderation (EU DSA Art. 16/17: each decision kept with reason, time and admin). A review stores
 * only the customer's first name and initial. Changes revalidate the public company profile.
 */
import "server-only";
import { revalidateCompanyProfile } from "@/lib/cache/revalidate-content";
import { serviceName } from "@/lib/content/service-catalog";
import { recordAudit, type AuditActor } from "@/lib/data/audit-log";
import { userEmails } from "@/lib/data/application-duplicates";
import { getDb } from "@/lib/db";
import { escapeLike } from "@/lib/domain/admin-projects";
import { reviewAuthorName, reviewJobMonth } from "@/lib/domain/review-eligibility";
import type {
  AdminReviewItem,
  AdminReviewsPage,
  CompanyReviewsPage,
  ReportableReview,
  ReviewInvitationView,
} from "@/lib/domain/reviews";
import { env } from "@/lib/env";
import { queueEmail, wakeEmailWorker } from "@/lib/email/outbox";
import { newReviewEmail, reviewRemovedEmail, reviewReportDecisionEmail } from "@/lib/email/templates-reviews";
import { Prisma } from "@/lib/generated/prisma/client";
import { ConflictError, NotFoundError } from "@/lib/errors";
import { hashReviewToken, isWellFormedReviewToken } from "@/lib/reviews/review-link";
import type { AdminReviewsQuery, ReviewDecision, ReviewReport, ReviewSubmission } from "@/lib/validation/reviews";

export const REVIEW_LINK_NOT_FOUND = "Dieser Bewertungslink ist ungültig oder nicht mehr gültig.";
export const REVIEW_ALREADY_SUBMITTED =
  "Für diesen Auftrag wurde bereits eine Bewertung abgegeben. Jeder Bewertungslink gilt nur für eine Bewertung.";
export const REVIEW_NOT_FOUND = "Bewertung nicht gefunden";
export const REVIEW_ALREADY_REPLIED =
  "Sie haben auf diese Bewertung bereits geantwortet. Eine Antwort kann nicht geändert werden.";
export const REVIEW_REMOVED_NO_REPLY =
  "Diese Bewertung wurde nach einer Prüfung entfernt und kann nicht mehr beantwortet werden.";
export const REVIEW_NO_OPEN_REPORTS = "Zu dieser Bewertung gibt es keine offene Meldung mehr.";

const TX_OPTIONS = { maxWait: 10_000, timeout: 15_000 } as const;

/** The project still exists and its customer still names `companyId` as hired (else the link is dead). */
function hireStillConfirmed(
  companyId: number,
  project: { erasedAt: Date | null; hireAnswer: string | null; hiredCompanyId: number | null },
): boolean {
  return !project.erasedAt && project.hireAnswer === "company" && project.hiredCompanyId === companyId;
}

async function invitationOf(token: string) {
  if (!isWellFormedReviewToken(token)) return null;
  const invitation = await getDb().reviewInvitation.findUnique({
    where: { tokenHash: hashReviewToken(token) },
    select: {
      usedAt: true,
      assignment: {
        select: {
          companyId: true,
          expectedCompletion: true,
          jobDoneAt: true,
          company: { select: { name: true } },
          project: { select: { serviceType: true, erasedAt: true, hireAnswer: true, hiredCompanyId: true } },
        },
      },
    },
  });
  if (!invitation || invitation.usedAt) return null;
  const { assignment } = invitation;
  return hireStillConfirmed(assignment.companyId, assignment.project) ? assignment : null;
}

/** The job shown above /bewertung/{token}; null for a bad or used token, an erased project or a withdrawn hire. */
export async function openReviewInvitation(token: string): Promise<ReviewInvitationView | null> {
  const assignment = await invitationOf(token);
  if (!assignment) return null;
  return {
    companyName: assignment.company.name,
    serviceLabel: serviceName(assignment.project.serviceType),
    jobMonth: reviewJobMonth(assignment.expectedCompletion, assignment.jobDoneAt),
  };
}

/**
 * Creates the review of `token`'s job once (a conditional UPDATE marks the link used, so concurrent
 * submissions cannot both pass) and e-mails the company. Returns the review id.
 * @throws NotFoundError REVIEW_LINK_NOT_FOUND; ConflictError REVIEW_ALREADY_SUBMITTED.
 */
export async function submitReview(
  token: string,
  input: ReviewSubmission,
  now: Date = new Date(),
): Promise<{ reviewId: number }> {
  if (!isWellFormedReviewToken(token)) throw new NotFoundError(REVIEW_LINK_NOT_FOUND);
  const hash = hashReviewToken(token);
  const result = await getDb().$transaction(async (tx) => {
    const used = await tx.$queryRaw<{ assignmentId: number }[]>`
      UPDATE review_invitations SET used_at = ${now}
      WHERE token_hash = ${hash} AND used_at IS NULL
      RETURNING assignment_id AS "assignmentId"`;
    if (used.length === 0) {
      const existing = await tx.reviewInvitation.findUnique({ where: { tokenHash: hash }, select: { id: true } });
      throw existing ? new ConflictError(REVIEW_ALREADY_SUBMITTED) : new NotFoundError(REVIEW_LINK_NOT_FOUND);
    }
    const assignmentId = used[0]!.assignmentId;
    const assignment = await tx.projectAssignment.findUniqueOrThrow({
      where: { id: assignmentId },
      select: {
        companyId: true,
        expectedCompletion: true,
        jobDoneAt: true,
        company: { select: { name: true, user: { select: { email: true } } } },
        project: { select: { name: true, serviceType: true, erasedAt: true, hireAnswer: true, hiredCompanyId: true } },
      },
    });
    const { project } = assignment;
    if (!hireStillConfirmed(assignment.companyId, project)) throw new NotFoundError(REVIEW_LINK_NOT_FOUND);
    const review = await tx.review.create({
      data: {
        assignmentId,
        companyId: assignment.companyId,
        rating: input.rating,
        title: input.title,
        body: input.body,
        authorName: reviewAuthorName(project.name),
        serviceType: project.serviceType,
        jobMonth: reviewJobMonth(assignment.expectedCompletion, assignment.jobDoneAt) ?? reviewJobMonth(null, now)!,
        createdAt: now,
      },
      select: { id: true },
    });
    await recordAudit(tx, {
      actor: "customer",
      action: "review.create",
      entityType: "review",
      entityId: review.id,
      after: { companyId: assignment.companyId, rating: input.rating },
    });
    const to = assignment.company.user?.email;
    if (to) {
      const email = newReviewEmail({
        companyName: assignment.company.name,
        rating: input.rating,
        title: input.title,
        dashboardUrl: new URL("/company-dashboard/bewertungen", env.SITE_URL).toString(),
      });
      await queueEmail(
        {
          ...email,
          to,
          idempotencyKey: `review-new-${review.id}`,
          reviewId: review.id,
          companyId: assignment.companyId,
        },
        tx,
      );
    }
    return { reviewId: review.id, companyId: assignment.companyId };
  }, TX_OPTIONS);
  wakeEmailWorker();
  revalidateCompanyProfile(result.companyId);
  return { reviewId: result.reviewId };
}

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** One page of a company's reviews, newest first (removed ones marked), with count and average of visible ones. */
export async function listCompanyReviews(
  companyId: number,
  page: number,
  pageSize: number,
): Promise<CompanyReviewsPage> {
  const db = getDb();
  const [rows, total, visible] = await Promise.all([
    db.review.findMany({
      where: { companyId },
      select: {
        id: true,
        rating: true,
        title: true,
        body: true,
        authorName: true,
        serviceType: true,
        jobMonth: true,
        createdAt: true,
        hiddenAt: true,
        reply: true,
        repliedAt: true,
      },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: (page - 1) * pageSize,
      take: pageSize,
    }),
    db.review.count({ where: { companyId } }),
    db.review.aggregate({ where: { companyId, hiddenAt: null }, _count: { _all: true }, _avg: { rating: true } }),
  ]);
  return {
    reviews: rows.map(({ serviceType, createdAt, hiddenAt, repliedAt, ...row }) => ({
      ...row,
      serviceLabel: serviceName(serviceType),
      createdAt: createdAt.toISOString(),
      hiddenAt: iso(hiddenAt),
      repliedAt: iso(repliedAt),
    })),
    total,
    page,
    pageSize,
    visibleCount: visible._count._all,
    averageRating: visible._avg.rating === null ? null : Math.round(visible._avg.rating * 10) / 10,
  };
}

/**
 * The company's one public answer (conditional update, so a concurrent second one fails), audited.
 * @throws NotFoundError REVIEW_NOT_FOUND; ConflictError REVIEW_ALREADY_REPLIED or REVIEW_REMOVED_NO_REPLY.
 */
export async function replyToReview(
  actor: AuditActor,
  companyId: number,
  reviewId: number,
  reply: string,
  now: Date = new Date(),
): Promise<{ reply: string; repliedAt: string }> {
  await getDb().$transaction(async (tx) => {
    const { count } = await tx.review.updateMany({
      where: { id: reviewId, companyId, reply: null, hiddenAt: null },
      data: { reply, repliedAt: now },
    });
    if (count === 0) {
      const review = await tx.review.findFirst({
        where: { id: reviewId, companyId },
        select: { reply: true, hiddenAt: true },
      });
      if (!review) throw new NotFoundError(REVIEW_NOT_FOUND);
      throw new ConflictError(review.reply !== null ? REVIEW_ALREADY_REPLIED : REVIEW_REMOVED_NO_REPLY);
    }
    await recordAudit(tx, {
      actor,
      action: "review.reply",
      entityType: "review",
      entityId: reviewId,
      before: { reply: null },
      after: { reply },
    });
  }, TX_OPTIONS);
  revalidateCompanyProfile(companyId);
  return { reply, repliedAt: now.toISOString() };
}

/** The visible review for the report page; null when unknown or removed. */
export async function reportableReview(reviewId: number): Promise<ReportableReview | null> {
  const review = await getDb().review.findFirst({
    where: { id: reviewId, hiddenAt: null },
    select: {
      id: true,
      rating: true,
      title: true,
      authorName: true,
      jobMonth: true,
      serviceType: true,
      company: { select: { name: true } },
    },
  });
  if (!review) return null;
  const { company, serviceType, ...rest } = review;
  return { ...rest, companyName: company.name, serviceLabel: serviceName(serviceType) };
}

/** Stores a report (EU DSA Art. 16); returns its id. @throws NotFoundError REVIEW_NOT_FOUND */
export async function reportReview(
  reviewId: number,
  input: ReviewReport,
  now: Date = new Date(),
): Promise<{ reportId: number }> {
  const review = await getDb().review.findFirst({ where: { id: reviewId, hiddenAt: null }, select: { id: true } });
  if (!review) throw new NotFoundError(REVIEW_NOT_FOUND);
  const report = await getDb().reviewReport.create({
    data: { reviewId, reason: input.reason, reporterEmail: input.email ?? null, createdAt: now },
    select: { id: true },
  });
  return { reportId: report.id };
}

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
      SELECT r.id, r.hidden_at AS "hiddenAt", r.title, r.assignment_id AS "assignmentId", r.company_id AS "companyId", c.name AS "companyName"
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
