/**
 * JSON shapes of the admin's approval list and decision calls as the browser receives them (dates as ISO
 * strings). The lists are paged on the server, pending first, then newest first.
 */

export const ADMIN_QUERY_KEYS = {
  registrations: ["/api/admin/company-registrations"],
  onboarding: ["/api/partner-onboarding"],
  advertising: ["/api/admin/advertising-requests"],
  offers: ["/api/admin/bathroom-offers"],
  notificationCounts: ["/api/admin/notification-counts"],
} as const;

export const APPROVAL_LIST_PAGE_SIZE = 25;
export const APPROVAL_LIST_MAX_PAGE_SIZE = 100;

export const APPROVAL_LIST_STATUSES = ["pending", "approved", "rejected"] as const;
export const AI_OFFER_LIST_STATUSES = ["pending", "approved", "failed", "rejected", "generating"] as const;

export const LIST_STATUS_FILTER_LABELS: Record<(typeof AI_OFFER_LIST_STATUSES)[number], string> = {
  pending: "Wartend",
  approved: "Genehmigt",
  failed: "Fehlgeschlagen",
  rejected: "Abgelehnt",
  generating: "Wird erstellt",
};

export interface ApprovalListParams {
  page: number;
  pageSize: number;
  status?: string;
  search?: string;
}

export function approvalListQueryString({ page, pageSize, status, search }: ApprovalListParams): string {
  const params = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  if (status) params.set("status", status);
  if (search?.trim()) params.set("search", search.trim());
  return params.toString();
}

export function approvalListKey(list: readonly [string], params: ApprovalListParams) {
  return [
    list[0],
    { page: params.page, pageSize: params.pageSize, status: params.status ?? "", search: params.search?.trim() ?? "" },
  ] as const;
}

export interface ApprovalListPage<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** Refresh intervals (ms, spec: authenticated-side §9); partner onboarding has none there and uses 60 s. */
export const ADMIN_REFETCH_MS = {
  registrations: 60_000,
  onboarding: 60_000,
  advertising: 60_000,
  offers: 30_000,
} as const;

/**
 * Why a pending application is a duplicate: its e-mail (case-insensitive) belongs to a partner or an earlier pending
 * one.
 */
export type DuplicateOf = { kind: "partner" } | { kind: "registration" | "onboarding"; id: number; createdAt: string };

export interface AdminRegistration {
  id: number;
  companyName: string;
  contactPerson: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  zipCode: string;
  services: string[];
  experience: string;
  employees: string;
  description: string;
  status: string;
  processedBy: number | null;
  processedAt: string | null;
  /** The rejection reason or an admin note. */
  notes: string | null;
  createdAt: string;
  duplicateOf?: DuplicateOf | null;
  processedByEmail?: string | null;
}

export interface RegistrationDecisionResponse {
  registration: AdminRegistration;
  userId?: number;
  companyId?: number;
}

export interface AdminOnboarding {
  id: number;
  companyName: string | null;
  address: string | null;
  contactPerson: string | null;
  email: string | null;
  phone: string | null;
  phone2: string | null;
  businessLicense: string | null;
  businessLicenseLink: string | null;
  liability: string | null;
  liabilityLink: string | null;
  references: string | null;
  services: string[];
  topServices: string | null;
  pricingAvailable: string | null;
  pricingLink: string | null;
  currentOffers: string | null;
  siteVisitOffer: string | null;
  typicalStartTime: string | null;
  calendarSharing: string | null;
  calendarLink: string | null;
  availability: string | null;
  preferredChannels: string[];
  otherChannel: string | null;
  differentiator: string | null;
  specialNotes: string | null;
  paymentMethod: string | null;
  paymentMethodOther: string | null;
  provisionNotes: string | null;
  cashPaymentAcceptance: string | null;
  cashPaymentReason: string | null;
  privacyConsent: boolean;
  status: string;
  processedBy: number | null;
  processedAt: string | null;
  notes: string | null;
  createdAt: string;
  duplicateOf?: DuplicateOf | null;
  processedByEmail?: string | null;
}

export interface OnboardingDecisionResponse {
  onboarding: AdminOnboarding;
  userId?: number;
  companyId?: number;
}

export interface AdminAdvertisingRequest {
  id: number;
  companyId: number;
  companyName: string;
  category: string;
  /** List of `{ startDate, endDate, incentive? }`, dates YYYY-MM-DD. */
  availability: unknown;
  message: string | null;
  status: string;
  createdAt: string;
  processedBy: number | null;
  processedAt: string | null;
  processedByEmail?: string | null;
}

export interface AdminBathroomOffer {
  id: number;
  projectId: number;
  customerName: string;
  uniqueLinkId: string;
  status: string;
  approvedBy: number | null;
  approvedAt: string | null;
  sentAt: string | null;
  createdAt: string;
}

/** Whether an onboarding record can be approved: it needs an e-mail for the login and a company name. */
export function canApproveOnboarding(record: { email: string | null; companyName: string | null }): boolean {
  return Boolean(record.email?.trim() && record.companyName?.trim());
}

export function normalizeEmail(email: string | null | undefined): string | null {
  const value = email?.trim().toLowerCase();
  return value ? value : null;
}
