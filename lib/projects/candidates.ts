/** The companies the assign dialog offers for a project, ranked by fit. */
import "server-only";
import { getDb } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import type { AdminCandidatesResponse } from "@/lib/domain/admin-projects";
import { rankCandidates, serviceMatchNames, type CandidateCompany, type RankedCandidate } from "@/lib/domain/matching";
import { companiesPerLeadLimit } from "@/lib/data/assignment-limit";
import { EMPTY_COMPANY_STATS, getCompanyStats } from "@/lib/data/company-stats";
import { publicResponseMedianMs } from "@/lib/domain/response-time";
import { NotFoundError } from "@/lib/errors";
import { viennaToday } from "@/lib/time/vienna";
import { leadBlockReasons, leadEligibleSql, type LeadStanding } from "@/lib/verification/eligibility";
import { ASSIGN_ERRORS } from "./errors";

/** Most companies the assign dialog ranks; its search reaches the others. */
export const MAX_CANDIDATES = 500;

type CandidateRow = CandidateCompany & Omit<LeadStanding, "hasLogin" | "licenceWordings">;

/**
 * Active companies with a login not yet assigned to `projectId`: those that may get the lead
 * (lib/verification/eligibility.ts) ranked by fit (lib/domain/matching.ts), then the others, ranked likewise and
 * marked with `blockReasons` (German) so the dialog can say why; with their open assignment counts.
 * At most MAX_CANDIDATES, those offering the service kept first; `candidatesTotal` counts all such companies.
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
  const today = viennaToday();
  const shown = Prisma.sql`c.user_id IS NOT NULL AND c.deactivated_at IS NULL
        AND NOT EXISTS (SELECT 1 FROM project_assignments pa WHERE pa.project_id = ${projectId} AND pa.company_id =
          c.id AND pa.ended_at IS NULL)`;
  const [counted] = await db.$queryRaw<{ total: number }[]>`
      SELECT count(*)::int AS total FROM companies c WHERE ${shown}`;
  const companies = await db.$queryRaw<CandidateRow[]>`
      SELECT c.id, c.name, c.city, c.services, c.contact_info AS "contactInfo", c.zip_code AS "zipCode", c.districts,
             c.verified, c.deactivated_at AS "deactivatedAt", c.licensed_services AS "licensedServices",
             to_char(c.insurance_valid_until, 'YYYY-MM-DD') AS "insuranceValidUntil",
             c.leads_paused_at AS "leadsPausedAt", c.leads_paused_reasons AS "leadsPausedReasons",
             (SELECT count(*)::int FROM project_assignments o
              WHERE o.company_id = c.id AND o.status = 'Offen' AND o.ended_at IS NULL) AS "openAssignments"
      FROM companies c
      WHERE ${shown}
      -- Companies offering the project's service first (the ranking's first criterion), eligible ones before the
      -- others within each group: the bound never drops a company offering the service (eligible or with a reason
      -- to show) in favour of one that does not.
      ORDER BY EXISTS (
                 SELECT 1 FROM unnest(c.services) s
                 WHERE regexp_replace(lower(trim(s)), '\\s+', ' ', 'g') =
                   ANY(${[...serviceMatchNames(project.serviceType)]}::text[])
               ) DESC,
               ${leadEligibleSql("c", project.serviceType, today)} DESC,
               c.name, c.id
      LIMIT ${MAX_CANDIDATES}`;
  const ranked = rankCandidates(project, await withRankingStats(companies));
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
    candidates: withBlockReasons(ranked, companies, project.serviceType, today),
    candidatesTotal: counted?.total ?? 0,
  };
}

/**
 * Adds each candidate's block reasons for `serviceType` on Vienna day `today` and moves the blocked ones after
 * the eligible ones, keeping the ranking within each group.
 */
function withBlockReasons(
  ranked: readonly RankedCandidate[],
  rows: readonly CandidateRow[],
  serviceType: string,
  today: string,
): RankedCandidate[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const marked = ranked.map((candidate) => {
    const row = byId.get(candidate.id)!;
    const blockReasons = leadBlockReasons({ ...row, hasLogin: true }, serviceType, today);
    return { ...candidate, blockReasons, hasProfile: row.verified };
  });
  return [
    ...marked.filter((candidate) => candidate.blockReasons.length === 0),
    ...marked.filter((candidate) => candidate.blockReasons.length > 0),
  ];
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
