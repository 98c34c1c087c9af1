/**
 * Company self-service against a real, migrated database: the lead list pages and
 * searches on the server and never shows another company's leads; PATCH /api/company/profile
 * changes only the contact data and services and writes the audit row "company.profile_update";
 * GET /api/company/advertising-requests lists only the company's own requests.
 */
import { GET as getAdvertising } from "@/app/api/company/advertising-requests/route";
import { GET as getLeads } from "@/app/api/company/leads/route";
import { GET as getProfile, PATCH as patchProfile } from "@/app/api/company/profile/route";
import { closeDb, getDb } from "@/lib/db";
import { INTENT_READINESS_OPTIONS, START_TIMELINE_OPTIONS } from "@/lib/domain/lead-score";
import { createAdminAccount, createCompanyAccount } from "../support/auth";
import { apiRequest } from "../support/http";

type Account = Awaited<ReturnType<typeof createCompanyAccount>>;
let companyA: Account;
let companyB: Account;
let adminCookie: string;

interface LeadsAnswer {
  projects: { id: number; name: string; status: string; assignedAt: string }[];
  total: number;
  page: number;
  pageSize: number;
  stats: { total: number; hot: number; open: number; won: number; lost: number; lastAssignedAt: string | null };
}

async function leads(cookie: string, query = ""): Promise<LeadsAnswer> {
  const response = await getLeads(apiRequest("GET", `/api/company/leads${query}`, { cookie }));
  expect(response.status).toBe(200);
  return (await response.json()) as LeadsAnswer;
}

const hotAnswers = { intent_readiness: INTENT_READINESS_OPTIONS[0]!, start_timeline: START_TIMELINE_OPTIONS[0]! };
const idsA: number[] = [];
let foreignId = 0;

beforeAll(async () => {
  companyA = await createCompanyAccount("self-service-a@example.at", "geheim123", "Selbst A");
  companyB = await createCompanyAccount("self-service-b@example.at", "geheim123", "Selbst B");
  adminCookie = (await createAdminAccount("self-service-admin@example.at")).cookie;
  const start = Date.UTC(2025, 0, 1);
  for (let index = 0; index < 25; index += 1) {
    const project = await getDb().project.create({
      data: {
        serviceType: "maler",
        zipCode: index < 5 ? "1100" : "1070",
        name: `Selbstkunde ${String(index).padStart(2, "0")}`,
        email: `selbst${index}@example.at`,
        phone: `+43660550${String(index).padStart(4, "0")}`,
        quizAnswers: index === 0 ? hotAnswers : index === 1 ? JSON.stringify(hotAnswers) : {},
        privacyPolicyVersion: "2025-07",
        createdAt: new Date(start + index * 60_000),
      },
      select: { id: true },
    });
    idsA.push(project.id);
  }
  await getDb().projectAssignment.createMany({
    data: idsA.map((projectId, index) => ({
      projectId,
      companyId: companyA.companyId,
      status: index % 5 === 4 ? "Gewonnen" : "Offen",
      contactReleasedAt: new Date(),
    })),
  });
  const foreign = await getDb().project.create({
    data: {
      serviceType: "maler",
      zipCode: "1100",
      name: "Selbstkunde Fremd",
      email: "selbst.fremd@example.at",
      phone: "+436605599999",
      quizAnswers: {},
      privacyPolicyVersion: "2025-07",
    },
    select: { id: true },
  });
  foreignId = foreign.id;
  await getDb().projectAssignment.create({
    data: { projectId: foreignId, companyId: companyB.companyId, contactReleasedAt: new Date() },
  });
});

afterAll(async () => {
  await closeDb();
});

describe("GET /api/company/leads paging and search", () => {
  it("pages the company's own leads newest first with total and stats over all its leads", async () => {
    const first = await leads(companyA.cookie, "?page=1&pageSize=10");
    expect(first.total).toBe(25);
    expect(first.page).toBe(1);
    expect(first.pageSize).toBe(10);
    expect(first.projects.map((lead) => lead.name)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Selbstkunde ${String(24 - i).padStart(2, "0")}`),
    );
    expect(first.stats).toMatchObject({ total: 25, hot: 2, open: 20, won: 5, lost: 0 });
    expect(first.stats.lastAssignedAt).toEqual(expect.any(String));
    const third = await leads(companyA.cookie, "?page=3&pageSize=10");
    expect(third.projects.map((lead) => lead.name)).toEqual(
      Array.from({ length: 5 }, (_, i) => `Selbstkunde ${String(4 - i).padStart(2, "0")}`),
    );
    const beyond = await leads(companyA.cookie, "?page=9&pageSize=10");
    expect(beyond).toMatchObject({ projects: [], total: 25 });
  });

  it("searches by name, e-mail, phone, PLZ and #id and filters by status, never across companies", async () => {
    expect((await leads(companyA.cookie, "?q=selbstkunde%2007")).projects.map((lead) => lead.id)).toEqual([idsA[7]]);
    expect((await leads(companyA.cookie, "?q=SELBST3%40")).projects.map((lead) => lead.id)).toEqual([idsA[3]]);
    // Stored in E.164, found by the number as typed nationally or internationally.
    expect((await leads(companyA.cookie, "?q=0660%205500012")).projects.map((lead) => lead.id)).toEqual([idsA[12]]);
    expect((await leads(companyA.cookie, "?q=%2B43%20660%205500012")).projects.map((lead) => lead.id)).toEqual([
      idsA[12],
    ]);
    const byZip = await leads(companyA.cookie, "?q=1100");
    expect(byZip.total).toBe(5);
    expect(byZip.projects.map((lead) => lead.name)).not.toContain("Selbstkunde Fremd");
    expect((await leads(companyA.cookie, `?q=%23${idsA[9]}`)).projects.map((lead) => lead.id)).toEqual([idsA[9]]);
    const won = await leads(companyA.cookie, "?status=Gewonnen&pageSize=50");
    expect(won.total).toBe(5);
    expect(won.projects.every((lead) => lead.status === "Gewonnen")).toBe(true);
    expect((await leads(companyA.cookie, "?q=Fremd")).total).toBe(0);
    expect((await leads(companyA.cookie, `?q=%23${foreignId}`)).total).toBe(0);
    expect((await leads(companyA.cookie, "?q=%25")).total).toBe(0);
    const b = await leads(companyB.cookie, "?q=Selbstkunde");
    expect(b.projects.map((lead) => lead.id)).toEqual([foreignId]);
    expect(b.stats.total).toBe(1);
  });

  it("answers 400 for invalid paging or status, 401 logged out and 403 for an admin", async () => {
    for (const query of ["?page=0", "?pageSize=501", "?status=Egal", "?page=abc"]) {
      const response = await getLeads(apiRequest("GET", `/api/company/leads${query}`, { cookie: companyA.cookie }));
      expect(response.status).toBe(400);
    }
    expect((await getLeads(apiRequest("GET", "/api/company/leads"))).status).toBe(401);
    expect((await getLeads(apiRequest("GET", "/api/company/leads", { cookie: adminCookie }))).status).toBe(403);
  });

  it("answers 403 with the server's German message for an unverified company", async () => {
    const unverified = await createCompanyAccount("self-service-unverified@example.at");
    await getDb().company.update({ where: { id: unverified.companyId }, data: { verified: false } });
    const response = await getLeads(apiRequest("GET", "/api/company/leads", { cookie: unverified.cookie }));
    expect([401, 403]).toContain(response.status);
    expect((await response.json()).message).toMatch(/[a-zäöü]/i);
  });
});

describe("PATCH /api/company/profile", () => {
  const valid = {
    contactPhone: " 01 234 5678 ",
    contactEmail: "buero@selbst-a.at",
    contactInfo: "Favoritenstraße 10",
    zipCode: "1100",
    city: "Wien",
    services: ["maler", "fliesen", "fliesen"],
  };

  it("changes only the contact data and services, never name or verification, and writes the audit row", async () => {
    const response = await patchProfile(
      apiRequest("PATCH", "/api/company/profile", {
        cookie: companyA.cookie,
        body: { ...valid, name: "Umbenannt", verified: false, id: companyB.companyId },
      }),
    );
    expect(response.status).toBe(200);
    const { company } = (await response.json()) as { company: Record<string, unknown> };
    expect(company).toEqual({
      id: companyA.companyId,
      name: "Selbst A",
      verified: true,
      contactPhone: "+4312345678",
      contactEmail: "buero@selbst-a.at",
      contactInfo: "Favoritenstraße 10",
      zipCode: "1100",
      city: "Wien",
      services: ["maler", "fliesen"],
      street: null,
      vatId: null,
      districts: [],
    });
    const stored = await getDb().company.findUniqueOrThrow({ where: { id: companyA.companyId } });
    expect(stored).toMatchObject({ name: "Selbst A", verified: true, zipCode: "1100" });
    const other = await getDb().company.findUniqueOrThrow({ where: { id: companyB.companyId } });
    expect(other).toMatchObject({ name: "Selbst B", zipCode: null, contactPhone: null });

    const audit = await getDb().auditLog.findMany({
      where: { action: "company.profile_update", entityId: String(companyA.companyId) },
    });
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorUserId: companyA.userId,
      actorRole: "company",
      entityType: "company",
      before: { contactPhone: null, zipCode: null, services: [] },
      after: { contactPhone: "+4312345678", zipCode: "1100", services: ["maler", "fliesen"] },
    });

    const read = await getProfile(apiRequest("GET", "/api/company/profile", { cookie: companyA.cookie }));
    expect((await read.json()).company).toEqual(company);
  });

  it("rejects invalid data with German field errors and changes nothing", async () => {
    const before = await getDb().company.findUniqueOrThrow({ where: { id: companyA.companyId } });
    const auditBefore = await getDb().auditLog.count({ where: { action: "company.profile_update" } });
    const response = await patchProfile(
      apiRequest("PATCH", "/api/company/profile", {
        cookie: companyA.cookie,
        body: { ...valid, zipCode: "12345", contactEmail: "keine-mail", services: [] },
      }),
    );
    expect(response.status).toBe(400);
    const { errors } = (await response.json()) as { errors: Record<string, string> };
    expect(errors).toMatchObject({
      zipCode: "PLZ muss aus 4 Ziffern bestehen",
      contactEmail: "Gültige E-Mail-Adresse erforderlich",
      services: "Mindestens ein Service muss ausgewählt werden",
    });
    const unknown = await patchProfile(
      apiRequest("PATCH", "/api/company/profile", {
        cookie: companyA.cookie,
        body: { ...valid, services: ["Raketenbau"] },
      }),
    );
    expect(unknown.status).toBe(400);
    expect((await unknown.json()).errors).toEqual({ services: "Ungültiger Service" });
    expect(await getDb().company.findUniqueOrThrow({ where: { id: companyA.companyId } })).toEqual(before);
    expect(await getDb().auditLog.count({ where: { action: "company.profile_update" } })).toBe(auditBefore);
  });

  it("keeps a service the company already has from an older list", async () => {
    await getDb().company.update({ where: { id: companyB.companyId }, data: { services: ["maler-arbeiten"] } });
    const response = await patchProfile(
      apiRequest("PATCH", "/api/company/profile", {
        cookie: companyB.cookie,
        body: { ...valid, services: ["maler-arbeiten", "zimmermann"] },
      }),
    );
    expect(response.status).toBe(200);
    expect((await response.json()).company.services).toEqual(["maler-arbeiten", "zimmermann"]);
  });

  it("answers 401 logged out and 403 for an admin, changing nothing", async () => {
    expect((await patchProfile(apiRequest("PATCH", "/api/company/profile", { body: valid }))).status).toBe(401);
    expect(
      (await patchProfile(apiRequest("PATCH", "/api/company/profile", { cookie: adminCookie, body: valid }))).status,
    ).toBe(403);
  });
});

describe("GET /api/company/advertising-requests", () => {
  it("lists only the company's own requests, newest first, paged", async () => {
    const availability = [{ startDate: "2030-01-01", endDate: "2030-01-31" }];
    await getDb().advertisingRequest.createMany({
      data: [
        {
          companyId: companyA.companyId,
          category: "Badsanierung",
          availability,
          status: "pending",
          createdAt: new Date("2026-01-01T10:00:00Z"),
        },
        {
          companyId: companyA.companyId,
          category: "Malerarbeiten",
          availability,
          status: "approved",
          createdAt: new Date("2026-02-01T10:00:00Z"),
          processedAt: new Date("2026-02-02T10:00:00Z"),
        },
        { companyId: companyB.companyId, category: "Fremdwerbung", availability, status: "rejected" },
      ],
    });
    const response = await getAdvertising(
      apiRequest("GET", "/api/company/advertising-requests", { cookie: companyA.cookie }),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toContain("no-store");
    const body = (await response.json()) as {
      requests: { category: string; status: string; processedAt: string | null }[];
      total: number;
    };
    expect(body.total).toBe(2);
    expect(body.requests.map((row) => [row.category, row.status])).toEqual([
      ["Malerarbeiten", "approved"],
      ["Badsanierung", "pending"],
    ]);
    expect(body.requests[0]).toMatchObject({
      availability,
      processedAt: "2026-02-02T10:00:00.000Z",
      createdAt: "2026-02-01T10:00:00.000Z",
    });

    const paged = await getAdvertising(
      apiRequest("GET", "/api/company/advertising-requests?page=2&pageSize=1", { cookie: companyA.cookie }),
    );
    expect(((await paged.json()) as { requests: { category: string }[] }).requests.map((row) => row.category)).toEqual([
      "Badsanierung",
    ]);

    const b = await getAdvertising(apiRequest("GET", "/api/company/advertising-requests", { cookie: companyB.cookie }));
    expect(((await b.json()) as { requests: { category: string }[] }).requests.map((row) => row.category)).toEqual([
      "Fremdwerbung",
    ]);
  });

  it("answers 401 logged out and 403 for an admin", async () => {
    expect((await getAdvertising(apiRequest("GET", "/api/company/advertising-requests"))).status).toBe(401);
    expect(
      (await getAdvertising(apiRequest("GET", "/api/company/advertising-requests", { cookie: adminCookie }))).status,
    ).toBe(403);
  });
});
