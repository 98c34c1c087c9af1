/** pg-boss queue names (no server-only: scripts use them). */

/** data: `{ outboxId }` */
export const EMAIL_DELIVER_QUEUE = "email.deliver";
export const EMAIL_SWEEP_QUEUE = "email.sweep";
/** data: `{ projectId }` */
export const OFFER_GENERATE_QUEUE = "offer.generate";
export const OFFER_SWEEP_QUEUE = "offer.sweep";
export const RETENTION_QUEUE = "retention.daily";
export const UNASSIGNED_DIGEST_QUEUE = "alerts.unassigned-digest";
export const REVIEW_INVITATIONS_QUEUE = "reviews.invitations";
export const CONTACT_REMINDERS_QUEUE = "leads.contact-reminders";
export const INVOICES_MONTHLY_QUEUE = "invoices.monthly";
/** data: `{ checkId }` */
export const VERIFICATION_CHECK_QUEUE = "verification.check";
export const VERIFICATION_SWEEP_QUEUE = "verification.sweep";
export const VERIFICATION_MONTHLY_QUEUE = "verification.monthly";
export const VERIFICATION_INSURANCE_QUEUE = "verification.insurance-reminders";
/** data: `{ verificationId }` */
export const SMS_DELIVER_QUEUE = "sms.deliver";
export const VISIT_REMINDERS_QUEUE = "visits.reminders";
