/**
 * Test support for the schema check (tests/integration/schema.test.ts): `describeDatabase` reads
 * the tables of a live database from pg_catalog, `diffSchema` compares them with `expectedTables`
 * (prisma-expected-tables.ts) of the parsed schema (prisma-schema-parser.ts), one readable line each.
 */
import type { ExpectedDefault, ExpectedTable, ReferentialAction } from "./prisma-expected-tables";

export * from "./prisma-schema-parser";
export * from "./prisma-expected-tables";

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
