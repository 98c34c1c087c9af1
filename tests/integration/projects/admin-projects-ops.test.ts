/**
 * The admin's project operations against a real, migrated database: server-side
 * search and filters of GET /api/admin/projects; POST /api/admin/projects/{id}/unassign, /reopen,
 * /spam, PATCH /status and DELETE /api/admin/projects/{id}; the rule of at most 4 companies with an
 * OPEN assignment, also under concurrent assignments. Each operation writes its audit row; the
 * unassigned company gets an e-mail through the outbox and loses the lead from its list.
 */
import { DELETE as deleteProject } from "@/app/api/admin/projects/[id]/route";
import { POST as postReopen } from "@/app/api/admin/projects/[id]/reopen/route";
import { POST as postSpam } from "@/app/api/admin/projects/[id]/spam/route";
import { PATCH as patchStatus } from "@/app/api/admin/projects/[id]/status/route";
import { closeDb, getDb } from "@/lib/db";
import { OUTBOX_BODY_PURPOSE } from "@/lib/email/outbox";
import { decryptField } from "@/lib/security/secrets";
import { apiRequest } from "../../support/http";
import { createOpsAccounts, params, projectOps, type Account, type CompanyAccount } from "../../support/project-ops";

let admin: Account;
let companyA: CompanyAccount;
let companyB: CompanyAccount;

/** A marker unique to this test run, so searches find only this file's projects. */
const RUN = `ops${Date.now().toString(36)}`;
const { createProject, createCompany, list, ids, assign, unassign, companyLeadIds, setLeadStatus, audits } = projectOps(
  RUN,
  () => admin.cookie,
);
const reopen = (projectId: number, body: unknown = {}) =>
  postReopen(
    apiRequest("POST", `/api/admin/projects/${projectId}/reopen`, { cookie: admin.cookie, body }),
    params(projectId),
  );

beforeAll(async () => {
  ({ admin, companyA, companyB } = await createOpsAccounts(RUN));
});

afterAll(async () => {
  await closeDb();
});

describe("GET /api/admin/projects search and filters", () => {
  it("finds projects by e-mail (exact, any case, or part), name, id, #id, PLZ and phone", async () => {
    const first = await createProject({
      name: `Herta Zwiebelbauer ${RUN}`,
      email: `herta.${RUN}@example.at` /* stored in lower case, as POST /api/projects does */,
      zipCode: "1234",
      phone: "+43 660 5551234",
    });
    const second = await createProject({ zipCode: "1234" });

    expect(await ids(`?q=${encodeURIComponent(`herta.${RUN}@example.AT`)}`)).toEqual([first]);
    expect(await ids(`?q=${encodeURIComponent(`herta.${RUN}`)}`)).toEqual([first]);
    expect(await ids(`?q=${encodeURIComponent(`zwiebelBAUER ${RUN}`)}`)).toEqual([first]);
    expect(await ids(`?q=${encodeURIComponent(`#${first}`)}`)).toEqual([first]);
    expect(await ids(`?q=${first}`)).toContain(first);
    expect(await ids(`?q=${encodeURIComponent("660 555 1234")}`)).toContain(first);
    const byZip = await ids("?q=1234");
    expect(byZip).toEqual(expect.arrayContaining([second, first]));
    expect(byZip.indexOf(second)).toBeLessThan(byZip.indexOf(first)); // newest first
    const oldest = await ids("?q=1234&sort=oldest");
    expect(oldest.indexOf(first)).toBeLessThan(oldest.indexOf(second));
    expect(await ids(`?q=${encodeURIComponent(`niemand-${RUN}`)}`)).toEqual([]);
    // Wildcards are literal.
    expect(await ids(`?q=${encodeURIComponent("%")}`)).toEqual([]);
  });

  it("filters by status, service, nicht zugewiesen and Vienna date range", async () => {
    const unassigned = await createProject({ name: `Filter ${RUN} a`, createdAt: new Date("2031-03-10T23:30:00Z") }); // 11 March in Vienna
    const assigned = await createProject({
      name: `Filter ${RUN} b`,
      serviceType: "maler",
      createdAt: new Date("2031-03-11T10:00:00Z"),
    });
    const won = await createProject({
      name: `Filter ${RUN} c`,
      status: "Gewonnen",
      createdAt: new Date("2031-03-12T10:00:00Z"),
    });
    expect((await assign(assigned, companyA.companyId)).status).toBe(201);
    const q = `q=${encodeURIComponent(`Filter ${RUN}`)}`;

    expect(await ids(`?${q}`)).toEqual([won, assigned, unassigned]);
    expect(await ids(`?${q}&unassigned=true`)).toEqual([unassigned]);
    expect(await ids(`?${q}&status=Gewonnen`)).toEqual([won]);
    expect(await ids(`?${q}&service=maler`)).toEqual([assigned]);
    expect(await ids(`?${q}&from=2031-03-11&to=2031-03-11`)).toEqual([assigned, unassigned]);
    expect(await ids(`?${q}&from=2031-03-12`)).toEqual([won]);
    expect(await ids(`?${q}&to=2031-03-10`)).toEqual([]);

    const page = await list(`?${q}&pageSize=2&page=2`);
    expect(page.body.total).toBe(3);
    expect(page.body.projects.map((project) => project.id)).toEqual([unassigned]);
  });

  it("searches 10,000 projects by e-mail, PLZ, id and name (rows removed afterwards)", async () => {
    const tag = `bulk${RUN}`;
    await getDb().$executeRawUnsafe(
      `INSERT INTO projects (service_type, zip_code, name, email, phone, quiz_answers, status, privacy_policy_version, created_at)
       SELECT 'badrenovierung', lpad(((i % 23) + 1)::text, 2, '0') || '9' || (i % 10)::text, 'Bulk ${tag} ' || i,
              'bulk.' || i || '.${tag}@example.at', '+43 1 ' || (1000000 + i), '{}', 'Verloren', 'test',
              timestamptz '2020-01-01' + i * interval '1 minute'
       FROM generate_series(1, 10000) AS i`,
    );
    try {
      const [target] = await getDb().$queryRaw<
        { id: number }[]
      >`SELECT id FROM projects WHERE email = ${`bulk.4242.${tag}@example.at`}`;
      expect(await ids(`?q=${encodeURIComponent(`bulk.4242.${tag}@example.at`)}`)).toEqual([target!.id]);
      expect(await ids(`?q=${encodeURIComponent(`#${target!.id}`)}`)).toEqual([target!.id]);
      expect(await ids(`?q=${encodeURIComponent(`Bulk ${tag} 4242`)}`)).toEqual([target!.id]);
      // PLZ 0192 (i % 23 = 0 and i % 10 = 2): i = 92, 322, …; oldest first starts with i = 92. "0192" also means id 192.
      const byZip = await list(`?q=0192&sort=oldest&pageSize=100`);
      const zipCount = await getDb().project.count({ where: { zipCode: "0192", spamAt: null } });
      expect(zipCount).toBeGreaterThan(40);
      expect(byZip.body.total - zipCount).toBeGreaterThanOrEqual(0);
      expect(byZip.body.total - zipCount).toBeLessThanOrEqual(1);
      expect(byZip.body.projects.every((project) => project.zipCode === "0192" || project.id === 192)).toBe(true);
      // The project with id 192 may itself be an older bulk row; the oldest with PLZ 0192 is i = 92.
      expect(byZip.body.projects.find((project) => project.zipCode === "0192")!.name).toBe(`Bulk ${tag} 92`);
      expect((await list(`?q=${encodeURIComponent(tag)}&status=Verloren&pageSize=1`)).body.total).toBe(10_000);
    } finally {
      await getDb().$executeRawUnsafe(`DELETE FROM projects WHERE email LIKE '%.${tag}@example.at'`);
    }
  });

  it("answers German 400s for invalid filters", async () => {
    for (const query of [
      "?from=2031-02-30",
      "?to=gestern",
      "?sort=random",
      "?unassigned=vielleicht",
      "?from=2031-03-02&to=2031-03-01",
      `?q=${"x".repeat(201)}`,
    ]) {
      const { status, body } = await list(query);
      expect(status).toBe(400);
      expect(typeof body.message).toBe("string");
    }
    const { body } = await list("?sort=random");
    expect(JSON.stringify(body)).toContain("Ungültige Sortierung");
  });
});

describe("unassign, reopen and the 4-open rule", () => {
  it("unassigns with a reason: the company's list loses it, the company gets an e-mail, an audit row is written", async () => {
    const projectId = await createProject();
    expect((await assign(projectId, companyA.companyId)).status).toBe(201);
    expect(await companyLeadIds(companyA)).toContain(projectId);

    const missingReason = await unassign(projectId, { companyId: companyA.companyId, reason: "x" });
    expect(missingReason.status).toBe(400);
    expect(((await missingReason.json()) as { errors: Record<string, string> }).errors.reason).toMatch(/Grund/);
    expect(
      (await unassign(projectId, { companyId: companyA.companyId, reason: "Firma" }, companyA.cookie)).status,
    ).toBe(403);

    const response = await unassign(projectId, { companyId: companyA.companyId, reason: "Firma hat keine Kapazität" });
    expect(response.status).toBe(200);
    expect(await companyLeadIds(companyA)).not.toContain(projectId);
    const project = await getDb().project.findUniqueOrThrow({ where: { id: projectId } });
    expect(project).toMatchObject({ status: "Offen", assignedCompanyId: null, closedAt: null });

    const [mail] = await getDb().emailOutbox.findMany({
      where: { idempotencyKey: { startsWith: `lead-unassigned-${projectId}-${companyA.companyId}-` } },
    });
    expect(mail).toBeDefined();
    expect(mail!.to).toEqual([companyA.email]);
    const body = decryptField(OUTBOX_BODY_PURPOSE, mail!.text);
    expect(body).toContain(`#${projectId}`);
    expect(body).not.toContain(project.name);
    expect(body).not.toContain(project.email);

    const [audit] = await audits(projectId, "project.unassign");
    expect(audit).toMatchObject({ actorUserId: admin.userId, note: "Firma hat keine Kapazität" });
    expect(audit!.before).toMatchObject({ companyId: companyA.companyId });

    // Not assigned any more: 404; reassigning the same company works again (and e-mails it again).
    expect((await unassign(projectId, { companyId: companyA.companyId, reason: "nochmal" })).status).toBe(404);
    expect((await assign(projectId, companyA.companyId)).status).toBe(201);
    expect(await companyLeadIds(companyA)).toContain(projectId);
    expect(
      await getDb().emailOutbox.count({
        where: { idempotencyKey: { startsWith: `lead-assigned-${projectId}-${companyA.companyId}` } },
      }),
    ).toBe(2);
  });

  it("reopens a project its only company lost, then a second company is assigned and sees it", async () => {
    const projectId = await createProject();
    expect((await assign(projectId, companyA.companyId)).status).toBe(201);
    expect((await setLeadStatus(companyA, projectId, "Verloren")).status).toBe(200);
    const closed = await getDb().project.findUniqueOrThrow({ where: { id: projectId } });
    expect(closed.status).toBe("Verloren");
    expect(closed.closedAt).not.toBeNull();
    expect((await assign(projectId, companyB.companyId)).status).toBe(409);

    const response = await reopen(projectId, { note: "Kunde sucht weiter" });
    expect(response.status).toBe(200);
    expect(await getDb().project.findUniqueOrThrow({ where: { id: projectId } })).toMatchObject({
      status: "Offen",
      closedAt: null,
    });
    expect(await audits(projectId, "project.reopen")).toHaveLength(1);
    expect((await reopen(projectId)).status).toBe(409);

    expect((await assign(projectId, companyB.companyId)).status).toBe(201);
    expect(await companyLeadIds(companyB)).toContain(projectId);
    expect(await companyLeadIds(companyA)).toContain(projectId); // the lost lead stays in A's history
  });

  it("refuses to reopen or assign projects with consent withdrawn, spam or erased (German 409)", async () => {
    const withdrawn = await createProject({ consentWithdrawnAt: new Date(), status: "Verloren", closedAt: new Date() });
    const spam = await createProject({ spamAt: new Date(), status: "Verloren" });
    const erased = await createProject({ erasedAt: new Date(), status: "Verloren" });
    for (const projectId of [withdrawn, spam, erased]) {
      const response = await reopen(projectId);
      expect(response.status).toBe(409);
      expect(((await response.json()) as { message: string }).message).toMatch(/nicht|keine/);
    }
    const openSpam = await createProject({ spamAt: new Date() });
    const refused = await assign(openSpam, companyA.companyId);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({
      message: "Das Projekt ist als Spam markiert und kann nicht vermittelt werden.",
    });
  });

  it("never lets more than 4 companies hold an open assignment, also under 6 concurrent assigns", async () => {
    const projectId = await createProject();
    const companies = await Promise.all([1, 2, 3, 4, 5, 6, 7, 8].map(() => createCompany()));
    // One company already lost the lead: it does not count against the 4.
    expect((await assign(projectId, companies[0]!.companyId)).status).toBe(201);
    await getDb().projectAssignment.updateMany({ where: { projectId }, data: { status: "Verloren" } });

    const results = await Promise.all(companies.slice(1, 7).map((company) => assign(projectId, company.companyId)));
    const statuses = results.map((response) => response.status).sort();
    expect(statuses).toEqual([201, 201, 201, 201, 409, 409]);
    const rows = await getDb().projectAssignment.findMany({ where: { projectId } });
    expect(rows.filter((row) => row.status === "Offen")).toHaveLength(4);
    expect(rows).toHaveLength(5);

    // One open company loses the lead: a place is free again.
    const open = rows.find((row) => row.status === "Offen")!;
    await getDb().projectAssignment.update({ where: { id: open.id }, data: { status: "Verloren" } });
    expect((await assign(projectId, companies[7]!.companyId)).status).toBe(201);
  });
});

describe("status override, spam and erasure", () => {
  it("overrides the project's or one company's status with a required note and audits before/after", async () => {
    const projectId = await createProject();
    expect((await assign(projectId, companyA.companyId)).status).toBe(201);
    const patch = (body: unknown) =>
      patchStatus(
        apiRequest("PATCH", `/api/admin/projects/${projectId}/status`, { cookie: admin.cookie, body }),
        params(projectId),
      );

    expect((await patch({ status: "Gewonnen" })).status).toBe(400);
    expect(
      (await patch({ status: "Gewonnen", note: "Kunde hat angerufen", companyId: companyA.companyId })).status,
    ).toBe(200);
    expect(await getDb().projectAssignment.findFirstOrThrow({ where: { projectId } })).toMatchObject({
      status: "Gewonnen",
    });
    expect(await getDb().project.findUniqueOrThrow({ where: { id: projectId } })).toMatchObject({ status: "Gewonnen" });

    expect((await patch({ status: "Offen", note: "Irrtum korrigiert" })).status).toBe(200);
    expect(await getDb().project.findUniqueOrThrow({ where: { id: projectId } })).toMatchObject({
      status: "Offen",
      closedAt: null,
    });
    const [audit] = await audits(projectId, "project.status");
    expect(audit).toMatchObject({
      note: "Irrtum korrigiert",
      before: { status: "Gewonnen" },
      after: { status: "Offen" },
    });
    expect(await audits(projectId, "project.assignment-status")).toHaveLength(1);
    expect((await patch({ status: "Offen", note: "x".repeat(10), companyId: companyB.companyId })).status).toBe(404);
  });

  it("marks spam (hidden from the default list, shown by the spam filter) and erases personal data, keeping counts", async () => {
    const projectId = await createProject({
      name: `Spam ${RUN}`,
      quizAnswers: { bathroom_size: "5-8 m²", notes: "Bitte Herrn Maier anrufen", barrier_free: true },
    });
    expect((await assign(projectId, companyA.companyId)).status).toBe(201);
    const q = `q=${encodeURIComponent(`#${projectId}`)}`;

    expect(
      (
        await postSpam(
          apiRequest("POST", `/api/admin/projects/${projectId}/spam`, { cookie: admin.cookie }),
          params(projectId),
        )
      ).status,
    ).toBe(200);
    expect(await ids(`?${q}`)).toEqual([]);
    expect(await ids(`?${q}&spam=true`)).toEqual([projectId]);
    expect(await audits(projectId, "project.spam")).toHaveLength(1);

    const before = await getDb().projectAssignment.count({ where: { companyId: companyA.companyId } });
    const response = await deleteProject(
      apiRequest("DELETE", `/api/admin/projects/${projectId}`, { cookie: admin.cookie }),
      params(projectId),
    );
    expect(response.status).toBe(200);
    const erased = await getDb().project.findUniqueOrThrow({ where: { id: projectId } });
    expect(erased).toMatchObject({ name: "Gelöscht", email: `geloescht-${projectId}@invalid`, phone: "" });
    expect(erased.erasedAt).not.toBeNull();
    const quiz = await getDb().quiz.findUnique({
      where: { serviceType: "badrenovierung" },
      select: { questions: true },
    });
    const answers = erased.quizAnswers as Record<string, unknown>;
    expect(answers).not.toHaveProperty("notes");
    expect(answers.barrier_free).toBe(true);
    if (JSON.stringify(quiz?.questions ?? []).includes("5-8 m²")) expect(answers.bathroom_size).toBe("5-8 m²");
    expect(await getDb().projectAssignment.count({ where: { companyId: companyA.companyId } })).toBe(before);
    expect(await audits(projectId, "project.erase")).toHaveLength(1);
    const [erasure] = await audits(projectId, "project.erase");
    expect(JSON.stringify([erasure!.before, erasure!.after, erasure!.note])).not.toContain(`Spam ${RUN}`);
    expect(
      (
        await deleteProject(
          apiRequest("DELETE", `/api/admin/projects/${projectId}`, { cookie: admin.cookie }),
          params(projectId),
        )
      ).status,
    ).toBe(409);
  });
});
