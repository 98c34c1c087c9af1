/**
 * A small parser for the subset of the Prisma schema language this project uses (models; fields
 * with type, `?`, `[]`; field and block attributes). Anything else inside a model (enums as field
 * types, Unsupported, composite types, @@schema, …) throws, so the schema check never skips something.
 */

export type PslValue =
  | { kind: "string"; value: string }
  | { kind: "number"; value: string }
  | { kind: "boolean"; value: boolean }
  | { kind: "ident"; name: string }
  | { kind: "call"; name: string; args: PslArg[] }
  | { kind: "array"; items: PslValue[] };

export interface PslArg {
  /** Named argument (`onDelete: Cascade`); undefined for positional ones. */
  name?: string;
  value: PslValue;
}

export interface PslAttribute {
  /** Without the @ / @@, e.g. "default", "db.VarChar", "index". */
  name: string;
  args: PslArg[];
}

export interface PslField {
  name: string;
  /** Type name without modifiers, e.g. "String" or a model name. */
  type: string;
  optional: boolean;
  list: boolean;
  attributes: PslAttribute[];
}

export interface PslModel {
  name: string;
  fields: PslField[];
  /** Block attributes (@@…). */
  attributes: PslAttribute[];
}

export interface PslSchema {
  models: PslModel[];
}

const SCALAR_TYPES = new Set(["String", "Int", "BigInt", "Float", "Decimal", "Boolean", "DateTime", "Json", "Bytes"]);

/** Removes `//` comments (also `///`) outside string literals. */
function stripComment(line: string): string {
  let inString = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (inString) {
      if (ch === "\\") i++;
      else if (ch === '"') inString = false;
    } else if (ch === '"') {
      inString = true;
    } else if (ch === "/" && line[i + 1] === "/") {
      return line.slice(0, i);
    }
  }
  return line;
}

/** Splits at top-level commas (outside strings, brackets and parentheses). */
function splitTopLevel(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let inString = false;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (inString) {
      if (ch === "\\") i++;
      else if (ch === '"') inString = false;
      continue;
    }
    if (ch === '"') inString = true;
    else if (ch === "(" || ch === "[") depth++;
    else if (ch === ")" || ch === "]") depth--;
    else if (ch === "," && depth === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  const last = text.slice(start);
  if (last.trim() !== "" || parts.length > 0) parts.push(last);
  return parts.map((p) => p.trim()).filter((p) => p !== "");
}

/** Index of the bracket closing the one at `open` (respecting strings). */
function closingIndex(text: string, open: number): number {
  const pairs: Record<string, string> = { "(": ")", "[": "]" };
  const stack: string[] = [];
  let inString = false;
  for (let i = open; i < text.length; i++) {
    const ch = text[i];
    if (inString) {
      if (ch === "\\") i++;
      else if (ch === '"') inString = false;
      continue;
    }
    if (ch === '"') inString = true;
    else if (ch in pairs) stack.push(pairs[ch]);
    else if (ch === ")" || ch === "]") {
      if (stack.pop() !== ch) throw new Error(`Unbalanced "${ch}" in: ${text}`);
      if (stack.length === 0) return i;
    }
  }
  throw new Error(`Unclosed bracket in: ${text}`);
}

function parseValue(raw: string): PslValue {
  const text = raw.trim();
  if (text.startsWith('"')) {
    if (!text.endsWith('"') || text.length < 2) throw new Error(`Bad string literal: ${text}`);
    return { kind: "string", value: JSON.parse(text) as string };
  }
  if (text.startsWith("[")) {
    if (closingIndex(text, 0) !== text.length - 1) throw new Error(`Bad array: ${text}`);
    return { kind: "array", items: splitTopLevel(text.slice(1, -1)).map(parseValue) };
  }
  if (/^-?\d+(\.\d+)?$/.test(text)) return { kind: "number", value: text };
  if (text === "true" || text === "false") return { kind: "boolean", value: text === "true" };
  const call = /^([A-Za-z_][\w.]*)\s*\(/.exec(text);
  if (call) {
    const open = text.indexOf("(");
    if (closingIndex(text, open) !== text.length - 1) throw new Error(`Bad function call: ${text}`);
    return { kind: "call", name: call[1], args: parseArgs(text.slice(open + 1, -1)) };
  }
  if (/^[A-Za-z_][\w.]*$/.test(text)) return { kind: "ident", name: text };
  throw new Error(`Cannot parse value: ${text}`);
}

function parseArgs(text: string): PslArg[] {
  return splitTopLevel(text).map((part) => {
    const named = /^([A-Za-z_]\w*)\s*:(?!:)\s*([\s\S]*)$/.exec(part);
    return named ? { name: named[1], value: parseValue(named[2]) } : { value: parseValue(part) };
  });
}

/** Parses a run of attributes (`@a @b(...) @db.X(1)` or `@@index([...])`). */
function parseAttributes(text: string, prefix: "@" | "@@"): PslAttribute[] {
  const attributes: PslAttribute[] = [];
  let i = 0;
  while (i < text.length) {
    if (/\s/.test(text[i])) {
      i++;
      continue;
    }
    if (!text.startsWith(prefix, i) || (prefix === "@" && text[i + 1] === "@")) {
      throw new Error(`Expected an attribute starting with ${prefix} at: ${text.slice(i)}`);
    }
    i += prefix.length;
    const name = /^[A-Za-z_][\w.]*/.exec(text.slice(i));
    if (!name) throw new Error(`Bad attribute name at: ${text.slice(i)}`);
    i += name[0].length;
    let args: PslArg[] = [];
    if (text[i] === "(") {
      const close = closingIndex(text, i);
      args = parseArgs(text.slice(i + 1, close));
      i = close + 1;
    }
    attributes.push({ name: name[0], args });
  }
  return attributes;
}

/** Parses the models of a schema.prisma source. Generator and datasource blocks are skipped. */
export function parsePrismaSchema(source: string): PslSchema {
  const lines = source.split(/\r?\n/).map(stripComment);
  const models: PslModel[] = [];
  let current: PslModel | null = null;
  let skipping = false;
  let pending = "";

  for (const rawLine of lines) {
    // Join lines while brackets are open (multi-line attribute arguments).
    const line = (pending ? `${pending} ` : "") + rawLine.trim();
    const opens = (line.match(/[([]/g) ?? []).length;
    const closes = (line.match(/[)\]]/g) ?? []).length;
    if (opens > closes) {
      pending = line;
      continue;
    }
    pending = "";
    if (line === "") continue;

    if (!current && !skipping) {
      const block = /^(\w+)\s+(\w+)\s*\{$/.exec(line);
      if (!block) throw new Error(`Unexpected top-level line in schema.prisma: ${line}`);
      const [, keyword, name] = block;
      if (keyword === "model") current = { name, fields: [], attributes: [] };
      else if (keyword === "generator" || keyword === "datasource") skipping = true;
      else
        throw new Error(
          `"${keyword} ${name}" is not supported by tests/support/prisma-datamodel.ts; extend the parser.`,
        );
      continue;
    }
    if (line === "}") {
      if (current) models.push(current);
      current = null;
      skipping = false;
      continue;
    }
    if (skipping || !current) continue;

    if (line.startsWith("@@")) {
      current.attributes.push(...parseAttributes(line, "@@"));
      continue;
    }
    const field = /^(\w+)\s+(\w+)(\[\])?(\?)?\s*([\s\S]*)$/.exec(line);
    if (!field) throw new Error(`Cannot parse field line in model ${current.name}: ${line}`);
    const [, name, type, list, optional, rest] = field;
    current.fields.push({
      name,
      type,
      list: Boolean(list),
      optional: Boolean(optional),
      attributes: parseAttributes(rest, "@"),
    });
  }
  if (current || pending) throw new Error("schema.prisma ends inside a block");

  const modelNames = new Set(models.map((m) => m.name));
  for (const model of models) {
    for (const field of model.fields) {
      if (!SCALAR_TYPES.has(field.type) && !modelNames.has(field.type)) {
        throw new Error(
          `${model.name}.${field.name}: type ${field.type} is not supported by tests/support/prisma-datamodel.ts.`,
        );
      }
    }
  }
  return { models };
}
