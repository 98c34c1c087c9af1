/**
 * No client module reaches server configuration: a `"use client"` module, or anything it imports
 * (value imports, transitively), must not import `lib/env.ts`, `lib/config.ts` or a `server-only`
 * module, which would bundle server settings into the browser. Reads the sources with a small import
 * scanner (relative and `@/` specifiers; type-only imports are skipped).
 */
import fs from "node:fs";
import path from "node:path";

const ROOT = path.resolve(__dirname, "../..");
const SOURCE_DIRS = ["app", "components", "lib"];
const FORBIDDEN = ["lib/env.ts", "lib/config.ts"].map((file) => path.join(ROOT, file));
const EXTENSIONS = [".ts", ".tsx", "/index.ts", "/index.tsx"];

function sourceFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === "node_modules" || entry.name === "generated" ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const sourceCache = new Map<string, string>();
function source(file: string): string {
  let text = sourceCache.get(file);
  if (text === undefined) {
    text = fs.readFileSync(file, "utf8");
    sourceCache.set(file, text);
  }
  return text;
}

/** The project file an import specifier points to, or null for packages. */
function resolveImport(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith("@/")) base = path.join(ROOT, specifier.slice(2));
  else if (specifier.startsWith(".")) base = path.resolve(path.dirname(from), specifier);
  else return null;
  if (fs.existsSync(base) && fs.statSync(base).isFile()) return base;
  for (const extension of EXTENSIONS) if (fs.existsSync(base + extension)) return base + extension;
  return null;
}

const IMPORT =
  /(?:^|\n)\s*(import|export)\s+(type\s+)?(?:([^;"']*?)\s+from\s+)?["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;

/** Value imports (static, re-exports, dynamic) of a file that resolve to project files. */
function valueImports(file: string): string[] {
  const found: string[] = [];
  for (const match of source(file).matchAll(IMPORT)) {
    if (match[2]) continue; // import type / export type
    const clause = match[3]?.trim();
    if (clause && /^\{[^}]*\}$/.test(clause)) {
      const names = clause
        .slice(1, -1)
        .split(",")
        .map((name) => name.trim())
        .filter(Boolean);
      if (names.length > 0 && names.every((name) => name.startsWith("type "))) continue;
    }
    const resolved = resolveImport(file, match[4] ?? match[5]);
    if (resolved) found.push(resolved);
  }
  return found;
}

const isClientModule = (file: string) =>
  /^(?:\s*\/\/[^\n]*\n|\s*\/\*[\s\S]*?\*\/)*\s*["']use client["']/.test(source(file));
const isServerOnly = (file: string) => /^\s*import\s+["']server-only["']/m.test(source(file));

/** Every file reachable from `start`, each mapped to the file that imported it first (for the chain). */
function reachable(start: string): Map<string, string | null> {
  const parent = new Map<string, string | null>([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift()!;
    for (const next of valueImports(file)) {
      if (!parent.has(next)) {
        parent.set(next, file);
        queue.push(next);
      }
    }
  }
  return parent;
}

function chain(parent: Map<string, string | null>, end: string): string {
  const files: string[] = [];
  for (let file: string | null | undefined = end; file; file = parent.get(file))
    files.unshift(path.relative(ROOT, file));
  return files.join(" -> ");
}

describe("client/server boundary", () => {
  it("the scanner follows @/ and relative imports (lib/config.ts reaches lib/env.ts)", () => {
    const fromConfig = reachable(path.join(ROOT, "lib/config.ts"));
    expect(fromConfig.has(path.join(ROOT, "lib/env.ts"))).toBe(true);
    expect(isServerOnly(path.join(ROOT, "lib/env.ts"))).toBe(true);
    expect(isServerOnly(path.join(ROOT, "lib/config.ts"))).toBe(true);
  });

  it("finds the client modules", () => {
    const clients = SOURCE_DIRS.flatMap((dir) => sourceFiles(path.join(ROOT, dir))).filter(isClientModule);
    expect(clients.map((file) => path.relative(ROOT, file))).toEqual(
      expect.arrayContaining(["components/auth/password-setup-form.tsx", "components/quiz/quiz-wizard.tsx"]),
    );
  });

  it("no 'use client' module imports lib/env, lib/config or a server-only module, directly or transitively", () => {
    const clients = SOURCE_DIRS.flatMap((dir) => sourceFiles(path.join(ROOT, dir))).filter(isClientModule);
    const violations: string[] = [];
    for (const client of clients) {
      const parent = reachable(client);
      for (const file of parent.keys()) {
        if (FORBIDDEN.includes(file) || isServerOnly(file)) violations.push(chain(parent, file));
      }
    }
    expect(violations).toEqual([]);
  });
});
