/**
 * The one place that reads `process.env`. Validated with zod on first import; a bad value stops
 * the app at start with a readable list of what is wrong.
 *
 * Every variable a person sets is documented in `.env.example` (NODE_ENV and NEXT_PHASE come from the tools).
 *
 * Server only: a client component must not import it (tests/unit/client-server-boundary.test.ts).
 * Scripts run with tsx need `--conditions=react-server` (see package.json).
 */
import "server-only";
import * as z from "zod";

/** A text; empty or unset means undefined (`.env.example` lists optional variables empty). */
const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === "" ? undefined : value))
  .optional();

/** A URL; empty or unset means undefined. */
const optionalUrl = optionalString.pipe(z.url().optional());

/** A whole number in [min, max]; empty or unset means `fallback`. */
const optionalInt = (fallback: number, min: number, max = Number.MAX_SAFE_INTEGER) =>
  optionalString
    .transform((value) => (value === undefined ? fallback : Number(value)))
    .pipe(z.number().int().min(min).max(max));

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  /** Set by Next.js itself ("phase-production-build" while `next build` prerenders); never set by hand. */
  NEXT_PHASE: optionalString,
  /** PostgreSQL URL. Unset: `npm run dev` / `npm start` start the embedded PGlite server and set it. */
  DATABASE_URL: optionalString,
  /** Pool size of the app's pg connection pool (connections). */
  DATABASE_POOL_SIZE: optionalInt(10, 1, 100),
  /** Public base URL of the site, used for canonical links and e-mails. */
  SITE_URL: z.string().url().default("http://localhost:3000"),
  /** Admin account created by the seed. The password is required outside development. */
  ADMIN_EMAIL: z.string().email().default("admin@example.at"),
  ADMIN_PASSWORD: optionalString,
  /** Brand and public contact details (see lib/config.ts for defaults). */
  BRAND_NAME: optionalString,
  CONTACT_EMAIL: optionalString,
  CONTACT_PHONE: optionalString,
  CONTACT_WHATSAPP: optionalString,
  CONTACT_STREET: optionalString,
  CONTACT_ZIP_CITY: optionalString,
  /** Operator's company register data for the imprint (Firmenbuch, UID); placeholders by default. */
  COMPANY_LEGAL_NAME: optionalString,
  COMPANY_REGISTER_NUMBER: optionalString,
  COMPANY_VAT_ID: optionalString,
  /** Version label of the privacy policy a customer agrees to (stored with each project). */
  PRIVACY_POLICY_VERSION: z.string().default("2026-11"),
  /** Project submissions allowed per IP address and hour (POST /api/projects). */
  PROJECT_RATE_LIMIT_PER_HOUR: optionalInt(20, 1),
  /** Messages sent through the contact form (POST /api/contact) per IP address and hour. */
  CONTACT_RATE_LIMIT_PER_HOUR: optionalInt(10, 1),
  /** Partner registrations and onboarding forms (POST /api/companies/register, /api/partner-onboarding) per IP and hour. */
  REGISTRATION_RATE_LIMIT_PER_HOUR: optionalInt(10, 1),
  /**
   * Secret that encrypts the session cookie (Auth.js JWT). Required outside development and tests;
   * generate with `openssl rand -base64 32`.
   */
  AUTH_SECRET: optionalString,
  /** Failed logins allowed per account in 15 minutes before that account is paused for 15 minutes. */
  LOGIN_FAILURES_PER_ACCOUNT: optionalInt(10, 1),
  /** Login attempts allowed per IP address in 15 minutes. */
  LOGIN_ATTEMPTS_PER_IP: optionalInt(30, 1),
  /** Resend API key; unset: e-mails are written to the server log instead of being sent. */
  RESEND_API_KEY: optionalString,
  /** Resend API base URL (tests point it at a local fake server). */
  RESEND_BASE_URL: optionalUrl,
  /** Sender of the product's e-mails, e.g. "Renovio <noreply@renovio.at>". */
  EMAIL_FROM: optionalString,
  /**
   * Starting value of the alert addresses in Einstellungen → Benachrichtigungen (contact messages,
   * registrations, waiting leads) until an admin saves them; unset: the alerts go to the admins.
   */
  CONTACT_INBOX_EMAIL: optionalString,
  /**
   * OpenAI API key for the wording of the bathroom offers (issue 6). Unset: German template texts.
   * Prices never come from the model.
   */
  OPENAI_API_KEY: optionalString,
  /** OpenAI-compatible API base URL (default: OpenAI's; tests point it at a local fake server). */
  OPENAI_BASE_URL: optionalUrl,
  /** Chat model that writes the offer texts. */
  OPENAI_MODEL: optionalString.transform((value) => value ?? "gpt-4o-mini"),
  /** Time limit of one AI text request (ms); after it the template texts are used. */
  OFFER_AI_TIMEOUT_MS: optionalInt(25_000, 1000, 120_000),
  /**
   * How many reverse proxies in front of the app append to X-Forwarded-For (0 = none: the client
   * address is the TCP peer's). Unset counts as 0; a real deployment must set it explicitly
   * (lib/http/client-address.ts, README "Client address behind proxies").
   */
  TRUSTED_PROXY_HOPS: optionalString
    .transform((value) => (value === undefined ? undefined : Number(value)))
    .pipe(z.number().int().min(0).max(10).optional()),
  /** Quiz submissions (POST /api/projects) allowed per customer e-mail address and day. */
  PROJECT_RATE_LIMIT_PER_EMAIL_PER_DAY: optionalInt(5, 1),
  /** AI offer texts requested from OpenAI per hour, across all instances; past it the template texts are used. */
  OFFER_AI_REQUESTS_PER_HOUR: optionalInt(60, 0),
  /** "true": e-mails are only written to the log, explicitly (allowed in production only with this setting). */
  EMAIL_LOG_ONLY: z
    .enum(["true", "false", "1", "0", ""])
    .default("false")
    .transform((value) => value === "true" || value === "1"),
  /**
   * Shared cache store for several instances (issue 16 §1, docs/shared-cache.md), e.g.
   * redis://127.0.0.1:6379. Unset: Next's embedded cache (one instance). Read by next.config.mjs
   * and lib/cache/shared-cache-handler.mjs, which Next loads outside the app bundle.
   */
  REDIS_URL: optionalString.pipe(z.url({ protocol: /^rediss?$/ }).optional()),
  /**
   * Lifetime in ms of the app server's micro-cache of anonymous public HTML (scripts/server.ts,
   * lib/http/response-cache.ts); 0 turns it off, as behind the proxy, which caches itself.
   */
  RESPONSE_CACHE_MS: optionalInt(1000, 0, 60_000),
  /**
   * Address `npm run dev` / `npm start` listen on (scripts/run.ts → scripts/server.ts): only this
   * machine by default; `0.0.0.0` (or `::`) for every interface, e.g. behind a proxy on another host.
   */
  HOST: optionalString.transform((value) => value ?? "127.0.0.1"),
  /** This instance's name in the X-Instance response header (scripts/server.ts); default "{hostname}:{port}". */
  INSTANCE_NAME: optionalString.pipe(
    z
      .string()
      .regex(/^[\x21-\x7e]{1,100}$/, "nur druckbare ASCII-Zeichen ohne Leerzeichen")
      .optional(),
  ),
  /** pino log level (trace, debug, info, warn, error, fatal, silent). */
  LOG_LEVEL: z.enum(["trace", "debug", "info", "warn", "error", "fatal", "silent"]).default("info"),
});

export type Env = z.infer<typeof schema>;

function load(): Env {
  const parsed = schema.safeParse(process.env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`).join("\n");
    throw new Error(`Invalid environment variables:\n${problems}`);
  }
  return parsed.data;
}

export const env: Env = load();

/**
 * True when the variable `name` is set to a non-empty value in the process environment (as
 * opposed to taking its default), e.g. to keep the test log quiet unless LOG_LEVEL is given.
 */
export function isExplicitlySet(name: keyof Env): boolean {
  const value = process.env[name];
  return value !== undefined && value.trim() !== "";
}
