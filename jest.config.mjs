/**
 * Jest configuration for unit tests (pure lib code and React components in jsdom).
 * Integration tests against PostgreSQL use jest.integration.config.mjs.
 */
import nextJest from "next/jest.js";

const createJestConfig = nextJest({ dir: "./" });

export default createJestConfig({
  testEnvironment: "jsdom",
  setupFilesAfterEnv: ["<rootDir>/tests/support/jest-setup.ts"],
  modulePathIgnorePatterns: ["<rootDir>/.next", "<rootDir>/.data"],
  moduleNameMapper: {
    "^@/(.*)$": "<rootDir>/$1",
    "^server-only$": "<rootDir>/tests/support/empty.ts",
    // Jest runs CommonJS: use the CJS builds of Prisma's query compiler instead of the .mjs ones.
    "^@prisma/client/runtime/(.*)\\.mjs$": "@prisma/client/runtime/$1.js",
  },
  testMatch: [
    "<rootDir>/tests/unit/**/*.test.ts?(x)",
    "<rootDir>/lib/**/*.test.ts?(x)",
    "<rootDir>/components/**/*.test.ts?(x)",
  ],
  testPathIgnorePatterns: ["/node_modules/", "/.next/", "/tests/e2e/", "/tests/integration/"],
});
