/**
 * Data access of the company dashboard: profile, leads and what the company records on them. Every
 * query is filtered by the session's company id; a project not assigned to it does not exist for it.
 */
import "server-only";
import type { SessionUser } from "@/lib/auth/types";
import { listAssignmentEvents, recordAssignmentEvent } from "@/lib/data/assignment-events";
import { assertAssignmentMayOpen, companiesPerLeadLimit } from "@/lib/data/assignment-limit";
import { recordAudit } from "@/lib/data/audit-log";
import { syncCommissionEntry } from "@/lib/invoices/ledger";
import { getDb } from "@/lib/db";
import { lockRowById } from "@/lib/db/sql";
import {
  COMPANY_LEAD_MESSAGES,
  completionMonthBounds,
  completionMonthError,
  type AssignmentEventView,
  type CompanyLead,
  type CompanyLeadStats,
  type CompanyProfile,
} from "@/lib/domain/company-lead";
import { withoutSubsidyAnswers } from "@/lib/domain/subsidies";
import { leadContactView } from "@/lib/domain/lead-contact";
import { leadStats } from "@/lib/domain/lead-stats";
import { phoneSearchDigits } from "@/lib/domain/phone";
import { closedAtAfterChange } from "@/lib/domain/project-closing";
import { syncedProjectStatus, type ProjectStatus } from "@/lib/domain/project-status";
import { Prisma } from "@/lib/generated/prisma/client";
import { ConflictError, NotFoundError, ValidationError } from "@/lib/errors";
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

/** @throws NotFoundError when the company no longer exists. */
export async function getCompanyProfile(companyId: number): Promise<CompanyProfile> {
  const company = await getDb().company.findUnique({ where: { id: companyId }, select: PROFILE_SELECT });
  if (!company) throw new NotFoundError("Firma nicht gefunden");
  return company;
}

/**
 * The company edits its contact data, services, street, UID and districts (absent fields stay);
 * services must come from PROFILE_SERVICE_CHOICES or already be the company's. Audited.
 * @throws ValidationError for a service outside the list; NotFoundError when the company is gone.
 */
export async function updateCompanyProfile(
  actor: Pick<SessionUser, "id" | "role">,
  companyId: number,
  input: CompanyProfileUpdate,
): Promise<CompanyProfile> {
  return getDb().$transaction(async (tx) => {
    if (!(await lockRowById(tx, "companies", companyId))) throw new NotFoundError("Firma nicht gefunden");
    const current = await tx.company.findUniqueOrThrow({ where: { id: companyId }, select: PROFILE_SELECT });
    const allowed = new Set([...PROFILE_SERVICE_CHOICES, ...current.services]);
    if (input.services.some((service) => !allowed.has(service))) {
      throw new ValidationError("Bitte überprüfen Sie Ihre Eingaben.", {
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
  | "createdAt"
  | "assignedAt"
  | "emailConfirmedAt"
  | "consentWithdrawnAt"
  | "erasedAt"
  | "contactedAt"
  | "jobDoneAt"
  | "contactReleasedAt"
> & {
  contactReleasedAt: Date | null;
  createdAt: Date;
  assignedAt: Date;
  emailConfirmedAt: Date | null;
  consentWithdrawnAt: Date | null;
  erasedAt: Date | null;
  contactedAt: Date | null;
  jobDoneAt: Date | null;
};

/** Contact data only as leadContactView allows: released to this company and not erased. */
function toCompanyLead(row: LeadRow): CompanyLead {
  const contact = leadContactView(row, row.contactReleasedAt);
  return {
    ...row,
    quizAnswers: withoutSubsidyAnswers(row.quizAnswers),
    name: contact.name,
    email: contact.email,
    phone: contact.phone,
    contactReleasedAt: contact.contactReleasedAt,
    createdAt: row.createdAt.toISOString(),
    assignedAt: row.assignedAt.toISOString(),
    emailConfirmedAt: row.emailConfirmedAt?.toISOString() ?? null,
    consentWithdrawnAt: row.consentWithdrawnAt?.toISOString() ?? null,
    erasedAt: row.erasedAt?.toISOString() ?? null,
    contactedAt: row.contactedAt?.toISOString() ?? null,
    jobDoneAt: row.jobDoneAt?.toISOString() ?? null,
    siteVisit: row.siteVisit && {
      ...row.siteVisit,
      startsAt: row.siteVisit.startsAt ? new Date(row.siteVisit.startsAt).toISOString() : null,
    },
  };
}

export interface CompanyLeadsOptions {
  page: number;
  pageSize: number;
  q?: string;
  status?: string;
}

/** ILIKE pattern matching `text` anywhere, with %, _ and \ literal. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * Erased projects' name, e-mail and phone hold placeholders and are not searched; contact data not released to
 * the company are not searched either (a hit would confirm a guessed number).
 */
function searchCondition(q: string): Prisma.Sql {
  const pattern = likePattern(q);
  const digits = /^#?(\d{1,9})$/.exec(q);
  const byId = digits ? Prisma.sql` OR p.id = ${Number(digits[1])}` : Prisma.empty;
  const byZip = /^\d{1,10}$/.test(q) ? Prisma.sql` OR p.zip_code LIKE ${`${q}%`}` : Prisma.empty;
  // Phones are stored in E.164: "0664 123…" is compared by its digits without the trunk 0.
  const phoneDigits = /^[\d\s+()/.-]+$/.test(q) ? phoneSearchDigits(q.replace(/\D/g, "")) : "";
  const byPhone =
    phoneDigits.length >= 5
      ? Prisma.sql` OR regexp_replace(p.phone, '[^0-9]', '', 'g') LIKE ${likePattern(phoneDigits)}`
      : Prisma.empty;
  return Prisma.sql`AND ((p.erased_at IS NULL AND pa.contact_released_at IS NOT NULL
      AND (p.name ILIKE ${pattern} OR p.email ILIKE ${pattern} OR p.phone ILIKE ${pattern}${byPhone}))
    OR (p.erased_at IS NULL AND pa.contact_released_at IS NULL AND split_part(btrim(p.name), ' ', 1) ILIKE ${pattern})
    OR p.service_type ILIKE ${pattern}${byZip}${byId})`;
}

/**
 * One page of the company's leads, newest first, with `total` and `stats`. The page reads the
 * (company_id, lead_created_at, project_id) index in order, so it never sorts the whole list.
 * `assignmentCount` is a count only, never another company's data.
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
             pa.contact_released_at AS "contactReleasedAt",
             (SELECT count(*)::int FROM project_assignments other
              WHERE other.project_id = p.id AND other.ended_at IS NULL) AS "assignmentCount",
             (SELECT json_build_object('status', v.status, 'startsAt', v.starts_at,
                                       'durationMinutes', v.duration_minutes)
              FROM site_visits v WHERE v.assignment_id = pa.id
              ORDER BY v.status = 'cancelled', v.created_at DESC, v.id DESC LIMIT 1) AS "siteVisit"
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
 * Stat-card counts over all of the company's leads, from one grouped query: triggers copy the
 * answers the hot score reads onto each assignment, so no project is read per lead.
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
 * Locks the project, then the company's assignment (the order every assignment change uses).
 * @throws NotFoundError "Projekt nicht gefunden"
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
  if (!lead) throw new NotFoundError(COMPANY_LEAD_MESSAGES.notFound);
  return lead;
}

export interface LeadActionOptions {
  actor?: Pick<SessionUser, "id" | "role">;
  now?: Date;
}

/**
 * Sets the company's status of one lead and syncs the project's status and closedAt, history,
 * audit and commission entry, in one transaction. "Gewonnen" needs value (gross cents) and a
 * completion month within 3 years; leaving it needs a reason; Gewonnen/Verloren count as contact.
 * Returns only the company's own status, never the project-wide one.
 * @throws NotFoundError not assigned; ValidationError `reason` or `expectedCompletion`; ConflictError going back to
 *   "Offen" would exceed the companies-per-lead limit.
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
      throw new ValidationError("Bitte überprüfen Sie Ihre Eingaben.", {
        reason: COMPANY_LEAD_MESSAGES.reasonRequired,
      });
    }
    if (won) {
      const monthError = completionMonthError(
        change.expectedCompletion ?? "",
        completionMonthBounds(lead.assignedAt, now),
      );
      if (monthError)
        throw new ValidationError("Bitte überprüfen Sie Ihre Eingaben.", { expectedCompletion: monthError });
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
 * Marks a lead "Kontaktiert" once; later calls answer the first time.
 * @throws NotFoundError "Projekt nicht gefunden"
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
 * Marks the won job done once (starts the review invitation); later calls answer the first time.
 * @throws NotFoundError not assigned; ConflictError when the lead is not "Gewonnen".
 */
export async function markJobDone(
  companyId: number,
  projectId: number,
  options: LeadActionOptions = {},
): Promise<{ id: number; jobDoneAt: string; created: boolean }> {
  const now = options.now ?? new Date();
  const result = await getDb().$transaction(async (tx) => {
    const lead = await lockLead(tx, companyId, projectId);
    if (lead.status !== "Gewonnen") throw new ConflictError(COMPANY_LEAD_MESSAGES.notWon);
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
  if (result.created) await requestReviewInvitations();
  return result;
}

/** The company's own history of a lead, oldest first. @throws NotFoundError "Projekt nicht gefunden" */
export async function companyLeadEvents(companyId: number, projectId: number): Promise<AssignmentEventView[]> {
  const assignment = await getDb().projectAssignment.findUnique({
    where: { projectId_companyId: { projectId, companyId } },
    select: { endedAt: true },
  });
  if (!assignment || assignment.endedAt) throw new NotFoundError(COMPANY_LEAD_MESSAGES.notFound);
  return listAssignmentEvents(projectId, companyId);
}
