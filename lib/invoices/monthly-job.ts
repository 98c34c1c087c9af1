/**
 * The monthly commission invoicing as a pg-boss job (issue 15 §3): scheduled on the 1st of every
 * month at 00:05 Vienna time (pg-boss cron with `tz`), it invoices the previous month
 * (lib/data/invoices.ts `issueMonthlyInvoices`). pg-boss keeps one schedule per queue, so several
 * instances start one run; and a second run issues nothing twice anyway. A run with failures (or
 * with Einstellungen lacking the issuer's data) throws, so pg-boss retries it later; the retry
 * issues only what is still missing. A company held for missing billing data is no failure: its
 * entries stay open, the dashboards warn, and the next run (or "Rechnungslauf starten") invoices it.
 */
import "server-only";
import type PgBoss from "pg-boss";
import { issueMonthlyInvoices, type MonthlyInvoicingResult } from "@/lib/data/invoices";
import { INVOICES_MONTHLY_QUEUE } from "@/lib/jobs/queue-names";

/** 00:05 on the 1st of each month (Europe/Vienna). */
export const INVOICES_MONTHLY_CRON = "5 0 1 * *";
/** Retries of a failed run, one hour apart. */
const RETRY_LIMIT = 5;
const RETRY_DELAY_SECONDS = 3600;
/** A run longer than this counts as crashed (2,000 companies take about a minute). */
const EXPIRE_SECONDS = 3600;

/**
 * One run of the job at `now`.
 *
 * @throws Error when companies failed or Einstellungen lack the issuer data (pg-boss retries).
 */
export async function runMonthlyInvoicing(now: Date = new Date()): Promise<MonthlyInvoicingResult> {
  const result = await issueMonthlyInvoices({ now });
  if (result.missingIssuer.length > 0) {
    throw new Error(
      `Rechnungslauf ${result.periodStart}: Einstellungen unvollständig (${result.missingIssuer.join(", ")}).`,
    );
  }
  if (result.failed.length > 0) {
    throw new Error(
      `Rechnungslauf ${result.periodStart}: ${result.failed.length} Rechnung(en) fehlgeschlagen, ${result.issued.length} ausgestellt.`,
    );
  }
  return result;
}

/** Registers the queue, its worker and the monthly schedule (collected in lib/jobs/workers.ts). */
export async function registerInvoiceJobs(boss: PgBoss): Promise<void> {
  const policy = {
    name: INVOICES_MONTHLY_QUEUE,
    retryLimit: RETRY_LIMIT,
    retryDelay: RETRY_DELAY_SECONDS,
    expireInSeconds: EXPIRE_SECONDS,
  };
  await boss.createQueue(INVOICES_MONTHLY_QUEUE, policy);
  await boss.updateQueue(INVOICES_MONTHLY_QUEUE, policy);
  await boss.work(INVOICES_MONTHLY_QUEUE, async () => {
    await runMonthlyInvoicing();
  });
  await boss.schedule(INVOICES_MONTHLY_QUEUE, INVOICES_MONTHLY_CRON, undefined, { tz: "Europe/Vienna" });
}
