/** Verified reviews: the review API shapes and the German texts the screens share. */

export interface ReviewInvitationView {
  companyName: string;
  serviceLabel: string;
  jobMonth: string | null;
}

export interface CompanyReviewItem {
  id: number;
  rating: number;
  title: string;
  body: string;
  authorName: string;
  serviceLabel: string;
  jobMonth: string;
  createdAt: string;
  /** Set when the review was removed after a report (no longer public). */
  hiddenAt: string | null;
  reply: string | null;
  repliedAt: string | null;
}

export interface CompanyReviewsPage {
  reviews: CompanyReviewItem[];
  total: number;
  page: number;
  pageSize: number;
  visibleCount: number;
  averageRating: number | null;
}

export interface AdminReviewReportItem {
  id: number;
  reason: string;
  reporterEmail: string | null;
  createdAt: string;
  decision: string | null;
  decisionReason: string | null;
  decidedAt: string | null;
  decidedByEmail: string | null;
}

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
  openReports: number;
  reports: AdminReviewReportItem[];
}

export interface AdminReviewsPage {
  reviews: AdminReviewItem[];
  total: number;
  page: number;
  pageSize: number;
}

export interface ReportableReview {
  id: number;
  companyName: string;
  rating: number;
  title: string;
  authorName: string;
  jobMonth: string;
  serviceLabel: string;
}

export const REVIEW_DECISION_LABELS: Readonly<Record<string, string>> = {
  kept: "Bewertung bleibt",
  removed: "Bewertung entfernt",
};

export const VERIFIED_JOB_LABEL = "Verifizierter Auftrag";

export function formatRating(average: number): string {
  return average.toLocaleString("de-AT", { minimumFractionDigits: 1, maximumFractionDigits: 1 });
}

/** The accessible text of a star row, e.g. "4,5 von 5 Sternen". */
export function starsLabel(rating: number): string {
  return `${Number.isInteger(rating) ? rating : formatRating(rating)} von 5 Sternen`;
}
