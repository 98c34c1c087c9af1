/**
 * Subsidy rules: admin API (role, German validation errors, audit), validity days in the project room, the
 * optional subsidy answers stored with the project (never in a company's leads), and an answer contradicting a
 * condition.
 */
import { randomBytes } from "node:crypto";
import { PATCH as patchRule } from "@/app/api/admin/subsidy-rules/[id]/route";
import { GET as listRules, POST as createRule } from "@/app/api/admin/subsidy-rules/route";
import { GET as listCompanyLeads } from "@/app/api/company/leads/route";
import { POST as postProject } from "@/app/api/projects/route";
import { closeDb, getDb } from "@/lib/db";
import { INTENT_READINESS_OPTIONS, START_TIMELINE_OPTIONS } from "@/lib/domain/lead-score";
import { env } from "@/lib/env";
import { openProjectRoom } from "@/lib/project-room/room";
import { createRoomLink } from "@/lib/project-room/room-links";
import { addDays, viennaToday } from "@/lib/time/vienna";
import { seed } from "@/prisma/seed";
import { createAdminAccount, createCompanyAccount } from "../support/auth";
import { apiRequest } from "../support/http";
import { subsidyRuleBody } from "../support/subsidy-rules";

const tag = () => randomBytes(4).toString("hex");
let admin: Awaited<ReturnType<typeof createAdminAccount>>;
let company: Awaited<ReturnType<typeof createCompanyAccount>>;
let ip = 0;

async function submitMalerProject(extraAnswers: Record<string, string>) {
  ip += 1;
  const quiz = await getDb().quiz.findUniqueOrThrow({ where: { serviceType: "maler" } });
  const answers: Record<string, string | string[]> = {};
  for (const q of quiz.questions as { id: string; type: string; options: string[] }[])
    answers[q.id] = q.type === "checkbox" ? [q.options[0]!] : q.type.startsWith("text") ? "Freitext" : q.options[0]!;
  answers.intent_readiness = INTENT_READINESS_OPTIONS[0]!;
  answers.start_timeline = START_TIMELINE_OPTIONS[0]!;
  const stamp = tag();
  const response = await postProject(
    apiRequest("POST", "/api/projects", {
      body: {
        name: `Förderkundin Zyx${stamp}`,
        email: `foerder-${stamp}@example.at`,
        phone: `0664 ${7_100_000 + ip * 41}`,
        zipCode: "1070",
        serviceType: "maler",
        gdprAccepted: true,
        answers: { ...answers, ...extraAnswers },
      },
      headers: { "x-forwarded-for": `10.31.0.${ip}` },
    }),
  );
  if (response.status !== 201) throw new Error(`${response.status} ${await response.text()}`);
  return ((await response.json()) as { projectId: number }).projectId;
}

beforeAll(async () => {
  await seed(env.DATABASE_URL!, { allowDevPassword: false });
  admin = await createAdminAccount(`subsidy-admin-${tag()}@example.at`);
  company = await createCompanyAccount(`subsidy-firma-${tag()}@example.at`);
});

afterAll(async () => {
  await getDb().subsidyRule.deleteMany({ where: { services: { has: "maler" } } });
  await closeDb();
});

afterEach(async () => {
  // Each room test sets up its own rules for "maler".
  await getDb().subsidyRule.deleteMany({ where: { services: { has: "maler" } } });
});

describe("admin API", () => {
  it("lists the seeded rules for admins and refuses companies", async () => {
    const response = await listRules(apiRequest("GET", "/api/admin/subsidy-rules", { cookie: admin.cookie }), {
      params: Promise.resolve({}),
    });
    expect(response.status).toBe(200);
    const { rules } = (await response.json()) as { rules: { key: string; validFrom: string; active: boolean }[] };
    expect(rules.map((rule) => rule.key)).toEqual(
      expect.arrayContaining(["wien-altersgerecht-bad", "bund-kesseltausch-2026", "wien-dekarbonisierungspraemie"]),
    );
    expect(rules.find((rule) => rule.key === "wien-altersgerecht-bad")).toMatchObject({
      validFrom: "2026-01-01",
      active: true,
    });
    const refused = await listRules(apiRequest("GET", "/api/admin/subsidy-rules", { cookie: company.cookie }), {
      params: Promise.resolve({}),
    });
    expect(refused.status).toBe(403);
  });

  it("answers 400 with German messages for a bad source link and reversed dates", async () => {
    const badUrl = await createRule(
      apiRequest("POST", "/api/admin/subsidy-rules", {
        cookie: admin.cookie,
        body: subsidyRuleBody(`t-${tag()}`, { sourceUrl: "javascript:alert(1)" }),
      }),
      { params: Promise.resolve({}) },
    );
    expect(badUrl.status).toBe(400);
    expect(await badUrl.text()).toContain("Bitte einen gültigen https-Link zur Quelle angeben.");
    const badDates = await createRule(
      apiRequest("POST", "/api/admin/subsidy-rules", {
        cookie: admin.cookie,
        body: subsidyRuleBody(`t-${tag()}`, { validFrom: "2026-06-01", validTo: "2026-05-31" }),
      }),
      { params: Promise.resolve({}) },
    );
    expect(badDates.status).toBe(400);
    expect(await badDates.text()).toContain("„Gültig bis“ darf nicht vor „gültig ab“ liegen.");
    const badDay = await createRule(
      apiRequest("POST", "/api/admin/subsidy-rules", {
        cookie: admin.cookie,
        body: subsidyRuleBody(`t-${tag()}`, { lastCheckedOn: "2026-02-30" }),
      }),
      { params: Promise.resolve({}) },
    );
    expect(badDay.status).toBe(400);
    expect(await badDay.text()).toContain("Zuletzt geprüft am");
  });

  it("creates and edits a rule, writing audit rows; a company may not edit", async () => {
    const created = await createRule(
      apiRequest("POST", "/api/admin/subsidy-rules", { cookie: admin.cookie, body: subsidyRuleBody(`t-${tag()}`) }),
      { params: Promise.resolve({}) },
    );
    expect(created.status).toBe(201);
    const { rule } = (await created.json()) as { rule: { id: number } };
    const path = `/api/admin/subsidy-rules/${rule.id}`;
    const params = { params: Promise.resolve({ id: String(rule.id) }) };
    const forbidden = await patchRule(
      apiRequest("PATCH", path, { cookie: company.cookie, body: { active: false } }),
      params,
    );
    expect(forbidden.status).toBe(403);
    const reversed = await patchRule(
      apiRequest("PATCH", path, { cookie: admin.cookie, body: { validTo: "2025-12-31" } }),
      params,
    );
    expect(reversed.status).toBe(400);
    const edited = await patchRule(
      apiRequest("PATCH", path, { cookie: admin.cookie, body: { lastCheckedOn: "2026-12-06", active: false } }),
      params,
    );
    expect(edited.status).toBe(200);
    expect(await edited.json()).toMatchObject({ rule: { lastCheckedOn: "2026-12-06", active: false } });
    const audit = await getDb().auditLog.findMany({
      where: { entityType: "subsidy_rule", entityId: String(rule.id) },
      orderBy: { id: "asc" },
      select: { action: true, actorUserId: true },
    });
    expect(audit).toEqual([
      { action: "subsidy_rule.create", actorUserId: admin.userId },
      { action: "subsidy_rule.deactivate", actorUserId: admin.userId },
    ]);
  });
});

describe("project room and quiz answers", () => {
  async function roomFor(projectId: number) {
    const token = await createRoomLink(getDb(), projectId);
    const room = await openProjectRoom(token);
    if (!room) throw new Error("Kein Projektraum");
    return room;
  }

  async function insertRule(key: string, validFrom: string, validTo: string | null, conditions: object = {}) {
    await getDb().subsidyRule.create({
      data: {
        ...subsidyRuleBody(key, { conditions }),
        validFrom: new Date(`${validFrom}T00:00:00Z`),
        validTo: validTo ? new Date(`${validTo}T00:00:00Z`) : null,
        lastCheckedOn: new Date("2026-12-05T00:00:00Z"),
      },
    });
  }

  it("stores the optional subsidy answers with the project's answers", async () => {
    const projectId = await submitMalerProject({
      subsidy_age: "67",
      subsidy_main_residence_vienna: "ja",
      subsidy_income_below_limit: "weiss-nicht",
    });
    const stored = await getDb().project.findUniqueOrThrow({ where: { id: projectId }, select: { quizAnswers: true } });
    expect(stored.quizAnswers).toMatchObject({
      subsidy_age: "67",
      subsidy_main_residence_vienna: "ja",
      subsidy_income_below_limit: "weiss-nicht",
    });
  });

  it("never hands the subsidy answers to a company the project is assigned to", async () => {
    const projectId = await submitMalerProject({ subsidy_age: "67", subsidy_income_below_limit: "ja" });
    await getDb().projectAssignment.create({ data: { projectId, companyId: company.companyId } });
    const response = await listCompanyLeads(
      apiRequest("GET", "/api/company/leads?page=1&pageSize=50", { cookie: company.cookie }),
      { params: Promise.resolve({}) },
    );
    expect(response.status).toBe(200);
    const text = await response.text();
    const { projects } = JSON.parse(text) as { projects: { id: number; quizAnswers: Record<string, unknown> }[] };
    const lead = projects.find((entry) => entry.id === projectId);
    expect(lead?.quizAnswers).toMatchObject({ intent_readiness: INTENT_READINESS_OPTIONS[0] });
    expect(text).not.toContain("subsidy_");
  });

  it("offers a rule valid today and not one whose valid_to was yesterday", async () => {
    const today = viennaToday();
    await insertRule(`t-today-${tag()}`, today, today);
    await insertRule(`t-expired-${tag()}`, "2026-01-01", addDays(today, -1));
    const room = await roomFor(await submitMalerProject({}));
    expect(room.subsidies.map((subsidy) => subsidy.key)).toEqual([expect.stringMatching(/^t-today-/)]);
    expect(room.subsidies[0]).toMatchObject({ status: "possible", estimateCents: null, provider: "Stadt Wien" });
  });

  it("excludes a rule when an answer contradicts its condition, keeps it when the answer meets it", async () => {
    await insertRule(`t-age-${tag()}`, "2026-01-01", null, { minAge: 60 });
    const young = await roomFor(await submitMalerProject({ subsidy_age: "59" }));
    expect(young.subsidies).toEqual([]);
    const old = await roomFor(await submitMalerProject({ subsidy_age: "60" }));
    expect(old.subsidies).toHaveLength(1);
    expect(old.subsidies[0]!.status).toBe("possible");
    const unknown = await roomFor(await submitMalerProject({}));
    expect(unknown.subsidies[0]).toMatchObject({ status: "conditions-open", openAnswers: ["age"] });
  });
});
