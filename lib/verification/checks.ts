/**
 * Register checks as pg-boss jobs: one check row per source and owner (registration or company), run by
 * "verification.check", retried by a sweep while the register is unavailable, and repeated monthly for
 * every approved company. A user's request only inserts rows and jobs; it never waits for a register.
 */
import "server-only";
import type PgBoss from "pg-boss";
import { getDb } from "@/lib/db";
import { wakeEmailWorker } from "@/lib/email/outbox";
import { Prisma } from "@/lib/generated/prisma/client";
import { getRunningBoss, prismaJobDb, rememberWorker, stableJobId, wakeWorker } from "@/lib/jobs/boss";
import {
  VERIFICATION_CHECK_QUEUE,
  VERIFICATION_INSURANCE_QUEUE,
  VERIFICATION_MONTHLY_QUEUE,
  VERIFICATION_SWEEP_QUEUE,
} from "@/lib/jobs/queue-names";
import { logger } from "@/lib/log";
import { VIENNA_TIME_ZONE } from "@/lib/time/vienna";
import { registerConfig, type RegisterConfig } from "./adapters/config";
import { lookupFirmenbuch } from "./adapters/firmenbuch";
import { searchGisa } from "./adapters/gisa";
import { checkVatNumber, splitVatId } from "./adapters/vies";
import { runInsuranceReminders } from "@/lib/verification/insurance";
import { refreshCompanyStanding } from "@/lib/verification/standing";
import type { CheckOutcome, RegisterAnswer, RegisterSource } from "@/lib/verification/types";

/** Attempts while a register is unavailable; the gap doubles from RETRY_BASE_MINUTES, capped at a day. */
export const CHECK_MAX_ATTEMPTS = 8;
const RETRY_BASE_MINUTES = 10;
export const VERIFICATION_SWEEP_CRON = "*/10 * * * *";
/** 04:00 Vienna time on the 1st of each month. */
export const VERIFICATION_MONTHLY_CRON = "0 4 1 * *";
/** Insurance reminders and expiry: daily at 06:15 Vienna time. */
export const VERIFICATION_INSURANCE_CRON = "15 6 * * *";

type Owner = { companyId: number } | { registrationId: number };

interface Numbers {
  gisaNumber: string | null;
  vatId: string | null;
  fnNumber: string | null;
}

/** The queries for `numbers`: GISA always (a missing number is a failed check), VIES and Firmenbuch when given. */
function plannedQueries(numbers: Numbers): { source: RegisterSource; query: Prisma.InputJsonObject }[] {
  const planned: { source: RegisterSource; query: Prisma.InputJsonObject }[] = [
    { source: "gisa", query: { gisaNumber: numbers.gisaNumber?.trim() ?? "" } },
  ];
  const vat = numbers.vatId ? splitVatId(numbers.vatId) : null;
  if (numbers.vatId) {
    planned.push({
      source: "vies",
      query: vat ? { countryCode: vat.countryCode, vatNumber: vat.vatNumber } : { vatId: numbers.vatId },
    });
  }
  if (numbers.fnNumber) planned.push({ source: "firmenbuch", query: { fnNumber: numbers.fnNumber.trim() } });
  return planned;
}

function checkJobId(checkId: number, attempt: number): string {
  return stableJobId(`verification-check-${attempt}`, checkId);
}

async function sendCheckJobs(checkIds: number[], db?: Prisma.TransactionClient, attempts = 0): Promise<void> {
  const boss = getRunningBoss();
  if (!boss) return;
  for (const checkId of checkIds) {
    await boss.send(
      VERIFICATION_CHECK_QUEUE,
      { checkId },
      { id: checkJobId(checkId, attempts), ...(db ? { db: prismaJobDb(db) } : {}) },
    );
  }
}

async function insertChecks(owner: Owner, numbers: Numbers, tx: Prisma.TransactionClient): Promise<number[]> {
  const ids: number[] = [];
  for (const { source, query } of plannedQueries(numbers)) {
    const row = await tx.verificationCheck.create({ data: { ...owner, source, query }, select: { id: true } });
    ids.push(row.id);
  }
  await sendCheckJobs(ids, tx);
  return ids;
}

/** Makes this process's check worker fetch now (call after the inserting transaction commits). */
export function wakeCheckWorker(): void {
  wakeWorker(VERIFICATION_CHECK_QUEUE);
}

/** Inserts the checks of registration `registrationId` and their jobs in `tx`; returns the check ids. */
export async function queueRegistrationChecks(registrationId: number, tx: Prisma.TransactionClient): Promise<number[]> {
  const numbers = await tx.companyRegistration.findUniqueOrThrow({
    where: { id: registrationId },
    select: { gisaNumber: true, vatId: true, fnNumber: true },
  });
  return insertChecks({ registrationId }, numbers, tx);
}

/**
 * Inserts fresh checks of company `companyId` (in `tx`, else its own transaction) and their jobs; a source
 * with a check still pending is skipped. Returns the new check ids.
 */
export async function queueCompanyChecks(companyId: number, tx?: Prisma.TransactionClient): Promise<number[]> {
  const run = async (db: Prisma.TransactionClient) => {
    const numbers = await db.company.findUniqueOrThrow({
      where: { id: companyId },
      select: { gisaNumber: true, vatId: true, fnNumber: true },
    });
    const pending = await db.verificationCheck.findMany({
      where: { companyId, outcome: "pending" },
      select: { source: true },
    });
    const skip = new Set(pending.map((row) => row.source));
    const ids: number[] = [];
    for (const { source, query } of plannedQueries(numbers)) {
      if (skip.has(source)) continue;
      const row = await db.verificationCheck.create({ data: { companyId, source, query }, select: { id: true } });
      ids.push(row.id);
    }
    await sendCheckJobs(ids, db);
    return ids;
  };
  const ids = tx ? await run(tx) : await getDb().$transaction(run);
  if (!tx && ids.length > 0) wakeWorker(VERIFICATION_CHECK_QUEUE);
  return ids;
}

function notCheckable(reason: string): RegisterAnswer<null> {
  return { outcome: "unavailable", details: null, rawAnswer: reason };
}

async function askRegister(
  source: string,
  query: Record<string, string | undefined>,
  configs: RegisterConfig,
): Promise<RegisterAnswer<unknown>> {
  switch (source) {
    case "vies": {
      if (!query.countryCode || !query.vatNumber)
        return { outcome: "invalid", details: null, rawAnswer: "UID-Nummer hat kein gültiges Format" };
      return checkVatNumber(configs.vies, { countryCode: query.countryCode, vatNumber: query.vatNumber });
    }
    case "gisa": {
      if (!query.gisaNumber) return { outcome: "invalid", details: null, rawAnswer: "Keine GISA-Zahl angegeben" };
      if (!configs.gisa) return notCheckable("GISA ist nicht eingerichtet (GISA_BASE_URL und GISA_API_KEY fehlen)");
      return searchGisa(configs.gisa, { gisaNumber: query.gisaNumber });
    }
    case "firmenbuch": {
      if (!configs.firmenbuch) return notCheckable("Firmenbuch ist nicht eingerichtet (FIRMENBUCH_API_KEY fehlt)");
      return lookupFirmenbuch(configs.firmenbuch, { fnNumber: query.fnNumber ?? "" });
    }
    default:
      return notCheckable(`Unbekannte Quelle ${source}`);
  }
}

export interface RunCheckOptions {
  /** Register settings; default from the environment. */
  configs?: RegisterConfig;
  now?: Date;
}

export interface DueCheckOptions extends RunCheckOptions {
  /** Only these checks (a test's own, in a database other tests share). */
  checkIds?: number[];
}

/**
 * Asks the register for check `checkId` (outside any transaction), stores source answer, outcome and time,
 * and refreshes the owning company's standing. A check already definitive is left alone (a repeated job).
 * @returns the stored outcome; null when the check no longer exists.
 */
export async function runCheck(checkId: number, options: RunCheckOptions = {}): Promise<CheckOutcome | null> {
  const db = getDb();
  const check = await db.verificationCheck.findUnique({
    where: { id: checkId },
    select: { source: true, query: true, outcome: true, companyId: true },
  });
  if (!check) return null;
  if (check.outcome === "valid" || check.outcome === "invalid") return check.outcome as CheckOutcome;
  const answer = await askRegister(
    check.source,
    check.query as Record<string, string | undefined>,
    options.configs ?? registerConfig(),
  );
  const now = options.now ?? new Date();
  const standing = await db.$transaction(async (tx) => {
    await tx.verificationCheck.update({
      where: { id: checkId },
      data: {
        outcome: answer.outcome,
        details: (answer.details ?? undefined) as Prisma.InputJsonValue | undefined,
        rawAnswer: answer.rawAnswer.slice(0, 20_000),
        attempts: { increment: 1 },
        checkedAt: now,
      },
    });
    return check.companyId === null ? null : refreshCompanyStanding(check.companyId, tx, now);
  });
  if (standing?.newlyPaused) wakeEmailWorker();
  return answer.outcome;
}

/**
 * Runs every check due as of `now`: pending ones older than a minute (their job was lost) and unavailable
 * ones whose retry gap passed, up to CHECK_MAX_ATTEMPTS. Returns how many ran.
 */
export async function runDueChecks(options: DueCheckOptions = {}): Promise<number> {
  const now = options.now ?? new Date();
  const only = options.checkIds ? Prisma.sql`AND id = ANY(${options.checkIds}::int[])` : Prisma.empty;
  const due = await getDb().$queryRaw<{ id: number }[]>`
    SELECT id FROM verification_checks
    WHERE ((outcome = 'pending' AND created_at <= ${now}::timestamptz - interval '1 minute')
       OR (outcome = 'unavailable' AND attempts < ${CHECK_MAX_ATTEMPTS}
           AND checked_at <= ${now}::timestamptz
             - least(interval '1 day', make_interval(mins => ${RETRY_BASE_MINUTES} * power(2, attempts - 1)::int))))
      ${only}
    ORDER BY id LIMIT 200`;
  for (const { id } of due) await runCheck(id, options);
  return due.length;
}

/** Queues fresh checks for every approved, active company (the monthly re-check); returns the count. */
export async function queueMonthlyChecks(): Promise<number> {
  const companies = await getDb().company.findMany({
    where: { verified: true, deactivatedAt: null },
    select: { id: true },
    orderBy: { id: "asc" },
  });
  for (const { id } of companies) await queueCompanyChecks(id);
  return companies.length;
}

export async function registerVerificationJobs(boss: PgBoss): Promise<void> {
  await boss.createQueue(VERIFICATION_CHECK_QUEUE, { name: VERIFICATION_CHECK_QUEUE, retryLimit: 2 });
  await boss.createQueue(VERIFICATION_SWEEP_QUEUE, { name: VERIFICATION_SWEEP_QUEUE, retryLimit: 0 });
  await boss.createQueue(VERIFICATION_MONTHLY_QUEUE, { name: VERIFICATION_MONTHLY_QUEUE, retryLimit: 2 });
  await boss.createQueue(VERIFICATION_INSURANCE_QUEUE, { name: VERIFICATION_INSURANCE_QUEUE, retryLimit: 2 });
  const workerId = await boss.work<{ checkId: number }>(VERIFICATION_CHECK_QUEUE, async ([job]) => {
    if (job) await runCheck(job.data.checkId);
  });
  rememberWorker(VERIFICATION_CHECK_QUEUE, workerId);
  await boss.work(VERIFICATION_SWEEP_QUEUE, async () => {
    const ran = await runDueChecks();
    if (ran > 0) logger.info({ ran }, "[verification] fällige Registerprüfungen ausgeführt");
  });
  await boss.work(VERIFICATION_MONTHLY_QUEUE, async () => {
    const companies = await queueMonthlyChecks();
    logger.info({ companies }, "[verification] monatliche Registerprüfung eingeplant");
  });
  await boss.work(VERIFICATION_INSURANCE_QUEUE, async () => {
    const result = await runInsuranceReminders();
    logger.info(result, "[verification] Versicherungen: Erinnerungen und Abläufe geprüft");
  });
  await boss.schedule(VERIFICATION_SWEEP_QUEUE, VERIFICATION_SWEEP_CRON, undefined, { tz: VIENNA_TIME_ZONE });
  await boss.schedule(VERIFICATION_MONTHLY_QUEUE, VERIFICATION_MONTHLY_CRON, undefined, { tz: VIENNA_TIME_ZONE });
  await boss.schedule(VERIFICATION_INSURANCE_QUEUE, VERIFICATION_INSURANCE_CRON, undefined, { tz: VIENNA_TIME_ZONE });
}
