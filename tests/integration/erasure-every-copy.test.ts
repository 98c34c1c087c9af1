/**
 * Erasure reaches every copy: a bathroom project is submitted, its offer generated, approved by the
 * admin and e-mailed, a company is assigned; then the customer erases the data through "Meine Daten
 * löschen". Afterwards no text, varchar, text[], json or jsonb column of any table, and no decrypted
 * outbox body, holds the customer's name, e-mail or phone; an e-mail not sent yet is cancelled.
 */
import { PATCH as patchApprove } from "@/app/api/admin/bathroom-offers/[id]/approve/route";
import { POST as erase } from "@/app/api/mein-projekt/[token]/erase/route";
import { POST as postProject } from "@/app/api/projects/route";
import { assignLead } from "@/lib/projects/assignments";
import { closeDb, getDb } from "@/lib/db";
import { INTENT_READINESS_OPTIONS, START_TIMELINE_OPTIONS } from "@/lib/domain/lead-score";
import { CANCELLED_BY_ERASURE, deliverOutboxEmail, OUTBOX_BODY_PURPOSE } from "@/lib/email/outbox";
import { env } from "@/lib/env";
import { generateBathroomOffer } from "@/lib/offers/offer-generation";
import { decryptField } from "@/lib/security/secrets";
import { seed } from "@/prisma/seed";
import { createAdminAccount, createCompanyAccount } from "../support/auth";
import { apiRequest } from "../support/http";

const logged = { send: async () => ({ delivery: "logged" as const }) };

/** Every request carries the JSON content type and one client address, body or not. */
const request = (method: string, path: string, options: { cookie?: string; body?: unknown } = {}) =>
  apiRequest(method, path, {
    ...options,
    headers: { "content-type": "application/json", "x-forwarded-for": "10.30.1.1" },
  });

/** Every text, varchar, text[], json and jsonb column of every table outside the system schemas. */
async function textColumns() {
  return getDb().$queryRaw<{ schema: string; table: string; column: string }[]>`
    SELECT c.table_schema AS schema, c.table_name AS table, c.column_name AS column
    FROM information_schema.columns c
    JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name AND t.table_type = 'BASE TABLE'
    WHERE c.table_schema NOT IN ('pg_catalog', 'information_schema')
      AND (c.data_type IN ('text', 'character varying', 'json', 'jsonb') OR (c.data_type = 'ARRAY' AND c.udt_name IN ('_text', '_varchar')))`;
}

/** Where `needle` still appears (case-insensitive): "schema.table.column" per hit, "email_outbox#id body" per decrypted body. */
async function findEverywhere(needle: string): Promise<string[]> {
  const hits: string[] = [];
  for (const { schema, table, column } of await textColumns()) {
    const [row] = await getDb().$queryRawUnsafe<{ n: bigint }[]>(
      `SELECT count(*) AS n FROM "${schema}"."${table}" WHERE "${column}"::text ILIKE $1`,
      `%${needle}%`,
    );
    if (Number(row!.n) > 0) hits.push(`${schema}.${table}.${column}`);
  }
  const bodies = await getDb().emailOutbox.findMany({
    where: { text: { not: "" } },
    select: { id: true, text: true, html: true },
  });
  for (const body of bodies) {
    const plain = [body.text, body.html]
      .filter((part): part is string => !!part)
      .map((part) => decryptField(OUTBOX_BODY_PURPOSE, part));
    if (plain.some((part) => part.toLowerCase().includes(needle.toLowerCase())))
      hits.push(`email_outbox#${body.id} body`);
  }
  return hits;
}

beforeAll(async () => {
  await seed(env.DATABASE_URL!, { allowDevPassword: false });
});

afterAll(async () => {
  await closeDb();
});

it("erases a bathroom project whose offer was approved and e-mailed from every table and every e-mail", async () => {
  const db = getDb();
  const stamp = Date.now().toString(36);
  const customer = {
    name: `Bettina Qwx${stamp}`,
    email: `bad-loeschen-${stamp}@example.at`,
    phone: `0676 ${String(Date.now() % 10_000_000).padStart(7, "5")}`,
  };
  // Stored (and e-mailed) in E.164.
  const storedPhone = `+43${customer.phone.slice(1).replace(" ", "")}`;
  const quiz = await db.quiz.findUniqueOrThrow({ where: { serviceType: "badrenovierung" } });
  const answers: Record<string, string | string[]> = {};
  for (const q of quiz.questions as { id: string; type: string; options: string[] }[]) {
    if (q.id === "fixtures_to_replace") continue;
    answers[q.id] =
      q.type === "checkbox"
        ? [q.options[0]!]
        : q.type === "text" || q.type === "textarea"
          ? `Notiz von ${customer.name}`
          : q.options[0]!;
  }
  Object.assign(answers, { project_type: "Komplette Renovierung", bathroom_size: "5-8 m²" });
  answers.intent_readiness = INTENT_READINESS_OPTIONS[0]!;
  answers.start_timeline = START_TIMELINE_OPTIONS[0]!;
  const submitted = await postProject(
    request("POST", "/api/projects", {
      body: { ...customer, zipCode: "1070", serviceType: "badrenovierung", gdprAccepted: true, answers },
    }),
  );
  expect(submitted.status).toBe(201);
  const { projectId } = (await submitted.json()) as { projectId: number };

  // The offer is generated (without AI texts), approved by the admin and e-mailed to the customer.
  const existing = await db.bathroomOffer.findFirst({ where: { projectId }, select: { id: true } });
  const offerId = existing?.id ?? (await generateBathroomOffer(projectId, { ai: null })).offerId!;
  const admin = await createAdminAccount(`loesch-admin-${stamp}@example.at`);
  const approved = await patchApprove(
    request("PATCH", `/api/admin/bathroom-offers/${offerId}/approve`, { cookie: admin.cookie }),
    {
      params: Promise.resolve({ id: String(offerId) }),
    },
  );
  expect(approved.status).toBe(200);
  const offerMail = await db.emailOutbox.findUniqueOrThrow({ where: { idempotencyKey: `offer-approved-${offerId}` } });
  expect(offerMail).toMatchObject({ projectId, to: [customer.email] });
  expect(decryptField(OUTBOX_BODY_PURPOSE, offerMail.text)).toContain(customer.name);

  // A company gets the lead; every e-mail so far is sent except the company's, which waits.
  const company = await createCompanyAccount(`bad-firma-${stamp}@example.at`, "geheim123", `Bad Firma ${stamp}`);
  await assignLead(projectId, company.companyId);
  const waiting = await db.emailOutbox.findFirstOrThrow({
    where: { projectId, companyId: company.companyId, status: "pending" },
  });
  for (const row of await db.emailOutbox.findMany({
    where: { projectId, status: "pending", id: { not: waiting.id } },
  })) {
    expect(await deliverOutboxEmail(row.id, logged)).toMatchObject({ status: "sent" });
  }
  const confirmation = await db.emailOutbox.findUniqueOrThrow({
    where: { idempotencyKey: `project-confirmation-${projectId}` },
  });
  expect(confirmation.status).toBe("sent");
  for (const needle of [customer.name, customer.email, storedPhone])
    expect((await findEverywhere(needle)).length).toBeGreaterThan(0);

  const token = /\/mein-projekt\/([A-Za-z0-9_-]{43})/.exec(decryptField(OUTBOX_BODY_PURPOSE, confirmation.text))![1]!;
  const erased = await erase(request("POST", `/api/mein-projekt/${token}/erase`), {
    params: Promise.resolve({ token }),
  });
  expect(erased.status).toBe(200);
  // The erasure confirmation goes out once; its recipient is erased as it is sent.
  const goodbye = await db.emailOutbox.findUniqueOrThrow({ where: { idempotencyKey: `project-erased-${projectId}` } });
  expect(await deliverOutboxEmail(goodbye.id, logged)).toMatchObject({ status: "sent" });

  expect(await findEverywhere(customer.name)).toEqual([]);
  expect(await findEverywhere(customer.email)).toEqual([]);
  expect(await findEverywhere(storedPhone)).toEqual([]);
  // The offer e-mail keeps only that it was sent; the company's unsent e-mail is cancelled, never sent.
  expect(await db.emailOutbox.findUniqueOrThrow({ where: { id: offerMail.id } })).toMatchObject({
    status: "sent",
    to: ["gelöscht"],
    subject: "",
    text: "",
    html: null,
  });
  expect(await db.emailOutbox.findUniqueOrThrow({ where: { id: waiting.id } })).toMatchObject({
    status: "failed",
    lastError: CANCELLED_BY_ERASURE,
    to: ["gelöscht"],
  });
  expect(await deliverOutboxEmail(waiting.id, logged)).toMatchObject({ status: "failed" });
});
