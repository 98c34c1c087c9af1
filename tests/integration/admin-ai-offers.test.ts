/**
 * The admin's AI-offer actions against the run's seeded database: list totals, the detail's three
 * tiers as the customer sees them, reject (reason required, no e-mail, audit row, then approve 409),
 * regenerate (status "generating", audit row, the job; the worker or the sweep makes it pending
 * again, a final failure marks it failed) and the approval's audit row.
 */
import type PgBoss from "pg-boss";
import { PATCH as patchApprove } from "@/app/api/admin/bathroom-offers/[id]/approve/route";
import { POST as postRegenerate } from "@/app/api/admin/bathroom-offers/[id]/regenerate/route";
import { POST as postReject } from "@/app/api/admin/bathroom-offers/[id]/reject/route";
import { GET as getDetails } from "@/app/api/admin/bathroom-offers/[id]/route";
import { GET as getList } from "@/app/api/admin/bathroom-offers/route";
import { closeDb, getDb } from "@/lib/db";
import {
  OFFER_TIERS,
  type AdminBathroomOfferDetails,
  type OfferTierTotals,
  type StoredTierOffer,
} from "@/lib/domain/bathroom-offer-types";
import { INTENT_READINESS_OPTIONS, START_TIMELINE_OPTIONS } from "@/lib/domain/lead-score";
import type { QuizAnswers } from "@/lib/domain/quiz-types";
import { env } from "@/lib/env";
import { getRunningBoss, stopJobs } from "@/lib/jobs/boss";
import { OFFER_GENERATE_QUEUE } from "@/lib/jobs/queue-names";
import { startWorkers } from "@/lib/jobs/workers";
import { logger } from "@/lib/log";
import {
  generateBathroomOffer,
  recordGenerationFailure,
  regenerateJobId,
  runGenerateJob,
  sweepMissingOffers,
} from "@/lib/offers/offer-generation";
import { seed } from "@/prisma/seed";
import { createAdminAccount, createCompanyAccount } from "../support/auth";
import { apiRequest } from "../support/http";

const params = (id: number | string) => ({ params: Promise.resolve({ id: String(id) }) });

type Account = Awaited<ReturnType<typeof createAdminAccount>>;
let admin: Account;
let companyCookie: string;
let answers: QuizAnswers;

async function loadAnswers(): Promise<QuizAnswers> {
  const quiz = await getDb().quiz.findUniqueOrThrow({ where: { serviceType: "badrenovierung" } });
  const result: QuizAnswers = {};
  for (const q of quiz.questions as { id: string; type: string; options: string[] }[]) {
    if (q.id === "fixtures_to_replace") continue;
    result[q.id] = q.type === "checkbox" ? [q.options[0]!] : q.options[0]!;
  }
  return {
    ...result,
    project_type: "Komplette Renovierung",
    bathroom_size: "5-8 m²",
    intent_readiness: INTENT_READINESS_OPTIONS[0]!,
    start_timeline: START_TIMELINE_OPTIONS[0]!,
  };
}

let counter = 0;
/** A bathroom project (created directly: no job) and its generated pending offer. */
async function projectWithOffer(): Promise<{ projectId: number; offerId: number; email: string }> {
  counter += 1;
  const email = `ai-angebot${counter}@example.at`;
  const project = await getDb().project.create({
    data: {
      serviceType: "badrenovierung",
      zipCode: "1070",
      name: `Karin Bad ${counter}`,
      email,
      phone: "0660 1234567",
      quizAnswers: answers,
      privacyPolicyVersion: "2025-07",
    },
    select: { id: true },
  });
  const outcome = await generateBathroomOffer(project.id, { ai: null });
  expect(outcome.status).toBe("created");
  return { projectId: project.id, offerId: outcome.offerId!, email };
}

const offerRow = (id: number) => getDb().bathroomOffer.findUniqueOrThrow({ where: { id } });
const auditRows = (id: number, action: string) =>
  getDb().auditLog.findMany({
    where: { entityType: "bathroom_offer", entityId: String(id), action },
    orderBy: { id: "asc" },
  });

const reject = (id: number | string, body: unknown, cookie = admin.cookie) =>
  postReject(apiRequest("POST", `/api/admin/bathroom-offers/${id}/reject`, { cookie, body }), params(id));
const regenerate = (id: number | string, cookie = admin.cookie) =>
  postRegenerate(apiRequest("POST", `/api/admin/bathroom-offers/${id}/regenerate`, { cookie }), params(id));
const approve = (id: number | string, cookie = admin.cookie) =>
  patchApprove(apiRequest("PATCH", `/api/admin/bathroom-offers/${id}/approve`, { cookie }), params(id));
const details = (id: number | string, cookie = admin.cookie) =>
  getDetails(apiRequest("GET", `/api/admin/bathroom-offers/${id}`, { cookie }), params(id));

/** Polls `check` every 50 ms until it returns true; fails after `timeoutMs`. */
async function waitFor(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

beforeAll(async () => {
  await seed(env.DATABASE_URL!, { allowDevPassword: false });
  answers = await loadAnswers();
  admin = await createAdminAccount("ai-angebote-admin@example.at");
  companyCookie = (await createCompanyAccount("ai-angebote-firma@example.at")).cookie;
});

afterEach(() => jest.restoreAllMocks());

afterAll(async () => {
  await stopJobs();
  await closeDb();
});

describe("without pg-boss in this process", () => {
  beforeAll(() => expect(getRunningBoss()).toBeUndefined());

  it("the list shows each offer's three totals; the details answer the tiers as the customer will see them", async () => {
    const { offerId, projectId } = await projectWithOffer();
    const stored = await offerRow(offerId);
    const storedTier = (tier: string) => stored[`${tier}Offer` as "budgetOffer"] as unknown as StoredTierOffer;

    const list = await getList(apiRequest("GET", "/api/admin/bathroom-offers", { cookie: admin.cookie }));
    expect(list.status).toBe(200);
    const { offers } = (await list.json()) as { offers: { id: number; totals: OfferTierTotals | null }[] };
    const listed = offers.find((offer) => offer.id === offerId);
    expect(listed?.totals).toEqual({
      budget: storedTier("budget").totalPrice,
      standard: storedTier("standard").totalPrice,
      premium: storedTier("premium").totalPrice,
    });
    expect(listed!.totals!.budget).toBeLessThan(listed!.totals!.premium);

    const response = await details(offerId);
    expect(response.status).toBe(200);
    const { offer } = (await response.json()) as { offer: AdminBathroomOfferDetails };
    expect(offer).toMatchObject({
      id: offerId,
      projectId,
      customerName: expect.stringMatching(/^Karin Bad/),
      status: "pending",
      showLaborDetails: true,
    });
    for (const tier of OFFER_TIERS) {
      const shown = offer.tiers![`${tier}Offer`];
      expect(shown.totalPrice).toBe(storedTier(tier).totalPrice);
      expect(shown.laborCosts).toEqual(storedTier(tier).laborCosts);
      expect(Object.keys(shown.materialCosts).length).toBeGreaterThan(0);
      expect(shown.timeline).toBe(storedTier(tier).timeline);
      expect(shown.description.length).toBeGreaterThan(0);
    }

    // The display switches hide groups exactly as on /offer/{id}; totals stay.
    await getDb().bathroomOffer.update({ where: { id: offerId }, data: { showLaborDetails: false } });
    const hidden = ((await (await details(offerId)).json()) as { offer: AdminBathroomOfferDetails }).offer;
    expect(hidden.showLaborDetails).toBe(false);
    expect(hidden.tiers!.budgetOffer.laborCosts).toEqual({});
    expect(hidden.tiers!.budgetOffer.materialCosts).toEqual(storedTier("budget").materialCosts);
    expect(hidden.tiers!.budgetOffer.totalPrice).toBe(storedTier("budget").totalPrice);
  });

  it("details: 404 with a German message for unknown and malformed ids; a failed offer has no tiers; only admins", async () => {
    for (const id of ["999999999", "abc"]) {
      const response = await details(id);
      expect(response.status).toBe(404);
      expect(((await response.json()) as { message: string }).message).toBe("Angebot nicht gefunden.");
    }
    counter += 1;
    const project = await getDb().project.create({
      data: {
        serviceType: "badrenovierung",
        zipCode: "1070",
        name: "Fehlgeschlagen",
        email: `fehl${counter}@example.at`,
        phone: "0660 1234567",
        quizAnswers: answers,
        privacyPolicyVersion: "2025-07",
      },
      select: { id: true },
    });
    expect(await recordGenerationFailure(project.id)).toBe(true);
    const failed = await getDb().bathroomOffer.findFirstOrThrow({ where: { projectId: project.id } });
    const response = await details(failed.id);
    expect(((await response.json()) as { offer: AdminBathroomOfferDetails }).offer).toMatchObject({
      status: "failed",
      tiers: null,
    });

    expect((await details(failed.id, "")).status).toBe(401);
    expect((await details(failed.id, companyCookie)).status).toBe(403);
  });

  it("reject: a reason of 3–1000 characters (the rule of every rejection) is required; status rejected, audit row with the reason, no e-mail; approving it then answers 409", async () => {
    const { offerId } = await projectWithOffer();
    for (const body of [{}, { reason: "  a " }, { reason: "x".repeat(1001) }]) {
      const response = await reject(offerId, body);
      expect(response.status).toBe(400);
    }
    expect((await offerRow(offerId)).status).toBe("pending");
    expect((await reject(offerId, { reason: "Preise passen nicht" }, companyCookie)).status).toBe(403);

    const emailsBefore = await getDb().emailOutbox.count();
    const response = await reject(offerId, { reason: "  Preise passen nicht zur Anfrage  " });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { offer: { status: string } }).offer.status).toBe("rejected");
    const row = await offerRow(offerId);
    expect(row).toMatchObject({ status: "rejected", approvedAt: null, sentAt: null, selectionTokenHash: null });
    expect(await getDb().emailOutbox.count()).toBe(emailsBefore);
    const audits = await auditRows(offerId, "bathroom_offer.reject");
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      actorUserId: admin.userId,
      actorRole: "admin",
      note: "Preise passen nicht zur Anfrage",
      before: { status: "pending" },
    });

    const approval = await approve(offerId);
    expect(approval.status).toBe(409);
    expect(((await approval.json()) as { message: string }).message).toMatch(
      /^Abgelehnte Angebote können nicht genehmigt werden/,
    );
    expect(await getDb().emailOutbox.count()).toBe(emailsBefore);
    expect((await reject(offerId, { reason: "nochmal" })).status).toBe(409);
    expect((await reject(999999999, { reason: "unbekannt" })).status).toBe(404);
  });

  it("approve writes an audit row; approved offers can be neither rejected nor regenerated", async () => {
    const { offerId } = await projectWithOffer();
    expect((await approve(offerId)).status).toBe(200);
    expect(await auditRows(offerId, "bathroom_offer.approve")).toHaveLength(1);
    const rejected = await reject(offerId, { reason: "zu spät" });
    expect(rejected.status).toBe(409);
    const regenerated = await regenerate(offerId);
    expect(regenerated.status).toBe(409);
    expect(((await regenerated.json()) as { message: string }).message).toBe(
      "Genehmigte Angebote können nicht neu erstellt werden.",
    );
    expect(await auditRows(offerId, "bathroom_offer.regenerate")).toHaveLength(0);
    expect((await offerRow(offerId)).status).toBe("approved");
  });

  it("regenerate: status generating with audit row (the old tiers stay meanwhile); the job's run replaces the row with new tiers and link, pending", async () => {
    const { offerId, projectId } = await projectWithOffer();
    expect((await reject(offerId, { reason: "Texte unpassend" })).status).toBe(200);
    const before = await offerRow(offerId);

    const response = await regenerate(offerId);
    expect(response.status).toBe(200);
    expect(((await response.json()) as { offer: { status: string } }).offer.status).toBe("generating");
    const generating = await offerRow(offerId);
    expect(generating.status).toBe("generating");
    expect(generating.budgetOffer).toEqual(before.budgetOffer);
    expect(await auditRows(offerId, "bathroom_offer.regenerate")).toMatchObject([
      { before: { status: "rejected" }, after: { status: "generating" } },
    ]);
    // Generating: neither approvable nor regenerated twice.
    expect((await approve(offerId)).status).toBe(409);
    expect((await regenerate(offerId)).status).toBe(409);

    const outcome = await runGenerateJob({ data: { projectId }, retryCount: 0, retryLimit: 4 }, { ai: null });
    expect(outcome).toMatchObject({ status: "created", offerId });
    const after = await offerRow(offerId);
    expect(after.status).toBe("pending");
    expect(after.uniqueLinkId).not.toBe(before.uniqueLinkId);
    expect(after.budgetOffer).not.toBeNull();
    expect(await getDb().bathroomOffer.count({ where: { projectId } })).toBe(1);
    expect((await getDb().project.findUniqueOrThrow({ where: { id: projectId } })).aiOfferLinkId).toBe(
      after.uniqueLinkId,
    );
    expect((await approve(offerId)).status).toBe(200);
  });

  it("a regeneration that fails for good leaves the offer failed without tiers (not generating forever)", async () => {
    const { offerId, projectId } = await projectWithOffer();
    expect((await regenerate(offerId)).status).toBe(200);
    jest.spyOn(logger, "error").mockImplementation((() => undefined) as never);
    const broken = { laborRates: [], materials: [], viennaCosts: [] };
    await expect(
      runGenerateJob({ data: { projectId }, retryCount: 4, retryLimit: 4 }, { ai: null, tables: broken }),
    ).rejects.toThrow();
    const row = await offerRow(offerId);
    expect(row).toMatchObject({ status: "failed", budgetOffer: null, premiumOffer: null });
    // A failed offer can be regenerated again.
    expect((await regenerate(offerId)).status).toBe(200);
  });
});

describe("with pg-boss running", () => {
  let boss: PgBoss;

  beforeAll(async () => {
    boss = await startWorkers();
  }, 30_000);

  it("regenerate inserts the job with the offer's regeneration id; the worker makes the offer pending again, and it can be regenerated once more", async () => {
    const { offerId } = await projectWithOffer();
    expect((await reject(offerId, { reason: "Bitte neu rechnen" })).status).toBe(200);
    const firstLink = (await offerRow(offerId)).uniqueLinkId;

    expect((await regenerate(offerId)).status).toBe(200);
    const jobs = await getDb().$queryRawUnsafe<{ name: string }[]>(
      "select name from pgboss.job where id = $1::uuid",
      regenerateJobId(offerId),
    );
    expect(jobs).toEqual([{ name: OFFER_GENERATE_QUEUE }]);
    await waitFor(async () => (await offerRow(offerId)).status === "pending", 10_000);
    const secondLink = (await offerRow(offerId)).uniqueLinkId;
    expect(secondLink).not.toBe(firstLink);

    // The finished job's id is freed for the next regeneration.
    await waitFor(
      async () => (await boss.getJobById(OFFER_GENERATE_QUEUE, regenerateJobId(offerId)))?.state === "completed",
      10_000,
    );
    expect((await regenerate(offerId)).status).toBe(200);
    await waitFor(async () => (await offerRow(offerId)).status === "pending", 10_000);
    expect((await offerRow(offerId)).uniqueLinkId).not.toBe(secondLink);
    expect(await auditRows(offerId, "bathroom_offer.regenerate")).toHaveLength(2);
  });

  it("the sweep enqueues a regeneration requested by a process without pg-boss", async () => {
    const { offerId } = await projectWithOffer();
    // As a process without a running boss leaves it: generating, no job.
    await getDb().bathroomOffer.update({ where: { id: offerId }, data: { status: "generating" } });
    expect(await boss.getJobById(OFFER_GENERATE_QUEUE, regenerateJobId(offerId))).toBeNull();
    expect(await sweepMissingOffers({ boss })).toBeGreaterThanOrEqual(1);
    await waitFor(async () => (await offerRow(offerId)).status === "pending", 10_000);
  });
});
