/**
 * JSON shapes of the admin's approval calls as the browser receives them (dates as ISO strings),
 * shared by the admin sections and the tests. Source: authenticated-side.md §3 (fields), §7 (calls).
 *
 * The four lists are paged on the server (issue 13 §7; query `?page&pageSize&status&search`, see
 * lib/validation/admin-approvals.ts `approvalListQuerySchema`), pending items first, then newest first:
 *
 * - GET /api/admin/company-registrations → `{ registrations: AdminRegistration[], total, page, pageSize }`
 * - PATCH /api/admin/company-registrations/{id}/status → `RegistrationDecisionResponse`
 * - GET /api/partner-onboarding → `AdminOnboarding[]` (a bare array, §7: one page; the exact total in
 *   the header `X-Total-Count`, the page in `X-Page` and `X-Page-Size`)
 * - PUT /api/partner-onboarding/{id}/status → `OnboardingDecisionResponse`
 * - GET /api/admin/advertising-requests → `{ requests: AdminAdvertisingRequest[], total, page, pageSize }`
 * - PATCH /api/admin/advertising-requests/{id}/status → `{ request: AdminAdvertisingRequest }`
 * - GET /api/admin/bathroom-offers → `{ offers: AdminBathroomOffer[], total, page, pageSize }`
 * - PATCH /api/admin/bathroom-offers/{id}/approve → `{ offer: AdminBathroomOffer }`
 */

/** Query keys (the call's path), also invalidated after a change. */
export const ADMIN_QUERY_KEYS = {
  registrations: ["/api/admin/company-registrations"],
  onboarding: ["/api/partner-onboarding"],
  advertising: ["/api/admin/advertising-requests"],
  offers: ["/api/admin/bathroom-offers"],
  notificationCounts: ["/api/admin/notification-counts"],
} as const;

/** Default and largest page size of the four approval lists (issue 13 §7). */
export const APPROVAL_LIST_PAGE_SIZE = 25;
export const APPROVAL_LIST_MAX_PAGE_SIZE = 100;

/** Status filters of registrations, onboarding records and advertising requests (none: all). */
export const APPROVAL_LIST_STATUSES = ["pending", "approved", "rejected"] as const;
/** Status filters of the AI offers (none: all). */
export const AI_OFFER_LIST_STATUSES = ["pending", "approved", "failed", "rejected", "generating"] as const;

/** German labels of the status filters. */
export const LIST_STATUS_FILTER_LABELS: Record<(typeof AI_OFFER_LIST_STATUSES)[number], string> = {
  pending: "Wartend",
  approved: "Genehmigt",
  failed: "Fehlgeschlagen",
  rejected: "Abgelehnt",
  generating: "Wird erstellt",
};

/** What a paged list call asks for (status/search omitted: all). */
export interface ApprovalListParams {
  page: number;
  pageSize: number;
  status?: string;
  search?: string;
}

/** The query string of a paged list call: `page=…&pageSize=…[&status=…][&search=…]`. */
export function approvalListQueryString({ page, pageSize, status, search }: ApprovalListParams): string {
  const params = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  if (status) params.set("status", status);
  if (search?.trim()) params.set("search", search.trim());
  return params.toString();
}

/** The React Query key of one page of a list: the list's key plus its parameters. */
export function approvalListKey(list: readonly [string], params: ApprovalListParams) {
  return [
    list[0],
    { page: params.page, pageSize: params.pageSize, status: params.status ?? "", search: params.search?.trim() ?? "" },
  ] as const;
}

/** One page of a list with the exact number of matching items. */
export interface ApprovalListPage<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** Refresh intervals of §9: registrations and advertising requests 60 s, AI offers 30 s (partner onboarding has none there: 60 s like registrations). */
export const ADMIN_REFETCH_MS = {
  registrations: 60_000,
  onboarding: 60_000,
  advertising: 60_000,
  offers: 30_000,
} as const;

/**
 * Why an application is a duplicate (issue 13 §4): its e-mail already belongs to a partner account,
 * or an earlier pending registration or onboarding form has the same e-mail (case-insensitive).
 * Only pending applications are marked.
 */
export type DuplicateOf = { kind: "partner" } | { kind: "registration" | "onboarding"; id: number; createdAt: string };

/** Fields every admin list row of an application adds: duplicate mark and who decided. */
export interface ApplicationListExtras {
  /** Set for a pending duplicate; null otherwise. */
  duplicateOf: DuplicateOf | null;
  /** E-mail of the admin in processedBy (null when undecided or the user is gone). */
  processedByEmail: string | null;
}

/** A company registration (§3 company_registrations, without acceptTerms). */
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
  /** "1-2" … "20+" (label: experienceLabel). */
  experience: string;
  /** "1" … "25+" (label: employeesLabel). */
  employees: string;
  description: string;
  status: string;
  processedBy: number | null;
  processedAt: string | null;
  /** The rejection reason (issue 13 §4) or an admin note. */
  notes: string | null;
  createdAt: string;
  duplicateOf?: DuplicateOf | null;
  processedByEmail?: string | null;
}

export interface RegistrationDecisionResponse {
  registration: AdminRegistration;
  /** Set when approved: the invited company user and its verified company. */
  userId?: number;
  companyId?: number;
}

/** A partner onboarding record with every stored field (§3 partner_onboarding). */
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

/** An advertising request with its company's name (§3 advertising_requests). */
export interface AdminAdvertisingRequest {
  id: number;
  companyId: number;
  companyName: string;
  category: string;
  /** List of `{ startDate, endDate, incentive? }`, dates YYYY-MM-DD (format with availabilityPeriods). */
  availability: unknown;
  message: string | null;
  status: string;
  createdAt: string;
  processedBy: number | null;
  processedAt: string | null;
  processedByEmail?: string | null;
}

/** A generated bathroom offer as the admin table lists it (§2 "AI offers"). */
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

/**
 * Whether an onboarding record has what approving needs: an e-mail for the login and a company
 * name (checked by the approve call, lib/data/partner-onboarding.ts, and by the admin's buttons).
 */
export function canApproveOnboarding(record: { email: string | null; companyName: string | null }): boolean {
  return Boolean(record.email?.trim() && record.companyName?.trim());
}

/** Lower-cased, trimmed e-mail used to compare applications with each other and with users. */
export function normalizeEmail(email: string | null | undefined): string | null {
  const value = email?.trim().toLowerCase();
  return value ? value : null;
}
