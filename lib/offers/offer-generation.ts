/**
 * Durable generation of a project's three-tier bathroom offer as pg-boss jobs ("offer.generate"):
 * enqueued with the project, retried with backoff, a "failed" row after the last attempt, and a
 * minute sweep ("offer.sweep") for projects and regenerations whose job is missing.
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

/** Attempts per project: the first and 4 retries. */
export const OFFER_MAX_ATTEMPTS = 5;
/** Base retry delay (s); pg-boss doubles it per retry. */
export const OFFER_RETRY_DELAY_SECONDS = 5;
/** Minimum project age (ms) before the sweep enqueues it. */
export const OFFER_SWEEP_MIN_AGE_MS = 60_000;
/** The sweep ignores projects older than this (ms). */
export const OFFER_SWEEP_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
/** At most DATABASE_POOL_SIZE: PGlite (pool 1) mixes up concurrent extended-protocol messages. */
const WORKER_BATCH_SIZE = 10;
const SWEEP_BATCH_SIZE = 100;
const ERROR_MAX_LENGTH = 2000;

interface GenerateJobData {
  projectId: number;
}

/** pg-boss job id of a project's generation (UUID derived from the id). */
export function generateJobId(projectId: number): string {
  return stableJobId("bathroom-offer", projectId);
}

/** Offer link id: 32 hex characters. */
export function newUniqueLinkId(): string {
  return randomBytes(16).toString("hex");
}

/** pg-boss job id of a regeneration of offer `offerId`. */
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

const LIVE_JOB_STATES = ["created", "retry", "active"];

/**
 * Deletes a finished earlier regeneration job of `offerId`. Call before the enqueuing transaction.
 * @returns true when such a job is still live (no new one can be inserted).
 */
export async function prepareOfferRegeneration(offerId: number, boss = getRunningBoss()): Promise<boolean> {
  if (!boss) return false;
  const job = await boss.getJobById(OFFER_GENERATE_QUEUE, regenerateJobId(offerId));
  if (!job) return false;
  if (LIVE_JOB_STATES.includes(job.state)) return true;
  await boss.deleteJob(OFFER_GENERATE_QUEUE, regenerateJobId(offerId));
  return false;
}

/** Inserts the regeneration job through `tx` when pg-boss runs here; true when inserted. */
export async function enqueueOfferRegeneration(
  offerId: number,
  projectId: number,
  tx?: Prisma.TransactionClient,
): Promise<boolean> {
  const boss = getRunningBoss();
  if (!boss) return false;
  return sendGenerateJob(boss, projectId, tx, regenerateJobId(offerId));
}

/** Inserts the generation job (inside `tx` when given) when pg-boss runs here; true when inserted. */
export async function enqueueOfferGeneration(projectId: number, tx?: Prisma.TransactionClient): Promise<boolean> {
  const boss = getRunningBoss();
  if (!boss) return false;
  return sendGenerateJob(boss, projectId, tx);
}

/** Wakes this process's worker (call after the enqueue commits). */
export function wakeOfferWorker(): void {
  wakeWorker(OFFER_GENERATE_QUEUE);
}

export interface GenerateOptions {
  /** AI settings (default: from env); `null`: templates only. */
  ai?: OfferAiSettings | null;
  tables?: BathroomPriceTables;
}

export interface GenerationOutcome {
  status: "created" | "exists" | "missing";
  offerId?: number;
  uniqueLinkId?: string;
  textSource?: OfferTextSource;
}

/**
 * Generates and stores the offer of one project.
 * @throws when price tables, the pricing engine or the database fail; AI problems fall back to templates.
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
      // Serialises concurrent runs for the same project.
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

function errorText(error: unknown): string {
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  const cause = error instanceof Error && error.cause instanceof Error ? ` (${error.cause.message})` : "";
  return `${message}${cause}`.slice(0, ERROR_MAX_LENGTH);
}

/** Marks the generation of `projectId` failed for good; true when a failure row was written. */
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

/** Runs one job; on the last attempt records the failure before rethrowing. */
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
  minAgeMs?: number;
  boss?: PgBoss;
}

/** Enqueues bathroom projects without offer row and live job; returns how many (0 without a boss). */
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
    await boss.deleteJob(OFFER_GENERATE_QUEUE, generateJobId(id));
    if (await sendGenerateJob(boss, id)) enqueued += 1;
  }
  enqueued += await sweepRegenerations(boss);
  if (enqueued > 0) wakeOfferWorker();
  return enqueued;
}

/** Re-enqueues "generating" offers whose job is missing; returns how many. */
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
    // A finished job left the row "generating": the project has another usable offer, or the job is stale.
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

export async function registerOfferJobs(boss: PgBoss): Promise<void> {
  const generatePolicy = {
    name: OFFER_GENERATE_QUEUE,
    retryLimit: OFFER_MAX_ATTEMPTS - 1,
    retryDelay: OFFER_RETRY_DELAY_SECONDS,
    retryBackoff: true,
    // A job running longer than this counts as crashed.
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
      const results = await Promise.allSettled(jobs.map((job) => runGenerateJob(job)));
      for (const [index, result] of results.entries()) {
        if (result.status === "rejected")
          await boss.fail(OFFER_GENERATE_QUEUE, jobs[index]!.id, { message: errorText(result.reason) });
      }
      // Full batch: fetch again now (not on PGlite, where it would race pg-boss's completion).
      if (batchSize > 1 && jobs.length === batchSize) wakeOfferWorker();
    },
  );
  rememberWorker(OFFER_GENERATE_QUEUE, workerId);
  await boss.work(OFFER_SWEEP_QUEUE, async () => {
    await sweepMissingOffers({ boss });
  });
  await boss.schedule(OFFER_SWEEP_QUEUE, "* * * * *");
}
