/**
 * @jest-environment node
 *
 * The shape docs/architecture.md promises for the source tree: comments that explain rather than
 * retell history, and files small enough to read. Content (lib/content) and generated code are data.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const root = process.cwd();
const SKIPPED = new Set(["node_modules", "generated", ".next", "bare"]);

/** Source files (.ts, .tsx, .mts, .mjs) under `dir`, relative to the repository root. */
function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED.has(entry.name) ? [] : sourceFiles(relative);
    return /\.(ts|tsx|mts|mjs)$/.test(entry.name) ? [relative] : [];
  });
}

const TREES = ["app", "components", "lib", "scripts", "tests", "bench"];
const files = TREES.flatMap(sourceFiles);
const isContent = (file: string) => file.startsWith(`lib${path.sep}content${path.sep}`);
const COMMENT_LINE = /^\s*(\/\/|\/\*|\*)/;

test("finds the source tree", () => {
  expect(files.length).toBeGreaterThan(500);
});

test("comments in lib/ are at most a quarter of the code (characters of comment lines / other lines)", () => {
  let comment = 0;
  let code = 0;
  for (const file of files.filter((file) => file.startsWith(`lib${path.sep}`) && !isContent(file))) {
    for (const line of readFileSync(path.join(root, file), "utf8").split("\n")) {
      if (COMMENT_LINE.test(line)) comment += line.length + 1;
      else code += line.length + 1;
    }
  }
  expect(comment / code).toBeLessThanOrEqual(0.25);
});

test("no comment or name points at the project's issue tracker", () => {
  const offenders = files.flatMap((file) =>
    readFileSync(path.join(root, file), "utf8")
      .split("\n")
      .flatMap((line, index) => (/issue [0-9]+/i.test(line) ? [`${file}:${index + 1}`] : [])),
  );
  expect(offenders).toEqual([]);
});

test("no source file outside the content is longer than 600 lines", () => {
  const long = files
    .filter((file) => !isContent(file))
    .map((file) => ({ file, lines: readFileSync(path.join(root, file), "utf8").split("\n").length - 1 }))
    .filter(({ lines }) => lines > 600);
  expect(long).toEqual([]);
});
