/** Background jobs with pg-boss in the app's PostgreSQL: jobs survive restarts, instances share queues. */
import "server-only";
import { createHash } from "node:crypto";
import PgBoss from "pg-boss";
import { env } from "@/lib/env";
import { logger } from "@/lib/log";
import type { Prisma } from "@/lib/generated/prisma/client";

const BOSS_POOL_SIZE = 3;

interface JobsState {
  starting?: Promise<PgBoss>;
  boss?: PgBoss;
  workers: Map<string, string>;
}

const globalForJobs = globalThis as unknown as { renovioJobs?: JobsState };

function jobsState(): JobsState {
  globalForJobs.renovioJobs ??= { workers: new Map() };
  return globalForJobs.renovioJobs;
}

export type JobRegistration = (boss: PgBoss) => Promise<void>;

export interface StartJobsOptions {
  connectionString?: string;
  register?: JobRegistration;
}

/** Starts pg-boss once per process and runs `register`. @throws Error without database URL or on failure */
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

/** The started boss, else undefined; never waits for a start (the caller may hold a transaction). */
export function getRunningBoss(): PgBoss | undefined {
  return jobsState().boss;
}

/** Stops pg-boss; running jobs get `timeoutMs` to finish. */
export async function stopJobs(timeoutMs = 10_000): Promise<void> {
  const state = jobsState();
  const boss = await state.starting?.catch(() => undefined);
  state.starting = undefined;
  state.boss = undefined;
  state.workers.clear();
  await boss?.stop({ graceful: true, wait: true, timeout: timeoutMs });
}

export function rememberWorker(queue: string, workerId: string): void {
  jobsState().workers.set(queue, workerId);
}

/** Makes this process's worker of `queue` fetch now. */
export function wakeWorker(queue: string): void {
  const { boss, workers } = jobsState();
  const id = workers.get(queue);
  if (boss && id) boss.notifyWorker(id);
}

/** pg-boss's `db` option over a Prisma transaction (PGlite runs one transaction at a time). */
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

/** A UUID fixed per `namespace` and `id`, so pg-boss never queues a row twice. */
export function stableJobId(namespace: string, id: number): string {
  const hex = createHash("sha256").update(`${namespace}:${id}`).digest("hex");
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
