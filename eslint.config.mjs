/** ESLint flat config: Next.js core-web-vitals + TypeScript rules, plus the project's own rules. */
import fs from "node:fs";
import path from "node:path";
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

/**
 * Layer boundaries (docs/architecture.md, "Layers"). Every source file of app/, components/ and lib/ is read once
 * here: the "use client" files get the client zone, and the `import "server-only"` modules are banned from it.
 */
function sourceFiles(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.posix.join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === "generated" || entry.name === "node_modules" ? [] : sourceFiles(full);
    return /\.(ts|tsx|mts|mjs)$/.test(entry.name) && !entry.name.endsWith(".d.ts") ? [full] : [];
  });
}
const SOURCES = ["app", "components", "lib"].flatMap(sourceFiles).map((file) => [file, fs.readFileSync(file, "utf8")]);
const CLIENT_FILES = SOURCES.filter(([, text]) =>
  /^(?:\s*\/\/[^\n]*\n|\s*\/\*[\s\S]*?\*\/)*\s*["']use client["']/.test(text),
).map(([file]) => file);
const SERVER_ONLY_MODULES = SOURCES.filter(([, text]) => /^\s*import\s+["']server-only["']/m.test(text)).map(
  ([file]) => "@/" + file.replace(/(\/index)?\.(ts|tsx|mts|mjs)$/, ""),
);

/** Features expose entry files; everything else in the folder is internal (new files too, until listed here). */
const FEATURE_ENTRIES = {
  "lib/projects": ["search", "candidates", "emails", "assignments", "status", "privacy", "errors"],
  "lib/invoices": ["ledger", "issuing", "billing", "credit-notes", "payments", "queries", "monthly-job", "pdf"],
  "lib/domain/bathroom-pricing": [],
  "lib/messages": ["threads", "admin", "rules", "schemas"],
  "lib/verification": [
    ...["types", "licences", "checks", "standing", "approval", "check-requests", "company-view"],
    ...["registration-status", "summary", "insurance", "insurance-types", "eligibility"],
  ],
  "lib/files": ["project-files", "signed-url", "storage"],
};
const FEATURE_INTERNALS = Object.entries(FEATURE_ENTRIES).map(([folder, entries]) => ({
  group: [`@/${folder}/*`, ...entries.map((entry) => `!@/${folder}/${entry}`)],
  message: `Import the feature's entry files only (${folder}, docs/architecture.md "Feature map").`,
}));

/** Pure code (lib/domain, lib/validation) does no I/O: no database, settings, environment, jobs, e-mail or network. */
const PURE_MESSAGE = "lib/domain and lib/validation are pure: no I/O (docs/architecture.md, Layers).";
const PURE_PATHS = ["@/lib/db", "@/lib/env", "@/lib/config", "@/lib/log", "@/lib/storage", "server-only"].concat(
  ["pg", "pg-boss", "redis", "resend", "openai", "pdfkit", "next/headers", "next/cache", "next/server"],
  ["fs", "fs/promises", "net", "http", "https", "child_process", "dns", "os", "worker_threads"],
);
const PURE_PATTERNS = [
  // node:crypto is computation (HMAC, hashing), not I/O; lib/db/sql holds SQL text helpers (LIKE escaping).
  { group: ["node:*", "!node:crypto"], message: PURE_MESSAGE },
  {
    group: [
      "@prisma/*",
      "@/lib/generated/*",
      "@/lib/db/*",
      "!@/lib/db/sql",
      "@/lib/data/*",
      "@/lib/auth/*",
      "@/lib/cache/*",
    ],
    message: PURE_MESSAGE,
  },
  {
    group: ["@/lib/projects/*", "@/lib/invoices/*", "@/lib/email/*", "@/lib/jobs/*", "@/lib/ai/*"],
    message: PURE_MESSAGE,
  },
  {
    group: ["@/lib/offers/*", "@/lib/retention/*", "@/lib/alerts/*", "@/lib/leads/*", "@/lib/reviews/*"],
    message: PURE_MESSAGE,
  },
  {
    group: ["@/lib/security/*", "@/lib/seo/*", "@/lib/project-room/*", "@/lib/files/*", "@/components/*", "@/app/*"],
    message: PURE_MESSAGE,
  },
  { group: ["@/lib/http/*", "!@/lib/http/api-error"], message: PURE_MESSAGE },
];

/** A client module is bundled for the browser: no server module (type imports are erased, so they pass). */
const CLIENT_MESSAGE = "A client module imports no server module (docs/architecture.md, Layers).";
const CLIENT_PATHS = [...new Set(["@/lib/db", "@/lib/env", "@/lib/config", "server-only", ...SERVER_ONLY_MODULES])];
const CLIENT_PATTERNS = [
  { group: ["@/lib/db/*", "@/lib/data/*", "@/lib/projects/*", "@/lib/invoices/*", "@prisma/*", "@/lib/generated/*"] },
  { group: ["node:*", "pg", "pg-boss", "redis", "next/headers"] },
].map((pattern) => ({ ...pattern, message: CLIENT_MESSAGE, allowTypeImports: true }));

const restrictedImports = (paths, patterns, allowTypeImports = false) => [
  "error",
  {
    paths: paths.map((name) => ({ name, message: allowTypeImports ? CLIENT_MESSAGE : PURE_MESSAGE, allowTypeImports })),
    patterns: [...FEATURE_INTERNALS, ...patterns],
  },
];

/** One no-restricted-imports list per file: a later block replaces it, so each zone repeats FEATURE_INTERNALS. */
const BOUNDARIES = [
  { ignores: ["tests/**"], rules: { "no-restricted-imports": restrictedImports([], []) } },
  {
    files: ["lib/domain/**", "lib/validation/**"],
    rules: { "no-restricted-imports": restrictedImports(PURE_PATHS, PURE_PATTERNS) },
  },
  { files: CLIENT_FILES, rules: { "no-restricted-imports": restrictedImports(CLIENT_PATHS, CLIENT_PATTERNS, true) } },
];

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
  ...BOUNDARIES,
];

export default config;
