/**
 * schema.prisma is the source of truth; the hand-written migrations in prisma/migrations must build
 * exactly the database Prisma would build from it. This compares every model, field, index, unique
 * constraint and relation with the freshly migrated test database (see tests/support/global-setup.ts)
 * and fails with one line per disagreement, naming the model and field.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { env } from "@/lib/env";
import {
  describeDatabase,
  diffSchema,
  expectedTables,
  parsePrismaSchema,
  type DbSchema,
  type PslModel,
  type PslSchema,
} from "../support/prisma-datamodel";

const schemaSource = readFileSync(path.resolve(process.cwd(), "prisma/schema.prisma"), "utf8");
const schema = parsePrismaSchema(schemaSource);
const expected = expectedTables(schema);

let db: DbSchema;

beforeAll(async () => {
  const client = new pg.Client({ connectionString: env.DATABASE_URL });
  await client.connect();
  try {
    db = await describeDatabase(client);
  } finally {
    await client.end();
  }
});

function model(s: PslSchema, name: string): PslModel {
  const found = s.models.find((m) => m.name === name);
  if (!found) throw new Error(`no model ${name}`);
  return found;
}

test("the parser reads every model and field of schema.prisma", () => {
  const declaredModels = [...schemaSource.matchAll(/^model\s+(\w+)\s*\{/gm)].map((m) => m[1]);
  expect(schema.models.map((m) => m.name)).toEqual(declaredModels);
  expect(declaredModels.length).toBeGreaterThan(0);
  // Spot checks that attributes are understood.
  const user = expected.find((t) => t.model === "User")!;
  expect(user.table).toBe("users");
  expect(user.columns.find((c) => c.field === "email")).toMatchObject({
    column: "email",
    type: "character varying(255)",
    nullable: false,
  });
  expect(user.indexes.map((i) => i.name)).toEqual(["users_email_key", "users_password_setup_token_key"]);
  const assignment = expected.find((t) => t.model === "ProjectAssignment")!;
  expect(assignment.foreignKeys).toContainEqual(
    expect.objectContaining({
      name: "project_assignments_project_id_fkey",
      referencedTable: "projects",
      onDelete: "Cascade",
      onUpdate: "Cascade",
    }),
  );
});

describe.each(expected.map((t) => [t.model, t] as const))("model %s", (_name, table) => {
  test("matches its table in the migrated database (columns, types, nullability, defaults, keys, indexes, relations)", () => {
    const own = db[table.table] ? { [table.table]: db[table.table] } : {};
    expect(diffSchema([table], own)).toEqual([]);
  });
});

test("the database has no table without a model (besides _prisma_migrations)", () => {
  expect(diffSchema(expected, db).filter((line) => line.startsWith("table "))).toEqual([]);
  expect(Object.keys(db)).toContain("_prisma_migrations");
});

test("the whole comparison is clean", () => {
  expect(diffSchema(expected, db)).toEqual([]);
});

describe("the checker itself", () => {
  // Each alteration of an in-memory copy of the parsed schema must be reported against the real database.
  function problemsAfter(alter: (s: PslSchema) => void): string[] {
    const copy = structuredClone(schema);
    alter(copy);
    return diffSchema(expectedTables(copy), db);
  }

  test("reports a renamed column", () => {
    const problems = problemsAfter((s) => {
      const field = model(s, "Project").fields.find((f) => f.name === "zipCode")!;
      field.attributes.find((a) => a.name === "map")!.args[0].value = { kind: "string", value: "zip" };
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        "Project.zipCode (column projects.zip): column is missing in the database",
        "Project (table projects): database column projects.zip_code (character varying(10)) has no field in the model",
      ]),
    );
  });

  test("reports flipped nullability, a changed length and a changed default", () => {
    const problems = problemsAfter((s) => {
      const user = model(s, "User");
      user.fields.find((f) => f.name === "password")!.optional = false;
      const city = model(s, "Company").fields.find((f) => f.name === "city")!;
      city.attributes.find((a) => a.name === "db.VarChar")!.args[0].value = { kind: "number", value: "120" };
      city.attributes.find((a) => a.name === "default")!.args[0].value = { kind: "string", value: "Graz" };
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        "User.password (column users.password): should be NOT NULL, database has it nullable",
        "Company.city (column companies.city): type should be character varying(120), database has character varying(100)",
        "Company.city (column companies.city): default should be 'Graz', database has 'Wien'::character varying",
      ]),
    );
  });

  test("reports a missing or extra index, unique constraint and a changed relation", () => {
    const problems = problemsAfter((s) => {
      const quiz = model(s, "Quiz");
      quiz.attributes = quiz.attributes.filter((a) => a.name !== "index"); // DB keeps quizzes_is_active_idx
      model(s, "ContactMessage").attributes.push({
        name: "index",
        args: [{ value: { kind: "array", items: [{ kind: "ident", name: "email" }] } }],
      });
      const slug = model(s, "BlogPost").fields.find((f) => f.name === "slug")!;
      slug.attributes = slug.attributes.filter((a) => a.name !== "unique");
      const relation = model(s, "ProjectAssignment").fields.find((f) => f.name === "project")!.attributes[0];
      relation.args = relation.args.filter((a) => a.name !== "onDelete"); // required relation → Restrict
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        "Quiz (table quizzes): database index quizzes_is_active_idx on (is_active) is not declared in the model",
        "ContactMessage @@index([email]): no index on contact_messages(email) in the database (expected contact_messages_email_idx)",
        "BlogPost (table blog_posts): database unique index blog_posts_slug_key on (slug) is not declared in the model",
        "ProjectAssignment.project (@relation on project_assignments(project_id)): onDelete should be Restrict, database has Cascade",
      ]),
    );
  });

  test("reports a model without a table and a table without a model", () => {
    const problems = problemsAfter((s) => {
      model(s, "ContactMessage").attributes.find((a) => a.name === "map")!.args[0].value = {
        kind: "string",
        value: "contact_messages_renamed",
      };
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        "ContactMessage (table contact_messages_renamed): table is missing in the database",
        "table contact_messages exists in the database but no model maps to it",
      ]),
    );
  });
});
