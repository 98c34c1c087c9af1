/** The admin's inboxes (contact messages and e-mail outbox): answer shapes, German labels and display rules. */

export const INBOX_PAGE_SIZE = 25;
export const INBOX_MAX_PAGE_SIZE = 100;

/** open = new and read, unread = never opened. */
export const CONTACT_MESSAGE_FILTERS = ["open", "unread", "done", "all"] as const;
export type ContactMessageFilter = (typeof CONTACT_MESSAGE_FILTERS)[number];
export const CONTACT_MESSAGE_FILTER_LABELS: Record<ContactMessageFilter, string> = {
  open: "Offen",
  unread: "Neu",
  done: "Erledigt",
  all: "Alle",
};

export type ContactMessageState = "new" | "read" | "done";
export const CONTACT_MESSAGE_STATE_LABELS: Record<ContactMessageState, string> = {
  new: "Neu",
  read: "Gelesen",
  done: "Erledigt",
};

/** One row of GET /api/admin/contact-messages (times ISO, UTC); the text is only in the detail. */
export interface AdminContactMessageRow {
  id: number;
  name: string;
  email: string;
  subject: string;
  createdAt: string;
  readAt: string | null;
  doneAt: string | null;
}

export interface AdminContactMessage extends AdminContactMessageRow {
  message: string;
}

export interface AdminContactMessagesPage {
  messages: AdminContactMessageRow[];
  total: number;
  page: number;
  pageSize: number;
}

export function contactMessageState(message: Pick<AdminContactMessageRow, "readAt" | "doneAt">): ContactMessageState {
  if (message.doneAt) return "done";
  return message.readAt ? "read" : "new";
}

/** "Re: <subject>", without stacking "Re:". */
export function replySubject(subject: string): string {
  const trimmed = subject.trim();
  return /^re:/i.test(trimmed) ? trimmed : `Re: ${trimmed}`;
}

export function replyMailto(message: Pick<AdminContactMessageRow, "email" | "subject">): string {
  return `mailto:${encodeURIComponent(message.email).replace(/%40/g, "@")}?subject=${encodeURIComponent(replySubject(message.subject))}`;
}

export const EMAIL_STATUSES = ["pending", "sending", "sent", "failed"] as const;
export type EmailStatus = (typeof EMAIL_STATUSES)[number];
export const EMAIL_STATUS_LABELS: Record<EmailStatus, string> = {
  pending: "Ausstehend",
  sending: "Wird gesendet",
  sent: "Gesendet",
  failed: "Fehlgeschlagen",
};

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

/** The template part of an idempotency key: "lead-assigned-12-3" → "lead-assigned". */
export function emailTemplateKey(idempotencyKey: string): string {
  const parts = idempotencyKey.split("-");
  while (parts.length > 1 && /^\d+$|^[0-9a-f]{16,}$/i.test(parts[parts.length - 1]!)) parts.pop();
  return parts.join("-");
}

export function emailTemplateLabel(idempotencyKey: string): string {
  const key = emailTemplateKey(idempotencyKey);
  return EMAIL_TEMPLATE_LABELS[key] ?? key;
}

/** One row of GET /api/admin/emails: never the bodies; recipients masked. */
export interface AdminEmailRow {
  id: number;
  createdAt: string;
  sentAt: string | null;
  to: string[];
  template: string;
  subject: string;
  status: EmailStatus;
  attempts: number;
  lastError: string | null;
  /** Bodies deleted by retention: cannot be sent again. */
  blanked: boolean;
}

export interface AdminEmailsPage {
  emails: AdminEmailRow[];
  total: number;
  page: number;
  pageSize: number;
}

export function resendBlockedReason(email: Pick<AdminEmailRow, "status" | "blanked">): string | null {
  if (email.blanked) return "Der Inhalt wurde nach Ablauf der Aufbewahrungsfrist gelöscht.";
  if (email.status !== "failed") return "Nur fehlgeschlagene E-Mails können erneut gesendet werden.";
  return null;
}
