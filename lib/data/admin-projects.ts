/**
 * Data access of the admin's projects table and the matching of projects to companies: up to 4
 * verified companies per project, one per call, while the project is Offen.
 * spec: public-side §9
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

/** Most companies the assign dialog ranks; its search reaches the others. */
export const MAX_CANDIDATES = 500;

/** German refusals (404 or 409; nothing is written). */
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

/** A row's assignments plus a legacy assignedCompanyId without a row, with overdue flags at `now`. */
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

function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/** Search alternatives (any matches); `disjoint` when no project matches two, so counts add up. */
function searchAlternatives(q: string): { alternatives: Prisma.Sql[]; disjoint: boolean } | null {
  const search = parseProjectSearch(q);
  if (!search) return null;
  const phoneDigits = (digits: string) =>
    Prisma.sql`regexp_replace(p.phone, '[^0-9]', '', 'g') LIKE ${`%${escapeLike(digits)}%`}`;
  switch (search.kind) {
    case "id":
      return { alternatives: [Prisma.sql`p.id = ${search.id}`], disjoint: true };
    case "email":
      // Project e-mails are stored lower-case, so a whole address uses projects_email_idx exactly.
      return { alternatives: [Prisma.sql`p.email = ${search.email.toLowerCase()}`], disjoint: true };
    case "digits": {
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

function searchCondition(q: string): Prisma.Sql | null {
  const search = searchAlternatives(q);
  if (!search) return null;
  return search.alternatives.length === 1
    ? search.alternatives[0]!
    : Prisma.sql`(${Prisma.join(search.alternatives, " OR ")})`;
}

/**
 * "Klärung nötig" as SQL over `p`: the rules of `clarificationReasons` (lib/domain/hire-reconciliation.ts)
 * restated; tests/integration/admin-projects-hire.test.ts checks that both agree.
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

/** "überfällig" as SQL over `p`, matching `isAssignmentOverdue` (lib/domain/admin-projects.ts). */
function overdueCondition(now: Date): Prisma.Sql {
  const assignedBefore = new Date(now.getTime() - OVERDUE_AFTER_HOURS * 60 * 60 * 1000);
  return Prisma.sql`(p.consent_withdrawn_at IS NULL AND p.erased_at IS NULL AND EXISTS (
    SELECT 1 FROM project_assignments pa
    WHERE pa.project_id = p.id AND pa.status = 'Offen' AND pa.ended_at IS NULL AND pa.contacted_at IS NULL
      AND pa.assigned_at <= ${assignedBefore}))`;
}

/** WHERE of a projects query (spam only with `spam`); `search` replaces the condition of `query.q`. */
function projectsWhere(
  query: AdminProjectsQuery,
  now: Date,
  search: Prisma.Sql | null = query.q ? searchCondition(query.q) : null,
): Prisma.Sql {
  const conditions: Prisma.Sql[] = [query.spam ? Prisma.sql`p.spam_at IS NOT NULL` : Prisma.sql`p.spam_at IS NULL`];
  if (query.status) conditions.push(Prisma.sql`p.status = ${query.status}`);
  if (query.service) conditions.push(Prisma.sql`p.service_type = ${query.service}`);
  // Exactly what the projects badge counts (lib/data/admin-dashboard.ts).
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

function projectsOrder(sort: AdminProjectsQuery["sort"], alias: "p" | "page"): Prisma.Sql {
  const table = Prisma.raw(alias);
  if (sort === "oldest") return Prisma.sql`${table}.created_at ASC, ${table}.id ASC`;
  const newest = Prisma.sql`${table}.created_at DESC, ${table}.id DESC`;
  return sort === "confirmed" ? Prisma.sql`${table}.email_confirmed_at DESC NULLS LAST, ${newest}` : newest;
}

/**
 * Counts the projects of `query`. Disjoint search alternatives are counted separately and summed,
 * so each count uses its own index instead of reading every row matching "id OR PLZ".
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
 * One page of projects matching `query` plus the total. The page picks its ids first and only then
 * reads columns and aggregates companies, so a deep page never aggregates the rows it skips.
 * Search: "#123" or digits the id, 4 digits the PLZ, 5+ digits part of the phone, a whole e-mail
 * exactly, other text part of name or e-mail (case-insensitive).
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
        // A legacy assignedCompanyId has no Gewonnen of its own; an ended assignment is history.
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
 * Verified, active companies with a login not yet assigned to `projectId`, ranked by fit
 * (lib/domain/matching.ts), with their open assignment counts.
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

/** Adds each company's published median response time and rating (one query). */
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

function maskedRecipient(address: string): string {
  return address === ERASED_RECIPIENT ? ERASED_RECIPIENT : maskEmail(address);
}

/**
 * The customer e-mails of `projectId`, newest first, at most PROJECT_EMAILS_LIMIT, recipient masked,
 * never the bodies; `total` counts all.
 * @throws ApiError 404 "Projekt nicht gefunden"
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
 * Locks project `projectId` for the rest of `tx`, so operations on one project serialise.
 * @throws ApiError 404 "Projekt nicht gefunden"
 */
async function lockProject(tx: Prisma.TransactionClient, projectId: number): Promise<LockedProject> {
  const [project] = await tx.$queryRaw<LockedProject[]>`
    SELECT id, service_type AS "serviceType", zip_code AS "zipCode", status, assigned_company_id AS "assignedCompanyId",
           closed_at AS "closedAt", consent_withdrawn_at AS "consentWithdrawnAt", spam_at AS "spamAt", erased_at AS "erasedAt"
    FROM projects WHERE id = ${projectId} FOR UPDATE`;
  if (!project) throw new ApiError(404, ASSIGN_ERRORS.projectNotFound);
  return project;
}

const ERASED_TEXT = "[gelöscht]";

/** Replaces the customer's name, e-mail and phone in the project's offer texts by ERASED_TEXT. */
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

/** @throws ApiError 409 when consent was withdrawn or the project is spam or erased. */
function assertPlaceable(project: LockedProject): void {
  if (project.consentWithdrawnAt) throw new ApiError(409, ASSIGN_ERRORS.consentWithdrawn);
  if (project.spamAt) throw new ApiError(409, OPERATION_ERRORS.spam);
  if (project.erasedAt) throw new ApiError(409, OPERATION_ERRORS.erased);
}

const TX_OPTIONS = { maxWait: 10_000, timeout: 15_000 } as const;

/**
 * Assigns one company to a project in one transaction: assignment row (Offen), audit row, the
 * company's e-mail. A company removed earlier gets its ended row back. The companies-per-lead limit
 * counts open assignments only.
 * @throws ApiError 404 unknown project or company; 409 consent withdrawn, spam, erased, not Offen,
 *   limit reached, already assigned, or company deactivated, unverified or without a login.
 */
export async function assignLead(
  projectId: number,
  companyId: number,
  actor?: AuditActor,
): Promise<AssignLeadResponse> {
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

export const COMPANY_DEACTIVATED = "Die Firma ist deaktiviert und erhält keine neuen Leads.";

export const OPERATION_ERRORS = {
  spam: "Das Projekt ist als Spam markiert und kann nicht vermittelt werden.",
  erased: "Die Kundendaten dieses Projekts wurden gelöscht: Es kann nicht vermittelt werden.",
  notAssigned: "Diese Firma ist dem Projekt nicht zugewiesen.",
  alreadyOpen: "Das Projekt ist bereits offen.",
  alreadySpam: "Das Projekt ist bereits als Spam markiert.",
  alreadyErased: "Die Kundendaten dieses Projekts wurden bereits gelöscht.",
} as const;

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
 * Ends company `companyId`'s assignment to `projectId` (the customer's room and history keep it),
 * recomputes the project's status, writes the audit row and e-mails the company, in one transaction.
 * @throws ApiError 404 unknown project, or the company is not assigned to it.
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
    // Invoiced entries stay for the credit note ("Klärung nötig").
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
 * Reopens a closed project for new companies; assignments stay as they are.
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
 * Overrides the project's status, or with `companyId` that company's status of the lead (the
 * project's status, assignment history and commission entry follow), with a note and an audit row.
 * @throws ApiError 404 unknown project, or the company is not assigned to it.
 */
export async function overrideProjectStatus(
  actor: AuditActor,
  projectId: number,
  input: { status: ProjectStatus; companyId?: number; note: string },
): Promise<ProjectOperationResponse> {
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

function actorUserId(actor: AuditActor): number | null {
  return typeof actor === "object" ? actor.id : null;
}

export const RESOLVE_HIRE_MESSAGES = {
  company: (name: string) => `Geklärt: ${name} hat den Auftrag bekommen. Beide Angaben sind gespeichert.`,
  none: "Geklärt: Keine der Firmen hat den Auftrag bekommen. Beide Angaben sind gespeichert.",
} as const;

/**
 * Settles "Klärung nötig": with `companyId` that company's assignment becomes Gewonnen with `value`
 * (euro cents) and the hire answer names it; with null the answer is "keine der Firmen" and every
 * Gewonnen becomes Verloren. Status, commission entries and audit follow in one transaction.
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
 * Marks a project as spam: no further assignment, hidden from the default list; rows stay for counts.
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
 * Erases the customer's personal data of a project (irreversible): name, e-mail, phone, free-text
 * answers, "Mein Projekt" links, offer texts and outbox rows. Rows stay so counts stay the same.
 * @param confirmTo address for the confirmation e-mail, erased once sent.
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

export interface ConsentWithdrawal {
  projectId: number;
  /** The first recording's time. */
  consentWithdrawnAt: string;
  /** Retention runs from it. */
  closedAt: string;
}

/**
 * Records the customer's consent withdrawal (/datenschutz) and closes the project: no new
 * assignments; assigned companies keep the lead and are e-mailed once. Idempotent.
 * @throws ApiError 404 "Projekt nicht gefunden"
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
