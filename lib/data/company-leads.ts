/**
 * Data access of the company dashboard: the session company's profile, its leads and the status
 * it sets on them. Every query is filtered by the company id of the session; a project that is not
 * assigned to that company does not exist for it (docs/architecture.md "Security rules").
 * Source: authenticated-side.md §2 ("Company dashboard"), §4 ("Lead (project) status"), §7.
 */
import "server-only";
import { getDb } from "@/lib/db";
import type { CompanyLead, CompanyProfile } from "@/lib/domain/company-lead";
import { closedAtAfterChange } from "@/lib/domain/project-closing";
import { syncedProjectStatus, type ProjectStatus } from "@/lib/domain/project-status";
import { ApiError } from "@/lib/http/api-error";

/** Most leads one dashboard lists (newest first); far above what a company receives. */
export const MAX_COMPANY_LEADS = 2000;

/** The company's profile. Throws ApiError 404 when the company no longer exists. */
export async function getCompanyProfile(companyId: number): Promise<CompanyProfile> {
  const company = await getDb().company.findUnique({
    where: { id: companyId },
    select: { id: true, name: true, city: true, services: true, verified: true },
  });
  if (!company) throw new ApiError(404, "Firma nicht gefunden");
  return company;
}

type LeadRow = Omit<CompanyLead, "createdAt"> & { createdAt: Date };

/**
 * The projects assigned to the company through project_assignments, newest first (then by id),
 * each with `status` = the company's own assignment status. One query over the
 * (company_id, status) index of project_assignments, selecting only the fields the dashboard shows.
 */
export async function listCompanyLeads(companyId: number): Promise<CompanyLead[]> {
  const rows = await getDb().$queryRaw<LeadRow[]>`
    SELECT p.id, p.service_type AS "serviceType", p.zip_code AS "zipCode", p.project_type AS "projectType",
           p.stage, p.style, p.size, p.keep_installations AS "keepInstallations", p.budget, p.name, p.email,
           p.phone, p.quiz_answers AS "quizAnswers", pa.status, p.ai_offer_link_id AS "aiOfferLinkId",
           p.created_at AS "createdAt"
    FROM project_assignments pa
    JOIN projects p ON p.id = pa.project_id
    WHERE pa.company_id = ${companyId}
    ORDER BY p.created_at DESC, p.id DESC
    LIMIT ${MAX_COMPANY_LEADS}`;
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
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
