/**
 * The two lists the operations benchmark measures, as their users see them: the admin's project
 * search counts a project once although it matches a search two ways (its id and its phone number,
 * each counted on its own index), and the company's stat cards count hot leads from the answers
 * copied onto each assignment, also after a project's answers changed.
 */
import { GET as getProjects } from "@/app/api/admin/projects/route";
import { GET as getLeads } from "@/app/api/company/leads/route";
import { closeDb, getDb } from "@/lib/db";
import type { AdminProjectsPage } from "@/lib/domain/admin-projects";
import { INTENT_READINESS_OPTIONS, START_TIMELINE_OPTIONS } from "@/lib/domain/lead-score";
import { createAdminAccount, createCompanyAccount } from "../support/auth";
import { projectBuilder } from "../support/fixtures";

const BASE = "http://localhost:3000";
const RUN = `opl${Date.now().toString(36)}`;
/** Far above the ids the sequence hands out in a test run, and 7 digits: a search by it is also a phone search. */
const EXPLICIT_ID = 8_642_097;

const get = (path: string, cookie: string) => new Request(`${BASE}${path}`, { headers: { cookie } });

const createProject = projectBuilder(RUN, (n) => `+43 660 100${String(n).padStart(4, "0")}`);

afterAll(async () => {
  await getDb().project.deleteMany({ where: { name: { startsWith: `Kunde ${RUN}` } } });
  await closeDb();
});

it("the admin's search counts a project matching by id and by phone number once", async () => {
  const admin = await createAdminAccount(`admin-${RUN}@example.at`);
  const search = async () => {
    const response = await getProjects(get(`/api/admin/projects?q=${EXPLICIT_ID}`, admin.cookie));
    expect(response.status).toBe(200);
    const page = (await response.json()) as AdminProjectsPage;
    return { ids: page.projects.map((project) => project.id).sort(), total: page.total };
  };
  const byId = await createProject({ id: EXPLICIT_ID });
  const byPhone = await createProject({ phone: `+43 660 ${EXPLICIT_ID}` });
  expect(await search()).toEqual({ ids: [byId, byPhone].sort(), total: 2 });

  // Now the first project matches both ways: still listed and counted once.
  await getDb().project.update({ where: { id: byId }, data: { phone: `0660/${EXPLICIT_ID}` } });
  expect(await search()).toEqual({ ids: [byId, byPhone].sort(), total: 2 });
});

it("the company's stat cards count hot leads, and follow a change of a project's answers", async () => {
  const company = await createCompanyAccount(`firma-${RUN}@example.at`);
  const hotAnswers = { intent_readiness: INTENT_READINESS_OPTIONS[0], start_timeline: START_TIMELINE_OPTIONS[0] };
  const coldAnswers = {
    intent_readiness: INTENT_READINESS_OPTIONS.at(-1),
    start_timeline: START_TIMELINE_OPTIONS.at(-1),
  };
  const hot = await createProject({ quizAnswers: hotAnswers });
  const cold = await createProject({ quizAnswers: coldAnswers });
  // An older row whose answers were stored as a JSON string.
  const hotAsString = await createProject({ quizAnswers: JSON.stringify(hotAnswers) });
  await getDb().projectAssignment.createMany({
    data: [hot, cold, hotAsString].map((projectId) => ({
      projectId,
      companyId: company.companyId,
      status: projectId === cold ? "Verloren" : "Offen",
    })),
  });
  const stats = async () => {
    const response = await getLeads(get("/api/company/leads?page=1&pageSize=20", company.cookie));
    expect(response.status).toBe(200);
    return ((await response.json()) as { stats: { total: number; hot: number; open: number; lost: number } }).stats;
  };
  expect(await stats()).toMatchObject({ total: 3, hot: 2, open: 2, lost: 1 });

  await getDb().project.update({ where: { id: hot }, data: { quizAnswers: coldAnswers } });
  await getDb().project.update({ where: { id: cold }, data: { quizAnswers: hotAnswers } });
  expect(await stats()).toMatchObject({ total: 3, hot: 2, open: 2, lost: 1 });
  await getDb().project.update({ where: { id: cold }, data: { quizAnswers: {} } });
  expect(await stats()).toMatchObject({ total: 3, hot: 1 });
});

it("the admin's service filter finds a Küchenrenovierung by its catalogue id with an umlaut", async () => {
  const admin = await createAdminAccount(`admin-kitchen-${RUN}@example.at`);
  const kitchen = await createProject({ serviceType: "küchenrenovierung" });
  const response = await getProjects(
    get(`/api/admin/projects?service=${encodeURIComponent("küchenrenovierung")}&q=${kitchen}`, admin.cookie),
  );
  expect(response.status).toBe(200);
  const page = (await response.json()) as AdminProjectsPage;
  expect(page.projects.map((project) => project.id)).toEqual([kitchen]);
});
