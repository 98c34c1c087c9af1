/**
 * lib/env.ts: the environment is read once and validated; `.env.example` lists optional variables
 * empty, so an empty value must mean "unset" (default) and a wrong one must stop the start.
 */
function loadEnv(overrides: Record<string, string>) {
  const saved = { ...process.env };
  Object.assign(process.env, overrides);
  try {
    let loaded: typeof import("@/lib/env").env | undefined;
    jest.isolateModules(() => {
      loaded = (jest.requireActual("@/lib/env") as typeof import("@/lib/env")).env;
    });
    return loaded!;
  } finally {
    process.env = saved;
  }
}

it("treats the empty values of .env.example as unset: URLs undefined, numbers at their defaults", () => {
  const env = loadEnv({
    RESEND_BASE_URL: "",
    OPENAI_BASE_URL: " ",
    DATABASE_POOL_SIZE: "",
    LOGIN_ATTEMPTS_PER_IP: "",
    OFFER_AI_TIMEOUT_MS: "",
  });
  expect(env.RESEND_BASE_URL).toBeUndefined();
  expect(env.OPENAI_BASE_URL).toBeUndefined();
  expect(env.DATABASE_POOL_SIZE).toBe(10);
  expect(env.LOGIN_ATTEMPTS_PER_IP).toBe(30);
  expect(env.OFFER_AI_TIMEOUT_MS).toBe(25_000);
});

it("reads set values and refuses invalid ones with the variable's name", () => {
  const env = loadEnv({
    RESEND_BASE_URL: "http://127.0.0.1:4010",
    DATABASE_POOL_SIZE: "4",
    PROJECT_RATE_LIMIT_PER_HOUR: "100000000",
  });
  expect(env.RESEND_BASE_URL).toBe("http://127.0.0.1:4010");
  expect(env.DATABASE_POOL_SIZE).toBe(4);
  expect(env.PROJECT_RATE_LIMIT_PER_HOUR).toBe(100_000_000);
  expect(() => loadEnv({ RESEND_BASE_URL: "kein-link" })).toThrow(/RESEND_BASE_URL/);
  expect(() => loadEnv({ DATABASE_POOL_SIZE: "viele" })).toThrow(/DATABASE_POOL_SIZE/);
  expect(() => loadEnv({ DATABASE_POOL_SIZE: "0" })).toThrow(/DATABASE_POOL_SIZE/);
});
