/**
 * The admin's dashboard, projects and companies calls against the run's database (spec:
 * authenticated-side §2, §4, §7): admin-only access, notification counts, stats, GET
 * /api/admin/projects (bounded pages, newest first, filters), the companies list and a company's
 * details with its projects, outcome counts and contact data.
 */
import { GET as getCompany, PATCH as patchCompany } from "@/app/api/admin/companies/[id]/route";
import { GET as getCompanies } from "@/app/api/admin/companies/route";
import { GET as getCounts } from "@/app/api/admin/notification-counts/route";
import { GET as getCandidates } from "@/app/api/admin/projects/[id]/candidates/route";
import { GET as getProjects } from "@/app/api/admin/projects/route";
import { GET as getStats } from "@/app/api/admin/stats/route";
import { PATCH as patchLeadStatus } from "@/app/api/projects/[id]/status/route";
import { getDb } from "@/lib/db";
import type { AdminCandidatesResponse, AdminProject } from "@/lib/domain/admin-projects";
import { NOTIFICATION_COUNT_CAP } from "@/lib/domain/admin-notifications";
import { NOTIFICATION_CATEGORIES } from "@/lib/domain/admin-sections";
import { createCompanyAccount } from "../../support/auth";
import { apiRequest } from "../../support/http";

import {
  WON,
  admin,
  assign,
  assignmentsOf,
  companyA,
  companyB,
  counts,
  createCompany,
  createProject,
  markViewed,
  otherAdmin,
  params,
  projectsPage,
  setUpAdminProjects,
  stats,
} from "../../support/admin-projects";

setUpAdminProjects("-list");

describe("access", () => {
  it("every handler answers 401 logged out and 403 for a company, changing nothing", async () => {
    const projectId = await createProject();
    const calls = (cookie?: string) => [
      getCounts(apiRequest("GET", "/api/admin/notification-counts", { cookie })),
      markViewed({ category: "projects" }, cookie),
      getStats(apiRequest("GET", "/api/admin/stats", { cookie })),
      getProjects(apiRequest("GET", "/api/admin/projects", { cookie })),
      getCandidates(apiRequest("GET", `/api/admin/projects/${projectId}/candidates`, { cookie }), params(projectId)),
      assign({ projectId, companyId: companyA.companyId }, cookie),
      getCompanies(apiRequest("GET", "/api/admin/companies", { cookie })),
      getCompany(
        apiRequest("GET", `/api/admin/companies/${companyA.companyId}`, { cookie }),
        params(companyA.companyId),
      ),
      patchCompany(
        apiRequest("PATCH", `/api/admin/companies/${companyA.companyId}`, { cookie, body: { verified: false } }),
        params(companyA.companyId),
      ),
    ];
    expect((await Promise.all(calls())).map((response) => response.status)).toEqual(Array(9).fill(401));
    expect((await Promise.all(calls(companyA.cookie))).map((response) => response.status)).toEqual(Array(9).fill(403));
    expect(await assignmentsOf(projectId)).toEqual([]);
    expect(
      await getDb().adminCategoryView.count({ where: { adminUserId: { in: [admin.userId, otherAdmin.userId] } } }),
    ).toBe(0);
    expect((await getDb().company.findUniqueOrThrow({ where: { id: companyA.companyId } })).verified).toBe(true);
  });

  it("refuses cross-site mutations with 403", async () => {
    const projectId = await createProject();
    const evil = { origin: "https://evil.example" };
    expect((await markViewed({ category: "projects" }, admin.cookie, evil)).status).toBe(403);
    expect((await assign({ projectId, companyId: companyA.companyId }, admin.cookie, evil)).status).toBe(403);
    const patch = await patchCompany(
      apiRequest("PATCH", `/api/admin/companies/${companyA.companyId}`, {
        cookie: admin.cookie,
        body: { verified: false },
        headers: evil,
      }),
      params(companyA.companyId),
    );
    expect(patch.status).toBe(403);
    expect(await assignmentsOf(projectId)).toEqual([]);
  });
});

describe("notification counts", () => {
  it("counts all waiting items while never viewed, then only new ones after mark-category-viewed", async () => {
    const db = getDb();
    // Waiting: Offen, no active company (ended assignments don't count), not spam (lib/data/admin-dashboard.ts).
    const waitingProjects = await db.project.count({
      where: { status: "Offen", spamAt: null, assignments: { none: { endedAt: null } } },
    });
    const before = await counts(admin.cookie);
    expect(Object.keys(before).sort()).toEqual([
      "advertising",
      "aiOffers",
      "contactMessages",
      "partnerOnboarding",
      "projects",
      "registrations",
      "reviewReports",
    ]);
    // Counts stop at NOTIFICATION_COUNT_CAP (other test files may leave more waiting rows).
    expect(before.projects).toBe(Math.min(waitingProjects, NOTIFICATION_COUNT_CAP));
    expect(before.registrations).toBe(
      Math.min(await db.companyRegistration.count({ where: { status: "pending" } }), NOTIFICATION_COUNT_CAP),
    );

    for (const category of NOTIFICATION_CATEGORIES) {
      const response = await markViewed({ category }, admin.cookie);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ category, lastViewedAt: expect.any(String) });
    }
    // Other files may leave waiting projects dated in the future (sorting tests): those stay "new".
    const futureWaiting = await db.project.count({
      where: { status: "Offen", spamAt: null, assignments: { none: {} }, createdAt: { gt: new Date() } },
    });
    expect(await counts(admin.cookie)).toEqual({
      projects: futureWaiting,
      registrations: 0,
      partnerOnboarding: 0,
      aiOffers: 0,
      advertising: 0,
      contactMessages: 0,
      reviewReports: 0,
    });

    // New items after the view: one per category (and items that are not waiting do not count).
    const newProject = await createProject();
    await createProject({ status: "Gewonnen" });
    await db.companyRegistration.createMany({
      data: ["pending", "approved"].map((status) => ({
        companyName: "Neue Firma",
        contactPerson: "Max Muster",
        email: "neu@example.at",
        phone: "0660 1",
        address: "Weg 1",
        city: "Wien",
        zipCode: "1010",
        experience: "3-5",
        employees: "2-5",
        description: "Beschreibung",
        status,
      })),
    });
    await db.partnerOnboarding.create({ data: { companyName: "Onboarding GmbH" } });
    await db.bathroomOffer.create({ data: { projectId: newProject, uniqueLinkId: `offer-${Date.now()}` } });
    await db.advertisingRequest.create({ data: { companyId: companyA.companyId, category: "Badrenovierung" } });
    // A report on a review waits for the admin's decision; a decided one does not.
    const review = await db.review.create({
      data: {
        companyId: companyA.companyId,
        rating: 2,
        title: "Zu spät",
        body: "Der Termin wurde zweimal verschoben.",
        authorName: "Max M.",
        serviceType: "maler",
        jobMonth: "2026-10",
      },
    });
    await db.reviewReport.create({ data: { reviewId: review.id, reason: "Diese Bewertung ist falsch." } });
    await db.reviewReport.create({
      data: {
        reviewId: review.id,
        reason: "Schon entschieden.",
        decision: "kept",
        decisionReason: "Zulässig",
        decidedAt: new Date(),
      },
    });
    expect(await counts(admin.cookie)).toEqual({
      projects: futureWaiting + 1,
      registrations: 1,
      partnerOnboarding: 1,
      aiOffers: 1,
      advertising: 1,
      contactMessages: 0,
      reviewReports: 1,
    });

    // The other admin never viewed anything: it sees every waiting item, including the new ones.
    const other = await counts(otherAdmin.cookie);
    expect(other.projects).toBe(waitingProjects + 1);

    // Marking one category viewed clears only that badge, only for this admin.
    expect((await markViewed({ category: "projects" }, admin.cookie)).status).toBe(200);
    expect(await counts(admin.cookie)).toEqual({
      projects: futureWaiting,
      registrations: 1,
      partnerOnboarding: 1,
      aiOffers: 1,
      advertising: 1,
      contactMessages: 0,
      reviewReports: 1,
    });
    expect((await counts(otherAdmin.cookie)).projects).toBe(waitingProjects + 1);

    // A new project that gets a company is no longer waiting.
    const assignedLater = await createProject();
    expect((await counts(admin.cookie)).projects).toBe(futureWaiting + 1);
    expect((await assign({ projectId: assignedLater, companyId: companyA.companyId }, admin.cookie)).status).toBe(201);
    expect((await counts(admin.cookie)).projects).toBe(futureWaiting);
    expect(await db.adminCategoryView.count({ where: { adminUserId: admin.userId } })).toBe(
      NOTIFICATION_CATEGORIES.length,
    );
  });

  it("mark-category-viewed refuses unknown categories, malformed JSON and oversize bodies", async () => {
    const before = await getDb().adminCategoryView.findMany({ where: { adminUserId: otherAdmin.userId } });
    for (const body of [{ category: "companies" }, { category: "" }, {}, [], { category: 1 }]) {
      const response = await markViewed(body, otherAdmin.cookie);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ errors: expect.any(Object) });
    }
    expect((await markViewed("{nope", otherAdmin.cookie)).status).toBe(400);
    expect(
      (await markViewed(JSON.stringify({ category: "projects", pad: "x".repeat(70 * 1024) }), otherAdmin.cookie))
        .status,
    ).toBe(413);
    expect(await getDb().adminCategoryView.findMany({ where: { adminUserId: otherAdmin.userId } })).toEqual(before);
  });
});

describe("GET /api/admin/stats", () => {
  it("answers the five counts and follows assignments and outcomes", async () => {
    const start = await stats();
    expect(Object.keys(start).sort()).toEqual([
      "activeQuizzes",
      "assignedProjects",
      "openLeads",
      "verifiedCompanies",
      "wonProjects",
    ]);
    expect(start.verifiedCompanies).toBe(await getDb().company.count({ where: { verified: true } }));
    expect(start.activeQuizzes).toBe(await getDb().quiz.count({ where: { isActive: true } }));

    const projectId = await createProject();
    expect(await stats()).toMatchObject({ openLeads: start.openLeads + 1, assignedProjects: start.assignedProjects });
    expect((await assign({ projectId, companyId: companyB.companyId }, admin.cookie)).status).toBe(201);
    expect(await stats()).toMatchObject({ openLeads: start.openLeads, assignedProjects: start.assignedProjects + 1 });

    const won = await patchLeadStatus(
      apiRequest("PATCH", `/api/projects/${projectId}/status`, { cookie: companyB.cookie, body: WON }),
      params(projectId),
    );
    expect(won.status).toBe(200);
    expect(await stats()).toMatchObject({
      assignedProjects: start.assignedProjects,
      wonProjects: start.wonProjects + 1,
    });
  });
});

describe("GET /api/admin/projects", () => {
  it("answers a bounded page, newest first, with customer, budget, answers, status and companies", async () => {
    const older = await createProject({ createdAt: new Date("2090-01-01T10:00:00Z") });
    const newer = await createProject({
      createdAt: new Date("2090-01-02T10:00:00Z"),
      quizAnswers: JSON.stringify({ a: 1 }),
    });
    expect((await assign({ projectId: older, companyId: companyA.companyId }, admin.cookie)).status).toBe(201);
    expect((await assign({ projectId: older, companyId: companyB.companyId }, admin.cookie)).status).toBe(201);

    const { status, body } = await projectsPage("?page=1&pageSize=2");
    expect(status).toBe(200);
    expect(body.page).toBe(1);
    expect(body.pageSize).toBe(2);
    // Spam projects are listed only with the spam filter.
    expect(body.total).toBe(await getDb().project.count({ where: { spamAt: null } }));
    expect(body.projects.map((project) => project.id)).toEqual([newer, older]);
    const row = body.projects[1]!;
    expect(row).toEqual({
      id: older,
      consentWithdrawnAt: null,
      spamAt: null,
      erasedAt: null,
      closedAt: null,
      emailConfirmedAt: null,
      hireAnswer: null,
      hiredCompanyId: null,
      hireValueCents: null,
      hireAnsweredAt: null,
      clarification: [],
      serviceType: "badrenovierung",
      zipCode: "1100",
      budget: "10.000 - 20.000 €",
      name: expect.stringMatching(/^Kundin Geheim/),
      email: expect.stringMatching(/@example\.at$/),
      quizAnswers: { bathroom_size: "5-8 m²", wishes: ["Dusche", "WC"], barrier_free: true },
      status: "Offen",
      createdAt: "2090-01-01T10:00:00.000Z",
      assignments: [
        {
          companyId: companyA.companyId,
          companyName: "Bad Meister A",
          status: "Offen",
          assignedAt: expect.any(String),
          contactedAt: null,
          wonValueCents: null,
          overdue: false,
          endedAt: null,
          endReason: null,
          assignmentId: expect.any(Number),
          threadReport: null,
          threadClosedAt: null,
          siteVisit: null,
        },
        {
          companyId: companyB.companyId,
          companyName: "Bad Meister B",
          status: "Offen",
          assignedAt: expect.any(String),
          contactedAt: null,
          wonValueCents: null,
          overdue: false,
          endedAt: null,
          endReason: null,
          assignmentId: expect.any(Number),
          threadReport: null,
          threadClosedAt: null,
          siteVisit: null,
        },
      ],
    } satisfies AdminProject);
    expect(row).not.toHaveProperty("phone");
    expect(body.projects[0]!.assignments).toEqual([]);
    expect(body.projects[0]!.quizAnswers).toBe(JSON.stringify({ a: 1 }));

    const second = await projectsPage("?page=2&pageSize=2");
    expect(second.body.projects).toHaveLength(2);
    expect(second.body.projects.map((project) => project.id)).not.toContain(newer);
    const beyond = await projectsPage(`?page=${Math.ceil(body.total / 2) + 5}&pageSize=2`);
    expect(beyond.body.projects).toEqual([]);

    const defaults = await projectsPage("");
    expect(defaults.body.pageSize).toBe(50);
    expect(defaults.body.projects.length).toBeLessThanOrEqual(50);
  });

  it("filters by status", async () => {
    const { body } = await projectsPage("?status=Gewonnen&pageSize=100");
    expect(body.total).toBe(await getDb().project.count({ where: { status: "Gewonnen" } }));
    expect(body.projects.length).toBeGreaterThan(0);
    expect(body.projects.every((project) => project.status === "Gewonnen")).toBe(true);
  });

  it("refuses page sizes over 100, non-numeric pages and unknown statuses with 400", async () => {
    for (const query of [
      "?pageSize=101",
      "?pageSize=0",
      "?page=0",
      "?page=abc",
      "?status=gewonnen",
      "?pageSize=10000",
    ]) {
      const { status, body } = await projectsPage(query);
      expect([query, status]).toEqual([query, 400]);
      expect(body.message).toEqual(expect.any(String));
    }
  });
});
describe("companies", () => {
  it("lists companies with name, city, services, verified and registered date (one page, exact total)", async () => {
    const fresh = await createCompany({
      name: "Neueste Firma",
      services: ["Badrenovierung", "Fliesenleger"],
      city: "1020 Wien",
    });
    const response = await getCompanies(
      apiRequest("GET", `/api/admin/companies?q=%23${fresh.companyId}`, { cookie: admin.cookie }),
    );
    expect(response.status).toBe(200);
    const { companies, total } = (await response.json()) as { companies: Record<string, unknown>[]; total: number };
    expect(total).toBe(1);
    expect(companies[0]).toEqual({
      id: fresh.companyId,
      name: "Neueste Firma",
      city: "1020 Wien",
      services: ["Badrenovierung", "Fliesenleger"],
      verified: true,
      zipCode: null,
      deactivatedAt: null,
      createdAt: expect.any(String),
      email: fresh.email,
      contactPhone: null,
      contactEmail: null,
      passwordSet: false,
      needsAction: true,
    });
    const all = (await (
      await getCompanies(apiRequest("GET", "/api/admin/companies?pageSize=1", { cookie: admin.cookie }))
    ).json()) as { total: number };
    expect(all.total).toBe(await getDb().company.count());
  });

  it("shows a company's contact, counts by outcome and projects", async () => {
    const company = await createCompanyAccount("admin-api-details@example.at", "geheim123", "Details GmbH");
    await getDb().company.update({
      where: { id: company.companyId },
      data: { contactInfo: "Hauptstraße 1, 1030 Wien", services: ["Badrenovierung"] },
    });
    const p1 = await createProject({ createdAt: new Date("2091-01-01T00:00:00Z") });
    const p2 = await createProject({ serviceType: "maler" });
    const p3 = await createProject();
    for (const projectId of [p1, p2, p3])
      expect((await assign({ projectId, companyId: company.companyId }, admin.cookie)).status).toBe(201);
    for (const [projectId, status] of [
      [p1, "Gewonnen"],
      [p2, "Verloren"],
    ] as const) {
      const response = await patchLeadStatus(
        apiRequest("PATCH", `/api/projects/${projectId}/status`, {
          cookie: company.cookie,
          body: status === "Gewonnen" ? WON : { status },
        }),
        params(projectId),
      );
      expect(response.status).toBe(200);
    }

    const response = await getCompany(
      apiRequest("GET", `/api/admin/companies/${company.companyId}`, { cookie: admin.cookie }),
      params(company.companyId),
    );
    expect(response.status).toBe(200);
    const { company: details } = (await response.json()) as {
      company: Record<string, unknown> & { assignments: { projectId: number; status: string }[] };
    };
    expect(details).toMatchObject({
      id: company.companyId,
      name: "Details GmbH",
      email: "admin-api-details@example.at",
      contactInfo: "Hauptstraße 1, 1030 Wien",
      services: ["Badrenovierung"],
      verified: true,
      counts: { Offen: 1, Gewonnen: 1, Verloren: 1 },
    });
    expect(details.assignments.map((a) => [a.projectId, a.status])).toEqual([
      [p3, "Offen"],
      [p2, "Verloren"],
      [p1, "Gewonnen"],
    ]);
    expect(details.assignments[2]).toEqual({
      projectId: p1,
      serviceType: "badrenovierung",
      zipCode: "1100",
      createdAt: "2091-01-01T00:00:00.000Z",
      assignedAt: expect.any(String),
      status: "Gewonnen",
      endedAt: null,
    });
    expect(JSON.stringify(details)).not.toContain("Kundin Geheim");
  });

  it("verifies and unverifies a company; an unverified one gets no new leads", async () => {
    const company = await createCompany({ name: "Wechselhaft GmbH", services: ["badrenovierung"] });
    const patch = (body: unknown) =>
      patchCompany(
        apiRequest("PATCH", `/api/admin/companies/${company.companyId}`, { cookie: admin.cookie, body }),
        params(company.companyId),
      );

    const off = await patch({ verified: false });
    expect(off.status).toBe(200);
    expect(await off.json()).toMatchObject({ company: { id: company.companyId, verified: false } });
    const projectId = await createProject();
    expect((await assign({ projectId, companyId: company.companyId }, admin.cookie)).status).toBe(409);
    const candidates = (await (
      await getCandidates(
        apiRequest("GET", `/api/admin/projects/${projectId}/candidates`, { cookie: admin.cookie }),
        params(projectId),
      )
    ).json()) as AdminCandidatesResponse;
    // Listed for the admin to see why, but not offered.
    expect(candidates.candidates.find((c) => c.id === company.companyId)?.blockReasons).toContain("nicht freigegeben");

    expect((await patch({ verified: true })).status).toBe(200);
    expect((await getDb().company.findUniqueOrThrow({ where: { id: company.companyId } })).verified).toBe(true);
    expect((await assign({ projectId, companyId: company.companyId }, admin.cookie)).status).toBe(201);

    for (const body of [{}, { verified: "true" }, { verified: 1 }, null]) expect((await patch(body)).status).toBe(400);
    expect((await patch("{bad")).status).toBe(400);
    expect((await getDb().company.findUniqueOrThrow({ where: { id: company.companyId } })).verified).toBe(true);
  });

  it("answers 404 for unknown and non-numeric company ids", async () => {
    for (const id of ["2000000000", "abc", "0", "-3"]) {
      const get = await getCompany(
        apiRequest("GET", `/api/admin/companies/${id}`, { cookie: admin.cookie }),
        params(id),
      );
      expect(get.status).toBe(404);
      expect(await get.json()).toEqual({ message: "Firma nicht gefunden" });
      const patch = await patchCompany(
        apiRequest("PATCH", `/api/admin/companies/${id}`, { cookie: admin.cookie, body: { verified: true } }),
        params(id),
      );
      expect(patch.status).toBe(404);
    }
  });
});
