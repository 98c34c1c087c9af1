/** The feature modules' job registrations (boss.ts imports none of them: no import cycle). */
import "server-only";
import type PgBoss from "pg-boss";
import { registerAlertJobs } from "@/lib/alerts/admin-alerts";
import { registerEmailJobs } from "@/lib/email/outbox";
import { registerInvoiceJobs } from "@/lib/invoices/monthly-job";
import { startJobs, type JobRegistration, type StartJobsOptions } from "@/lib/jobs/boss";
import { registerContactReminderJobs } from "@/lib/leads/contact-reminders";
import { registerOfferJobs } from "@/lib/offers/offer-generation";
import { registerRetentionJobs } from "@/lib/retention/retention";
import { registerReviewJobs } from "@/lib/reviews/invitations";
import { registerSmsJobs } from "@/lib/sms/phone-verification";
import { registerVerificationJobs } from "@/lib/verification/checks";
import { registerVisitJobs } from "@/lib/visits/reminders";

const REGISTRATIONS: readonly JobRegistration[] = [
  registerEmailJobs,
  registerOfferJobs,
  registerRetentionJobs,
  registerAlertJobs,
  registerReviewJobs,
  registerContactReminderJobs,
  registerInvoiceJobs,
  registerVerificationJobs,
  registerSmsJobs,
  registerVisitJobs,
];

/** Runs every registration on a started boss. */
export async function registerWorkers(boss: PgBoss): Promise<void> {
  for (const register of REGISTRATIONS) await register(boss);
}

/** Starts pg-boss with the app's workers. @throws Error when it cannot start */
export function startWorkers(options: Omit<StartJobsOptions, "register"> = {}): Promise<PgBoss> {
  return startJobs({ ...options, register: registerWorkers });
}
