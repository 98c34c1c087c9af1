/**
 * Shapes of the admin dashboard's overview, projects, matching and companies data as the
 * /api/admin route handlers answer them, plus the small display rules shared by server and browser.
 * Pure: types and functions without I/O.
 *
 * Sources: authenticated-side.md §2 "Admin screens" (Dashboard, Projects, Companies), §3, §4
 * ("Assignment"), §7 and issue 5 "Matching" / "Content management → Companies".
 */
import type { ClarificationReason } from "./hire-reconciliation";
import { parseId } from "./ids";
import { MAX_COMPANIES_PER_PROJECT, type RankedCandidate } from "./matching";
import { closedAtAfterChange } from "./project-closing";
import { syncedProjectStatus, type ProjectStatus } from "./project-status";

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
  /** When the company marked the lead contacted (issue 15 §1), ISO; null/absent: not yet. */
  contactedAt?: string | null;
  /** The order value the company stated with Gewonnen, gross euro cents; null/absent: none. */
  wonValueCents?: number | null;
  /** Still Offen and not contacted OVERDUE_AFTER_HOURS after the assignment ("überfällig", issue 15 §1). */
  overdue?: boolean;
  /** When the admin removed the company (ISO); the entry is history only then. null/absent: active. */
  endedAt?: string | null;
  /** The admin's reason for removing the company. */
  endReason?: string | null;
}

/** Hours after the assignment after which an Offen lead not marked contacted is "überfällig" (issue 15 §1). */
export const OVERDUE_AFTER_HOURS = 48;

/**
 * Whether an assignment is overdue (issue 15 §1): still "Offen", never marked contacted, and
 * assigned at least OVERDUE_AFTER_HOURS before `now`. A legacy row without assignedAt never is.
 */
export function isAssignmentOverdue(
  assignment: { status: string; contactedAt?: string | Date | null; assignedAt: string | Date | null },
  now: Date,
): boolean {
  if (assignment.status !== "Offen" || assignment.contactedAt || !assignment.assignedAt) return false;
  return now.getTime() - new Date(assignment.assignedAt).getTime() >= OVERDUE_AFTER_HOURS * 60 * 60 * 1000;
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
  /** ISO time the admin marked the project as spam (not assignable); null/absent: not spam. */
  spamAt?: string | null;
  /** ISO time the customer's personal data were erased; null/absent: not erased. */
  erasedAt?: string | null;
  /** ISO time the project was closed (no open assignment, or cancelled); null/absent: open. */
  closedAt?: string | null;
  /** ISO time the customer first opened the "Mein Projekt" link (issue 14 §2 "E-Mail bestätigt"); null/absent: not confirmed. */
  emailConfirmedAt?: string | null;
  /** The customer's answer who got the job (issue 15 §2): "company", "none", or null/absent while not answered. */
  hireAnswer?: string | null;
  hiredCompanyId?: number | null;
  /** The customer's order value, gross euro cents. */
  hireValueCents?: number | null;
  hireAnsweredAt?: string | null;
  /** The disagreements between companies and customer ("Klärung nötig", lib/domain/hire-reconciliation.ts); []/absent: none. */
  clarification?: ClarificationReason[];
}

/** Sort orders of GET /api/admin/projects: by creation, or confirmed e-mails first (newest confirmation first). */
export const ADMIN_PROJECT_SORTS = ["newest", "oldest", "confirmed"] as const;
export type AdminProjectSort = (typeof ADMIN_PROJECT_SORTS)[number];

/** German labels of the sort orders (the projects list's select). */
export const ADMIN_PROJECT_SORT_LABELS: Record<AdminProjectSort, string> = {
  newest: "Neueste zuerst",
  oldest: "Älteste zuerst",
  confirmed: "Bestätigte E-Mail zuerst",
};

/**
 * The e-mail confirmation of a project in German (issue 14 §2): "E-Mail bestätigt" or "E-Mail
 * nicht bestätigt", with the Vienna date when confirmed when `withDate`.
 *
 * @param formatDate formats the ISO time (the caller's date format, e.g. dd.MM.yyyy).
 */
export function emailConfirmationLabel(
  emailConfirmedAt: string | null | undefined,
  formatDate?: (iso: string) => string,
): string {
  if (!emailConfirmedAt) return "E-Mail nicht bestätigt";
  return formatDate ? `E-Mail bestätigt am ${formatDate(emailConfirmedAt)}` : "E-Mail bestätigt";
}

/** German names of the customer e-mails of a project (issue 14), by the template part of their idempotency key. */
export const PROJECT_EMAIL_TEMPLATE_LABELS: Readonly<Record<string, string>> = {
  "project-confirmation": "Bestätigung der Anfrage",
  "project-links": "Link zu „Mein Projekt“",
  "project-erased": "Bestätigung der Löschung",
};

/** Most customer e-mails GET /api/admin/projects/{id}/emails lists (newest first; `total` counts all). */
export const PROJECT_EMAILS_LIMIT = 50;

/**
 * One customer e-mail of a project (email_outbox rows with project_id = the project, issue 14 §6):
 * never the bodies; the recipient masked as in the admin's "E-Mails" section ("gelöscht" once erased).
 */
export interface ProjectEmailRow {
  id: number;
  /** ISO times of queueing and sending (null while not sent). */
  createdAt: string;
  sentAt: string | null;
  /** Masked recipients, e.g. ["m***@example.at"]. */
  to: string[];
  /** German template name (lib/domain/admin-inbox.ts emailTemplateLabel). */
  template: string;
  subject: string;
  /** pending | sending | sent | failed. */
  status: string;
}

/** GET /api/admin/projects/{id}/emails → 200. */
export interface ProjectEmailsResponse {
  projectId: number;
  emails: ProjectEmailRow[];
  /** Every customer e-mail of the project (emails holds at most PROJECT_EMAILS_LIMIT). */
  total: number;
}

/** GET /api/admin/projects?page=&pageSize=&status= → one page, newest first. */
export interface AdminProjectsPage {
  projects: AdminProject[];
  /** Projects matching the filter, over all pages. */
  total: number;
  page: number;
  pageSize: number;
  /** Companies per lead from Einstellungen (1–4): how many OPEN assignments a project may hold. */
  companiesPerLead: number;
}

/** GET /api/admin/projects/{id}/candidates → verified companies not yet assigned, best fit first. */
export interface AdminCandidatesResponse {
  /**
   * `assignedCount`: companies with an OPEN assignment (the ones that count against the limit);
   * `companiesPerLead`: the limit from Einstellungen (1–4); `emailConfirmedAt` (issue 14 §2).
   */
  project: {
    id: number;
    serviceType: string;
    zipCode: string;
    status: string;
    assignedCount: number;
    companiesPerLead: number;
    /** ISO time the customer confirmed the e-mail address (issue 14 §2); null: not confirmed (still assignable). */
    emailConfirmedAt: string | null;
  };
  /** The best-fitting candidates, at most MAX_CANDIDATES (lib/data/admin-projects.ts); the search reaches the others. */
  candidates: RankedCandidate[];
  /** How many companies could take the lead in all (verified, active, with a login, not on the project). */
  candidatesTotal: number;
}

/** POST /api/admin/assign-lead → 201. */
export interface AssignLeadResponse {
  message: string;
  assignment: { projectId: number; companyId: number; status: "Offen"; assignedAt: string };
}

/**
 * Number of assignments with status "Offen" that are not ended (the companies still working on the lead);
 * an entry without a status counts as open, one with an `endedAt` (the admin removed the company) never.
 */
export function openAssignmentCount(assignments: readonly unknown[]): number {
  return assignments.filter((assignment) => {
    const entry =
      assignment && typeof assignment === "object" ? (assignment as { status?: unknown; endedAt?: unknown }) : {};
    return !entry.endedAt && (entry.status === undefined || entry.status === "Offen");
  }).length;
}

/** The project fields that decide whether it can take another company. */
export interface AssignableProject {
  status: string;
  assignments: readonly unknown[];
  consentWithdrawnAt?: string | null;
  spamAt?: string | null;
  erasedAt?: string | null;
}

/**
 * Whether the assign button is offered: the project is Offen (a closed one is reopened first), not
 * withdrawn, spam or erased, and fewer than `companiesPerLead` companies hold an OPEN assignment
 * (issue 13 §1, §8; the same rule the server enforces).
 *
 * @param companiesPerLead The limit from Einstellungen (GET /api/admin/projects `companiesPerLead`), 1–4.
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

/** Whether "Wieder öffnen" applies: the project is closed (status not Offen) and may still be placed. */
export function canReopenProject(project: AssignableProject): boolean {
  return !project.consentWithdrawnAt && !project.spamAt && !project.erasedAt && project.status !== "Offen";
}

/** What a search text means (GET /api/admin/projects?q=). */
export type ProjectSearch =
  | { kind: "id"; id: number }
  /** Digits only: the id, or the PLZ when 4 digits, or part of the phone number when 5 or more. */
  | { kind: "digits"; digits: string; id: number | null }
  /** Looks like a whole e-mail address: exact match, case-insensitive (lower-cased here). */
  | { kind: "email"; email: string }
  /** Anything else: part of name or e-mail (case-insensitive), or of the phone digits when it holds 5 or more digits. */
  | { kind: "text"; text: string; digits: string | null };

/** Largest id the search treats as a project id (PostgreSQL integer). */
const MAX_SEARCH_ID = 2_147_483_647;

/**
 * Classifies a search text: "#123" → id; "1100" → digits (id 1100 or PLZ 1100); "max@x.at" →
 * e-mail; "+43 660 123" → text with phone digits "43660123"; "Huber" → text.
 */
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

/** Escapes `%`, `_` and `\\` for a LIKE pattern (escape character backslash). */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/**
 * The where part of an admin list's search `q`: "#12" matches id 12, anything else a part of one of
 * `fields` in any case (Prisma passes `contains` to LIKE unescaped, so "%" and "_" are escaped).
 */
export function idOrTextSearch<F extends string>(q: string, fields: readonly F[]) {
  const hashId = /^#\s*(\d+)$/.exec(q);
  if (hashId) return { id: parseId(hashId[1]!) ?? 0 };
  const contains = { contains: escapeLike(q), mode: "insensitive" as const };
  return { OR: fields.map((field) => ({ [field]: contains }) as Record<F, typeof contains>) };
}

/** Name of an erased customer, and the e-mail address that replaces theirs. */
export const ERASED_NAME = "Gelöscht";
export const erasedEmail = (projectId: number) => `geloescht-${projectId}@invalid`;

/**
 * The quiz answers that remain after erasing a customer's personal data: booleans, numbers and
 * answers that are options of the quiz's questions (radio text or checkbox list, every entry an
 * option) are kept; free text (any other string, or answers to unknown questions) is removed.
 *
 * @param answers projects.quizAnswers (an object; a JSON string from older rows is parsed).
 * @param questions the questions of the project's quiz (id and option texts); [] when unknown.
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

/** POST /api/admin/projects/{id}/unassign, /reopen, /spam, PATCH /status, DELETE → 200. */
export interface ProjectOperationResponse {
  message: string;
  project: { id: number; status: string; closedAt: string | null; assignedCompanyId: number | null };
}

/** A company's name as the tables show it: "Unbekannte Firma" when it no longer exists. */
export function companyDisplayName(name: string | null | undefined): string {
  return name && name.trim() !== "" ? name : UNKNOWN_COMPANY_LABEL;
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
  /** Postcode of the company's address (district ranking); null when unknown. */
  zipCode: string | null;
  /** Set (ISO): deactivated by the admin (no new leads, no login). */
  deactivatedAt: string | null;
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
  /** When the admin removed the company from the project (ISO); null/absent: active. */
  endedAt?: string | null;
}

/** GET /api/admin/companies/{id} → `{ company }`. */
export interface AdminCompanyDetails extends AdminCompanyListItem {
  /** E-mail of the company's login (null when it has none). */
  email: string | null;
  contactInfo: string | null;
  contactPhone: string | null;
  contactEmail: string | null;
  /** Whether the company's user has set a password (false also without a user). */
  passwordSet: boolean;
  /** Expiry (ISO) of the user's current setup or reset link; null when none. */
  setupLinkExpiresAt: string | null;
  /** The user's last completed login (ISO); null = never. */
  lastLoginAt: string | null;
  counts: AssignmentCounts;
  /** The first page, newest first (ADMIN_COMPANY_ASSIGNMENTS_LIMIT; counts cover all). */
  assignments: AdminCompanyAssignment[];
  /** Recorded figures and the public profile (issue 15 §1/§5); always set by GET /api/admin/companies/{id}. */
  figures?: AdminCompanyFigures;
}

/** A company's recorded figures as the admin's details show them (lib/data/company-stats.ts). */
export interface AdminCompanyFigures {
  /** Median time to first contact in ms over the last 90 days, from every recorded contact; null without any. */
  responseMedianMs: number | null;
  /** Contacts recorded in the last 90 days. */
  responseCount: number;
  /** Average stars of the visible reviews; null without any. */
  ratingAverage: number | null;
  ratingCount: number;
  /** Assignments "Gewonnen" with job_done_at. */
  jobsDone: number;
  /** When the admin verified the company (ISO); null when not verified or not recorded. */
  verifiedAt: string | null;
  /** Site path of the public profile; null while the company has none (not verified or deactivated). */
  profilePath: string | null;
}

/** Assignments per page of a company's details (the counts cover all of them; further pages are fetched). */
export const ADMIN_COMPANY_ASSIGNMENTS_LIMIT = 50;

/** GET /api/admin/companies/{id}/assignments?page → one page of a company's assignments, newest first. */
export interface AdminCompanyAssignmentsPage {
  assignments: AdminCompanyAssignment[];
  total: number;
  page: number;
  pageSize: number;
}

/** The project's state before a company is removed, and the statuses of the remaining assignments. */
export interface UnassignInput {
  status: string;
  closedAt: Date | null;
  consentWithdrawnAt: Date | null;
  remainingStatuses: readonly string[];
  now: Date;
}

/**
 * Status and closedAt of a project after the admin removed one company (issue 13 §1):
 * - no company left: Offen and open (closedAt null), unless consent was withdrawn;
 * - the project was Offen and nobody left has won: it stays Offen and open, so the admin can assign
 *   another company at once (reassign);
 * - otherwise the status follows the remaining assignments (syncedProjectStatus) and closedAt
 *   follows closedAtAfterChange.
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
