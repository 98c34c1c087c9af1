/**
 * A lead's lifecycle on the company's side against a real, migrated database:
 * "Kontaktiert" once, "Gewonnen" only with the order value and completion month (German field
 * errors), changing a won lead back only with a reason and into the history, value corrections,
 * "Auftrag abgeschlossen", ownership (another company's lead answers 404), the commission entry
 * only when the customer named the same company, the 24-hour contact reminder on a moved clock,
 * and the company's street, UID number and districts in its profile.
 */
import { POST as postContacted } from "@/app/api/company/leads/[id]/contacted/route";
import { POST as postDone } from "@/app/api/company/leads/[id]/done/route";
import { GET as getEvents } from "@/app/api/company/leads/[id]/events/route";
import { GET as getLeads } from "@/app/api/company/leads/route";
import { PATCH as patchProfile } from "@/app/api/company/profile/route";
import { PATCH as patchStatus } from "@/app/api/projects/[id]/status/route";
import { listAssignmentEvents } from "@/lib/data/assignment-events";
import { closeDb, getDb } from "@/lib/db";
import {
  addMonths,
  COMPANY_LEAD_MESSAGES,
  type AssignmentEventView,
  type CompanyLead,
} from "@/lib/domain/company-lead";
import { sendContactReminders } from "@/lib/leads/contact-reminders";
import { createCompanyAccount } from "../support/auth";
import { apiRequest } from "../support/http";
import { viennaMonthOf } from "@/lib/time/vienna";

const HOUR = 3_600_000;

const context = (id: number) => ({ params: Promise.resolve({ id: String(id) }) });
const setStatus = (id: number, body: unknown, cookie: string) =>
  patchStatus(apiRequest("PATCH", `/api/projects/${id}/status`, { cookie, body }), context(id));
const contacted = (id: number, cookie: string) =>
  postContacted(apiRequest("POST", `/api/company/leads/${id}/contacted`, { cookie }), context(id));
const done = (id: number, cookie: string) =>
  postDone(apiRequest("POST", `/api/company/leads/${id}/done`, { cookie }), context(id));
async function events(id: number, cookie: string): Promise<AssignmentEventView[]> {
  const response = await getEvents(apiRequest("GET", `/api/company/leads/${id}/events`, { cookie }), context(id));
  expect(response.status).toBe(200);
  return ((await response.json()) as { events: AssignmentEventView[] }).events;
}
async function lead(id: number, cookie: string): Promise<CompanyLead> {
  const response = await getLeads(apiRequest("GET", `/api/company/leads?q=%23${id}`, { cookie }));
  expect(response.status).toBe(200);
  const found = ((await response.json()) as { projects: CompanyLead[] }).projects.find((project) => project.id === id);
  if (!found) throw new Error(`Lead ${id} fehlt`);
  return found;
}

type Account = Awaited<ReturnType<typeof createCompanyAccount>>;
let companyA: Account;
let companyB: Account;
let counter = 0;

/** A project assigned to company A (and B when `shared`), assigned at `assignedAt`. */
async function assignedProject(
  options: { assignedAt?: Date; shared?: boolean; companyId?: number } = {},
): Promise<number> {
  counter += 1;
  const project = await getDb().project.create({
    data: {
      serviceType: "maler",
      zipCode: "1070",
      name: `Lebenszyklus ${counter}`,
      email: `lebenszyklus${counter}@example.at`,
      phone: "0660 1234567",
      quizAnswers: {},
      privacyPolicyVersion: "2025-07",
    },
    select: { id: true },
  });
  const companies = [options.companyId ?? companyA.companyId, ...(options.shared ? [companyB.companyId] : [])];
  const assignedAt = options.assignedAt ?? new Date();
  // Released at assignment: the setting "sofort".
  await getDb().projectAssignment.createMany({
    data: companies.map((companyId) => ({
      projectId: project.id,
      companyId,
      assignedAt,
      contactReleasedAt: assignedAt,
    })),
  });
  return project.id;
}

const assignment = (projectId: number, companyId = companyA.companyId) =>
  getDb().projectAssignment.findUniqueOrThrow({ where: { projectId_companyId: { projectId, companyId } } });

const thisMonth = () => viennaMonthOf(new Date());

beforeAll(async () => {
  companyA = await createCompanyAccount("lifecycle-a@example.at", "geheim123", "Lebenszyklus A");
  companyB = await createCompanyAccount("lifecycle-b@example.at", "geheim123", "Lebenszyklus B");
});

afterAll(async () => {
  await closeDb();
});

describe("Kontaktiert", () => {
  it("stores the first contact once, writes one history entry and shows it in the lead list", async () => {
    const id = await assignedProject();
    expect((await lead(id, companyA.cookie)).contactedAt).toBeNull();

    const first = await contacted(id, companyA.cookie);
    expect(first.status).toBe(200);
    const firstBody = (await first.json()) as { lead: { id: number; contactedAt: string; created: boolean } };
    expect(firstBody.lead).toMatchObject({ id, created: true });

    const second = (await (await contacted(id, companyA.cookie)).json()) as {
      lead: { contactedAt: string; created: boolean };
    };
    expect(second.lead).toEqual({ id, contactedAt: firstBody.lead.contactedAt, created: false });

    expect((await assignment(id)).contactedAt?.toISOString()).toBe(firstBody.lead.contactedAt);
    expect((await lead(id, companyA.cookie)).contactedAt).toBe(firstBody.lead.contactedAt);
    const history = await events(id, companyA.cookie);
    expect(history.map((event) => event.kind)).toEqual(["contacted"]);
    expect(history[0]).toMatchObject({ companyName: "Lebenszyklus A", actorRole: "company" });
  });

  it("is also set by Verloren and by Gewonnen, keeping an earlier contact", async () => {
    const lost = await assignedProject();
    expect((await setStatus(lost, { status: "Verloren" }, companyA.cookie)).status).toBe(200);
    expect((await assignment(lost)).contactedAt).not.toBeNull();

    const won = await assignedProject();
    await contacted(won, companyA.cookie);
    const before = (await assignment(won)).contactedAt;
    expect(
      (await setStatus(won, { status: "Gewonnen", wonValue: "5000", expectedCompletion: thisMonth() }, companyA.cookie))
        .status,
    ).toBe(200);
    expect((await assignment(won)).contactedAt).toEqual(before);
  });
});

describe("Gewonnen", () => {
  it("requires the order value and the completion month, with German field errors, changing nothing", async () => {
    const id = await assignedProject();
    const cases: [unknown, Record<string, string>][] = [
      [
        { status: "Gewonnen" },
        { wonValue: COMPANY_LEAD_MESSAGES.valueRequired, expectedCompletion: COMPANY_LEAD_MESSAGES.monthRequired },
      ],
      [
        { status: "Gewonnen", wonValue: "0", expectedCompletion: thisMonth() },
        { wonValue: COMPANY_LEAD_MESSAGES.valuePositive },
      ],
      [
        { status: "Gewonnen", wonValue: "10.000.000,01", expectedCompletion: thisMonth() },
        { wonValue: COMPANY_LEAD_MESSAGES.valueMax },
      ],
      [
        { status: "Gewonnen", wonValue: "zwölftausend", expectedCompletion: thisMonth() },
        { wonValue: COMPANY_LEAD_MESSAGES.valueFormat },
      ],
      [
        { status: "Gewonnen", wonValue: "12000", expectedCompletion: "2026-13" },
        { expectedCompletion: COMPANY_LEAD_MESSAGES.monthFormat },
      ],
    ];
    for (const [body, errors] of cases) {
      const response = await setStatus(id, body, companyA.cookie);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { errors: Record<string, string> }).errors).toEqual(errors);
    }

    const early = await setStatus(
      id,
      { status: "Gewonnen", wonValue: "12000", expectedCompletion: addMonths(thisMonth(), -1) },
      companyA.cookie,
    );
    expect(early.status).toBe(400);
    expect(((await early.json()) as { errors: Record<string, string> }).errors.expectedCompletion).toMatch(
      /nicht vor dem Monat der Zuweisung/,
    );
    const late = await setStatus(
      id,
      { status: "Gewonnen", wonValue: "12000", expectedCompletion: addMonths(thisMonth(), 37) },
      companyA.cookie,
    );
    expect(late.status).toBe(400);
    expect(((await late.json()) as { errors: Record<string, string> }).errors.expectedCompletion).toMatch(
      /höchstens 3 Jahre/,
    );

    const stored = await assignment(id);
    expect(stored).toMatchObject({ status: "Offen", wonValueCents: null, expectedCompletion: null, contactedAt: null });
    expect(await getDb().assignmentEvent.count({ where: { assignmentId: stored.id } })).toBe(0);
  });

  it("stores value (gross cents) and month; going back needs a reason and is kept in the history", async () => {
    const id = await assignedProject();
    const month = addMonths(thisMonth(), 2);
    const won = await setStatus(
      id,
      { status: "Gewonnen", wonValue: "12.500,50", expectedCompletion: month },
      companyA.cookie,
    );
    expect(won.status).toBe(200);
    expect(await won.json()).toEqual({ project: { id, status: "Gewonnen" } });
    expect(await assignment(id)).toMatchObject({
      status: "Gewonnen",
      wonValueCents: 1_250_050,
      expectedCompletion: month,
    });
    expect(await lead(id, companyA.cookie)).toMatchObject({
      status: "Gewonnen",
      wonValueCents: 1_250_050,
      expectedCompletion: month,
    });

    // A correction of the value is an entry too; the same value again is none.
    expect(
      (await setStatus(id, { status: "Gewonnen", wonValue: "11000", expectedCompletion: month }, companyA.cookie))
        .status,
    ).toBe(200);
    expect(
      (await setStatus(id, { status: "Gewonnen", wonValue: "11000", expectedCompletion: month }, companyA.cookie))
        .status,
    ).toBe(200);

    const noReason = await setStatus(id, { status: "Verloren" }, companyA.cookie);
    expect(noReason.status).toBe(400);
    expect(((await noReason.json()) as { errors: Record<string, string> }).errors).toEqual({
      reason: COMPANY_LEAD_MESSAGES.reasonRequired,
    });
    const shortReason = await setStatus(id, { status: "Offen", reason: "ab" }, companyA.cookie);
    expect(shortReason.status).toBe(400);
    expect((await assignment(id)).status).toBe("Gewonnen");

    expect((await setStatus(id, { status: "Verloren", reason: "Kunde hat storniert" }, companyA.cookie)).status).toBe(
      200,
    );
    expect(await assignment(id)).toMatchObject({ status: "Verloren", wonValueCents: null, expectedCompletion: null });

    const history = await events(id, companyA.cookie);
    expect(
      history.map(({ kind, fromStatus, toStatus, reason, wonValueCents }) => ({
        kind,
        fromStatus,
        toStatus,
        reason,
        wonValueCents,
      })),
    ).toEqual([
      { kind: "status", fromStatus: "Offen", toStatus: "Gewonnen", reason: null, wonValueCents: 1_250_050 },
      { kind: "status", fromStatus: "Gewonnen", toStatus: "Gewonnen", reason: null, wonValueCents: 1_100_000 },
      {
        kind: "status",
        fromStatus: "Gewonnen",
        toStatus: "Verloren",
        reason: "Kunde hat storniert",
        wonValueCents: 1_100_000,
      },
    ]);
    const audit = await getDb().auditLog.findMany({
      where: { action: "project.assignment-status", entityId: String(id) },
      orderBy: { id: "asc" },
    });
    expect(audit.at(-1)).toMatchObject({ note: "Kunde hat storniert", actorRole: "company" });
  });

  it("lists every company's history for the admin and only the own one for a company", async () => {
    const id = await assignedProject({ shared: true });
    await contacted(id, companyA.cookie);
    await contacted(id, companyB.cookie);
    expect((await listAssignmentEvents(id)).map((event) => event.companyName).sort()).toEqual([
      "Lebenszyklus A",
      "Lebenszyklus B",
    ]);
    expect((await events(id, companyB.cookie)).map((event) => event.companyName)).toEqual(["Lebenszyklus B"]);
  });
});

describe("Auftrag abgeschlossen", () => {
  it("is refused for a lead that is not won and stored once for a won one", async () => {
    const id = await assignedProject();
    const refused = await done(id, companyA.cookie);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ message: COMPANY_LEAD_MESSAGES.notWon });

    await setStatus(id, { status: "Gewonnen", wonValue: "8000", expectedCompletion: thisMonth() }, companyA.cookie);
    const first = (await (await done(id, companyA.cookie)).json()) as { lead: { jobDoneAt: string; created: boolean } };
    expect(first.lead.created).toBe(true);
    const again = (await (await done(id, companyA.cookie)).json()) as { lead: { jobDoneAt: string; created: boolean } };
    expect(again.lead).toEqual({ id, jobDoneAt: first.lead.jobDoneAt, created: false });
    expect((await lead(id, companyA.cookie)).jobDoneAt).toBe(first.lead.jobDoneAt);
    expect((await events(id, companyA.cookie)).filter((event) => event.kind === "done")).toHaveLength(1);
  });
});

describe("ownership", () => {
  it("answers 404 for another company's lead on every action, changing nothing", async () => {
    const id = await assignedProject();
    const responses = [
      await setStatus(id, { status: "Gewonnen", wonValue: "1000", expectedCompletion: thisMonth() }, companyB.cookie),
      await setStatus(id, { status: "Verloren" }, companyB.cookie),
      await contacted(id, companyB.cookie),
      await done(id, companyB.cookie),
      await getEvents(apiRequest("GET", `/api/company/leads/${id}/events`, { cookie: companyB.cookie }), context(id)),
      await contacted(999_999_999, companyA.cookie),
    ];
    for (const response of responses) {
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: "Projekt nicht gefunden" });
    }
    const stored = await assignment(id);
    expect(stored).toMatchObject({ status: "Offen", contactedAt: null, wonValueCents: null });
    expect(await getDb().assignmentEvent.count({ where: { assignmentId: stored.id } })).toBe(0);
  });

  it("answers 401 without a session", async () => {
    const id = await assignedProject();
    expect((await postContacted(apiRequest("POST", `/api/company/leads/${id}/contacted`), context(id))).status).toBe(
      401,
    );
  });
});

describe("commission entry", () => {
  const entry = async (projectId: number) =>
    getDb().commissionEntry.findUnique({ where: { assignmentId: (await assignment(projectId)).id } });

  it("is created only when the customer named the same company, updated with the value and removed when the lead is changed back", async () => {
    const unconfirmed = await assignedProject();
    await setStatus(
      unconfirmed,
      { status: "Gewonnen", wonValue: "20000", expectedCompletion: thisMonth() },
      companyA.cookie,
    );
    expect(await entry(unconfirmed)).toBeNull();

    const otherCompany = await assignedProject();
    await getDb().project.update({
      where: { id: otherCompany },
      data: { hireAnswer: "company", hiredCompanyId: companyB.companyId },
    });
    await setStatus(
      otherCompany,
      { status: "Gewonnen", wonValue: "20000", expectedCompletion: thisMonth() },
      companyA.cookie,
    );
    expect(await entry(otherCompany)).toBeNull();

    const confirmed = await assignedProject();
    await getDb().project.update({
      where: { id: confirmed },
      data: { hireAnswer: "company", hiredCompanyId: companyA.companyId },
    });
    await setStatus(
      confirmed,
      { status: "Gewonnen", wonValue: "20.000,00", expectedCompletion: thisMonth() },
      companyA.cookie,
    );
    const created = await entry(confirmed);
    expect(created).toMatchObject({ companyId: companyA.companyId, projectId: confirmed, orderValueCents: 2_000_000 });
    expect(created!.commissionCents).toBe(Math.floor((2_000_000 * created!.rateBps + 5_000) / 10_000));

    await setStatus(
      confirmed,
      { status: "Gewonnen", wonValue: "30000", expectedCompletion: thisMonth() },
      companyA.cookie,
    );
    expect(await entry(confirmed)).toMatchObject({ id: created!.id, orderValueCents: 3_000_000 });

    await setStatus(confirmed, { status: "Offen", reason: "Auftrag wurde verschoben" }, companyA.cookie);
    expect(await entry(confirmed)).toBeNull();
  });
});

describe("contact reminder", () => {
  // Assigned long ago, so the moved clock reaches no other file's assignments.
  const assignedAt = new Date(Date.UTC(2020, 0, 6, 8, 0));
  const at = (hours: number) => new Date(assignedAt.getTime() + hours * HOUR);
  const reminders = (companyEmail: string) =>
    getDb().emailOutbox.findMany({
      where: { to: { has: companyEmail }, subject: { contains: "nicht kontaktiert" } },
      select: { subject: true },
    });

  it("is queued once at 24 hours, not at 23, and not for contacted or withdrawn leads", async () => {
    const company = await createCompanyAccount("lifecycle-reminder@example.at", "geheim123", "Erinnerung GmbH");
    await getDb().company.update({
      where: { id: company.companyId },
      data: { contactEmail: "anfragen@erinnerung.example" },
    });
    const due = await assignedProject({ assignedAt, companyId: company.companyId });
    const contactedLead = await assignedProject({ assignedAt, companyId: company.companyId });
    await getDb().projectAssignment.update({
      where: { projectId_companyId: { projectId: contactedLead, companyId: company.companyId } },
      data: { contactedAt: at(2) },
    });
    const withdrawn = await assignedProject({ assignedAt, companyId: company.companyId });
    await getDb().project.update({ where: { id: withdrawn }, data: { consentWithdrawnAt: at(1) } });

    await sendContactReminders(at(23));
    expect((await assignment(due, company.companyId)).contactReminderSentAt).toBeNull();
    expect(await reminders("anfragen@erinnerung.example")).toHaveLength(0);

    await sendContactReminders(at(24));
    expect((await assignment(due, company.companyId)).contactReminderSentAt).toEqual(at(24));
    expect((await assignment(contactedLead, company.companyId)).contactReminderSentAt).toBeNull();
    expect((await assignment(withdrawn, company.companyId)).contactReminderSentAt).toBeNull();
    const sent = await reminders("anfragen@erinnerung.example");
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toBe("Erinnerung: Anfrage noch nicht kontaktiert");

    await sendContactReminders(at(25));
    await sendContactReminders(at(48));
    expect(await reminders("anfragen@erinnerung.example")).toHaveLength(1);
    expect((await assignment(due, company.companyId)).contactReminderSentAt).toEqual(at(24));
  });

  it("reminds each assignment once when two runs race", async () => {
    const company = await createCompanyAccount("lifecycle-race@example.at", "geheim123", "Wettlauf GmbH");
    const first = await assignedProject({ assignedAt: at(1), companyId: company.companyId });
    const second = await assignedProject({ assignedAt: at(1), companyId: company.companyId });
    const runs = await Promise.all([sendContactReminders(at(30)), sendContactReminders(at(30))]);
    expect((await assignment(first, company.companyId)).contactReminderSentAt).toEqual(at(30));
    expect((await assignment(second, company.companyId)).contactReminderSentAt).toEqual(at(30));
    const sent = await reminders("lifecycle-race@example.at");
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toBe("Erinnerung: 2 Anfragen noch nicht kontaktiert");
    expect(runs.reduce((sum, run) => sum + run.emails, 0)).toBeGreaterThanOrEqual(1);
  });
});

describe("PATCH /api/company/profile: street, UID number, districts", () => {
  const base = {
    contactPhone: "01 2345678",
    contactEmail: "profil@example.at",
    contactInfo: "Neubaugasse 1",
    zipCode: "1070",
    city: "Wien",
    services: ["badrenovierung"],
  };
  const patch = (cookie: string, body: unknown) =>
    patchProfile(apiRequest("PATCH", "/api/company/profile", { cookie, body }));

  it("stores them normalised, keeps them when absent, and audits the change", async () => {
    const company = await createCompanyAccount("lifecycle-profile@example.at", "geheim123", "Profil GmbH");
    const response = await patch(company.cookie, {
      ...base,
      street: " Neubaugasse 12/3 ",
      vatId: "atu 1234 5678",
      districts: ["1070", "1010", "1070"],
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { company: unknown }).company).toMatchObject({
      street: "Neubaugasse 12/3",
      vatId: "ATU12345678",
      districts: ["1010", "1070"],
    });

    expect((await patch(company.cookie, base)).status).toBe(200);
    expect(await getDb().company.findUniqueOrThrow({ where: { id: company.companyId } })).toMatchObject({
      street: "Neubaugasse 12/3",
      vatId: "ATU12345678",
      districts: ["1010", "1070"],
    });

    expect((await patch(company.cookie, { ...base, vatId: "", districts: [] })).status).toBe(200);
    expect(await getDb().company.findUniqueOrThrow({ where: { id: company.companyId } })).toMatchObject({
      vatId: null,
      districts: [],
    });
    const audit = await getDb().auditLog.findMany({
      where: { action: "company.profile_update", entityId: String(company.companyId) },
      orderBy: { id: "asc" },
    });
    expect(audit[0]).toMatchObject({
      after: { street: "Neubaugasse 12/3", vatId: "ATU12345678", districts: ["1010", "1070"] },
    });
    expect(audit.at(-1)).toMatchObject({
      before: { vatId: "ATU12345678", districts: ["1010", "1070"] },
      after: { vatId: null, districts: [] },
    });
  });

  it("rejects a malformed UID number, a district outside Vienna and a too short street with German field errors", async () => {
    const company = await createCompanyAccount("lifecycle-profile-bad@example.at", "geheim123", "Profil Fehler GmbH");
    const response = await patch(company.cookie, {
      ...base,
      street: "ab",
      vatId: "DE123456789",
      districts: ["1010", "2340"],
    });
    expect(response.status).toBe(400);
    const { errors } = (await response.json()) as { errors: Record<string, string> };
    expect(errors).toEqual({
      street: "Straße und Hausnummer müssen mindestens 3 Zeichen haben",
      vatId: "UID-Nummer im Format ATU und 8 Ziffern angeben (z. B. ATU12345678)",
      "districts.1": "Ungültiger Bezirk",
    });
    expect(await getDb().company.findUniqueOrThrow({ where: { id: company.companyId } })).toMatchObject({
      street: null,
      vatId: null,
      districts: [],
    });
  });
});
