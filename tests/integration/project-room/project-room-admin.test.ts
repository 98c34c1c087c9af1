/**
 * The company and admin side of the customer's project room against the run's database: email
 * confirmation in the admin's projects (filter, sort, candidates), erased and withdrawn leads on the
 * company side, a project's customer e-mails (masked, admins only), and the "Datenschutzanfragen"
 * rows of GET /api/admin/audit-log?actions=… (paged, filtered by type and project).
 */
import { POST as postAssign } from "@/app/api/admin/assign-lead/route";
import { GET as getAudit } from "@/app/api/admin/audit-log/route";
import { GET as getCandidates } from "@/app/api/admin/projects/[id]/candidates/route";
import { GET as getProjectEmails } from "@/app/api/admin/projects/[id]/emails/route";
import { DELETE as deleteProject } from "@/app/api/admin/projects/[id]/route";
import { POST as postWithdraw } from "@/app/api/admin/projects/[id]/withdraw-consent/route";
import { GET as getProjects } from "@/app/api/admin/projects/route";
import { GET as getLeads } from "@/app/api/company/leads/route";
import { openProjectRoom } from "@/lib/project-room/room";
import { eraseProjectByCustomer, withdrawProjectByCustomer } from "@/lib/project-room/customer-actions";
import { exportProjectData } from "@/lib/project-room/export";
import { closeDb, getDb } from "@/lib/db";
import type { AdminCandidatesResponse, AdminProjectsPage, ProjectEmailsResponse } from "@/lib/domain/admin-projects";
import type { AuditLogPage } from "@/lib/domain/audit-log";
import type { CompanyLeadsPage } from "@/lib/domain/company-lead";
import { PRIVACY_REQUEST_ACTIONS, privacyRequestsUrl } from "@/lib/domain/privacy-requests";
import { queueEmail } from "@/lib/email/outbox";
import { newProjectAccessToken } from "@/lib/project-room/access-token";
import { createAdminAccount, createCompanyAccount } from "../../support/auth";
import { apiRequest } from "../../support/http";

const request = (method: string, path: string, cookie?: string, body?: unknown) =>
  apiRequest(method, path, { cookie, body });

const params = (id: string | number) => ({ params: Promise.resolve({ id: String(id) }) });

type Account = Awaited<ReturnType<typeof createAdminAccount>>;
type CompanyAccount = Awaited<ReturnType<typeof createCompanyAccount>>;
let admin: Account;
let otherAdmin: Account;
let company: CompanyAccount;

/** A unique marker of this file's projects, so lists can be narrowed to them by the service filter or search. */
const SERVICE = "maler";
let counter = 0;

/** A project of this file with a working "Mein Projekt" token and a unique customer. */
async function createRoomProject(extra: Record<string, unknown> = {}) {
  counter += 1;
  const { token, hash } = newProjectAccessToken();
  const email = `raum.kundin${counter}@example.at`;
  const project = await getDb().project.create({
    data: {
      serviceType: SERVICE,
      zipCode: "1050",
      name: `Raum Kundin ${counter}`,
      email,
      phone: `+43 664 77700${String(counter).padStart(2, "0")}`,
      quizAnswers: { wunsch: `Bitte nur vormittags anrufen (Kundin ${counter})` },
      gdprAcceptedAt: new Date(),
      privacyPolicyVersion: "2025-07",
      roomLinks: { create: { tokenHash: hash } },
      ...extra,
    },
    select: { id: true },
  });
  return {
    id: project.id,
    token,
    email,
    name: `Raum Kundin ${counter}`,
    freeText: `Bitte nur vormittags anrufen (Kundin ${counter})`,
  };
}

/** Assigns the project to this file's company through the admin route (201 expected). */
async function assignToCompany(projectId: number) {
  const response = await postAssign(
    request("POST", "/api/admin/assign-lead", admin.cookie, { projectId, companyId: company.companyId }),
  );
  expect(response.status).toBe(201);
}

const projectsPage = async (query: string) => {
  const response = await getProjects(request("GET", `/api/admin/projects${query}`, admin.cookie));
  return {
    status: response.status,
    body: (await response.json()) as AdminProjectsPage & { message?: string; errors?: Record<string, string> },
  };
};

const leadsOf = async (query = "") => {
  const response = await getLeads(request("GET", `/api/company/leads?pageSize=500${query}`, company.cookie));
  expect(response.status).toBe(200);
  return (await response.json()) as CompanyLeadsPage;
};

const projectEmails = (id: string | number, cookie?: string) =>
  getProjectEmails(request("GET", `/api/admin/projects/${id}/emails`, cookie), params(id));

const audit = async (path: string) => {
  const response = await getAudit(request("GET", path, admin.cookie));
  return {
    status: response.status,
    body: (await response.json()) as AuditLogPage & { message?: string; errors?: Record<string, string> },
  };
};

beforeAll(async () => {
  admin = await createAdminAccount("raum-admin@example.at");
  otherAdmin = await createAdminAccount("raum-admin-2@example.at");
  company = await createCompanyAccount("raum-firma@example.at", "geheim123", "Maler Raum GmbH");
});

afterAll(async () => {
  await closeDb();
});

describe("E-Mail bestätigt", () => {
  it("the admin list shows the confirmation, filters by it and sorts confirmed projects first", async () => {
    const unconfirmed = await createRoomProject();
    const early = await createRoomProject();
    const late = await createRoomProject();
    expect(await openProjectRoom(early.token, new Date("2026-03-01T10:00:00Z"))).not.toBeNull();
    expect(await openProjectRoom(late.token, new Date("2026-03-05T10:00:00Z"))).not.toBeNull();
    // Opening again keeps the first time.
    await openProjectRoom(early.token, new Date("2026-04-01T10:00:00Z"));
    const mine = new Set([unconfirmed.id, early.id, late.id]);

    const all = await projectsPage(`?service=${SERVICE}&pageSize=100`);
    expect(all.status).toBe(200);
    const byId = new Map(all.body.projects.map((project) => [project.id, project]));
    expect(byId.get(unconfirmed.id)?.emailConfirmedAt).toBeNull();
    expect(byId.get(early.id)?.emailConfirmedAt).toBe("2026-03-01T10:00:00.000Z");
    expect(byId.get(late.id)?.emailConfirmedAt).toBe("2026-03-05T10:00:00.000Z");

    const confirmed = await projectsPage(`?service=${SERVICE}&pageSize=100&confirmed=true`);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.projects.every((project) => project.emailConfirmedAt !== null)).toBe(true);
    expect(
      confirmed.body.projects
        .filter((project) => mine.has(project.id))
        .map((project) => project.id)
        .sort(),
    ).toEqual([early.id, late.id].sort());
    expect(confirmed.body.total).toBe(confirmed.body.projects.length);

    const notConfirmed = await projectsPage(`?service=${SERVICE}&pageSize=100&confirmed=false`);
    expect(notConfirmed.body.projects.every((project) => project.emailConfirmedAt === null)).toBe(true);
    expect(notConfirmed.body.projects.some((project) => project.id === unconfirmed.id)).toBe(true);
    expect(notConfirmed.body.projects.some((project) => project.id === early.id)).toBe(false);
    expect(confirmed.body.total + notConfirmed.body.total).toBe(all.body.total);

    // Confirmed first (newest confirmation first), then the unconfirmed ones newest first.
    const sorted = await projectsPage(`?service=${SERVICE}&pageSize=100&sort=confirmed`);
    expect(sorted.status).toBe(200);
    const order = sorted.body.projects.map((project) => project.id).filter((id) => mine.has(id));
    expect(order).toEqual([late.id, early.id, unconfirmed.id]);
    const firstUnconfirmed = sorted.body.projects.findIndex((project) => project.emailConfirmedAt === null);
    expect(sorted.body.projects.slice(firstUnconfirmed).every((project) => project.emailConfirmedAt === null)).toBe(
      true,
    );
    // Paging follows the same order.
    const pageTwo = await projectsPage(`?service=${SERVICE}&pageSize=1&page=2&sort=confirmed`);
    expect(pageTwo.body.projects[0]?.id).toBe(sorted.body.projects[1]?.id);
  });

  it("refuses an unknown confirmation filter or sort with a German 400", async () => {
    const badFilter = await projectsPage("?confirmed=vielleicht");
    expect(badFilter.status).toBe(400);
    expect(badFilter.body.errors?.confirmed).toBe("confirmed muss true oder false sein");
    const badSort = await projectsPage("?sort=bestaetigt");
    expect(badSort.status).toBe(400);
    expect(badSort.body.errors?.sort).toMatch(/Ungültige Sortierung/);
  });

  it("the assign dialog's candidates carry the confirmation, and an unconfirmed project is assignable", async () => {
    const project = await createRoomProject();
    const before = await getCandidates(
      request("GET", `/api/admin/projects/${project.id}/candidates`, admin.cookie),
      params(project.id),
    );
    expect(before.status).toBe(200);
    expect(((await before.json()) as AdminCandidatesResponse).project.emailConfirmedAt).toBeNull();
    await assignToCompany(project.id);

    const confirmedProject = await createRoomProject();
    await openProjectRoom(confirmedProject.token, new Date("2026-05-02T08:00:00Z"));
    const after = await getCandidates(
      request("GET", `/api/admin/projects/${confirmedProject.id}/candidates`, admin.cookie),
      params(confirmedProject.id),
    );
    expect(((await after.json()) as AdminCandidatesResponse).project.emailConfirmedAt).toBe("2026-05-02T08:00:00.000Z");
  });

  it("the company's leads carry emailConfirmedAt", async () => {
    const confirmed = await createRoomProject();
    const unconfirmed = await createRoomProject();
    await assignToCompany(confirmed.id);
    await assignToCompany(unconfirmed.id);
    await openProjectRoom(confirmed.token, new Date("2026-06-01T12:00:00Z"));
    const leads = await leadsOf();
    const lead = (id: number) => leads.projects.find((project) => project.id === id)!;
    expect(lead(confirmed.id).emailConfirmedAt).toBe("2026-06-01T12:00:00.000Z");
    expect(lead(unconfirmed.id).emailConfirmedAt).toBeNull();
    expect(lead(confirmed.id).name).toBe(confirmed.name);
  });
});

describe("withdrawn and erased leads on the company side", () => {
  it("shows an erased lead as 'vom Kunden gelöscht' without any contact data, and a withdrawn one with its date", async () => {
    const erased = await createRoomProject();
    const withdrawn = await createRoomProject();
    const untouched = await createRoomProject();
    for (const project of [erased, withdrawn, untouched]) await assignToCompany(project.id);
    await openProjectRoom(erased.token);
    await withdrawProjectByCustomer(withdrawn.token);
    await eraseProjectByCustomer(erased.token);

    const leads = await leadsOf();
    const text = JSON.stringify(leads);
    const lead = (id: number) => leads.projects.find((project) => project.id === id)!;

    expect(lead(erased.id)).toMatchObject({ name: "vom Kunden gelöscht", email: "", phone: "" });
    expect(lead(erased.id).erasedAt).toEqual(expect.any(String));
    expect(text).not.toContain(erased.email);
    expect(text).not.toContain(erased.name);
    expect(text).not.toContain(`geloescht-${erased.id}@invalid`);
    expect(text).not.toContain(erased.freeText);
    expect(text).toContain(withdrawn.freeText);

    expect(lead(withdrawn.id).consentWithdrawnAt).toEqual(expect.any(String));
    expect(lead(withdrawn.id).erasedAt).toBeNull();
    // The company received the contact data lawfully before; a withdrawal keeps them (the e-mail asks not to call).
    expect(lead(withdrawn.id)).toMatchObject({ name: withdrawn.name, email: withdrawn.email });

    expect(lead(untouched.id)).toMatchObject({ consentWithdrawnAt: null, erasedAt: null, name: untouched.name });
  });

  it("the company's search never matches an erased lead by its placeholders, but by its number", async () => {
    const erased = await createRoomProject();
    await assignToCompany(erased.id);
    await eraseProjectByCustomer(erased.token);
    for (const q of ["Gelöscht", "geloescht", "invalid", "vom Kunden"]) {
      const hits = await leadsOf(`&q=${encodeURIComponent(q)}`);
      expect(hits.projects.some((project) => project.id === erased.id)).toBe(false);
    }
    const byId = await leadsOf(`&q=%23${erased.id}`);
    expect(byId.projects.map((project) => project.id)).toEqual([erased.id]);
    expect(byId.projects[0]!.name).toBe("vom Kunden gelöscht");
  });
});

describe("GET /api/admin/projects/{id}/emails", () => {
  it("lists the project's customer e-mails newest first, masked and without bodies, for any admin only", async () => {
    const project = await createRoomProject();
    const other = await createRoomProject();
    await queueEmail({
      to: project.email,
      subject: "Ihre Anfrage ist eingegangen",
      text: "Geheimer Link",
      idempotencyKey: `project-confirmation-${project.id}`,
      projectId: project.id,
    });
    await queueEmail({
      to: project.email,
      subject: "Ihr Link zu „Mein Projekt“",
      text: "Noch ein geheimer Link",
      idempotencyKey: `project-links-${project.id}-1700000000000`,
      projectId: project.id,
    });
    await queueEmail({
      to: other.email,
      subject: "Fremde E-Mail",
      text: "x",
      idempotencyKey: `project-confirmation-${other.id}`,
      projectId: other.id,
    });
    const sentAt = new Date("2026-07-01T09:30:00Z");
    await getDb().emailOutbox.updateMany({
      where: { idempotencyKey: `project-confirmation-${project.id}` },
      data: { status: "sent", sentAt, createdAt: new Date("2026-07-01T09:29:00Z") },
    });

    // Strangers 401, companies 403 (the guard rules); every admin sees every project.
    expect((await projectEmails(project.id)).status).toBe(401);
    const asCompany = await projectEmails(project.id, company.cookie);
    expect(asCompany.status).toBe(403);
    expect(await asCompany.text()).not.toContain("Ihre Anfrage");

    for (const cookie of [admin.cookie, otherAdmin.cookie]) {
      const response = await projectEmails(project.id, cookie);
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toMatch(/no-store|private/);
      const text = await response.clone().text();
      const body = (await response.json()) as ProjectEmailsResponse;
      expect(body.projectId).toBe(project.id);
      expect(body.total).toBe(2);
      expect(body.emails.map((email) => email.subject)).toEqual([
        "Ihr Link zu „Mein Projekt“",
        "Ihre Anfrage ist eingegangen",
      ]);
      expect(body.emails[1]).toMatchObject({
        to: ["r***@example.at"],
        template: "Bestätigung der Anfrage",
        status: "sent",
        sentAt: sentAt.toISOString(),
        createdAt: "2026-07-01T09:29:00.000Z",
      });
      expect(body.emails[0]).toMatchObject({ template: "Link zu „Mein Projekt“", status: "pending", sentAt: null });
      expect(text).not.toContain(project.email);
      expect(text).not.toContain("geheimer Link");
      expect(text).not.toContain("Geheimer Link");
      expect(text).not.toContain("Fremde E-Mail");
    }
  });

  it("shows erased recipients as 'gelöscht' and answers 404 for an unknown or malformed id", async () => {
    const project = await createRoomProject();
    await queueEmail({
      to: project.email,
      subject: "Ihre Anfrage ist eingegangen",
      text: "x",
      idempotencyKey: `project-confirmation-${project.id}`,
      projectId: project.id,
    });
    await eraseProjectByCustomer(project.token);
    const body = (await (await projectEmails(project.id, admin.cookie)).json()) as ProjectEmailsResponse;
    expect(body.emails.map((email) => email.template).sort()).toEqual([
      "Bestätigung der Anfrage",
      "Bestätigung der Löschung",
    ]);
    // The erasure confirmation is addressed until it is sent; the erased rows show "gelöscht".
    expect(body.emails.find((email) => email.template === "Bestätigung der Anfrage")!.to).toEqual(["gelöscht"]);
    expect(JSON.stringify(body)).not.toContain(project.email);

    const unknown = await projectEmails(2_000_000_000, admin.cookie);
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { message: string }).message).toBe("Projekt nicht gefunden");
    expect((await projectEmails("abc", admin.cookie)).status).toBe(404);
  });

  it("answers an empty list for a project without customer e-mails", async () => {
    const project = await createRoomProject();
    const body = (await (await projectEmails(project.id, admin.cookie)).json()) as ProjectEmailsResponse;
    expect(body).toEqual({ projectId: project.id, emails: [], total: 0 });
  });
});

describe("Datenschutzanfragen: GET /api/admin/audit-log?actions=", () => {
  it("lists withdrawals, exports and erasures of customers and admins, filtered by type and project, paged", async () => {
    const byCustomer = await createRoomProject();
    const byAdmin = await createRoomProject();
    await exportProjectData(byCustomer.token);
    await withdrawProjectByCustomer(byCustomer.token);
    await eraseProjectByCustomer(byCustomer.token);
    expect(
      (
        await postWithdraw(
          request("POST", `/api/admin/projects/${byAdmin.id}/withdraw-consent`, admin.cookie),
          params(byAdmin.id),
        )
      ).status,
    ).toBe(200);
    expect(
      (await deleteProject(request("DELETE", `/api/admin/projects/${byAdmin.id}`, admin.cookie), params(byAdmin.id)))
        .status,
    ).toBe(200);

    const all = await audit(privacyRequestsUrl({ type: null, page: 1 }, 100));
    expect(all.status).toBe(200);
    expect(
      all.body.rows.every((row) => PRIVACY_REQUEST_ACTIONS.includes(row.action) && row.entityType === "project"),
    ).toBe(true);
    const of = (projectId: number) => all.body.rows.filter((row) => row.entityId === String(projectId));
    // Newest first: erase, withdraw, export.
    expect(of(byCustomer.id).map((row) => [row.action, row.actorRole, row.actorEmail])).toEqual([
      ["project.erase", "customer", null],
      ["project.withdraw-consent", "customer", null],
      ["project.export", "customer", null],
    ]);
    expect(of(byAdmin.id).map((row) => [row.action, row.actorRole, row.actorEmail])).toEqual([
      ["project.erase", "admin", admin.email],
      ["project.withdraw-consent", "admin", admin.email],
    ]);

    const exports = await audit(privacyRequestsUrl({ type: "export", page: 1 }, 100));
    expect(exports.body.rows.every((row) => row.action === "project.export")).toBe(true);
    expect(exports.body.rows.some((row) => row.entityId === String(byCustomer.id))).toBe(true);
    expect(exports.body.total).toBe(exports.body.rows.length);

    const oneProject = await audit(privacyRequestsUrl({ type: null, page: 1, projectId: `#${byAdmin.id}` }));
    expect(oneProject.body.total).toBe(2);
    expect(oneProject.body.rows.map((row) => row.action)).toEqual(["project.erase", "project.withdraw-consent"]);

    // Paged on the server: page 2 of size 1 is the second row, the total stays.
    const second = await audit(privacyRequestsUrl({ type: null, page: 2, projectId: String(byCustomer.id) }, 1));
    expect(second.body.total).toBe(3);
    expect(second.body.rows.map((row) => row.action)).toEqual(["project.withdraw-consent"]);

    // `action` together with `actions` narrows to that action, if it is among them.
    const both = await audit(
      `/api/admin/audit-log?entityType=project&entityId=${byCustomer.id}&actions=project.export,project.erase&action=project.erase`,
    );
    expect(both.body.rows.map((row) => row.action)).toEqual(["project.erase"]);
    const outside = await audit(
      `/api/admin/audit-log?entityId=${byCustomer.id}&actions=project.export&action=project.erase`,
    );
    expect(outside.body.total).toBe(0);
  });

  it("refuses more than 10 actions with a German 400, and is for admins only", async () => {
    const many = Array.from({ length: 11 }, (_, index) => `a.b${index}`).join(",");
    const refused = await audit(`/api/admin/audit-log?actions=${many}`);
    expect(refused.status).toBe(400);
    expect(refused.body.errors?.actions).toBe("Höchstens 10 Aktionen mit je höchstens 100 Zeichen.");
    expect((await getAudit(request("GET", privacyRequestsUrl({ type: null, page: 1 })))).status).toBe(401);
    expect((await getAudit(request("GET", privacyRequestsUrl({ type: null, page: 1 }), company.cookie))).status).toBe(
      403,
    );
  });
});
