/**
 * Names of the app's pg-boss queues. A plain module (no "server-only"), so scripts such as
 * scripts/bench.ts can use them too; the queues are created by the registrations that
 * lib/jobs/workers.ts collects (lib/email/outbox.ts, lib/offers/offer-generation.ts,
 * lib/retention/retention.ts).
 */

/** Jobs that deliver one e-mail outbox row each (data: `{ outboxId }`). */
export const EMAIL_DELIVER_QUEUE = "email.deliver";
/** The e-mail sweep, scheduled every minute. */
export const EMAIL_SWEEP_QUEUE = "email.sweep";
/** Jobs that generate the bathroom offer of one project (data: `{ projectId }`). */
export const OFFER_GENERATE_QUEUE = "offer.generate";
/** The offer sweep, scheduled every minute. */
export const OFFER_SWEEP_QUEUE = "offer.sweep";
/** The daily retention run (deletes and blanks what /datenschutz promises), scheduled once a day. */
export const RETENTION_QUEUE = "retention.daily";
/** The team's reminder about leads waiting for a company, scheduled every 30 minutes. */
export const UNASSIGNED_DIGEST_QUEUE = "alerts.unassigned-digest";
/** The hourly review invitations (lib/reviews/invitations.ts, issue 15 §4). */
export const REVIEW_INVITATIONS_QUEUE = "reviews.invitations";
/** The 24-hour contact reminder to companies (lib/leads/contact-reminders.ts, issue 15 §1), every 15 minutes. */
export const CONTACT_REMINDERS_QUEUE = "leads.contact-reminders";
/** The monthly commission invoicing on the 1st (lib/invoices/monthly-job.ts, issue 15 §3). */
export const INVOICES_MONTHLY_QUEUE = "invoices.monthly";
