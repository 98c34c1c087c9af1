/**
 * What `prisma migrate` would create on PostgreSQL for a parsed schema: table and column names,
 * column types as `format_type()` prints them, nullability, defaults, primary key, indexes and
 * foreign keys, all with Prisma's default constraint names.
 */
import type { PslAttribute, PslField, PslModel, PslSchema, PslValue } from "./prisma-schema-parser";

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
