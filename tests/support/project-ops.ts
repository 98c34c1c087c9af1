/**
 * Shared set-up of the integration tests of the admin's project operations and the companies-per-lead limit:
 * the three accounts of a run, and projects, companies and API calls made as that run's admin.
 */
import { POST as postAssign } from "@/app/api/admin/assign-lead/route";
import { POST as postUnassign } from "@/app/api/admin/projects/[id]/unassign/route";
import { GET as getProjects } from "@/app/api/admin/projects/route";
import { GET as getLeads } from "@/app/api/company/leads/route";
import { PATCH as patchLeadStatus } from "@/app/api/projects/[id]/status/route";
import { getDb } from "@/lib/db";
import type { AdminProjectsPage } from "@/lib/domain/admin-projects";
import { createAdminAccount, createCompanyAccount } from "./auth";
import { projectBuilder } from "./fixtures";
import { apiRequest } from "./http";
import { CHECKED_COMPANY } from "./checked-company";

export const params = (id: number) => ({ params: Promise.resolve({ id: String(id) }) });

export type Account = Awaited<ReturnType<typeof createAdminAccount>>;
export type CompanyAccount = Awaited<ReturnType<typeof createCompanyAccount>>;

/** The admin and companies "Ops Bad A" and "Ops Bad B" of run `run`. */
export async function createOpsAccounts(run: string) {
  return {
    admin: await createAdminAccount(`admin-ops-${run}@example.at`),
    companyA: await createCompanyAccount(`ops-a-${run}@example.at`, "geheim123", "Ops Bad A"),
    companyB: await createCompanyAccount(`ops-b-${run}@example.at`, "geheim123", "Ops Bad B"),
  };
}

/**
 * Projects and companies of run `run` (unique names, e-mails and phones), and the admin and company API calls
 * the tests make; `adminCookie` is read at each call, as the admin is created in beforeAll.
 */
export function projectOps(run: string, adminCookie: () => string) {
  const createProject = projectBuilder(run, (n) => `+43 660 ${run.length}77${String(n).padStart(4, "0")}`);

  let companyCounter = 0;
  async function createCompany() {
    companyCounter += 1;
    const email = `ops-firma-${run}-${companyCounter}@example.at`;
    const user = await getDb().user.create({ data: { email, role: "company" }, select: { id: true } });
    const company = await getDb().company.create({
      data: {
        userId: user.id,
        name: `Ops Firma ${companyCounter}`,
        verified: true,
        services: [],
        city: "Wien",
        ...CHECKED_COMPANY,
      },
      select: { id: true },
    });
    return { companyId: company.id, email };
  }

  const list = async (query: string) => {
    const response = await getProjects(apiRequest("GET", `/api/admin/projects${query}`, { cookie: adminCookie() }));
    return {
      status: response.status,
      body: (await response.json()) as AdminProjectsPage & { message?: string; errors?: Record<string, string> },
    };
  };
  const ids = async (query: string) => (await list(`${query}&pageSize=100`)).body.projects.map((project) => project.id);
  const assign = (projectId: number, companyId: number) =>
    postAssign(apiRequest("POST", "/api/admin/assign-lead", { cookie: adminCookie(), body: { projectId, companyId } }));
  const unassign = (projectId: number, body: unknown, cookie = adminCookie()) =>
    postUnassign(apiRequest("POST", `/api/admin/projects/${projectId}/unassign`, { cookie, body }), params(projectId));
  const companyLeadIds = async (company: CompanyAccount) => {
    const response = await getLeads(apiRequest("GET", "/api/company/leads", { cookie: company.cookie }));
    expect(response.status).toBe(200);
    return ((await response.json()) as { projects: { id: number }[] }).projects.map((lead) => lead.id);
  };
  const setLeadStatus = (company: CompanyAccount, projectId: number, status: string) =>
    patchLeadStatus(
      apiRequest("PATCH", `/api/projects/${projectId}/status`, { cookie: company.cookie, body: { status } }),
      params(projectId),
    );
  const audits = (projectId: number, action: string) =>
    getDb().auditLog.findMany({ where: { entityType: "project", entityId: String(projectId), action } });

  return { createProject, createCompany, list, ids, assign, unassign, companyLeadIds, setLeadStatus, audits };
}
