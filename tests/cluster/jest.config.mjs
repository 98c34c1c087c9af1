/**
 * Jest configuration of the multi-instance suite: Node tests that talk HTTP to the
 * local cluster (nginx + two instances) described by CLUSTER_STATE_FILE and read the database of
 * DATABASE_URL. Run through `npm run test:cluster` (scripts/test-cluster.ts starts the cluster).
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import nextJest from "next/jest.js";

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const createJestConfig = nextJest({ dir: rootDir });

export default createJestConfig({
  rootDir,
  testEnvironment: "node",
  modulePathIgnorePatterns: ["<rootDir>/.next", "<rootDir>/.data"],
  moduleNameMapper: {
    "^@/(.*)$": "<rootDir>/$1",
    "^server-only$": "<rootDir>/tests/support/empty.ts",
  },
  testMatch: ["<rootDir>/tests/cluster/**/*.test.ts"],
  maxWorkers: 1,
  testTimeout: 60_000,
});
