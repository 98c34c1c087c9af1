/**
 * Names of the app's pg-boss queues. A plain module (no "server-only"), so scripts such as
 * scripts/bench.ts can use them too; the queues are registered in lib/email/outbox.ts and
 * lib/offers/offer-generation.ts.
 */

/** Jobs that deliver one e-mail outbox row each (data: `{ outboxId }`). */
export const EMAIL_DELIVER_QUEUE = "email.deliver";
/** The e-mail sweep, scheduled every minute. */
export const EMAIL_SWEEP_QUEUE = "email.sweep";
/** Jobs that generate the bathroom offer of one project (data: `{ projectId }`). */
export const OFFER_GENERATE_QUEUE = "offer.generate";
/** The offer sweep, scheduled every minute. */
export const OFFER_SWEEP_QUEUE = "offer.sweep";
