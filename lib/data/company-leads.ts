/**
 * Data access of the company dashboard: the session company's profile, its leads and what it
 * records on them (status, first contact, the won job's value and month, job done; issue 15 §1/§2).
 * Every query is filtered by the company id of the session; a project that is not assigned to that
 * company does not exist for it (docs/architecture.md "Security rules").
 * Source: authenticated-side.md §2 ("Company dashboard"), §4 ("Lead (project) status"), §7; issue 15.
 */
import "server-only";
import type { SessionUser } from "@/lib/auth/types";
import { listAssignmentEvents, recordAssignmentEvent } from "@/lib/data/assignment-events";
import { assertAssignmentMayOpen, companiesPerLeadLimit } from "@/lib/data/assignment-limit";
import { recordAudit } from "@/lib/data/audit-log";
import { syncCommissionEntry } from "@/lib/data/commission-ledger";
import { getDb } from "@/lib/db";
import {
  COMPANY_LEAD_MESSAGES,
  completionMonthBounds,
  completionMonthError,
  LEAD_ERASED_LABEL,
  type AssignmentEventView,
  type CompanyLead,
  type CompanyLeadStats,
  type CompanyProfile,
} from "@/lib/domain/company-lead";
import { leadStats } from "@/lib/domain/lead-stats";
import { closedAtAfterChange } from "@/lib/domain/project-closing";
import { syncedProjectStatus, type ProjectStatus } from "@/lib/domain/project-status";
import { Prisma } from "@/lib/generated/prisma/client";
import { ApiError } from "@/lib/http/api-error";
import { requestReviewInvitations } from "@/lib/reviews/invitations";
import type { LeadStatusChange } from "@/lib/validation/company-lead";
import {
  COMPANY_PROFILE_MESSAGES,
  PROFILE_SERVICE_CHOICES,
  type CompanyProfileUpdate,
} from "@/lib/validation/company-profile";

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
  street: true,
  vatId: true,
  districts: true,
} as const;

/** The company's profile with its contact data. Throws ApiError 404 when the company no longer exists. */
export async function getCompanyProfile(companyId: number): Promise<CompanyProfile> {
  const company = await getDb().company.findUnique({ where: { id: companyId }, select: PROFILE_SELECT });
  if (!company) throw new ApiError(404, "Firma nicht gefunden");
  return company;
}

/**
 * The company edits its own contact data and services (issue 13 §3), and its street, UID number and
 * served Vienna districts (issue 15 §3/§5; each left as stored when absent from `input`); name and
 * verification stay with the admin. Services must come from PROFILE_SERVICE_CHOICES or be ones the company already has
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
      throw new ApiError(400, "Bitte überprüfen Sie Ihre Eingaben.", {
        services: COMPANY_PROFILE_MESSAGES.serviceUnknown,
      });
    }
    const data = {
      contactPhone: input.contactPhone,
      contactEmail: input.contactEmail,
      contactInfo: input.contactInfo,
      zipCode: input.zipCode,
      city: input.city,
      services: input.services,
      street: input.street,
      vatId: input.vatId,
      districts: input.districts,
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

type LeadRow = Omit<
  CompanyLead,
  "createdAt" | "assignedAt" | "emailConfirmedAt" | "consentWithdrawnAt" | "erasedAt" | "contactedAt" | "jobDoneAt"
> & {
  createdAt: Date;
  assignedAt: Date;
  emailConfirmedAt: Date | null;
  consentWithdrawnAt: Date | null;
  erasedAt: Date | null;
  contactedAt: Date | null;
  jobDoneAt: Date | null;
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
    contactedAt: row.contactedAt?.toISOString() ?? null,
    jobDoneAt: row.jobDoneAt?.toISOString() ?? null,
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
 * customer's marks (emailConfirmedAt, consentWithdrawnAt, erasedAt; issue 14) and how many companies
 * received the project (`assignmentCount`, issue 17 §4: a count only, no other company's data), plus the
 * number of leads matching the search and status filter (`total`). The page is read in order from
 * the (company_id, lead_created_at, project_id) index (lead_created_at: the project's created_at,
 * copied by a trigger), so it never sorts the company's whole list. `stats` are the counts over all
 * of the company's leads (companyLeadStats); without a filter `total` is their total, so the page
 * costs two queries.
 */
export async function listCompanyLeads(
  companyId: number,
  options: CompanyLeadsOptions,
): Promise<{ projects: CompanyLead[]; total: number; stats: CompanyLeadStats }> {
  const filters = Prisma.sql`${options.status ? Prisma.sql`AND pa.status = ${options.status}` : Prisma.empty}
    ${options.q ? searchCondition(options.q) : Prisma.empty}`;
  const offset = (options.page - 1) * options.pageSize;
  const filtered = Boolean(options.status || options.q);
  const [rows, stats, counted] = await Promise.all([
    getDb().$queryRaw<LeadRow[]>`
      SELECT p.id, p.service_type AS "serviceType", p.zip_code AS "zipCode", p.project_type AS "projectType",
             p.stage, p.style, p.size, p.keep_installations AS "keepInstallations", p.budget, p.name, p.email,
             p.phone, p.quiz_answers AS "quizAnswers", pa.status, p.ai_offer_link_id AS "aiOfferLinkId",
             p.created_at AS "createdAt", pa.assigned_at AS "assignedAt", p.email_confirmed_at AS "emailConfirmedAt",
             p.consent_withdrawn_at AS "consentWithdrawnAt", p.erased_at AS "erasedAt",
             pa.contacted_at AS "contactedAt", pa.won_value_cents AS "wonValueCents",
             pa.expected_completion AS "expectedCompletion", pa.job_done_at AS "jobDoneAt",
             (SELECT count(*)::int FROM project_assignments other
              WHERE other.project_id = p.id AND other.ended_at IS NULL) AS "assignmentCount"
      FROM project_assignments pa
      JOIN projects p ON p.id = pa.project_id
      WHERE pa.company_id = ${companyId} AND pa.ended_at IS NULL ${filters}
      ORDER BY pa.lead_created_at DESC, pa.project_id DESC
      LIMIT ${options.pageSize} OFFSET ${offset}`,
    companyLeadStats(companyId),
    filtered
      ? getDb().$queryRaw<{ total: number }[]>`
          SELECT count(*)::int AS total
          FROM project_assignments pa
          ${options.q ? Prisma.sql`JOIN projects p ON p.id = pa.project_id` : Prisma.empty}
          WHERE pa.company_id = ${companyId} AND pa.ended_at IS NULL ${filters}`
      : null,
  ]);
  return {
    projects: rows.map(toCompanyLead),
    total: counted ? (counted[0]?.total ?? 0) : stats.total,
    stats,
  };
}

/**
 * Counts over all of the company's leads for the stat cards and tabs, and its newest assignment
 * time. One grouped query over the company's assignments alone: by status and by the two answers
 * the score reads (whole answers only for older rows stored as a JSON string), which database
 * triggers copy onto each assignment (project_assignments.lead_answers), so the hot count is
 * computed with the same `isHotLead` as the browser without reading one project per lead (5,000
 * primary-key lookups for a big company, docs/benchmarks.md).
 */
async function companyLeadStats(companyId: number): Promise<CompanyLeadStats> {
  const groups = await getDb().$queryRaw<{ status: string; answers: unknown; count: number; lastAssignedAt: Date }[]>`
    SELECT pa.status, pa.lead_answers AS answers, count(*)::int AS count, max(pa.assigned_at) AS "lastAssignedAt"
    FROM project_assignments pa
    WHERE pa.company_id = ${companyId} AND pa.ended_at IS NULL
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

/** The company's assignment of one project, locked with its project for a change. */
interface LockedLead {
  assignmentId: number;
  status: string;
  assignedAt: Date;
  contactedAt: Date | null;
  wonValueCents: number | null;
  expectedCompletion: string | null;
  jobDoneAt: Date | null;
  closedAt: Date | null;
  consentWithdrawnAt: Date | null;
}

/**
 * Locks project `projectId` and the company's assignment of it (project first, as every change of
 * a project's assignments does) and reads the assignment.
 *
 * @throws ApiError 404 "Projekt nicht gefunden" when the project does not exist or is not assigned to the company.
 */
async function lockLead(tx: Prisma.TransactionClient, companyId: number, projectId: number): Promise<LockedLead> {
  const rows = await tx.$queryRaw<LockedLead[]>`
    SELECT pa.id AS "assignmentId", pa.status, pa.assigned_at AS "assignedAt", pa.contacted_at AS "contactedAt",
           pa.won_value_cents AS "wonValueCents", pa.expected_completion AS "expectedCompletion", pa.job_done_at AS "jobDoneAt",
           p.closed_at AS "closedAt", p.consent_withdrawn_at AS "consentWithdrawnAt"
    FROM projects p
    JOIN project_assignments pa ON pa.project_id = p.id AND pa.company_id = ${companyId} AND pa.ended_at IS NULL
    WHERE p.id = ${projectId}
    FOR UPDATE OF p, pa`;
  const [lead] = rows;
  if (!lead) throw new ApiError(404, COMPANY_LEAD_MESSAGES.notFound);
  return lead;
}

/** Who acts on a lead and when (defaults: no user, the current time). */
export interface LeadActionOptions {
  actor?: Pick<SessionUser, "id" | "role">;
  now?: Date;
}

/**
 * Sets the company's status of one of its leads (issue 15 §1/§2) and brings `projects.status`
 * (syncedProjectStatus) and `projects.closedAt` (closedAtAfterChange: set when no assignment is
 * Offen any more, cleared when one goes back to Offen; the retention job deletes the project 3 years
 * after it) in line with all assignments, in one transaction, with:
 * - "Gewonnen": the gross order value (cents) and expected completion month are stored; the month
 *   must lie between the assignment's month and 3 years after `now` (Vienna months). Setting
 *   "Gewonnen" on a won lead with another value or month is a correction;
 * - leaving "Gewonnen" needs `change.reason` (3–1,000 characters); value, month and job-done time are
 *   cleared, the history keeps the withdrawn value;
 * - "Gewonnen"/"Verloren" also set `contactedAt` when it is still empty (setting them counts as contact);
 * - every change writes an assignment_events row (kind "status": from, to, reason, value) and the
 *   audit row "project.assignment-status", and calls `syncCommissionEntry` (issue 15 §3);
 * - the same status again (and for "Gewonnen" the same value and month) changes nothing.
 * The project row is locked first, so two companies changing the same project one after the other
 * see each other's status.
 *
 * @returns the project id and the company's new status (never the project-wide status, which
 *          would tell one company what another did).
 * @throws ApiError 404 "Projekt nicht gefunden" when the project does not exist or is not assigned
 *         to the company; ApiError 400 with field error `reason` (reason missing) or
 *         `expectedCompletion` (month out of range); ApiError 409 (assertAssignmentMayOpen) when going
 *         back to "Offen" would exceed the companies-per-lead limit; nothing is changed then.
 */
export async function updateLeadStatus(
  companyId: number,
  projectId: number,
  change: LeadStatusChange,
  options: LeadActionOptions = {},
): Promise<{ id: number; status: ProjectStatus }> {
  const now = options.now ?? new Date();
  const limit = await companiesPerLeadLimit();
  return getDb().$transaction(async (tx) => {
    const lead = await lockLead(tx, companyId, projectId);
    const to = change.status;
    const from = lead.status;
    const won = to === "Gewonnen";
    if (from === "Gewonnen" && !won && !change.reason) {
      throw new ApiError(400, "Bitte überprüfen Sie Ihre Eingaben.", { reason: COMPANY_LEAD_MESSAGES.reasonRequired });
    }
    if (won) {
      const monthError = completionMonthError(
        change.expectedCompletion ?? "",
        completionMonthBounds(lead.assignedAt, now),
      );
      if (monthError)
        throw new ApiError(400, "Bitte überprüfen Sie Ihre Eingaben.", { expectedCompletion: monthError });
    }
    const unchanged =
      from === to &&
      (!won || (lead.wonValueCents === change.wonValueCents && lead.expectedCompletion === change.expectedCompletion));
    if (unchanged) return { id: projectId, status: to };
    if (to === "Offen") await assertAssignmentMayOpen(tx, projectId, lead.assignmentId, limit);

    await tx.projectAssignment.update({
      where: { id: lead.assignmentId },
      data: {
        status: to,
        contactedAt: to !== "Offen" && !lead.contactedAt ? now : undefined,
        wonValueCents: won ? change.wonValueCents : null,
        expectedCompletion: won ? change.expectedCompletion : null,
        jobDoneAt: won ? undefined : null,
      },
      select: { id: true },
    });
    await recordAssignmentEvent(tx, {
      assignmentId: lead.assignmentId,
      kind: "status",
      fromStatus: from,
      toStatus: to,
      reason: change.reason,
      wonValueCents: won ? change.wonValueCents : lead.wonValueCents,
      actorUserId: options.actor?.id ?? null,
      createdAt: now,
    });
    if (options.actor) {
      await recordAudit(tx, {
        actor: options.actor,
        action: "project.assignment-status",
        entityType: "project",
        entityId: projectId,
        before: { status: from, wonValueCents: lead.wonValueCents, expectedCompletion: lead.expectedCompletion },
        after: {
          status: to,
          wonValueCents: won ? change.wonValueCents : null,
          expectedCompletion: won ? change.expectedCompletion : null,
        },
        note: change.reason ?? undefined,
      });
    }
    const assignments = await tx.projectAssignment.findMany({
      where: { projectId, endedAt: null },
      select: { status: true },
    });
    const statuses = assignments.map((assignment) => assignment.status);
    await tx.project.update({
      where: { id: projectId },
      data: {
        status: syncedProjectStatus(statuses),
        closedAt: closedAtAfterChange({
          assignmentStatuses: statuses,
          closedAt: lead.closedAt,
          consentWithdrawnAt: lead.consentWithdrawnAt,
          now,
        }),
      },
      select: { id: true },
    });
    await syncCommissionEntry(tx, lead.assignmentId, now);
    return { id: projectId, status: to };
  });
}

/**
 * Marks one of the company's leads "Kontaktiert" (issue 15 §1): stores the first contact time and
 * writes an assignment_events row "contacted" and (with an actor) the audit row "project.contacted",
 * once; later calls change nothing and answer the first
 * time.
 *
 * @returns the project id, the (first) contact time as ISO string, and whether this call set it.
 * @throws ApiError 404 "Projekt nicht gefunden" for a project not assigned to the company.
 */
export async function markLeadContacted(
  companyId: number,
  projectId: number,
  options: LeadActionOptions = {},
): Promise<{ id: number; contactedAt: string; created: boolean }> {
  const now = options.now ?? new Date();
  return getDb().$transaction(async (tx) => {
    const lead = await lockLead(tx, companyId, projectId);
    if (lead.contactedAt) return { id: projectId, contactedAt: lead.contactedAt.toISOString(), created: false };
    await tx.projectAssignment.update({
      where: { id: lead.assignmentId },
      data: { contactedAt: now },
      select: { id: true },
    });
    await recordAssignmentEvent(tx, {
      assignmentId: lead.assignmentId,
      kind: "contacted",
      actorUserId: options.actor?.id ?? null,
      createdAt: now,
    });
    if (options.actor) {
      const after = { contactedAt: now.toISOString() };
      await recordAudit(tx, {
        actor: options.actor,
        action: "project.contacted",
        entityType: "project",
        entityId: projectId,
        after,
      });
    }
    return { id: projectId, contactedAt: now.toISOString(), created: true };
  });
}

/**
 * Marks the company's won job done ("Auftrag abgeschlossen", issue 15 §2/§4: starts the review
 * invitation once the customer confirmed the hire), once: writes an assignment_events row "done"
 * and the audit row "project.done"; later calls change nothing and answer the first time.
 *
 * @returns the project id, the (first) done time as ISO string, and whether this call set it.
 * @throws ApiError 404 for a project not assigned to the company; 409 when the lead is not "Gewonnen".
 */
export async function markJobDone(
  companyId: number,
  projectId: number,
  options: LeadActionOptions = {},
): Promise<{ id: number; jobDoneAt: string; created: boolean }> {
  const now = options.now ?? new Date();
  const result = await getDb().$transaction(async (tx) => {
    const lead = await lockLead(tx, companyId, projectId);
    if (lead.status !== "Gewonnen") throw new ApiError(409, COMPANY_LEAD_MESSAGES.notWon);
    if (lead.jobDoneAt) return { id: projectId, jobDoneAt: lead.jobDoneAt.toISOString(), created: false };
    await tx.projectAssignment.update({
      where: { id: lead.assignmentId },
      data: { jobDoneAt: now },
      select: { id: true },
    });
    await recordAssignmentEvent(tx, {
      assignmentId: lead.assignmentId,
      kind: "done",
      actorUserId: options.actor?.id ?? null,
      createdAt: now,
    });
    if (options.actor) {
      await recordAudit(tx, {
        actor: options.actor,
        action: "project.done",
        entityType: "project",
        entityId: projectId,
        after: { jobDoneAt: now.toISOString() },
      });
    }
    return { id: projectId, jobDoneAt: now.toISOString(), created: true };
  });
  // The customer who named this company can review it now (issue 15 §4).
  if (result.created) await requestReviewInvitations();
  return result;
}

/**
 * The history of one of the company's leads, oldest first (its own assignment only).
 *
 * @throws ApiError 404 "Projekt nicht gefunden" for a project not assigned to the company.
 */
export async function companyLeadEvents(companyId: number, projectId: number): Promise<AssignmentEventView[]> {
  const assignment = await getDb().projectAssignment.findUnique({
    where: { projectId_companyId: { projectId, companyId } },
    select: { endedAt: true },
  });
  if (!assignment || assignment.endedAt) throw new ApiError(404, COMPANY_LEAD_MESSAGES.notFound);
  return listAssignmentEvents(projectId, companyId);
}
