/** The admin's projects table: one page of projects matching filters and search, plus the total. */
import "server-only";
import { getDb } from "@/lib/db";
import type { SiteVisitStatus } from "@/lib/domain/site-visits";
import { escapeLike } from "@/lib/db/sql";
import { Prisma } from "@/lib/generated/prisma/client";
import type { AdminProject, AdminProjectAssignment, AdminProjectsPage } from "@/lib/domain/admin-projects";
import { isAssignmentOverdue, OVERDUE_AFTER_HOURS, parseProjectSearch } from "@/lib/domain/admin-projects";
import { phoneSearchDigits } from "@/lib/domain/phone";
import {
  clarificationReasons,
  OPEN_AFTER_ANSWER_DAYS,
  VALUE_TOLERANCE_PERCENT,
  type InvoicedEntry,
} from "@/lib/domain/hire-reconciliation";
import { companiesPerLeadLimit } from "@/lib/data/assignment-limit";
import { addDays, startOfViennaDay } from "@/lib/time/vienna";
import type { AdminProjectsQuery } from "@/lib/validation/admin-projects";

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
    assignmentId: number;
    threadReportedAt: string | null;
    threadReportedBy: string | null;
    threadReportReason: string | null;
    threadClosedAt: string | null;
    siteVisit: { status: SiteVisitStatus; startsAt: string | null; durationMinutes: number | null } | null;
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
    assignmentId: assignment.assignmentId,
    threadReport: assignment.threadReportedAt
      ? {
          reportedAt: new Date(assignment.threadReportedAt).toISOString(),
          reportedBy: assignment.threadReportedBy === "company" ? "company" : "customer",
          reason: assignment.threadReportReason ?? "",
        }
      : null,
    threadClosedAt: assignment.threadClosedAt ? new Date(assignment.threadClosedAt).toISOString() : null,
    siteVisit: assignment.siteVisit && {
      ...assignment.siteVisit,
      startsAt: assignment.siteVisit.startsAt ? new Date(assignment.siteVisit.startsAt).toISOString() : null,
    },
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

/** Search alternatives (any matches); `disjoint` when no project matches two, so counts add up. */
function searchAlternatives(q: string): { alternatives: Prisma.Sql[]; disjoint: boolean } | null {
  const search = parseProjectSearch(q);
  if (!search) return null;
  const phoneDigits = (digits: string) =>
    Prisma.sql`regexp_replace(p.phone, '[^0-9]', '', 'g') LIKE ${`%${escapeLike(phoneSearchDigits(digits))}%`}`;
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
 * restated; tests/integration/admin-projects-api.test.ts and project-room-hire.test.ts check that both agree.
 */
function clarificationCondition(now: Date): Prisma.Sql {
  const silentSince = new Date(now.getTime() - OPEN_AFTER_ANSWER_DAYS * 24 * 60 * 60 * 1000);
  return Prisma.sql`(p.hire_answer IS NOT NULL AND (
    EXISTS (SELECT 1 FROM project_assignments pa
            WHERE pa.project_id = p.id AND pa.status = 'Gewonnen' AND pa.ended_at IS NULL
              AND (p.hire_answer = 'none' OR (p.hire_answer = 'company' AND p.hired_company_id IS NOT NULL AND
                pa.company_id <> p.hired_company_id)))
    OR (p.hire_answer = 'company' AND p.hired_company_id IS NOT NULL AND (
          NOT EXISTS (SELECT 1 FROM project_assignments pa WHERE pa.project_id = p.id AND pa.company_id =
            p.hired_company_id AND pa.ended_at IS NULL)
          OR EXISTS (SELECT 1 FROM project_assignments pa
                     WHERE pa.project_id = p.id AND pa.company_id = p.hired_company_id AND pa.ended_at IS NULL
                       AND (pa.status = 'Verloren'
                            OR (pa.status = 'Offen' AND p.hire_answered_at <= ${silentSince})
                            OR (pa.status = 'Gewonnen' AND pa.won_value_cents IS NOT NULL
                                AND p.hire_value_cents IS NOT NULL
                                AND abs(pa.won_value_cents::bigint - p.hire_value_cents) * 100 >
                                  ${VALUE_TOLERANCE_PERCENT}::bigint * pa.won_value_cents)))))
    OR EXISTS (SELECT 1 FROM commission_entries ce
               LEFT JOIN project_assignments pa ON pa.project_id = ce.project_id AND pa.company_id = ce.company_id
                 AND pa.ended_at IS NULL
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
  if (query.from) conditions.push(Prisma.sql`p.created_at >= ${startOfViennaDay(query.from)}`);
  if (query.to) conditions.push(Prisma.sql`p.created_at < ${startOfViennaDay(addDays(query.to, 1))}`);
  if (search) conditions.push(search);
  return Prisma.sql`WHERE ${Prisma.join(conditions, " AND ")}`;
}

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
             p.hire_answer AS "hireAnswer", p.hired_company_id AS "hiredCompanyId",
             p.hire_value_cents AS "hireValueCents",
             p.hire_answered_at AS "hireAnsweredAt",
             p.assigned_company_id AS "assignedCompanyId", ac.name AS "assignedCompanyName",
             coalesce((
               SELECT json_agg(json_build_object('companyId', pa.company_id, 'companyName', c.name,
                                                 'status', pa.status, 'assignedAt', pa.assigned_at,
                                                 'contactedAt', pa.contacted_at, 'wonValueCents', pa.won_value_cents,
                                                 'endedAt', pa.ended_at, 'endReason', pa.end_reason,
                                                 'assignmentId', pa.id, 'threadReportedAt', pa.thread_reported_at,
                                                 'threadReportedBy', pa.thread_reported_by,
                                                 'threadReportReason', pa.thread_report_reason,
                                                 'threadClosedAt', pa.thread_closed_at,
                                                 'siteVisit', (
                 SELECT json_build_object('status', v.status, 'startsAt', v.starts_at,
                                          'durationMinutes', v.duration_minutes)
                 FROM site_visits v WHERE v.assignment_id = pa.id
                 ORDER BY v.status = 'cancelled', v.created_at DESC, v.id DESC LIMIT 1))
                               ORDER BY pa.assigned_at, pa.id)
               FROM project_assignments pa LEFT JOIN companies c ON c.id = pa.company_id
               WHERE pa.project_id = p.id), '[]'::json) AS assignments,
             coalesce((
               SELECT json_agg(json_build_object('companyId', ce.company_id, 'orderValueCents', ce.order_value_cents)
                 ORDER BY ce.id)
               FROM commission_entries ce
               WHERE ce.project_id = p.id AND ce.invoice_id IS NOT NULL AND ce.credit_note_id IS NULL), '[]'::json)
                 AS "invoicedEntries"
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
