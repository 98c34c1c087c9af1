/** The companies the assign dialog offers for a project, ranked by fit. */
import "server-only";
import { getDb } from "@/lib/db";
import type { AdminCandidatesResponse } from "@/lib/domain/admin-projects";
import { rankCandidates, serviceMatchNames, type CandidateCompany, type RankedCandidate } from "@/lib/domain/matching";
import { companiesPerLeadLimit } from "@/lib/data/assignment-limit";
import { EMPTY_COMPANY_STATS, getCompanyStats } from "@/lib/data/company-stats";
import { publicResponseMedianMs } from "@/lib/domain/response-time";
import { NotFoundError } from "@/lib/errors";
import { viennaToday } from "@/lib/time/vienna";
import { leadBlockReason, type LeadStanding } from "@/lib/verification/eligibility";
import { ASSIGN_ERRORS } from "./errors";

/** Most companies the assign dialog ranks; its search reaches the others. */
export const MAX_CANDIDATES = 500;

/**
 * Verified, active companies with a login not yet assigned to `projectId`, ranked by fit
 * (lib/domain/matching.ts), with their open assignment counts; those that may not get the lead come last,
 * with `blockedReason`.
 * @throws NotFoundError when the project does not exist.
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
  if (!project) throw new NotFoundError(ASSIGN_ERRORS.projectNotFound);
  const [counted] = await db.$queryRaw<{ total: number }[]>`
      SELECT count(*)::int AS total FROM companies c
      WHERE c.verified AND c.user_id IS NOT NULL AND c.deactivated_at IS NULL
        AND NOT EXISTS (SELECT 1 FROM project_assignments pa WHERE pa.project_id = ${projectId} AND pa.company_id =
          c.id AND pa.ended_at IS NULL)`;
  const companies = await db.$queryRaw<(CandidateCompany & LeadStanding)[]>`
      SELECT c.id, c.name, c.city, c.services, c.contact_info AS "contactInfo", c.zip_code AS "zipCode", c.districts,
             c.licensed_services AS "licensedServices", to_char(c.insurance_valid_until, 'YYYY-MM-DD') AS
             "insuranceValidUntil", c.leads_paused_at AS "leadsPausedAt",
             (SELECT count(*)::int FROM project_assignments o
              WHERE o.company_id = c.id AND o.status = 'Offen' AND o.ended_at IS NULL) AS "openAssignments"
      FROM companies c
      WHERE c.verified AND c.user_id IS NOT NULL AND c.deactivated_at IS NULL
        AND NOT EXISTS (SELECT 1 FROM project_assignments pa WHERE pa.project_id = ${projectId} AND pa.company_id =
          c.id AND pa.ended_at IS NULL)
      -- Companies offering the project's service first (the ranking's first criterion), so the
      -- bound never drops a matching company in favour of one that does not offer the service.
      ORDER BY EXISTS (
                 SELECT 1 FROM unnest(c.services) s
                 WHERE regexp_replace(lower(trim(s)), '\\s+', ' ', 'g') =
                   ANY(${[...serviceMatchNames(project.serviceType)]}::text[])
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
    candidates: withBlockReasons(rankCandidates(project, await withRankingStats(companies)), companies, project),
    candidatesTotal: counted?.total ?? 0,
  };
}

/**
 * Marks each candidate that may not get this lead (licence, insurance, pause) with the German reason, and
 * moves those after the eligible ones; the dialog shows the reason instead of offering them.
 */
function withBlockReasons(
  ranked: RankedCandidate[],
  standings: readonly (CandidateCompany & LeadStanding)[],
  project: { serviceType: string },
): RankedCandidate[] {
  const today = viennaToday();
  const byId = new Map(standings.map((company) => [company.id, company]));
  const marked = ranked.map((candidate) => {
    const standing = byId.get(candidate.id);
    return { ...candidate, blockedReason: standing ? leadBlockReason(standing, project.serviceType, today) : null };
  });
  return [...marked.filter((c) => !c.blockedReason), ...marked.filter((c) => c.blockedReason)];
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
