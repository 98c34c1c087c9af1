/**
 * Every private endpoint checks session, role and ownership itself (docs/architecture.md "Security rules"):
 * each route handler under app/api is discovered from the file
 * system, must be built by the request wrapper (`defineRoute`, which records its audience), and is
 * called logged out, with the wrong role and (company routes) as a second company, with bodies that
 * would change data if accepted. Required: 401, 403 or 404, no data of the first company in the
 * answer, and no row changed anywhere.
 */
import { closeDb, getDb } from "@/lib/db";
import type { Audience } from "@/lib/http/route";
import { discoverEndpoints, type Endpoint } from "../support/api-routes";
import { createAdminAccount, createCompanyAccount } from "../support/auth";

/** Bodies that a careless handler would act on. */
const BODIES: Record<string, unknown> = {
  // A wrong current password: company B must not end its own sessions halfway through the test.
  "POST /api/company/change-password": {
    currentPassword: "falsch-geraten",
    newPassword: "uebernommen",
    confirmPassword: "uebernommen",
  },
  "POST /api/company/advertising-request": {
    category: "badrenovierung",
    availability: [{ startDate: "2099-01-01", endDate: "2099-02-01" }],
  },
  // Valid bodies, so another company's lead is refused by its id (404), not by the body.
  "POST /api/company/leads/[id]/messages": { body: "Hallo" },
  "POST /api/company/leads/[id]/messages/report": { reason: "Unpassende Nachrichten" },
  "POST /api/company/leads/[id]/offer": {
    lines: [{ description: "Streichen", quantity: "10", unit: "m²", unitPrice: "12,50", kind: "labour" }],
    validUntil: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
    paymentTerms: "Zahlbar binnen 14 Tagen",
  },
  "POST /api/company/leads/[id]/visit": {
    slots: [
      { date: new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10), time: "10:00", durationMinutes: 60 },
    ],
  },
  "POST /api/company/leads/[id]/visit/cancel": { reason: "Termin passt nicht" },
  "PATCH /api/projects/[id]/status": { status: "Gewonnen", wonValue: "1000", expectedCompletion: "2099-01" },
  "PATCH /api/company/profile": {
    contactPhone: "01 2345678",
    contactEmail: "b@example.at",
    contactInfo: "Teststraße 1",
    zipCode: "1010",
    city: "Wien",
    services: ["badrenovierung"],
  },
  "PUT /api/partner-onboarding/[id]/status": { status: "approved" },
  "POST /api/company/reviews/[id]/reply": { reply: "Antwort einer fremden Firma" },
  "POST /api/company/verification": { gisaNumber: "10000001" },
  "PATCH /api/admin/subsidy-rules/[id]": { active: false },
};

/** Multipart-only routes: JSON is refused by type (415) before anything else. */
const UPLOAD_ROUTES = ["POST /api/company/insurance", "POST /api/company/leads/[id]/offer/pdf-version"];

/** A digest of every row of the tables a private endpoint could change. */
async function databaseDigest(): Promise<string> {
  const tables = [
    "users",
    "companies",
    "projects",
    "project_assignments",
    "advertising_requests",
    "company_registrations",
    "partner_onboarding",
    "quizzes",
    "bathroom_offers",
    "admin_category_views",
    "blog_posts",
    "subsidy_rules",
  ];
  const rows = await getDb().$queryRawUnsafe<{ digest: string }[]>(
    tables
      .map(
        (table) =>
          `select '${table}' as t, coalesce(md5(string_agg(x::text, '|' order by x::text)), '-') as digest from ${table} x`,
      )
      .join(" union all "),
  );
  return rows.map((row) => row.digest).join(",");
}

let endpoints: Endpoint[];
/** Exports named like an HTTP method that are not built by defineRoute ("METHOD /api/path"). */
let unwrapped: string[];
let companyA: Awaited<ReturnType<typeof createCompanyAccount>>;
let companyB: Awaited<ReturnType<typeof createCompanyAccount>>;
let admin: Awaited<ReturnType<typeof createAdminAccount>>;
let projectOfA: number;
const SECRET_OF_A = "kundin-von-firma-a@example.at";

beforeAll(async () => {
  ({ endpoints, unwrapped } = await discoverEndpoints());
  companyA = await createCompanyAccount("guard-a@example.at", "geheim123");
  companyB = await createCompanyAccount("guard-b@example.at", "geheim123");
  admin = await createAdminAccount("guard-admin@example.at", "geheim123");
  const project = await getDb().project.create({
    data: {
      serviceType: "badrenovierung",
      zipCode: "1070",
      name: "Kundin A",
      email: SECRET_OF_A,
      phone: "+43 660 1234567",
      quizAnswers: { intent_readiness: "x" },
      gdprAcceptedAt: new Date(),
      privacyPolicyVersion: "2025-07",
      assignments: { create: { companyId: companyA.companyId } },
    },
  });
  projectOfA = project.id;
});

function request(endpoint: Endpoint, cookie?: string): Request {
  const url = `http://localhost:3000${endpoint.route.replace(/\[(\w+)\]/g, () => String(projectOfA))}`;
  const hasBody = endpoint.method !== "GET" && endpoint.method !== "DELETE";
  return new Request(url, {
    method: endpoint.method,
    headers: {
      origin: "http://localhost:3000",
      ...(hasBody ? { "content-type": "application/json" } : {}),
      ...(cookie ? { cookie } : {}),
      "x-forwarded-for": "10.9.9.9",
    },
    body: hasBody ? JSON.stringify(BODIES[endpoint.key] ?? {}) : undefined,
  });
}

async function call(endpoint: Endpoint, cookie?: string) {
  const params = Object.fromEntries(endpoint.params.map((name) => [name, String(projectOfA)]));
  const response = await endpoint.handler(request(endpoint, cookie), { params: Promise.resolve(params) });
  return { status: response.status, text: await response.text() };
}

/** The audience the route declared to its wrapper. */
const accessOf = (endpoint: Endpoint): Audience => endpoint.handler.routeMeta.audience;

it("every route handler is built by the request wrapper, and every admin route is for admins", () => {
  expect(unwrapped).toEqual([]);
  expect(endpoints.length).toBeGreaterThan(10);
  const adminRoutesNotForAdmins = endpoints
    .filter((e) => e.route.startsWith("/api/admin/") && accessOf(e) !== "admin")
    .map((e) => e.key);
  expect(adminRoutesNotForAdmins).toEqual([]);
});

/** Collects refusals that are not what `allowed` says, or that leak company A's lead. */
function refusalChecker() {
  const problems: string[] = [];
  return {
    problems,
    check(label: string, result: { status: number; text: string }, allowed: number[]) {
      if (!allowed.includes(result.status) || result.text.includes(SECRET_OF_A)) {
        problems.push(`${label}: ${result.status} ${result.text.slice(0, 120)}`);
      }
    },
  };
}

it("private endpoints refuse logged-out callers and wrong roles with 401/403, changing no row", async () => {
  const before = await databaseDigest();
  const { problems, check } = refusalChecker();
  for (const endpoint of endpoints) {
    const access = accessOf(endpoint);
    if (access === "public") continue;
    check(`${endpoint.key} logged out`, await call(endpoint), [401]);
    if (access === "company") check(`${endpoint.key} as admin`, await call(endpoint, admin.cookie), [403]);
    if (access === "admin") check(`${endpoint.key} as company`, await call(endpoint, companyA.cookie), [403]);
  }
  expect(problems).toEqual([]);
  expect(await databaseDigest()).toBe(before);
});

it("a second company gets 404 for the first company's leads and never sees or changes them", async () => {
  const snapshotOfA = () =>
    Promise.all([
      getDb().project.findUniqueOrThrow({ where: { id: projectOfA }, include: { assignments: true } }),
      getDb().user.findUniqueOrThrow({
        where: { id: companyA.userId },
        include: { company: { include: { advertisingRequests: true } } },
      }),
    ]);
  const before = await snapshotOfA();
  const { problems, check } = refusalChecker();
  for (const endpoint of endpoints) {
    if (accessOf(endpoint) !== "company") continue;
    // Routes without an id act on company B's own account (allowed); routes with one must answer 404.
    // An upload route sent JSON refuses the type (415) before anything else.
    const allowed =
      endpoint.key === "POST /api/company/change-password"
        ? [400]
        : UPLOAD_ROUTES.includes(endpoint.key)
          ? [415]
          : endpoint.params.length > 0
            ? [404]
            : [200, 201, 202];
    check(`${endpoint.key} as company B`, await call(endpoint, companyB.cookie), allowed);
  }
  expect(problems).toEqual([]);
  expect(await snapshotOfA()).toEqual(before);
});

afterAll(async () => {
  await closeDb();
});
