/**
 * Sending e-mails through Resend. Without RESEND_API_KEY the e-mail is logged instead: in full
 * outside production, in production only its idempotency key and masked recipient (no links or
 * visitor text in logs).
 */
import "server-only";
import { Resend } from "resend";
import { siteConfig } from "@/lib/config";
import { env } from "@/lib/env";
import { logger, maskEmail } from "@/lib/log";

export const RESEND_DEFAULT_BASE_URL = "https://api.resend.com";

/** Send timeout (ms). */
export const EMAIL_TIMEOUT_MS = 10_000;

export interface EmailMessage {
  to: string | string[];
  subject: string;
  text: string;
  /** Every user-supplied value in it must be escaped. */
  html?: string;
  replyTo?: string;
  /** Resend sends one e-mail per key. */
  idempotencyKey?: string;
  attachments?: EmailAttachment[];
}

export interface EmailAttachment {
  filename: string;
  content: Buffer;
  contentType?: string;
}

export interface EmailConfig {
  /** Undefined: log instead of sending. */
  apiKey?: string;
  baseUrl?: string;
  from: string;
  timeoutMs?: number;
  /** Log transport output: "full" or "redacted" (default in production). */
  logMode?: EmailLogMode;
}

export type EmailLogMode = "full" | "redacted";

export type EmailResult = { delivery: "sent"; id: string } | { delivery: "logged" };

export type EmailSender = (message: EmailMessage) => Promise<EmailResult>;

/**
 * Resend rejects the e-mail itself: retrying cannot help. Source: https://resend.com/docs/api-reference/errors
 */
const PERMANENT_STATUS_CODES: ReadonlySet<number> = new Set([400, 422]);

export class EmailSendError extends Error {
  readonly permanent: boolean;

  constructor(message: string, options?: { cause?: unknown; statusCode?: number | null }) {
    super(message, options);
    this.name = "EmailSendError";
    this.permanent = PERMANENT_STATUS_CODES.has(options?.statusCode ?? 0);
  }
}

/** EMAIL_FROM, else "{brand} <noreply@{domain of the public contact e-mail}>". */
export function defaultFromAddress(): string {
  const domain = siteConfig.email.split("@")[1] ?? "example.at";
  return `${siteConfig.name} <noreply@${domain}>`;
}

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

function defaultLogMode(): EmailLogMode {
  return env.NODE_ENV === "production" ? "redacted" : "full";
}

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

/** Builds a sender; the returned function throws EmailSendError when Resend does not accept the e-mail. */
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

/** Sends one e-mail with the env settings. @throws EmailSendError (error answer, timeout, network). */
export async function sendEmail(message: EmailMessage): Promise<EmailResult> {
  defaultSender ??= createEmailSender(emailConfigFromEnv());
  return defaultSender(message);
}
