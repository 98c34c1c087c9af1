/**
 * Monthly commission invoicing as a pg-boss job: the 1st at 00:05 Vienna time invoices the previous
 * month. Runs are idempotent; a run with failures throws so pg-boss retries what is still missing.
 */
import "server-only";
import type PgBoss from "pg-boss";
import { issueMonthlyInvoices, type MonthlyInvoicingResult } from "./issuing";
import { INVOICES_MONTHLY_QUEUE } from "@/lib/jobs/queue-names";
import { VIENNA_TIME_ZONE } from "@/lib/time/vienna";

/** 00:05 on the 1st of each month (Europe/Vienna). */
export const INVOICES_MONTHLY_CRON = "5 0 1 * *";
const RETRY_LIMIT = 5;
const RETRY_DELAY_SECONDS = 3600;
/** A run longer than this counts as crashed (s). */
const EXPIRE_SECONDS = 3600;

/** @throws Error when companies failed or Einstellungen lack the issuer data (pg-boss retries). */
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
  await boss.schedule(INVOICES_MONTHLY_QUEUE, INVOICES_MONTHLY_CRON, undefined, { tz: VIENNA_TIME_ZONE });
}
