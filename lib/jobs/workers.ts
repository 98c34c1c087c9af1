/**
 * The app's background jobs in one list: this module imports the feature modules that have jobs and
 * hands their registrations to the queue module (lib/jobs/boss.ts), which itself imports none of them
 * (issue 12 §9: no import cycle between the queue, the outbox and the offer generation).
 *
 * `startWorkers()` is called once from `instrumentation.ts` when the Node.js server starts.
 * Registered: "email.deliver" / "email.sweep" (lib/email/outbox.ts), "offer.generate" /
 * "offer.sweep" (lib/offers/offer-generation.ts), "retention.daily" (lib/retention/retention.ts),
 * "alerts.unassigned-digest" (lib/alerts/admin-alerts.ts), "reviews.invitations" (lib/reviews/invitations.ts),
 * "leads.contact-reminders" (lib/leads/contact-reminders.ts), the monthly commission invoicing
 * (lib/invoices/monthly-job.ts).
 * To add a job: export a `register…Jobs(boss)` from the feature module, add it to REGISTRATIONS.
 */
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

/** Every registration, in the order they run on start. */
const REGISTRATIONS: readonly JobRegistration[] = [
  registerEmailJobs,
  registerOfferJobs,
  registerRetentionJobs,
  registerAlertJobs,
  registerReviewJobs,
  registerContactReminderJobs,
  registerInvoiceJobs,
];

/** Creates every queue, worker and schedule of the app on a started boss. */
export async function registerWorkers(boss: PgBoss): Promise<void> {
  for (const register of REGISTRATIONS) await register(boss);
}

/**
 * Starts pg-boss in this process with the app's workers (once; see `startJobs`).
 *
 * @throws Error when no database URL is configured or pg-boss cannot start.
 */
export function startWorkers(options: Omit<StartJobsOptions, "register"> = {}): Promise<PgBoss> {
  return startJobs({ ...options, register: registerWorkers });
}
