/**
 * Shapes of the company dashboard's data as GET /api/company/profile and GET /api/company/leads
 * answer them (authenticated-side.md §3 "projects", "companies", "Other shapes"; §7). Types only,
 * shared by the data layer, the route handlers and the browser.
 */

/** GET /api/company/profile → `{ company: CompanyProfile }`. */
export interface CompanyProfile {
  id: number;
  name: string;
  city: string;
  services: string[];
  verified: boolean;
  /** Contact data the company edits itself (PATCH /api/company/profile, issue 13 §3); null when unset. */
  contactPhone: string | null;
  contactEmail: string | null;
  /** Address (street and number). */
  contactInfo: string | null;
  zipCode: string | null;
}

/**
 * One lead of GET /api/company/leads → `{ projects: CompanyLead[] }`: the project's fields, with
 * `status` being the status of the calling company's own assignment (not `projects.status`).
 */
export interface CompanyLead {
  id: number;
  serviceType: string;
  zipCode: string;
  projectType: string | null;
  stage: string | null;
  style: string | null;
  size: string | null;
  keepInstallations: boolean | null;
  budget: string | null;
  name: string;
  email: string;
  phone: string;
  /** Question id → answer; usually an object, older rows may hold a JSON string. */
  quizAnswers: unknown;
  /** This company's status of the lead: Offen, Gewonnen or Verloren. */
  status: string;
  aiOfferLinkId: string | null;
  /** ISO timestamp (JSON) of the project's creation. */
  createdAt: string;
  /** ISO timestamp (JSON) of this company's assignment (drives the "Neu" mark, issue 13 §7). */
  assignedAt: string;
  /** ISO time the customer first opened the "Mein Projekt" link (issue 14 §2 "E-Mail bestätigt"); null/absent: not confirmed. */
  emailConfirmedAt?: string | null;
  /** ISO time the customer withdrew the request (issue 14 §3 "Anfrage zurückziehen"); null/absent: not withdrawn. */
  consentWithdrawnAt?: string | null;
  /**
   * ISO time the customer's data were erased (issue 14 §3 "Meine Daten löschen"); null/absent: not
   * erased. An erased lead's `name` is LEAD_ERASED_LABEL and its `email` and `phone` are empty.
   */
  erasedAt?: string | null;
}

/** Shown instead of the customer's name (and contact data) of a lead the customer erased (issue 14 §3). */
export const LEAD_ERASED_LABEL = "vom Kunden gelöscht";
/** Shown on a lead the customer withdrew (issue 14 §3; the companies' e-mail says the dashboard marks it so). */
export const LEAD_WITHDRAWN_LABEL = "vom Kunden zurückgezogen";
/** The badge of a lead whose customer opened the "Mein Projekt" link (issue 14 §2). */
export const EMAIL_CONFIRMED_LABEL = "E-Mail bestätigt";

/**
 * What the customer did with a lead, as the company sees it: "erased" (data deleted; wins over a
 * withdrawal), "withdrawn" (request withdrawn, contact data kept) or null (neither).
 */
export function leadCustomerState(lead: Pick<CompanyLead, "erasedAt" | "consentWithdrawnAt">): "erased" | "withdrawn" | null {
  if (lead.erasedAt) return "erased";
  if (lead.consentWithdrawnAt) return "withdrawn";
  return null;
}

/** Counts over all of the company's leads (not only the page): the stat cards and tab counts. */
export interface CompanyLeadStats {
  total: number;
  /** Leads of grade A ("Heiß"). */
  hot: number;
  open: number;
  won: number;
  lost: number;
  /** ISO timestamp of the newest assignment, null without leads. */
  lastAssignedAt: string | null;
}

/**
 * GET /api/company/leads?page&pageSize&q&status → one page of leads (`projects`, as before), the
 * number of leads matching the search and filter (`total`), the page, the page size and `stats`.
 */
export interface CompanyLeadsPage {
  projects: CompanyLead[];
  total: number;
  page: number;
  pageSize: number;
  stats: CompanyLeadStats;
}

/** One of the company's own advertising requests (GET /api/company/advertising-requests). */
export interface CompanyAdvertisingRequest {
  id: number;
  category: string;
  /** Stored list of `{ startDate, endDate, incentive? }` (YYYY-MM-DD). */
  availability: unknown;
  message: string | null;
  /** pending | approved | rejected. */
  status: string;
  /** ISO timestamps. */
  createdAt: string;
  processedAt: string | null;
}
