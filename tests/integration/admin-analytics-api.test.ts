/**
 * GET /api/admin/analytics against the run's database: admin only, and the exact figures of all four
 * blocks for known projects over the 12 Vienna calendar weeks (services, grades, outcomes, delays);
 * projects just outside the 12 weeks do not count. The analytics are global, so the file starts from
 * an empty projects table (files run one at a time).
 */
import { GET as getAnalytics } from "@/app/api/admin/analytics/route";
import { closeDb, getDb } from "@/lib/db";
import { analyticsWeeks, OTHER_SERVICES_KEY, type AdminAnalytics } from "@/lib/domain/analytics";
import { INTENT_READINESS_OPTIONS, START_TIMELINE_OPTIONS } from "@/lib/domain/lead-score";
import { createAdminAccount, createCompanyAccount } from "../support/auth";
import { apiRequest } from "../support/http";
import { CHECKED_COMPANY } from "../support/checked-company";

const HOUR = 3_600_000;

const request = (cookie?: string) => getAnalytics(apiRequest("GET", "/api/admin/analytics", { cookie, origin: null }));

const [ready, comparing, planning] = INTENT_READINESS_OPTIONS as [string, string, string];
const [soon, oneToTwoMonths, later, unclear] = START_TIMELINE_OPTIONS as [string, string, string, string];

let adminCookie: string;
let companyCookie: string;
let alpha: number;
let beta: number;
let weeks: ReturnType<typeof analyticsWeeks>;

/** A time `seconds` after the start of week `index` (0 = oldest, 11 = current); always in the past. */
const inWeek = (index: number, seconds = 1) => new Date(Date.parse(weeks[index]!.from) + seconds * 1000);

let counter = 0;
async function createProject(
  serviceType: string,
  createdAt: Date,
  quizAnswers: unknown,
): Promise<{ id: number; createdAt: Date }> {
  counter += 1;
  const project = await getDb().project.create({
    data: {
      serviceType,
      zipCode: "1070",
      name: `Analytics Kunde ${counter}`,
      email: `analytics-${counter}@example.at`,
      phone: "0660 1234567",
      quizAnswers: quizAnswers as never,
      privacyPolicyVersion: "2025-07",
      createdAt,
    },
    select: { id: true },
  });
  return { id: project.id, createdAt };
}

async function assign(project: { id: number; createdAt: Date }, companyId: number, afterHours: number, status: string) {
  await getDb().projectAssignment.create({
    data: {
      projectId: project.id,
      companyId,
      status,
      assignedAt: new Date(project.createdAt.getTime() + afterHours * HOUR),
    },
  });
}

beforeAll(async () => {
  const db = getDb();
  await db.$executeRaw`DELETE FROM projects`;
  weeks = analyticsWeeks(new Date());

  adminCookie = (await createAdminAccount("analytics-admin@example.at")).cookie;
  const company = await createCompanyAccount("analytics-alpha@example.at", "geheim123", "Analytics Alpha Bau");
  companyCookie = company.cookie;
  alpha = company.companyId;
  beta = (
    await db.company.create({
      data: { name: "Analytics Beta GmbH", verified: true, ...CHECKED_COMPANY },
      select: { id: true },
    })
  ).id;
  await db.company.create({ data: { name: "Analytics Gamma OG", verified: true } }); // no assignments: not listed

  // 14 projects in the 12 weeks. Grades: A ×3, B ×3, C ×3, without grade ×5.
  const bad1 = await createProject("badrenovierung", inWeek(11), { intent_readiness: ready, start_timeline: soon }); // 5 → A
  const bad2 = await createProject("badrenovierung", inWeek(11, 2), {
    intent_readiness: [ready],
    start_timeline: [oneToTwoMonths],
  }); // 4 → A (lists)
  const bad3 = await createProject(
    "badrenovierung",
    inWeek(10),
    JSON.stringify({ intent_readiness: comparing, start_timeline: soon }),
  ); // 4 → A (JSON string)
  const bad4 = await createProject("badrenovierung", inWeek(0), { intent_readiness: comparing }); // 2 → B
  const maler1 = await createProject("maler", inWeek(11, 3), {
    intent_readiness: planning,
    start_timeline: oneToTwoMonths,
  }); // 2 → B
  const maler2 = await createProject("maler", inWeek(5), { intent_readiness: ready, start_timeline: unclear }); // 3 → B
  const maler3 = await createProject("maler", inWeek(5, 2), { intent_readiness: planning, start_timeline: later }); // 1 → C
  await createProject("fliesen", inWeek(10, 2), { intent_readiness: "Etwas anderes", start_timeline: "Irgendwann" }); // 0 → C
  await createProject("fliesen", inWeek(3), { intent_readiness: "Etwas anderes" }); // 0 → C
  await createProject("elektriker", inWeek(11, 4), {}); // none
  await createProject("elektriker", inWeek(1), { project_type: "Neuinstallation" }); // none
  await createProject("hausbau", inWeek(2), "{kaputt"); // unreadable JSON string → none
  await createProject("abbruch", inWeek(11, 5), ["keine", "Antworten"]); // an array → none
  await createProject("reinigung", inWeek(0, 2), { intent_readiness: 5 }); // not a text → none

  // Just outside the 12 weeks (one second before the first week, and next week): never counted.
  const before = await createProject("badrenovierung", new Date(Date.parse(weeks[0]!.from) - 1000), {
    intent_readiness: ready,
    start_timeline: soon,
  });
  await createProject("badrenovierung", new Date(Date.parse(weeks[11]!.to) + HOUR), {
    intent_readiness: ready,
    start_timeline: soon,
  });

  // First assignments after 1, 2, 3, 5, 30 and 72 hours → median (3 + 5) / 2 = 4 hours; 6 of 14 assigned.
  await assign(bad1, alpha, 1, "Gewonnen");
  await assign(bad2, alpha, 2, "Gewonnen");
  await assign(bad2, beta, 10, "Verloren"); // a later second assignment does not move the first
  await assign(bad3, alpha, 3, "Verloren");
  await assign(bad4, alpha, 5, "Offen");
  await assign(maler1, beta, 30, "Verloren");
  await assign(maler2, beta, 72, "Offen");
  await assign(before, alpha, 0.5, "Offen"); // counts for the company, not for the 12-week share
  void maler3;
});

afterAll(async () => {
  await closeDb();
});

describe("GET /api/admin/analytics", () => {
  it("answers 401 when logged out and 403 for a company", async () => {
    const loggedOut = await request();
    expect(loggedOut.status).toBe(401);
    expect((await loggedOut.json()).message).toBe("Nicht angemeldet. Bitte melden Sie sich an.");
    const company = await request(companyCookie);
    expect(company.status).toBe(403);
    expect((await company.json()).message).toBe("Sie haben keine Admin-Berechtigung.");
  });

  describe("as admin", () => {
    let body: AdminAnalytics;

    beforeAll(async () => {
      const response = await request(adminCookie);
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe("private, no-store");
      body = (await response.json()) as AdminAnalytics;
    });

    it("covers the 12 Vienna weeks up to the current one", () => {
      expect(body.period).toEqual({
        timeZone: "Europe/Vienna",
        weeks: 12,
        from: weeks[0]!.weekStart,
        to: body.period.to,
      });
      expect(Date.parse(`${body.period.to}T00:00:00Z`) - Date.parse(`${weeks[11]!.weekStart}T00:00:00Z`)).toBe(
        6 * 24 * HOUR,
      );
      expect(Number.isNaN(Date.parse(body.generatedAt))).toBe(false);
    });

    it("counts leads per week by service: top five and Sonstige, every week present", () => {
      const { leadsPerWeek } = body;
      expect(leadsPerWeek.total).toBe(14);
      expect(leadsPerWeek.series).toEqual([
        { key: "badrenovierung", label: "Badrenovierung", total: 4, serviceTypes: ["badrenovierung"] },
        { key: "maler", label: "Maler", total: 3, serviceTypes: ["maler"] },
        { key: "elektriker", label: "Elektriker", total: 2, serviceTypes: ["elektriker"] },
        { key: "fliesen", label: "Fliesenleger", total: 2, serviceTypes: ["fliesen"] },
        { key: "abbruch", label: "Abbruch", total: 1, serviceTypes: ["abbruch"] },
        { key: OTHER_SERVICES_KEY, label: "Sonstige", total: 2, serviceTypes: ["hausbau", "reinigung"] },
      ]);
      expect(leadsPerWeek.weeks.map((week) => week.weekStart)).toEqual(weeks.map((week) => week.weekStart));
      expect(leadsPerWeek.weeks.map((week) => week.total)).toEqual([2, 1, 1, 1, 0, 2, 0, 0, 0, 0, 2, 5]);
      const zero = { badrenovierung: 0, maler: 0, elektriker: 0, fliesen: 0, abbruch: 0, [OTHER_SERVICES_KEY]: 0 };
      expect(leadsPerWeek.weeks[0]!.counts).toEqual({ ...zero, badrenovierung: 1, [OTHER_SERVICES_KEY]: 1 });
      expect(leadsPerWeek.weeks[2]!.counts).toEqual({ ...zero, [OTHER_SERVICES_KEY]: 1 });
      expect(leadsPerWeek.weeks[5]!.counts).toEqual({ ...zero, maler: 2 });
      expect(leadsPerWeek.weeks[10]!.counts).toEqual({ ...zero, badrenovierung: 1, fliesen: 1 });
      expect(leadsPerWeek.weeks[11]).toMatchObject({
        label: weeks[11]!.label,
        rangeLabel: weeks[11]!.rangeLabel,
        counts: { ...zero, badrenovierung: 2, maler: 1, elektriker: 1, abbruch: 1 },
      });
    });

    it("grades the 12 weeks' leads like scoreLead, including lists and JSON strings", () => {
      expect(body.leadGrades).toEqual({
        total: 14,
        grades: [
          { key: "A", label: "Heiß", count: 3, share: 3 / 14 },
          { key: "B", label: "Warm", count: 3, share: 3 / 14 },
          { key: "C", label: "Kalt", count: 3, share: 3 / 14 },
          { key: "none", label: "Ohne Bewertung", count: 5, share: 5 / 14 },
        ],
      });
    });

    it("gives the assigned share and the median time to the first assignment", () => {
      expect(body.assignment).toEqual({
        projects: 14,
        assigned: 6,
        unassigned: 8,
        assignedShare: 6 / 14,
        medianHoursToFirstAssignment: 4,
      });
    });

    it("counts won, lost and open per company with the win rate, most assignments first", () => {
      expect(body.companyOutcomes).toEqual({
        companies: [
          { companyId: alpha, name: "Analytics Alpha Bau", won: 2, lost: 1, open: 2, total: 5, winRate: 2 / 3 },
          { companyId: beta, name: "Analytics Beta GmbH", won: 0, lost: 2, open: 1, total: 3, winRate: 0 },
        ],
        companyCount: 2,
        limit: 50,
        totals: { won: 2, lost: 3, open: 3, total: 8, winRate: 0.4 },
      });
    });
  });

  it("answers empty blocks with zeros and null rates when there are no projects", async () => {
    await getDb().$executeRaw`DELETE FROM projects`;
    const body = (await (await request(adminCookie)).json()) as AdminAnalytics;
    expect(body.leadsPerWeek.total).toBe(0);
    expect(body.leadsPerWeek.series).toEqual([]);
    expect(body.leadsPerWeek.weeks).toHaveLength(12);
    expect(body.leadGrades.grades.map((grade) => [grade.count, grade.share])).toEqual([
      [0, null],
      [0, null],
      [0, null],
      [0, null],
    ]);
    expect(body.assignment).toEqual({
      projects: 0,
      assigned: 0,
      unassigned: 0,
      assignedShare: null,
      medianHoursToFirstAssignment: null,
    });
    expect(body.companyOutcomes).toEqual({
      companies: [],
      companyCount: 0,
      limit: 50,
      totals: { won: 0, lost: 0, open: 0, total: 0, winRate: null },
    });
  });
});
