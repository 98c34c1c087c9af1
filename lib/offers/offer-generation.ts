/**
 * Durable generation of the three-tier bathroom offer of a project (issue 6, "Generation";
 * public-side.md §2 "Bathroom offers", §9; authenticated-side.md §3 bathroom_offers, §4 "AI bathroom
 * offer": pending → approved).
 *
 * 1. `createProject` (lib/data/projects.ts) inserts the pg-boss job "offer.generate" for a
 *    badrenovierung/badezimmer project in the SAME transaction as the project (`enqueueOfferGeneration`
 *    with the transaction client) and wakes this process's worker after the commit
 *    (`wakeOfferWorker`): without AI the offer exists well within 2 s.
 * 2. The worker calls `generateBathroomOffer(projectId)`: price tables (lib/data/bathroom-prices.ts,
 *    cached there for a minute) →
 *    `priceBathroom` (lib/domain/bathroom-pricing.ts) → texts (lib/ai/offer-texts.ts: AI when
 *    OPENAI_API_KEY is set and the hourly cap allows, else or on any AI problem the German templates) → one transaction that
 *    locks the project row, writes the bathroom_offers row (status "pending", 32-character
 *    `uniqueLinkId` from crypto.randomBytes, tiers as StoredTierOffer JSON) and sets
 *    projects.ai_offer_link_id. Idempotent: a project that already has a (non-failed) offer keeps it.
 * 3. Retries: a failed attempt throws and pg-boss retries it with exponential backoff
 *    (OFFER_MAX_ATTEMPTS attempts, first wait OFFER_RETRY_DELAY_SECONDS × 1–2, doubling). After the
 *    last attempt the failure is recorded for the admin as a bathroom_offers row with status "failed"
 *    and no tiers (`recordGenerationFailure`); the error text stays in the pg-boss job's output
 *    (schema pgboss, queue "offer.generate"). A later successful run replaces a failed row.
 * 4. `sweepMissingOffers` runs every minute ("offer.sweep") and enqueues the job of every bathroom
 *    project of the last OFFER_SWEEP_MAX_AGE_MS without an offer and without a job on its way (projects
 *    created by a process without a running boss: tests, scripts, a failed start); a project whose
 *    job ended as failed without leaving a row gets its failure row.
 *
 * Job ids are fixed per project (`generateJobId`), so a project never has two generation jobs.
 *
 * 5. Regeneration (issue 13 §4, lib/data/admin-bathroom-offers.ts): an admin sets an offer to
 *    "generating" and `enqueueOfferRegeneration` inserts a job with the offer's own regeneration id
 *    (`regenerateJobId`, a finished earlier one is deleted first) in that transaction. The generation
 *    replaces a "generating" row like a failed one (new tiers and link id, status pending); after the
 *    last failed attempt `recordGenerationFailure` marks it failed. The sweep re-enqueues
 *    "generating" rows whose job is missing (enqueued by a process without a running boss).
 */
import "server-only";
import { randomBytes } from "node:crypto";
import type PgBoss from "pg-boss";
import { writeOfferTexts, type OfferAiSettings, type OfferTextSource } from "@/lib/ai/offer-texts";
import { loadBathroomPriceTables } from "@/lib/data/bathroom-prices";
import { getDb } from "@/lib/db";
import { env } from "@/lib/env";
import {
  BATHROOM_OFFER_SERVICES,
  OFFER_STATUS_FAILED,
  OFFER_STATUS_GENERATING,
  OFFER_STATUS_PENDING,
  OFFER_TIERS,
  REPLACEABLE_OFFER_STATUSES,
  type BathroomPriceTables,
  type StoredTierOffer,
} from "@/lib/domain/bathroom-offer-types";
import { priceBathroom } from "@/lib/domain/bathroom-pricing";
import type { QuizAnswers } from "@/lib/domain/quiz-types";
import { Prisma } from "@/lib/generated/prisma/client";
import { getRunningBoss, prismaJobDb, rememberWorker, stableJobId, wakeWorker } from "@/lib/jobs/boss";
import { OFFER_GENERATE_QUEUE, OFFER_SWEEP_QUEUE } from "@/lib/jobs/queue-names";
import { logger } from "@/lib/log";

/** Generation attempts per project: the first and 4 retries (waits about 5–10, 10–20, 20–40, 40–80 s). */
export const OFFER_MAX_ATTEMPTS = 5;
/** Base retry delay (s): pg-boss waits 1–2 × this before the first retry and doubles it for each further one. */
export const OFFER_RETRY_DELAY_SECONDS = 5;
/** A bathroom project older than this without offer and job is enqueued by the sweep. */
export const OFFER_SWEEP_MIN_AGE_MS = 60_000;
/** The sweep looks back this far (older projects without offer are left alone). */
export const OFFER_SWEEP_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
/**
 * Jobs fetched and run at once by one worker (AI requests wait in parallel), at most
 * DATABASE_POOL_SIZE: the embedded PGlite server (scripts/run.ts sets a pool of 1 there) thus runs
 * one job at a time, as pglite-socket mixes up the extended-protocol messages of concurrent
 * connections (e.g. "portal \"\" cannot be run").
 */
const WORKER_BATCH_SIZE = 10;
/** Rows handled per sweep. */
const SWEEP_BATCH_SIZE = 100;
/** Longest error text logged / kept in the job output. */
const ERROR_MAX_LENGTH = 2000;

interface GenerateJobData {
  projectId: number;
}

/** The pg-boss job id of a project's generation: a UUID derived from the project id. */
export function generateJobId(projectId: number): string {
  return stableJobId("bathroom-offer", projectId);
}

/** A fresh offer link id: 16 random bytes as 32 hex characters (column length 32). */
export function newUniqueLinkId(): string {
  return randomBytes(16).toString("hex");
}

/** The pg-boss job id of a regeneration of offer `offerId` (distinct from its project's first job). */
export function regenerateJobId(offerId: number): string {
  return stableJobId("bathroom-offer-regenerate", offerId);
}

async function sendGenerateJob(
  boss: PgBoss,
  projectId: number,
  db?: Prisma.TransactionClient,
  jobId = generateJobId(projectId),
): Promise<boolean> {
  const data: GenerateJobData = { projectId };
  const id = await boss.send(OFFER_GENERATE_QUEUE, data, { id: jobId, ...(db ? { db: prismaJobDb(db) } : {}) });
  return id !== null;
}

/** Job states of a job still on its way. */
const LIVE_JOB_STATES = ["created", "retry", "active"];

/**
 * Frees the regeneration job id of `offerId`: deletes a finished earlier job with that id. Call
 * BEFORE the transaction that enqueues (pg-boss uses its own connections here).
 *
 * @returns true when a job with that id is still on its way (a new one cannot be inserted).
 */
export async function prepareOfferRegeneration(offerId: number, boss = getRunningBoss()): Promise<boolean> {
  if (!boss) return false;
  const job = await boss.getJobById(OFFER_GENERATE_QUEUE, regenerateJobId(offerId));
  if (!job) return false;
  if (LIVE_JOB_STATES.includes(job.state)) return true;
  await boss.deleteJob(OFFER_GENERATE_QUEUE, regenerateJobId(offerId));
  return false;
}

/**
 * Inserts the regeneration job of offer `offerId` (project `projectId`) through `tx` when pg-boss
 * runs in this process; without one the sweep of a worker process enqueues it. Call
 * `prepareOfferRegeneration` first and `wakeOfferWorker` after the commit.
 *
 * @returns true when a job was inserted now.
 */
export async function enqueueOfferRegeneration(
  offerId: number,
  projectId: number,
  tx?: Prisma.TransactionClient,
): Promise<boolean> {
  const boss = getRunningBoss();
  if (!boss) return false;
  return sendGenerateJob(boss, projectId, tx, regenerateJobId(offerId));
}

/**
 * Inserts the generation job of `projectId` when pg-boss runs in this process (through `tx` when
 * given: inside that transaction, so job and project commit together). Without a running boss
 * nothing is inserted and the sweep of a worker process picks the project up.
 *
 * @returns true when a job was inserted now.
 */
export async function enqueueOfferGeneration(projectId: number, tx?: Prisma.TransactionClient): Promise<boolean> {
  const boss = getRunningBoss();
  if (!boss) return false;
  return sendGenerateJob(boss, projectId, tx);
}

/** Lets this process's generation worker fetch now (call after committing an enqueue). */
export function wakeOfferWorker(): void {
  wakeWorker(OFFER_GENERATE_QUEUE);
}

export interface GenerateOptions {
  /**
   * AI settings; default: from the environment (OPENAI_API_KEY, OPENAI_BASE_URL, OPENAI_MODEL,
   * OFFER_AI_TIMEOUT_MS, OFFER_AI_REQUESTS_PER_HOUR). `null`: templates only.
   */
  ai?: OfferAiSettings | null;
  /** Price tables to use instead of the database's (tests). */
  tables?: BathroomPriceTables;
}

/** What `generateBathroomOffer` did. */
export interface GenerationOutcome {
  /** "created": new offer; "exists": the project already had one (nothing written); "missing": no such project. */
  status: "created" | "exists" | "missing";
  offerId?: number;
  uniqueLinkId?: string;
  /** Where the texts of a created offer came from. */
  textSource?: OfferTextSource;
}

/**
 * Generates and stores the offer of one project (the worker's job; tests call it directly).
 *
 * @throws when the price tables cannot be loaded, the engine rejects the answers or the database
 *   fails; AI problems never throw (template texts are used).
 */
export async function generateBathroomOffer(
  projectId: number,
  options: GenerateOptions = {},
): Promise<GenerationOutcome> {
  const db = getDb();
  const project = await db.project.findUnique({ where: { id: projectId }, select: { id: true, quizAnswers: true } });
  if (!project) return { status: "missing" };
  const existing = await db.bathroomOffer.findFirst({
    where: { projectId, status: { notIn: [...REPLACEABLE_OFFER_STATUSES] } },
    select: { id: true, uniqueLinkId: true },
  });
  if (existing) return { status: "exists", offerId: existing.id, uniqueLinkId: existing.uniqueLinkId };

  const answers = (project.quizAnswers ?? {}) as QuizAnswers;
  const tables = options.tables ?? (await loadBathroomPriceTables());
  const quote = priceBathroom(answers, tables);
  const written = await writeOfferTexts(quote, { answers, quantities: quote.quantities }, options.ai);
  if (written.problem)
    logger.warn({ projectId }, `[Angebot Projekt ${projectId}] ${written.problem}; Vorlagentext verwendet.`);

  const tiers = Object.fromEntries(
    OFFER_TIERS.map((tier) => {
      const stored: StoredTierOffer = { ...quote[tier], ...written.texts[tier] };
      return [tier, stored];
    }),
  ) as Record<(typeof OFFER_TIERS)[number], StoredTierOffer>;
  const tierData = {
    budgetOffer: tiers.budget as unknown as Prisma.InputJsonObject,
    standardOffer: tiers.standard as unknown as Prisma.InputJsonObject,
    premiumOffer: tiers.premium as unknown as Prisma.InputJsonObject,
  };

  return db.$transaction(
    async (tx) => {
      // Serialises concurrent runs for the same project (a retried job racing an expired one).
      const locked = await tx.$queryRaw<{ id: number }[]>`select id from projects where id = ${projectId} for update`;
      if (locked.length === 0) return { status: "missing" } satisfies GenerationOutcome;
      const rows = await tx.bathroomOffer.findMany({
        where: { projectId },
        select: { id: true, uniqueLinkId: true, status: true },
        orderBy: { id: "asc" },
      });
      const ready = rows.find((row) => !REPLACEABLE_OFFER_STATUSES.includes(row.status));
      if (ready)
        return { status: "exists", offerId: ready.id, uniqueLinkId: ready.uniqueLinkId } satisfies GenerationOutcome;
      const uniqueLinkId = newUniqueLinkId();
      // A row an admin sent back for regeneration first, else a failed one.
      const failed = rows.find((row) => row.status === OFFER_STATUS_GENERATING) ?? rows[0];
      const offer = failed
        ? await tx.bathroomOffer.update({
            where: { id: failed.id },
            data: { ...tierData, uniqueLinkId, status: OFFER_STATUS_PENDING, createdAt: new Date() },
            select: { id: true },
          })
        : await tx.bathroomOffer.create({
            data: { projectId, uniqueLinkId, ...tierData, status: OFFER_STATUS_PENDING },
            select: { id: true },
          });
      await tx.project.update({ where: { id: projectId }, data: { aiOfferLinkId: uniqueLinkId } });
      return {
        status: "created",
        offerId: offer.id,
        uniqueLinkId,
        textSource: written.source,
      } satisfies GenerationOutcome;
    },
    { maxWait: 10_000, timeout: 10_000 },
  );
}

/** The error as one line (with its cause), bounded. */
function errorText(error: unknown): string {
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  const cause = error instanceof Error && error.cause instanceof Error ? ` (${error.cause.message})` : "";
  return `${message}${cause}`.slice(0, ERROR_MAX_LENGTH);
}

/**
 * Records for the admin that the generation of `projectId` failed for good: a bathroom_offers row
 * with status "failed" and no tiers (only when the project has no offer row yet; never twice), or,
 * for a regeneration, its "generating" row set to failed with its tiers cleared.
 *
 * @returns true when a failure row was written now.
 */
export async function recordGenerationFailure(projectId: number): Promise<boolean> {
  return getDb().$transaction(
    async (tx) => {
      const locked = await tx.$queryRaw<{ id: number }[]>`select id from projects where id = ${projectId} for update`;
      if (locked.length === 0) return false;
      const regenerating = await tx.bathroomOffer.updateMany({
        where: { projectId, status: OFFER_STATUS_GENERATING },
        data: {
          status: OFFER_STATUS_FAILED,
          budgetOffer: Prisma.DbNull,
          standardOffer: Prisma.DbNull,
          premiumOffer: Prisma.DbNull,
        },
      });
      if (regenerating.count > 0) return true;
      if (await tx.bathroomOffer.findFirst({ where: { projectId }, select: { id: true } })) return false;
      await tx.bathroomOffer.create({
        data: { projectId, uniqueLinkId: newUniqueLinkId(), status: OFFER_STATUS_FAILED },
      });
      return true;
    },
    { maxWait: 10_000, timeout: 10_000 },
  );
}

/**
 * Runs one job: generates the offer; on the last attempt records the failure before rethrowing.
 * Exported for tests (pass a job-like object).
 */
export async function runGenerateJob(
  job: Pick<PgBoss.JobWithMetadata<GenerateJobData>, "data" | "retryCount" | "retryLimit">,
  options: GenerateOptions = {},
): Promise<GenerationOutcome> {
  const { projectId } = job.data;
  try {
    return await generateBathroomOffer(projectId, options);
  } catch (error) {
    const attempt = job.retryCount + 1;
    const final = job.retryCount >= job.retryLimit;
    logger.error(
      { projectId },
      `[Angebot Projekt ${projectId}] Versuch ${attempt} von ${job.retryLimit + 1} fehlgeschlagen${final ? ", endgültig" : ", wird wiederholt"}: ${errorText(error)}`,
    );
    if (final)
      await recordGenerationFailure(projectId).catch((recordError: unknown) =>
        logger.error(
          { projectId },
          `[Angebot Projekt ${projectId}] Fehler nicht gespeichert: ${errorText(recordError)}`,
        ),
      );
    throw error;
  }
}

export interface OfferSweepOptions {
  /** Only projects created before now minus this (default OFFER_SWEEP_MIN_AGE_MS). */
  minAgeMs?: number;
  /** The boss to enqueue with (default: this process's running boss). */
  boss?: PgBoss;
}

/**
 * Enqueues the generation of every bathroom project (last OFFER_SWEEP_MAX_AGE_MS, older than
 * `minAgeMs`) that has no offer row and no job on its way; records the failure of one whose job
 * failed without leaving a row.
 *
 * @returns the number of projects (re-)enqueued; 0 without a running boss.
 */
export async function sweepMissingOffers(options: OfferSweepOptions = {}): Promise<number> {
  const boss = options.boss ?? getRunningBoss();
  if (!boss) return 0;
  const now = Date.now();
  const projects = await getDb().project.findMany({
    where: {
      serviceType: { in: [...BATHROOM_OFFER_SERVICES] },
      createdAt: {
        lt: new Date(now - (options.minAgeMs ?? OFFER_SWEEP_MIN_AGE_MS)),
        gt: new Date(now - OFFER_SWEEP_MAX_AGE_MS),
      },
      bathroomOffers: { none: {} },
    },
    orderBy: { createdAt: "asc" },
    take: SWEEP_BATCH_SIZE,
    select: { id: true },
  });
  let enqueued = 0;
  for (const { id } of projects) {
    if (await sendGenerateJob(boss, id)) {
      enqueued += 1;
      continue;
    }
    const job = await boss.getJobById(OFFER_GENERATE_QUEUE, generateJobId(id));
    if (job && ["created", "retry", "active"].includes(job.state)) continue; // still on its way
    if (job && (job.state === "failed" || job.state === "cancelled")) {
      await recordGenerationFailure(id);
      continue;
    }
    // Completed without an offer (e.g. the row was deleted by hand) or archived: run it again.
    await boss.deleteJob(OFFER_GENERATE_QUEUE, generateJobId(id));
    if (await sendGenerateJob(boss, id)) enqueued += 1;
  }
  enqueued += await sweepRegenerations(boss);
  if (enqueued > 0) wakeOfferWorker();
  return enqueued;
}

/**
 * Enqueues the regeneration of every "generating" offer whose job is missing (its regeneration was
 * requested by a process without a running boss, or its job is a finished one of an earlier
 * regeneration); one whose project has another usable offer (the generation keeps that) is marked failed.
 *
 * @returns the number of offers enqueued.
 */
async function sweepRegenerations(boss: PgBoss): Promise<number> {
  const offers = await getDb().bathroomOffer.findMany({
    where: { status: OFFER_STATUS_GENERATING },
    orderBy: { id: "asc" },
    take: SWEEP_BATCH_SIZE,
    select: { id: true, projectId: true },
  });
  let enqueued = 0;
  for (const { id, projectId } of offers) {
    if (await sendGenerateJob(boss, projectId, undefined, regenerateJobId(id))) {
      enqueued += 1;
      continue;
    }
    const job = await boss.getJobById(OFFER_GENERATE_QUEUE, regenerateJobId(id));
    if (job && LIVE_JOB_STATES.includes(job.state)) continue;
    // A finished job that left the row "generating": the project has another usable offer (the
    // generation keeps that one), else the job is a stale one of an earlier regeneration.
    const other = await getDb().bathroomOffer.findFirst({
      where: { projectId, id: { not: id }, status: { notIn: [...REPLACEABLE_OFFER_STATUSES] } },
      select: { id: true },
    });
    if (other) {
      await recordGenerationFailure(projectId);
      continue;
    }
    await boss.deleteJob(OFFER_GENERATE_QUEUE, regenerateJobId(id));
    if (await sendGenerateJob(boss, projectId, undefined, regenerateJobId(id))) enqueued += 1;
  }
  return enqueued;
}

/**
 * Registers the offer queues on a started boss (collected in lib/jobs/workers.ts): the
 * generation queue with its retry policy and worker, the sweep queue, its worker and its schedule.
 */
export async function registerOfferJobs(boss: PgBoss): Promise<void> {
  const generatePolicy = {
    name: OFFER_GENERATE_QUEUE,
    retryLimit: OFFER_MAX_ATTEMPTS - 1,
    retryDelay: OFFER_RETRY_DELAY_SECONDS,
    retryBackoff: true,
    // Longest run: the AI time limit plus the database work; a job running longer counts as crashed.
    expireInSeconds: Math.ceil(env.OFFER_AI_TIMEOUT_MS / 1000) + 60,
  };
  await boss.createQueue(OFFER_GENERATE_QUEUE, generatePolicy);
  await boss.updateQueue(OFFER_GENERATE_QUEUE, generatePolicy); // an existing queue takes the current policy
  await boss.createQueue(OFFER_SWEEP_QUEUE, { name: OFFER_SWEEP_QUEUE, retryLimit: 0 });

  const batchSize = Math.min(WORKER_BATCH_SIZE, env.DATABASE_POOL_SIZE);
  const workerId = await boss.work<GenerateJobData>(
    OFFER_GENERATE_QUEUE,
    { batchSize, includeMetadata: true },
    async (jobs) => {
      // Each job succeeds or fails on its own: failed ones are failed here (pg-boss then retries
      // them), the rest are completed by pg-boss when this returns.
      const results = await Promise.allSettled(jobs.map((job) => runGenerateJob(job)));
      for (const [index, result] of results.entries()) {
        if (result.status === "rejected")
          await boss.fail(OFFER_GENERATE_QUEUE, jobs[index]!.id, { message: errorText(result.reason) });
      }
      // A full batch: more jobs may be waiting, fetch again at once instead of after the poll interval
      // (not with one-job batches, i.e. on PGlite, where that fetch would run alongside pg-boss's
      // completion of this batch).
      if (batchSize > 1 && jobs.length === batchSize) wakeOfferWorker();
    },
  );
  rememberWorker(OFFER_GENERATE_QUEUE, workerId);
  await boss.work(OFFER_SWEEP_QUEUE, async () => {
    await sweepMissingOffers({ boss });
  });
  await boss.schedule(OFFER_SWEEP_QUEUE, "* * * * *");
}
