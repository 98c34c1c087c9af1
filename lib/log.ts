/** The app's logger; every finished line is masked (e-mails, phones, secrets), so no caller can forget it. */
import pino, { type Bindings, type Logger } from "pino";
import pretty from "pino-pretty";
import { env, isExplicitlySet } from "@/lib/env";

export type { Logger } from "pino";

const EMAIL_PATTERN = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+/g;

/** Only candidates with 7+ digits count, so amounts, dates and ids stay readable. */
const PHONE_PATTERN = /(?<![\w.+/-])(?:\+\d|0)[\d ()/-]{5,20}\d(?![\w-])/g;
const MIN_PHONE_DIGITS = 7;

/** "max.mustermann@example.at" -> "m***@example.at" */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at <= 0) return "***";
  return `${email[0]}***${email.slice(at)}`;
}

/** "+43 664 1234567" -> "+43***67" */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  if (digits.length < 4) return "***";
  return `${phone.trim().slice(0, 3)}***${digits.slice(-2)}`;
}

export const REDACTED = "***";

/** Route patterns (`[token]`) stay readable. */
const SECRET_PATH_PATTERN =
  /(\/(?:mein-projekt|password-setup|validate-setup-token|invitation|bewertung|offers?)\/)([^/?#\s"'<>\\]+)/g;
const READABLE_SEGMENTS = new Set(["links"]);

const SECRET_QUERY_PATTERN = /([?&](?:k|key|[\w-]*token|secret|password|passwort)=)([^&#\s"'<>]+)/gi;

const SECRET_KEY_PATTERN = /token|password|passwort|secret|cookie|authorization|api[-_]?key|^k$|^key$/i;

export function maskSecrets(text: string): string {
  return text
    .replace(SECRET_PATH_PATTERN, (match, prefix: string, segment: string) =>
      segment.startsWith("[") || READABLE_SEGMENTS.has(segment) ? match : `${prefix}${REDACTED}`,
    )
    .replace(SECRET_QUERY_PATTERN, (_, prefix: string) => `${prefix}${REDACTED}`);
}

interface MaskOptions {
  links?: boolean;
}

/** Masks e-mails, phone numbers and (unless `links` is false) link secrets. */
export function maskText(text: string, { links = true }: MaskOptions = {}): string {
  return (links ? maskSecrets(text) : text)
    .replace(EMAIL_PATTERN, maskEmail)
    .replace(PHONE_PATTERN, (candidate) =>
      candidate.replace(/\D/g, "").length >= MIN_PHONE_DIGITS ? maskPhone(candidate) : candidate,
    );
}

function maskJson(value: unknown, options: MaskOptions): unknown {
  if (typeof value === "string") return maskText(value, options);
  if (Array.isArray(value)) return value.map((item) => maskJson(item, options));
  if (value && typeof value === "object") {
    const out: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(value)) {
      out[maskText(key, options)] =
        typeof inner === "string" && inner !== "" && SECRET_KEY_PATTERN.test(key) ? REDACTED : maskJson(inner, options);
    }
    return out;
  }
  return value;
}

/** Masks one finished log line (JSON, else text). */
export function maskLogLine(line: string, options: MaskOptions = {}): string {
  const body = line.endsWith("\n") ? line.slice(0, -1) : line;
  try {
    return `${JSON.stringify(maskJson(JSON.parse(body), options))}\n`;
  } catch {
    return `${maskText(body, options)}\n`;
  }
}

function level(): pino.LevelWithSilent {
  if (env.NODE_ENV === "test" && !isExplicitlySet("LOG_LEVEL")) return "silent";
  return env.LOG_LEVEL;
}

/** `maskLinks` is off in development, so links in e-mails written to the log can be followed. */
export function createLogger(
  options: { level?: pino.LevelWithSilent; stream?: pino.DestinationStream; maskLinks?: boolean } = {},
): Logger {
  const links = options.maskLinks ?? env.NODE_ENV !== "development";
  const loggerOptions: pino.LoggerOptions = {
    level: options.level ?? level(),
    base: undefined,
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    hooks: { streamWrite: (line) => maskLogLine(line, { links }) },
  };
  if (options.stream) return pino(loggerOptions, options.stream);
  if (env.NODE_ENV === "production") return pino(loggerOptions);
  // Synchronous: Next's server bundle cannot load pino's worker thread.
  const stream = pretty({
    sync: true,
    colorize: process.stdout.isTTY === true,
    translateTime: "SYS:HH:MM:ss",
    ignore: "pid,hostname",
    singleLine: true,
  });
  return pino(loggerOptions, stream);
}

declare global {
  var renovioLogger: Logger | undefined;
}

/** One per process, surviving dev reloads. */
export const logger: Logger = (globalThis.renovioLogger ??= createLogger());

export function childLogger(bindings: Bindings): Logger {
  return logger.child(bindings);
}
