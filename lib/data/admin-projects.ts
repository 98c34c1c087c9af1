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
import { queueEmail } from "@/lib/email/outbox";
import { leadAssignedEmail } from "@/lib/email/templates";
import { Prisma } from "@/lib/generated/prisma/client";
import type {
  AdminCandidatesResponse,
  AdminProject,
  AdminProjectAssignment,
  AdminProjectsPage,
  AssignLeadResponse,
} from "@/lib/domain/admin-projects";
import { MAX_COMPANIES_PER_PROJECT, rankCandidates, type CandidateCompany } from "@/lib/domain/matching";
import { closedAtAfterChange } from "@/lib/domain/project-closing";
import { ApiError } from "@/lib/http/api-error";
import type { AdminProjectsQuery } from "@/lib/validation/admin-projects";

/** Most verified companies the assign dialog ranks (far more than the product has partners). */
export const MAX_CANDIDATES = 500;

/** German answers of the refusals (all 404 or 409; nothing is written then). */
export const ASSIGN_ERRORS = {
  projectNotFound: "Projekt nicht gefunden",
  companyNotFound: "Firma nicht gefunden",
  projectNotOpen: "Nur offene Projekte können zugewiesen werden.",
  projectFull: `Diesem Projekt sind bereits ${MAX_COMPANIES_PER_PROJECT} Firmen zugewiesen.`,
  duplicate: "Diese Firma ist dem Projekt bereits zugewiesen.",
  notVerified: "Nur verifizierte Firmen können Leads erhalten.",
  noLogin: "Diese Firma hat kein Benutzerkonto und kann nicht benachrichtigt werden.",
  consentWithdrawn: "Der Kunde hat seine Einwilligung widerrufen: Das Projekt darf an keine weitere Firma vermittelt werden.",
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
  assignedCompanyId: number | null;
  assignedCompanyName: string | null;
  assignments: { companyId: number; companyName: string | null; status: string; assignedAt: string }[];
}

/** The assignments of a row, plus a legacy projects.assignedCompanyId that has no assignment row. */
function assignmentsOf(row: ProjectRow): AdminProjectAssignment[] {
  const assignments: AdminProjectAssignment[] = row.assignments.map((assignment) => ({
    companyId: assignment.companyId,
    companyName: assignment.companyName,
    status: assignment.status,
    assignedAt: new Date(assignment.assignedAt).toISOString(),
  }));
  if (row.assignedCompanyId !== null && !assignments.some((a) => a.companyId === row.assignedCompanyId)) {
    assignments.unshift({ companyId: row.assignedCompanyId, companyName: row.assignedCompanyName, status: row.status, assignedAt: null });
  }
  return assignments;
}

/**
 * One page of all projects, newest first (created_at desc, then id desc), optionally only one
 * status. Two statements run in parallel: the page and the count. The page first picks the ids of
 * its rows over the created_at (or status, created_at) index, and only then reads the columns the
 * table shows and aggregates each project's companies (through the (project_id, company_id) index),
 * so a deep page never aggregates the rows it skips (10,000 projects: page 1 ≈ 0.5 ms, page 200 ≈ 10 ms).
 */
export async function listAdminProjects(query: AdminProjectsQuery): Promise<AdminProjectsPage> {
  const { page, pageSize, status } = query;
  const where = status ? Prisma.sql`WHERE p.status = ${status}` : Prisma.empty;
  const offset = (page - 1) * pageSize;
  const db = getDb();
  const [rows, [count]] = await Promise.all([
    db.$queryRaw<ProjectRow[]>`
      WITH page AS (
        SELECT p.id, p.created_at FROM projects p
        ${where}
        ORDER BY p.created_at DESC, p.id DESC
        LIMIT ${pageSize} OFFSET ${offset}
      )
      SELECT p.id, p.service_type AS "serviceType", p.zip_code AS "zipCode", p.budget, p.name, p.email,
             p.quiz_answers AS "quizAnswers", p.status, p.created_at AS "createdAt",
             p.consent_withdrawn_at AS "consentWithdrawnAt",
             p.assigned_company_id AS "assignedCompanyId", ac.name AS "assignedCompanyName",
             coalesce((
               SELECT json_agg(json_build_object('companyId', pa.company_id, 'companyName', c.name,
                                                 'status', pa.status, 'assignedAt', pa.assigned_at)
                               ORDER BY pa.assigned_at, pa.id)
               FROM project_assignments pa LEFT JOIN companies c ON c.id = pa.company_id
               WHERE pa.project_id = p.id), '[]'::json) AS assignments
      FROM page
      JOIN projects p ON p.id = page.id
      LEFT JOIN companies ac ON ac.id = p.assigned_company_id
      ORDER BY page.created_at DESC, page.id DESC`,
    db.$queryRaw<{ total: number }[]>`SELECT count(*)::int AS total FROM projects p ${where}`,
  ]);
  const projects: AdminProject[] = rows.map((row) => ({
    id: row.id,
    serviceType: row.serviceType,
    zipCode: row.zipCode,
    budget: row.budget,
    name: row.name,
    email: row.email,
    quizAnswers: row.quizAnswers,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    assignments: assignmentsOf(row),
    consentWithdrawnAt: row.consentWithdrawnAt?.toISOString() ?? null,
  }));
  return { projects, total: count?.total ?? 0, page, pageSize };
}

/**
 * The verified companies (with a login) that are not yet assigned to project `projectId`, ranked
 * by fit (lib/domain/matching.ts), with each company's number of open assignments.
 *
 * @throws ApiError 404 when the project does not exist.
 */
export async function listCandidates(projectId: number): Promise<AdminCandidatesResponse> {
  const db = getDb();
  const [project, companies] = await Promise.all([
    db.project.findUnique({
      where: { id: projectId },
      select: { id: true, serviceType: true, zipCode: true, status: true, _count: { select: { assignments: true } } },
    }),
    db.$queryRaw<CandidateCompany[]>`
      SELECT c.id, c.name, c.city, c.services, c.contact_info AS "contactInfo",
             (SELECT count(*)::int FROM project_assignments o WHERE o.company_id = c.id AND o.status = 'Offen') AS "openAssignments"
      FROM companies c
      WHERE c.verified AND c.user_id IS NOT NULL
        AND NOT EXISTS (SELECT 1 FROM project_assignments pa WHERE pa.project_id = ${projectId} AND pa.company_id = c.id)
      ORDER BY c.name, c.id
      LIMIT ${MAX_CANDIDATES}`,
  ]);
  if (!project) throw new ApiError(404, ASSIGN_ERRORS.projectNotFound);
  return {
    project: {
      id: project.id,
      serviceType: project.serviceType,
      zipCode: project.zipCode,
      status: project.status,
      assignedCount: project._count.assignments,
    },
    candidates: rankCandidates(project, companies),
  };
}

/**
 * Assigns ONE company to a project: adds a project_assignments row (status Offen), sets
 * projects.assignedCompanyId to the first assigned company, and queues the company's e-mail
 * (leadAssignedEmail: service and district only, link to SITE_URL/company-dashboard; idempotency key
 * `lead-assigned-{projectId}-{companyId}`), all in one transaction. The project row is locked first
 * (SELECT … FOR UPDATE), so concurrent assignments of one project run one after the other and never
 * exceed 4 companies.
 *
 * @throws ApiError 404 unknown project or company; 409 consent withdrawn (/datenschutz: no further
 *   company receives the lead), project not Offen, already 4 companies, company already assigned,
 *   company not verified, company without a login (no e-mail possible).
 */
export async function assignLead(projectId: number, companyId: number): Promise<AssignLeadResponse> {
  return getDb().$transaction(
    async (tx) => {
      const [project] = await tx.$queryRaw<
        { id: number; serviceType: string; zipCode: string; status: string; assignedCompanyId: number | null; consentWithdrawnAt: Date | null }[]
      >`
        SELECT id, service_type AS "serviceType", zip_code AS "zipCode", status, assigned_company_id AS "assignedCompanyId",
               consent_withdrawn_at AS "consentWithdrawnAt"
        FROM projects WHERE id = ${projectId} FOR UPDATE`;
      if (!project) throw new ApiError(404, ASSIGN_ERRORS.projectNotFound);
      const company = await tx.company.findUnique({
        where: { id: companyId },
        select: { id: true, name: true, verified: true, user: { select: { email: true } } },
      });
      if (!company) throw new ApiError(404, ASSIGN_ERRORS.companyNotFound);
      if (project.consentWithdrawnAt) throw new ApiError(409, ASSIGN_ERRORS.consentWithdrawn);
      if (project.status !== "Offen") throw new ApiError(409, ASSIGN_ERRORS.projectNotOpen);
      if (!company.verified) throw new ApiError(409, ASSIGN_ERRORS.notVerified);
      if (!company.user) throw new ApiError(409, ASSIGN_ERRORS.noLogin);

      const assigned = await tx.projectAssignment.findMany({ where: { projectId }, select: { companyId: true } });
      if (assigned.some((row) => row.companyId === companyId)) throw new ApiError(409, ASSIGN_ERRORS.duplicate);
      if (assigned.length >= MAX_COMPANIES_PER_PROJECT) throw new ApiError(409, ASSIGN_ERRORS.projectFull);

      const assignment = await tx.projectAssignment.create({
        data: { projectId, companyId, status: "Offen" },
        select: { assignedAt: true },
      });
      if (project.assignedCompanyId === null) {
        await tx.project.update({ where: { id: projectId }, data: { assignedCompanyId: companyId }, select: { id: true } });
      }
      await queueEmail(
        {
          to: company.user.email,
          ...leadAssignedEmail({
            companyName: company.name,
            serviceLabel: serviceName(project.serviceType),
            district: project.zipCode,
            dashboardUrl: new URL("/company-dashboard", env.SITE_URL).toString(),
          }),
          idempotencyKey: `lead-assigned-${projectId}-${companyId}`,
        },
        tx,
      );
      return {
        message: `Das Projekt wurde ${company.name} zugewiesen und die Firma per E-Mail benachrichtigt.`,
        assignment: { projectId, companyId, status: "Offen", assignedAt: assignment.assignedAt.toISOString() },
      };
    },
    // Concurrent assignments of one project wait for the row lock; give them room under load.
    { maxWait: 10_000, timeout: 15_000 },
  );
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
 * weiter"): stores consentWithdrawnAt = `now` and closes the project (lib/domain/project-closing.ts;
 * the retention job deletes it 3 years later). `assignLead` refuses it from then on; companies
 * already assigned keep the lead. Recording it again changes nothing.
 *
 * @param now the time of the withdrawal (default: now).
 * @throws ApiError 404 "Projekt nicht gefunden" for an unknown project.
 */
export async function withdrawConsent(projectId: number, now: Date = new Date()): Promise<ConsentWithdrawal> {
  return getDb().$transaction(async (tx) => {
    const [project] = await tx.$queryRaw<{ closedAt: Date | null; consentWithdrawnAt: Date | null }[]>`
      SELECT closed_at AS "closedAt", consent_withdrawn_at AS "consentWithdrawnAt" FROM projects WHERE id = ${projectId} FOR UPDATE`;
    if (!project) throw new ApiError(404, ASSIGN_ERRORS.projectNotFound);
    const consentWithdrawnAt = project.consentWithdrawnAt ?? now;
    const assignments = await tx.projectAssignment.findMany({ where: { projectId }, select: { status: true } });
    const closedAt = closedAtAfterChange({
      assignmentStatuses: assignments.map((assignment) => assignment.status),
      closedAt: project.closedAt,
      consentWithdrawnAt,
      now,
    })!;
    await tx.project.update({ where: { id: projectId }, data: { consentWithdrawnAt, closedAt }, select: { id: true } });
    return { projectId, consentWithdrawnAt: consentWithdrawnAt.toISOString(), closedAt: closedAt.toISOString() };
  });
}
