/**
 * Data access of the company dashboard: the session company's profile, its leads and the status
 * it sets on them. Every query is filtered by the company id of the session; a project that is not
 * assigned to that company does not exist for it (docs/architecture.md "Security rules").
 * Source: authenticated-side.md §2 ("Company dashboard"), §4 ("Lead (project) status"), §7.
 */
import "server-only";
import type { SessionUser } from "@/lib/auth/types";
import { recordAudit } from "@/lib/data/audit-log";
import { getDb } from "@/lib/db";
import { LEAD_ERASED_LABEL, type CompanyLead, type CompanyLeadStats, type CompanyProfile } from "@/lib/domain/company-lead";
import { leadStats } from "@/lib/domain/lead-stats";
import { closedAtAfterChange } from "@/lib/domain/project-closing";
import { syncedProjectStatus, type ProjectStatus } from "@/lib/domain/project-status";
import { Prisma } from "@/lib/generated/prisma/client";
import { ApiError } from "@/lib/http/api-error";
import { COMPANY_PROFILE_MESSAGES, PROFILE_SERVICE_CHOICES, type CompanyProfileUpdate } from "@/lib/validation/company-profile";

const PROFILE_SELECT = {
  id: true,
  name: true,
  city: true,
  services: true,
  verified: true,
  contactPhone: true,
  contactEmail: true,
  contactInfo: true,
  zipCode: true,
} as const;

/** The company's profile with its contact data. Throws ApiError 404 when the company no longer exists. */
export async function getCompanyProfile(companyId: number): Promise<CompanyProfile> {
  const company = await getDb().company.findUnique({ where: { id: companyId }, select: PROFILE_SELECT });
  if (!company) throw new ApiError(404, "Firma nicht gefunden");
  return company;
}

/**
 * The company edits its own contact data and services (issue 13 §3); name and verification stay
 * with the admin. Services must come from PROFILE_SERVICE_CHOICES or be ones the company already has
 * (older vocabularies of the onboarding form). Writes the audit row "company.profile_update" with
 * the changed fields before and after in the same transaction; the row is locked first.
 *
 * @returns the updated profile.
 * @throws ApiError 400 with a field error for a service outside the list; 404 when the company is gone.
 */
export async function updateCompanyProfile(
  actor: Pick<SessionUser, "id" | "role">,
  companyId: number,
  input: CompanyProfileUpdate,
): Promise<CompanyProfile> {
  return getDb().$transaction(async (tx) => {
    const locked = await tx.$queryRaw<{ id: number }[]>`SELECT id FROM companies WHERE id = ${companyId} FOR UPDATE`;
    if (locked.length === 0) throw new ApiError(404, "Firma nicht gefunden");
    const current = await tx.company.findUniqueOrThrow({ where: { id: companyId }, select: PROFILE_SELECT });
    const allowed = new Set([...PROFILE_SERVICE_CHOICES, ...current.services]);
    if (input.services.some((service) => !allowed.has(service))) {
      throw new ApiError(400, "Bitte überprüfen Sie Ihre Eingaben.", { services: COMPANY_PROFILE_MESSAGES.serviceUnknown });
    }
    const data = {
      contactPhone: input.contactPhone,
      contactEmail: input.contactEmail,
      contactInfo: input.contactInfo,
      zipCode: input.zipCode,
      city: input.city,
      services: input.services,
    };
    const updated = await tx.company.update({ where: { id: companyId }, data, select: PROFILE_SELECT });
    const changed = (Object.keys(data) as (keyof typeof data)[]).filter(
      (key) => JSON.stringify(current[key]) !== JSON.stringify(updated[key]),
    );
    await recordAudit(tx, {
      actor,
      action: "company.profile_update",
      entityType: "company",
      entityId: companyId,
      before: Object.fromEntries(changed.map((key) => [key, current[key]])),
      after: Object.fromEntries(changed.map((key) => [key, updated[key]])),
    });
    return updated;
  });
}

type LeadRow = Omit<CompanyLead, "createdAt" | "assignedAt" | "emailConfirmedAt" | "consentWithdrawnAt" | "erasedAt"> & {
  createdAt: Date;
  assignedAt: Date;
  emailConfirmedAt: Date | null;
  consentWithdrawnAt: Date | null;
  erasedAt: Date | null;
};

/**
 * A lead row as the company receives it: times as ISO strings; for a project the customer erased
 * (issue 14 §3), LEAD_ERASED_LABEL instead of the name and empty e-mail and phone (never the
 * placeholder address the erasure stores).
 */
function toCompanyLead(row: LeadRow): CompanyLead {
  const erased = row.erasedAt !== null;
  return {
    ...row,
    name: erased ? LEAD_ERASED_LABEL : row.name,
    email: erased ? "" : row.email,
    phone: erased ? "" : row.phone,
    createdAt: row.createdAt.toISOString(),
    assignedAt: row.assignedAt.toISOString(),
    emailConfirmedAt: row.emailConfirmedAt?.toISOString() ?? null,
    consentWithdrawnAt: row.consentWithdrawnAt?.toISOString() ?? null,
    erasedAt: row.erasedAt?.toISOString() ?? null,
  };
}

/** Options of `listCompanyLeads`: 1-based page, page size, search text and the company's status. */
export interface CompanyLeadsOptions {
  page: number;
  pageSize: number;
  q?: string;
  status?: string;
}

/** `text` as an ILIKE pattern matching it anywhere, with %, _ and \ taken literally. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * The search condition of the company's lead list: name, e-mail, phone or service contain `q`
 * (case-insensitive), the postcode starts with it, or `#123` / `123` is the project id. Name,
 * e-mail and phone of an erased project are not searched (they hold only placeholders).
 */
function searchCondition(q: string): Prisma.Sql {
  const pattern = likePattern(q);
  const digits = /^#?(\d{1,9})$/.exec(q);
  const byId = digits ? Prisma.sql` OR p.id = ${Number(digits[1])}` : Prisma.empty;
  const byZip = /^\d{1,10}$/.test(q) ? Prisma.sql` OR p.zip_code LIKE ${`${q}%`}` : Prisma.empty;
  return Prisma.sql`AND ((p.erased_at IS NULL AND (p.name ILIKE ${pattern} OR p.email ILIKE ${pattern} OR p.phone ILIKE ${pattern}))
    OR p.service_type ILIKE ${pattern}${byZip}${byId})`;
}

/**
 * One page of the projects assigned to the company through project_assignments, newest first (then
 * by id), each with `status` = the company's own assignment status and `assignedAt`, the
 * customer's marks (emailConfirmedAt, consentWithdrawnAt, erasedAt; issue 14), plus the
 * number of leads matching the search and status filter (`total`). Always filtered by the company
 * id first ((company_id, status) index of project_assignments). Without a search text the count
 * reads project_assignments alone (every assignment has its project: foreign key), so it never
 * joins the whole projects table.
 */
export async function listCompanyLeads(
  companyId: number,
  options: CompanyLeadsOptions,
): Promise<{ projects: CompanyLead[]; total: number }> {
  const filters = Prisma.sql`${options.status ? Prisma.sql`AND pa.status = ${options.status}` : Prisma.empty}
    ${options.q ? searchCondition(options.q) : Prisma.empty}`;
  const offset = (options.page - 1) * options.pageSize;
  const [rows, counted] = await Promise.all([
    getDb().$queryRaw<LeadRow[]>`
      SELECT p.id, p.service_type AS "serviceType", p.zip_code AS "zipCode", p.project_type AS "projectType",
             p.stage, p.style, p.size, p.keep_installations AS "keepInstallations", p.budget, p.name, p.email,
             p.phone, p.quiz_answers AS "quizAnswers", pa.status, p.ai_offer_link_id AS "aiOfferLinkId",
             p.created_at AS "createdAt", pa.assigned_at AS "assignedAt", p.email_confirmed_at AS "emailConfirmedAt",
             p.consent_withdrawn_at AS "consentWithdrawnAt", p.erased_at AS "erasedAt"
      FROM project_assignments pa
      JOIN projects p ON p.id = pa.project_id
      WHERE pa.company_id = ${companyId} ${filters}
      ORDER BY p.created_at DESC, p.id DESC
      LIMIT ${options.pageSize} OFFSET ${offset}`,
    getDb().$queryRaw<{ total: number }[]>`
      SELECT count(*)::int AS total
      FROM project_assignments pa
      ${options.q ? Prisma.sql`JOIN projects p ON p.id = pa.project_id` : Prisma.empty}
      WHERE pa.company_id = ${companyId} ${filters}`,
  ]);
  return {
    projects: rows.map(toCompanyLead),
    total: counted[0]?.total ?? 0,
  };
}

/**
 * Counts over all of the company's leads for the stat cards and tabs, and its newest assignment
 * time. One grouped query: by status and by the two answers the score reads (whole answers only for
 * older rows stored as a JSON string), so the hot count is computed with the same `isHotLead` as the
 * browser without loading every lead. The answers are read per assignment by primary key (a
 * subquery rather than a join, which PostgreSQL plans as a hash join over every project: 60 ms
 * instead of 36 ms for a company with 5,000 of 100,000 projects, docs/benchmarks.md).
 */
export async function companyLeadStats(companyId: number): Promise<CompanyLeadStats> {
  const groups = await getDb().$queryRaw<{ status: string; answers: unknown; count: number; lastAssignedAt: Date }[]>`
    SELECT pa.status,
           (SELECT CASE WHEN jsonb_typeof(p.quiz_answers) = 'object'
                        THEN jsonb_build_object('intent_readiness', p.quiz_answers->'intent_readiness', 'start_timeline', p.quiz_answers->'start_timeline')
                        ELSE p.quiz_answers END
            FROM projects p WHERE p.id = pa.project_id) AS answers,
           count(*)::int AS count, max(pa.assigned_at) AS "lastAssignedAt"
    FROM project_assignments pa
    WHERE pa.company_id = ${companyId}
    GROUP BY 1, 2`;
  const stats: CompanyLeadStats = { total: 0, hot: 0, open: 0, won: 0, lost: 0, lastAssignedAt: null };
  let last = 0;
  for (const group of groups) {
    const counts = leadStats([{ status: group.status, quizAnswers: group.answers }]);
    stats.total += group.count;
    stats.hot += counts.hot * group.count;
    stats.open += counts.open * group.count;
    stats.won += counts.won * group.count;
    stats.lost += counts.lost * group.count;
    last = Math.max(last, group.lastAssignedAt.getTime());
  }
  stats.lastAssignedAt = last > 0 ? new Date(last).toISOString() : null;
  return stats;
}

/**
 * Sets the company's status of one of its leads and brings `projects.status` (syncedProjectStatus)
 * and `projects.closedAt` (closedAtAfterChange: set when no assignment is Offen any more, cleared
 * when one goes back to Offen; the retention job deletes the project 3 years after it) in line with
 * all assignments, in one transaction. The project row is locked first, so two
 * companies changing the same project one after the other see each other's status.
 *
 * @returns the project id and the company's new status (never the project-wide status, which
 *          would tell one company what another did).
 * @throws ApiError 404 "Projekt nicht gefunden" when the project does not exist or is not assigned
 *         to the company; nothing is changed then.
 */
export async function updateLeadStatus(
  companyId: number,
  projectId: number,
  status: ProjectStatus,
): Promise<{ id: number; status: ProjectStatus }> {
  return getDb().$transaction(async (tx) => {
    const assigned = await tx.$queryRaw<{ id: number; closedAt: Date | null; consentWithdrawnAt: Date | null }[]>`
      SELECT p.id, p.closed_at AS "closedAt", p.consent_withdrawn_at AS "consentWithdrawnAt" FROM projects p
      JOIN project_assignments pa ON pa.project_id = p.id AND pa.company_id = ${companyId}
      WHERE p.id = ${projectId}
      FOR UPDATE OF p`;
    const [project] = assigned;
    if (!project) throw new ApiError(404, "Projekt nicht gefunden");

    await tx.projectAssignment.update({
      where: { projectId_companyId: { projectId, companyId } },
      data: { status },
      select: { id: true },
    });
    const assignments = await tx.projectAssignment.findMany({ where: { projectId }, select: { status: true } });
    const statuses = assignments.map((assignment) => assignment.status);
    await tx.project.update({
      where: { id: projectId },
      data: {
        status: syncedProjectStatus(statuses),
        closedAt: closedAtAfterChange({ assignmentStatuses: statuses, closedAt: project.closedAt, consentWithdrawnAt: project.consentWithdrawnAt, now: new Date() }),
      },
      select: { id: true },
    });
    return { id: projectId, status };
  });
}
