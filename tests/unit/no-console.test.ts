/**
 * @jest-environment node
 *
 * Lib/ and app/ log through lib/log.ts (masked, structured), never `console.*`.
 * Generated code (lib/generated) is exempt.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const root = process.cwd();
const EXCLUDED = [path.join(root, "lib", "generated")];

function sourceFiles(dir: string): string[] {
  if (EXCLUDED.includes(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) ? [full] : [];
  });
}

test("no console.* call in lib/ or app/", () => {
  const files = [...sourceFiles(path.join(root, "lib")), ...sourceFiles(path.join(root, "app"))];
  expect(files.length).toBeGreaterThan(50);
  const offenders = files.flatMap((file) =>
    readFileSync(file, "utf8")
      .split("\n")
      .map((line, index) => ({ line, index }))
      .filter(({ line }) => /\bconsole\s*\.\s*\w+/.test(line))
      .map(({ line, index }) => `${path.relative(root, file)}:${index + 1}: ${line.trim()}`),
  );
  expect(offenders).toEqual([]);
});
