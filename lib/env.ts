/** The one reader of `process.env`, validated on first import; variables are documented in `.env.example`. */
import "server-only";
import * as z from "zod";

/** Empty or unset means undefined. */
const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === "" ? undefined : value))
  .optional();

const optionalUrl = optionalString.pipe(z.url().optional());

const optionalInt = (fallback: number, min: number, max = Number.MAX_SAFE_INTEGER) =>
  optionalString
    .transform((value) => (value === undefined ? fallback : Number(value)))
    .pipe(z.number().int().min(min).max(max));

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  /** Set by Next.js itself. */
  NEXT_PHASE: optionalString,
  DATABASE_URL: optionalString,
  DATABASE_POOL_SIZE: optionalInt(10, 1, 100),
  SITE_URL: z.string().url().default("http://localhost:3000"),
  ADMIN_EMAIL: z.string().email().default("admin@example.at"),
  ADMIN_PASSWORD: optionalString,
  BRAND_NAME: optionalString,
  CONTACT_EMAIL: optionalString,
  CONTACT_PHONE: optionalString,
  CONTACT_WHATSAPP: optionalString,
  CONTACT_STREET: optionalString,
  CONTACT_ZIP_CITY: optionalString,
  COMPANY_LEGAL_NAME: optionalString,
  COMPANY_REGISTER_NUMBER: optionalString,
  COMPANY_VAT_ID: optionalString,
  PRIVACY_POLICY_VERSION: z.string().default("2026-12"),
  PROJECT_RATE_LIMIT_PER_HOUR: optionalInt(20, 1),
  CONTACT_RATE_LIMIT_PER_HOUR: optionalInt(10, 1),
  REGISTRATION_RATE_LIMIT_PER_HOUR: optionalInt(10, 1),
  AUTH_SECRET: optionalString,
  LOGIN_FAILURES_PER_ACCOUNT: optionalInt(10, 1),
  LOGIN_ATTEMPTS_PER_IP: optionalInt(30, 1),
  RESEND_API_KEY: optionalString,
  RESEND_BASE_URL: optionalUrl,
  EMAIL_FROM: optionalString,
  CONTACT_INBOX_EMAIL: optionalString,
  OPENAI_API_KEY: optionalString,
  OPENAI_BASE_URL: optionalUrl,
  OPENAI_MODEL: optionalString.transform((value) => value ?? "gpt-4o-mini"),
  OFFER_AI_TIMEOUT_MS: optionalInt(25_000, 1000, 120_000),
  TRUSTED_PROXY_HOPS: optionalString
    .transform((value) => (value === undefined ? undefined : Number(value)))
    .pipe(z.number().int().min(0).max(10).optional()),
  PROJECT_RATE_LIMIT_PER_EMAIL_PER_DAY: optionalInt(5, 1),
  OFFER_AI_REQUESTS_PER_HOUR: optionalInt(60, 0),
  /** "on" offers SMS codes confirming a phone number (lib/sms); "off" (default): no SMS provider is contracted. */
  SMS_VERIFICATION: z
    .enum(["on", "off", ""])
    .default("off")
    .transform((value) => value === "on"),
  EMAIL_LOG_ONLY: z
    .enum(["true", "false", "1", "0", ""])
    .default("false")
    .transform((value) => value === "true" || value === "1"),
  REDIS_URL: optionalString.pipe(z.url({ protocol: /^rediss?$/ }).optional()),
  RESPONSE_CACHE_MS: optionalInt(1000, 0, 60_000),
  HOST: optionalString.transform((value) => value ?? "127.0.0.1"),
  INSTANCE_NAME: optionalString.pipe(
    z
      .string()
      .regex(/^[\x21-\x7e]{1,100}$/, "nur druckbare ASCII-Zeichen ohne Leerzeichen")
      .optional(),
  ),
  VIES_BASE_URL: optionalUrl,
  GISA_BASE_URL: optionalUrl,
  GISA_API_KEY: optionalString,
  FIRMENBUCH_BASE_URL: optionalUrl,
  FIRMENBUCH_API_KEY: optionalString,
  REGISTER_TIMEOUT_MS: optionalInt(10_000, 100, 120_000),
  /** Set: uploaded files go to this S3-compatible bucket instead of PostgreSQL. */
  S3_BUCKET: optionalString,
  S3_REGION: optionalString,
  S3_ENDPOINT: optionalUrl,
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_FORCE_PATH_STYLE: z
    .enum(["true", "false", "1", "0", ""])
    .default("false")
    .transform((value) => value === "true" || value === "1"),
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

/** True when `name` is set non-empty (not defaulted). */
export function isExplicitlySet(name: keyof Env): boolean {
  const value = process.env[name];
  return value !== undefined && value.trim() !== "";
}
