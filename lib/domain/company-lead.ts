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
}
