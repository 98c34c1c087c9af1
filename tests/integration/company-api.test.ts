/**
 * The company dashboard's calls (spec: authenticated-side §7) against a real, migrated database:
 * GET /api/company/profile, GET /api/company/leads, PATCH /api/projects/{id}/status and
 * POST /api/company/advertising-request. Covers valid and invalid input, malformed JSON, oversize
 * bodies, logged-out (401) and admin (403) callers, and a second company that must neither see nor
 * change the first company's leads (404, nothing changed).
 */
import { POST as postAdvertisingRequest } from "@/app/api/company/advertising-request/route";
import { GET as getLeads } from "@/app/api/company/leads/route";
import { GET as getProfile } from "@/app/api/company/profile/route";
import { PATCH as patchStatus } from "@/app/api/projects/[id]/status/route";
import { closeDb, getDb } from "@/lib/db";
import { ADVERTISING_CATEGORIES } from "@/lib/domain/advertising";
import { INTENT_READINESS_OPTIONS, START_TIMELINE_OPTIONS } from "@/lib/domain/lead-score";
import { ADVERTISING_MESSAGES } from "@/lib/validation/advertising-request";
import { createAdminAccount, createCompanyAccount } from "../support/auth";
import { apiRequest } from "../support/http";
import { addDays, viennaMonthOf, viennaToday } from "@/lib/time/vienna";

/** "Gewonnen" with the order value and completion month it needs. */
const WON = { status: "Gewonnen", wonValue: "15.000,00", expectedCompletion: viennaMonthOf(new Date()) };

const statusRequest = (id: string | number, body: unknown, cookie?: string, headers?: Record<string, string>) =>
  patchStatus(apiRequest("PATCH", `/api/projects/${id}/status`, { cookie, body, headers }), {
    params: Promise.resolve({ id: String(id) }),
  });

const advertisingRequest = (body: unknown, cookie?: string, headers?: Record<string, string>) =>
  postAdvertisingRequest(apiRequest("POST", "/api/company/advertising-request", { cookie, body, headers }));

const OVERSIZE = JSON.stringify({ status: "Offen", padding: "x".repeat(70 * 1024) });

type Account = Awaited<ReturnType<typeof createCompanyAccount>>;
let companyA: Account;
let companyB: Account;
let adminCookie: string;
/** Project ids: onlyA1 (older, hot), onlyA2 (newer, answers as JSON string), shared (A and B), onlyB. */
const ids = { onlyA1: 0, onlyA2: 0, shared: 0, onlyB: 0, unassigned: 0 };

const hotAnswers = {
  project_type: "Komplettsanierung",
  intent_readiness: INTENT_READINESS_OPTIONS[0]!,
  start_timeline: START_TIMELINE_OPTIONS[0]!,
};

async function createProject(name: string, createdAt: Date, extra: Record<string, unknown> = {}): Promise<number> {
  const project = await getDb().project.create({
    data: {
      serviceType: "badrenovierung",
      zipCode: "1070",
      name,
      email: `${name.toLowerCase().replace(/\s+/g, ".")}@example.at`,
      phone: "0660 1234567",
      quizAnswers: {},
      privacyPolicyVersion: "2025-07",
      createdAt,
      ...extra,
    },
    select: { id: true },
  });
  return project.id;
}

/** Status of every assignment and project of this file's fixtures, to show that a refusal changed nothing. */
async function snapshot() {
  const projectIds = Object.values(ids);
  const [projects, assignments] = await Promise.all([
    getDb().project.findMany({
      where: { id: { in: projectIds } },
      select: { id: true, status: true },
      orderBy: { id: "asc" },
    }),
    getDb().projectAssignment.findMany({
      where: { projectId: { in: projectIds } },
      select: { projectId: true, companyId: true, status: true },
      orderBy: [{ projectId: "asc" }, { companyId: "asc" }],
    }),
  ]);
  return { projects, assignments };
}

const assignmentStatus = async (projectId: number, companyId: number) =>
  (await getDb().projectAssignment.findUniqueOrThrow({ where: { projectId_companyId: { projectId, companyId } } }))
    .status;
const projectStatus = async (projectId: number) =>
  (await getDb().project.findUniqueOrThrow({ where: { id: projectId } })).status;

beforeAll(async () => {
  companyA = await createCompanyAccount("company-api-a@example.at", "geheim123", "Bad & Co Wien");
  companyB = await createCompanyAccount("company-api-b@example.at", "geheim123", "Fliesen Huber");
  adminCookie = (await createAdminAccount("company-api-admin@example.at")).cookie;

  ids.onlyA1 = await createProject("Anna Berger", new Date("2025-03-01T10:00:00Z"), {
    quizAnswers: hotAnswers,
    projectType: "Komplettsanierung",
    budget: "15.000 - 25.000 €",
    keepInstallations: false,
    aiOfferLinkId: "abc123",
  });
  ids.onlyA2 = await createProject("Bernd Czerny", new Date("2025-03-05T10:00:00Z"), {
    quizAnswers: JSON.stringify({ project_type: "Nur Fliesen" }),
  });
  ids.shared = await createProject("Clara Doppler", new Date("2025-03-03T10:00:00Z"));
  ids.onlyB = await createProject("Dieter Egger", new Date("2025-03-04T10:00:00Z"));
  ids.unassigned = await createProject("Eva Fink", new Date("2025-03-06T10:00:00Z"));
  // Released at assignment: the setting "sofort".
  const contactReleasedAt = new Date();
  await getDb().projectAssignment.createMany({
    data: [
      { projectId: ids.onlyA1, companyId: companyA.companyId },
      { projectId: ids.onlyA2, companyId: companyA.companyId, status: "Verloren" },
      { projectId: ids.shared, companyId: companyA.companyId },
      { projectId: ids.shared, companyId: companyB.companyId },
      { projectId: ids.onlyB, companyId: companyB.companyId },
    ].map((row) => ({ ...row, assignedAt: contactReleasedAt, contactReleasedAt })),
  });
});

afterAll(async () => {
  await closeDb();
});

describe("GET /api/company/profile", () => {
  it("answers the session company's profile", async () => {
    const response = await getProfile(apiRequest("GET", "/api/company/profile", { cookie: companyA.cookie }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      company: {
        id: companyA.companyId,
        name: "Bad & Co Wien",
        city: "Wien",
        services: [],
        verified: true,
        contactPhone: null,
        contactEmail: null,
        contactInfo: null,
        zipCode: null,
        street: null,
        vatId: null,
        districts: [],
      },
    });
    expect(response.headers.get("cache-control")).toContain("no-store");
  });

  it("answers 401 when logged out and 403 for an admin", async () => {
    const loggedOut = await getProfile(apiRequest("GET", "/api/company/profile"));
    expect(loggedOut.status).toBe(401);
    expect((await loggedOut.json()).message).toEqual(expect.any(String));
    const admin = await getProfile(apiRequest("GET", "/api/company/profile", { cookie: adminCookie }));
    expect(admin.status).toBe(403);
    const forged = await getProfile(
      apiRequest("GET", "/api/company/profile", { cookie: "authjs.session-token=forged" }),
    );
    expect(forged.status).toBe(401);
  });
});

describe("GET /api/company/leads", () => {
  it("lists only the company's own leads, newest first, with its own assignment status", async () => {
    const response = await getLeads(apiRequest("GET", "/api/company/leads", { cookie: companyA.cookie }));
    expect(response.status).toBe(200);
    const { projects } = (await response.json()) as { projects: Record<string, unknown>[] };
    expect(projects.map((project) => project.id)).toEqual([ids.onlyA2, ids.shared, ids.onlyA1]);
    expect(projects[0]).toMatchObject({
      status: "Verloren",
      quizAnswers: JSON.stringify({ project_type: "Nur Fliesen" }),
    });
    expect(projects[2]).toEqual({
      id: ids.onlyA1,
      serviceType: "badrenovierung",
      zipCode: "1070",
      projectType: "Komplettsanierung",
      stage: null,
      style: null,
      size: null,
      keepInstallations: false,
      budget: "15.000 - 25.000 €",
      name: "Anna Berger",
      email: "anna.berger@example.at",
      phone: "0660 1234567",
      quizAnswers: hotAnswers,
      status: "Offen",
      aiOfferLinkId: "abc123",
      createdAt: "2025-03-01T10:00:00.000Z",
      assignedAt: expect.any(String),
      contactReleasedAt: expect.any(String),
      emailConfirmedAt: null,
      consentWithdrawnAt: null,
      erasedAt: null,
      contactedAt: null,
      wonValueCents: null,
      expectedCompletion: null,
      jobDoneAt: null,
      assignmentCount: 1,
      unreadMessages: 0,
      siteVisit: null,
    });
  });

  it("says how many companies received each lead, out of the companies-per-lead limit", async () => {
    const response = await getLeads(apiRequest("GET", "/api/company/leads", { cookie: companyA.cookie }));
    const body = (await response.json()) as {
      projects: { id: number; assignmentCount: number }[];
      companiesPerLead: number;
    };
    expect(body.projects.find((project) => project.id === ids.shared)?.assignmentCount).toBe(2);
    expect(body.projects.find((project) => project.id === ids.onlyA2)?.assignmentCount).toBe(1);
    expect(body.companiesPerLead).toBeGreaterThanOrEqual(1);
    expect(body.companiesPerLead).toBeLessThanOrEqual(4);
  });

  it("shows the second company only its leads", async () => {
    const response = await getLeads(apiRequest("GET", "/api/company/leads", { cookie: companyB.cookie }));
    expect(response.status).toBe(200);
    const { projects } = (await response.json()) as { projects: { id: number; name: string }[] };
    expect(projects.map((project) => project.id)).toEqual([ids.onlyB, ids.shared]);
    expect(projects.map((project) => project.name)).not.toContain("Anna Berger");
  });

  it("answers 401 when logged out and 403 for an admin", async () => {
    expect((await getLeads(apiRequest("GET", "/api/company/leads"))).status).toBe(401);
    expect((await getLeads(apiRequest("GET", "/api/company/leads", { cookie: adminCookie }))).status).toBe(403);
  });

  it("lists 500 assigned leads of one company in one answer", async () => {
    const big = await createCompanyAccount("company-api-big@example.at");
    const start = Date.UTC(2024, 0, 1);
    await getDb().project.createMany({
      data: Array.from({ length: 500 }, (_, index) => ({
        serviceType: "maler",
        zipCode: "1100",
        name: `Kunde Groß ${index}`,
        email: `gross${index}@example.at`,
        phone: "0660 7654321",
        quizAnswers: { project_type: "Innenräume" },
        privacyPolicyVersion: "2025-07",
        createdAt: new Date(start + index * 60_000),
      })),
    });
    const created = await getDb().project.findMany({
      where: { name: { startsWith: "Kunde Groß " } },
      select: { id: true },
    });
    await getDb().projectAssignment.createMany({
      data: created.map(({ id }) => ({ projectId: id, companyId: big.companyId, contactReleasedAt: new Date() })),
    });

    const response = await getLeads(apiRequest("GET", "/api/company/leads", { cookie: big.cookie }));
    expect(response.status).toBe(200);
    const { projects } = (await response.json()) as { projects: { name: string; createdAt: string }[] };
    expect(projects).toHaveLength(500);
    expect(projects[0]!.name).toBe("Kunde Groß 499");
    expect(projects[499]!.name).toBe("Kunde Groß 0");
  });
});

describe("PATCH /api/projects/{id}/status", () => {
  it("sets the company's status, answers { project: { id, status } } and syncs projects.status", async () => {
    const response = await statusRequest(ids.onlyA1, WON, companyA.cookie);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ project: { id: ids.onlyA1, status: "Gewonnen" } });
    expect(await assignmentStatus(ids.onlyA1, companyA.companyId)).toBe("Gewonnen");
    expect(await projectStatus(ids.onlyA1)).toBe("Gewonnen");

    const listed = (await (
      await getLeads(apiRequest("GET", "/api/company/leads", { cookie: companyA.cookie }))
    ).json()) as {
      projects: { id: number; status: string }[];
    };
    expect(listed.projects.find((project) => project.id === ids.onlyA1)?.status).toBe("Gewonnen");

    // Any status may follow any other (§4); leaving Gewonnen needs a reason.
    expect(
      (await statusRequest(ids.onlyA1, { status: "Offen", reason: "Kunde hat abgesagt" }, companyA.cookie)).status,
    ).toBe(200);
    expect(await projectStatus(ids.onlyA1)).toBe("Offen");
  });

  it("keeps a shared project Offen until every company lost it, and Gewonnen once one won", async () => {
    expect((await statusRequest(ids.shared, { status: "Verloren" }, companyA.cookie)).status).toBe(200);
    expect(await projectStatus(ids.shared)).toBe("Offen");
    expect(await assignmentStatus(ids.shared, companyB.companyId)).toBe("Offen");

    const bLost = await statusRequest(ids.shared, { status: "Verloren" }, companyB.cookie);
    expect(await bLost.json()).toEqual({ project: { id: ids.shared, status: "Verloren" } });
    expect(await projectStatus(ids.shared)).toBe("Verloren");

    expect((await statusRequest(ids.shared, WON, companyB.cookie)).status).toBe(200);
    expect(await projectStatus(ids.shared)).toBe("Gewonnen");
    // Company A's view stays its own.
    expect(await assignmentStatus(ids.shared, companyA.companyId)).toBe("Verloren");
  });

  it("answers 404 for another company's lead, an unassigned, unknown or non-numeric id, changing nothing", async () => {
    const before = await snapshot();
    for (const id of [ids.onlyA1, ids.unassigned, 99_999_999, "abc", "1e3", "-1", "0", "99999999999"]) {
      const response = await statusRequest(id, { status: "Verloren" }, companyB.cookie);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: "Projekt nicht gefunden" });
    }
    expect(await snapshot()).toEqual(before);
  });

  it("rejects invalid and malformed bodies (400) and oversize bodies (413), changing nothing", async () => {
    const before = await snapshot();
    const invalid = await statusRequest(ids.onlyA1, { status: "Erledigt" }, companyA.cookie);
    expect(invalid.status).toBe(400);
    expect((await invalid.json()).errors).toEqual({ status: expect.stringContaining("Ungültiger Status") });
    expect((await statusRequest(ids.onlyA1, {}, companyA.cookie)).status).toBe(400);
    expect((await statusRequest(ids.onlyA1, ["Gewonnen"], companyA.cookie)).status).toBe(400);

    const malformed = await statusRequest(ids.onlyA1, "{status: Gewonnen", companyA.cookie);
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ message: "Ungültiges JSON im Anfragetext." });

    expect((await statusRequest(ids.onlyA1, OVERSIZE, companyA.cookie)).status).toBe(413);
    expect(await snapshot()).toEqual(before);
  });

  it("answers 401 when logged out, 403 for an admin and for a foreign Origin, changing nothing", async () => {
    const before = await snapshot();
    expect((await statusRequest(ids.onlyA1, { status: "Gewonnen" })).status).toBe(401);
    expect((await statusRequest(ids.onlyA1, { status: "Gewonnen" }, adminCookie)).status).toBe(403);
    const foreign = await statusRequest(ids.onlyA1, { status: "Gewonnen" }, companyA.cookie, {
      origin: "https://evil.example",
    });
    expect(foreign.status).toBe(403);
    expect(await snapshot()).toEqual(before);
  });
});

describe("POST /api/company/advertising-request", () => {
  const today = viennaToday();
  const valid = {
    category: "badrenovierung",
    availability: [
      { startDate: addDays(today, 3), endDate: addDays(today, 30), incentive: "  5 % Rabatt für Neukunden " },
      { startDate: addDays(today, 40), endDate: addDays(today, 60), incentive: "" },
    ],
    message: "  Wir haben im Frühling freie Kapazitäten. ",
  };
  const requestCount = () => getDb().advertisingRequest.count();

  it("stores a pending request for the session company and answers 201 { request: { id } }", async () => {
    const response = await advertisingRequest(valid, companyA.cookie);
    expect(response.status).toBe(201);
    const body = (await response.json()) as { request: { id: number } };
    expect(body).toEqual({ request: { id: expect.any(Number) } });
    const row = await getDb().advertisingRequest.findUniqueOrThrow({ where: { id: body.request.id } });
    expect(row).toMatchObject({
      companyId: companyA.companyId,
      category: "badrenovierung",
      status: "pending",
      message: "Wir haben im Frühling freie Kapazitäten.",
      processedBy: null,
      processedAt: null,
      availability: [
        {
          startDate: valid.availability[0]!.startDate,
          endDate: valid.availability[0]!.endDate,
          incentive: "5 % Rabatt für Neukunden",
        },
        { startDate: valid.availability[1]!.startDate, endDate: valid.availability[1]!.endDate },
      ],
    });
  });

  it("accepts a period starting today (Vienna) and a request without incentive or message", async () => {
    const response = await advertisingRequest(
      { category: ADVERTISING_CATEGORIES[16], availability: [{ startDate: today, endDate: addDays(today, 1) }] },
      companyB.cookie,
    );
    expect(response.status).toBe(201);
    const { request } = (await response.json()) as { request: { id: number } };
    expect(await getDb().advertisingRequest.findUniqueOrThrow({ where: { id: request.id } })).toMatchObject({
      companyId: companyB.companyId,
      category: ADVERTISING_CATEGORIES[16],
      message: null,
      availability: [{ startDate: today, endDate: addDays(today, 1) }],
    });
  });

  it.each([
    ["a missing category", { ...valid, category: undefined }, { category: ADVERTISING_MESSAGES.categoryRequired }],
    ["an unknown category", { ...valid, category: "Poolbau" }, { category: ADVERTISING_MESSAGES.categoryInvalid }],
    ["no period", { ...valid, availability: [] }, { availability: ADVERTISING_MESSAGES.periodRequired }],
    [
      "a period without dates",
      { ...valid, availability: [{ startDate: "", endDate: undefined }] },
      {
        "availability.0.startDate": ADVERTISING_MESSAGES.startRequired,
        "availability.0.endDate": ADVERTISING_MESSAGES.endRequired,
      },
    ],
    [
      "a start in the past",
      { ...valid, availability: [{ startDate: addDays(today, -1), endDate: addDays(today, 5) }] },
      { availability: ADVERTISING_MESSAGES.periodsInvalid },
    ],
    [
      "an end on the start day",
      { ...valid, availability: [valid.availability[0], { startDate: addDays(today, 5), endDate: addDays(today, 5) }] },
      { availability: ADVERTISING_MESSAGES.periodsInvalid },
    ],
    [
      "an impossible date",
      { ...valid, availability: [{ startDate: "2099-02-30", endDate: "2099-03-05" }] },
      { "availability.0.startDate": ADVERTISING_MESSAGES.invalidDate },
    ],
    [
      "too many periods",
      {
        ...valid,
        availability: Array.from({ length: 21 }, (_, i) => ({
          startDate: addDays(today, i + 1),
          endDate: addDays(today, i + 2),
        })),
      },
      { availability: ADVERTISING_MESSAGES.tooManyPeriods },
    ],
    ["an over-long message", { ...valid, message: "x".repeat(2001) }, { message: ADVERTISING_MESSAGES.messageTooLong }],
  ])("rejects %s with 400 and the field message, storing nothing", async (_name, body, errors) => {
    const before = await requestCount();
    const response = await advertisingRequest(body, companyA.cookie);
    expect(response.status).toBe(400);
    expect((await response.json()).errors).toEqual(errors);
    expect(await requestCount()).toBe(before);
  });

  it("rejects malformed JSON (400), oversize bodies (413), logged-out (401), admin (403) and foreign Origin (403)", async () => {
    const before = await requestCount();
    const malformed = await advertisingRequest('{"category": "Badrenovierung",', companyA.cookie);
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ message: "Ungültiges JSON im Anfragetext." });
    const oversize = await advertisingRequest({ ...valid, message: "x".repeat(70 * 1024) }, companyA.cookie);
    expect(oversize.status).toBe(413);
    expect((await advertisingRequest(valid)).status).toBe(401);
    expect((await advertisingRequest(valid, adminCookie)).status).toBe(403);
    expect((await advertisingRequest(valid, companyA.cookie, { origin: "https://evil.example" })).status).toBe(403);
    expect(await requestCount()).toBe(before);
  });
});
