/** A company's reviews: its list, its one public answer, and reports of a review (EU DSA Art. 16). */
import "server-only";
import { revalidateCompanyProfile } from "@/lib/cache/revalidate-content";
import { serviceName } from "@/lib/content/service-catalog";
import { recordAudit, type AuditActor } from "@/lib/data/audit-log";
import { getDb } from "@/lib/db";
import { TX_OPTIONS } from "@/lib/db/sql";
import type { CompanyReviewsPage, ReportableReview } from "@/lib/domain/reviews";
import type { ReviewReport } from "@/lib/validation/reviews";
import { REVIEW_ALREADY_REPLIED, REVIEW_NOT_FOUND, REVIEW_REMOVED_NO_REPLY } from "./errors";
import { ConflictError, NotFoundError } from "@/lib/errors";

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
