/** Shared set-up of the bathroom offer tests: customer projects, the engine's prices, fakes. */
import { POST as postProject } from "@/app/api/projects/route";
import { loadBathroomPriceTables } from "@/lib/data/bathroom-prices";
import { closeDb, getDb } from "@/lib/db";
import { OFFER_TIERS, type BathroomQuote, type StoredTierOffer } from "@/lib/domain/bathroom-offer-types";
import { priceBathroom } from "@/lib/domain/bathroom-pricing";
import { INTENT_READINESS_OPTIONS, START_TIMELINE_OPTIONS } from "@/lib/domain/lead-score";
import type { QuizAnswers } from "@/lib/domain/quiz-types";
import { env } from "@/lib/env";
import { stopJobs } from "@/lib/jobs/boss";
import { logger } from "@/lib/log";
import { seed } from "@/prisma/seed";
import { startFakeOpenAi, type FakeOpenAi } from "./fake-openai";
import { apiRequest, clientAddresses } from "./http";

/** Silences and records one logger level (the logger is silent in tests anyway). */
export function spyLog(level: "warn" | "error") {
  return jest.spyOn(logger, level).mockImplementation((() => undefined) as never);
}

/** Every string argument the spied level was called with, joined. */
export function loggedText(spy: ReturnType<typeof spyLog>): string {
  return spy.mock.calls
    .flatMap((args) => (args as unknown[]).filter((arg): arg is string => typeof arg === "string"))
    .join(" ");
}

/** Client addresses of the file (setUpBathroomOffers picks its block). */
let nextAddress = clientAddresses(6);
export const request = (path: string, init: { method?: string; body?: unknown; cookie?: string } = {}) =>
  apiRequest(init.method ?? "GET", path, {
    body: init.body,
    cookie: init.cookie,
    origin: null,
    headers: { "x-forwarded-for": nextAddress() },
  });

export const params = <T extends Record<string, string>>(value: T) => ({ params: Promise.resolve(value) });

export let bathroomAnswers: QuizAnswers;

/** Valid badrenovierung answers (first option of each question; project type as given). */
export async function loadAnswers(): Promise<QuizAnswers> {
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

export let customerCounter = 0;
/** Submits a project through POST /api/projects; returns its id and the access cookie ("name=value"). */
export async function submitProject(
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

export async function malerAnswers(): Promise<QuizAnswers> {
  const quiz = await getDb().quiz.findUniqueOrThrow({ where: { serviceType: "maler" } });
  const answers: QuizAnswers = {};
  for (const q of quiz.questions as { id: string; type: string; options: string[] }[]) {
    answers[q.id] = q.type === "checkbox" ? [q.options[0]!] : q.options[0]!;
  }
  return { ...answers, intent_readiness: INTENT_READINESS_OPTIONS[0]!, start_timeline: START_TIMELINE_OPTIONS[0]! };
}

export async function engineQuote(): Promise<BathroomQuote> {
  const project = { quizAnswers: bathroomAnswers };
  return priceBathroom(project.quizAnswers, await loadBathroomPriceTables());
}

export const offerRows = (projectId: number) =>
  getDb().bathroomOffer.findMany({ where: { projectId }, orderBy: { id: "asc" } });

/** The stored tier without its texts: what must equal the engine's result. */
export function figures(tier: StoredTierOffer) {
  const { description, timeline, ...rest } = tier;
  expect(typeof description).toBe("string");
  expect(typeof timeline).toBe("string");
  return rest;
}

export async function expectEnginePrices(projectId: number) {
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
export async function waitFor(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export let fakeAi: FakeOpenAi;

/**
 * Registers the hooks of a bathroom offer test file: the seeded catalogue and prices, a fake OpenAI
 * server reset before each test, pg-boss stopped at the end. `addressBlock` is the file's own
 * 10.<block>.x.y client addresses, so per-address limits of one file never count another's requests.
 */
export function setUpBathroomOffers(addressBlock: number) {
  nextAddress = clientAddresses(addressBlock);

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
}
