/**
 * @jest-environment node
 *
 * lib/production-check.ts: a real deployment (SITE_URL not on loopback) names every
 * missing or weak setting; loopback needs nothing.
 */
import { isLoopbackUrl, productionProblems, productionRefusal, type ProductionSettings } from "@/lib/production-check";

const GOOD: ProductionSettings = {
  SITE_URL: "https://renovio.example",
  AUTH_SECRET: "x".repeat(32),
  DATABASE_URL: "postgresql://app@db.internal/renovio",
  RESEND_API_KEY: "re_123",
  EMAIL_LOG_ONLY: false,
  ADMIN_PASSWORD: "zwölf-zeichen",
  TRUSTED_PROXY_HOPS: 1,
};

const NOTHING: ProductionSettings = {
  SITE_URL: "https://renovio.example",
  AUTH_SECRET: undefined,
  DATABASE_URL: undefined,
  RESEND_API_KEY: undefined,
  EMAIL_LOG_ONLY: false,
  ADMIN_PASSWORD: undefined,
  TRUSTED_PROXY_HOPS: undefined,
};

test("loopback addresses are recognised; everything else is a real deployment", () => {
  for (const url of [
    "http://localhost:3000",
    "http://127.0.0.1:3000",
    "http://127.8.9.10",
    "http://[::1]:3000",
    "http://LOCALHOST",
  ]) {
    expect(isLoopbackUrl(url)).toBe(true);
  }
  for (const url of [
    "https://renovio.example",
    "http://10.0.0.5:3000",
    "http://localhost.example.com",
    "http://128.0.0.1",
  ]) {
    expect(isLoopbackUrl(url)).toBe(false);
  }
});

test("on loopback nothing is required", () => {
  expect(productionProblems({ ...NOTHING, SITE_URL: "http://localhost:3000" })).toEqual([]);
  expect(productionProblems({ ...NOTHING, SITE_URL: "http://127.0.0.1:3210" })).toEqual([]);
});

test("with every setting in place there is no problem (also with EMAIL_LOG_ONLY instead of Resend, 0 hops, no admin password)", () => {
  expect(productionProblems(GOOD)).toEqual([]);
  expect(
    productionProblems({
      ...GOOD,
      RESEND_API_KEY: undefined,
      EMAIL_LOG_ONLY: true,
      TRUSTED_PROXY_HOPS: 0,
      ADMIN_PASSWORD: undefined,
    }),
  ).toEqual([]);
});

test("a real deployment without settings names every missing one", () => {
  const problems = productionProblems(NOTHING);
  expect(problems).toHaveLength(4);
  expect(problems[0]).toMatch(/^AUTH_SECRET fehlt/);
  expect(problems[1]).toMatch(/^DATABASE_URL fehlt/);
  expect(problems[2]).toMatch(/^RESEND_API_KEY fehlt.*EMAIL_LOG_ONLY=true/);
  expect(problems[3]).toMatch(/^TRUSTED_PROXY_HOPS fehlt/);
});

test("each weak setting is named on its own", () => {
  expect(productionProblems({ ...GOOD, AUTH_SECRET: "x".repeat(31) })).toEqual([
    expect.stringMatching(/^AUTH_SECRET ist zu kurz \(31 Bytes, mindestens 32\)/),
  ]);
  // Bytes, not characters: 16 umlauts are 32 bytes.
  expect(productionProblems({ ...GOOD, AUTH_SECRET: "ä".repeat(16) })).toEqual([]);
  expect(productionProblems({ ...GOOD, SITE_URL: "http://renovio.example" })).toEqual([
    expect.stringMatching(/^SITE_URL \(http:\/\/renovio.example\) muss mit https:\/\/ beginnen/),
  ]);
  expect(productionProblems({ ...GOOD, ADMIN_PASSWORD: "elf-zeichen" })).toEqual([
    expect.stringMatching(/^ADMIN_PASSWORD ist zu kurz \(11 Zeichen, mindestens 12\)/),
  ]);
  expect(productionProblems({ ...GOOD, RESEND_API_KEY: undefined })).toEqual([
    expect.stringMatching(/^RESEND_API_KEY fehlt/),
  ]);
});

test("the refusal message names the SITE_URL and lists every problem", () => {
  const message = productionRefusal(
    NOTHING.SITE_URL,
    productionProblems({ ...NOTHING, SITE_URL: "http://renovio.example" }),
  );
  expect(message).toMatch(/^Start verweigert: SITE_URL=https:\/\/renovio.example/);
  expect(message.split("\n").filter((line) => line.startsWith("  - "))).toHaveLength(5);
});
