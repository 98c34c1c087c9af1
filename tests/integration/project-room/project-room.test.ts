/**
 * The customer's project room against a real, migrated and seeded database: the
 * confirmation e-mail queued with the submission, the token confirming the e-mail once, withdrawal
 * blocking assignments and telling the companies, the export holding every stored field, the
 * erasure leaving no personal data in any text or JSON column of the database while counts stay,
 * and the same answers for wrong tokens and unknown addresses.
 */
import { GET as exportData } from "@/app/api/mein-projekt/[token]/export/route";
import { POST as erase } from "@/app/api/mein-projekt/[token]/erase/route";
import { POST as withdraw } from "@/app/api/mein-projekt/[token]/withdraw/route";
import { POST as requestLinks } from "@/app/api/mein-projekt/links/route";
import { POST as sendLink } from "@/app/api/projects/[id]/send-link/route";
import { POST as postProject } from "@/app/api/projects/route";
import { assignLead } from "@/lib/projects/assignments";
import { openProjectRoom, PROJECT_ROOM_NOT_FOUND } from "@/lib/project-room/room";
import { closeDb, getDb } from "@/lib/db";
import { ConflictError } from "@/lib/errors";
import { INTENT_READINESS_OPTIONS, START_TIMELINE_OPTIONS } from "@/lib/domain/lead-score";
import { deliverOutboxEmail, OUTBOX_BODY_PURPOSE } from "@/lib/email/outbox";
import { env } from "@/lib/env";
import { decryptField } from "@/lib/security/secrets";
import { PROJECT_LINK_SENT_MESSAGE, PROJECT_LINKS_MESSAGE } from "@/lib/validation/project-room";
import { seed } from "@/prisma/seed";
import { createCompanyAccount } from "../../support/auth";

const BASE = "http://localhost:3000";
let ip = 0;

function post(path: string, body?: unknown): Request {
  ip += 1;
  return new Request(`${BASE}${path}`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      origin: BASE,
      "x-forwarded-for": `10.14.${Math.floor(ip / 250)}.${ip % 250}`,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}
const tokenParams = (token: string) => ({ params: Promise.resolve({ token }) });

let counter = 0;
/** Submits a painter project for a unique customer through POST /api/projects; returns id, contact data and the link token from the e-mail. */
async function submitProject(overrides: Partial<{ name: string; email: string; phone: string }> = {}) {
  counter += 1;
  const stamp = `${Date.now().toString(36)}${counter}`;
  const contact = {
    name: overrides.name ?? `Raumkundin Zyx${stamp}`,
    email: overrides.email ?? `raum-${stamp}@example.at`,
    phone: overrides.phone ?? `0664 ${String(7_000_000 + counter * 37 + (Date.now() % 1000))}`,
  };
  // Stored in E.164 ("0664 7000592" → "+436647000592").
  const storedPhone = `+43${contact.phone.slice(1).replace(/\s/g, "")}`;
  const quiz = await getDb().quiz.findUniqueOrThrow({ where: { serviceType: "maler" } });
  const answers: Record<string, string | string[]> = {};
  for (const q of quiz.questions as { id: string; type: string; options: string[] }[]) {
    answers[q.id] =
      q.type === "checkbox"
        ? [q.options[0]!]
        : q.type === "text" || q.type === "textarea"
          ? `Freitext ${contact.name}`
          : q.options[0]!;
  }
  answers.intent_readiness = INTENT_READINESS_OPTIONS[0]!;
  answers.start_timeline = START_TIMELINE_OPTIONS[0]!;
  const response = await postProject(
    post("/api/projects", { ...contact, zipCode: "1070", serviceType: "maler", gdprAccepted: true, answers }),
  );
  expect(response.status).toBe(201);
  const { projectId } = (await response.json()) as { projectId: number };
  const mail = await getDb().emailOutbox.findUniqueOrThrow({
    where: { idempotencyKey: `project-confirmation-${projectId}` },
  });
  const text = decryptField(OUTBOX_BODY_PURPOSE, mail.text);
  const token = /\/mein-projekt\/([A-Za-z0-9_-]{43})/.exec(text)?.[1];
  if (!token) throw new Error("Kein Link in der Bestätigung");
  return { projectId, token, mail, text, ...contact, phone: storedPhone };
}

beforeAll(async () => {
  await seed(env.DATABASE_URL!, { allowDevPassword: false });
});

afterAll(async () => {
  await closeDb();
});

describe("confirmation e-mail and token", () => {
  it("is queued with the submission: German summary, next steps and the personal link; only the token's hash is stored", async () => {
    const project = await submitProject();
    expect(project.mail).toMatchObject({
      to: [project.email],
      projectId: project.projectId,
      subject: "Ihre Anfrage: Maler in 1070",
    });
    expect(project.text).toContain(`Guten Tag ${project.name},`);
    expect(project.text).toContain("bis zu 4 geprüfte Fachbetriebe");
    expect(project.text).toContain("innerhalb von 24 Stunden");
    expect(project.text).toContain("kostenlos und unverbindlich");
    const stored = await getDb().project.findUniqueOrThrow({ where: { id: project.projectId } });
    const links = await getDb().projectRoomLink.findMany({ where: { projectId: project.projectId } });
    expect(links).toHaveLength(1);
    expect(links[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify([stored, links])).not.toContain(project.token);
    expect(stored.emailConfirmedAt).toBeNull();
  });

  it("a failing submission stores neither project nor e-mail", async () => {
    const before = await getDb().emailOutbox.count();
    const response = await postProject(
      post("/api/projects", {
        serviceType: "maler",
        zipCode: "1070",
        name: "X",
        email: "x@example.at",
        phone: "0660 1",
        gdprAccepted: true,
        answers: {},
      }),
    );
    expect(response.status).toBe(400);
    expect(await getDb().emailOutbox.count()).toBe(before);
  });

  it("opening the room confirms the e-mail once; wrong and malformed tokens are not found, earlier links stay valid", async () => {
    const project = await submitProject();
    const first = await openProjectRoom(project.token, new Date("2026-11-20T10:00:00Z"));
    expect(first).toMatchObject({
      projectId: project.projectId,
      name: project.name,
      serviceLabel: "Maler",
      zipCode: "1070",
      emailConfirmedAt: "2026-11-20T10:00:00.000Z",
    });
    expect(first!.answers.length).toBeGreaterThan(0);
    expect(first!.consent.privacyPolicyVersion).toBe(env.PRIVACY_POLICY_VERSION);
    const second = await openProjectRoom(project.token, new Date("2026-11-21T10:00:00Z"));
    expect(second!.emailConfirmedAt).toBe("2026-11-20T10:00:00.000Z");

    for (const wrong of ["x", project.token.slice(0, -1) + (project.token.endsWith("A") ? "B" : "A"), "A".repeat(43)]) {
      expect(await openProjectRoom(wrong)).toBeNull();
      const answer = await withdraw(post(`/api/mein-projekt/${wrong}/withdraw`), tokenParams(wrong));
      expect(answer.status).toBe(404);
      expect(await answer.json()).toEqual({ message: PROJECT_ROOM_NOT_FOUND });
    }

    // A link request adds a link: the new one opens the room, and so does the old one.
    expect((await requestLinks(post("/api/mein-projekt/links", { email: project.email.toUpperCase() }))).status).toBe(
      200,
    );
    const links = await getDb().emailOutbox.findFirstOrThrow({
      where: { to: { has: project.email }, subject: "Ihre Links zu „Mein Projekt“" },
      orderBy: { id: "desc" },
    });
    const renewed = /\/mein-projekt\/([A-Za-z0-9_-]{43})/.exec(decryptField(OUTBOX_BODY_PURPOSE, links.text))![1]!;
    expect(renewed).not.toBe(project.token);
    expect((await openProjectRoom(renewed))!.projectId).toBe(project.projectId);
    expect((await openProjectRoom(project.token))!.links.map((link) => link.current)).toEqual([false, true]);
  });

  it("link requests answer alike for known and unknown addresses and ids; only known ones send an e-mail", async () => {
    const project = await submitProject();
    const count = () => getDb().emailOutbox.count();
    const before = await count();
    const unknown = await requestLinks(post("/api/mein-projekt/links", { email: `niemand-${Date.now()}@example.at` }));
    expect(unknown.status).toBe(200);
    expect(await unknown.json()).toEqual({ message: PROJECT_LINKS_MESSAGE });
    expect(await count()).toBe(before);
    const known = await requestLinks(post("/api/mein-projekt/links", { email: project.email }));
    expect(await known.json()).toEqual({ message: PROJECT_LINKS_MESSAGE });
    expect(await count()).toBe(before + 1);

    const missing = await sendLink(post("/api/projects/999999999/send-link"), {
      params: Promise.resolve({ id: "999999999" }),
    });
    expect(missing.status).toBe(200);
    expect(await missing.json()).toEqual({ message: PROJECT_LINK_SENT_MESSAGE });
    expect(await count()).toBe(before + 1);
    const existing = await sendLink(post(`/api/projects/${project.projectId}/send-link`), {
      params: Promise.resolve({ id: String(project.projectId) }),
    });
    expect(await existing.json()).toEqual({ message: PROJECT_LINK_SENT_MESSAGE });
    expect(await count()).toBe(before + 2);

    const invalid = await requestLinks(post("/api/mein-projekt/links", { email: "keine-adresse" }));
    expect(invalid.status).toBe(400);
    expect((await invalid.json()).errors).toEqual({ email: "Bitte geben Sie eine gültige E-Mail-Adresse ein" });
  });
});

describe("withdrawal", () => {
  it("blocks further assignments, tells the assigned company by e-mail and shows as withdrawn", async () => {
    const project = await submitProject();
    const stamp = `${Date.now()}-${counter}`;
    const first = await createCompanyAccount(`rueckzug-a-${stamp}@example.at`, "geheim123", `Rückzug A ${stamp}`);
    const second = await createCompanyAccount(`rueckzug-b-${stamp}@example.at`, "geheim123", `Rückzug B ${stamp}`);
    await assignLead(project.projectId, first.companyId);

    const answer = await withdraw(post(`/api/mein-projekt/${project.token}/withdraw`), tokenParams(project.token));
    expect(answer.status).toBe(200);
    await expect(assignLead(project.projectId, second.companyId)).rejects.toBeInstanceOf(ConflictError);
    const room = await openProjectRoom(project.token);
    expect(room!.withdrawnAt).not.toBeNull();
    expect(room!.companies.map((company) => company.name)).toEqual([`Rückzug A ${stamp}`]);
    const told = await getDb().emailOutbox.findUniqueOrThrow({
      where: { idempotencyKey: `lead-withdrawn-${project.projectId}-${first.companyId}` },
    });
    expect(told.to).toEqual([first.email]);
    expect(told.subject).toMatch(/^Anfrage vom Kunden zurückgezogen: Maler in 1070/);
    const audit = await getDb().auditLog.findFirstOrThrow({
      where: { action: "project.withdraw-consent", entityId: String(project.projectId) },
    });
    expect(audit.actorRole).toBe("customer");

    // Again: nothing new.
    expect(
      (await withdraw(post(`/api/mein-projekt/${project.token}/withdraw`), tokenParams(project.token))).status,
    ).toBe(200);
    expect(
      await getDb().emailOutbox.count({
        where: { idempotencyKey: { startsWith: `lead-withdrawn-${project.projectId}-` } },
      }),
    ).toBe(1);
  });
});

describe("export", () => {
  it("holds every stored field of the project, its assignments and e-mails, as a download", async () => {
    const project = await submitProject();
    const company = await createCompanyAccount(
      `export-${Date.now()}@example.at`,
      "geheim123",
      `Export Firma ${counter}`,
    );
    await assignLead(project.projectId, company.companyId);
    const response = await exportData(
      new Request(`${BASE}/api/mein-projekt/${project.token}/export`),
      tokenParams(project.token),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toBe(
      `attachment; filename="meine-daten-projekt-${project.projectId}.json"`,
    );
    expect(response.headers.get("cache-control")).toContain("no-store");
    const data = (await response.json()) as { project: Record<string, unknown>; emails: { subject: string }[] };

    const stored = await getDb().project.findUniqueOrThrow({ where: { id: project.projectId } });
    for (const key of Object.keys(stored)) expect(data.project).toHaveProperty(key);
    expect(JSON.stringify(data)).not.toContain(project.token);
    expect(data.project).toMatchObject({
      id: project.projectId,
      name: project.name,
      email: project.email,
      phone: project.phone,
    });
    expect(data.project.assignments).toEqual([
      expect.objectContaining({ company: { name: `Export Firma ${counter}` }, status: "Offen" }),
    ]);
    expect(data.emails.map((mail) => mail.subject)).toContain("Ihre Anfrage: Maler in 1070");
    expect(
      await getDb().auditLog.count({
        where: { action: "project.export", entityId: String(project.projectId), actorRole: "customer" },
      }),
    ).toBe(1);

    const wrong = await exportData(new Request(`${BASE}/api/mein-projekt/x/export`), tokenParams("x"));
    expect(wrong.status).toBe(404);
  });
});

describe("erasure", () => {
  /** Every text, varchar, text[], json and jsonb column of every table outside the system schemas. */
  async function textColumns() {
    return getDb().$queryRaw<{ schema: string; table: string; column: string }[]>`
      SELECT c.table_schema AS schema, c.table_name AS table, c.column_name AS column
      FROM information_schema.columns c
      JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name AND t.table_type = 'BASE TABLE'
      WHERE c.table_schema NOT IN ('pg_catalog', 'information_schema')
        AND (c.data_type IN ('text', 'character varying', 'json', 'jsonb') OR (c.data_type = 'ARRAY' AND c.udt_name IN ('_text', '_varchar')))`;
  }

  /** Where `needle` still appears (case-insensitive): "schema.table.column" per hit. */
  async function findEverywhere(needle: string): Promise<string[]> {
    const hits: string[] = [];
    for (const { schema, table, column } of await textColumns()) {
      const [row] = await getDb().$queryRawUnsafe<{ n: bigint }[]>(
        `SELECT count(*) AS n FROM "${schema}"."${table}" WHERE "${column}"::text ILIKE $1`,
        `%${needle}%`,
      );
      if (Number(row!.n) > 0) hits.push(`${schema}.${table}.${column}`);
    }
    return hits;
  }

  it("leaves no name, e-mail or phone in any table, keeps the counts, e-mails a confirmation and ends the link", async () => {
    const project = await submitProject();
    const company = await createCompanyAccount(
      `loesch-${Date.now()}@example.at`,
      "geheim123",
      `Lösch Firma ${counter}`,
    );
    await assignLead(project.projectId, company.companyId);
    // The customer asked for a link too: that e-mail holds the address and must go as well.
    await requestLinks(post("/api/mein-projekt/links", { email: project.email }));
    const renewed = await getDb().emailOutbox.findFirstOrThrow({
      where: { to: { has: project.email }, subject: "Ihre Links zu „Mein Projekt“" },
      orderBy: { id: "desc" },
    });
    const token = /\/mein-projekt\/([A-Za-z0-9_-]{43})/.exec(decryptField(OUTBOX_BODY_PURPOSE, renewed.text))![1]!;
    expect((await findEverywhere(project.email)).length).toBeGreaterThan(0);
    const counts = async () => ({
      projects: await getDb().project.count(),
      assignments: await getDb().projectAssignment.count({ where: { projectId: project.projectId } }),
    });
    const before = await counts();

    const answer = await erase(post(`/api/mein-projekt/${token}/erase`), tokenParams(token));
    expect(answer.status).toBe(200);
    expect(await counts()).toEqual(before);
    expect(await openProjectRoom(token)).toBeNull();
    const stored = await getDb().project.findUniqueOrThrow({ where: { id: project.projectId } });
    expect(stored).toMatchObject({ name: "Gelöscht", phone: "" });
    expect(await getDb().projectRoomLink.count({ where: { projectId: project.projectId } })).toBe(0);
    expect(stored.erasedAt).not.toBeNull();

    // The confirmation goes to the address once, then its recipient is erased too.
    const confirmation = await getDb().emailOutbox.findUniqueOrThrow({
      where: { idempotencyKey: `project-erased-${project.projectId}` },
    });
    expect(confirmation.to).toEqual([project.email]);
    expect(decryptField(OUTBOX_BODY_PURPOSE, confirmation.text)).toContain(
      "haben wir Ihren Namen, Ihre E-Mail-Adresse, Ihre Telefonnummer",
    );
    expect(
      await deliverOutboxEmail(confirmation.id, { send: async () => ({ delivery: "logged" as const }) }),
    ).toMatchObject({ status: "sent" });

    expect(await findEverywhere(project.email)).toEqual([]);
    expect(await findEverywhere(project.name)).toEqual([]);
    expect(await findEverywhere(project.phone)).toEqual([]);

    const again = await erase(post(`/api/mein-projekt/${token}/erase`), tokenParams(token));
    expect(again.status).toBe(404);
  });
});
