/** ESLint flat config: Next.js core-web-vitals + TypeScript rules, plus the project's own rules. */
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

/**
 * zod's `z` object holds all of zod with every locale; importing it defeats tree shaking and put
 * about 90 kB of gzip JavaScript into every page with a form (lib/validation/zod.ts, issue 16 §5).
 */
const ZOD_NAMESPACE_IMPORT = {
  selector: "ImportDeclaration[source.value=/zod$/] > ImportSpecifier[imported.name='z']",
  message: 'Import zod as a namespace: import * as z from "@/lib/validation/zod" (or "zod" in server-only code).',
};

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [
      ".next/**",
      ".next-*/**",
      ".tmp-*",
      "node_modules/**",
      "lib/generated/**",
      ".data/**",
      "next-env.d.ts",
      "coverage/**",
      "playwright-report/**",
      "test-results/**",
    ],
  },
  {
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "warn",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", ignoreRestSiblings: true },
      ],
    },
  },
  {
    // lib/env.ts is the one reader of process.env in the app (ARCHITECTURE.md).
    files: ["app/**", "components/**", "lib/**", "proxy.ts"],
    ignores: ["lib/env.ts"],
    rules: {
      "no-restricted-properties": [
        "error",
        { object: "process", property: "env", message: "Read the environment through lib/env.ts." },
      ],
    },
  },
  {
    // One no-restricted-syntax list per file: a later block replaces it, so both repeat ZOD_NAMESPACE_IMPORT.
    rules: {
      "no-restricted-syntax": ["error", ZOD_NAMESPACE_IMPORT],
    },
  },
  {
    // Public pages prefetch routes on intent only (components/layout/intent-prefetch.tsx, issue 16 §5).
    files: ["app/(public)/**", "app/(quiz)/**", "app/*.tsx", "components/**"],
    ignores: ["components/admin/**", "components/company/**", "components/dashboard/**"],
    rules: {
      "no-restricted-syntax": [
        "error",
        ZOD_NAMESPACE_IMPORT,
        {
          selector: "JSXOpeningElement[name.name='Link']:not(:has(JSXAttribute[name.name='prefetch']))",
          message:
            "Public links are <Link prefetch={false}>: the public shell prefetches on intent (components/layout/intent-prefetch.tsx).",
        },
      ],
    },
  },
];

export default config;
