/**
 * Won jobs from the customer's and the admin's side against the run's database: contact times in the
 * room; the customer's hire answer creates a commission entry only with the company's Gewonnen and
 * value ("keine der Firmen" removes an open one); disagreements under "Klärung nötig" (SQL and pure
 * rule agree), overdue ones under "überfällig"; the admin's resolve-hire; wrong tokens answer 404.
 */
import { POST as postResolve } from "@/app/api/admin/projects/[id]/resolve-hire/route";
import { GET as getProjects } from "@/app/api/admin/projects/route";
import { POST as postHire } from "@/app/api/mein-projekt/[token]/hire/route";
import { openProjectRoom, PROJECT_ROOM_NOT_FOUND } from "@/lib/project-room/room";
import { closeDb, getDb } from "@/lib/db";
import type { AdminProjectsPage } from "@/lib/domain/admin-projects";
import { newProjectAccessToken } from "@/lib/project-room/access-token";
import { createAdminAccount } from "../../support/auth";
import { apiRequest, clientAddresses } from "../../support/http";
import { CHECKED_COMPANY } from "../../support/checked-company";

const RUN = `hire${Date.now().toString(36)}`;
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

const nextAddress = clientAddresses(15);
const request = (method: string, path: string, options: { cookie?: string; body?: unknown } = {}) =>
  apiRequest(method, path, { ...options, headers: { "x-forwarded-for": nextAddress() } });

let admin: Awaited<ReturnType<typeof createAdminAccount>>;
let counter = 0;

async function createCompany(name: string): Promise<number> {
  counter += 1;
  const user = await getDb().user.create({
    data: { email: `hire-${RUN}-${counter}@example.at`, role: "company" },
    select: { id: true },
  });
  const company = await getDb().company.create({
    data: { userId: user.id, name: `${name} ${RUN}`, verified: true, services: [], city: "Wien", ...CHECKED_COMPANY },
    select: { id: true },
  });
  return company.id;
}

/** A project with two assigned companies (assigned `assignedHoursAgo` hours ago) and its room token. */
async function createProject(assignedHoursAgo = 1) {
  counter += 1;
  const access = newProjectAccessToken();
  const project = await getDb().project.create({
    data: {
      serviceType: "maler",
      zipCode: "1070",
      name: `Kunde ${RUN} ${counter}`,
      email: `kunde.${RUN}.${counter}@example.at`,
      phone: "+43 660 1234567",
      quizAnswers: {},
      privacyPolicyVersion: "test",
      roomLinks: { create: { tokenHash: access.hash } },
    },
    select: { id: true },
  });
  const assignedAt = new Date(Date.now() - assignedHoursAgo * HOUR);
  const a = await getDb().projectAssignment.create({
    data: { projectId: project.id, companyId: companyA, assignedAt },
    select: { id: true },
  });
  const b = await getDb().projectAssignment.create({
    data: { projectId: project.id, companyId: companyB, assignedAt },
    select: { id: true },
  });
  return { projectId: project.id, token: access.token, assignmentA: a.id, assignmentB: b.id };
}

/** What helper A's company actions store for Gewonnen with a value (status, value, contact time). */
async function companyMarksWon(assignmentId: number, valueCents: number) {
  await getDb().projectAssignment.update({
    where: { id: assignmentId },
    data: { status: "Gewonnen", wonValueCents: valueCents, contactedAt: new Date() },
  });
}

const hire = (token: string, body: unknown) =>
  postHire(request("POST", `/api/mein-projekt/${token}/hire`, { body }), { params: Promise.resolve({ token }) });
const entryOf = (assignmentId: number) => getDb().commissionEntry.findUnique({ where: { assignmentId } });

async function listIds(filter: string): Promise<number[]> {
  const response = await getProjects(
    request("GET", `/api/admin/projects?q=${RUN}&pageSize=100&${filter}`, { cookie: admin.cookie }),
  );
  expect(response.status).toBe(200);
  return ((await response.json()) as AdminProjectsPage).projects.map((project) => project.id);
}

let companyA: number;
let companyB: number;

beforeAll(async () => {
  admin = await createAdminAccount(`hire-admin-${RUN}@example.at`);
  companyA = await createCompany("Malerei Brandl");
  companyB = await createCompany("Farbwerk Huber");
});

afterAll(async () => {
  await closeDb();
});

describe("the room", () => {
  it("shows when each company marked the lead contacted and dates the progress step by the first contact", async () => {
    const project = await createProject();
    const contactedAt = new Date("2026-11-20T09:15:00.000Z");
    await getDb().projectAssignment.update({ where: { id: project.assignmentB }, data: { contactedAt } });
    const room = await openProjectRoom(project.token);
    expect(room?.companies.map((company) => [company.name, company.contactedAt])).toEqual([
      [`Malerei Brandl ${RUN}`, null],
      [`Farbwerk Huber ${RUN}`, contactedAt.toISOString()],
    ]);
    expect(room?.steps.find((step) => step.key === "contacted")?.at).toBe(contactedAt.toISOString());
    expect(room?.steps.find((step) => step.key === "hired")?.at).toBeNull();
  });
});

describe("the customer's answer", () => {
  it("answers every wrong token with the same 404 and stores nothing", async () => {
    const project = await createProject();
    for (const token of ["kurz", "x".repeat(43), newProjectAccessToken().token]) {
      const response = await hire(token, { hired: String(companyA) });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: PROJECT_ROOM_NOT_FOUND });
    }
    expect(
      await getDb().project.findUnique({ where: { id: project.projectId }, select: { hireAnswer: true } }),
    ).toEqual({ hireAnswer: null });
  });

  it("refuses a company that did not receive the request, and a value that is no amount", async () => {
    const project = await createProject();
    const other = await createCompany("Fremdfirma");
    const foreign = await hire(project.token, { hired: String(other) });
    expect(foreign.status).toBe(400);
    expect(((await foreign.json()) as { errors: Record<string, string> }).errors.hired).toMatch(/eine der Firmen/);
    const bad = await hire(project.token, { hired: String(companyA), value: "zwölf" });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { errors: Record<string, string> }).errors.value).toMatch(/Betrag in Euro/);
    expect(
      await getDb().project.findUnique({ where: { id: project.projectId }, select: { hireAnswer: true } }),
    ).toEqual({ hireAnswer: null });
  });

  it("creates the commission entry only once the company's Gewonnen with value and the answer name the same company", async () => {
    const project = await createProject();
    // The customer answers first: no entry without the company's side.
    const first = await hire(project.token, { hired: String(companyA), value: "12.000" });
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({
      hire: { answer: "company", companyId: companyA, valueCents: 1_200_000 },
    });
    expect(await entryOf(project.assignmentA)).toBeNull();
    const row = await getDb().project.findUniqueOrThrow({ where: { id: project.projectId } });
    expect(row).toMatchObject({ hireAnswer: "company", hiredCompanyId: companyA, hireValueCents: 1_200_000 });
    expect(row.hireAnsweredAt).not.toBeNull();
    const audit = await getDb().auditLog.findFirst({
      where: { entityType: "project", entityId: String(project.projectId), action: "project.hire-answer" },
    });
    expect(audit).toMatchObject({ actorRole: "customer" });

    // The company marks Gewonnen with a value; the customer's (changed) answer then creates the entry at 10 %.
    await companyMarksWon(project.assignmentA, 1_250_000);
    const second = await hire(project.token, { hired: String(companyA), value: "12.500" });
    expect(second.status).toBe(200);
    expect(await entryOf(project.assignmentA)).toMatchObject({
      companyId: companyA,
      projectId: project.projectId,
      orderValueCents: 1_250_000,
      commissionCents: 125_000,
      invoiceId: null,
    });
    expect(await entryOf(project.assignmentB)).toBeNull();

    // The progress line counts the job as given.
    const room = await openProjectRoom(project.token);
    expect(room?.steps.find((step) => step.key === "hired")?.at).not.toBeNull();
    expect(room?.hire).toMatchObject({ answer: "company", companyId: companyA, valueCents: 1_250_000 });

    // "Keine der Firmen" removes the open entry.
    const none = await hire(project.token, { hired: "none", value: "999" });
    expect(none.status).toBe(200);
    expect(await entryOf(project.assignmentA)).toBeNull();
    expect(await getDb().project.findUniqueOrThrow({ where: { id: project.projectId } })).toMatchObject({
      hireAnswer: "none",
      hiredCompanyId: null,
      hireValueCents: null,
    });
  });
});

describe("Klärung nötig and überfällig in the admin's list", () => {
  it("lists disagreements under the filter, with German reasons, and the SQL filter agrees with the pure rule", async () => {
    const agree = await createProject();
    await companyMarksWon(agree.assignmentA, 1_000_000);
    await hire(agree.token, { hired: String(companyA), value: "11.000" });

    const wonButNone = await createProject();
    await companyMarksWon(wonButNone.assignmentA, 1_000_000);
    await hire(wonButNone.token, { hired: "none" });

    const lostButHired = await createProject();
    await getDb().projectAssignment.update({
      where: { id: lostButHired.assignmentB },
      data: { status: "Verloren", contactedAt: new Date() },
    });
    await hire(lostButHired.token, { hired: String(companyB) });

    const valuesApart = await createProject();
    await companyMarksWon(valuesApart.assignmentA, 1_000_000);
    await hire(valuesApart.token, { hired: String(companyA), value: "12.500" });

    const silent = await createProject();
    await hire(silent.token, { hired: String(companyA) });
    await getDb().project.update({
      where: { id: silent.projectId },
      data: { hireAnsweredAt: new Date(Date.now() - 15 * DAY) },
    });

    const recent = await createProject();
    await hire(recent.token, { hired: String(companyA) });

    // An invoiced entry whose company then reports Verloren.
    const invoicedThenLost = await createProject();
    await companyMarksWon(invoicedThenLost.assignmentA, 2_000_000);
    await hire(invoicedThenLost.token, { hired: String(companyA) });
    const invoice = await getDb().invoice.create({
      data: {
        number: `T-${RUN}`,
        kind: "invoice",
        companyId: companyA,
        issuedAt: new Date(),
        dueAt: new Date(Date.now() + 14 * DAY),
        netCents: 200_000,
        vatRateBps: 2000,
        vatCents: 40_000,
        grossCents: 240_000,
        issuer: {},
        recipient: {},
        pdf: Buffer.from("%PDF-test"),
      },
      select: { id: true },
    });
    await getDb().commissionEntry.update({
      where: { assignmentId: invoicedThenLost.assignmentA },
      data: { invoiceId: invoice.id },
    });
    expect(await listIds("clarification=true")).not.toContain(invoicedThenLost.projectId);
    await getDb().projectAssignment.update({
      where: { id: invoicedThenLost.assignmentA },
      data: { status: "Verloren" },
    });

    const flagged = await listIds("clarification=true");
    expect(flagged).toEqual(
      expect.arrayContaining([
        wonButNone.projectId,
        lostButHired.projectId,
        valuesApart.projectId,
        silent.projectId,
        invoicedThenLost.projectId,
      ]),
    );
    expect(flagged).not.toContain(agree.projectId);
    expect(flagged).not.toContain(recent.projectId);

    const response = await getProjects(
      request("GET", `/api/admin/projects?q=${RUN}&pageSize=100`, { cookie: admin.cookie }),
    );
    const page = (await response.json()) as AdminProjectsPage;
    const byId = new Map(page.projects.map((project) => [project.id, project]));
    expect(byId.get(wonButNone.projectId)?.clarification?.map((reason) => reason.text)).toEqual([
      `Malerei Brandl ${RUN} meldet Gewonnen, Kunde meldet keinen Auftrag`,
    ]);
    expect(byId.get(lostButHired.projectId)?.clarification?.[0]?.text).toBe(
      `Farbwerk Huber ${RUN}: Firma meldet Verloren, Kunde meldet beauftragt`,
    );
    expect(byId.get(valuesApart.projectId)?.clarification?.[0]?.text).toBe("Auftragswerte weichen um mehr als 20 % ab");
    expect(byId.get(invoicedThenLost.projectId)?.clarification?.map((reason) => reason.code)).toContain(
      "invoiced-unconfirmed",
    );
    // Every listed project of this run: flagged by the SQL filter exactly when the pure rule (the badges) finds a reason.
    expect(page.projects.length).toBeGreaterThanOrEqual(7);
    for (const project of page.projects) {
      expect([project.id, flagged.includes(project.id)]).toEqual([
        project.id,
        (project.clarification ?? []).length > 0,
      ]);
    }
  });

  it("lists an assignment still Offen and not contacted 48 h after the assignment as überfällig", async () => {
    const overdue = await createProject(49);
    const young = await createProject(47);
    const contacted = await createProject(72);
    await getDb().projectAssignment.updateMany({
      where: { projectId: contacted.projectId },
      data: { contactedAt: new Date() },
    });
    const ids = await listIds("overdue=true");
    expect(ids).toContain(overdue.projectId);
    expect(ids).not.toContain(young.projectId);
    expect(ids).not.toContain(contacted.projectId);
    const response = await getProjects(
      request("GET", `/api/admin/projects?q=${RUN}&pageSize=100&overdue=true`, { cookie: admin.cookie }),
    );
    const row = ((await response.json()) as AdminProjectsPage).projects.find(
      (project) => project.id === overdue.projectId,
    );
    expect(row?.assignments.map((a) => a.overdue)).toEqual([true, true]);
  });
});

describe("the admin's clarification", () => {
  it("records both answers, the history and the audit row, and creates the commission entry", async () => {
    const project = await createProject();
    await companyMarksWon(project.assignmentB, 800_000);
    await hire(project.token, { hired: "none" });
    expect(await listIds("clarification=true")).toContain(project.projectId);

    const refused = await postResolve(
      request("POST", `/api/admin/projects/${project.projectId}/resolve-hire`, {
        cookie: admin.cookie,
        body: { companyId: companyA, note: "Telefonat" },
      }),
      {
        params: Promise.resolve({ id: String(project.projectId) }),
      },
    );
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { errors: Record<string, string> }).errors.value).toBe(
      "Bitte geben Sie den Auftragswert in Euro ein",
    );

    const response = await postResolve(
      request("POST", `/api/admin/projects/${project.projectId}/resolve-hire`, {
        cookie: admin.cookie,
        body: { companyId: companyB, value: "8.400", note: "Kunde und Firma telefonisch bestätigt" },
      }),
      { params: Promise.resolve({ id: String(project.projectId) }) },
    );
    expect(response.status).toBe(200);
    expect(((await response.json()) as { message: string }).message).toContain(
      `Farbwerk Huber ${RUN} hat den Auftrag bekommen`,
    );
    expect(await getDb().project.findUniqueOrThrow({ where: { id: project.projectId } })).toMatchObject({
      hireAnswer: "company",
      hiredCompanyId: companyB,
      hireValueCents: 840_000,
      status: "Gewonnen",
    });
    expect(await getDb().projectAssignment.findUniqueOrThrow({ where: { id: project.assignmentB } })).toMatchObject({
      status: "Gewonnen",
      wonValueCents: 840_000,
    });
    expect(await getDb().projectAssignment.findUniqueOrThrow({ where: { id: project.assignmentA } })).toMatchObject({
      status: "Offen",
      wonValueCents: null,
    });
    expect(await entryOf(project.assignmentB)).toMatchObject({ orderValueCents: 840_000, commissionCents: 84_000 });
    const events = await getDb().assignmentEvent.findMany({ where: { assignmentId: project.assignmentB } });
    expect(events).toEqual([
      expect.objectContaining({
        kind: "status",
        fromStatus: "Gewonnen",
        toStatus: "Gewonnen",
        wonValueCents: 840_000,
        reason: "Klärung durch Admin: Kunde und Firma telefonisch bestätigt",
        actorUserId: admin.userId,
      }),
    ]);
    expect(
      await getDb().auditLog.findFirst({
        where: { entityId: String(project.projectId), action: "project.hire-resolve" },
      }),
    ).toMatchObject({ note: "Kunde und Firma telefonisch bestätigt" });
    expect(await listIds("clarification=true")).not.toContain(project.projectId);
  });

  it("settles 'keine der Firmen' by setting the company's Gewonnen to Verloren, and 404s a company not assigned", async () => {
    const project = await createProject();
    await companyMarksWon(project.assignmentA, 500_000);
    await hire(project.token, { hired: String(companyB) });
    const other = await createCompany("Fremdfirma");
    const path = `/api/admin/projects/${project.projectId}/resolve-hire`;
    const params = { params: Promise.resolve({ id: String(project.projectId) }) };
    const foreign = await postResolve(
      request("POST", path, { cookie: admin.cookie, body: { companyId: other, value: "5.000", note: "Test" } }),
      params,
    );
    expect(foreign.status).toBe(404);
    const none = await postResolve(
      request("POST", path, { cookie: admin.cookie, body: { companyId: null, note: "Kunde hat selbst gemacht" } }),
      {
        params: Promise.resolve({ id: String(project.projectId) }),
      },
    );
    expect(none.status).toBe(200);
    expect(await getDb().projectAssignment.findUniqueOrThrow({ where: { id: project.assignmentA } })).toMatchObject({
      status: "Verloren",
      wonValueCents: null,
    });
    expect(await getDb().project.findUniqueOrThrow({ where: { id: project.projectId } })).toMatchObject({
      hireAnswer: "none",
      hiredCompanyId: null,
    });
    expect(await entryOf(project.assignmentA)).toBeNull();
    expect(await listIds("clarification=true")).not.toContain(project.projectId);
  });
});
