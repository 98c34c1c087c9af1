/**
 * Test support for the schema check (tests/integration/schema.test.ts):
 *
 * 1. `parsePrismaSchema` — a small parser for the subset of the Prisma schema language this project
 *    uses (models; fields with type, `?`, `[]`; field attributes such as @id @default @unique @map
 *    @db.X(n) @updatedAt @relation(fields, references, onDelete, onUpdate, map); block attributes
 *    @@map @@index @@unique @@id). Anything else inside a model (enums as field types, Unsupported,
 *    composite types, @@schema, …) throws, so the check can never silently skip something.
 * 2. `expectedTables` — what `prisma migrate` would create for it on PostgreSQL: table and column
 *    names, column types as `format_type()` prints them, nullability, defaults, primary key, indexes,
 *    foreign keys, all with Prisma's default constraint names.
 * 3. `describeDatabase` — the same facts read from pg_catalog of a live database.
 * 4. `diffSchema` — the differences, one readable line each, naming the model and field.
 */

// ---------------------------------------------------------------------------------------------
// 1. Parser
// ---------------------------------------------------------------------------------------------

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

// ---------------------------------------------------------------------------------------------
// 2. What Prisma would create
// ---------------------------------------------------------------------------------------------

export type ExpectedDefault =
  { kind: "sequence" } | { kind: "now" } | { kind: "literal"; sql: string } | { kind: "dbgenerated"; sql: string };

export interface ExpectedColumn {
  field: string;
  column: string;
  /** As pg_catalog.format_type() prints it, e.g. "character varying(255)", "timestamp(3) with time zone", "text[]". */
  type: string;
  nullable: boolean;
  /** null: no database default (none, or a client-side one such as uuid()/cuid() or a bare @updatedAt). */
  default: ExpectedDefault | null;
}

export interface ExpectedIndex {
  name: string;
  columns: string[];
  unique: boolean;
  /** Where it comes from, e.g. "@@index([status, createdAt])" or "email @unique". */
  source: string;
}

export type ReferentialAction = "Cascade" | "Restrict" | "NoAction" | "SetNull" | "SetDefault";

export interface ExpectedForeignKey {
  name: string;
  field: string;
  columns: string[];
  referencedTable: string;
  referencedColumns: string[];
  onDelete: ReferentialAction;
  onUpdate: ReferentialAction;
}

export interface ExpectedTable {
  model: string;
  table: string;
  columns: ExpectedColumn[];
  primaryKey: { name: string; columns: string[] };
  indexes: ExpectedIndex[];
  foreignKeys: ExpectedForeignKey[];
}

const MAX_IDENTIFIER = 63;

/** Prisma's default constraint name: `<table>_<columns>_<suffix>`, shortened to PostgreSQL's 63 characters. */
export function defaultConstraintName(
  table: string,
  columns: string[],
  suffix: "pkey" | "key" | "idx" | "fkey",
): string {
  const base = columns.length > 0 ? `${table}_${columns.join("_")}` : table;
  const limit = MAX_IDENTIFIER - suffix.length - 1;
  return `${base.length > limit ? base.slice(0, limit) : base}_${suffix}`;
}

function attribute(attributes: PslAttribute[], name: string): PslAttribute | undefined {
  return attributes.find((a) => a.name === name);
}

/** The argument named `name`, or else the positional one at `position`. */
function argument(attr: PslAttribute | undefined, name: string, position?: number): PslValue | undefined {
  if (!attr) return undefined;
  const named = attr.args.find((a) => a.name === name);
  if (named) return named.value;
  if (position === undefined) return undefined;
  return attr.args.filter((a) => a.name === undefined)[position]?.value;
}

function stringArg(attr: PslAttribute | undefined, name: string, position?: number): string | undefined {
  const value = argument(attr, name, position);
  if (value === undefined) return undefined;
  if (value.kind !== "string") throw new Error(`@${attr?.name}: ${name} must be a string`);
  return value.value;
}

/** Field names of an index/relation field list: `[a, b(sort: Desc)]`. */
function fieldList(value: PslValue | undefined, where: string): string[] {
  if (!value || value.kind !== "array") throw new Error(`${where}: expected a field list [a, b]`);
  return value.items.map((item) => {
    if (item.kind === "ident") return item.name;
    if (item.kind === "call") return item.name; // a(sort: Desc) — the sort order is not checked
    throw new Error(`${where}: unexpected item in field list`);
  });
}

function columnName(field: PslField): string {
  return stringArg(attribute(field.attributes, "map"), "name", 0) ?? field.name;
}

export function tableName(model: PslModel): string {
  return stringArg(attribute(model.attributes, "map"), "name", 0) ?? model.name;
}

function numericArgs(attr: PslAttribute): number[] {
  return attr.args.map((a) => {
    if (a.value.kind !== "number") throw new Error(`@${attr.name}: arguments must be numbers`);
    return Number(a.value.value);
  });
}

/** Column type of a scalar field on PostgreSQL, in format_type() spelling. */
function columnType(model: PslModel, field: PslField): string {
  const native = field.attributes.find((a) => a.name.startsWith("db."));
  const where = `${model.name}.${field.name}`;
  let type: string;
  if (!native) {
    const defaults: Record<string, string> = {
      String: "text",
      Int: "integer",
      BigInt: "bigint",
      Float: "double precision",
      Decimal: "numeric(65,30)",
      Boolean: "boolean",
      DateTime: "timestamp(3) without time zone",
      Json: "jsonb",
      Bytes: "bytea",
    };
    type = defaults[field.type];
  } else {
    const n = numericArgs(native);
    const paren = n.length > 0 ? `(${n.join(",")})` : "";
    const withPrecision = (base: string, zone: string) => `${base}${paren}${zone}`;
    const table: Record<string, () => string> = {
      "db.Text": () => "text",
      "db.VarChar": () => `character varying${paren}`,
      "db.Char": () => `character${paren || "(1)"}`,
      "db.Uuid": () => "uuid",
      "db.Citext": () => "citext",
      "db.Inet": () => "inet",
      "db.Xml": () => "xml",
      "db.Integer": () => "integer",
      "db.SmallInt": () => "smallint",
      "db.BigInt": () => "bigint",
      "db.Oid": () => "oid",
      "db.Real": () => "real",
      "db.DoublePrecision": () => "double precision",
      "db.Decimal": () => `numeric${paren}`,
      "db.Money": () => "money",
      "db.Boolean": () => "boolean",
      "db.Timestamptz": () => withPrecision("timestamp", " with time zone"),
      "db.Timestamp": () => withPrecision("timestamp", " without time zone"),
      "db.Timetz": () => withPrecision("time", " with time zone"),
      "db.Time": () => withPrecision("time", " without time zone"),
      "db.Date": () => "date",
      "db.Json": () => "json",
      "db.JsonB": () => "jsonb",
      "db.ByteA": () => "bytea",
      "db.Bit": () => `bit${paren || "(1)"}`,
      "db.VarBit": () => `bit varying${paren}`,
    };
    const render = table[native.name];
    if (!render)
      throw new Error(`${where}: @${native.name} is not mapped in tests/support/prisma-datamodel.ts; extend it.`);
    type = render();
  }
  return field.list ? `${type}[]` : type;
}

function sqlString(value: string): string {
  return `'${value.replace(/'/g, "''")}'`;
}

function literalSql(field: PslField, value: PslValue, where: string): string {
  switch (value.kind) {
    case "string":
      return sqlString(value.value);
    case "number":
      return value.value;
    case "boolean":
      return String(value.value);
    case "array":
      return `ARRAY[${value.items.map((item) => literalSql(field, item, where)).join(", ")}]`;
    default:
      throw new Error(`${where}: unsupported @default value`);
  }
}

function columnDefault(model: PslModel, field: PslField): ExpectedDefault | null {
  const value = argument(attribute(field.attributes, "default"), "value", 0);
  if (!value) return null; // also a bare @updatedAt: Prisma sets it in the client, no DB default
  const where = `${model.name}.${field.name}`;
  if (value.kind === "call") {
    switch (value.name) {
      case "autoincrement":
        return { kind: "sequence" };
      case "now":
        return { kind: "now" };
      case "uuid":
      case "cuid":
      case "nanoid":
      case "ulid":
        return null; // generated by the client
      case "dbgenerated": {
        const sql = value.args[0]?.value;
        return { kind: "dbgenerated", sql: sql?.kind === "string" ? sql.value : "" };
      }
      default:
        throw new Error(`${where}: @default(${value.name}()) is not supported by tests/support/prisma-datamodel.ts`);
    }
  }
  return { kind: "literal", sql: literalSql(field, value, where) };
}

const ACTIONS = new Set<ReferentialAction>(["Cascade", "Restrict", "NoAction", "SetNull", "SetDefault"]);

function referentialAction(value: PslValue | undefined, fallback: ReferentialAction, where: string): ReferentialAction {
  if (!value) return fallback;
  if (value.kind !== "ident" || !ACTIONS.has(value.name as ReferentialAction))
    throw new Error(`${where}: bad referential action`);
  return value.name as ReferentialAction;
}

/** The tables Prisma would create for `schema` on PostgreSQL (model order). */
export function expectedTables(schema: PslSchema): ExpectedTable[] {
  const models = new Map(schema.models.map((m) => [m.name, m]));
  return schema.models.map((model) => {
    const table = tableName(model);
    const scalars = model.fields.filter((f) => !models.has(f.type));
    const byName = new Map(scalars.map((f) => [f.name, f]));
    const columnOf = (fieldName: string, where: string): string => {
      const field = byName.get(fieldName);
      if (!field) throw new Error(`${model.name} ${where}: no scalar field ${fieldName}`);
      return columnName(field);
    };

    const columns: ExpectedColumn[] = scalars.map((field) => ({
      field: field.name,
      column: columnName(field),
      type: columnType(model, field),
      // Prisma creates scalar lists without NOT NULL.
      nullable: field.optional || field.list,
      default: columnDefault(model, field),
    }));

    // Primary key: @id or @@id.
    const idFields = scalars.filter((f) => attribute(f.attributes, "id"));
    const blockId = attribute(model.attributes, "id");
    let pkColumns: string[];
    let pkName: string | undefined;
    if (blockId) {
      pkColumns = fieldList(argument(blockId, "fields", 0), `${model.name} @@id`).map((f) => columnOf(f, "@@id"));
      pkName = stringArg(blockId, "map");
    } else if (idFields.length === 1) {
      pkColumns = [columnName(idFields[0])];
      pkName = stringArg(attribute(idFields[0].attributes, "id"), "map");
    } else {
      throw new Error(`Model ${model.name} has no single @id or @@id`);
    }

    // Indexes in Prisma's order: field @unique, then @@index, then @@unique.
    const indexes: ExpectedIndex[] = [];
    for (const field of scalars) {
      const unique = attribute(field.attributes, "unique");
      if (!unique) continue;
      const cols = [columnName(field)];
      indexes.push({
        name: stringArg(unique, "map") ?? defaultConstraintName(table, cols, "key"),
        columns: cols,
        unique: true,
        source: `${field.name} @unique`,
      });
    }
    for (const kind of ["index", "unique"] as const) {
      for (const attr of model.attributes.filter((a) => a.name === kind)) {
        const fields = fieldList(argument(attr, "fields", 0), `${model.name} @@${kind}`);
        const cols = fields.map((f) => columnOf(f, `@@${kind}`));
        // @@index(name: "...") is the legacy spelling of map; on @@unique, name is the client name.
        const mapped = stringArg(attr, "map") ?? (kind === "index" ? stringArg(attr, "name") : undefined);
        indexes.push({
          name: mapped ?? defaultConstraintName(table, cols, kind === "unique" ? "key" : "idx"),
          columns: cols,
          unique: kind === "unique",
          source: `@@${kind}([${fields.join(", ")}])`,
        });
      }
    }

    // Foreign keys: relation fields that carry `fields:`.
    const foreignKeys: ExpectedForeignKey[] = [];
    for (const field of model.fields.filter((f) => models.has(f.type))) {
      const relation = attribute(field.attributes, "relation");
      const fieldsArg = argument(relation, "fields");
      if (!relation || !fieldsArg) continue; // back-relation side
      const where = `${model.name}.${field.name} @relation`;
      const target = models.get(field.type)!;
      const targetScalars = new Map(target.fields.filter((f) => !models.has(f.type)).map((f) => [f.name, f]));
      const cols = fieldList(fieldsArg, where).map((f) => columnOf(f, "@relation"));
      const refs = fieldList(argument(relation, "references"), where).map((f) => {
        const ref = targetScalars.get(f);
        if (!ref) throw new Error(`${where}: ${target.name} has no scalar field ${f}`);
        return columnName(ref);
      });
      foreignKeys.push({
        name: stringArg(relation, "map") ?? defaultConstraintName(table, cols, "fkey"),
        field: field.name,
        columns: cols,
        referencedTable: tableName(target),
        referencedColumns: refs,
        // Prisma's defaults: SetNull for an optional relation, Restrict for a required one; Cascade on update.
        onDelete: referentialAction(argument(relation, "onDelete"), field.optional ? "SetNull" : "Restrict", where),
        onUpdate: referentialAction(argument(relation, "onUpdate"), "Cascade", where),
      });
    }

    return {
      model: model.name,
      table,
      columns,
      primaryKey: { name: pkName ?? defaultConstraintName(table, [], "pkey"), columns: pkColumns },
      indexes,
      foreignKeys,
    };
  });
}

// ---------------------------------------------------------------------------------------------
// 3. What the database has
// ---------------------------------------------------------------------------------------------

export interface DbColumn {
  name: string;
  type: string;
  nullable: boolean;
  default: string | null;
}

export interface DbIndex {
  name: string;
  columns: string[];
  unique: boolean;
  primary: boolean;
  /** Partial or expression index (Prisma never creates those for this schema). */
  special: boolean;
}

export interface DbForeignKey {
  name: string;
  columns: string[];
  referencedTable: string;
  referencedColumns: string[];
  onDelete: ReferentialAction;
  onUpdate: ReferentialAction;
}

export interface DbTable {
  name: string;
  columns: DbColumn[];
  indexes: DbIndex[];
  foreignKeys: DbForeignKey[];
}

export type DbSchema = Record<string, DbTable>;

interface Queryable {
  query(sql: string): Promise<{ rows: unknown[] }>;
}

const PG_ACTIONS: Record<string, ReferentialAction> = {
  a: "NoAction",
  r: "Restrict",
  c: "Cascade",
  n: "SetNull",
  d: "SetDefault",
};

/** Reads tables, columns, indexes and foreign keys of the connection's current schema from pg_catalog. */
export async function describeDatabase(client: Queryable): Promise<DbSchema> {
  const tables = (
    await client.query(`
    SELECT c.relname AS name
    FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'p')
    ORDER BY c.relname`)
  ).rows as { name: string }[];
  const schema: DbSchema = {};
  for (const { name } of tables) schema[name] = { name, columns: [], indexes: [], foreignKeys: [] };

  const columns = (
    await client.query(`
    SELECT c.relname AS table_name, a.attname AS name, format_type(a.atttypid, a.atttypmod) AS type,
           NOT a.attnotnull AS nullable, pg_get_expr(d.adbin, d.adrelid) AS "default"
    FROM pg_attribute a
    JOIN pg_class c ON c.oid = a.attrelid
    JOIN pg_namespace n ON n.oid = c.relnamespace
    LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
    WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'p') AND a.attnum > 0 AND NOT a.attisdropped
    ORDER BY c.relname, a.attnum`)
  ).rows as (DbColumn & { table_name: string })[];
  for (const { table_name, ...column } of columns) schema[table_name]?.columns.push(column);

  const indexes = (
    await client.query(`
    SELECT t.relname AS table_name, i.relname AS name, ix.indisunique AS unique, ix.indisprimary AS primary,
           (ix.indpred IS NOT NULL OR ix.indexprs IS NOT NULL) AS special,
           array_agg(a.attname::text ORDER BY k.ord) AS columns
    FROM pg_index ix
    JOIN pg_class t ON t.oid = ix.indrelid
    JOIN pg_class i ON i.oid = ix.indexrelid
    JOIN pg_namespace n ON n.oid = t.relnamespace
    CROSS JOIN LATERAL unnest(ix.indkey::int2[]) WITH ORDINALITY AS k(attnum, ord)
    LEFT JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = k.attnum
    WHERE n.nspname = current_schema()
    GROUP BY t.relname, i.relname, ix.indisunique, ix.indisprimary, ix.indpred IS NOT NULL OR ix.indexprs IS NOT NULL
    ORDER BY t.relname, i.relname`)
  ).rows as (DbIndex & { table_name: string })[];
  for (const { table_name, ...index } of indexes) schema[table_name]?.indexes.push(index);

  const fks = (
    await client.query(`
    SELECT t.relname AS table_name, con.conname AS name, rt.relname AS referenced_table,
           con.confdeltype AS on_delete, con.confupdtype AS on_update,
           (SELECT array_agg(a.attname::text ORDER BY k.ord) FROM unnest(con.conkey) WITH ORDINALITY AS k(attnum, ord)
              JOIN pg_attribute a ON a.attrelid = con.conrelid AND a.attnum = k.attnum) AS columns,
           (SELECT array_agg(a.attname::text ORDER BY k.ord) FROM unnest(con.confkey) WITH ORDINALITY AS k(attnum, ord)
              JOIN pg_attribute a ON a.attrelid = con.confrelid AND a.attnum = k.attnum) AS referenced_columns
    FROM pg_constraint con
    JOIN pg_class t ON t.oid = con.conrelid
    JOIN pg_class rt ON rt.oid = con.confrelid
    JOIN pg_namespace n ON n.oid = t.relnamespace
    WHERE n.nspname = current_schema() AND con.contype = 'f'
    ORDER BY t.relname, con.conname`)
  ).rows as {
    table_name: string;
    name: string;
    referenced_table: string;
    on_delete: string;
    on_update: string;
    columns: string[];
    referenced_columns: string[];
  }[];
  for (const fk of fks) {
    schema[fk.table_name]?.foreignKeys.push({
      name: fk.name,
      columns: fk.columns,
      referencedTable: fk.referenced_table,
      referencedColumns: fk.referenced_columns,
      onDelete: PG_ACTIONS[fk.on_delete],
      onUpdate: PG_ACTIONS[fk.on_update],
    });
  }
  return schema;
}

// ---------------------------------------------------------------------------------------------
// 4. Differences
// ---------------------------------------------------------------------------------------------

/** Tables that may exist without a model. */
export const BOOKKEEPING_TABLES = new Set(["_prisma_migrations"]);

/** Drops `::type` casts PostgreSQL adds when it prints a default (`'x'::character varying` → `'x'`). */
function normalizeDefault(sql: string): string {
  return sql.replace(/::(?:"[^"]+"|[a-z_][a-z0-9_ ]*)(?:\(\d+(?:,\s*\d+)?\))?(?:\[\])*(?=$|[\s,)\]])/gi, "").trim();
}

function describeDefault(d: ExpectedDefault | null): string {
  if (!d) return "no default";
  switch (d.kind) {
    case "sequence":
      return "nextval(<sequence>) (autoincrement)";
    case "now":
      return "CURRENT_TIMESTAMP (now())";
    default:
      return d.sql;
  }
}

function defaultMatches(expected: ExpectedDefault | null, actual: string | null): boolean {
  if (expected === null) return actual === null;
  if (actual === null) return false;
  const normalized = normalizeDefault(actual);
  switch (expected.kind) {
    case "sequence":
      return /^nextval\(/i.test(actual);
    case "now":
      return /^(CURRENT_TIMESTAMP|now\(\))$/i.test(normalized);
    case "dbgenerated":
      return expected.sql === "" || normalizeDefault(expected.sql) === normalized;
    case "literal":
      return normalized === expected.sql || normalized === `'${expected.sql}'` || normalized === `(${expected.sql})`;
  }
}

const sameList = (a: string[], b: string[]) => a.length === b.length && a.every((x, i) => x === b[i]);
const list = (cols: string[]) => `(${cols.join(", ")})`;

/**
 * Every disagreement between the expected tables and the database, one line each, starting with the
 * model (and field) it concerns. Empty when they agree. Also reports database tables, columns,
 * indexes and foreign keys that the schema does not declare.
 */
export function diffSchema(expected: ExpectedTable[], db: DbSchema): string[] {
  const problems: string[] = [];
  const expectedNames = new Set(expected.map((t) => t.table));

  for (const table of expected) {
    const actual = db[table.table];
    const at = `${table.model} (table ${table.table})`;
    if (!actual) {
      problems.push(`${at}: table is missing in the database`);
      continue;
    }

    // Columns
    const actualColumns = new Map(actual.columns.map((c) => [c.name, c]));
    for (const column of table.columns) {
      const where = `${table.model}.${column.field} (column ${table.table}.${column.column})`;
      const found = actualColumns.get(column.column);
      if (!found) {
        problems.push(`${where}: column is missing in the database`);
        continue;
      }
      if (found.type !== column.type)
        problems.push(`${where}: type should be ${column.type}, database has ${found.type}`);
      if (found.nullable !== column.nullable) {
        problems.push(
          `${where}: should be ${column.nullable ? "nullable" : "NOT NULL"}, database has it ${found.nullable ? "nullable" : "NOT NULL"}`,
        );
      }
      if (!defaultMatches(column.default, found.default)) {
        problems.push(
          `${where}: default should be ${describeDefault(column.default)}, database has ${found.default ?? "no default"}`,
        );
      }
    }
    const declared = new Set(table.columns.map((c) => c.column));
    for (const column of actual.columns.filter((c) => !declared.has(c.name))) {
      problems.push(`${at}: database column ${table.table}.${column.name} (${column.type}) has no field in the model`);
    }

    // Primary key
    const pk = actual.indexes.find((i) => i.primary);
    if (!pk) problems.push(`${at}: primary key ${list(table.primaryKey.columns)} is missing`);
    else {
      if (!sameList(pk.columns, table.primaryKey.columns)) {
        problems.push(
          `${at}: primary key should be ${list(table.primaryKey.columns)}, database has ${list(pk.columns)}`,
        );
      }
      if (pk.name !== table.primaryKey.name)
        problems.push(`${at}: primary key should be named ${table.primaryKey.name}, database has ${pk.name}`);
    }

    // Indexes (matched by columns and uniqueness; then the name is compared)
    const unmatched = actual.indexes.filter((i) => !i.primary);
    for (const index of table.indexes) {
      const where = `${table.model} ${index.source}`;
      const i = unmatched.findIndex(
        (a) => !a.special && a.unique === index.unique && sameList(a.columns, index.columns),
      );
      if (i === -1) {
        const kind = index.unique ? "unique index" : "index";
        problems.push(
          `${where}: no ${kind} on ${table.table}${list(index.columns)} in the database (expected ${index.name})`,
        );
        continue;
      }
      const [found] = unmatched.splice(i, 1);
      if (found.name !== index.name)
        problems.push(`${where}: index should be named ${index.name}, database has ${found.name}`);
    }
    for (const index of unmatched) {
      const kind = index.unique ? "unique index" : "index";
      problems.push(`${at}: database ${kind} ${index.name} on ${list(index.columns)} is not declared in the model`);
    }

    // Foreign keys (matched by constrained columns)
    const unmatchedFks = [...actual.foreignKeys];
    for (const fk of table.foreignKeys) {
      const where = `${table.model}.${fk.field} (@relation on ${table.table}${list(fk.columns)})`;
      const i = unmatchedFks.findIndex((a) => sameList(a.columns, fk.columns));
      if (i === -1) {
        problems.push(
          `${where}: foreign key to ${fk.referencedTable}${list(fk.referencedColumns)} is missing in the database`,
        );
        continue;
      }
      const [found] = unmatchedFks.splice(i, 1);
      if (found.referencedTable !== fk.referencedTable || !sameList(found.referencedColumns, fk.referencedColumns)) {
        problems.push(
          `${where}: should reference ${fk.referencedTable}${list(fk.referencedColumns)}, database references ${found.referencedTable}${list(found.referencedColumns)}`,
        );
      }
      if (found.onDelete !== fk.onDelete)
        problems.push(`${where}: onDelete should be ${fk.onDelete}, database has ${found.onDelete}`);
      if (found.onUpdate !== fk.onUpdate)
        problems.push(`${where}: onUpdate should be ${fk.onUpdate}, database has ${found.onUpdate}`);
      if (found.name !== fk.name)
        problems.push(`${where}: foreign key should be named ${fk.name}, database has ${found.name}`);
    }
    for (const fk of unmatchedFks) {
      problems.push(
        `${at}: database foreign key ${fk.name} on ${list(fk.columns)} → ${fk.referencedTable} is not declared in the model`,
      );
    }
  }

  for (const name of Object.keys(db)) {
    if (!expectedNames.has(name) && !BOOKKEEPING_TABLES.has(name)) {
      problems.push(`table ${name} exists in the database but no model maps to it`);
    }
  }
  return problems;
}
