/**
 * Settings of several instances in lib/env.ts (docs/shared-cache.md): REDIS_URL
 * takes redis:// and rediss:// URLs only, INSTANCE_NAME (the X-Instance header) printable ASCII.
 */
export {};

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

it("leaves the shared cache off and the instance unnamed when the settings are empty", () => {
  const env = loadEnv({ REDIS_URL: "", INSTANCE_NAME: " " });
  expect(env.REDIS_URL).toBeUndefined();
  expect(env.INSTANCE_NAME).toBeUndefined();
});

it("accepts Redis URLs and header-safe names, and refuses anything else by name", () => {
  const env = loadEnv({ REDIS_URL: "rediss://cache.example.at:6380/0", INSTANCE_NAME: "app-1" });
  expect(env.REDIS_URL).toBe("rediss://cache.example.at:6380/0");
  expect(env.INSTANCE_NAME).toBe("app-1");
  expect(() => loadEnv({ REDIS_URL: "http://127.0.0.1:6379" })).toThrow(/REDIS_URL/);
  expect(() => loadEnv({ INSTANCE_NAME: "app eins" })).toThrow(/INSTANCE_NAME/);
  expect(() => loadEnv({ INSTANCE_NAME: "app-ä" })).toThrow(/INSTANCE_NAME/);
});
