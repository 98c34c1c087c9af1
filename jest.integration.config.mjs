/**
 * Jest configuration for integration tests: route handlers and the schema check run in Node
 * against a fresh, migrated PostgreSQL database created once per run (tests/support/global-setup.ts).
 */
import nextJest from "next/jest.js";

const createJestConfig = nextJest({ dir: "./" });

export default createJestConfig({
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
