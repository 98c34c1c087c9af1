/**
 * Decisions with care against the run's database: duplicate applications are marked in the lists and
 * approving one for an existing partner answers 409 without a second account, token or e-mail;
 * rejecting needs a reason, stored in `notes` with the applicant's e-mail and an audit row in one
 * transaction; advertising decisions are e-mailed and audited; the lists show who decided.
 */
import { GET as getAdvertising } from "@/app/api/admin/advertising-requests/route";
import { PATCH as patchAdvertisingRoute } from "@/app/api/admin/advertising-requests/[id]/status/route";
import { GET as getRegistrations } from "@/app/api/admin/company-registrations/route";
import { PATCH as patchRegistrationRoute } from "@/app/api/admin/company-registrations/[id]/status/route";
import { GET as getOnboarding } from "@/app/api/partner-onboarding/route";
import { PUT as putOnboardingRoute } from "@/app/api/partner-onboarding/[id]/status/route";
import { closeDb, getDb } from "@/lib/db";
import { OUTBOX_BODY_PURPOSE } from "@/lib/email/outbox";
import { decryptField } from "@/lib/security/secrets";
import { createAdminAccount, createCompanyAccount } from "../support/auth";
import { apiRequest } from "../support/http";

const DUPLICATE_MESSAGE =
  "Für diese E-Mail-Adresse besteht bereits ein Partnerkonto. Bitte lehnen Sie die doppelte Anmeldung ab.";

const request = (method: string, path: string, cookie: string, body?: unknown) =>
  apiRequest(method, path, { cookie, body });
const params = (id: number) => ({ params: Promise.resolve({ id: String(id) }) });

const patchRegistration = (id: number, body: unknown) =>
  patchRegistrationRoute(
    request("PATCH", `/api/admin/company-registrations/${id}/status`, admin.cookie, body),
    params(id),
  );
const putOnboarding = (id: number, body: unknown) =>
  putOnboardingRoute(request("PUT", `/api/partner-onboarding/${id}/status`, admin.cookie, body), params(id));
const patchAdvertising = (id: number, body: unknown) =>
  patchAdvertisingRoute(
    request("PATCH", `/api/admin/advertising-requests/${id}/status`, admin.cookie, body),
    params(id),
  );

// The lists are paged, pending first: search for this file's rows (e-mails "dec-…").
const OWN_ROWS = "?search=dec-&pageSize=100";
async function listRegistrations(): Promise<Record<string, unknown>[]> {
  return (
    await (await getRegistrations(request("GET", `/api/admin/company-registrations${OWN_ROWS}`, admin.cookie))).json()
  ).registrations;
}
async function listOnboarding(): Promise<Record<string, unknown>[]> {
  return (await getOnboarding(request("GET", `/api/partner-onboarding${OWN_ROWS}`, admin.cookie))).json();
}
async function listAdvertising(): Promise<Record<string, unknown>[]> {
  return (
    await (await getAdvertising(request("GET", `/api/admin/advertising-requests${OWN_ROWS}`, admin.cookie))).json()
  ).requests;
}

let admin: Awaited<ReturnType<typeof createAdminAccount>>;
let unique = 0;
const address = (label: string) => `dec-${label}-${++unique}@example.at`;

async function insertRegistration(overrides: Record<string, unknown> = {}) {
  return getDb().companyRegistration.create({
    data: {
      companyName: "Fliesen Gruber KG",
      contactPerson: "Martina Gruber",
      email: address("registration"),
      phone: "+43 1 987 65 43",
      address: "Ottakringer Straße 100",
      city: "Wien",
      zipCode: "1160",
      services: ["Fliesenleger"],
      experience: "6-10",
      employees: "2-5",
      description: "Fliesenleger.",
      acceptTerms: true,
      ...overrides,
    },
  });
}

async function insertOnboarding(overrides: Record<string, unknown> = {}) {
  return getDb().partnerOnboarding.create({
    data: {
      companyName: "Elektro Novak e.U.",
      contactPerson: "Jan Novak",
      email: address("onboarding"),
      services: ["elektro"],
      privacyConsent: true,
      ...overrides,
    },
  });
}

const outboxMail = (idempotencyKey: string) => getDb().emailOutbox.findUnique({ where: { idempotencyKey } });
const auditRows = (entityType: string, entityId: number) =>
  getDb().auditLog.findMany({ where: { entityType, entityId: String(entityId) }, orderBy: { id: "asc" } });

beforeAll(async () => {
  admin = await createAdminAccount("dec-admin@example.at");
});

afterAll(async () => {
  await closeDb();
});

describe("duplicates", () => {
  it("marks a second pending registration or onboarding form with the same e-mail (any case) as a duplicate of the first", async () => {
    const email = address("twice");
    const first = await insertRegistration({ email, createdAt: new Date(Date.now() - 86_400_000) });
    const second = await insertRegistration({ email: email.toUpperCase() });
    const third = await insertOnboarding({ email: ` ${email} ` });

    const registrations = await listRegistrations();
    expect(registrations.find((row) => row.id === first.id)!.duplicateOf).toBeNull();
    expect(registrations.find((row) => row.id === second.id)!.duplicateOf).toEqual({
      kind: "registration",
      id: first.id,
      createdAt: first.createdAt.toISOString(),
    });
    const onboarding = await listOnboarding();
    expect(onboarding.find((row) => row.id === third.id)!.duplicateOf).toEqual({
      kind: "registration",
      id: first.id,
      createdAt: first.createdAt.toISOString(),
    });

    // A rejected first application no longer makes the others duplicates of it.
    expect((await patchRegistration(first.id, { status: "rejected", notes: "Doppelt eingereicht" })).status).toBe(200);
    const after = await listRegistrations();
    expect(after.find((row) => row.id === first.id)!.duplicateOf).toBeNull(); // decided: not marked
    expect(after.find((row) => row.id === second.id)!.duplicateOf).toBeNull(); // now the first pending one
    expect((await listOnboarding()).find((row) => row.id === third.id)!.duplicateOf).toMatchObject({
      kind: "registration",
      id: second.id,
    });
  });

  it("marks applications of an existing partner and refuses to approve them (409): no second account, the setup link stays", async () => {
    const email = address("partner");
    const firstRegistration = await insertRegistration({ email });
    expect(
      (
        await patchRegistration(firstRegistration.id, {
          status: "approved",
          overrideReason: "Ohne Registerprüfung im Test",
        })
      ).status,
    ).toBe(200);
    const userBefore = await getDb().user.findUniqueOrThrow({ where: { email } });
    const mailsBefore = await getDb().emailOutbox.count({ where: { to: { has: email } } });

    const duplicate = await insertRegistration({ email: email.toUpperCase() });
    const duplicateOnboarding = await insertOnboarding({ email });
    expect((await listRegistrations()).find((row) => row.id === duplicate.id)!.duplicateOf).toEqual({
      kind: "partner",
    });
    expect((await listOnboarding()).find((row) => row.id === duplicateOnboarding.id)!.duplicateOf).toEqual({
      kind: "partner",
    });

    for (const response of [
      await patchRegistration(duplicate.id, { status: "approved", overrideReason: "Ohne Registerprüfung im Test" }),
      await putOnboarding(duplicateOnboarding.id, {
        status: "approved",
        overrideReason: "Ohne Registerprüfung im Test",
      }),
    ]) {
      expect(response.status).toBe(409);
      expect((await response.json()).message).toBe(DUPLICATE_MESSAGE);
    }
    // Nothing changed: both still pending, one user with the first token, one company, no new e-mail, no audit row.
    expect(await getDb().companyRegistration.findUniqueOrThrow({ where: { id: duplicate.id } })).toMatchObject({
      status: "pending",
      processedBy: null,
    });
    expect(await getDb().partnerOnboarding.findUniqueOrThrow({ where: { id: duplicateOnboarding.id } })).toMatchObject({
      status: "pending",
      processedBy: null,
    });
    const users = await getDb().user.findMany({ where: { email: { equals: email, mode: "insensitive" } } });
    expect(users).toHaveLength(1);
    expect(users[0]!.passwordSetupToken).toBe(userBefore.passwordSetupToken);
    expect(await getDb().company.count({ where: { userId: userBefore.id } })).toBe(1);
    expect(await getDb().emailOutbox.count({ where: { to: { has: email } } })).toBe(mailsBefore);
    expect(await auditRows("company_registration", duplicate.id)).toHaveLength(0);

    // The way out: rejecting the duplicate works.
    expect((await patchRegistration(duplicate.id, { status: "rejected", notes: "Doppelte Anmeldung" })).status).toBe(
      200,
    );
  });

  it("of two approvals of different applications with one e-mail, the second answers 409", async () => {
    const email = address("race");
    const a = await insertRegistration({ email });
    const b = await insertOnboarding({ email });
    const responses = await Promise.all([
      patchRegistration(a.id, { status: "approved", overrideReason: "Ohne Registerprüfung im Test" }),
      putOnboarding(b.id, { status: "approved", overrideReason: "Ohne Registerprüfung im Test" }),
    ]);
    expect(responses.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await getDb().user.count({ where: { email } })).toBe(1);
    const setupMails = await getDb().emailOutbox.count({
      where: { idempotencyKey: { in: [`registration-approved-${a.id}`, `onboarding-approved-${b.id}`] } },
    });
    expect(setupMails).toBe(1);
  });
});

describe("reject with a reason", () => {
  it("requires a reason of 3 to 1000 characters and changes nothing without one", async () => {
    const registration = await insertRegistration();
    const onboarding = await insertOnboarding();
    for (const notes of [undefined, "", "  x ", "x".repeat(1001)]) {
      const response = await patchRegistration(registration.id, { status: "rejected", notes });
      expect(response.status).toBe(400);
      expect(Object.keys((await response.json()).errors)).toEqual(["notes"]);
      expect((await putOnboarding(onboarding.id, { status: "rejected", notes })).status).toBe(400);
    }
    expect(await getDb().companyRegistration.findUniqueOrThrow({ where: { id: registration.id } })).toMatchObject({
      status: "pending",
      notes: null,
    });
    expect(await getDb().partnerOnboarding.findUniqueOrThrow({ where: { id: onboarding.id } })).toMatchObject({
      status: "pending",
      notes: null,
    });
  });

  it("a registration: stores the reason, e-mails it to the applicant in German and writes the audit row", async () => {
    const registration = await insertRegistration({ companyName: "Maler <Huber>" });
    const response = await patchRegistration(registration.id, {
      status: "rejected",
      notes: "  Leider fehlt die Gewerbeberechtigung.  ",
    });
    expect(response.status).toBe(200);
    expect((await response.json()).registration).toMatchObject({
      status: "rejected",
      notes: "Leider fehlt die Gewerbeberechtigung.",
    });
    expect(await getDb().companyRegistration.findUniqueOrThrow({ where: { id: registration.id } })).toMatchObject({
      status: "rejected",
      processedBy: admin.userId,
      notes: "Leider fehlt die Gewerbeberechtigung.",
    });

    const mail = await outboxMail(`registration-rejected-${registration.id}`);
    expect(mail).toMatchObject({ to: [registration.email], status: "pending" });
    expect(mail!.subject).toContain("Partner-Anmeldung");
    const text = decryptField(OUTBOX_BODY_PURPOSE, mail!.text);
    expect(text).toContain("Guten Tag Martina Gruber,");
    expect(text).toContain("Leider fehlt die Gewerbeberechtigung.");
    expect(text).not.toContain(admin.email);
    expect(decryptField(OUTBOX_BODY_PURPOSE, mail!.html!)).toContain("Maler &lt;Huber&gt;");

    expect(await auditRows("company_registration", registration.id)).toEqual([
      expect.objectContaining({
        action: "registration.reject",
        actorUserId: admin.userId,
        actorRole: "admin",
        before: { status: "pending" },
        after: { status: "rejected" },
        note: "Leider fehlt die Gewerbeberechtigung.",
      }),
    ]);
    expect(await getDb().user.count({ where: { email: registration.email } })).toBe(0);
  });

  it("an onboarding form: stores the reason, e-mails the form's address and audits; approve is audited too", async () => {
    const onboarding = await insertOnboarding();
    expect(
      (await putOnboarding(onboarding.id, { status: "rejected", notes: "Kein Einsatzgebiet in Wien" })).status,
    ).toBe(200);
    expect(await getDb().partnerOnboarding.findUniqueOrThrow({ where: { id: onboarding.id } })).toMatchObject({
      notes: "Kein Einsatzgebiet in Wien",
    });
    const mail = await outboxMail(`onboarding-rejected-${onboarding.id}`);
    expect(mail!.to).toEqual([onboarding.email]);
    expect(decryptField(OUTBOX_BODY_PURPOSE, mail!.text)).toContain("Kein Einsatzgebiet in Wien");
    expect(await auditRows("partner_onboarding", onboarding.id)).toEqual([
      expect.objectContaining({
        action: "onboarding.reject",
        actorUserId: admin.userId,
        note: "Kein Einsatzgebiet in Wien",
      }),
    ]);

    const approved = await insertOnboarding();
    expect(
      (await putOnboarding(approved.id, { status: "approved", overrideReason: "Ohne Registerprüfung im Test" })).status,
    ).toBe(200);
    const [row] = await auditRows("partner_onboarding", approved.id);
    expect(row).toMatchObject({
      action: "onboarding.approve",
      actorUserId: admin.userId,
      before: { status: "pending" },
    });
    expect(row!.after).toMatchObject({ status: "approved" });
  });

  it("the lists show who decided: processedByEmail", async () => {
    const registration = await insertRegistration();
    await patchRegistration(registration.id, { status: "rejected", notes: "Nicht passend" });
    expect((await listRegistrations()).find((row) => row.id === registration.id)).toMatchObject({
      processedBy: admin.userId,
      processedByEmail: admin.email,
      notes: "Nicht passend",
    });
  });
});

describe("advertising decisions", () => {
  it("e-mail the company's user on approved and rejected, audit every change with before/after, and show who decided", async () => {
    const company = await createCompanyAccount(address("adcompany"), "geheim123", "Bad & Fliesen Wien GmbH");
    const ad = await getDb().advertisingRequest.create({
      data: {
        companyId: company.companyId,
        category: "Badrenovierung",
        availability: [{ startDate: "2099-03-01", endDate: "2099-03-31" }],
      },
    });
    const mailsTo = () =>
      getDb().emailOutbox.findMany({ where: { to: { has: company.email } }, orderBy: { id: "asc" } });

    expect((await patchAdvertising(ad.id, { status: "approved" })).status).toBe(200);
    let mails = await mailsTo();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe("Ihre Werbeanfrage wurde genehmigt");
    const text = decryptField(OUTBOX_BODY_PURPOSE, mails[0]!.text);
    expect(text).toContain("Bad & Fliesen Wien GmbH");
    expect(text).toContain("Badrenovierung");

    // The same status again sends nothing; rejected does.
    expect((await patchAdvertising(ad.id, { status: "approved" })).status).toBe(200);
    expect(await mailsTo()).toHaveLength(1);
    expect((await patchAdvertising(ad.id, { status: "rejected" })).status).toBe(200);
    mails = await mailsTo();
    expect(mails.map((mail) => mail.subject)).toEqual([
      "Ihre Werbeanfrage wurde genehmigt",
      "Ihre Werbeanfrage wurde abgelehnt",
    ]);
    // Back to pending: no e-mail.
    expect((await patchAdvertising(ad.id, { status: "pending" })).status).toBe(200);
    expect(await mailsTo()).toHaveLength(2);

    const audit = await auditRows("advertising_request", ad.id);
    expect(audit.map((row) => [row.action, row.before, row.after, row.actorUserId])).toEqual([
      ["advertising_request.status", { status: "pending" }, { status: "approved" }, admin.userId],
      ["advertising_request.status", { status: "approved" }, { status: "approved" }, admin.userId],
      ["advertising_request.status", { status: "approved" }, { status: "rejected" }, admin.userId],
      ["advertising_request.status", { status: "rejected" }, { status: "pending" }, admin.userId],
    ]);

    expect((await patchAdvertising(ad.id, { status: "rejected" })).status).toBe(200);
    expect((await listAdvertising()).find((row) => row.id === ad.id)).toMatchObject({
      status: "rejected",
      processedByEmail: admin.email,
    });
    expect(await mailsTo()).toHaveLength(3);
  });
});
