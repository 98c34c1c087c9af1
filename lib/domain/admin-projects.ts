/**
 * Shapes of the admin dashboard's overview, projects, matching and companies data as the
 * /api/admin route handlers answer them, plus the small display rules shared by server and browser.
 * Pure: types and functions without I/O.
 *
 * Sources: authenticated-side.md §2 "Admin screens" (Dashboard, Projects, Companies), §3, §4
 * ("Assignment"), §7 and issue 5 "Matching" / "Content management → Companies".
 */
import { MAX_COMPANIES_PER_PROJECT, type RankedCandidate } from "./matching";

/** Page size of GET /api/admin/projects when none is given, and the largest one accepted. */
export const ADMIN_PROJECTS_PAGE_SIZE = 50;
export const ADMIN_PROJECTS_MAX_PAGE_SIZE = 100;

/** Shown for a project without any company (§2 "Projects"). */
export const UNASSIGNED_LABEL = "Nicht zugewiesen";
/** Shown for an assignment whose company no longer exists (§2 "Projects"). */
export const UNKNOWN_COMPANY_LABEL = "Unbekannte Firma";

/** One company of a project with its own status (project_assignments). */
export interface AdminProjectAssignment {
  companyId: number;
  /** null when the company no longer exists (shown as "Unbekannte Firma"). */
  companyName: string | null;
  /** The company's status of the lead: Offen, Gewonnen or Verloren. */
  status: string;
  /** ISO timestamp; null for a legacy projects.assignedCompanyId without an assignment row. */
  assignedAt: string | null;
}

/** One row of GET /api/admin/projects. Phone and derived columns are not listed (details live with the companies). */
export interface AdminProject {
  id: number;
  serviceType: string;
  zipCode: string;
  budget: string | null;
  /** Customer. */
  name: string;
  email: string;
  /** Question id → answer; an object, older rows may hold a JSON string. */
  quizAnswers: unknown;
  /** projects.status: Offen, Gewonnen or Verloren (syncedProjectStatus of the assignments). */
  status: string;
  createdAt: string;
  /** Every assigned company, first assigned first. */
  assignments: AdminProjectAssignment[];
  /** ISO time the customer withdrew consent (no further assignments, issue 12 §5); null/absent: not withdrawn. */
  consentWithdrawnAt?: string | null;
}

/** GET /api/admin/projects?page=&pageSize=&status= → one page, newest first. */
export interface AdminProjectsPage {
  projects: AdminProject[];
  /** Projects matching the filter, over all pages. */
  total: number;
  page: number;
  pageSize: number;
}

/** GET /api/admin/projects/{id}/candidates → verified companies not yet assigned, best fit first. */
export interface AdminCandidatesResponse {
  project: { id: number; serviceType: string; zipCode: string; status: string; assignedCount: number };
  candidates: RankedCandidate[];
}

/** POST /api/admin/assign-lead → 201. */
export interface AssignLeadResponse {
  message: string;
  assignment: { projectId: number; companyId: number; status: "Offen"; assignedAt: string };
}

/**
 * Whether the assign button is offered: the project is open and has fewer than 4 companies
 * (issue 5 "Matching"; the same rule the server enforces).
 */
export function canAssignProject(project: { status: string; assignments: readonly unknown[]; consentWithdrawnAt?: string | null }): boolean {
  return !project.consentWithdrawnAt && project.status === "Offen" && project.assignments.length < MAX_COMPANIES_PER_PROJECT;
}

/** A company's name as the tables show it: "Unbekannte Firma" when it no longer exists. */
export function companyDisplayName(name: string | null | undefined): string {
  return name && name.trim() !== "" ? name : UNKNOWN_COMPANY_LABEL;
}

/** Number of pages for `total` rows (at least 1). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
}

/** GET /api/admin/stats → the five count cards of the overview (§2 "Dashboard"). */
export interface AdminStats {
  /** Open projects without any company (waiting for assignment). */
  openLeads: number;
  /** Open projects with at least one company (in progress). */
  assignedProjects: number;
  /** Projects with status Gewonnen. */
  wonProjects: number;
  /** Verified companies (active partners). */
  verifiedCompanies: number;
  /** Active quizzes (available forms). */
  activeQuizzes: number;
}

/** One row of GET /api/admin/companies → `{ companies }`. */
export interface AdminCompanyListItem {
  id: number;
  name: string;
  city: string;
  services: string[];
  verified: boolean;
  createdAt: string;
}

/** Assignment counts of a company by status. */
export interface AssignmentCounts {
  Offen: number;
  Gewonnen: number;
  Verloren: number;
}

/** One project of a company in its details. */
export interface AdminCompanyAssignment {
  projectId: number;
  serviceType: string;
  zipCode: string;
  /** The project's creation. */
  createdAt: string;
  assignedAt: string;
  /** The company's own status of the lead. */
  status: string;
}

/** GET /api/admin/companies/{id} → `{ company }`. */
export interface AdminCompanyDetails extends AdminCompanyListItem {
  /** E-mail of the company's login (null when it has none). */
  email: string | null;
  contactInfo: string | null;
  counts: AssignmentCounts;
  /** Newest first; at most ADMIN_COMPANY_ASSIGNMENTS_LIMIT (counts cover all). */
  assignments: AdminCompanyAssignment[];
}

/** Assignments listed in a company's details (the counts cover all of them). */
export const ADMIN_COMPANY_ASSIGNMENTS_LIMIT = 200;
