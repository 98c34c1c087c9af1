/**
 * Shapes of the admin dashboard's projects, matching and companies API data, and the display rules shared by server
 * and browser.
 */
import { escapeLike } from "@/lib/db/sql";
import type { ClarificationReason } from "./hire-reconciliation";
import { parseId } from "./ids";
import { MAX_COMPANIES_PER_PROJECT, type RankedCandidate } from "./matching";
import { closedAtAfterChange } from "./project-closing";
import { syncedProjectStatus, type ProjectStatus } from "./project-status";
import type { SiteVisitSummary } from "./site-visits";

/** Default and largest page size of GET /api/admin/projects. */
export const ADMIN_PROJECTS_PAGE_SIZE = 50;
export const ADMIN_PROJECTS_MAX_PAGE_SIZE = 100;

export const UNASSIGNED_LABEL = "Nicht zugewiesen";
export const UNKNOWN_COMPANY_LABEL = "Unbekannte Firma";

export interface AdminProjectAssignment {
  companyId: number;
  companyName: string | null;
  status: string;
  /** null for a legacy projects.assignedCompanyId without an assignment row. */
  assignedAt: string | null;
  contactedAt?: string | null;
  /** Gross euro cents stated with Gewonnen. */
  wonValueCents?: number | null;
  overdue?: boolean;
  /** ISO; set when the admin removed the company (the entry is history only then). */
  endedAt?: string | null;
  endReason?: string | null;
  /** The assignment row's id (absent for a legacy assignedCompanyId). */
  assignmentId?: number;
  /** The latest report of the message thread (ISO, who, reason); null when nobody reported it. */
  threadReport?: { reportedAt: string; reportedBy: "customer" | "company"; reason: string } | null;
  /** ISO; when the admins closed the thread. */
  threadClosedAt?: string | null;
  /** The latest site visit (the one not cancelled, else the newest cancelled); null without one. */
  siteVisit?: SiteVisitSummary | null;
}

export const OVERDUE_AFTER_HOURS = 48;

/** Still "Offen", never marked contacted, and assigned at least OVERDUE_AFTER_HOURS before `now`. */
export function isAssignmentOverdue(
  assignment: { status: string; contactedAt?: string | Date | null; assignedAt: string | Date | null },
  now: Date,
): boolean {
  if (assignment.status !== "Offen" || assignment.contactedAt || !assignment.assignedAt) return false;
  return now.getTime() - new Date(assignment.assignedAt).getTime() >= OVERDUE_AFTER_HOURS * 60 * 60 * 1000;
}

export interface AdminProject {
  id: number;
  serviceType: string;
  zipCode: string;
  budget: string | null;
  name: string;
  email: string;
  /** Question id → answer; older rows may hold a JSON string. */
  quizAnswers: unknown;
  status: string;
  createdAt: string;
  assignments: AdminProjectAssignment[];
  consentWithdrawnAt?: string | null;
  spamAt?: string | null;
  erasedAt?: string | null;
  closedAt?: string | null;
  emailConfirmedAt?: string | null;
  /** "company", "none", or null while not answered. */
  hireAnswer?: string | null;
  hiredCompanyId?: number | null;
  /** Gross euro cents. */
  hireValueCents?: number | null;
  hireAnsweredAt?: string | null;
  clarification?: ClarificationReason[];
}

export const ADMIN_PROJECT_SORTS = ["newest", "oldest", "confirmed"] as const;
export type AdminProjectSort = (typeof ADMIN_PROJECT_SORTS)[number];

export const ADMIN_PROJECT_SORT_LABELS: Record<AdminProjectSort, string> = {
  newest: "Neueste zuerst",
  oldest: "Älteste zuerst",
  confirmed: "Bestätigte E-Mail zuerst",
};

/** "E-Mail bestätigt" / "E-Mail nicht bestätigt", with the Vienna date (via `formatDate`) when `withDate`. */
export function emailConfirmationLabel(
  emailConfirmedAt: string | null | undefined,
  formatDate?: (iso: string) => string,
): string {
  if (!emailConfirmedAt) return "E-Mail nicht bestätigt";
  return formatDate ? `E-Mail bestätigt am ${formatDate(emailConfirmedAt)}` : "E-Mail bestätigt";
}

/** German names of the customer e-mails, by the template part of their idempotency key. */
export const PROJECT_EMAIL_TEMPLATE_LABELS: Readonly<Record<string, string>> = {
  "project-confirmation": "Bestätigung der Anfrage",
  "project-links": "Link zu „Mein Projekt“",
  "project-erased": "Bestätigung der Löschung",
};

export const PROJECT_EMAILS_LIMIT = 50;

/** One customer e-mail of a project: never the bodies; recipients masked ("gelöscht" once erased). */
export interface ProjectEmailRow {
  id: number;
  createdAt: string;
  sentAt: string | null;
  to: string[];
  template: string;
  subject: string;
  status: string;
}

export interface ProjectEmailsResponse {
  projectId: number;
  emails: ProjectEmailRow[];
  total: number;
}

export interface AdminProjectsPage {
  projects: AdminProject[];
  total: number;
  page: number;
  pageSize: number;
  /** Most OPEN assignments a project may hold (Einstellungen, 1–4). */
  companiesPerLead: number;
}

export interface AdminCandidatesResponse {
  project: {
    id: number;
    serviceType: string;
    zipCode: string;
    status: string;
    assignedCount: number;
    companiesPerLead: number;
    emailConfirmedAt: string | null;
  };
  candidates: RankedCandidate[];
  candidatesTotal: number;
}

export interface AssignLeadResponse {
  message: string;
  assignment: { projectId: number; companyId: number; status: "Offen"; assignedAt: string };
}

/** Assignments still "Offen" and not ended; an entry without a status counts as open. */
export function openAssignmentCount(assignments: readonly unknown[]): number {
  return assignments.filter((assignment) => {
    const entry =
      assignment && typeof assignment === "object" ? (assignment as { status?: unknown; endedAt?: unknown }) : {};
    return !entry.endedAt && (entry.status === undefined || entry.status === "Offen");
  }).length;
}

export interface AssignableProject {
  status: string;
  assignments: readonly unknown[];
  consentWithdrawnAt?: string | null;
  spamAt?: string | null;
  erasedAt?: string | null;
}

/**
 * Whether the assign button is offered: project Offen, not withdrawn, spam or erased, and fewer than
 * `companiesPerLead` (1–4) OPEN assignments. The server enforces the same rule.
 */
export function canAssignProject(
  project: AssignableProject,
  companiesPerLead: number = MAX_COMPANIES_PER_PROJECT,
): boolean {
  return (
    !project.consentWithdrawnAt &&
    !project.spamAt &&
    !project.erasedAt &&
    project.status === "Offen" &&
    openAssignmentCount(project.assignments) < Math.min(companiesPerLead, MAX_COMPANIES_PER_PROJECT)
  );
}

export function canReopenProject(project: AssignableProject): boolean {
  return !project.consentWithdrawnAt && !project.spamAt && !project.erasedAt && project.status !== "Offen";
}

export type ProjectSearch =
  | { kind: "id"; id: number }
  | { kind: "digits"; digits: string; id: number | null }
  | { kind: "email"; email: string }
  | { kind: "text"; text: string; digits: string | null };

const MAX_SEARCH_ID = 2_147_483_647;

/** Classifies a search text: "#123" → id; "1100" → digits (id or PLZ); "max@x.at" → e-mail; else text. */
export function parseProjectSearch(raw: string): ProjectSearch | null {
  const text = raw.trim();
  if (text === "") return null;
  const hashId = /^#\s*(\d{1,10})$/.exec(text);
  if (hashId) {
    const id = Number(hashId[1]);
    return id >= 1 && id <= MAX_SEARCH_ID ? { kind: "id", id } : { kind: "id", id: 0 };
  }
  if (/^\d+$/.test(text)) {
    const id = Number(text);
    return { kind: "digits", digits: text, id: text.length <= 10 && id >= 1 && id <= MAX_SEARCH_ID ? id : null };
  }
  if (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text)) return { kind: "email", email: text.toLowerCase() };
  const digits = text.replace(/\D/g, "");
  const phoneLike = /^[\d\s+()/.-]+$/.test(text) && digits.length >= 5;
  return { kind: "text", text, digits: phoneLike ? digits : null };
}

/** Search where clause: "#12" matches the id, else part of any of `fields` (Prisma passes LIKE patterns unescaped). */
export function idOrTextSearch<F extends string>(q: string, fields: readonly F[]) {
  const hashId = /^#\s*(\d+)$/.exec(q);
  if (hashId) return { id: parseId(hashId[1]!) ?? 0 };
  const contains = { contains: escapeLike(q), mode: "insensitive" as const };
  return { OR: fields.map((field) => ({ [field]: contains }) as Record<F, typeof contains>) };
}

export const ERASED_NAME = "Gelöscht";
export const erasedEmail = (projectId: number) => `geloescht-${projectId}@invalid`;

/**
 * The quiz answers kept after erasing a customer: booleans, numbers and option texts of `questions`;
 * free text is removed. `answers` may be an object or a JSON string from older rows.
 */
export function answersWithoutFreeText(
  answers: unknown,
  questions: readonly { id: string; options: readonly string[] }[],
): Record<string, unknown> {
  let parsed = answers;
  if (typeof parsed === "string") {
    try {
      parsed = JSON.parse(parsed) as unknown;
    } catch {
      return {};
    }
  }
  if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) return {};
  const optionsOf = new Map(questions.map((question) => [question.id, new Set(question.options)]));
  const kept: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(parsed as Record<string, unknown>)) {
    if (typeof value === "boolean" || typeof value === "number" || value === null) {
      kept[key] = value;
      continue;
    }
    const options = optionsOf.get(key);
    if (!options) continue;
    if (typeof value === "string" && options.has(value)) kept[key] = value;
    else if (Array.isArray(value) && value.every((entry) => typeof entry === "string" && options.has(entry)))
      kept[key] = value;
  }
  return kept;
}

export interface ProjectOperationResponse {
  message: string;
  project: { id: number; status: string; closedAt: string | null; assignedCompanyId: number | null };
}

export function companyDisplayName(name: string | null | undefined): string {
  return name && name.trim() !== "" ? name : UNKNOWN_COMPANY_LABEL;
}

export interface AdminStats {
  openLeads: number;
  assignedProjects: number;
  wonProjects: number;
  verifiedCompanies: number;
  activeQuizzes: number;
}

export interface AdminCompanyListItem {
  id: number;
  name: string;
  city: string;
  services: string[];
  verified: boolean;
  createdAt: string;
  zipCode: string | null;
  deactivatedAt: string | null;
}

export interface AssignmentCounts {
  Offen: number;
  Gewonnen: number;
  Verloren: number;
}

export interface AdminCompanyAssignment {
  projectId: number;
  serviceType: string;
  zipCode: string;
  createdAt: string;
  assignedAt: string;
  status: string;
  endedAt?: string | null;
}

export interface AdminCompanyDetails extends AdminCompanyListItem {
  email: string | null;
  contactInfo: string | null;
  contactPhone: string | null;
  contactEmail: string | null;
  passwordSet: boolean;
  setupLinkExpiresAt: string | null;
  lastLoginAt: string | null;
  counts: AssignmentCounts;
  assignments: AdminCompanyAssignment[];
  figures?: AdminCompanyFigures;
}

export interface AdminCompanyFigures {
  /** Median ms to first contact over the last 90 days; null without any. */
  responseMedianMs: number | null;
  responseCount: number;
  ratingAverage: number | null;
  ratingCount: number;
  jobsDone: number;
  verifiedAt: string | null;
  profilePath: string | null;
}

export const ADMIN_COMPANY_ASSIGNMENTS_LIMIT = 50;

export interface AdminCompanyAssignmentsPage {
  assignments: AdminCompanyAssignment[];
  total: number;
  page: number;
  pageSize: number;
}

export interface UnassignInput {
  status: string;
  closedAt: Date | null;
  consentWithdrawnAt: Date | null;
  remainingStatuses: readonly string[];
  now: Date;
}

/**
 * Status and closedAt after the admin removed one company: with nobody left, or nobody left who won on an
 * Offen project, it stays Offen and open so another company can be assigned at once.
 */
export function projectStateAfterUnassign(input: UnassignInput): { status: ProjectStatus; closedAt: Date | null } {
  const { remainingStatuses, consentWithdrawnAt, closedAt, now } = input;
  const keepOpen =
    remainingStatuses.length === 0 || (input.status === "Offen" && !remainingStatuses.includes("Gewonnen"));
  const status: ProjectStatus = keepOpen ? "Offen" : syncedProjectStatus(remainingStatuses);
  if (consentWithdrawnAt) return { status, closedAt: closedAt ?? consentWithdrawnAt };
  if (keepOpen) return { status, closedAt: null };
  return {
    status,
    closedAt: closedAtAfterChange({ assignmentStatuses: remainingStatuses, closedAt, consentWithdrawnAt, now }),
  };
}
