/**
 * Lists that scale: the approval lists, quizzes and a company's assignments are paged on the server
 * with search and status filter, pending first then newest first, with an exact total (no silent cap);
 * GET /api/partner-onboarding answers a bare array with X-Total-Count / X-Page / X-Page-Size. Every
 * test works on rows with a unique marker, so other rows in the database do not matter.
 */
import { randomBytes } from "node:crypto";
import { GET as getOffers } from "@/app/api/admin/bathroom-offers/route";
import { GET as getAdvertising } from "@/app/api/admin/advertising-requests/route";
import { GET as getRegistrations } from "@/app/api/admin/company-registrations/route";
import { GET as getCompany } from "@/app/api/admin/companies/[id]/route";
import { GET as getCompanyAssignments } from "@/app/api/admin/companies/[id]/assignments/route";
import { GET as getQuizzes } from "@/app/api/admin/quizzes/route";
import { ADMIN_COMPANY_ASSIGNMENTS_LIMIT } from "@/lib/domain/admin-projects";
import { GET as getOnboarding } from "@/app/api/partner-onboarding/route";
import { closeDb, getDb } from "@/lib/db";
import { createAdminAccount, createCompanyAccount } from "../support/auth";

const BASE = "http://localhost:3000";
const DAY = 86_400_000;

let admin: Awaited<ReturnType<typeof createAdminAccount>>;
let company: Awaited<ReturnType<typeof createCompanyAccount>>;

const get = (path: string, cookie?: string) => new Request(`${BASE}${path}`, { headers: cookie ? { cookie } : {} });
const marker = (label: string) => `${label}${randomBytes(4).toString("hex")}`;
/** createdAt i minutes before a fixed base: index 0 is the newest. */
const minutesAgo = (i: number) => new Date(Date.now() - DAY - i * 60_000);

beforeAll(async () => {
  admin = await createAdminAccount("paging-admin@example.at");
  company = await createCompanyAccount("paging-company@example.at", "geheim123", `Pagingfirma ${marker("c")}`);
});

afterAll(async () => {
  await closeDb();
});

function registrationData(tag: string, i: number, status: string) {
  return {
    companyName: `${tag} Betrieb ${i}`,
    contactPerson: `Person ${i}`,
    email: `reg-${tag.toLowerCase()}-${i}@example.at`,
    phone: "+43 1 987 65 43",
    address: "Hauptstraße 1",
    city: "Wien",
    zipCode: "1100",
    services: ["Malerarbeiten"],
    experience: "6-10",
    employees: "2-5",
    description: "",
    acceptTerms: true,
    status,
    createdAt: minutesAgo(i),
  };
}

describe("GET /api/admin/company-registrations (paged)", () => {
  const tag = marker("Regpage");
  beforeAll(async () => {
    // 120 pending (newest first: 0 … 119) and 5 decided rows that are NEWER than every pending one.
    await getDb().companyRegistration.createMany({
      data: Array.from({ length: 120 }, (_, i) => registrationData(tag, i + 10, "pending")),
    });
    await getDb().companyRegistration.createMany({
      data: [0, 1, 2]
        .map((i) => registrationData(tag, i, "approved"))
        .concat([3, 4].map((i) => registrationData(tag, i, "rejected"))),
    });
  });

  const list = async (query: string) => {
    const response = await getRegistrations(get(`/api/admin/company-registrations?${query}`, admin.cookie));
    expect(response.status).toBe(200);
    return (await response.json()) as {
      registrations: { id: number; companyName: string; status: string }[];
      total: number;
      page: number;
      pageSize: number;
    };
  };

  it("pages 125 rows by 5: exact total, page 5 of 25 reachable, pending first then newest first", async () => {
    const first = await list(`search=${tag}&pageSize=5`);
    expect(first).toMatchObject({ total: 125, page: 1, pageSize: 5 });
    expect(first.registrations.map((row) => row.companyName)).toEqual(
      [10, 11, 12, 13, 14].map((i) => `${tag} Betrieb ${i}`),
    );

    const fifth = await list(`search=${tag}&pageSize=5&page=5`);
    expect(fifth.registrations.map((row) => row.companyName)).toEqual(
      [30, 31, 32, 33, 34].map((i) => `${tag} Betrieb ${i}`),
    );

    // Page 24 ends the pending rows, page 25 holds the decided ones, newest first.
    const p24 = await list(`search=${tag}&pageSize=5&page=24`);
    expect(p24.registrations.every((row) => row.status === "pending")).toBe(true);
    const p25 = await list(`search=${tag}&pageSize=5&page=25`);
    expect(p25.registrations.map((row) => row.companyName)).toEqual([0, 1, 2, 3, 4].map((i) => `${tag} Betrieb ${i}`));
    expect(p25.registrations.map((row) => row.status)).toEqual([
      "approved",
      "approved",
      "approved",
      "rejected",
      "rejected",
    ]);
    expect((await list(`search=${tag}&pageSize=5&page=26`)).registrations).toEqual([]);

    // A page across the border (offset 117 of 125): 3 pending, then the 5 decided ones.
    const across = await list(`search=${tag}&pageSize=9&page=14`);
    expect(across.registrations.map((row) => row.status)).toEqual([
      "pending",
      "pending",
      "pending",
      "approved",
      "approved",
      "approved",
      "rejected",
      "rejected",
    ]);
  });

  it("every row is listed exactly once over all pages (no cap, no overlap)", async () => {
    const ids = new Set<number>();
    for (let page = 1; page <= 2; page += 1) {
      for (const row of (await list(`search=${tag}&pageSize=100&page=${page}`)).registrations) ids.add(row.id);
    }
    expect(ids.size).toBe(125);
  });

  it("filters by status and searches company name, contact person and e-mail (any case)", async () => {
    expect((await list(`search=${tag}&status=approved`)).total).toBe(3);
    expect((await list(`search=${tag}&status=rejected`)).total).toBe(2);
    expect((await list(`search=${tag}&status=pending&pageSize=1`)).total).toBe(120);
    expect((await list(`search=${tag}&status=all&pageSize=1`)).total).toBe(125);
    expect((await list(`search=${tag.toUpperCase()} betrieb 42`)).registrations.map((row) => row.companyName)).toEqual([
      `${tag} Betrieb 42`,
    ]);
    const byEmail = await list(`search=reg-${tag.toLowerCase()}-17@`);
    expect(byEmail.registrations.map((row) => row.companyName)).toEqual([`${tag} Betrieb 17`]);
    const byPerson = await getDb().companyRegistration.create({
      data: { ...registrationData(marker("Other"), 1, "pending"), contactPerson: `Kontakt ${tag}` },
    });
    expect((await list(`search=Kontakt ${tag}`)).registrations.map((row) => row.id)).toEqual([byPerson.id]);
  });

  it("refuses a bad page size or status with 400 in German", async () => {
    for (const query of ["pageSize=0", "pageSize=101", "page=0", "page=abc", "status=open"]) {
      const response = await getRegistrations(get(`/api/admin/company-registrations?${query}`, admin.cookie));
      expect(response.status).toBe(400);
      expect(typeof (await response.json()).message).toBe("string");
    }
  });

  it("defaults to page 1 of 25", async () => {
    const { page, pageSize, registrations } = await list(`search=${tag}`);
    expect({ page, pageSize, rows: registrations.length }).toEqual({ page: 1, pageSize: 25, rows: 25 });
  });
});

describe("GET /api/partner-onboarding (paged, bare array)", () => {
  const tag = marker("Onbpage");
  beforeAll(async () => {
    await getDb().partnerOnboarding.createMany({
      data: Array.from({ length: 30 }, (_, i) => ({
        companyName: `${tag} Partner ${i}`,
        contactPerson: `Ansprech ${i}`,
        email: `onb-${tag.toLowerCase()}-${i}@example.at`,
        services: [],
        preferredChannels: [],
        privacyConsent: true,
        status: i < 4 ? "approved" : "pending",
        createdAt: minutesAgo(i),
      })),
    });
  });

  const list = async (query: string) => {
    const response = await getOnboarding(get(`/api/partner-onboarding?${query}`, admin.cookie));
    expect(response.status).toBe(200);
    const body = (await response.json()) as { companyName: string; status: string }[];
    return {
      body,
      total: Number(response.headers.get("x-total-count")),
      page: response.headers.get("x-page"),
      pageSize: response.headers.get("x-page-size"),
    };
  };

  it("answers a bare array of one page with the exact total in X-Total-Count, pending first", async () => {
    const first = await list(`search=${tag}&pageSize=10`);
    expect(Array.isArray(first.body)).toBe(true);
    expect(first).toMatchObject({ total: 30, page: "1", pageSize: "10" });
    expect(first.body.map((row) => row.companyName)).toEqual(
      Array.from({ length: 10 }, (_, i) => `${tag} Partner ${i + 4}`),
    );
    const last = await list(`search=${tag}&pageSize=10&page=3`);
    expect(last.body.slice(-4).map((row) => row.companyName)).toEqual([0, 1, 2, 3].map((i) => `${tag} Partner ${i}`));
  });

  it("filters by status and searches name, contact person and e-mail", async () => {
    expect((await list(`search=${tag}&status=approved`)).total).toBe(4);
    expect((await list(`search=${tag}&status=pending`)).total).toBe(26);
    expect((await list(`search=${tag}&status=rejected`)).body).toEqual([]);
    expect((await list(`search=${tag} partner 7`)).body.map((row) => row.companyName)).toEqual([`${tag} Partner 7`]);
    expect((await list(`search=onb-${tag.toLowerCase()}-12@`)).body.map((row) => row.companyName)).toEqual([
      `${tag} Partner 12`,
    ]);
  });

  it("without parameters still answers an array (page 1 of 25) with the total header", async () => {
    const response = await getOnboarding(get("/api/partner-onboarding", admin.cookie));
    const body = (await response.json()) as unknown[];
    expect(Array.isArray(body)).toBe(true);
    expect(body.length).toBeLessThanOrEqual(25);
    expect(Number(response.headers.get("x-total-count"))).toBeGreaterThanOrEqual(30);
  });
});

describe("GET /api/admin/advertising-requests (paged)", () => {
  let otherName: string;
  beforeAll(async () => {
    otherName = `Werbefirma ${marker("w")}`;
    const other = await createCompanyAccount(
      `paging-other-${randomBytes(3).toString("hex")}@example.at`,
      "geheim123",
      otherName,
    );
    const rows = Array.from({ length: 40 }, (_, i) => ({
      companyId: i % 2 === 0 ? company.companyId : other.companyId,
      category: `Kategorie ${i}`,
      availability: [],
      status: i < 6 ? "rejected" : "pending",
      createdAt: minutesAgo(i),
    }));
    await getDb().advertisingRequest.createMany({ data: rows });
  });

  const list = async (query: string) => {
    const response = await getAdvertising(get(`/api/admin/advertising-requests?${query}`, admin.cookie));
    expect(response.status).toBe(200);
    return (await response.json()) as {
      requests: { category: string; status: string; companyName: string }[];
      total: number;
      page: number;
      pageSize: number;
    };
  };

  it("pages with the exact total, pending first, and searches the company name and e-mail", async () => {
    const first = await list(`search=${encodeURIComponent(otherName)}&pageSize=8`);
    expect(first).toMatchObject({ total: 20, page: 1, pageSize: 8 });
    expect(first.requests.every((row) => row.companyName === otherName && row.status === "pending")).toBe(true);
    const third = await list(`search=${encodeURIComponent(otherName)}&pageSize=8&page=3`);
    expect(third.requests.map((row) => row.category)).toEqual([
      "Kategorie 39",
      "Kategorie 1",
      "Kategorie 3",
      "Kategorie 5",
    ]);
    expect((await list(`search=${encodeURIComponent(otherName)}&status=rejected`)).total).toBe(3);
    expect((await list(`search=PAGING-COMPANY@example.at&pageSize=1`)).total).toBeGreaterThanOrEqual(20);
    expect((await list(`search=${encodeURIComponent(otherName)}&status=approved`)).requests).toEqual([]);
  });
});

describe("GET /api/admin/bathroom-offers (paged)", () => {
  const customer = marker("Kundin ");
  const projectIds: number[] = [];
  beforeAll(async () => {
    const statuses = ["approved", "failed", "rejected", "generating", "pending", "pending", "pending"];
    for (const [i, status] of statuses.entries()) {
      const project = await getDb().project.create({
        data: {
          serviceType: "badrenovierung",
          zipCode: "1070",
          name: `${customer} ${i}`,
          email: `offer-${randomBytes(4).toString("hex")}@example.at`,
          phone: "0660 1234567",
          quizAnswers: {},
          privacyPolicyVersion: "2025-07",
        },
      });
      projectIds.push(project.id);
      await getDb().bathroomOffer.create({
        data: {
          projectId: project.id,
          uniqueLinkId: randomBytes(12).toString("hex"),
          status,
          createdAt: minutesAgo(i),
        },
      });
    }
  });

  const list = async (query: string) => {
    const response = await getOffers(get(`/api/admin/bathroom-offers?${query}`, admin.cookie));
    expect(response.status).toBe(200);
    return (await response.json()) as {
      offers: { projectId: number; status: string; customerName: string }[];
      total: number;
      page: number;
      pageSize: number;
    };
  };

  it("pending first then newest first, exact total, every status filter, search by name or project #id", async () => {
    const search = encodeURIComponent(customer);
    const all = await list(`search=${search}&pageSize=3`);
    expect(all.total).toBe(7);
    expect(all.offers.map((row) => row.customerName)).toEqual([4, 5, 6].map((i) => `${customer} ${i}`));
    const second = await list(`search=${search}&pageSize=3&page=2`);
    expect(second.offers.map((row) => row.status)).toEqual(["approved", "failed", "rejected"]);
    for (const [status, count] of [
      ["pending", 3],
      ["approved", 1],
      ["failed", 1],
      ["rejected", 1],
      ["generating", 1],
    ] as const) {
      expect((await list(`search=${search}&status=${status}`)).total).toBe(count);
    }
    const byId = await list(`search=${encodeURIComponent(`#${projectIds[2]}`)}`);
    expect(byId.offers.map((row) => row.projectId)).toEqual([projectIds[2]]);
    expect((await list(`search=${projectIds[3]}`)).offers.map((row) => row.projectId)).toContain(projectIds[3]);
    const bad = await getOffers(get("/api/admin/bathroom-offers?status=open", admin.cookie));
    expect(bad.status).toBe(400);
  });
});

describe("GET /api/admin/quizzes (paged)", () => {
  const tag = marker("quizpage").toLowerCase();
  beforeAll(async () => {
    // 130 quizzes (more than the old cap of the list would matter for: every one must be reachable), every 3rd inactive.
    await getDb().quiz.createMany({
      data: Array.from({ length: 130 }, (_, i) => ({
        serviceType: `${tag}-${i}`,
        title: `Quiz ${tag} ${i}`,
        isActive: i % 3 !== 0,
        questions: [],
        createdAt: minutesAgo(i),
      })),
    });
  });
  afterAll(async () => {
    await getDb().quiz.deleteMany({ where: { serviceType: { startsWith: `${tag}-` } } });
  });

  type QuizPage = {
    quizzes: { serviceType: string; isActive: boolean }[];
    total: number;
    page: number;
    pageSize: number;
  };
  const list = async (query: string) => {
    const response = await getQuizzes(get(`/api/admin/quizzes?${query}`, admin.cookie));
    return { status: response.status, body: (await response.json()) as QuizPage & { errors?: Record<string, string> } };
  };

  it("pages every matching quiz exactly once, newest first, with the exact total", async () => {
    const seen: string[] = [];
    for (let page = 1; page <= 3; page += 1) {
      const { status, body } = await list(`q=${tag}&pageSize=50&page=${page}`);
      expect(status).toBe(200);
      expect(body.total).toBe(130);
      seen.push(...body.quizzes.map((quiz) => quiz.serviceType));
    }
    expect(seen).toEqual(Array.from({ length: 130 }, (_, i) => `${tag}-${i}`));
  });

  it("filters active and inactive quizzes and searches the title (any case)", async () => {
    const inactive = await list(`q=${tag.toUpperCase()}&status=inactive&pageSize=100`);
    expect(inactive.body.total).toBe(44);
    expect(inactive.body.quizzes.every((quiz) => !quiz.isActive)).toBe(true);
    expect((await list(`q=${tag}&status=active`)).body.total).toBe(86);
    const one = await list(`q=${encodeURIComponent(`Quiz ${tag} 129`)}`);
    expect(one.body.quizzes.map((quiz) => quiz.serviceType)).toEqual([`${tag}-129`]);
  });

  it("refuses a bad page size or status with 400 in German", async () => {
    const bad = await list("pageSize=500&status=kaputt");
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toMatchObject({
      pageSize: "Die Seitengröße muss zwischen 1 und 100 liegen",
      status: expect.stringContaining("Ungültiger Status"),
    });
  });
});

describe("GET /api/admin/companies/{id}/assignments (paged)", () => {
  const count = ADMIN_COMPANY_ASSIGNMENTS_LIMIT * 2 + 7;
  let companyId: number;
  beforeAll(async () => {
    ({ companyId } = await createCompanyAccount(`paging-assign-${marker("x")}@example.at`));
    for (let i = 0; i < count; i += 1) {
      await getDb().project.create({
        data: {
          serviceType: "maler",
          zipCode: String(1010 + (i % 20) * 10),
          name: "Kunde",
          email: `k${i}@example.at`,
          phone: "+43 1 1234567",
          quizAnswers: {},
          privacyPolicyVersion: "2025-07",
          assignments: { create: { companyId, assignedAt: minutesAgo(i) } },
        },
      });
    }
  });
  const ctx = (id: number) => ({ params: Promise.resolve({ id: String(id) }) });

  it("the details carry the first page; every further assignment is reachable page by page, exactly once", async () => {
    const details = (await (
      await getCompany(get(`/api/admin/companies/${companyId}`, admin.cookie), ctx(companyId))
    ).json()) as {
      company: { assignments: { projectId: number }[] };
    };
    const seen = details.company.assignments.map((row) => row.projectId);
    expect(seen).toHaveLength(ADMIN_COMPANY_ASSIGNMENTS_LIMIT);
    for (let page = 2; page <= 3; page += 1) {
      const response = await getCompanyAssignments(
        get(`/api/admin/companies/${companyId}/assignments?page=${page}`, admin.cookie),
        ctx(companyId),
      );
      expect(response.status).toBe(200);
      const body = (await response.json()) as { assignments: { projectId: number }[]; total: number; page: number };
      expect(body).toMatchObject({ total: count, page });
      seen.push(...body.assignments.map((row) => row.projectId));
    }
    expect(seen).toHaveLength(count);
    expect(new Set(seen).size).toBe(count);
    // Newest assignment first: project ids were created oldest assignment last.
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
  });

  it("answers 404 for an unknown company and 400 for a bad page", async () => {
    expect(
      (
        await getCompanyAssignments(
          get("/api/admin/companies/99999999/assignments?page=2", admin.cookie),
          ctx(99_999_999),
        )
      ).status,
    ).toBe(404);
    expect(
      (
        await getCompanyAssignments(
          get(`/api/admin/companies/${companyId}/assignments?page=0`, admin.cookie),
          ctx(companyId),
        )
      ).status,
    ).toBe(400);
  });
});

describe("access", () => {
  it("answers 401 to a stranger and 403 to a company for every list", async () => {
    for (const [route, path] of [
      [getRegistrations, "/api/admin/company-registrations?page=2"],
      [getOnboarding, "/api/partner-onboarding?page=2"],
      [getAdvertising, "/api/admin/advertising-requests?page=2"],
      [getOffers, "/api/admin/bathroom-offers?page=2"],
      [getQuizzes, "/api/admin/quizzes?page=2"],
    ] as const) {
      expect((await route(get(path))).status).toBe(401);
      expect((await route(get(path, company.cookie))).status).toBe(403);
    }
  });
});
