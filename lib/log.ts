/**
 * The app's logger (issue 12 §6): pino JSON lines in production, readable coloured lines in
 * development, quiet in tests unless LOG_LEVEL is set.
 *
 * Every line is masked before it is written: e-mail addresses become `m***@example.at`, phone
 * numbers `+43***67`, and secrets `***` (tokens in link paths and query strings, except in
 * development; fields named like token, password, secret or key), wherever they appear (message,
 * bound fields, nested objects, error messages and stacks). Masking works on the finished line (pino `hooks.streamWrite`), so no
 * caller can forget it.
 *
 * Use `logger.info({ field }, "Nachricht")` or `childLogger({ requestId, route })` for request-scoped
 * lines. pino-pretty runs as a synchronous stream in this process (no worker thread), so it also
 * works inside Next's server bundle (pino and pino-pretty are in Next's default
 * `serverExternalPackages`).
 */
import pino, { type Bindings, type Logger } from "pino";
import pretty from "pino-pretty";
import { env, isExplicitlySet } from "@/lib/env";

export type { Logger } from "pino";

const EMAIL_PATTERN = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+/g;

/**
 * Phone-number candidates: start with `+<digit>` or `0`, then digits with spaces, slashes, dashes or
 * brackets, not glued to letters, dots or digits on either side. `maskPhones` keeps only candidates
 * with at least 7 digits, so amounts, counts, dates and ids (which never start with 0) stay readable.
 */
const PHONE_PATTERN = /(?<![\w.+/-])(?:\+\d|0)[\d ()/-]{5,20}\d(?![\w-])/g;
const MIN_PHONE_DIGITS = 7;

/**
 * Masks one e-mail address: the first character of the local part, `***`, and the domain.
 *
 * @example maskEmail("max.mustermann@example.at") === "m***@example.at"
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at <= 0) return "***";
  return `${email[0]}***${email.slice(at)}`;
}

/**
 * Masks one phone number: its first three characters (country or area prefix) and its last two
 * digits stay, everything between becomes `***`.
 *
 * @example maskPhone("+43 664 1234567") === "+43***67"
 */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  if (digits.length < 4) return "***";
  return `${phone.trim().slice(0, 3)}***${digits.slice(-2)}`;
}

/** What a redacted secret is replaced by. */
export const REDACTED = "***";

/**
 * Path segments that are secrets: the segment after `/mein-projekt/`, `/password-setup/`,
 * `/validate-setup-token/`, `/invitation/`, `/bewertung/` and `/offer(s)/` (room, setup, review and
 * offer links). Route patterns (`[token]`) and the static `/mein-projekt/links` stay readable.
 */
const SECRET_PATH_PATTERN =
  /(\/(?:mein-projekt|password-setup|validate-setup-token|invitation|bewertung|offers?)\/)([^/?#\s"'<>\\]+)/g;
const READABLE_SEGMENTS = new Set(["links"]);

/** Query parameters that carry secrets (`?k=` of offer links, `token=`, …), also inside longer texts. */
const SECRET_QUERY_PATTERN = /([?&](?:k|key|[\w-]*token|secret|password|passwort)=)([^&#\s"'<>]+)/gi;

/** Field names whose values are secrets wherever they appear in a logged object. */
const SECRET_KEY_PATTERN = /token|password|passwort|secret|cookie|authorization|api[-_]?key|^k$|^key$/i;

/** Replaces secret path segments and query values in `text` (see the patterns above) by REDACTED. */
export function maskSecrets(text: string): string {
  return text
    .replace(SECRET_PATH_PATTERN, (match, prefix: string, segment: string) =>
      segment.startsWith("[") || READABLE_SEGMENTS.has(segment) ? match : `${prefix}${REDACTED}`,
    )
    .replace(SECRET_QUERY_PATTERN, (_, prefix: string) => `${prefix}${REDACTED}`);
}

/** Which masks apply besides e-mail addresses, phone numbers and secret fields. */
interface MaskOptions {
  /** Also mask link tokens in paths and query strings (default true). */
  links?: boolean;
}

/**
 * Replaces every e-mail address and phone number in `text` by its masked form, and every link
 * secret by REDACTED (unless `links` is false).
 */
export function maskText(text: string, { links = true }: MaskOptions = {}): string {
  return (links ? maskSecrets(text) : text)
    .replace(EMAIL_PATTERN, maskEmail)
    .replace(PHONE_PATTERN, (candidate) =>
      candidate.replace(/\D/g, "").length >= MIN_PHONE_DIGITS ? maskPhone(candidate) : candidate,
    );
}

/**
 * Deep copy of a JSON value with every string masked (numbers and booleans unchanged) and the text
 * of every secret field (SECRET_KEY_PATTERN: tokens, passwords, keys, cookies) replaced by REDACTED;
 * numbers stay (token counts of AI calls are no secret).
 */
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

/**
 * Masks one finished log line (a JSON object plus newline): every string value and key, at any
 * depth; numbers stay. A line that is not JSON is masked as text.
 */
export function maskLogLine(line: string, options: MaskOptions = {}): string {
  const body = line.endsWith("\n") ? line.slice(0, -1) : line;
  try {
    return `${JSON.stringify(maskJson(JSON.parse(body), options))}\n`;
  } catch {
    return `${maskText(body, options)}\n`;
  }
}

/** The level: LOG_LEVEL; in tests "silent" unless LOG_LEVEL is set explicitly. */
function level(): pino.LevelWithSilent {
  if (env.NODE_ENV === "test" && !isExplicitlySet("LOG_LEVEL")) return "silent";
  return env.LOG_LEVEL;
}

/**
 * Builds a logger with the app's options: masking of every line, ISO time, level labels. `stream`
 * overrides the destination (tests); without it: JSON lines on stdout in production, readable lines
 * (pino-pretty, synchronous) elsewhere. `maskLinks` (default: everywhere but development) masks
 * link tokens too; `npm run dev` keeps them, so that the e-mails it writes to the log (setup and
 * reset links, lib/email/send-email.ts) can be followed.
 */
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
  // Development and tests: one readable block per entry; multi-line messages (whole e-mails) keep
  // their line breaks. `sync` writes directly to stdout, no worker thread.
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

/** The process-wide logger (one instance per process, also across Next's dev reloads). */
export const logger: Logger = (globalThis.renovioLogger ??= createLogger());

/**
 * A logger whose lines all carry `bindings` (e.g. `{ requestId, route }` or `{ job: "outbox" }`).
 * Masking applies to the bindings as well.
 */
export function childLogger(bindings: Bindings): Logger {
  return logger.child(bindings);
}
