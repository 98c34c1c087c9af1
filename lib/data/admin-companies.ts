/**
 * Data access of the admin's companies table and company details (authenticated-side.md §2
 * "Companies": name, city, services, verified / not verified, registered date, details; §3
 * "companies"; issue 5 "Content management → Companies": details with contact, services, verified
 * state and assignments with their outcomes; an admin can verify or unverify a company).
 *
 * Unverifying a company keeps its existing assignments (it still sees and works those leads); it is
 * only no longer offered for new ones.
 */
import "server-only";
import { endAllSessions } from "@/lib/auth/session";
import { getDb } from "@/lib/db";
import {
  ADMIN_COMPANY_ASSIGNMENTS_LIMIT,
  type AdminCompanyDetails,
  type AdminCompanyListItem,
  type AssignmentCounts,
} from "@/lib/domain/admin-projects";
import { ApiError } from "@/lib/http/api-error";

/** Most companies the table lists (newest first); far more than the product has partners. */
export const MAX_ADMIN_COMPANIES = 1000;

export const COMPANY_NOT_FOUND = "Firma nicht gefunden";

const LIST_SELECT = { id: true, name: true, city: true, services: true, verified: true, createdAt: true } as const;

function toListItem(company: { id: number; name: string; city: string; services: string[]; verified: boolean; createdAt: Date }): AdminCompanyListItem {
  return { ...company, createdAt: company.createdAt.toISOString() };
}

/** Every company, newest first (created_at index), at most MAX_ADMIN_COMPANIES. */
export async function listAdminCompanies(): Promise<AdminCompanyListItem[]> {
  const companies = await getDb().company.findMany({
    select: LIST_SELECT,
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: MAX_ADMIN_COMPANIES,
  });
  return companies.map(toListItem);
}

/**
 * A company's details: list fields, login e-mail, contactInfo, assignment counts by status (all
 * assignments) and its newest assignments with the project's service, postcode and date.
 *
 * @throws ApiError 404 when the company does not exist.
 */
export async function getAdminCompany(companyId: number): Promise<AdminCompanyDetails> {
  const db = getDb();
  const [company, grouped, assignments] = await Promise.all([
    db.company.findUnique({
      where: { id: companyId },
      select: { ...LIST_SELECT, contactInfo: true, user: { select: { email: true } } },
    }),
    db.projectAssignment.groupBy({ by: ["status"], where: { companyId }, _count: { _all: true } }),
    db.projectAssignment.findMany({
      where: { companyId },
      select: {
        status: true,
        assignedAt: true,
        project: { select: { id: true, serviceType: true, zipCode: true, createdAt: true } },
      },
      orderBy: [{ assignedAt: "desc" }, { id: "desc" }],
      take: ADMIN_COMPANY_ASSIGNMENTS_LIMIT,
    }),
  ]);
  if (!company) throw new ApiError(404, COMPANY_NOT_FOUND);
  const counts: AssignmentCounts = { Offen: 0, Gewonnen: 0, Verloren: 0 };
  for (const group of grouped) {
    if (group.status in counts) counts[group.status as keyof AssignmentCounts] = group._count._all;
  }
  const { user, contactInfo, ...listFields } = company;
  return {
    ...toListItem(listFields),
    email: user?.email ?? null,
    contactInfo,
    counts,
    assignments: assignments.map((assignment) => ({
      projectId: assignment.project.id,
      serviceType: assignment.project.serviceType,
      zipCode: assignment.project.zipCode,
      createdAt: assignment.project.createdAt.toISOString(),
      assignedAt: assignment.assignedAt.toISOString(),
      status: assignment.status,
    })),
  };
}

/**
 * Verifies or unverifies a company. Unverifying ends the sessions of the company's user (issue 12 §3).
 *
 * @returns the company's list fields after the change.
 * @throws ApiError 404 when the company does not exist.
 */
export async function setCompanyVerified(companyId: number, verified: boolean): Promise<AdminCompanyListItem> {
  const company = await getDb().$transaction(async (tx) => {
    const before = await tx.company.findUnique({ where: { id: companyId }, select: { verified: true, userId: true } });
    if (!before) throw new ApiError(404, COMPANY_NOT_FOUND);
    await tx.company.update({ where: { id: companyId }, data: { verified } });
    // Unverifying ends the company user's sessions (issue 12 §3); verifying again needs a new login.
    if (before.verified && !verified && before.userId !== null) await endAllSessions(before.userId, tx);
    return tx.company.findUniqueOrThrow({ where: { id: companyId }, select: LIST_SELECT });
  });
  return toListItem(company);
}
