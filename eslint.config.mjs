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
  {
    // zod's `z` object holds all of zod with every locale; importing it defeats tree shaking and put
    // about 90 kB of gzip JavaScript into every page with a form (lib/validation/zod.ts, issue 16 §5).
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "ImportDeclaration[source.value=/zod$/] > ImportSpecifier[imported.name='z']",
          message: 'Import zod as a namespace: import * as z from "@/lib/validation/zod" (or "zod" in server-only code).',
        },
      ],
    },
  },
];

export default config;
