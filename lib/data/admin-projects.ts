/**
 * Data access of the admin's projects table and the matching of projects to companies.
 *
 * Sources: authenticated-side.md §2 "Projects", §4 ("Assignment", lead status), §7 (GET
 * /api/admin/projects, POST /api/admin/assign-lead) and issue 5 "Matching": up to 4 verified
 * companies per project, one company per call, offered while the project is Offen; each assignment
 * e-mails the company (service and district only, link to its dashboard) and shows on its dashboard
 * at once (the dashboard reads project_assignments).
 */
import "server-only";
import { getDb } from "@/lib/db";
import { env } from "@/lib/env";
import { serviceName } from "@/lib/content/service-catalog";
import { ERASED_RECIPIENT, eraseOutboxRows, projectOutboxRows, queueEmail, wakeEmailWorker } from "@/lib/email/outbox";
import { leadAssignedEmail } from "@/lib/email/templates";
import { Prisma } from "@/lib/generated/prisma/client";
import type {
  AdminCandidatesResponse,
  AdminProject,
  AdminProjectAssignment,
  AdminProjectsPage,
  AssignLeadResponse,
  ProjectEmailsResponse,
} from "@/lib/domain/admin-projects";
import {
  ERASED_NAME,
  answersWithoutFreeText,
  erasedEmail,
  escapeLike,
  PROJECT_EMAILS_LIMIT,
  PROJECT_EMAIL_TEMPLATE_LABELS,
  isAssignmentOverdue,
  OVERDUE_AFTER_HOURS,
  parseProjectSearch,
  projectStateAfterUnassign,
  type ProjectOperationResponse,
} from "@/lib/domain/admin-projects";
import { syncedProjectStatus, type ProjectStatus } from "@/lib/domain/project-status";
import {
  clarificationReasons,
  OPEN_AFTER_ANSWER_DAYS,
  VALUE_TOLERANCE_PERCENT,
  type InvoicedEntry,
} from "@/lib/domain/hire-reconciliation";
import type { QuizQuestion } from "@/lib/domain/quiz-types";
import { recordAudit, type AuditActor } from "@/lib/data/audit-log";
import { recordAssignmentEvent } from "@/lib/data/assignment-events";
import { syncCommissionEntry } from "@/lib/data/commission-ledger";
import { leadUnassignedEmail } from "@/lib/email/templates-projects";
import { leadWithdrawnEmail, projectErasedEmail } from "@/lib/email/templates-customer";
import {
  MAX_COMPANIES_PER_PROJECT,
  rankCandidates,
  serviceMatchNames,
  type CandidateCompany,
} from "@/lib/domain/matching";
import { assertAssignmentMayOpen, companiesPerLeadLimit, projectFullMessage } from "@/lib/data/assignment-limit";
import { EMPTY_COMPANY_STATS, getCompanyStats } from "@/lib/data/company-stats";
import { publicResponseMedianMs } from "@/lib/domain/response-time";
import { startOfDayInTimeZone } from "@/lib/domain/analytics";
import { closedAtAfterChange } from "@/lib/domain/project-closing";
import { ApiError } from "@/lib/http/api-error";
import { emailTemplateKey, emailTemplateLabel } from "@/lib/domain/admin-inbox";
import { maskEmail } from "@/lib/log";
import type { AdminProjectsQuery } from "@/lib/validation/admin-projects";

/**
 * Most verified companies the assign dialog ranks (those offering the service first); the answer says how many there
 * are in all (candidatesTotal), and the dialog's search reaches every other one.
 */
export const MAX_CANDIDATES = 500;

/** German answers of the refusals (all 404 or 409; nothing is written then). */
export const ASSIGN_ERRORS = {
  projectNotFound: "Projekt nicht gefunden",
  companyNotFound: "Firma nicht gefunden",
  projectNotOpen: "Nur offene Projekte können zugewiesen werden.",
  projectFull: projectFullMessage(MAX_COMPANIES_PER_PROJECT),
  duplicate: "Diese Firma ist dem Projekt bereits zugewiesen.",
  notVerified: "Nur verifizierte Firmen können Leads erhalten.",
  noLogin: "Diese Firma hat kein Benutzerkonto und kann nicht benachrichtigt werden.",
  consentWithdrawn:
    "Der Kunde hat seine Einwilligung widerrufen: Das Projekt darf an keine weitere Firma vermittelt werden.",
} as const;

interface ProjectRow {
  id: number;
  serviceType: string;
  zipCode: string;
  budget: string | null;
  name: string;
  email: string;
  quizAnswers: unknown;
  status: string;
  createdAt: Date;
  consentWithdrawnAt: Date | null;
  spamAt: Date | null;
  erasedAt: Date | null;
  closedAt: Date | null;
  emailConfirmedAt: Date | null;
  hireAnswer: string | null;
  hiredCompanyId: number | null;
  hireValueCents: number | null;
  hireAnsweredAt: Date | null;
  assignedCompanyId: number | null;
  assignedCompanyName: string | null;
  assignments: {
    companyId: number;
    companyName: string | null;
    status: string;
    assignedAt: string;
    contactedAt: string | null;
    wonValueCents: number | null;
    endedAt: string | null;
    endReason: string | null;
  }[];
  invoicedEntries: InvoicedEntry[];
}

/**
 * The assignments of a row, plus a legacy projects.assignedCompanyId that has no assignment row;
 * each with its contact time, won value and whether it is overdue at `now` (never for a withdrawn
 * or erased project: nobody can be reassigned there).
 */
function assignmentsOf(row: ProjectRow, now: Date): AdminProjectAssignment[] {
  const placeable = !row.consentWithdrawnAt && !row.erasedAt;
  const assignments: AdminProjectAssignment[] = row.assignments.map((assignment) => ({
    companyId: assignment.companyId,
    companyName: assignment.companyName,
    status: assignment.status,
    assignedAt: new Date(assignment.assignedAt).toISOString(),
    contactedAt: assignment.contactedAt ? new Date(assignment.contactedAt).toISOString() : null,
    wonValueCents: assignment.wonValueCents,
    overdue: placeable && !assignment.endedAt && isAssignmentOverdue(assignment, now),
    endedAt: assignment.endedAt ? new Date(assignment.endedAt).toISOString() : null,
    endReason: assignment.endReason,
  }));
  if (row.assignedCompanyId !== null && !assignments.some((a) => a.companyId === row.assignedCompanyId && !a.endedAt)) {
    assignments.unshift({
      companyId: row.assignedCompanyId,
      companyName: row.assignedCompanyName,
      status: row.status,
      assignedAt: null,
    });
  }
  return assignments;
}

/** The next calendar day of `day` (YYYY-MM-DD). */
function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/**
 * The conditions of a search text (see parseProjectSearch), any of which matches; `disjoint` when no
 * project matches two of them (so their counts add up).
 */
function searchAlternatives(q: string): { alternatives: Prisma.Sql[]; disjoint: boolean } | null {
  const search = parseProjectSearch(q);
  if (!search) return null;
  const phoneDigits = (digits: string) =>
    Prisma.sql`regexp_replace(p.phone, '[^0-9]', '', 'g') LIKE ${`%${escapeLike(digits)}%`}`;
  switch (search.kind) {
    case "id":
      return { alternatives: [Prisma.sql`p.id = ${search.id}`], disjoint: true };
    case "email":
      // Exact match on projects_email_idx: project e-mails are stored in lower case (lib/data/projects.ts,
      // migration 20261125012000_project_email_lower); a whole address never needs a contains scan.
      return { alternatives: [Prisma.sql`p.email = ${search.email.toLowerCase()}`], disjoint: true };
    case "digits": {
      // The PLZ or phone alternative first; the id alternative excludes what that one matches.
      const other =
        search.digits.length === 4
          ? Prisma.sql`p.zip_code = ${search.digits}`
          : search.digits.length >= 5
            ? phoneDigits(search.digits)
            : null;
      const alternatives = other ? [other] : [];
      if (search.id !== null) {
        alternatives.push(
          other ? Prisma.sql`(p.id = ${search.id} AND (${other}) IS NOT TRUE)` : Prisma.sql`p.id = ${search.id}`,
        );
      }
      return { alternatives: alternatives.length ? alternatives : [Prisma.sql`false`], disjoint: true };
    }
    case "text": {
      const pattern = `%${escapeLike(search.text)}%`;
      const alternatives = [Prisma.sql`p.name ILIKE ${pattern}`, Prisma.sql`p.email ILIKE ${pattern}`];
      if (search.digits) alternatives.push(phoneDigits(search.digits));
      return { alternatives, disjoint: false };
    }
  }
}

/** The WHERE condition of a search text: any of its alternatives. */
function searchCondition(q: string): Prisma.Sql | null {
  const search = searchAlternatives(q);
  if (!search) return null;
  return search.alternatives.length === 1
    ? search.alternatives[0]!
    : Prisma.sql`(${Prisma.join(search.alternatives, " OR ")})`;
}

/**
 * "Klärung nötig" as SQL over the alias `p` (issue 15 §2): the rules of
 * lib/domain/hire-reconciliation.ts `clarificationReasons`, stated once more for the list filter
 * (tests/integration/admin-projects-hire.test.ts checks that both agree). Every rule needs a hire
 * answer, so projects without one are skipped first.
 */
function clarificationCondition(now: Date): Prisma.Sql {
  const silentSince = new Date(now.getTime() - OPEN_AFTER_ANSWER_DAYS * 24 * 60 * 60 * 1000);
  return Prisma.sql`(p.hire_answer IS NOT NULL AND (
    EXISTS (SELECT 1 FROM project_assignments pa
            WHERE pa.project_id = p.id AND pa.status = 'Gewonnen' AND pa.ended_at IS NULL
              AND (p.hire_answer = 'none' OR (p.hire_answer = 'company' AND p.hired_company_id IS NOT NULL AND pa.company_id <> p.hired_company_id)))
    OR (p.hire_answer = 'company' AND p.hired_company_id IS NOT NULL AND (
          NOT EXISTS (SELECT 1 FROM project_assignments pa WHERE pa.project_id = p.id AND pa.company_id = p.hired_company_id AND pa.ended_at IS NULL)
          OR EXISTS (SELECT 1 FROM project_assignments pa
                     WHERE pa.project_id = p.id AND pa.company_id = p.hired_company_id AND pa.ended_at IS NULL
                       AND (pa.status = 'Verloren'
                            OR (pa.status = 'Offen' AND p.hire_answered_at <= ${silentSince})
                            OR (pa.status = 'Gewonnen' AND pa.won_value_cents IS NOT NULL AND p.hire_value_cents IS NOT NULL
                                AND abs(pa.won_value_cents::bigint - p.hire_value_cents) * 100 > ${VALUE_TOLERANCE_PERCENT}::bigint * pa.won_value_cents)))))
    OR EXISTS (SELECT 1 FROM commission_entries ce
               LEFT JOIN project_assignments pa ON pa.project_id = ce.project_id AND pa.company_id = ce.company_id AND pa.ended_at IS NULL
               WHERE ce.project_id = p.id AND ce.invoice_id IS NOT NULL AND ce.credit_note_id IS NULL
                 AND NOT (pa.id IS NOT NULL AND pa.status = 'Gewonnen' AND p.hire_answer = 'company'
                          AND p.hired_company_id = ce.company_id AND pa.won_value_cents = ce.order_value_cents))
  ))`;
}

/**
 * "überfällig" as SQL over the alias `p` (issue 15 §1, lib/domain/admin-projects.ts
 * `isAssignmentOverdue`): an assignment still Offen, never contacted, assigned OVERDUE_AFTER_HOURS
 * or more before `now`, in a project that may still be placed (not withdrawn, not erased).
 */
function overdueCondition(now: Date): Prisma.Sql {
  const assignedBefore = new Date(now.getTime() - OVERDUE_AFTER_HOURS * 60 * 60 * 1000);
  return Prisma.sql`(p.consent_withdrawn_at IS NULL AND p.erased_at IS NULL AND EXISTS (
    SELECT 1 FROM project_assignments pa
    WHERE pa.project_id = p.id AND pa.status = 'Offen' AND pa.ended_at IS NULL AND pa.contacted_at IS NULL
      AND pa.assigned_at <= ${assignedBefore}))`;
}

/**
 * The WHERE clause of a projects query (spam projects only with `spam`, never without); `search`
 * replaces the condition of the search text `query.q`.
 */
function projectsWhere(
  query: AdminProjectsQuery,
  now: Date,
  search: Prisma.Sql | null = query.q ? searchCondition(query.q) : null,
): Prisma.Sql {
  const conditions: Prisma.Sql[] = [query.spam ? Prisma.sql`p.spam_at IS NOT NULL` : Prisma.sql`p.spam_at IS NULL`];
  if (query.status) conditions.push(Prisma.sql`p.status = ${query.status}`);
  if (query.service) conditions.push(Prisma.sql`p.service_type = ${query.service}`);
  // Exactly what the projects badge counts (lib/data/admin-dashboard.ts): Offen and no active assignment.
  if (query.unassigned) {
    conditions.push(
      Prisma.sql`p.status = 'Offen' AND NOT EXISTS (SELECT 1 FROM project_assignments pa WHERE pa.project_id = p.id AND pa.ended_at IS NULL)`,
    );
  }
  if (query.confirmed === true) conditions.push(Prisma.sql`p.email_confirmed_at IS NOT NULL`);
  if (query.confirmed === false) conditions.push(Prisma.sql`p.email_confirmed_at IS NULL`);
  if (query.clarification) conditions.push(clarificationCondition(now));
  if (query.overdue) conditions.push(overdueCondition(now));
  if (query.from) conditions.push(Prisma.sql`p.created_at >= ${startOfDayInTimeZone(query.from, VIENNA)}`);
  if (query.to) conditions.push(Prisma.sql`p.created_at < ${startOfDayInTimeZone(nextDay(query.to), VIENNA)}`);
  if (search) conditions.push(search);
  return Prisma.sql`WHERE ${Prisma.join(conditions, " AND ")}`;
}

const VIENNA = "Europe/Vienna";

/**
 * The ORDER BY of a projects page over the alias `alias` (which has id, created_at and
 * email_confirmed_at): newest or oldest first, or (sort "confirmed", issue 14 §2) confirmed e-mail
 * addresses first, newest confirmation first, then the unconfirmed ones newest first.
 */
function projectsOrder(sort: AdminProjectsQuery["sort"], alias: "p" | "page"): Prisma.Sql {
  const table = Prisma.raw(alias);
  if (sort === "oldest") return Prisma.sql`${table}.created_at ASC, ${table}.id ASC`;
  const newest = Prisma.sql`${table}.created_at DESC, ${table}.id DESC`;
  return sort === "confirmed" ? Prisma.sql`${table}.email_confirmed_at DESC NULLS LAST, ${newest}` : newest;
}

/**
 * The SQL expression counting the projects of `query`. A search of disjoint alternatives (a PLZ
 * that is also a project id) is counted per alternative and summed: each count then runs on its
 * own index, the PLZ one index-only on (zip_code, spam_at, created_at), where one count over
 * "id OR PLZ" would read every matching row from the table.
 */
function countOf(query: AdminProjectsQuery, now: Date): Prisma.Sql {
  const search = query.q ? searchAlternatives(query.q) : null;
  const wheres =
    search && search.disjoint && search.alternatives.length > 1
      ? search.alternatives.map((alternative) => projectsWhere(query, now, alternative))
      : [projectsWhere(query, now)];
  return Prisma.join(
    wheres.map((where) => Prisma.sql`(SELECT count(*) FROM projects p ${where})`),
    " + ",
  );
}

/**
 * One page of projects matching the filters (see adminProjectsQuerySchema), newest first
 * (created_at desc, then id desc), oldest first, or confirmed e-mail addresses first (sort
 * "confirmed", issue 14 §2). Spam projects are listed only with `spam`; `confirmed` filters by the
 * e-mail confirmation. Each row carries emailConfirmedAt.
 * Two statements run in parallel: the page and the count (and the settings' companies per lead). The page first picks the ids of its rows
 * (over the created_at, (status, created_at), zip_code or email index where the filter allows), and
 * only then reads the columns the table shows and aggregates each project's companies (through the
 * (project_id, company_id) index), so a deep page never aggregates the rows it skips.
 * A search text: "#123" the id; digits the id, a 4-digit PLZ exactly, 5+ digits part of the phone
 * number (digits only); a whole e-mail address exactly (case-insensitive); other text part of
 * name or e-mail (case-insensitive).
 */
export async function listAdminProjects(query: AdminProjectsQuery, now: Date = new Date()): Promise<AdminProjectsPage> {
  const { page, pageSize } = query;
  const where = projectsWhere(query, now);
  const offset = (page - 1) * pageSize;
  const db = getDb();
  const [rows, [count], companiesPerLead] = await Promise.all([
    db.$queryRaw<ProjectRow[]>`
      WITH page AS (
        SELECT p.id, p.created_at, p.email_confirmed_at FROM projects p
        ${where}
        ORDER BY ${projectsOrder(query.sort, "p")}
        LIMIT ${pageSize} OFFSET ${offset}
      )
      SELECT p.id, p.service_type AS "serviceType", p.zip_code AS "zipCode", p.budget, p.name, p.email,
             p.quiz_answers AS "quizAnswers", p.status, p.created_at AS "createdAt",
             p.consent_withdrawn_at AS "consentWithdrawnAt", p.spam_at AS "spamAt", p.erased_at AS "erasedAt",
             p.closed_at AS "closedAt", p.email_confirmed_at AS "emailConfirmedAt",
             p.hire_answer AS "hireAnswer", p.hired_company_id AS "hiredCompanyId", p.hire_value_cents AS "hireValueCents",
             p.hire_answered_at AS "hireAnsweredAt",
             p.assigned_company_id AS "assignedCompanyId", ac.name AS "assignedCompanyName",
             coalesce((
               SELECT json_agg(json_build_object('companyId', pa.company_id, 'companyName', c.name,
                                                 'status', pa.status, 'assignedAt', pa.assigned_at,
                                                 'contactedAt', pa.contacted_at, 'wonValueCents', pa.won_value_cents,
                                                 'endedAt', pa.ended_at, 'endReason', pa.end_reason)
                               ORDER BY pa.assigned_at, pa.id)
               FROM project_assignments pa LEFT JOIN companies c ON c.id = pa.company_id
               WHERE pa.project_id = p.id), '[]'::json) AS assignments,
             coalesce((
               SELECT json_agg(json_build_object('companyId', ce.company_id, 'orderValueCents', ce.order_value_cents) ORDER BY ce.id)
               FROM commission_entries ce
               WHERE ce.project_id = p.id AND ce.invoice_id IS NOT NULL AND ce.credit_note_id IS NULL), '[]'::json) AS "invoicedEntries"
      FROM page
      JOIN projects p ON p.id = page.id
      LEFT JOIN companies ac ON ac.id = p.assigned_company_id
      ORDER BY ${projectsOrder(query.sort, "page")}`,
    db.$queryRaw<{ total: number }[]>`SELECT (${countOf(query, now)})::int AS total`,
    companiesPerLeadLimit(),
  ]);
  const projects: AdminProject[] = rows.map((row) => {
    const assignments = assignmentsOf(row, now);
    return {
      id: row.id,
      serviceType: row.serviceType,
      zipCode: row.zipCode,
      budget: row.budget,
      name: row.name,
      email: row.email,
      quizAnswers: row.quizAnswers,
      status: row.status,
      createdAt: row.createdAt.toISOString(),
      assignments,
      consentWithdrawnAt: row.consentWithdrawnAt?.toISOString() ?? null,
      spamAt: row.spamAt?.toISOString() ?? null,
      erasedAt: row.erasedAt?.toISOString() ?? null,
      closedAt: row.closedAt?.toISOString() ?? null,
      emailConfirmedAt: row.emailConfirmedAt?.toISOString() ?? null,
      hireAnswer: row.hireAnswer,
      hiredCompanyId: row.hiredCompanyId,
      hireValueCents: row.hireValueCents,
      hireAnsweredAt: row.hireAnsweredAt?.toISOString() ?? null,
      clarification: clarificationReasons({
        hireAnswer: row.hireAnswer,
        hiredCompanyId: row.hiredCompanyId,
        hireValueCents: row.hireValueCents,
        hireAnsweredAt: row.hireAnsweredAt,
        // Only real, active assignment rows (a legacy assignedCompanyId has no Gewonnen of its own; an ended one is history).
        assignments: assignments
          .filter((assignment) => assignment.assignedAt !== null && !assignment.endedAt)
          .map((assignment) => ({
            companyId: assignment.companyId,
            companyName: assignment.companyName,
            status: assignment.status,
            wonValueCents: assignment.wonValueCents ?? null,
          })),
        invoicedEntries: row.invoicedEntries,
        now,
      }),
    };
  });
  return { projects, total: count?.total ?? 0, page, pageSize, companiesPerLead };
}

/**
 * The verified, not deactivated companies (with a login) that are not yet assigned to project `projectId`, ranked
 * by fit (lib/domain/matching.ts), with each company's number of open assignments, and the
 * project's e-mail confirmation (issue 14 §2: shown in the assign dialog; unconfirmed projects
 * stay assignable).
 *
 * @throws ApiError 404 when the project does not exist.
 */
export async function listCandidates(projectId: number): Promise<AdminCandidatesResponse> {
  const db = getDb();
  const project = await db.project.findUnique({
    where: { id: projectId },
    select: {
      id: true,
      serviceType: true,
      zipCode: true,
      status: true,
      emailConfirmedAt: true,
      _count: { select: { assignments: { where: { status: "Offen", endedAt: null } } } },
    },
  });
  if (!project) throw new ApiError(404, ASSIGN_ERRORS.projectNotFound);
  const [counted] = await db.$queryRaw<{ total: number }[]>`
      SELECT count(*)::int AS total FROM companies c
      WHERE c.verified AND c.user_id IS NOT NULL AND c.deactivated_at IS NULL
        AND NOT EXISTS (SELECT 1 FROM project_assignments pa WHERE pa.project_id = ${projectId} AND pa.company_id = c.id AND pa.ended_at IS NULL)`;
  const companies = await db.$queryRaw<CandidateCompany[]>`
      SELECT c.id, c.name, c.city, c.services, c.contact_info AS "contactInfo", c.zip_code AS "zipCode", c.districts,
             (SELECT count(*)::int FROM project_assignments o
              WHERE o.company_id = c.id AND o.status = 'Offen' AND o.ended_at IS NULL) AS "openAssignments"
      FROM companies c
      WHERE c.verified AND c.user_id IS NOT NULL AND c.deactivated_at IS NULL
        AND NOT EXISTS (SELECT 1 FROM project_assignments pa WHERE pa.project_id = ${projectId} AND pa.company_id = c.id AND pa.ended_at IS NULL)
      -- Companies offering the project's service first (the ranking's first criterion), so the
      -- bound never drops a matching company in favour of one that does not offer the service.
      ORDER BY EXISTS (
                 SELECT 1 FROM unnest(c.services) s
                 WHERE regexp_replace(lower(trim(s)), '\\s+', ' ', 'g') = ANY(${[...serviceMatchNames(project.serviceType)]}::text[])
               ) DESC,
               c.name, c.id
      LIMIT ${MAX_CANDIDATES}`;
  return {
    project: {
      id: project.id,
      serviceType: project.serviceType,
      zipCode: project.zipCode,
      status: project.status,
      assignedCount: project._count.assignments,
      companiesPerLead: await companiesPerLeadLimit(),
      emailConfirmedAt: project.emailConfirmedAt?.toISOString() ?? null,
    },
    candidates: rankCandidates(project, await withRankingStats(companies)),
    candidatesTotal: counted?.total ?? 0,
  };
}

/**
 * `companies` with the ranking's recorded figures (issue 15 §6, lib/data/company-stats.ts, one
 * query): the published median response time (from MIN_RESPONSE_SAMPLES contacts) and the rating.
 */
async function withRankingStats(companies: readonly CandidateCompany[]): Promise<CandidateCompany[]> {
  const stats = await getCompanyStats(companies.map((company) => company.id));
  return companies.map((company) => {
    const figures = stats.get(company.id) ?? EMPTY_COMPANY_STATS;
    return {
      ...company,
      responseMedianMs: publicResponseMedianMs(figures),
      ratingAverage: figures.ratingAverage,
      ratingCount: figures.ratingCount,
    };
  });
}

/** A masked recipient as the admin sees it: "gelöscht" once the erasure removed it, else maskEmail (lib/log.ts). */
function maskedRecipient(address: string): string {
  return address === ERASED_RECIPIENT ? ERASED_RECIPIENT : maskEmail(address);
}

/**
 * The customer e-mails of project `projectId` (issue 14 §6): the outbox rows with its project_id
 * (confirmation, "Mein Projekt" links, erasure confirmation), newest first (ties by id), at most
 * PROJECT_EMAILS_LIMIT, with subject, German template name (PROJECT_EMAIL_TEMPLATE_LABELS, else the
 * admin inbox's names), status, queue and send times and the
 * recipient masked as the admin's "E-Mails" section masks it. Never the bodies.
 *
 * @returns the rows and `total`, the number of all of them.
 * @throws ApiError 404 "Projekt nicht gefunden" for an unknown project.
 */
export async function listProjectEmails(projectId: number): Promise<ProjectEmailsResponse> {
  const db = getDb();
  const [project, rows, total] = await Promise.all([
    db.project.findUnique({ where: { id: projectId }, select: { id: true } }),
    db.emailOutbox.findMany({
      where: { projectId },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: PROJECT_EMAILS_LIMIT,
      select: { id: true, to: true, subject: true, idempotencyKey: true, status: true, createdAt: true, sentAt: true },
    }),
    db.emailOutbox.count({ where: { projectId } }),
  ]);
  if (!project) throw new ApiError(404, ASSIGN_ERRORS.projectNotFound);
  return {
    projectId,
    total,
    emails: rows.map((row) => ({
      id: row.id,
      createdAt: row.createdAt.toISOString(),
      sentAt: row.sentAt?.toISOString() ?? null,
      to: row.to.map(maskedRecipient),
      template:
        PROJECT_EMAIL_TEMPLATE_LABELS[emailTemplateKey(row.idempotencyKey)] ?? emailTemplateLabel(row.idempotencyKey),
      subject: row.subject,
      status: row.status,
    })),
  };
}

/** The project row as the operations read it, locked (SELECT … FOR UPDATE). */
interface LockedProject {
  id: number;
  serviceType: string;
  zipCode: string;
  status: string;
  assignedCompanyId: number | null;
  closedAt: Date | null;
  consentWithdrawnAt: Date | null;
  spamAt: Date | null;
  erasedAt: Date | null;
}

/**
 * Reads and locks project `projectId` for the rest of transaction `tx`, so operations on one
 * project (assign, unassign, reopen, status, spam, erase) run one after the other.
 *
 * @throws ApiError 404 "Projekt nicht gefunden".
 */
async function lockProject(tx: Prisma.TransactionClient, projectId: number): Promise<LockedProject> {
  const [project] = await tx.$queryRaw<LockedProject[]>`
    SELECT id, service_type AS "serviceType", zip_code AS "zipCode", status, assigned_company_id AS "assignedCompanyId",
           closed_at AS "closedAt", consent_withdrawn_at AS "consentWithdrawnAt", spam_at AS "spamAt", erased_at AS "erasedAt"
    FROM projects WHERE id = ${projectId} FOR UPDATE`;
  if (!project) throw new ApiError(404, ASSIGN_ERRORS.projectNotFound);
  return project;
}

/** What replaces the customer's name, e-mail and phone in the texts of an erased project's offers. */
const ERASED_TEXT = "[gelöscht]";

/**
 * Replaces every occurrence of `values` (the customer's name, e-mail and phone; empty ones skipped)
 * in the tier JSON of project `projectId`'s offers by ERASED_TEXT (issue 14 §3): generated texts may
 * address the customer by name.
 */
async function scrubOffers(tx: Prisma.TransactionClient, projectId: number, values: readonly string[]): Promise<void> {
  const needles = values.map((value) => value.trim()).filter((value) => value.length >= 2);
  if (needles.length === 0) return;
  const offers = await tx.bathroomOffer.findMany({
    where: { projectId },
    select: { id: true, budgetOffer: true, standardOffer: true, premiumOffer: true },
  });
  const scrub = (value: Prisma.JsonValue | null) => {
    if (value === null) return Prisma.DbNull;
    let text = JSON.stringify(value);
    for (const needle of needles) text = text.split(JSON.stringify(needle).slice(1, -1)).join(ERASED_TEXT);
    return JSON.parse(text) as Prisma.InputJsonValue;
  };
  for (const offer of offers) {
    await tx.bathroomOffer.update({
      where: { id: offer.id },
      data: {
        budgetOffer: scrub(offer.budgetOffer),
        standardOffer: scrub(offer.standardOffer),
        premiumOffer: scrub(offer.premiumOffer),
      },
      select: { id: true },
    });
  }
}

/** Refuses a project that may not be placed any more: consent withdrawn, spam or erased (409). */
function assertPlaceable(project: LockedProject): void {
  if (project.consentWithdrawnAt) throw new ApiError(409, ASSIGN_ERRORS.consentWithdrawn);
  if (project.spamAt) throw new ApiError(409, OPERATION_ERRORS.spam);
  if (project.erasedAt) throw new ApiError(409, OPERATION_ERRORS.erased);
}

const TX_OPTIONS = { maxWait: 10_000, timeout: 15_000 } as const;

/**
 * Assigns ONE company to a project: adds a project_assignments row (status Offen), sets
 * projects.assignedCompanyId to the first assigned company, writes the audit row "project.assign"
 * (when an actor is given) and queues the company's e-mail (leadAssignedEmail: service and district
 * only, link to SITE_URL/company-dashboard; idempotency key `lead-assigned-{projectId}-{companyId}`,
 * or with `-{assignmentId}` appended when the company had the lead before and was removed), all in one
 * transaction. A company removed earlier gets its ended row back (status Offen, new assignedAt, an
 * assignment_events row "reassigned"). assertAssignmentMayOpen locks the project and enforces the
 * companies-per-lead limit of OPEN, not ended assignments (Gewonnen, Verloren and ended do not count).
 *
 * @throws ApiError 404 unknown project or company; 409 consent withdrawn (/datenschutz: no further
 *   company receives the lead), spam, erased, project not Offen (reopen it first), already 4 open
 *   companies, company already assigned, company deactivated, company not verified, company without a login.
 */
export async function assignLead(
  projectId: number,
  companyId: number,
  actor?: AuditActor,
): Promise<AssignLeadResponse> {
  // Read before the transaction.
  const limit = await companiesPerLeadLimit();
  return getDb().$transaction(async (tx) => {
    const project = await lockProject(tx, projectId);
    const company = await tx.company.findUnique({
      where: { id: companyId },
      select: { id: true, name: true, verified: true, deactivatedAt: true, user: { select: { email: true } } },
    });
    if (!company) throw new ApiError(404, ASSIGN_ERRORS.companyNotFound);
    assertPlaceable(project);
    if (project.status !== "Offen") throw new ApiError(409, ASSIGN_ERRORS.projectNotOpen);
    if (company.deactivatedAt) throw new ApiError(409, COMPANY_DEACTIVATED);
    if (!company.verified) throw new ApiError(409, ASSIGN_ERRORS.notVerified);
    if (!company.user) throw new ApiError(409, ASSIGN_ERRORS.noLogin);

    const earlierRow = await tx.projectAssignment.findUnique({
      where: { projectId_companyId: { projectId, companyId } },
      select: { id: true, status: true, endedAt: true },
    });
    if (earlierRow && !earlierRow.endedAt) throw new ApiError(409, ASSIGN_ERRORS.duplicate);
    await assertAssignmentMayOpen(tx, projectId, earlierRow?.id, limit);

    // A company removed before gets its ended row back as a fresh lead; the history keeps both periods.
    const now = new Date();
    const fresh = {
      status: "Offen",
      assignedAt: now,
      contactedAt: null,
      contactReminderSentAt: null,
      wonValueCents: null,
      expectedCompletion: null,
    };
    const assignment = earlierRow
      ? await tx.projectAssignment.update({
          where: { id: earlierRow.id },
          data: { ...fresh, jobDoneAt: null, endedAt: null, endReason: null, endedByUserId: null },
          select: { id: true, assignedAt: true },
        })
      : await tx.projectAssignment.create({
          data: { projectId, companyId, ...fresh },
          select: { id: true, assignedAt: true },
        });
    if (earlierRow) {
      await recordAssignmentEvent(tx, {
        assignmentId: assignment.id,
        kind: "reassigned",
        fromStatus: earlierRow.status,
        toStatus: "Offen",
        actorUserId: actor ? actorUserId(actor) : null,
        createdAt: now,
      });
    }
    if (project.assignedCompanyId === null) {
      await tx.project.update({
        where: { id: projectId },
        data: { assignedCompanyId: companyId },
        select: { id: true },
      });
    }
    if (actor) {
      await recordAudit(tx, {
        actor,
        action: "project.assign",
        entityType: "project",
        entityId: projectId,
        after: { companyId, companyName: company.name, status: "Offen", ...(earlierRow ? { reassigned: true } : {}) },
      });
    }
    const firstKey = `lead-assigned-${projectId}-${companyId}`;
    const earlier = await tx.emailOutbox.findUnique({ where: { idempotencyKey: firstKey }, select: { id: true } });
    await queueEmail(
      {
        to: company.user.email,
        ...leadAssignedEmail({
          companyName: company.name,
          serviceLabel: serviceName(project.serviceType),
          district: project.zipCode,
          dashboardUrl: new URL("/company-dashboard", env.SITE_URL).toString(),
        }),
        idempotencyKey: earlier ? `${firstKey}-${assignment.id}-${now.getTime()}` : firstKey,
        projectId,
        companyId,
      },
      tx,
    );
    return {
      message: `Das Projekt wurde ${company.name} zugewiesen und die Firma per E-Mail benachrichtigt.`,
      assignment: { projectId, companyId, status: "Offen", assignedAt: assignment.assignedAt.toISOString() },
    };
  }, TX_OPTIONS);
}

/** assignLead's answer (409) for a company the admin deactivated (issue 13 §2). */
export const COMPANY_DEACTIVATED = "Die Firma ist deaktiviert und erhält keine neuen Leads.";

/** German answers of the operations' refusals (besides ASSIGN_ERRORS). */
export const OPERATION_ERRORS = {
  spam: "Das Projekt ist als Spam markiert und kann nicht vermittelt werden.",
  erased: "Die Kundendaten dieses Projekts wurden gelöscht: Es kann nicht vermittelt werden.",
  notAssigned: "Diese Firma ist dem Projekt nicht zugewiesen.",
  alreadyOpen: "Das Projekt ist bereits offen.",
  alreadySpam: "Das Projekt ist bereits als Spam markiert.",
  alreadyErased: "Die Kundendaten dieses Projekts wurden bereits gelöscht.",
} as const;

/** The answer of an operation: the project's state afterwards. */
function operationResult(
  message: string,
  project: { id: number; status: string; closedAt: Date | null; assignedCompanyId: number | null },
): ProjectOperationResponse {
  return {
    message,
    project: {
      id: project.id,
      status: project.status,
      closedAt: project.closedAt?.toISOString() ?? null,
      assignedCompanyId: project.assignedCompanyId,
    },
  };
}

/**
 * Removes company `companyId` from project `projectId`: ends the assignment (endedAt,
 * endReason = `reason`, endedByUserId; an assignment_events row "ended"), so the lead leaves the
 * company's list while the customer's room, export and the history keep it; recomputes projects.assignedCompanyId (the earliest remaining
 * company), status and closedAt (projectStateAfterUnassign), writes the audit row "project.unassign"
 * with the reason and queues the company's German e-mail (leadUnassignedEmail, no customer data), in
 * one transaction.
 *
 * @throws ApiError 404 unknown project, or the company is not (or no longer) assigned to it.
 */
export async function unassignCompany(
  actor: AuditActor,
  projectId: number,
  companyId: number,
  reason: string,
): Promise<ProjectOperationResponse> {
  return getDb().$transaction(async (tx) => {
    const project = await lockProject(tx, projectId);
    const assignment = await tx.projectAssignment.findUnique({
      where: { projectId_companyId: { projectId, companyId } },
      select: {
        id: true,
        status: true,
        endedAt: true,
        company: { select: { name: true, user: { select: { email: true } } } },
      },
    });
    if (!assignment || assignment.endedAt) throw new ApiError(404, OPERATION_ERRORS.notAssigned);
    const now = new Date();
    // An open commission entry goes with the job (no FK); an invoiced one stays for the credit note ("Klärung nötig").
    await tx.commissionEntry.deleteMany({ where: { assignmentId: assignment.id, invoiceId: null } });
    // Ended, not deleted: the customer's room and export keep listing who received the data.
    await tx.projectAssignment.update({
      where: { id: assignment.id },
      data: { endedAt: now, endReason: reason, endedByUserId: actorUserId(actor) },
      select: { id: true },
    });
    await recordAssignmentEvent(tx, {
      assignmentId: assignment.id,
      kind: "ended",
      fromStatus: assignment.status,
      reason,
      actorUserId: actorUserId(actor),
      createdAt: now,
    });
    const remaining = await tx.projectAssignment.findMany({
      where: { projectId, endedAt: null },
      orderBy: [{ assignedAt: "asc" }, { id: "asc" }],
      select: { companyId: true, status: true },
    });
    const next = projectStateAfterUnassign({
      status: project.status,
      closedAt: project.closedAt,
      consentWithdrawnAt: project.consentWithdrawnAt,
      remainingStatuses: remaining.map((row) => row.status),
      now,
    });
    const assignedCompanyId = remaining[0]?.companyId ?? null;
    await tx.project.update({
      where: { id: projectId },
      data: { assignedCompanyId, status: next.status, closedAt: next.closedAt },
      select: { id: true },
    });
    await recordAudit(tx, {
      actor,
      action: "project.unassign",
      entityType: "project",
      entityId: projectId,
      before: {
        companyId,
        companyName: assignment.company.name,
        assignmentStatus: assignment.status,
        status: project.status,
      },
      after: { status: next.status, closedAt: next.closedAt?.toISOString() ?? null, assignedCompanyId },
      note: reason,
    });
    if (assignment.company.user) {
      await queueEmail(
        {
          to: assignment.company.user.email,
          ...leadUnassignedEmail({
            companyName: assignment.company.name,
            projectId,
            serviceLabel: serviceName(project.serviceType),
            district: project.zipCode,
          }),
          idempotencyKey: `lead-unassigned-${projectId}-${companyId}-${assignment.id}-${now.getTime()}`,
          projectId,
          companyId,
        },
        tx,
      );
    }
    return operationResult(`${assignment.company.name} wurde vom Projekt entfernt und per E-Mail benachrichtigt.`, {
      id: projectId,
      status: next.status,
      closedAt: next.closedAt,
      assignedCompanyId,
    });
  }, TX_OPTIONS);
}

/**
 * Reopens a closed project for new companies (issue 13 §1): status Offen, closedAt cleared, audit
 * row "project.reopen" with the optional note. Assignments stay as they are; up to 4 companies may
 * then hold an open assignment.
 *
 * @throws ApiError 404 unknown project; 409 consent withdrawn, spam, erased, or already open.
 */
export async function reopenProject(
  actor: AuditActor,
  projectId: number,
  note?: string,
): Promise<ProjectOperationResponse> {
  return getDb().$transaction(async (tx) => {
    const project = await lockProject(tx, projectId);
    assertPlaceable(project);
    if (project.status === "Offen" && project.closedAt === null) throw new ApiError(409, OPERATION_ERRORS.alreadyOpen);
    await tx.project.update({
      where: { id: projectId },
      data: { status: "Offen", closedAt: null },
      select: { id: true },
    });
    await recordAudit(tx, {
      actor,
      action: "project.reopen",
      entityType: "project",
      entityId: projectId,
      before: { status: project.status, closedAt: project.closedAt?.toISOString() ?? null },
      after: { status: "Offen", closedAt: null },
      note: note || undefined,
    });
    return operationResult("Das Projekt ist wieder offen und kann weiteren Firmen zugewiesen werden.", {
      id: projectId,
      status: "Offen",
      closedAt: null,
      assignedCompanyId: project.assignedCompanyId,
    });
  }, TX_OPTIONS);
}

/**
 * Overrides a status with a note (issue 13 §1). Without `companyId`: the project's own status
 * (closedAt cleared for Offen, kept or set now otherwise). With `companyId`: that company's status
 * of the lead, and the project's status and closedAt follow all assignments as when a company sets
 * it (syncedProjectStatus, closedAtAfterChange); Gewonnen/Verloren set contactedAt when unset, a
 * change is kept in the assignment's history (assignment_events, reason "Admin: {note}") and the
 * commission entry follows (syncCommissionEntry). Audit row "project.status" or
 * "project.assignment-status" with before and after.
 *
 * @throws ApiError 404 unknown project, or the company is not assigned to it.
 */
export async function overrideProjectStatus(
  actor: AuditActor,
  projectId: number,
  input: { status: ProjectStatus; companyId?: number; note: string },
): Promise<ProjectOperationResponse> {
  // Read before the transaction.
  const limit = await companiesPerLeadLimit();
  return getDb().$transaction(async (tx) => {
    const project = await lockProject(tx, projectId);
    const now = new Date();
    if (input.companyId === undefined) {
      const closedAt = input.status === "Offen" && !project.consentWithdrawnAt ? null : (project.closedAt ?? now);
      await tx.project.update({
        where: { id: projectId },
        data: { status: input.status, closedAt },
        select: { id: true },
      });
      await recordAudit(tx, {
        actor,
        action: "project.status",
        entityType: "project",
        entityId: projectId,
        before: { status: project.status, closedAt: project.closedAt?.toISOString() ?? null },
        after: { status: input.status, closedAt: closedAt?.toISOString() ?? null },
        note: input.note,
      });
      return operationResult(`Der Projektstatus ist jetzt „${input.status}“.`, {
        ...project,
        status: input.status,
        closedAt,
      });
    }
    const companyId = input.companyId;
    const assignment = await tx.projectAssignment.findUnique({
      where: { projectId_companyId: { projectId, companyId } },
      select: { id: true, status: true, contactedAt: true, endedAt: true, company: { select: { name: true } } },
    });
    if (!assignment || assignment.endedAt) throw new ApiError(404, OPERATION_ERRORS.notAssigned);
    if (input.status === "Offen" && assignment.status !== "Offen")
      await assertAssignmentMayOpen(tx, projectId, assignment.id, limit);
    await tx.projectAssignment.update({
      where: { id: assignment.id },
      // Gewonnen/Verloren count as contact (issue 15 §1).
      data: {
        status: input.status,
        ...(input.status !== "Offen" ? { contactedAt: assignment.contactedAt ?? now } : {}),
      },
      select: { id: true },
    });
    if (assignment.status !== input.status) {
      await recordAssignmentEvent(tx, {
        assignmentId: assignment.id,
        kind: "status",
        fromStatus: assignment.status,
        toStatus: input.status,
        reason: `Admin: ${input.note}`,
        actorUserId: actorUserId(actor),
        createdAt: now,
      });
    }
    await syncCommissionEntry(tx, assignment.id, now);
    const active = await tx.projectAssignment.findMany({
      where: { projectId, endedAt: null },
      select: { status: true },
    });
    const statuses = active.map((row) => row.status);
    const status = syncedProjectStatus(statuses);
    const closedAt = closedAtAfterChange({
      assignmentStatuses: statuses,
      closedAt: project.closedAt,
      consentWithdrawnAt: project.consentWithdrawnAt,
      now,
    });
    await tx.project.update({ where: { id: projectId }, data: { status, closedAt }, select: { id: true } });
    await recordAudit(tx, {
      actor,
      action: "project.assignment-status",
      entityType: "project",
      entityId: projectId,
      before: {
        companyId,
        companyName: assignment.company.name,
        assignmentStatus: assignment.status,
        status: project.status,
      },
      after: { companyId, assignmentStatus: input.status, status, closedAt: closedAt?.toISOString() ?? null },
      note: input.note,
    });
    return operationResult(`Der Status von ${assignment.company.name} ist jetzt „${input.status}“.`, {
      ...project,
      status,
      closedAt,
    });
  }, TX_OPTIONS);
}

/** The user id of an admin actor for assignment_events.actor_user_id (null for system and customer). */
function actorUserId(actor: AuditActor): number | null {
  return typeof actor === "object" ? actor.id : null;
}

/** German answers of the admin's clarification. */
export const RESOLVE_HIRE_MESSAGES = {
  company: (name: string) => `Geklärt: ${name} hat den Auftrag bekommen. Beide Angaben sind gespeichert.`,
  none: "Geklärt: Keine der Firmen hat den Auftrag bekommen. Beide Angaben sind gespeichert.",
} as const;

/**
 * The admin settles "Klärung nötig" (issue 15 §2) by recording both answers at once:
 * - with `companyId`: the project's hire answer names that company with `value` (euro cents), and
 *   that company's assignment becomes Gewonnen with the same value (contactedAt set when unset);
 *   the other assignments stay as they are;
 * - with `companyId` null: the hire answer is "keine der Firmen", and every assignment that says
 *   Gewonnen becomes Verloren (its value cleared).
 * Every changed assignment gets an assignment_events row (kind "status", reason "Klärung durch
 * Admin: {note}", the value); the project's status and closedAt follow the assignments; audit row
 * "project.hire-resolve" with before and after; then every assignment's commission entry is brought
 * in line (syncCommissionEntry: the named company's job gets its entry). One transaction with the
 * project row locked.
 *
 * @throws ApiError 404 unknown project, or the company is not assigned to it.
 */
export async function resolveHireClarification(
  actor: AuditActor,
  projectId: number,
  input: { companyId: number | null; value: number | null; note: string },
  now: Date = new Date(),
): Promise<ProjectOperationResponse> {
  return getDb().$transaction(async (tx) => {
    const project = await lockProject(tx, projectId);
    const before = await tx.project.findUniqueOrThrow({
      where: { id: projectId },
      select: { hireAnswer: true, hiredCompanyId: true, hireValueCents: true },
    });
    const assignments = await tx.projectAssignment.findMany({
      where: { projectId, endedAt: null },
      orderBy: [{ assignedAt: "asc" }, { id: "asc" }],
      select: {
        id: true,
        companyId: true,
        status: true,
        wonValueCents: true,
        contactedAt: true,
        company: { select: { name: true } },
      },
    });
    const target =
      input.companyId === null ? null : assignments.find((assignment) => assignment.companyId === input.companyId);
    if (input.companyId !== null && !target) throw new ApiError(404, OPERATION_ERRORS.notAssigned);
    const value = target ? input.value : null;
    const reason = `Klärung durch Admin: ${input.note}`;
    const changes = target
      ? [{ assignment: target, status: "Gewonnen", wonValueCents: value }]
      : assignments
          .filter((assignment) => assignment.status === "Gewonnen")
          .map((assignment) => ({ assignment, status: "Verloren", wonValueCents: null }));
    for (const change of changes) {
      await tx.projectAssignment.update({
        where: { id: change.assignment.id },
        data: {
          status: change.status,
          wonValueCents: change.wonValueCents,
          contactedAt: change.assignment.contactedAt ?? now,
        },
        select: { id: true },
      });
      await recordAssignmentEvent(tx, {
        assignmentId: change.assignment.id,
        kind: "status",
        fromStatus: change.assignment.status,
        toStatus: change.status,
        reason,
        wonValueCents: change.wonValueCents,
        actorUserId: actorUserId(actor),
        createdAt: now,
      });
    }
    const statuses = assignments.map(
      (assignment) => changes.find((change) => change.assignment.id === assignment.id)?.status ?? assignment.status,
    );
    const status = statuses.length > 0 ? syncedProjectStatus(statuses) : (project.status as ProjectStatus);
    const closedAt = closedAtAfterChange({
      assignmentStatuses: statuses,
      closedAt: project.closedAt,
      consentWithdrawnAt: project.consentWithdrawnAt,
      now,
    });
    const hireAnswer = target ? "company" : "none";
    await tx.project.update({
      where: { id: projectId },
      data: {
        hireAnswer,
        hiredCompanyId: target?.companyId ?? null,
        hireValueCents: value,
        hireAnsweredAt: now,
        status,
        closedAt,
      },
      select: { id: true },
    });
    await recordAudit(tx, {
      actor,
      action: "project.hire-resolve",
      entityType: "project",
      entityId: projectId,
      before: {
        ...before,
        status: project.status,
        assignments: changes.map((change) => ({
          companyId: change.assignment.companyId,
          status: change.assignment.status,
          wonValueCents: change.assignment.wonValueCents,
        })),
      },
      after: {
        hireAnswer,
        hiredCompanyId: target?.companyId ?? null,
        companyName: target?.company.name ?? null,
        hireValueCents: value,
        status,
        assignments: changes.map((change) => ({
          companyId: change.assignment.companyId,
          status: change.status,
          wonValueCents: change.wonValueCents,
        })),
      },
      note: input.note,
    });
    for (const assignment of assignments) await syncCommissionEntry(tx, assignment.id, now);
    return operationResult(target ? RESOLVE_HIRE_MESSAGES.company(target.company.name) : RESOLVE_HIRE_MESSAGES.none, {
      id: projectId,
      status,
      closedAt,
      assignedCompanyId: project.assignedCompanyId,
    });
  }, TX_OPTIONS);
}

/**
 * Marks a project as spam (issue 13 §1): spamAt set, no further assignment, hidden from the default
 * list (the filter "Spam" shows it); the row and its assignments stay for the counts. Audit row
 * "project.spam".
 *
 * @throws ApiError 404 unknown project; 409 already spam.
 */
export async function markProjectSpam(actor: AuditActor, projectId: number): Promise<ProjectOperationResponse> {
  return getDb().$transaction(async (tx) => {
    const project = await lockProject(tx, projectId);
    if (project.spamAt) throw new ApiError(409, OPERATION_ERRORS.alreadySpam);
    const spamAt = new Date();
    await tx.project.update({ where: { id: projectId }, data: { spamAt }, select: { id: true } });
    await recordAudit(tx, {
      actor,
      action: "project.spam",
      entityType: "project",
      entityId: projectId,
      before: { spamAt: null },
      after: { spamAt: spamAt.toISOString() },
    });
    return operationResult("Das Projekt wurde als Spam markiert.", project);
  }, TX_OPTIONS);
}

/**
 * Erases the customer's personal data of a project (issue 13 §1 "delete", issue 14 §3 "Meine Daten
 * löschen"; cannot be undone): name "Gelöscht", e-mail `geloescht-{id}@invalid`, phone "", free-text
 * quiz answers removed (choice answers of the service's quiz kept, answersWithoutFreeText), every
 * "Mein Projekt" link deleted, erasedAt set. Name, e-mail and phone are also replaced in the
 * texts of the project's offers; the outbox rows of the project and of its reviews lose recipient,
 * subject and bodies, and those not sent yet are cancelled (`eraseOutboxRows`). The row
 * and its assignments stay, so every count stays the same; the project can no longer be placed.
 * Audit row "project.erase" (without the erased data). With `confirmTo` the customer gets the German
 * confirmation at that address, whose recipient is erased once sent.
 *
 * @param confirmTo The customer's address for the confirmation e-mail (the customer's own erasure).
 * @throws ApiError 404 unknown project; 409 already erased.
 */
export async function eraseProject(
  actor: AuditActor,
  projectId: number,
  confirmTo?: string,
): Promise<ProjectOperationResponse> {
  const result = await getDb().$transaction(async (tx) => {
    const project = await lockProject(tx, projectId);
    if (project.erasedAt) throw new ApiError(409, OPERATION_ERRORS.alreadyErased);
    const [row, quiz] = await Promise.all([
      tx.project.findUniqueOrThrow({
        where: { id: projectId },
        select: { quizAnswers: true, name: true, email: true, phone: true },
      }),
      tx.quiz.findUnique({ where: { serviceType: project.serviceType }, select: { questions: true } }),
    ]);
    await scrubOffers(tx, projectId, [row.name, row.email, row.phone]);
    await eraseOutboxRows(tx, await projectOutboxRows(tx, projectId));
    await tx.projectRoomLink.deleteMany({ where: { projectId } });
    const questions = Array.isArray(quiz?.questions) ? (quiz.questions as unknown as QuizQuestion[]) : [];
    const erasedAt = new Date();
    await tx.project.update({
      where: { id: projectId },
      data: {
        name: ERASED_NAME,
        email: erasedEmail(projectId),
        phone: "",
        quizAnswers: answersWithoutFreeText(row.quizAnswers, questions) as Prisma.InputJsonObject,
        erasedAt,
      },
      select: { id: true },
    });
    if (confirmTo) {
      const email = projectErasedEmail({ serviceLabel: serviceName(project.serviceType), zipCode: project.zipCode });
      await queueEmail(
        {
          ...email,
          to: confirmTo,
          idempotencyKey: `project-erased-${projectId}`,
          projectId,
          eraseRecipientAfterSend: true,
        },
        tx,
      );
    }
    await recordAudit(tx, {
      actor,
      action: "project.erase",
      entityType: "project",
      entityId: projectId,
      before: { erasedAt: null },
      after: { erasedAt: erasedAt.toISOString() },
    });
    return operationResult("Die Kundendaten wurden gelöscht.", project);
  }, TX_OPTIONS);
  if (confirmTo) wakeEmailWorker();
  return result;
}

/** What `withdrawConsent` stored. */
export interface ConsentWithdrawal {
  projectId: number;
  /** When the withdrawal was recorded (the first one, if recorded twice). */
  consentWithdrawnAt: string;
  /** The project's closedAt afterwards (the withdrawal counts as cancellation; retention runs from it). */
  closedAt: string;
}

/**
 * Records that the customer withdrew consent to passing the project on (/datenschutz: "Widerrufen
 * Sie Ihre Einwilligung, geben wir Ihre Anfrage ab diesem Zeitpunkt nicht mehr an Partnerbetriebe
 * weiter"; issue 14 §3 "Anfrage zurückziehen"): stores consentWithdrawnAt = `now` and closes the
 * project (lib/domain/project-closing.ts; the retention job deletes it 3 years later). `assignLead`
 * refuses it from then on; companies already assigned keep the lead and, on the first recording,
 * each gets the German e-mail "Anfrage vom Kunden zurückgezogen" in the same transaction. Recording
 * it again changes nothing.
 *
 * @param now the time of the withdrawal (default: now).
 * @param actor who recorded it: writes the audit row "project.withdraw-consent" (first recording only).
 * @throws ApiError 404 "Projekt nicht gefunden" for an unknown project.
 */
export async function withdrawConsent(
  projectId: number,
  now: Date = new Date(),
  actor?: AuditActor,
): Promise<ConsentWithdrawal> {
  const result = await getDb().$transaction(async (tx) => {
    const [project] = await tx.$queryRaw<
      { closedAt: Date | null; consentWithdrawnAt: Date | null; serviceType: string; zipCode: string }[]
    >`
      SELECT closed_at AS "closedAt", consent_withdrawn_at AS "consentWithdrawnAt", service_type AS "serviceType", zip_code AS "zipCode"
      FROM projects WHERE id = ${projectId} FOR UPDATE`;
    if (!project) throw new ApiError(404, ASSIGN_ERRORS.projectNotFound);
    const consentWithdrawnAt = project.consentWithdrawnAt ?? now;
    const assignments = await tx.projectAssignment.findMany({
      where: { projectId, endedAt: null },
      select: { status: true, companyId: true, company: { select: { name: true, user: { select: { email: true } } } } },
    });
    if (!project.consentWithdrawnAt) {
      for (const assignment of assignments) {
        const to = assignment.company.user?.email;
        if (!to) continue;
        const email = leadWithdrawnEmail({
          companyName: assignment.company.name,
          projectId,
          serviceLabel: serviceName(project.serviceType),
          zipCode: project.zipCode,
        });
        await queueEmail(
          {
            ...email,
            to,
            idempotencyKey: `lead-withdrawn-${projectId}-${assignment.companyId}`,
            projectId,
            companyId: assignment.companyId,
          },
          tx,
        );
      }
    }
    const closedAt = closedAtAfterChange({
      assignmentStatuses: assignments.map((assignment) => assignment.status),
      closedAt: project.closedAt,
      consentWithdrawnAt,
      now,
    })!;
    await tx.project.update({ where: { id: projectId }, data: { consentWithdrawnAt, closedAt }, select: { id: true } });
    if (actor && !project.consentWithdrawnAt) {
      await recordAudit(tx, {
        actor,
        action: "project.withdraw-consent",
        entityType: "project",
        entityId: projectId,
        before: { consentWithdrawnAt: null, closedAt: project.closedAt?.toISOString() ?? null },
        after: { consentWithdrawnAt: consentWithdrawnAt.toISOString(), closedAt: closedAt.toISOString() },
      });
    }
    return { projectId, consentWithdrawnAt: consentWithdrawnAt.toISOString(), closedAt: closedAt.toISOString() };
  });
  wakeEmailWorker();
  return result;
}
