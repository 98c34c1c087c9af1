/**
 * Register checks against the local fake registers: a valid applicant becomes approvable; an invalid UID,
 * an ended licence and a licence for other work each block the approval; a register outage is "nicht
 * prüfbar", never "ungültig"; the monthly re-check pauses a company whose licence ended and tells it why.
 */
import { closeDb, getDb } from "@/lib/db";
import { decideCompanyRegistration } from "@/lib/data/company-registrations";
import { ConflictError } from "@/lib/errors";
import type { RegisterConfig } from "@/lib/verification/adapters/config";
import { registrationReadiness } from "@/lib/verification/approval";
import { queueMonthlyChecks, queueRegistrationChecks, runCheck, runDueChecks } from "@/lib/verification/checks";
import { startFakeRegisters } from "../../../scripts/lib/fake-registers";
import { createAdminAccount } from "../../support/auth";

type FakeRegisters = Awaited<ReturnType<typeof startFakeRegisters>>;

let fake: FakeRegisters;
let configs: RegisterConfig;
let admin: Awaited<ReturnType<typeof createAdminAccount>>;
let unique = 0;

beforeAll(async () => {
  fake = await startFakeRegisters({ port: 0 });
  const endpoint = { timeoutMs: 3000, retries: 0, backoffMs: 0 };
  configs = {
    vies: { baseUrl: fake.viesBaseUrl, ...endpoint },
    gisa: { baseUrl: fake.gisaBaseUrl, apiKey: fake.gisaApiKey, ...endpoint },
    firmenbuch: null,
  };
  admin = await createAdminAccount(`checks-admin-${Date.now()}@example.at`);
});

afterAll(async () => {
  await fake.close();
  await closeDb();
});

const IN_A_YEAR = new Date(Date.now() + 365 * 86_400_000);

/** A pending registration with its numbers and an insurance confirmation; its checks are run at once. */
async function register(input: { gisaNumber: string; vatId?: string; services: string[] }) {
  const tag = `${Date.now()}-${++unique}`;
  const registration = await getDb().companyRegistration.create({
    data: {
      companyName: `Prüfbetrieb ${tag} GmbH`,
      contactPerson: "Eva Prüfer",
      email: `checks-${tag}@example.at`,
      phone: "+43 1 234 56 78",
      address: "Favoritenstraße 1",
      city: "Wien",
      zipCode: "1100",
      services: input.services,
      experience: "6-10",
      employees: "2-5",
      description: "Installationsbetrieb",
      acceptTerms: true,
      gisaNumber: input.gisaNumber,
      vatId: input.vatId ?? null,
      insuranceDocuments: {
        create: {
          insurer: "Wiener Städtische",
          sumInsuredCents: 300_000_000n,
          validUntil: IN_A_YEAR,
          fileName: "polizze.pdf",
          contentType: "application/pdf",
          sizeBytes: 9,
          content: Buffer.from("%PDF-1.4\n"),
        },
      },
    },
  });
  const checkIds = await getDb().$transaction((tx) => queueRegistrationChecks(registration.id, tx));
  const outcomes = [];
  for (const id of checkIds) outcomes.push(await runCheck(id, { configs }));
  return { registration, outcomes };
}

const actor = () => ({ id: admin.userId, role: "admin" as const });

describe("approval needs green checks", () => {
  it("a company with an active, matching licence, a valid UID and insurance is approved without override", async () => {
    const { registration } = await register({
      gisaNumber: "10000001",
      vatId: "ATU12345678",
      services: ["badrenovierung", "heizungsanlagen"],
    });
    const readiness = await registrationReadiness(registration.id);
    expect(readiness.blockers).toEqual([]);
    expect(readiness.items.map((item) => [item.key, item.state])).toEqual([
      ["gisa", "ok"],
      ["vies", "ok"],
      ["firmenbuch", "not-required"],
      ["insurance", "ok"],
    ]);

    const decision = await decideCompanyRegistration(registration.id, { status: "approved" }, actor());
    const company = await getDb().company.findUniqueOrThrow({ where: { id: decision.companyId! } });
    expect(company).toMatchObject({
      verified: true,
      gisaNumber: "10000001",
      vatId: "ATU12345678",
      leadsPausedAt: null,
    });
    expect(company.licensedServices).toEqual(expect.arrayContaining(["badrenovierung", "heizungsanlagen"]));
    expect(company.insuranceValidUntil?.toISOString().slice(0, 10)).toBe(IN_A_YEAR.toISOString().slice(0, 10));
    // The registration's checks and insurance now belong to the company, and a fresh round is queued.
    expect(await getDb().verificationCheck.count({ where: { companyId: company.id, outcome: "valid" } })).toBe(2);
    expect(await getDb().verificationCheck.count({ where: { companyId: company.id, outcome: "pending" } })).toBe(2);
    expect(await getDb().insuranceDocument.findFirst({ where: { companyId: company.id } })).toMatchObject({
      status: "accepted",
      decidedBy: admin.userId,
    });
  });

  it.each([
    [
      "an invalid UID",
      { gisaNumber: "10000001", vatId: "ATU99999999", services: ["badrenovierung"] },
      "UID-Nummer (VIES): ungültig",
    ],
    ["an ended licence", { gisaNumber: "10000004", services: ["fliesen"] }, "Gewerbeberechtigung (GISA)"],
    [
      "a licence for other work",
      { gisaNumber: "10000002", services: ["elektriker"] },
      "deckt keine der gewählten Leistungen ab",
    ],
    ["an unknown GISA number", { gisaNumber: "99999999", services: ["maler"] }, "Keine Gewerbeberechtigung gefunden"],
  ])("%s blocks the approval (409) until an admin overrides it with a reason", async (_label, input, blocker) => {
    const { registration } = await register(input);
    const readiness = await registrationReadiness(registration.id);
    expect(readiness.blockers.join(" | ")).toContain(blocker);

    await expect(decideCompanyRegistration(registration.id, { status: "approved" }, actor())).rejects.toThrow(
      ConflictError,
    );
    expect((await getDb().companyRegistration.findUniqueOrThrow({ where: { id: registration.id } })).status).toBe(
      "pending",
    );
    const decision = await decideCompanyRegistration(
      registration.id,
      { status: "approved", overrideReason: "Unterlagen telefonisch geklärt" },
      actor(),
    );
    const audit = await getDb().auditLog.findFirstOrThrow({
      where: { entityType: "company_registration", entityId: String(registration.id), action: "registration.approve" },
    });
    expect(audit.after).toMatchObject({ overrideReason: "Unterlagen telefonisch geklärt" });
    expect(decision.companyId).toBeDefined();
  });

  it("a register outage is 'nicht prüfbar' and retried, never 'ungültig'", async () => {
    const { registration, outcomes } = await register({
      gisaNumber: "10000009",
      vatId: "ATU00001234",
      services: ["badrenovierung"],
    });
    expect(outcomes).toEqual(["unavailable", "unavailable"]);
    const readiness = await registrationReadiness(registration.id);
    expect(
      readiness.items.filter((item) => item.key === "gisa" || item.key === "vies").map((item) => item.state),
    ).toEqual(["unavailable", "unavailable"]);
    expect(readiness.blockers.join(" ")).not.toContain("ungültig");

    // The registers answer again: the sweep retries once the gap (10 minutes after the first attempt) passed.
    fake.setGisa("10000009", {
      holderName: "Wieder da GmbH",
      licences: [
        {
          gisaNumber: "10000009",
          wording: "Gas- und Sanitärtechnik",
          location: "1100 Wien",
          status: "active",
          startDate: "2015-03-01",
          endDate: null,
        },
      ],
    });
    fake.setVies("ATU00001234", { valid: true, name: "Wieder da GmbH", address: "Wien" });
    const attempts = async () =>
      (
        await getDb().verificationCheck.findMany({
          where: { registrationId: registration.id },
          orderBy: { id: "asc" },
        })
      ).map((check) => [check.outcome, check.attempts]);
    const checkIds = (await getDb().verificationCheck.findMany({ where: { registrationId: registration.id } })).map(
      (check) => check.id,
    );
    await runDueChecks({ configs, checkIds, now: new Date(Date.now() + 60_000) });
    expect(await attempts()).toEqual([
      ["unavailable", 1],
      ["unavailable", 1],
    ]);
    await runDueChecks({ configs, checkIds, now: new Date(Date.now() + 11 * 60_000) });
    expect(await attempts()).toEqual([
      ["valid", 2],
      ["valid", 2],
    ]);
    const again = await registrationReadiness(registration.id);
    expect(again.items.filter((item) => item.key === "gisa" || item.key === "vies").map((item) => item.state)).toEqual([
      "ok",
      "ok",
    ]);
  });
});

describe("monthly re-check", () => {
  it("pauses a company whose licence ended, e-mails it and alerts the team; an outage later changes nothing", async () => {
    const baumeister = {
      gisaNumber: "10000005",
      wording: "Baumeister",
      location: "1100 Wien",
      startDate: "2010-01-01",
    };
    fake.setGisa("10000005", {
      holderName: "Bau Test GmbH",
      licences: [{ ...baumeister, status: "active", endDate: null }],
    });
    const { registration } = await register({ gisaNumber: "10000005", services: ["hausbau"] });
    const { companyId } = await decideCompanyRegistration(registration.id, { status: "approved" }, actor());
    // Run the approval's own round first.
    for (const { id } of await getDb().verificationCheck.findMany({ where: { companyId, outcome: "pending" } }))
      await runCheck(id, { configs });
    expect((await getDb().company.findUniqueOrThrow({ where: { id: companyId! } })).leadsPausedAt).toBeNull();

    fake.setGisa("10000005", {
      holderName: "Bau Test GmbH",
      licences: [{ ...baumeister, status: "ended", endDate: "2026-11-30" }],
    });
    await queueMonthlyChecks();
    for (const { id } of await getDb().verificationCheck.findMany({ where: { companyId, outcome: "pending" } }))
      await runCheck(id, { configs });
    const paused = await getDb().company.findUniqueOrThrow({ where: { id: companyId! } });
    expect(paused.leadsPausedAt).not.toBeNull();
    expect(paused.leadsPausedReasons).toEqual(["licence"]);
    expect(paused.licensedServices).toEqual([]);
    const mails = await getDb().emailOutbox.findMany({
      where: { idempotencyKey: { contains: `company-paused-${companyId}-` } },
    });
    expect(mails.map((mail) => mail.subject).sort()).toEqual([
      expect.stringContaining("Firma pausiert"),
      "Ihre Anfragen sind pausiert",
    ]);

    // The licence is active again, but GISA is out: the pause stays as the last definitive answer says.
    fake.setGisa("10000005", "server-error");
    await queueMonthlyChecks();
    for (const { id } of await getDb().verificationCheck.findMany({ where: { companyId, outcome: "pending" } }))
      expect(await runCheck(id, { configs })).toBe("unavailable");
    expect((await getDb().company.findUniqueOrThrow({ where: { id: companyId! } })).leadsPausedReasons).toEqual([
      "licence",
    ]);
  });
});
