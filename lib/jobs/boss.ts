/**
 * Background jobs with pg-boss: the queue lives in the app's own PostgreSQL (schema `pgboss`, created
 * by pg-boss itself on first start), so a queued job survives a restart and several app instances
 * share one queue (docs/architecture.md, "jobs" and "Scale-out").
 *
 * One pg-boss instance per process, kept on `globalThis` (Next bundles instrumentation.ts and the route
 * handlers separately, and dev hot reloads re-run modules; a module variable would start several).
 * `startJobs({ register })` connects with DATABASE_URL (set by `npm run dev` / `npm start` for the
 * embedded PGlite server as well) and hands the started boss to `register`, which creates the queues,
 * workers and schedules. This module imports no feature module (it is a leaf: lib/email/outbox.ts and
 * lib/offers/offer-generation.ts import it); the app's registrations are collected in
 * lib/jobs/workers.ts (`startWorkers`, called once from `instrumentation.ts` when the Node.js server
 * starts). Processes that never start it (tests, CLI scripts, `next build`)
 * have no running boss: `getRunningBoss()` answers undefined there and callers fall back (see
 * lib/email/outbox.ts: the e-mail row stays pending and the worker process's sweep sends it).
 *
 * Embedded PGlite (`npm run dev` / `npm start` without DATABASE_URL): pg-boss works unchanged on it.
 * pglite-socket serves all connections from one PGlite session and runs one transaction at a time, so
 * code inside a transaction must never wait for a query on another connection (it would wait until
 * Prisma's transaction timeout); lib/email/outbox.ts therefore inserts jobs through the transaction.
 *
 * Queues (names in lib/jobs/queue-names.ts, registrations in lib/jobs/workers.ts): "email.deliver"
 * and "email.sweep" (lib/email/outbox.ts), "offer.generate" and "offer.sweep"
 * (lib/offers/offer-generation.ts), "retention.daily" (lib/retention/retention.ts).
 */
import "server-only";
import { createHash } from "node:crypto";
import PgBoss from "pg-boss";
import { env } from "@/lib/env";
import { logger } from "@/lib/log";
import type { Prisma } from "@/lib/generated/prisma/client";

/** Connections of pg-boss's own pool (polling, maintenance, cron); the app's Prisma pool is separate. */
const BOSS_POOL_SIZE = 3;

interface JobsState {
  /** The start in progress or done (resolves with the started boss). */
  starting?: Promise<PgBoss>;
  boss?: PgBoss;
  /** Worker ids by queue name, for `wakeWorker`. */
  workers: Map<string, string>;
}

const globalForJobs = globalThis as unknown as { renovioJobs?: JobsState };

function jobsState(): JobsState {
  globalForJobs.renovioJobs ??= { workers: new Map() };
  return globalForJobs.renovioJobs;
}

/** Creates queues, workers and schedules on a started boss (e.g. `registerEmailJobs`). */
export type JobRegistration = (boss: PgBoss) => Promise<void>;

export interface StartJobsOptions {
  /** PostgreSQL URL (default: DATABASE_URL from lib/env.ts). */
  connectionString?: string;
  /**
   * Called once with the started boss before `startJobs` resolves (lib/jobs/workers.ts passes the
   * app's registrations). Without it only pg-boss itself runs (tests that enqueue by hand).
   */
  register?: JobRegistration;
}

/**
 * Starts pg-boss in this process (once; later calls return the same promise, whatever their
 * options) and runs `options.register` on it.
 *
 * @returns the started instance.
 * @throws Error when no database URL is configured or pg-boss cannot start (the state is reset, so a
 *   later call tries again).
 */
export function startJobs(options: StartJobsOptions = {}): Promise<PgBoss> {
  const state = jobsState();
  state.starting ??= (async () => {
    const connectionString = options.connectionString ?? env.DATABASE_URL;
    if (!connectionString)
      throw new Error("DATABASE_URL ist nicht gesetzt: Hintergrund-Jobs (pg-boss) können nicht starten.");
    const boss = new PgBoss({
      connectionString,
      max: Math.min(BOSS_POOL_SIZE, env.DATABASE_POOL_SIZE),
      application_name: "renovio-jobs",
    });
    boss.on("error", (error) => logger.error({ err: error }, "[jobs] pg-boss-Fehler"));
    try {
      await boss.start();
      await options.register?.(boss);
    } catch (error) {
      await boss.stop({ graceful: false, wait: true }).catch(() => undefined);
      throw error;
    }
    state.boss = boss;
    return boss;
  })().catch((error: unknown) => {
    state.starting = undefined;
    state.workers.clear();
    throw error;
  });
  return state.starting;
}

/**
 * The started boss of this process, else undefined (not started, still starting, or failed to start).
 * Deliberately does not wait for a start in progress: callers may be inside a database transaction,
 * and on the embedded PGlite server pg-boss's start queries would wait for that transaction.
 */
export function getRunningBoss(): PgBoss | undefined {
  return jobsState().boss;
}

/**
 * Stops the workers and closes pg-boss's pool (tests; a graceful shutdown). Jobs that were running
 * are finished first, up to `timeoutMs`; an interrupted job expires and is retried by pg-boss.
 */
export async function stopJobs(timeoutMs = 10_000): Promise<void> {
  const state = jobsState();
  const boss = await state.starting?.catch(() => undefined);
  state.starting = undefined;
  state.boss = undefined;
  state.workers.clear();
  await boss?.stop({ graceful: true, wait: true, timeout: timeoutMs });
}

/** Remembers the worker of `queue` (its id from `boss.work`) so that `wakeWorker` can reach it. */
export function rememberWorker(queue: string, workerId: string): void {
  jobsState().workers.set(queue, workerId);
}

/**
 * Makes this process's worker of `queue` fetch at once instead of at its next poll (after a job was
 * committed). Does nothing when no worker of that queue runs here.
 */
export function wakeWorker(queue: string): void {
  const { boss, workers } = jobsState();
  const id = workers.get(queue);
  if (boss && id) boss.notifyWorker(id);
}

/**
 * pg-boss's `db` option over a Prisma client or interactive transaction: `boss.send(queue, data,
 * { db: prismaJobDb(tx) })` inserts the job inside that transaction (see the PGlite note above).
 */
export function prismaJobDb(db: Prisma.TransactionClient): PgBoss.Db {
  return {
    async executeSql(text: string, values: unknown[] = []) {
      const params = values.map((value) =>
        value === undefined
          ? null
          : value !== null && typeof value === "object" && !(value instanceof Date)
            ? JSON.stringify(value)
            : value,
      );
      return { rows: await db.$queryRawUnsafe<unknown[]>(text, ...params) };
    },
  };
}

/**
 * A job id that is fixed per `namespace` and `id`: a version-5-style UUID from the SHA-256 of
 * "{namespace}:{id}". pg-boss ignores a job whose id exists, so a row is never queued twice.
 */
export function stableJobId(namespace: string, id: number): string {
  const hex = createHash("sha256").update(`${namespace}:${id}`).digest("hex");
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
