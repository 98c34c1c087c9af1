/** ESLint flat config: Next.js core-web-vitals + TypeScript rules, plus the project's own rules. */
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [".next/**", ".next-*/**", ".tmp-*", "node_modules/**", "lib/generated/**", ".data/**", "next-env.d.ts", "coverage/**", "playwright-report/**", "test-results/**"],
  },
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["warn", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", ignoreRestSiblings: true }],
    },
  },
  {
    // lib/env.ts is the one reader of process.env in the app (ARCHITECTURE.md).
    files: ["app/**", "components/**", "lib/**", "proxy.ts"],
    ignores: ["lib/env.ts"],
    rules: {
      "no-restricted-properties": ["error", { object: "process", property: "env", message: "Read the environment through lib/env.ts." }],
    },
  },
];

export default config;
