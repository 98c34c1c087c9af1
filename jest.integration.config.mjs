/**
 * Jest configuration for integration tests: route handlers and the schema check run in Node
 * against a fresh, migrated PostgreSQL database created once per run (tests/support/global-setup.ts).
 */
import nextJest from "next/jest.js";

const createJestConfig = nextJest({ dir: "./" });

const config = createJestConfig({
  testEnvironment: "node",
  modulePathIgnorePatterns: ["<rootDir>/.next", "<rootDir>/.data"],
  moduleNameMapper: {
    "^@/(.*)$": "<rootDir>/$1",
    "^server-only$": "<rootDir>/tests/support/empty.ts",
    // Jest runs CommonJS: use the CJS builds of Prisma's query compiler instead of the .mjs ones.
    "^@prisma/client/runtime/(.*)\\.mjs$": "@prisma/client/runtime/$1.js",
  },
  testMatch: ["<rootDir>/tests/integration/**/*.test.ts"],
  globalSetup: "<rootDir>/tests/support/global-setup.ts",
  globalTeardown: "<rootDir>/tests/support/global-teardown.ts",
  maxWorkers: 1,
  testTimeout: 30000,
});

// Auth.js ships ES modules (@auth/core and its jose/oauth4webapi dependencies); add them to the
// packages next/jest lets SWC compile to CommonJS. Every other package stays untransformed.
const ESM_PACKAGES = ["@auth/core", "jose", "oauth4webapi"];

export default async function integrationConfig() {
  const resolved = await config();
  return {
    ...resolved,
    transformIgnorePatterns: resolved.transformIgnorePatterns.map((pattern) =>
      pattern.replace("(?!(geist|", `(?!(${ESM_PACKAGES.join("|")}|geist|`),
    ),
  };
}
