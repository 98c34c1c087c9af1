/**
 * Contact release by the customer against a real database: with the setting "kunde" an assigned company sees only the
 * request, PLZ and first name (leads list, search, history, new-lead e-mail) until the customer releases the data in
 * the room, to one company or to all; wrong tokens and foreign companies answer 404; with "sofort" nothing changes.
 */
import { GET as getLeadEvents } from "@/app/api/company/leads/[id]/events/route";
import { GET as getLeads } from "@/app/api/company/leads/route";
import { POST as release } from "@/app/api/mein-projekt/[token]/release/route";
import { POST as postProject } from "@/app/api/projects/route";
import { clearSettingsCache } from "@/lib/data/settings";
import { closeDb, getDb } from "@/lib/db";
import type { CompanyLead } from "@/lib/domain/company-lead";
import { INTENT_READINESS_OPTIONS, START_TIMELINE_OPTIONS } from "@/lib/domain/lead-score";
import { OUTBOX_BODY_PURPOSE } from "@/lib/email/outbox";
import { env } from "@/lib/env";
import { openProjectRoom, PROJECT_ROOM_NOT_FOUND } from "@/lib/project-room/room";
import { CONTACT_RELEASE_MESSAGES } from "@/lib/project-room/contact-release";
import { assignLead, unassignCompany } from "@/lib/projects/assignments";
import { decryptField } from "@/lib/security/secrets";
import { seed } from "@/prisma/seed";
import { createAdminAccount, createCompanyAccount } from "../../support/auth";
import { apiRequest, BASE } from "../../support/http";

let ip = 0;
/** A customer's POST from its own address (the room routes are rate limited per client). */
function post(path: string, body: unknown): Request {
  ip += 1;
  return new Request(`${BASE}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: BASE, "x-forwarded-for": `10.77.${ip >> 8}.${ip & 255}` },
    body: JSON.stringify(body),
  });
}
const tokenParams = (token: string) => ({ params: Promise.resolve({ token }) });
const idParams = (id: number) => ({ params: Promise.resolve({ id: String(id) }) });

async function setContactRelease(mode: "sofort" | "kunde") {
  const value = { commissionBps: 1000, companiesPerLead: 4, contactRelease: mode };
  await getDb().appSetting.upsert({
    where: { key: "marketplace" },
    create: { key: "marketplace", value },
    update: { value },
  });
  clearSettingsCache();
}

let counter = 0;
/** Submits a painter project through POST /api/projects; the free texts do not repeat the contact data. */
async function submitProject() {
  counter += 1;
  const stamp = `${Date.now().toString(36)}${counter}`;
  const contact = {
    name: `Klara Verborgenname${stamp}`,
    email: `freigabe-${stamp}@example.at`,
    phone: `0664 ${String(8_100_000 + counter * 53)}`,
  };
  // Stored (and shown once released) in E.164.
  const storedPhone = `+43664${String(8_100_000 + counter * 53)}`;
  const quiz = await getDb().quiz.findUniqueOrThrow({ where: { serviceType: "maler" } });
  const answers: Record<string, string | string[]> = {};
  for (const q of quiz.questions as { id: string; type: string; options: string[] }[]) {
    answers[q.id] =
      q.type === "checkbox" ? [q.options[0]!] : q.type === "text" || q.type === "textarea" ? "Altbau" : q.options[0]!;
  }
  answers.intent_readiness = INTENT_READINESS_OPTIONS[0]!;
  answers.start_timeline = START_TIMELINE_OPTIONS[0]!;
  const response = await postProject(
    post("/api/projects", { ...contact, zipCode: "1070", serviceType: "maler", gdprAccepted: true, answers }),
  );
  expect(response.status).toBe(201);
  const { projectId, contactRelease } = (await response.json()) as { projectId: number; contactRelease: string };
  const mail = await getDb().emailOutbox.findUniqueOrThrow({
    where: { idempotencyKey: `project-confirmation-${projectId}` },
  });
  const text = decryptField(OUTBOX_BODY_PURPOSE, mail.text);
  const token = /\/mein-projekt\/([A-Za-z0-9_-]{43})/.exec(text)?.[1];
  if (!token) throw new Error("Kein Link in der Bestätigung");
  const secrets = [contact.name.split(" ")[1]!, contact.email, contact.phone, storedPhone];
  return { projectId, token, text, contactRelease, secrets, ...contact, phone: storedPhone };
}

type Company = Awaited<ReturnType<typeof createCompanyAccount>>;
let companyA: Company;
let companyB: Company;
let companyC: Company;
let admin: Awaited<ReturnType<typeof createAdminAccount>>;

async function leadOf(company: Company, projectId: number, q?: string) {
  const query = q ? `?q=${encodeURIComponent(q)}` : "";
  const response = await getLeads(apiRequest("GET", `/api/company/leads${query}`, { cookie: company.cookie }));
  expect(response.status).toBe(200);
  const raw = await response.text();
  const body = JSON.parse(raw) as { projects: CompanyLead[] };
  return { lead: body.projects.find((lead) => lead.id === projectId), raw };
}

function expectNoSecrets(text: string, secrets: readonly string[]) {
  for (const secret of secrets) expect(text).not.toContain(secret);
}

const releaseTo = (token: string, body: unknown) =>
  release(post(`/api/mein-projekt/${token}/release`, body), tokenParams(token));

beforeAll(async () => {
  await seed(env.DATABASE_URL!, { allowDevPassword: false });
  admin = await createAdminAccount("freigabe-admin@example.at");
  companyA = await createCompanyAccount("freigabe-a@example.at", "geheim123", "Freigabe Maler A");
  companyB = await createCompanyAccount("freigabe-b@example.at", "geheim123", "Freigabe Maler B");
  companyC = await createCompanyAccount("freigabe-c@example.at", "geheim123", "Freigabe Maler C");
  await setContactRelease("kunde");
});

afterAll(async () => {
  await getDb().appSetting.deleteMany({ where: { key: "marketplace" } });
  clearSettingsCache();
  await closeDb();
});

describe('setting "kunde"', () => {
  it("tells the customer, and shows an assigned company only request, PLZ and first name everywhere", async () => {
    const project = await submitProject();
    expect(project.contactRelease).toBe("kunde");
    expect(project.text).toContain("Sie entscheiden im Projektraum, welche Firmen Ihre Telefonnummer sehen.");
    expect(project.text).not.toContain("Sie melden sich in der Regel innerhalb von 24 Stunden bei Ihnen.");

    await assignLead(project.projectId, companyA.companyId);
    const { lead, raw } = await leadOf(companyA, project.projectId);
    expect(lead).toMatchObject({
      name: "Klara",
      email: "",
      phone: "",
      contactReleasedAt: null,
      zipCode: "1070",
      serviceType: "maler",
    });
    expect(lead!.quizAnswers).toMatchObject({ intent_readiness: INTENT_READINESS_OPTIONS[0] });
    expectNoSecrets(raw, project.secrets);

    // Searching for the phone number or e-mail does not confirm a guess.
    for (const q of [project.phone, project.email, project.name.split(" ")[1]!])
      expect((await leadOf(companyA, project.projectId, q)).lead).toBeUndefined();
    expect((await leadOf(companyA, project.projectId, "Klara")).lead).toBeDefined();

    const events = await getLeadEvents(
      apiRequest("GET", `/api/company/leads/${project.projectId}/events`, { cookie: companyA.cookie }),
      idParams(project.projectId),
    );
    expect(events.status).toBe(200);
    expectNoSecrets(await events.text(), project.secrets);

    const mail = await getDb().emailOutbox.findUniqueOrThrow({
      where: { idempotencyKey: `lead-assigned-${project.projectId}-${companyA.companyId}` },
    });
    const text = decryptField(OUTBOX_BODY_PURPOSE, mail.text);
    const html = decryptField(OUTBOX_BODY_PURPOSE, mail.html ?? "");
    expectNoSecrets(`${mail.subject}\n${text}\n${html}`, project.secrets);
    expect(text).toContain("Der Kunde entscheidet, wer ihn kontaktieren darf.");
  });

  it("a release to one company shows the data to that company only, once, audited and e-mailed", async () => {
    const project = await submitProject();
    await assignLead(project.projectId, companyA.companyId);
    await assignLead(project.projectId, companyB.companyId);

    const response = await releaseTo(project.token, { companyId: companyA.companyId });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { message: string; released: { companyId: number; releasedAt: string }[] };
    expect(body.message).toContain("Freigabe Maler A");
    expect(body.released).toEqual([{ companyId: companyA.companyId, releasedAt: expect.any(String) }]);

    const { lead } = await leadOf(companyA, project.projectId);
    expect(lead).toMatchObject({
      name: project.name,
      email: project.email,
      phone: project.phone,
      contactReleasedAt: body.released[0]!.releasedAt,
    });
    const other = await leadOf(companyB, project.projectId);
    expect(other.lead).toMatchObject({ name: "Klara", email: "", phone: "", contactReleasedAt: null });
    expectNoSecrets(other.raw, project.secrets);

    const assignment = await getDb().projectAssignment.findUniqueOrThrow({
      where: { projectId_companyId: { projectId: project.projectId, companyId: companyA.companyId } },
    });
    const mail = await getDb().emailOutbox.findUniqueOrThrow({
      where: { idempotencyKey: `contact-released-${assignment.id}` },
    });
    expect(mail.to).toEqual([companyA.email]);
    expect(mail.subject).toBe("Kontaktdaten freigegeben: Maler in 1070 Wien");
    const text = decryptField(OUTBOX_BODY_PURPOSE, mail.text);
    expect(text).toContain(`http://localhost:3000/company-dashboard?lead=${project.projectId}`);
    expectNoSecrets(text, project.secrets);
    const audits = await getDb().auditLog.findMany({
      where: { action: "project.contact-release", entityId: String(project.projectId) },
    });
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ actorRole: "customer" });

    // Again: nothing changes, no second e-mail or audit row.
    const again = await releaseTo(project.token, { companyId: companyA.companyId });
    expect(again.status).toBe(200);
    expect(((await again.json()) as typeof body).released).toEqual(body.released);
    expect(
      await getDb().emailOutbox.count({
        where: {
          idempotencyKey: { startsWith: "contact-released-" },
          companyId: companyA.companyId,
          projectId: project.projectId,
        },
      }),
    ).toBe(1);
    expect(
      await getDb().auditLog.count({
        where: { action: "project.contact-release", entityId: String(project.projectId) },
      }),
    ).toBe(1);

    const room = await openProjectRoom(project.token);
    expect(room!.companies.map((company) => [company.companyId, company.contactReleasedAt !== null])).toEqual([
      [companyA.companyId, true],
      [companyB.companyId, false],
    ]);
  });

  it("a release to all reaches every active company, not an ended one", async () => {
    const project = await submitProject();
    for (const company of [companyA, companyB, companyC]) await assignLead(project.projectId, company.companyId);
    await unassignCompany({ id: admin.userId, role: "admin" }, project.projectId, companyC.companyId, "Test: entfernt");

    const response = await releaseTo(project.token, {});
    expect(response.status).toBe(200);
    const body = (await response.json()) as { released: { companyId: number }[] };
    expect(body.released.map((entry) => entry.companyId)).toEqual([companyA.companyId, companyB.companyId]);
    for (const company of [companyA, companyB])
      expect((await leadOf(company, project.projectId)).lead).toMatchObject({ phone: project.phone });
    const ended = await getDb().projectAssignment.findUniqueOrThrow({
      where: { projectId_companyId: { projectId: project.projectId, companyId: companyC.companyId } },
    });
    expect(ended.contactReleasedAt).toBeNull();
    expect(
      await getDb().emailOutbox.count({
        where: { projectId: project.projectId, idempotencyKey: { startsWith: "contact-released-" } },
      }),
    ).toBe(2);
  });

  it("answers 404 for a forged token and for a company of another project, releasing nothing", async () => {
    const project = await submitProject();
    const elsewhere = await submitProject();
    await assignLead(project.projectId, companyA.companyId);
    await assignLead(elsewhere.projectId, companyC.companyId);

    const forged = project.token.slice(0, -1) + (project.token.endsWith("A") ? "B" : "A");
    for (const token of [forged, "A".repeat(43), "kurz"]) {
      const response = await releaseTo(token, {});
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: PROJECT_ROOM_NOT_FOUND });
    }
    const foreign = await releaseTo(project.token, { companyId: companyC.companyId });
    expect(foreign.status).toBe(404);
    expect(await foreign.json()).toEqual({ message: CONTACT_RELEASE_MESSAGES.companyNotFound });
    expect((await releaseTo(project.token, { companyId: "1" })).status).toBe(400);

    const rows = await getDb().projectAssignment.findMany({
      where: { projectId: { in: [project.projectId, elsewhere.projectId] } },
      select: { contactReleasedAt: true },
    });
    expect(rows.map((row) => row.contactReleasedAt)).toEqual([null, null]);
  });
});

describe('setting "sofort"', () => {
  afterAll(() => setContactRelease("kunde"));

  it("keeps today's behaviour: data visible at assignment, the confirmation promises the call", async () => {
    await setContactRelease("sofort");
    const project = await submitProject();
    expect(project.contactRelease).toBe("sofort");
    expect(project.text).toContain("Sie melden sich in der Regel innerhalb von 24 Stunden bei Ihnen.");
    expect(project.text).not.toContain("Sie entscheiden im Projektraum");

    await assignLead(project.projectId, companyB.companyId);
    const { lead } = await leadOf(companyB, project.projectId);
    expect(lead).toMatchObject({ name: project.name, email: project.email, phone: project.phone });
    expect(lead!.contactReleasedAt).toBe(lead!.assignedAt);
    const mail = await getDb().emailOutbox.findUniqueOrThrow({
      where: { idempotencyKey: `lead-assigned-${project.projectId}-${companyB.companyId}` },
    });
    expect(decryptField(OUTBOX_BODY_PURPOSE, mail.text)).toContain(
      "Die Kontaktdaten des Kunden und alle Angaben zum Projekt finden Sie",
    );
  });
});
