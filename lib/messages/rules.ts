/**
 * Pure rules of the project-room messages: plain-text sanitising, the length limit, the e-mail
 * throttle and the shapes both sides read. No I/O, so client components may import it.
 */

/** The two parties of a thread. */
export type MessageSender = "customer" | "company";

/** Longest message body in characters, after sanitising. */
export const MESSAGE_MAX_LENGTH = 4000;
/** Most attachments of one message. */
export const MESSAGE_MAX_FILES = 5;
/** Largest multipart body of one message (all attachments together plus the text), 30 MB. */
export const MESSAGE_FORM_MAX_BYTES = 30 * 1024 * 1024;
/** What the file picker offers; the server decides by content (photos JPEG/PNG/HEIC/WebP, PDFs). */
export const MESSAGE_FILE_ACCEPT = "image/*,application/pdf";
/** Shortest and longest report reason in characters. */
export const REPORT_REASON_MIN_LENGTH = 5;
export const REPORT_REASON_MAX_LENGTH = 1000;
/** At most one new-message e-mail per thread in this window (ms). */
export const MESSAGE_EMAIL_THROTTLE_MS = 15 * 60 * 1000;
/** How often an open thread or unread badge is refetched while the page is visible (ms). */
export const MESSAGES_POLL_INTERVAL_MS = 15_000;

export const MESSAGE_TEXTS = {
  empty: "Bitte schreiben Sie eine Nachricht oder hängen Sie eine Datei an.",
  fileMissing: "Bitte wählen Sie eine Datei aus.",
  tooManyFiles: `Höchstens ${MESSAGE_MAX_FILES} Dateien pro Nachricht.`,
  tooLong: `Die Nachricht darf höchstens ${MESSAGE_MAX_LENGTH} Zeichen haben.`,
  closed: "Diese Unterhaltung wurde geschlossen. Es können keine Nachrichten mehr gesendet werden.",
  ended: "Dieser Betrieb ist nicht mehr an der Anfrage beteiligt. Es können keine Nachrichten mehr gesendet werden.",
  erased: "Der Kunde hat seine Daten gelöscht. Es können keine Nachrichten mehr gesendet werden.",
  threadNotFound: "Unterhaltung nicht gefunden.",
  reasonTooShort: `Bitte beschreiben Sie den Grund in mindestens ${REPORT_REASON_MIN_LENGTH} Zeichen.`,
  reasonTooLong: `Der Grund darf höchstens ${REPORT_REASON_MAX_LENGTH} Zeichen haben.`,
  emptyThread: "Noch keine Nachrichten. Schreiben Sie der Firma, z. B. wann sie Sie erreichen kann.",
} as const;

// C0 controls except tab and line feed, DEL, C1 controls, and the bidirectional overrides and
// isolates that can make a text read differently from what it stores.
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069\uFEFF]/g;

/**
 * A message as stored: line breaks normalised to "\n", tabs to spaces, control characters removed,
 * trailing spaces of each line and more than one empty line in a row dropped, trimmed. The result is
 * plain text (rendered as text, never as HTML); its length is checked by the caller.
 */
export function sanitizeMessageBody(raw: string): string {
  return raw
    .replace(/\r\n?/g, "\n")
    .replace(/\t/g, " ")
    .replace(CONTROL_CHARACTERS, "")
    .replace(/[ \u00A0]+$/gm, "")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/** The reason of a report as one trimmed line of plain text. */
export function sanitizeReportReason(raw: string): string {
  return sanitizeMessageBody(raw).replace(/\s*\n\s*/g, " ");
}

/**
 * Whether a new message may trigger an e-mail: none was queued for the thread yet, or the last one
 * is at least MESSAGE_EMAIL_THROTTLE_MS before `now`.
 */
export function messageEmailDue(lastEmailAt: Date | null, now: Date): boolean {
  return lastEmailAt === null || now.getTime() - lastEmailAt.getTime() >= MESSAGE_EMAIL_THROTTLE_MS;
}

/** The other party of `sender`. */
export function otherSide(sender: MessageSender): MessageSender {
  return sender === "customer" ? "company" : "customer";
}

/** The German refusal of a file that is neither a photo nor a PDF, naming the file. */
export function unsupportedAttachmentText(fileName: string): string {
  return `„${fileName}“ ist weder ein Foto (JPG, PNG, WebP, HEIC) noch ein PDF.`;
}

/** One attachment of a message with short-lived signed URLs. */
export interface MessageAttachmentView {
  id: number;
  kind: "image" | "document";
  /** The file name as uploaded. */
  name: string;
  /** image/webp or application/pdf. */
  contentType: string;
  sizeBytes: number;
  /** The photo in full size, or the PDF. */
  url: string;
  /** The photo's thumbnail; null for PDFs. */
  thumbnailUrl: string | null;
}

/** One message as both sides see it. Times ISO (UTC). */
export interface MessageView {
  id: number;
  sender: MessageSender;
  /** May be "" when the message carries attachments only. */
  body: string;
  createdAt: string;
  /** When the other side read it; null while unread. */
  readAt: string | null;
  attachments: MessageAttachmentView[];
}

/** A thread as one side sees it, oldest message first. */
export interface ThreadView {
  messages: MessageView[];
  /** ISO; null while open. */
  closedAt: string | null;
  /** ISO of this side's own latest report; null when it has not reported. */
  reportedAt: string | null;
  /** Whether this side may still send (open, not ended, not erased). */
  canSend: boolean;
  /** Why it may not send (German), null when it may. */
  blockedReason: string | null;
  /** How many of the other side's messages this read marked read. */
  markedRead: number;
}

/** A reported thread as the admins read it. */
export interface ReportedThreadView {
  assignmentId: number;
  companyId: number;
  companyName: string;
  reportedAt: string;
  reportedBy: MessageSender;
  reason: string;
  closedAt: string | null;
  closedBy: string | null;
  messages: MessageView[];
}

/** Sending limits beside the per-address one: per project room and per company, per hour. */
export const MESSAGE_SEND_LIMITS = {
  room: { name: "messages-room", points: 60, durationSeconds: 3600 },
  company: { name: "messages-company", points: 300, durationSeconds: 3600 },
  message: "Sie haben in kurzer Zeit sehr viele Nachrichten gesendet. Bitte versuchen Sie es später erneut.",
} as const;
