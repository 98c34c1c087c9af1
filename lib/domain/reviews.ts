/**
 * Verified reviews (issue 15 §4): the shapes the review APIs answer with and the German texts the
 * screens share. Pure and client-safe.
 */

/** The review form's page data (GET side of /bewertung/{token}). */
export interface ReviewInvitationView {
  companyName: string;
  /** German service name. */
  serviceLabel: string;
  /** "YYYY-MM" of the job, or null when unknown. */
  jobMonth: string | null;
}

/** One review as the company's dashboard lists it (GET /api/company/reviews). */
export interface CompanyReviewItem {
  id: number;
  rating: number;
  title: string;
  body: string;
  authorName: string;
  /** German service name. */
  serviceLabel: string;
  jobMonth: string;
  createdAt: string;
  /** Set when the review was removed after a report (no longer public). */
  hiddenAt: string | null;
  reply: string | null;
  repliedAt: string | null;
}

/** GET /api/company/reviews's answer: one page, newest first, and the visible reviews' count and average. */
export interface CompanyReviewsPage {
  reviews: CompanyReviewItem[];
  total: number;
  page: number;
  pageSize: number;
  /** Visible reviews and their average stars (null without any). */
  visibleCount: number;
  averageRating: number | null;
}

/** One report of a review as the admin's moderation view shows it. */
export interface AdminReviewReportItem {
  id: number;
  reason: string;
  reporterEmail: string | null;
  createdAt: string;
  /** "kept" or "removed"; null while open. */
  decision: string | null;
  decisionReason: string | null;
  decidedAt: string | null;
  decidedByEmail: string | null;
}

/** One reported review with its reports (GET /api/admin/reviews). */
export interface AdminReviewItem {
  id: number;
  companyId: number;
  companyName: string;
  rating: number;
  title: string;
  body: string;
  authorName: string;
  serviceLabel: string;
  jobMonth: string;
  createdAt: string;
  hiddenAt: string | null;
  reply: string | null;
  /** Reports not decided yet. */
  openReports: number;
  /** Every report, open ones first, then newest first. */
  reports: AdminReviewReportItem[];
}

/** GET /api/admin/reviews's answer. */
export interface AdminReviewsPage {
  reviews: AdminReviewItem[];
  total: number;
  page: number;
  pageSize: number;
}

/** The review shown on the report page /bewertungen/{id}/melden. */
export interface ReportableReview {
  id: number;
  companyName: string;
  rating: number;
  title: string;
  authorName: string;
  jobMonth: string;
  serviceLabel: string;
}

/** German labels of the admin's decisions (the buttons and the decided reports). */
export const REVIEW_DECISION_LABELS: Readonly<Record<string, string>> = {
  kept: "Bewertung bleibt",
  removed: "Bewertung entfernt",
};

/** The badge every review carries (issue 15 §4). */
export const VERIFIED_JOB_LABEL = "Verifizierter Auftrag";

/** A rating average with one decimal in de-AT notation, e.g. "4,5". */
export function formatRating(average: number): string {
  return average.toLocaleString("de-AT", { minimumFractionDigits: 1, maximumFractionDigits: 1 });
}

/** "4 von 5 Sternen" / "4,5 von 5 Sternen" for an average (the accessible text of a star row). */
export function starsLabel(rating: number): string {
  return `${Number.isInteger(rating) ? rating : formatRating(rating)} von 5 Sternen`;
}
