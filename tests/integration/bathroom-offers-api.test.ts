/**
 * Bathroom offers against the run's migrated
 * and seeded database:
 * - generation: the stored prices are the engine's, texts from the templates or from a local fake
 *   OpenAI server (OPENAI_BASE_URL) — good answer, malformed JSON, timeout, HTTP 500, and texts
 *   stating other prices (dropped); idempotent reruns; failure after the last attempt;
 * - the customer calls with and without the access cookie: GET /api/projects/{id},
 *   GET /api/bathroom-offers/{id}, POST /api/bathroom-offers/express-interest, and the link calls
 *   GET /api/offers/{uniqueLinkId} and POST /api/offers/{uniqueLinkId}/select (approved offers only;
 *   choosing needs the e-mail link's secret or the submitting browser's cookie);
 * - the hourly AI cap (OFFER_AI_REQUESTS_PER_HOUR): past it the template texts, no request;
 * - with pg-boss running: project → offer within 2 s without AI, the job committed with the
 *   project, retry with backoff after a failed attempt, the sweep.
 */
import type PgBoss from "pg-boss";
import { GET as getOffersOfProject } from "@/app/api/bathroom-offers/[projectId]/route";
import { POST as postInterest } from "@/app/api/bathroom-offers/express-interest/route";
import { GET as getOfferByLink } from "@/app/api/offers/[uniqueLinkId]/route";
import { POST as postSelect } from "@/app/api/offers/[uniqueLinkId]/select/route";
import { GET as getProject } from "@/app/api/projects/[id]/route";
import { POST as postProject } from "@/app/api/projects/route";
import { clearBathroomPriceCache, loadBathroomPriceTables } from "@/lib/data/bathroom-prices";
import { closeDb, getDb } from "@/lib/db";
import { OFFER_TIERS, type BathroomQuote, type StoredTierOffer } from "@/lib/domain/bathroom-offer-types";
import { priceBathroom } from "@/lib/domain/bathroom-pricing";
import { INTENT_READINESS_OPTIONS, START_TIMELINE_OPTIONS } from "@/lib/domain/lead-score";
import { templateOfferTexts, timelineText } from "@/lib/domain/offer-texts";
import type { QuizAnswers } from "@/lib/domain/quiz-types";
import { env } from "@/lib/env";
import { createHash } from "node:crypto";
import { approveBathroomOffer } from "@/lib/data/admin-bathroom-offers";
import { SELECTION_FORBIDDEN_MESSAGE } from "@/lib/data/bathroom-offers";
import { getRunningBoss, stopJobs } from "@/lib/jobs/boss";
import { startWorkers } from "@/lib/jobs/workers";
import { logger } from "@/lib/log";
import { OFFER_GENERATE_QUEUE } from "@/lib/jobs/queue-names";
import {
  enqueueOfferGeneration,
  generateBathroomOffer,
  generateJobId,
  OFFER_MAX_ATTEMPTS,
  OFFER_RETRY_DELAY_SECONDS,
  runGenerateJob,
  sweepMissingOffers,
} from "@/lib/offers/offer-generation";
import { seed } from "@/prisma/seed";
import { startFakeOpenAi, type FakeOpenAi } from "../support/fake-openai";
import { deliverToFake, startFakeResend, withEnv, type FakeResend } from "../support/fake-resend";
import { apiRequest, clientAddresses } from "../support/http";

/** Silences and records one logger level (the logger is silent in tests anyway). */
function spyLog(level: "warn" | "error") {
  return jest.spyOn(logger, level).mockImplementation((() => undefined) as never);
}

/** Every string argument the spied level was called with, joined. */
function loggedText(spy: ReturnType<typeof spyLog>): string {
  return spy.mock.calls
    .flatMap((args) => (args as unknown[]).filter((arg): arg is string => typeof arg === "string"))
    .join(" ");
}

const nextAddress = clientAddresses(6);
const request = (path: string, init: { method?: string; body?: unknown; cookie?: string } = {}) =>
  apiRequest(init.method ?? "GET", path, {
    body: init.body,
    cookie: init.cookie,
    origin: null,
    headers: { "x-forwarded-for": nextAddress() },
  });

const params = <T extends Record<string, string>>(value: T) => ({ params: Promise.resolve(value) });

let bathroomAnswers: QuizAnswers;

/** Valid badrenovierung answers (first option of each question; project type as given). */
async function loadAnswers(): Promise<QuizAnswers> {
  const quiz = await getDb().quiz.findUniqueOrThrow({ where: { serviceType: "badrenovierung" } });
  const questions = quiz.questions as { id: string; type: string; options: string[] }[];
  const answers: QuizAnswers = {};
  for (const q of questions) {
    if (q.id === "fixtures_to_replace") continue; // prefilled from project_type
    answers[q.id] = q.type === "checkbox" ? [q.options[0]!] : q.options[0]!;
  }
  return {
    ...answers,
    project_type: "Komplette Renovierung",
    bathroom_size: "5-8 m²",
    intent_readiness: INTENT_READINESS_OPTIONS[0]!,
    start_timeline: START_TIMELINE_OPTIONS[0]!,
  };
}

let customerCounter = 0;
/** Submits a project through POST /api/projects; returns its id and the access cookie ("name=value"). */
async function submitProject(
  serviceType = "badrenovierung",
  cookie?: string,
): Promise<{ projectId: number; cookie: string; setCookie: string }> {
  customerCounter += 1;
  const answers = serviceType === "maler" ? await malerAnswers() : bathroomAnswers;
  const response = await postProject(
    request("/api/projects", {
      method: "POST",
      cookie,
      body: {
        serviceType,
        zipCode: "1070",
        name: `Eva Bauer ${customerCounter}`,
        email: `eva.bauer${customerCounter}@example.at`,
        phone: "0660 7654321",
        gdprAccepted: true,
        answers,
      },
    }),
  );
  expect(response.status).toBe(201);
  const { projectId } = (await response.json()) as { projectId: number };
  const setCookie = response.headers.getSetCookie().find((c) => c.startsWith("projekt_zugang=")) ?? "";
  return { projectId, cookie: setCookie.split(";")[0]!, setCookie };
}

async function malerAnswers(): Promise<QuizAnswers> {
  const quiz = await getDb().quiz.findUniqueOrThrow({ where: { serviceType: "maler" } });
  const answers: QuizAnswers = {};
  for (const q of quiz.questions as { id: string; type: string; options: string[] }[]) {
    answers[q.id] = q.type === "checkbox" ? [q.options[0]!] : q.options[0]!;
  }
  return { ...answers, intent_readiness: INTENT_READINESS_OPTIONS[0]!, start_timeline: START_TIMELINE_OPTIONS[0]! };
}

async function engineQuote(): Promise<BathroomQuote> {
  const project = { quizAnswers: bathroomAnswers };
  return priceBathroom(project.quizAnswers, await loadBathroomPriceTables());
}

const offerRows = (projectId: number) =>
  getDb().bathroomOffer.findMany({ where: { projectId }, orderBy: { id: "asc" } });

/** The stored tier without its texts: what must equal the engine's result. */
function figures(tier: StoredTierOffer) {
  const { description, timeline, ...rest } = tier;
  expect(typeof description).toBe("string");
  expect(typeof timeline).toBe("string");
  return rest;
}

async function expectEnginePrices(projectId: number) {
  const [row] = await offerRows(projectId);
  const quote = await engineQuote();
  for (const tier of OFFER_TIERS) {
    expect(figures(row![`${tier}Offer`] as unknown as StoredTierOffer)).toEqual({
      totalPrice: quote[tier].totalPrice,
      laborCosts: quote[tier].laborCosts,
      materialCosts: quote[tier].materialCosts,
      viennaCosts: quote[tier].viennaCosts,
      timelineWeeks: quote[tier].timelineWeeks,
    });
  }
  return row!;
}

/** Polls `check` every 50 ms until it returns true; fails after `timeoutMs`. */
async function waitFor(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

let fakeAi: FakeOpenAi;

beforeAll(async () => {
  await seed(env.DATABASE_URL!, { allowDevPassword: false });
  bathroomAnswers = await loadAnswers();
  fakeAi = await startFakeOpenAi();
});

beforeEach(() => fakeAi.reset());

afterEach(() => jest.restoreAllMocks());

afterAll(async () => {
  await stopJobs();
  await fakeAi.close();
  await closeDb();
});

describe("without pg-boss in this process", () => {
  beforeAll(() => {
    expect(getRunningBoss()).toBeUndefined();
    expect(env.OPENAI_API_KEY).toBeUndefined(); // precondition: no AI unless a test sets it
  });

  describe("POST /api/projects and the access cookie", () => {
    it("answers { projectId } with 201 and sets an httpOnly, SameSite=Lax cookie for path /", async () => {
      const { projectId, setCookie } = await submitProject();
      expect(projectId).toBeGreaterThan(0);
      expect(setCookie).toMatch(new RegExp(`^projekt_zugang=${projectId}\\.\\d+\\.[A-Za-z0-9_-]{43}`));
      expect(setCookie).toMatch(/HttpOnly/i);
      expect(setCookie).toMatch(/SameSite=Lax/i);
      expect(setCookie).toMatch(/Path=\//);
      expect(setCookie).toMatch(/Max-Age=\d+/);
    });

    it("keeps the proofs of earlier projects of the same browser in the one cookie", async () => {
      const first = await submitProject();
      const second = await submitProject("badrenovierung", first.cookie);
      for (const id of [first.projectId, second.projectId]) {
        const response = await getProject(
          request(`/api/projects/${id}`, { cookie: second.cookie }),
          params({ id: String(id) }),
        );
        expect(response.status).toBe(200);
      }
    });
  });

  describe("GET /api/projects/{id}", () => {
    it("answers only { name, zipCode } with the proof", async () => {
      const { projectId, cookie } = await submitProject();
      const response = await getProject(
        request(`/api/projects/${projectId}`, { cookie }),
        params({ id: String(projectId) }),
      );
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ name: `Eva Bauer ${customerCounter}`, zipCode: "1070" });
      expect(response.headers.get("cache-control")).toContain("no-store");
    });

    it("answers 404 like an unknown id without a proof, with another project's proof and with a forged one", async () => {
      const mine = await submitProject();
      const other = await submitProject();
      const unknown = await getProject(
        request("/api/projects/999999", { cookie: mine.cookie }),
        params({ id: "999999" }),
      );
      expect(unknown.status).toBe(404);
      const unknownBody = await unknown.json();

      const forged = `projekt_zugang=${mine.projectId}.${Math.floor(Date.now() / 1000)}.${"A".repeat(43)}`;
      for (const cookie of [undefined, other.cookie, forged]) {
        const response = await getProject(
          request(`/api/projects/${mine.projectId}`, { cookie }),
          params({ id: String(mine.projectId) }),
        );
        expect(response.status).toBe(404);
        expect(await response.json()).toEqual(unknownBody);
      }
      const garbage = await getProject(request("/api/projects/abc", { cookie: mine.cookie }), params({ id: "abc" }));
      expect(garbage.status).toBe(404);
    });
  });

  describe("GET /api/bathroom-offers/{projectId}", () => {
    it("answers 202 { status: 'generating' } before the offer exists and the three tiers after", async () => {
      const { projectId, cookie } = await submitProject();
      const before = await getOffersOfProject(
        request(`/api/bathroom-offers/${projectId}`, { cookie }),
        params({ projectId: String(projectId) }),
      );
      expect(before.status).toBe(202);
      expect(await before.json()).toEqual({ status: "generating" });
      expect(before.headers.get("cache-control")).toContain("no-store");

      expect(await generateBathroomOffer(projectId)).toMatchObject({ status: "created", textSource: "template" });

      const after = await getOffersOfProject(
        request(`/api/bathroom-offers/${projectId}`, { cookie }),
        params({ projectId: String(projectId) }),
      );
      expect(after.status).toBe(200);
      const body = (await after.json()) as {
        status: string;
        project: unknown;
        offers: Record<string, StoredTierOffer>;
      };
      expect(body.status).toBe("ready");
      expect(body.project).toEqual({ name: `Eva Bauer ${customerCounter}`, zipCode: "1070" });
      expect(Object.keys(body.offers).sort()).toEqual(["budgetOffer", "premiumOffer", "standardOffer"]);
      const quote = await engineQuote();
      expect(body.offers.standardOffer).toMatchObject({
        laborCosts: quote.standard.laborCosts,
        materialCosts: quote.standard.materialCosts,
        viennaCosts: quote.standard.viennaCosts,
      });
      expect(body.offers.budgetOffer!.description.length).toBeGreaterThan(20);
      expect(JSON.stringify(body)).not.toContain("@example.at"); // no e-mail on this call
    });

    it("answers 404 without the proof, for another project's proof, and for projects of other services", async () => {
      const mine = await submitProject();
      await generateBathroomOffer(mine.projectId);
      const other = await submitProject();
      for (const cookie of [undefined, other.cookie]) {
        const response = await getOffersOfProject(
          request(`/api/bathroom-offers/${mine.projectId}`, { cookie }),
          params({ projectId: String(mine.projectId) }),
        );
        expect(response.status).toBe(404);
        expect(await response.json()).toEqual({ message: "Angebot nicht gefunden" });
      }
      const painter = await submitProject("maler");
      expect(await offerRows(painter.projectId)).toHaveLength(0);
      // A painter project never gets an offer: not found, even for its own browser.
      const state = await getOffersOfProject(
        request(`/api/bathroom-offers/${painter.projectId}`, { cookie: painter.cookie }),
        params({ projectId: String(painter.projectId) }),
      );
      expect(state.status).toBe(404);
      const interest = await postInterest(
        request("/api/bathroom-offers/express-interest", {
          method: "POST",
          cookie: painter.cookie,
          body: { projectId: painter.projectId, selectedTier: "budget" },
        }),
      );
      expect(interest.status).toBe(404);
      // Its name and postal code stay readable for its own browser (GET /api/projects/{id}).
      expect(
        (
          await getProject(
            request(`/api/projects/${painter.projectId}`, { cookie: painter.cookie }),
            params({ id: String(painter.projectId) }),
          )
        ).status,
      ).toBe(200);
    });
  });

  describe("generation", () => {
    it("stores the engine's three tiers, a 32-character link id, status pending, template texts, and links the project", async () => {
      const { projectId } = await submitProject();
      const outcome = await generateBathroomOffer(projectId);
      expect(outcome).toMatchObject({ status: "created", textSource: "template" });
      const row = await expectEnginePrices(projectId);
      expect(row.status).toBe("pending");
      expect(row.uniqueLinkId).toMatch(/^[0-9a-f]{32}$/);
      expect(outcome.uniqueLinkId).toBe(row.uniqueLinkId);
      const project = await getDb().project.findUniqueOrThrow({ where: { id: projectId } });
      expect(project.aiOfferLinkId).toBe(row.uniqueLinkId);
      const templates = templateOfferTexts(await engineQuote(), {
        answers: bathroomAnswers,
        quantities: (await engineQuote()).quantities,
      });
      expect(row.standardOffer).toMatchObject(templates.standard);
      const totals = OFFER_TIERS.map((tier) => (row[`${tier}Offer`] as unknown as StoredTierOffer).totalPrice);
      expect(totals[0]).toBeLessThan(totals[1]!);
      expect(totals[1]).toBeLessThan(totals[2]!);
    });

    it("is idempotent: a rerun, also two at once, never creates a second offer", async () => {
      const { projectId } = await submitProject();
      const [a, b] = await Promise.all([generateBathroomOffer(projectId), generateBathroomOffer(projectId)]);
      expect([a.status, b.status].sort()).toEqual(["created", "exists"]);
      const again = await generateBathroomOffer(projectId);
      expect(again.status).toBe("exists");
      const rows = await offerRows(projectId);
      expect(rows).toHaveLength(1);
      expect(again.uniqueLinkId).toBe(rows[0]!.uniqueLinkId);
      expect(await generateBathroomOffer(2_000_000_000)).toEqual({ status: "missing" });
    });

    it("a failing attempt throws for a retry; the last one records the failure for the admin; a later success replaces it", async () => {
      const errors = spyLog("error");
      const { projectId, cookie } = await submitProject();
      const broken = { tables: { laborRates: [], materials: [], viennaCosts: [] } };
      const job = { data: { projectId }, retryLimit: OFFER_MAX_ATTEMPTS - 1 };

      await expect(runGenerateJob({ ...job, retryCount: 0 }, broken)).rejects.toThrow(/Preiszeile fehlt/);
      expect(await offerRows(projectId)).toHaveLength(0);
      expect(loggedText(errors)).toContain("Versuch 1 von 5 fehlgeschlagen, wird wiederholt");

      await expect(runGenerateJob({ ...job, retryCount: OFFER_MAX_ATTEMPTS - 1 }, broken)).rejects.toThrow(
        /Preiszeile fehlt/,
      );
      const [failed] = await offerRows(projectId);
      expect(failed).toMatchObject({ status: "failed", budgetOffer: null, standardOffer: null, premiumOffer: null });
      const state = await getOffersOfProject(
        request(`/api/bathroom-offers/${projectId}`, { cookie }),
        params({ projectId: String(projectId) }),
      );
      expect(state.status).toBe(200);
      expect(await state.json()).toEqual({ status: "failed" });
      // A failed offer is neither visible by link nor approvable there.
      expect(
        (
          await getOfferByLink(
            request(`/api/offers/${failed!.uniqueLinkId}`),
            params({ uniqueLinkId: failed!.uniqueLinkId }),
          )
        ).status,
      ).toBe(404);

      // A later run (e.g. a job sent again) replaces the failure with the offer.
      expect((await generateBathroomOffer(projectId)).status).toBe("created");
      const rows = await offerRows(projectId);
      expect(rows).toHaveLength(1);
      expect(rows[0]!.status).toBe("pending");
      await expectEnginePrices(projectId);
    });
  });

  describe("AI texts through OPENAI_BASE_URL (fake server)", () => {
    /** Generates the offer of a new project with the AI settings pointing at the fake server. */
    async function generateWithAi(overrides: Record<string, string> = {}) {
      const { projectId } = await submitProject();
      const started = Date.now();
      const outcome = await withEnv(
        {
          OPENAI_API_KEY: "sk-test-key",
          OPENAI_BASE_URL: fakeAi.url,
          OPENAI_MODEL: "gpt-test-model",
          OFFER_AI_TIMEOUT_MS: "2000",
          ...overrides,
        },
        async () => (await import("@/lib/offers/offer-generation")).generateBathroomOffer(projectId),
      );
      const row = await expectEnginePrices(projectId); // the prices are the engine's in every case
      return { projectId, outcome, row, ms: Date.now() - started };
    }

    async function goodTexts() {
      const quote = await engineQuote();
      for (const tier of OFFER_TIERS) fakeAi.texts[tier].timeline = timelineText(quote[tier].timelineWeeks);
      return fakeAi.texts;
    }

    async function templates() {
      const quote = await engineQuote();
      return templateOfferTexts(quote, { answers: bathroomAnswers, quantities: quote.quantities });
    }

    it("a good structured answer becomes the tiers' texts; the request carries model, key, JSON schema and no personal data", async () => {
      const texts = await goodTexts();
      const { outcome, row } = await generateWithAi();
      expect(outcome.textSource).toBe("ai");
      for (const tier of OFFER_TIERS) expect(row[`${tier}Offer`]).toMatchObject(texts[tier]);

      expect(fakeAi.requests).toHaveLength(1);
      const [sent] = fakeAi.requests;
      expect(sent).toMatchObject({ method: "POST", path: "/v1/chat/completions" });
      expect(sent!.headers.authorization).toBe("Bearer sk-test-key");
      expect(sent!.body).toMatchObject({
        model: "gpt-test-model",
        response_format: { type: "json_schema", json_schema: { name: "badezimmer_angebotstexte", strict: true } },
      });
      const prompt = JSON.stringify(sent!.body.messages);
      const quote = await engineQuote();
      expect(prompt).toContain(String(quote.standard.totalPrice));
      expect(prompt).not.toContain("Eva Bauer");
      expect(prompt).not.toContain("@example.at");
      expect(prompt).not.toContain("0660");
    });

    it("malformed JSON: template texts", async () => {
      spyLog("warn");
      fakeAi.mode = "malformed";
      const { outcome, row } = await generateWithAi();
      expect(outcome.textSource).toBe("template");
      expect(fakeAi.requests).toHaveLength(1);
      const expected = await templates();
      for (const tier of OFFER_TIERS) expect(row[`${tier}Offer`]).toMatchObject(expected[tier]);
    });

    it("no answer within OFFER_AI_TIMEOUT_MS: template texts, after about the time limit", async () => {
      spyLog("warn");
      fakeAi.mode = "timeout";
      const { outcome, row, ms } = await generateWithAi({ OFFER_AI_TIMEOUT_MS: "1000" });
      expect(outcome.textSource).toBe("template");
      expect(ms).toBeGreaterThanOrEqual(900);
      expect(ms).toBeLessThan(5000);
      expect(row.standardOffer).toMatchObject((await templates()).standard);
    });

    it("HTTP 500: template texts, no retry of the request", async () => {
      const warn = spyLog("warn");
      fakeAi.mode = "error";
      const { outcome, row } = await generateWithAi();
      expect(outcome.textSource).toBe("template");
      expect(fakeAi.requests).toHaveLength(1);
      expect(row.premiumOffer).toMatchObject((await templates()).premium);
      expect(loggedText(warn)).toContain("KI-Anfrage fehlgeschlagen");
    });

    it("texts stating other prices or weeks are dropped for the template; the stored prices stay the engine's", async () => {
      spyLog("warn");
      const texts = await goodTexts();
      const quote = await engineQuote();
      fakeAi.mode = "content";
      fakeAi.content = JSON.stringify({
        ...texts,
        budget: { description: "Ihr neues Bad für nur 4.999 € – alles inklusive!", timeline: texts.budget.timeline },
        premium: {
          description: `Luxus für ${quote.premium.totalPrice + 5000} Euro.`,
          timeline: "Fertigstellung in 9–12 Wochen",
        },
      });
      const { outcome, row } = await generateWithAi();
      expect(outcome.textSource).toBe("partial");
      const expected = await templates();
      expect(row.budgetOffer).toMatchObject({
        description: expected.budget.description,
        timeline: texts.budget.timeline,
        totalPrice: quote.budget.totalPrice,
      });
      expect(row.standardOffer).toMatchObject(texts.standard);
      expect(row.premiumOffer).toMatchObject({ ...expected.premium, totalPrice: quote.premium.totalPrice });
    });
  });

  describe("hourly AI cap (OFFER_AI_REQUESTS_PER_HOUR, counted in rate_limits across instances)", () => {
    async function generateWithCap(cap: string) {
      const { projectId } = await submitProject();
      const outcome = await withEnv(
        {
          OPENAI_API_KEY: "sk-test-key",
          OPENAI_BASE_URL: fakeAi.url,
          OPENAI_MODEL: "gpt-test-model",
          OFFER_AI_TIMEOUT_MS: "2000",
          OFFER_AI_REQUESTS_PER_HOUR: cap,
        },
        async () => (await import("@/lib/offers/offer-generation")).generateBathroomOffer(projectId),
      );
      return { projectId, outcome, row: await expectEnginePrices(projectId) };
    }

    beforeEach(async () => {
      // A fresh hour for the cap (the other AI tests of this file counted against it too).
      await getDb().rateLimit.deleteMany({ where: { key: { startsWith: "offer-ai" } } });
    });

    it("cap 1: the first offer gets AI texts, the second the templates without asking; prices are the engine's both times", async () => {
      const quote = await engineQuote();
      for (const tier of OFFER_TIERS) fakeAi.texts[tier].timeline = timelineText(quote[tier].timelineWeeks);
      const warn = spyLog("warn");

      const first = await generateWithCap("1");
      expect(first.outcome.textSource).toBe("ai");
      const second = await generateWithCap("1");
      expect(second.outcome.textSource).toBe("template");
      expect(fakeAi.requests).toHaveLength(1);
      const templates = templateOfferTexts(quote, { answers: bathroomAnswers, quantities: quote.quantities });
      for (const tier of OFFER_TIERS) expect(second.row[`${tier}Offer`]).toMatchObject(templates[tier]);
      expect(loggedText(warn)).toContain("KI-Stundenlimit erreicht");
    });

    it("cap 0: never asks the model", async () => {
      spyLog("warn");
      const { outcome } = await generateWithCap("0");
      expect(outcome.textSource).toBe("template");
      expect(fakeAi.requests).toHaveLength(0);
    });
  });

  describe("POST /api/bathroom-offers/express-interest", () => {
    it("records the chosen tier for the browser with the proof (201)", async () => {
      const { projectId, cookie } = await submitProject();
      await generateBathroomOffer(projectId);
      const response = await postInterest(
        request("/api/bathroom-offers/express-interest", {
          method: "POST",
          cookie,
          body: { projectId, selectedTier: "standard" },
        }),
      );
      expect(response.status).toBe(201);
      const [offer] = await offerRows(projectId);
      const selections = await getDb().offerSelection.findMany({ where: { offerId: offer!.id } });
      expect(selections).toHaveLength(1);
      expect(selections[0]).toMatchObject({ selectedTier: "standard", customerConfirmedAt: null });
    });

    it("answers 404 without the proof and writes nothing; 400 for an unknown tier; 409 while generating", async () => {
      const { projectId, cookie } = await submitProject();
      const other = await submitProject();
      const early = await postInterest(
        request("/api/bathroom-offers/express-interest", {
          method: "POST",
          cookie,
          body: { projectId, selectedTier: "budget" },
        }),
      );
      expect(early.status).toBe(409);

      await generateBathroomOffer(projectId);
      for (const c of [undefined, other.cookie]) {
        const response = await postInterest(
          request("/api/bathroom-offers/express-interest", {
            method: "POST",
            cookie: c,
            body: { projectId, selectedTier: "budget" },
          }),
        );
        expect(response.status).toBe(404);
      }
      const bad = await postInterest(
        request("/api/bathroom-offers/express-interest", {
          method: "POST",
          cookie,
          body: { projectId, selectedTier: "luxus" },
        }),
      );
      expect(bad.status).toBe(400);
      expect(((await bad.json()) as { errors: Record<string, string> }).errors.selectedTier).toBeTruthy();
      const [offer] = await offerRows(projectId);
      expect(await getDb().offerSelection.count({ where: { offerId: offer!.id } })).toBe(0);
    });
  });

  describe("GET /api/offers/{uniqueLinkId} and POST …/select", () => {
    it("a pending offer is not visible by link; an approved one is, and the submitting browser's confirmed choice is recorded", async () => {
      const { projectId, cookie } = await submitProject();
      const { uniqueLinkId } = await generateBathroomOffer(projectId);
      const link = uniqueLinkId!;

      const pending = await getOfferByLink(request(`/api/offers/${link}`), params({ uniqueLinkId: link }));
      expect(pending.status).toBe(404);
      expect(await pending.json()).toEqual({ message: "Angebot nicht gefunden" });
      const pendingSelect = await postSelect(
        request(`/api/offers/${link}/select`, { method: "POST", body: { selectedTier: "premium" } }),
        params({ uniqueLinkId: link }),
      );
      expect(pendingSelect.status).toBe(404);

      await getDb().bathroomOffer.updateMany({
        where: { uniqueLinkId: link },
        data: { status: "approved", approvedAt: new Date() },
      });

      const approved = await getOfferByLink(request(`/api/offers/${link}`), params({ uniqueLinkId: link }));
      expect(approved.status).toBe(200);
      const body = (await approved.json()) as Record<string, unknown>;
      expect(body.project).toEqual({
        name: `Eva Bauer ${customerCounter}`,
        email: `eva.bauer${customerCounter}@example.at`,
        phone: "0660 7654321",
      });
      const quote = await engineQuote();
      for (const tier of OFFER_TIERS) {
        expect(body[`${tier}Offer`]).toMatchObject({
          totalPrice: quote[tier].totalPrice,
          laborCosts: quote[tier].laborCosts,
        });
        expect((body[`${tier}Offer`] as StoredTierOffer).timeline).toMatch(/^Fertigstellung in /);
      }

      expect(body.accessCookie).toBe(false); // no cookie sent

      const select = await postSelect(
        request(`/api/offers/${link}/select`, { method: "POST", cookie, body: { selectedTier: "premium" } }),
        params({ uniqueLinkId: link }),
      );
      expect(select.status).toBe(201);
      const [offer] = await offerRows(projectId);
      const [selection] = await getDb().offerSelection.findMany({ where: { offerId: offer!.id } });
      expect(selection).toMatchObject({ selectedTier: "premium" });
      expect(selection!.customerConfirmedAt).toBeInstanceOf(Date);

      const invalid = await postSelect(
        request(`/api/offers/${link}/select`, { method: "POST", cookie, body: { selectedTier: "gold" } }),
        params({ uniqueLinkId: link }),
      );
      expect(invalid.status).toBe(400);
    });

    describe("only the customer chooses", () => {
      let fakeResend: FakeResend;
      let adminId: number;
      beforeAll(async () => {
        fakeResend = await startFakeResend();
        adminId = (
          await getDb().user.create({
            data: { email: `offer-admin-${Date.now()}@example.at`, role: "admin" },
            select: { id: true },
          })
        ).id;
      });
      afterAll(async () => {
        await fakeResend.close();
      });

      /** A generated offer approved by the admin; returns the link id, the e-mail's link and the secret. */
      async function approvedOffer() {
        const submitted = await submitProject();
        const { offerId, uniqueLinkId } = await generateBathroomOffer(submitted.projectId);
        await approveBathroomOffer(offerId!, adminId);
        const sent = await deliverToFake(fakeResend, `offer-approved-${offerId}`);
        const emailLink = /https?:\/\/\S+\/offer\/\S+/.exec(String(sent.body.text))![0];
        const key = new URL(emailLink).searchParams.get("k")!;
        return { ...submitted, offerId: offerId!, link: uniqueLinkId!, emailLink, key };
      }

      const select = (link: string, body: Record<string, unknown>, cookie?: string) =>
        postSelect(
          request(`/api/offers/${link}/select`, { method: "POST", cookie, body }),
          params({ uniqueLinkId: link }),
        );

      it("the approval e-mail carries a 256-bit secret; only its SHA-256 is stored, and the outbox row holds neither link nor secret", async () => {
        const { offerId, link, emailLink, key } = await approvedOffer();
        expect(emailLink).toBe(`${env.SITE_URL.replace(/\/$/, "")}/offer/${link}?k=${key}`);
        expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
        expect(Buffer.from(key, "base64url")).toHaveLength(32);
        const offer = await getDb().bathroomOffer.findUniqueOrThrow({ where: { id: offerId } });
        expect(offer.selectionTokenHash).toBe(createHash("sha256").update(key).digest("hex"));
        const row = await getDb().emailOutbox.findUniqueOrThrow({
          where: { idempotencyKey: `offer-approved-${offerId}` },
        });
        expect(row.status).toBe("sent");
        for (const body of [row.text, row.html ?? ""]) {
          expect(body).not.toContain(key);
          expect(body).not.toContain(`/offer/${link}`);
        }
      });

      it("a company that knows the link id can view the offer but not choose: 403 without or with a wrong secret", async () => {
        const { offerId, link, key } = await approvedOffer();
        const view = await getOfferByLink(request(`/api/offers/${link}`), params({ uniqueLinkId: link }));
        expect(view.status).toBe(200);
        expect(((await view.json()) as { accessCookie: boolean }).accessCookie).toBe(false);

        const other = await submitProject(); // another customer's browser cookie proves nothing here
        const wrongKey = `${key.slice(0, -1)}${key.endsWith("A") ? "B" : "A"}`;
        for (const [body, cookie] of [
          [{ selectedTier: "budget" }, undefined],
          [{ selectedTier: "budget", key: wrongKey }, undefined],
          [{ selectedTier: "budget", key: "kurz" }, undefined],
          [{ selectedTier: "budget" }, other.cookie],
        ] as const) {
          const response = await select(link, body, cookie);
          expect(response.status).toBe(403);
          expect(await response.json()).toEqual({ message: SELECTION_FORBIDDEN_MESSAGE });
        }
        expect(await getDb().offerSelection.count({ where: { offerId } })).toBe(0);
      });

      it("the customer chooses with the e-mail link's secret, or from the browser that submitted the quiz", async () => {
        const { offerId, link, key, cookie } = await approvedOffer();
        const withKey = await select(link, { selectedTier: "standard", key });
        expect(withKey.status).toBe(201);

        const view = await getOfferByLink(request(`/api/offers/${link}`, { cookie }), params({ uniqueLinkId: link }));
        expect(((await view.json()) as { accessCookie: boolean }).accessCookie).toBe(true);
        const withCookie = await select(link, { selectedTier: "premium" }, cookie);
        expect(withCookie.status).toBe(201);

        const selections = await getDb().offerSelection.findMany({ where: { offerId }, orderBy: { id: "asc" } });
        expect(selections.map((selection) => selection.selectedTier)).toEqual(["standard", "premium"]);
        expect(selections.every((selection) => selection.customerConfirmedAt instanceof Date)).toBe(true);
      });
    });

    it("unknown and malformed links answer 404", async () => {
      for (const link of ["0123456789abcdef0123456789abcdef", "../../etc", "x".repeat(40)]) {
        expect((await getOfferByLink(request(`/api/offers/x`), params({ uniqueLinkId: link }))).status).toBe(404);
        const select = await postSelect(
          request(`/api/offers/x/select`, { method: "POST", body: { selectedTier: "budget" } }),
          params({ uniqueLinkId: link }),
        );
        expect(select.status).toBe(404);
      }
    });
  });
});

describe("with pg-boss running (worker, retries, sweep)", () => {
  let boss: PgBoss;

  beforeAll(async () => {
    boss = await startWorkers();
  }, 30_000);

  it("registers the generation queue with its retry policy", async () => {
    const queue = await boss.getQueue(OFFER_GENERATE_QUEUE);
    expect(queue).toMatchObject({
      retryLimit: OFFER_MAX_ATTEMPTS - 1,
      retryDelay: OFFER_RETRY_DELAY_SECONDS,
      retryBackoff: true,
    });
  });

  it("without AI, a submitted bathroom project has its offer within 2 s (job committed with the project)", async () => {
    const started = Date.now();
    const { projectId, cookie } = await submitProject();
    expect(await boss.getJobById(OFFER_GENERATE_QUEUE, generateJobId(projectId))).not.toBeNull();
    await waitFor(async () => (await offerRows(projectId)).length > 0, 5000);
    expect(Date.now() - started).toBeLessThan(2000);
    await expectEnginePrices(projectId);
    const response = await getOffersOfProject(
      request(`/api/bathroom-offers/${projectId}`, { cookie }),
      params({ projectId: String(projectId) }),
    );
    expect(response.status).toBe(200);
  });

  it("inserts the job in the project's transaction: nothing remains when it rolls back", async () => {
    let projectId = 0;
    await expect(
      getDb().$transaction(async (tx) => {
        const project = await tx.project.create({
          data: {
            serviceType: "badrenovierung",
            zipCode: "1030",
            name: "Abbruch",
            email: "abbruch@example.at",
            phone: "0660 2222222",
            quizAnswers: bathroomAnswers,
            privacyPolicyVersion: "2025-07",
          },
        });
        projectId = project.id;
        expect(await enqueueOfferGeneration(project.id, tx)).toBe(true);
        // Asked through the transaction (the embedded PGlite server runs one transaction at a time).
        expect(
          await tx.$queryRawUnsafe<unknown[]>(
            "select id from pgboss.job where id = $1::uuid",
            generateJobId(project.id),
          ),
        ).toHaveLength(1);
        throw new Error("Abbruch");
      }),
    ).rejects.toThrow("Abbruch");
    expect(projectId).toBeGreaterThan(0);
    expect(await getDb().project.findUnique({ where: { id: projectId } })).toBeNull();
    expect(await boss.getJobById(OFFER_GENERATE_QUEUE, generateJobId(projectId))).toBeNull();
  });

  it("20 projects submitted at once all have their offer within 2 s", async () => {
    // The embedded PGlite server (used when no PostgreSQL answers) mixes up the extended-protocol
    // messages of concurrent connections ("portal \"\" cannot be run"), so there they are submitted
    // one after the other; the worker still generates them together.
    const [{ version }] = await getDb().$queryRaw<{ version: string }[]>`select version()`;
    const embedded = /wasm|emscripten/i.test(version);
    const started = Date.now();
    const projects = embedded
      ? await Array.from({ length: 20 }).reduce<Promise<{ projectId: number }[]>>(
          async (done) => [...(await done), await submitProject()],
          Promise.resolve([]),
        )
      : await Promise.all(Array.from({ length: 20 }, () => submitProject()));
    const ids = projects.map((p) => p.projectId);
    await waitFor(
      async () => (await getDb().bathroomOffer.count({ where: { projectId: { in: ids } } })) === ids.length,
      8000,
    );
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it("projects of other services get no job and no offer", async () => {
    const { projectId } = await submitProject("maler");
    expect(await boss.getJobById(OFFER_GENERATE_QUEUE, generateJobId(projectId))).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await offerRows(projectId)).toHaveLength(0);
  });

  it("a failed attempt is retried with backoff and the retry succeeds", async () => {
    spyLog("error");
    // Break the price tables: the engine then throws "Preiszeile fehlt".
    await getDb().viennaSpecificCost.deleteMany({});
    clearBathroomPriceCache();
    try {
      const { projectId } = await submitProject();
      await waitFor(
        async () => (await boss.getJobById(OFFER_GENERATE_QUEUE, generateJobId(projectId)))?.state === "retry",
        5000,
      );
      const job = await boss.getJobById(OFFER_GENERATE_QUEUE, generateJobId(projectId));
      expect(job!.retryCount).toBe(0); // pg-boss counts the retry when it starts it
      expect((job!.output as { message?: string }).message).toContain("Preiszeile fehlt");
      expect(job!.startAfter.getTime()).toBeGreaterThan(Date.now() + (OFFER_RETRY_DELAY_SECONDS - 2) * 1000);
      expect(await offerRows(projectId)).toHaveLength(0);

      await seed(env.DATABASE_URL!, { allowDevPassword: false }); // restores the tables
      clearBathroomPriceCache();
      await waitFor(async () => (await offerRows(projectId)).length > 0, 15_000);
      await expectEnginePrices(projectId);
      expect((await boss.getJobById(OFFER_GENERATE_QUEUE, generateJobId(projectId)))?.state).toBe("completed");
    } finally {
      await seed(env.DATABASE_URL!, { allowDevPassword: false });
      clearBathroomPriceCache();
    }
  }, 40_000);

  it("the sweep enqueues older bathroom projects that have neither offer nor job", async () => {
    const { projectId } = await submitProject();
    await waitFor(async () => (await offerRows(projectId)).length > 0, 5000);
    // A project as a process without pg-boss leaves it: no job, no offer, two minutes old.
    const orphan = await getDb().project.create({
      data: {
        serviceType: "badezimmer",
        zipCode: "1120",
        name: "Ohne Job",
        email: "ohne.job@example.at",
        phone: "0660 1111111",
        quizAnswers: bathroomAnswers,
        privacyPolicyVersion: "2025-07",
        createdAt: new Date(Date.now() - 120_000),
      },
    });
    expect(await sweepMissingOffers({ boss })).toBeGreaterThanOrEqual(1);
    await waitFor(async () => (await offerRows(orphan.id)).length > 0, 5000);
    expect(await sweepMissingOffers({ boss })).toBe(0);
    expect(await offerRows(orphan.id)).toHaveLength(1);
  });
});
