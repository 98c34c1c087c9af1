/**
 * The admin's inboxes (issue 13 §5): contact messages ("Kontaktanfragen") and the e-mail outbox
 * ("E-Mails"). Pure: answer shapes, German labels and display rules, shared by the data layer, the
 * route handlers and the browser.
 */

/** Default and largest page size of both lists. */
export const INBOX_PAGE_SIZE = 25;
export const INBOX_MAX_PAGE_SIZE = 100;

/* ---------- contact messages ---------- */

/** Filter of the contact-message list: open = not done (new and read), unread = never opened. */
export const CONTACT_MESSAGE_FILTERS = ["open", "unread", "done", "all"] as const;
export type ContactMessageFilter = (typeof CONTACT_MESSAGE_FILTERS)[number];
export const CONTACT_MESSAGE_FILTER_LABELS: Record<ContactMessageFilter, string> = {
  open: "Offen",
  unread: "Neu",
  done: "Erledigt",
  all: "Alle",
};

/** A message's state: new (never opened), read, done. */
export type ContactMessageState = "new" | "read" | "done";
export const CONTACT_MESSAGE_STATE_LABELS: Record<ContactMessageState, string> = {
  new: "Neu",
  read: "Gelesen",
  done: "Erledigt",
};

/** One row of GET /api/admin/contact-messages (times ISO, UTC). The text is only in the detail. */
export interface AdminContactMessageRow {
  id: number;
  name: string;
  email: string;
  subject: string;
  createdAt: string;
  readAt: string | null;
  doneAt: string | null;
}

/** GET/PATCH /api/admin/contact-messages/{id} → `{ message }`. */
export interface AdminContactMessage extends AdminContactMessageRow {
  message: string;
}

/** GET /api/admin/contact-messages. */
export interface AdminContactMessagesPage {
  messages: AdminContactMessageRow[];
  total: number;
  page: number;
  pageSize: number;
}

/** The state shown for a message (done wins over read). */
export function contactMessageState(message: Pick<AdminContactMessageRow, "readAt" | "doneAt">): ContactMessageState {
  if (message.doneAt) return "done";
  return message.readAt ? "read" : "new";
}

/** Subject of a reply: "Re: <subject>", without stacking "Re:" on a reply. */
export function replySubject(subject: string): string {
  const trimmed = subject.trim();
  return /^re:/i.test(trimmed) ? trimmed : `Re: ${trimmed}`;
}

/** The mailto: link of "Antworten": the sender's address with the reply subject (encoded). */
export function replyMailto(message: Pick<AdminContactMessageRow, "email" | "subject">): string {
  return `mailto:${encodeURIComponent(message.email).replace(/%40/g, "@")}?subject=${encodeURIComponent(replySubject(message.subject))}`;
}

/* ---------- e-mails ---------- */

export const EMAIL_STATUSES = ["pending", "sending", "sent", "failed"] as const;
export type EmailStatus = (typeof EMAIL_STATUSES)[number];
export const EMAIL_STATUS_LABELS: Record<EmailStatus, string> = {
  pending: "Ausstehend",
  sending: "Wird gesendet",
  sent: "Gesendet",
  failed: "Fehlgeschlagen",
};

/** German names of the e-mails, by the prefix of their idempotency key (see `emailTemplateKey`). */
export const EMAIL_TEMPLATE_LABELS: Record<string, string> = {
  "lead-assigned": "Neue Anfrage an Firma",
  "lead-unassigned": "Anfrage entzogen (Firma)",
  "contact-message": "Kontaktanfrage an das Team",
  "registration-approved": "Firmenanmeldung angenommen",
  "registration-rejected": "Firmenanmeldung abgelehnt",
  "onboarding-approved": "Partner-Onboarding angenommen",
  "onboarding-rejected": "Partner-Onboarding abgelehnt",
  "offer-approved": "Angebot an Kunden",
  "advertising-decision": "Werbeanfrage entschieden",
  "setup-link": "Link zum Passwort setzen",
  "password-reset": "Passwort zurücksetzen",
  "admin-invite": "Einladung Admin",
  "project-confirmation": "Bestätigung an Kunden (Mein Projekt)",
  "project-links": "Links zu „Mein Projekt“",
  "project-erased": "Löschbestätigung an Kunden",
  "lead-withdrawn": "Anfrage vom Kunden zurückgezogen (Firma)",
  "invoice-RE": "Provisionsrechnung an Firma",
  "invoice-GS": "Gutschrift an Firma",
};

/**
 * The template part of an idempotency key: the key without its trailing id and timestamp parts
 * ("lead-assigned-12-3" → "lead-assigned", "contact-message-5-1700000000000" → "contact-message").
 */
export function emailTemplateKey(idempotencyKey: string): string {
  const parts = idempotencyKey.split("-");
  while (parts.length > 1 && /^\d+$|^[0-9a-f]{16,}$/i.test(parts[parts.length - 1]!)) parts.pop();
  return parts.join("-");
}

/** German name of an e-mail by its idempotency key; unknown templates show their key prefix. */
export function emailTemplateLabel(idempotencyKey: string): string {
  const key = emailTemplateKey(idempotencyKey);
  return EMAIL_TEMPLATE_LABELS[key] ?? key;
}

/** One row of GET /api/admin/emails: never the bodies; the recipients masked. */
export interface AdminEmailRow {
  id: number;
  createdAt: string;
  sentAt: string | null;
  /** Masked recipients, e.g. ["m***@example.at"]. */
  to: string[];
  /** German template name. */
  template: string;
  subject: string;
  status: EmailStatus;
  attempts: number;
  lastError: string | null;
  /** True when the bodies were deleted (retention): such a row cannot be sent again. */
  blanked: boolean;
}

/** GET /api/admin/emails. */
export interface AdminEmailsPage {
  emails: AdminEmailRow[];
  total: number;
  page: number;
  pageSize: number;
}

/** Why a row cannot be sent again (German), or null when "Erneut senden" is allowed. */
export function resendBlockedReason(email: Pick<AdminEmailRow, "status" | "blanked">): string | null {
  if (email.blanked) return "Der Inhalt wurde nach Ablauf der Aufbewahrungsfrist gelöscht.";
  if (email.status !== "failed") return "Nur fehlgeschlagene E-Mails können erneut gesendet werden.";
  return null;
}

/* ---------- display ---------- */

const VIENNA_DATE_TIME = new Intl.DateTimeFormat("de-AT", {
  timeZone: "Europe/Vienna",
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
});

/** "25.11.2026, 16:42" in Vienna time; "–" for a missing or invalid value. */
export function formatViennaDateTime(value: string | Date | null | undefined): string {
  if (!value) return "–";
  const date = typeof value === "string" ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? "–" : VIENNA_DATE_TIME.format(date);
}
