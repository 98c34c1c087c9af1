/**
 * The companies-per-lead limit on every path that makes an assignment open (assign, re-assign, the
 * company's status change, the admin's override; also two concurrent assigns), and unassigning as
 * ending: the row and its history stay, the company loses the lead, the customer's room lists it.
 */
import { GET as getEvents } from "@/app/api/company/leads/[id]/events/route";
import { GET as getAdminEvents } from "@/app/api/admin/projects/[id]/assignment-events/route";
import { POST as postContacted } from "@/app/api/company/leads/[id]/contacted/route";
import { PATCH as patchStatus } from "@/app/api/admin/projects/[id]/status/route";
import { openProjectRoom } from "@/lib/project-room/room";
import { exportProjectData } from "@/lib/project-room/export";
import { closeDb, getDb } from "@/lib/db";
import { createRoomLink } from "@/lib/project-room/room-links";
import { apiRequest } from "../../support/http";
import { createOpsAccounts, params, projectOps, type Account, type CompanyAccount } from "../../support/project-ops";

let admin: Account;
let companyA: CompanyAccount;
let companyB: CompanyAccount;

/** A marker unique to this test run, so searches find only this file's projects. */
const RUN = `lim${Date.now().toString(36)}`;
const { createProject, createCompany, list, ids, assign, unassign, companyLeadIds, setLeadStatus, audits } = projectOps(
  RUN,
  () => admin.cookie,
);

beforeAll(async () => {
  ({ admin, companyA, companyB } = await createOpsAccounts(RUN));
});

afterAll(async () => {
  await closeDb();
});

const patchStatus2 = (projectId: number, body: unknown) =>
  patchStatus(
    apiRequest("PATCH", `/api/admin/projects/${projectId}/status`, { cookie: admin.cookie, body }),
    params(projectId),
  );
const FULL = "Diesem Projekt sind bereits 4 Firmen mit offenem Status zugewiesen (Grenze aus den Einstellungen).";

/** A project with companyA (Verloren) and 4 other companies Offen: the limit is reached. */
async function fullProject(): Promise<number> {
  const projectId = await createProject();
  const others = await Promise.all([1, 2, 3, 4].map(() => createCompany()));
  expect((await assign(projectId, companyA.companyId)).status).toBe(201);
  for (const company of others.slice(0, 3)) expect((await assign(projectId, company.companyId)).status).toBe(201);
  // Others are still open, so the project stays Offen and takes the 4th.
  expect((await setLeadStatus(companyA, projectId, "Verloren")).status).toBe(200);
  expect((await assign(projectId, others[3]!.companyId)).status).toBe(201);
  return projectId;
}

describe("the companies-per-lead limit on every path", () => {
  it("refuses a 5th open assignment through assign (German 409)", async () => {
    const projectId = await fullProject();
    const fifth = await assign(projectId, companyB.companyId);
    expect(fifth.status).toBe(409);
    expect(await fifth.json()).toEqual({ message: FULL });
  });

  it("refuses the company's switch from Verloren back to Offen when 4 others are open", async () => {
    const projectId = await fullProject();
    const response = await setLeadStatus(companyA, projectId, "Offen");
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ message: FULL });
    expect(
      await getDb().projectAssignment.findUniqueOrThrow({
        where: { projectId_companyId: { projectId, companyId: companyA.companyId } },
      }),
    ).toMatchObject({ status: "Verloren" });
  });

  it("refuses the admin's override of one company to Offen when 4 others are open", async () => {
    const projectId = await fullProject();
    const response = await patchStatus2(projectId, {
      status: "Offen",
      note: "Kunde will doch",
      companyId: companyA.companyId,
    });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ message: FULL });
    expect(await audits(projectId, "project.assignment-status")).toHaveLength(1);
  });

  it("lets only one of two concurrent assigns take the last place", async () => {
    const projectId = await createProject();
    const companies = await Promise.all([1, 2, 3, 4, 5].map(() => createCompany()));
    for (const company of companies.slice(0, 3)) expect((await assign(projectId, company.companyId)).status).toBe(201);
    const results = await Promise.all(companies.slice(3).map((company) => assign(projectId, company.companyId)));
    expect(results.map((response) => response.status).sort()).toEqual([201, 409]);
    expect(await getDb().projectAssignment.count({ where: { projectId, status: "Offen", endedAt: null } })).toBe(4);
  });

  it("counts no ended assignment and re-assigns a removed company only within the limit", async () => {
    const projectId = await fullProject();
    const [removed] = await getDb().projectAssignment.findMany({
      where: { projectId, status: "Offen" },
      orderBy: { id: "asc" },
      take: 1,
    });
    expect(
      (await unassign(projectId, { companyId: removed!.companyId, reason: "Firma meldet sich nicht" })).status,
    ).toBe(200);
    // The freed place goes to companyB; the removed company's re-assignment then exceeds the limit.
    expect((await assign(projectId, companyB.companyId)).status).toBe(201);
    const again = await assign(projectId, removed!.companyId);
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ message: FULL });
    expect((await unassign(projectId, { companyId: companyB.companyId, reason: "Doch nicht passend" })).status).toBe(
      200,
    );
    expect((await assign(projectId, removed!.companyId)).status).toBe(201);
    const row = await getDb().projectAssignment.findUniqueOrThrow({ where: { id: removed!.id } });
    expect(row).toMatchObject({ status: "Offen", endedAt: null });
    const kinds = (
      await getDb().assignmentEvent.findMany({ where: { assignmentId: removed!.id }, orderBy: { id: "asc" } })
    ).map((event) => event.kind);
    expect(kinds).toEqual(["ended", "reassigned"]);
  });
});

describe("unassigning ends the assignment", () => {
  it("keeps the row and its history, takes the lead from the company and audits Kontaktiert", async () => {
    const projectId = await createProject();
    expect((await assign(projectId, companyB.companyId)).status).toBe(201);
    const contactedRequest = apiRequest("POST", `/api/company/leads/${projectId}/contacted`, {
      cookie: companyB.cookie,
    });
    const contacted = await postContacted(contactedRequest, params(projectId));
    expect(contacted.status).toBe(200);
    expect(await audits(projectId, "project.contacted")).toMatchObject([{ actorUserId: companyB.userId }]);

    expect(
      (await unassign(projectId, { companyId: companyB.companyId, reason: "Kunde wünscht andere Firma" })).status,
    ).toBe(200);
    const row = await getDb().projectAssignment.findUniqueOrThrow({
      where: { projectId_companyId: { projectId, companyId: companyB.companyId } },
    });
    expect(row.endedAt).not.toBeNull();
    expect(row).toMatchObject({ endReason: "Kunde wünscht andere Firma", endedByUserId: admin.userId });
    const kinds = (
      await getDb().assignmentEvent.findMany({ where: { assignmentId: row.id }, orderBy: { id: "asc" } })
    ).map((event) => event.kind);
    expect(kinds).toEqual(["contacted", "ended"]);

    // The company: gone from its list and counts, 404 on its lead endpoints.
    expect(await companyLeadIds(companyB)).not.toContain(projectId);
    expect((await setLeadStatus(companyB, projectId, "Verloren")).status).toBe(404);
    const eventsRequest = apiRequest("GET", `/api/company/leads/${projectId}/events`, { cookie: companyB.cookie });
    expect((await getEvents(eventsRequest, params(projectId))).status).toBe(404);
    expect((await unassign(projectId, { companyId: companyB.companyId, reason: "nochmal" })).status).toBe(404);

    // The admin: the list shows the ended entry, which counts as neither open nor "nicht zugewiesen".
    const page = await list(`?q=${encodeURIComponent(`#${projectId}`)}`);
    const project = page.body.projects.find((entry) => entry.id === projectId)!;
    expect(project.assignments).toMatchObject([
      { companyId: companyB.companyId, endReason: "Kunde wünscht andere Firma" },
    ]);
    expect(project.assignments[0]!.endedAt).toBe(row.endedAt!.toISOString());
    expect(await ids("?unassigned=true")).toContain(projectId);
  });
});

describe("the customer's room and export after a removal", () => {
  it("still list the removed company with the day it received the data and the day it was removed", async () => {
    const projectId = await createProject();
    expect((await assign(projectId, companyB.companyId)).status).toBe(201);
    expect((await unassign(projectId, { companyId: companyB.companyId, reason: "Firma hat abgesagt" })).status).toBe(
      200,
    );
    const row = await getDb().projectAssignment.findUniqueOrThrow({
      where: { projectId_companyId: { projectId, companyId: companyB.companyId } },
    });
    const token = await createRoomLink(getDb(), projectId);

    const room = await openProjectRoom(token);
    expect(room).not.toBeNull();
    expect(room!.companies).toMatchObject([
      { companyId: companyB.companyId, assignedAt: row.assignedAt.toISOString(), endedAt: row.endedAt!.toISOString() },
    ]);
    const exported = (await exportProjectData(token)) as {
      project: { assignments: { endedAt: Date | null; company: { name: string } }[] };
    };
    expect(exported.project.assignments).toHaveLength(1);
    expect(exported.project.assignments[0]!.endedAt).toEqual(row.endedAt);
    expect(exported.project.assignments[0]!.company.name).toBe("Ops Bad B");
  });
});

describe("the admin's assignment history", () => {
  it("has no silent cap: 150 entries come in two pages, oldest first", async () => {
    const projectId = await createProject();
    expect((await assign(projectId, companyB.companyId)).status).toBe(201);
    const { id: assignmentId } = await getDb().projectAssignment.findUniqueOrThrow({
      where: { projectId_companyId: { projectId, companyId: companyB.companyId } },
    });
    const start = Date.UTC(2026, 0, 1);
    await getDb().assignmentEvent.createMany({
      data: Array.from({ length: 150 }, (_, i) => ({
        assignmentId,
        kind: "status",
        fromStatus: "Offen",
        toStatus: "Verloren",
        createdAt: new Date(start + i * 60_000),
      })),
    });
    const page = async (n: number) => {
      const url = `/api/admin/projects/${projectId}/assignment-events?page=${n}`;
      const response = await getAdminEvents(apiRequest("GET", url, { cookie: admin.cookie }), params(projectId));
      expect(response.status).toBe(200);
      return (await response.json()) as { events: { createdAt: string }[]; total: number; pageSize: number };
    };
    const [first, second] = [await page(1), await page(2)];
    expect(first).toMatchObject({ total: 150, pageSize: 100 });
    expect(first.events).toHaveLength(100);
    expect(second.events).toHaveLength(50);
    expect(second.events[49]!.createdAt).toBe(new Date(start + 149 * 60_000).toISOString());
  });
});
