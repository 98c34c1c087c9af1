/**
 * Sending e-mails through Resend (docs/architecture.md, "e-mail").
 *
 * - With `RESEND_API_KEY` set, `sendEmail` sends through the `resend` SDK; `RESEND_BASE_URL`
 *   (if set) replaces the API's base URL, so tests can point it at a local fake server.
 * - Without a key the e-mail is written to the server log (lib/log.ts) and counts as handled:
 *   outside production the WHOLE e-mail (sender, recipient, subject, full text with its links), so a
 *   newcomer can follow e.g. the password-setup link from the log (issue 12 §8); in production
 *   (EMAIL_LOG_ONLY) only the e-mail's idempotency key (kind and row, e.g. "offer-approved-12") and
 *   the masked recipient: no link, no body, and no subject (a contact message's subject is the
 *   visitor's own text), issue 12 §5.
 * - A failed send throws `EmailSendError` (`permanent` when Resend rejected the e-mail itself); the
 *   caller decides whether that fails its request.
 *
 * `createEmailSender(config)` builds a sender from explicit settings (tests inject a fake server's
 * URL and a dummy key that way); `sendEmail` uses the settings from `lib/env.ts`.
 */
import "server-only";
import { Resend } from "resend";
import { siteConfig } from "@/lib/config";
import { env } from "@/lib/env";
import { logger, maskEmail } from "@/lib/log";

/** Resend's public API (the SDK's own default). */
export const RESEND_DEFAULT_BASE_URL = "https://api.resend.com";

/** Time after which a send is aborted and counts as failed (milliseconds). */
export const EMAIL_TIMEOUT_MS = 10_000;

/** One e-mail to send. */
export interface EmailMessage {
  /** Recipient address(es). */
  to: string | string[];
  subject: string;
  /** Plain-text body (always sent; mail clients without HTML show it). */
  text: string;
  /** Optional HTML body; every user-supplied value in it must be escaped (see templates.ts). */
  html?: string;
  /** Address that answers go to (e.g. the visitor who wrote a contact message). */
  replyTo?: string;
  /** Resend sends only one e-mail per key, so a repeated call does not send it twice. */
  idempotencyKey?: string;
  /** Files to attach (e.g. an invoice PDF, issue 15 §3). */
  attachments?: EmailAttachment[];
}

/** One attached file. */
export interface EmailAttachment {
  filename: string;
  content: Buffer;
  /** MIME type, e.g. "application/pdf" (Resend derives it from the file name when absent). */
  contentType?: string;
}

/** Settings of a sender. */
export interface EmailConfig {
  /** Resend API key; undefined: log instead of sending. */
  apiKey?: string;
  /** Resend API base URL (default: Resend's public API). */
  baseUrl?: string;
  /** Sender, e.g. "Renovio <noreply@renovio.at>". */
  from: string;
  /** Abort a send after this many milliseconds (default EMAIL_TIMEOUT_MS). */
  timeoutMs?: number;
  /**
   * What the log transport (no `apiKey`) writes: "full" = the whole e-mail, "redacted" = only the
   * idempotency key and the masked recipient. Default: "redacted" in production, else "full".
   */
  logMode?: EmailLogMode;
}

/** See `EmailConfig.logMode`. */
export type EmailLogMode = "full" | "redacted";

/** How an e-mail was handled: sent through Resend (with its id) or written to the log. */
export type EmailResult = { delivery: "sent"; id: string } | { delivery: "logged" };

export type EmailSender = (message: EmailMessage) => Promise<EmailResult>;

/**
 * Resend's answers that reject the e-mail itself (400 invalid request, 422 validation error, e.g. an
 * invalid recipient or sender): the same e-mail would be rejected again, so it is not retried.
 * Source: Resend API reference, "Errors" (https://resend.com/docs/api-reference/errors).
 * Every other failure (401/403 key, 409, 429 rate limit or quota, 5xx, timeout, network) may pass later.
 */
const PERMANENT_STATUS_CODES: ReadonlySet<number> = new Set([400, 422]);

/** An e-mail could not be sent (Resend answered an error, timed out or was unreachable). */
export class EmailSendError extends Error {
  /** True when Resend rejected the e-mail itself (PERMANENT_STATUS_CODES): retrying cannot help. */
  readonly permanent: boolean;

  constructor(message: string, options?: { cause?: unknown; statusCode?: number | null }) {
    super(message, options);
    this.name = "EmailSendError";
    this.permanent = PERMANENT_STATUS_CODES.has(options?.statusCode ?? 0);
  }
}

/**
 * Default sender: EMAIL_FROM, else "{brand} <noreply@{domain of the public contact e-mail}>".
 */
export function defaultFromAddress(): string {
  const domain = siteConfig.email.split("@")[1] ?? "example.at";
  return `${siteConfig.name} <noreply@${domain}>`;
}

/** Sender settings from the environment (RESEND_API_KEY, RESEND_BASE_URL, EMAIL_FROM). */
export function emailConfigFromEnv(): EmailConfig {
  return {
    apiKey: env.RESEND_API_KEY,
    baseUrl: env.RESEND_BASE_URL,
    from: env.EMAIL_FROM ?? defaultFromAddress(),
  };
}

function recipients(to: string | string[]): string {
  return Array.isArray(to) ? to.join(", ") : to;
}

/** The default log mode: redacted in production, the whole e-mail elsewhere. */
function defaultLogMode(): EmailLogMode {
  return env.NODE_ENV === "production" ? "redacted" : "full";
}

/**
 * Writes an unsent e-mail to the log (see module doc): "full" writes sender, recipient, reply-to,
 * subject and the whole text body; "redacted" only the idempotency key and the masked recipient(s).
 */
function logEmail(from: string, message: EmailMessage, mode: EmailLogMode): void {
  const to = Array.isArray(message.to) ? message.to : [message.to];
  if (mode === "redacted") {
    logger.info(
      { email: message.idempotencyKey ?? null, to: to.map(maskEmail) },
      "E-Mail nur protokolliert, nicht gesendet (kein RESEND_API_KEY)",
    );
    return;
  }
  logger.info(
    `[E-Mail nicht gesendet: RESEND_API_KEY fehlt]\nVon: ${from}\nAn: ${recipients(message.to)}\n` +
      `${message.replyTo ? `Antwort an: ${message.replyTo}\n` : ""}Betreff: ${message.subject}\n` +
      `${message.attachments?.length ? `Anhänge: ${message.attachments.map((file) => `${file.filename} (${file.content.length} Bytes)`).join(", ")}\n` : ""}\n${message.text}`,
  );
}

/**
 * Builds a sender from explicit settings. Without `apiKey` the sender only logs (see module doc).
 *
 * @returns a function that sends one e-mail and resolves with how it was handled.
 * @throws EmailSendError (from the returned function) when Resend does not accept the e-mail.
 */
export function createEmailSender(config: EmailConfig): EmailSender {
  const { apiKey, from } = config;
  if (!apiKey) {
    const mode = config.logMode ?? defaultLogMode();
    return async (message) => {
      logEmail(from, message, mode);
      return { delivery: "logged" };
    };
  }
  const baseUrl = (config.baseUrl ?? RESEND_DEFAULT_BASE_URL).replace(/\/+$/, "");
  const client = new Resend(apiKey, { baseUrl });
  const timeoutMs = config.timeoutMs ?? EMAIL_TIMEOUT_MS;

  return async (message) => {
    const failure = `E-Mail "${message.subject}" an ${recipients(message.to)} konnte nicht gesendet werden`;
    let result: Awaited<ReturnType<typeof client.emails.send>>;
    try {
      result = await client.emails.send(
        {
          from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          ...(message.html ? { html: message.html } : {}),
          ...(message.replyTo ? { replyTo: message.replyTo } : {}),
          ...(message.attachments?.length
            ? {
                attachments: message.attachments.map((file) => ({
                  filename: file.filename,
                  content: file.content,
                  ...(file.contentType ? { contentType: file.contentType } : {}),
                })),
              }
            : {}),
        },
        { signal: AbortSignal.timeout(timeoutMs), idempotencyKey: message.idempotencyKey },
      );
    } catch (error) {
      throw new EmailSendError(`${failure}.`, { cause: error });
    }
    if (result.error || !result.data) {
      throw new EmailSendError(`${failure}: ${result.error?.message ?? "leere Antwort von Resend"}`, {
        cause: result.error,
        statusCode: result.error?.statusCode,
      });
    }
    return { delivery: "sent", id: result.data.id };
  };
}

let defaultSender: EmailSender | undefined;

/**
 * Sends one e-mail with the settings from the environment (or logs it when RESEND_API_KEY is unset).
 *
 * @example
 *   await sendEmail({ to: "team@renovio.at", subject: "Hallo", text: "…", replyTo: "kunde@example.at" });
 * @throws EmailSendError when Resend does not accept the e-mail (error answer, timeout, network).
 */
export async function sendEmail(message: EmailMessage): Promise<EmailResult> {
  defaultSender ??= createEmailSender(emailConfigFromEnv());
  return defaultSender(message);
}
