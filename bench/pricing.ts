/**
 * Part "pricing" of `npm run bench`: the bathroom pricing engine alone on random valid answers
 * (target >= 5,000 offers/s). Pure CPU: the tables are the seed data of lib/content/bathroom-prices.ts.
 * Alone: `npx tsx bench/pricing.ts` (BENCH_PRICING_SECONDS overrides the ~3 s run time).
 */
import { BATHROOM_PRICE_TABLES } from "../lib/content/bathroom-prices";
import { QUIZ_DEFINITIONS } from "../lib/content/quizzes";
import { FIXTURE_OPTIONS, FIXTURES_BY_PROJECT_TYPE } from "../lib/domain/bathroom-quiz";
import { priceBathroom, type BathroomAnswers } from "../lib/domain/bathroom-pricing";
import { isEntryPoint } from "../scripts/lib/child-process";

export interface PricingBenchResult {
  offersPerSecond: number;
  offers: number;
  seconds: number;
  meanMicroseconds: number;
}

/** Seeded PRNG (mulberry32) so that every run prices the same answers. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `count` random valid answer sets of the badrenovierung quiz (options as the quiz offers them). */
export function randomBathroomAnswers(count: number, seed = 1): BathroomAnswers[] {
  const quiz = QUIZ_DEFINITIONS.find((q) => q.serviceType === "badrenovierung");
  if (!quiz) throw new Error("badrenovierung quiz missing");
  const random = prng(seed);
  const pick = (values: readonly string[]) => values[Math.floor(random() * values.length)]!;
  return Array.from({ length: count }, () => {
    const answers: BathroomAnswers = {};
    for (const question of quiz.questions) {
      if (question.type === "radio") answers[question.id] = pick(question.options);
    }
    const projectType = answers.project_type as string;
    // The wizard prefills fixtures from the project type; sometimes use a random subset instead.
    answers.fixtures_to_replace =
      random() < 0.7 ? [...FIXTURES_BY_PROJECT_TYPE[projectType]!] : FIXTURE_OPTIONS.filter(() => random() < 0.5);
    return answers;
  });
}

/** Prices random answers for about `seconds` and returns the throughput. */
export function runPricingBench(seconds = 3): PricingBenchResult {
  const inputs = randomBathroomAnswers(4096);
  const tables = BATHROOM_PRICE_TABLES;
  // Warm-up (JIT, price index).
  let checksum = 0;
  for (let i = 0; i < 20_000; i++) checksum += priceBathroom(inputs[i % inputs.length]!, tables).standard.totalPrice;

  const deadline = performance.now() + seconds * 1000;
  const start = performance.now();
  let offers = 0;
  while (performance.now() < deadline) {
    for (let i = 0; i < 1000; i++) {
      checksum += priceBathroom(inputs[(offers + i) % inputs.length]!, tables).premium.totalPrice;
    }
    offers += 1000;
  }
  const elapsed = (performance.now() - start) / 1000;
  if (checksum <= 0) throw new Error("unexpected checksum");
  return {
    offersPerSecond: Math.round(offers / elapsed),
    offers,
    seconds: Math.round(elapsed * 100) / 100,
    meanMicroseconds: Math.round((elapsed / offers) * 1e6 * 100) / 100,
  };
}

if (isEntryPoint(import.meta.url)) {
  const seconds = Number(process.env.BENCH_PRICING_SECONDS ?? 3);
  const result = runPricingBench(seconds);
  console.log(
    `Preis-Engine: ${result.offersPerSecond} Angebote/s (${result.offers} in ${result.seconds} s, ` +
      `Ø ${result.meanMicroseconds} µs je Angebot; Ziel >= 5.000/s)`,
  );
}
