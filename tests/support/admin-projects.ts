/** Shared set-up of the admin project API tests: accounts, projects and companies to assign. */
import { POST as postAssign } from "@/app/api/admin/assign-lead/route";
import { POST as postMarkViewed } from "@/app/api/admin/mark-category-viewed/route";
import { GET as getCounts } from "@/app/api/admin/notification-counts/route";
import { GET as getProjects } from "@/app/api/admin/projects/route";
import { GET as getStats } from "@/app/api/admin/stats/route";
import { closeDb, getDb } from "@/lib/db";
import type { AdminProjectsPage, AdminStats } from "@/lib/domain/admin-projects";
import { type NotificationCounts } from "@/lib/domain/admin-notifications";
import { createAdminAccount, createCompanyAccount } from "./auth";
import { startFakeResend, type FakeResend } from "./fake-resend";
import { apiRequest } from "./http";
import { CHECKED_COMPANY } from "./checked-company";

/** A company's "Gewonnen" (with the order value and the expected completion month). */
export const WON = {
  status: "Gewonnen",
  wonValue: "12.000",
  expectedCompletion: `${new Date().getUTCFullYear() + 1}-06`,
};

export const params = (id: string | number) => ({ params: Promise.resolve({ id: String(id) }) });

export type Account = Awaited<ReturnType<typeof createAdminAccount>>;
export type CompanyAccount = Awaited<ReturnType<typeof createCompanyAccount>>;
export let admin: Account;
export let otherAdmin: Account;
export let companyA: CompanyAccount;
export let companyB: CompanyAccount;
export let fake: FakeResend;

export const counts = async (cookie: string) => {
  const response = await getCounts(apiRequest("GET", "/api/admin/notification-counts", { cookie }));
  expect(response.status).toBe(200);
  return ((await response.json()) as { notifications: NotificationCounts }).notifications;
};
export const markViewed = (body: unknown, cookie?: string, headers?: Record<string, string>) =>
  postMarkViewed(apiRequest("POST", "/api/admin/mark-category-viewed", { cookie, body, headers }));
export const assign = (body: unknown, cookie?: string, headers?: Record<string, string>) =>
  postAssign(apiRequest("POST", "/api/admin/assign-lead", { cookie, body, headers }));
export const projectsPage = async (query: string, cookie = admin.cookie) => {
  const response = await getProjects(apiRequest("GET", `/api/admin/projects${query}`, { cookie }));
  return { status: response.status, body: (await response.json()) as AdminProjectsPage & { message?: string } };
};
export const stats = async () =>
  (
    (await (await getStats(apiRequest("GET", "/api/admin/stats", { cookie: admin.cookie }))).json()) as {
      stats: AdminStats;
    }
  ).stats;

export let projectCounter = 0;
/** A project of a customer whose name, e-mail and phone are unique (to look for them in e-mails). */
export async function createProject(extra: Record<string, unknown> = {}): Promise<number> {
  projectCounter += 1;
  const project = await getDb().project.create({
    data: {
      serviceType: "badrenovierung",
      zipCode: "1100",
      name: `Kundin Geheim ${projectCounter}`,
      email: `kundin.geheim${projectCounter}@example.at`,
      phone: `+43 660 99900${String(projectCounter).padStart(2, "0")}`,
      budget: "10.000 - 20.000 €",
      quizAnswers: { bathroom_size: "5-8 m²", wishes: ["Dusche", "WC"], barrier_free: true },
      privacyPolicyVersion: "2025-07",
      ...extra,
    },
    select: { id: true },
  });
  return project.id;
}

let label = "";
export let companyCounter = 0;
/** A company with a login e-mail but no password (enough to receive leads). */
export async function createCompany(
  extra: { name?: string; verified?: boolean; services?: string[]; city?: string; withUser?: boolean } = {},
) {
  companyCounter += 1;
  const email = `admin-api${label}-firma${companyCounter}@example.at`;
  const user =
    extra.withUser === false
      ? null
      : await getDb().user.create({ data: { email, role: "company" }, select: { id: true } });
  const company = await getDb().company.create({
    data: {
      userId: user?.id ?? null,
      name: extra.name ?? `Testfirma ${companyCounter}`,
      verified: extra.verified ?? true,
      services: extra.services ?? [],
      city: extra.city ?? "Wien",
      ...CHECKED_COMPANY,
    },
    select: { id: true },
  });
  return { companyId: company.id, email };
}

export const assignmentsOf = (projectId: number) =>
  getDb().projectAssignment.findMany({
    where: { projectId },
    select: { companyId: true, status: true },
    orderBy: { id: "asc" },
  });

/**
 * Registers the hooks of an admin project test file: two admins, companies A and B and a fake
 * Resend server. `fileLabel` goes into every e-mail address ("" for admin-api-a@example.at), so
 * files sharing the database create distinct users.
 */
export function setUpAdminProjects(fileLabel = "") {
  label = fileLabel;
  beforeAll(async () => {
    admin = await createAdminAccount(`admin-projects-api${label}@example.at`);
    otherAdmin = await createAdminAccount(`admin-projects-api${label}-2@example.at`);
    companyA = await createCompanyAccount(`admin-api${label}-a@example.at`, "geheim123", "Bad Meister A");
    companyB = await createCompanyAccount(`admin-api${label}-b@example.at`, "geheim123", "Bad Meister B");
    fake = await startFakeResend();
  });

  afterAll(async () => {
    await fake.close();
    await closeDb();
  });
}
