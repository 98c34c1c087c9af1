/**
 * Matching against the run's database (spec: authenticated-side §2 "Projects", §4): the candidates
 * of a project and POST /api/admin/assign-lead with its rules (only Offen projects, at most 4
 * companies also under concurrency, no duplicates, only verified companies), the queued e-mail
 * (recipient, link, no customer data) and the company dashboard seeing the lead.
 */
import { GET as getCandidates } from "@/app/api/admin/projects/[id]/candidates/route";
import { GET as getLeads } from "@/app/api/company/leads/route";
import { PATCH as patchLeadStatus } from "@/app/api/projects/[id]/status/route";
import { OUTBOX_BODY_PURPOSE } from "@/lib/email/outbox";
import { decryptField } from "@/lib/security/secrets";
import { getDb } from "@/lib/db";
import type { AdminCandidatesResponse } from "@/lib/domain/admin-projects";
import { deliverToFake } from "../../support/fake-resend";
import { apiRequest } from "../../support/http";

import {
  WON,
  admin,
  assign,
  assignmentsOf,
  companyA,
  companyB,
  createCompany,
  createProject,
  fake,
  params,
  projectsPage,
  setUpAdminProjects,
} from "../../support/admin-projects";

setUpAdminProjects();

describe("GET /api/admin/projects/{id}/candidates", () => {
  it("ranks eligible companies with a login by service, district and open leads, then the others with why; without assigned ones", async () => {
    const projectId = await createProject({ serviceType: "poolrenovierung", zipCode: "1100" });
    const far = await createCompany({ name: "Pool Fern", services: ["Poolrenovierung"], city: "1210 Wien" });
    const near = await createCompany({ name: "Pool Nah", services: ["poolrenovierung"], city: "1100 Wien" });
    const busy = await createCompany({
      name: "Pool Nah Beschäftigt",
      services: ["poolrenovierung"],
      city: "1100 Wien",
    });
    const other = await createCompany({ name: "Maler Nah", services: ["Malerei & Lackierung"], city: "1100 Wien" });
    const unverified = await createCompany({
      name: "Pool Unverifiziert",
      services: ["poolrenovierung"],
      verified: false,
    });
    const noLogin = await createCompany({ name: "Pool Ohne Login", services: ["poolrenovierung"], withUser: false });
    const assigned = await createCompany({ name: "Pool Zugewiesen", services: ["poolrenovierung"], city: "1100 Wien" });
    const busyProject = await createProject({ serviceType: "maler" });
    await getDb().projectAssignment.createMany({
      data: [
        { projectId: busyProject, companyId: busy.companyId },
        { projectId, companyId: assigned.companyId },
      ],
    });

    const response = await getCandidates(
      apiRequest("GET", `/api/admin/projects/${projectId}/candidates`, { cookie: admin.cookie }),
      params(projectId),
    );
    expect(response.status).toBe(200);
    const body = (await response.json()) as AdminCandidatesResponse;
    expect(body.project).toEqual({
      id: projectId,
      serviceType: "poolrenovierung",
      zipCode: "1100",
      status: "Offen",
      assignedCount: 1,
      companiesPerLead: 4,
      emailConfirmedAt: null,
    });
    const ids = body.candidates.map((candidate) => candidate.id);
    const mine = ids.filter((id) =>
      [far, near, busy, other, unverified, noLogin, assigned].some((c) => c.companyId === id),
    );
    expect(mine).toEqual([near.companyId, busy.companyId, far.companyId, other.companyId, unverified.companyId]);
    expect(body.candidates.find((candidate) => candidate.id === unverified.companyId)?.blockReasons).toEqual([
      "nicht freigegeben",
    ]);
    // Among the eligible companies, every one offering the service comes before every one that does not.
    const eligible = body.candidates.filter((candidate) => candidate.blockReasons?.length === 0);
    const firstNonMatch = eligible.findIndex((candidate) => !candidate.offersService);
    expect(eligible.slice(firstNonMatch).every((candidate) => !candidate.offersService)).toBe(true);
    expect(body.candidates.find((candidate) => candidate.id === busy.companyId)).toMatchObject({
      name: "Pool Nah Beschäftigt",
      city: "1100 Wien",
      openAssignments: 1,
      offersService: true,
      districtDistance: 0,
      reasons: ["bietet Poolrenovierung an", "gleicher Bezirk", "1 offener Lead"],
    });
  });

  it("answers 404 for unknown and non-numeric ids", async () => {
    for (const id of ["999999999", "abc", "0", "1.5", "99999999999"]) {
      const response = await getCandidates(
        apiRequest("GET", `/api/admin/projects/${id}/candidates`, { cookie: admin.cookie }),
        params(id),
      );
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: "Projekt nicht gefunden" });
    }
  });
});

describe("POST /api/admin/assign-lead", () => {
  it("adds one assignment, sets the first company on the project and queues the company's e-mail without customer data", async () => {
    const projectId = await createProject({ zipCode: "1070" });
    const project = await getDb().project.findUniqueOrThrow({ where: { id: projectId } });

    const first = await assign({ projectId, companyId: companyA.companyId }, admin.cookie);
    expect(first.status).toBe(201);
    expect(await first.json()).toEqual({
      message: expect.stringContaining("Bad Meister A"),
      assignment: { projectId, companyId: companyA.companyId, status: "Offen", assignedAt: expect.any(String) },
    });
    expect(await assignmentsOf(projectId)).toEqual([{ companyId: companyA.companyId, status: "Offen" }]);
    expect((await getDb().project.findUniqueOrThrow({ where: { id: projectId } })).assignedCompanyId).toBe(
      companyA.companyId,
    );

    const second = await assign({ projectId, companyId: companyB.companyId }, admin.cookie);
    expect(second.status).toBe(201);
    expect((await getDb().project.findUniqueOrThrow({ where: { id: projectId } })).assignedCompanyId).toBe(
      companyA.companyId,
    );

    const emails = await getDb().emailOutbox.findMany({
      where: {
        idempotencyKey: {
          in: [`lead-assigned-${projectId}-${companyA.companyId}`, `lead-assigned-${projectId}-${companyB.companyId}`],
        },
      },
      orderBy: { id: "asc" },
    });
    expect(emails.map((email) => email.to)).toEqual([["admin-api-a@example.at"], ["admin-api-b@example.at"]]);
    for (const email of emails) {
      expect(email.status).toBe("pending");
      expect(email.subject).toBe("Neue Anfrage: Badrenovierung in 1070 Wien");
      // Bodies are encrypted at rest.
      const text = decryptField(OUTBOX_BODY_PURPOSE, email.text);
      const html = decryptField(OUTBOX_BODY_PURPOSE, email.html ?? "");
      expect(text).toContain("7. Bezirk (Neubau)");
      expect(text).toContain("http://localhost:3000/company-dashboard");
      expect(html).toContain('href="http://localhost:3000/company-dashboard"');
      for (const secret of [project.name, project.email, project.phone]) {
        expect(text).not.toContain(secret);
        expect(html).not.toContain(secret);
        expect(email.subject).not.toContain(secret);
      }
    }
    // Delivered through the outbox, each company's e-mail reaches the (fake) provider once.
    for (const company of [companyA, companyB]) {
      const sent = await deliverToFake(fake, `lead-assigned-${projectId}-${company.companyId}`);
      expect(sent.body).toMatchObject({ to: company.email, subject: "Neue Anfrage: Badrenovierung in 1070 Wien" });
      expect(String(sent.body.text)).toContain("http://localhost:3000/company-dashboard");
    }

    // Both companies see the lead on their dashboard at once.
    for (const company of [companyA, companyB]) {
      const leads = (await (
        await getLeads(apiRequest("GET", "/api/company/leads", { cookie: company.cookie }))
      ).json()) as { projects: { id: number; status: string }[] };
      expect(leads.projects.find((lead) => lead.id === projectId)).toMatchObject({ status: "Offen" });
    }

    // The admin table shows both, and Gewonnen once one company won it.
    const won = await patchLeadStatus(
      apiRequest("PATCH", `/api/projects/${projectId}/status`, { cookie: companyB.cookie, body: WON }),
      params(projectId),
    );
    expect(won.status).toBe(200);
    const { body } = await projectsPage("?status=Gewonnen&pageSize=100");
    expect(body.projects.find((row) => row.id === projectId)).toMatchObject({
      status: "Gewonnen",
      assignments: [
        { companyId: companyA.companyId, status: "Offen" },
        { companyId: companyB.companyId, status: "Gewonnen" },
      ],
    });
  });

  it("refuses a duplicate, a fifth company, a project that is not Offen and an unverified company with 409", async () => {
    const projectId = await createProject();
    const companies = await Promise.all([1, 2, 3, 4, 5].map(() => createCompany()));
    expect((await assign({ projectId, companyId: companies[0]!.companyId }, admin.cookie)).status).toBe(201);

    const duplicate = await assign({ projectId, companyId: companies[0]!.companyId }, admin.cookie);
    expect(duplicate.status).toBe(409);
    expect(await duplicate.json()).toEqual({ message: "Diese Firma ist dem Projekt bereits zugewiesen." });

    for (const company of companies.slice(1, 4))
      expect((await assign({ projectId, companyId: company.companyId }, admin.cookie)).status).toBe(201);
    const fifth = await assign({ projectId, companyId: companies[4]!.companyId }, admin.cookie);
    expect(fifth.status).toBe(409);
    expect(await fifth.json()).toEqual({
      message: "Diesem Projekt sind bereits 4 Firmen mit offenem Status zugewiesen (Grenze aus den Einstellungen).",
    });
    expect(await assignmentsOf(projectId)).toHaveLength(4);

    const closed = await createProject({ status: "Verloren" });
    const notOpen = await assign({ projectId: closed, companyId: companies[4]!.companyId }, admin.cookie);
    expect(notOpen.status).toBe(409);
    expect(await notOpen.json()).toEqual({ message: "Nur offene Projekte können zugewiesen werden." });

    const open = await createProject();
    const unverified = await createCompany({ verified: false });
    const refused = await assign({ projectId: open, companyId: unverified.companyId }, admin.cookie);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ message: "Nur verifizierte Firmen können Leads erhalten." });
    const noLogin = await createCompany({ withUser: false });
    expect((await assign({ projectId: open, companyId: noLogin.companyId }, admin.cookie)).status).toBe(409);

    expect(await assignmentsOf(closed)).toEqual([]);
    expect(await assignmentsOf(open)).toEqual([]);
    expect((await getDb().project.findUniqueOrThrow({ where: { id: open } })).assignedCompanyId).toBeNull();
    expect(
      await getDb().emailOutbox.count({ where: { idempotencyKey: { startsWith: `lead-assigned-${open}-` } } }),
    ).toBe(0);
  });

  it("answers 404 for unknown ids and 400 for invalid or malformed bodies, writing nothing", async () => {
    const projectId = await createProject();
    const unknownProject = await assign({ projectId: 2_000_000_000, companyId: companyA.companyId }, admin.cookie);
    expect(unknownProject.status).toBe(404);
    expect(await unknownProject.json()).toEqual({ message: "Projekt nicht gefunden" });
    const unknownCompany = await assign({ projectId, companyId: 2_000_000_000 }, admin.cookie);
    expect(unknownCompany.status).toBe(404);
    expect(await unknownCompany.json()).toEqual({ message: "Firma nicht gefunden" });

    const invalid = [
      {},
      { projectId },
      { projectId: String(projectId), companyId: companyA.companyId },
      { projectId: -1, companyId: 1 },
      { projectId: 1.5, companyId: 1 },
      { projectId: 3_000_000_000, companyId: 1 },
      [],
      null,
    ];
    for (const body of invalid) {
      const response = await assign(body, admin.cookie);
      expect([JSON.stringify(body), response.status]).toEqual([JSON.stringify(body), 400]);
    }
    const missing = await assign({}, admin.cookie);
    expect(await missing.json()).toMatchObject({
      errors: { projectId: expect.any(String), companyId: expect.any(String) },
    });
    expect((await assign("{not json", admin.cookie)).status).toBe(400);
    expect(
      (await assign(JSON.stringify({ projectId, companyId: 1, pad: "x".repeat(70 * 1024) }), admin.cookie)).status,
    ).toBe(413);
    expect(await assignmentsOf(projectId)).toEqual([]);
  });

  it("never exceeds 4 companies when 6 assignments of one project run at the same time", async () => {
    const projectId = await createProject();
    const companies = await Promise.all([1, 2, 3, 4, 5, 6].map(() => createCompany()));
    const responses = await Promise.all(
      companies.map((company) => assign({ projectId, companyId: company.companyId }, admin.cookie)),
    );
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([201, 201, 201, 201, 409, 409]);
    const rows = await assignmentsOf(projectId);
    expect(rows).toHaveLength(4);
    const first = (await getDb().project.findUniqueOrThrow({ where: { id: projectId } })).assignedCompanyId;
    expect(rows.map((row) => row.companyId)).toContain(first);
    expect(
      await getDb().emailOutbox.count({ where: { idempotencyKey: { startsWith: `lead-assigned-${projectId}-` } } }),
    ).toBe(4);
  });
});
