/**
 * The admin's approval calls (spec: authenticated-side §2 "Admin screens", §4, §7)
 * against the run's migrated database:
 * - GET /api/admin/company-registrations, PATCH /api/admin/company-registrations/{id}/status
 * - GET /api/partner-onboarding, PUT /api/partner-onboarding/{id}/status
 * - GET /api/admin/advertising-requests, PATCH /api/admin/advertising-requests/{id}/status
 * - GET /api/admin/bathroom-offers, PATCH /api/admin/bathroom-offers/{id}/approve
 * Covers admin-only access, valid/invalid/malformed/oversize input, bad ids, the state rules (decide
 * only while pending, double and concurrent approvals create one user and one e-mail), who/when is
 * recorded, and the queued e-mails: delivered to a fake Resend server, with a setup link that
 * GET /api/auth/validate-setup-token accepts.
 */
import { randomBytes } from "node:crypto";
import { GET as getOffers } from "@/app/api/admin/bathroom-offers/route";
import { PATCH as approveOfferRoute } from "@/app/api/admin/bathroom-offers/[id]/approve/route";
import { GET as getAdvertising } from "@/app/api/admin/advertising-requests/route";
import { PATCH as patchAdvertisingRoute } from "@/app/api/admin/advertising-requests/[id]/status/route";
import { GET as getRegistrations } from "@/app/api/admin/company-registrations/route";
import { PATCH as patchRegistrationRoute } from "@/app/api/admin/company-registrations/[id]/status/route";
import { GET as validateToken } from "@/app/api/auth/validate-setup-token/[token]/route";
import { GET as getOnboarding } from "@/app/api/partner-onboarding/route";
import { PUT as putOnboardingRoute } from "@/app/api/partner-onboarding/[id]/status/route";
import { inviteCompanyUser } from "@/lib/data/users";
import { closeDb, getDb } from "@/lib/db";
import { env } from "@/lib/env";
import { offerApprovedEmail, passwordSetupEmail } from "@/lib/email/templates";
import { createAdminAccount, createCompanyAccount } from "../support/auth";
import { deliverToFake, startFakeResend, type FakeResend } from "../support/fake-resend";
import { BASE, apiRequest, type RequestOptions } from "../support/http";

const OVERSIZE = JSON.stringify({ status: "approved", padding: "x".repeat(70 * 1024) });

const params = (id: string | number) => ({ params: Promise.resolve({ id: String(id) }) });

// The lists are paged, pending first: this file reads its own pending rows (e-mails "appr-…").
const OWN_PENDING = "?search=appr-&status=pending&pageSize=100";
const listRegistrations = (cookie?: string) =>
  getRegistrations(apiRequest("GET", `/api/admin/company-registrations${OWN_PENDING}`, { cookie }));
const patchRegistration = (id: string | number, options: RequestOptions) =>
  patchRegistrationRoute(apiRequest("PATCH", `/api/admin/company-registrations/${id}/status`, options), params(id));
const listOnboarding = (cookie?: string) =>
  getOnboarding(apiRequest("GET", `/api/partner-onboarding${OWN_PENDING}`, { cookie }));
const putOnboarding = (id: string | number, options: RequestOptions) =>
  putOnboardingRoute(apiRequest("PUT", `/api/partner-onboarding/${id}/status`, options), params(id));
const listAdvertising = (cookie?: string) =>
  getAdvertising(apiRequest("GET", "/api/admin/advertising-requests", { cookie }));
const patchAdvertising = (id: string | number, options: RequestOptions) =>
  patchAdvertisingRoute(apiRequest("PATCH", `/api/admin/advertising-requests/${id}/status`, options), params(id));
const listOffers = (cookie?: string) => getOffers(apiRequest("GET", "/api/admin/bathroom-offers", { cookie }));
const approveOffer = (id: string | number, options: RequestOptions = {}) =>
  approveOfferRoute(apiRequest("PATCH", `/api/admin/bathroom-offers/${id}/approve`, options), params(id));

let admin: Awaited<ReturnType<typeof createAdminAccount>>;
let company: Awaited<ReturnType<typeof createCompanyAccount>>;
let fake: FakeResend;
let unique = 0;

/** A unique lower-case address of this file. */
function address(label: string): string {
  unique += 1;
  return `appr-${label}-${unique}@example.at`;
}

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
      services: ["Fliesenleger", "Badrenovierung"],
      experience: "6-10",
      employees: "2-5",
      description: "Fliesen- und Plattenlegerbetrieb mit Schwerpunkt Bad und Küche.",
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
      phone: "+43 660 5556677",
      address: "Favoritenstraße 50, 1100 Wien",
      businessLicense: "wetransfer_link",
      businessLicenseLink: "https://we.tl/t-gewerbeschein",
      services: ["elektro", "badrenovierung", "tiling"],
      preferredChannels: ["whatsapp", "phone"],
      typicalStartTime: "2_4_weeks",
      paymentMethod: "sepa",
      cashPaymentAcceptance: "understood",
      privacyConsent: true,
      ...overrides,
    },
  });
}

async function insertAdvertising(overrides: Record<string, unknown> = {}) {
  return getDb().advertisingRequest.create({
    data: {
      companyId: company.companyId,
      category: "Badrenovierung",
      availability: [
        { startDate: "2099-03-01", endDate: "2099-03-31", incentive: "5 % Rabatt" },
        { startDate: "2099-05-01", endDate: "2099-05-15" },
      ],
      message: "Mehr Anfragen im Frühling",
      ...overrides,
    },
  });
}

async function insertOffer(overrides: { status?: string; customerEmail?: string } = {}) {
  const project = await getDb().project.create({
    data: {
      serviceType: "badrenovierung",
      zipCode: "1070",
      name: "Maria Berger",
      email: overrides.customerEmail ?? address("customer"),
      phone: "0660 1234567",
      quizAnswers: {},
      privacyPolicyVersion: "2025-07",
    },
  });
  const offer = await getDb().bathroomOffer.create({
    data: {
      projectId: project.id,
      uniqueLinkId: randomBytes(12).toString("hex"),
      budgetOffer: { total: 9000 },
      standardOffer: { total: 14000 },
      premiumOffer: { total: 21000 },
      ...(overrides.status ? { status: overrides.status } : {}),
    },
  });
  return { project, offer };
}

const outboxRows = (idempotencyKey: string) => getDb().emailOutbox.findMany({ where: { idempotencyKey } });
const usersWithEmail = (email: string) => getDb().user.findMany({ where: { email }, include: { company: true } });

const deliver = (idempotencyKey: string) => deliverToFake(fake, idempotencyKey);

/** The token of the /password-setup/{token} link in an e-mail text. */
function setupTokenIn(text: string): string {
  const match = new RegExp(
    `${env.SITE_URL.replace(/\/$/, "").replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}/password-setup/([A-Za-z0-9_-]+)`,
  ).exec(text);
  expect(match).not.toBeNull();
  return match![1]!;
}

async function checkToken(token: string) {
  const response = await validateToken(new Request(`${BASE}/api/auth/validate-setup-token/${token}`), {
    params: Promise.resolve({ token }),
  });
  return response.json() as Promise<{ valid: boolean; expired: boolean; email: string | null }>;
}

function expectRecent(date: Date | null | undefined) {
  expect(date).toBeInstanceOf(Date);
  expect(Math.abs(Date.now() - date!.getTime())).toBeLessThan(60_000);
}

beforeAll(async () => {
  admin = await createAdminAccount("appr-admin@example.at");
  company = await createCompanyAccount("appr-company@example.at", "geheim123", "Bad & Fliesen Wien GmbH");
  fake = await startFakeResend();
});

beforeEach(() => fake.reset());

afterAll(async () => {
  await fake.close();
  await closeDb();
});

describe("admin-only access", () => {
  it("answers 401 logged out and 403 to a company for every call, changing nothing", async () => {
    const registration = await insertRegistration();
    const onboarding = await insertOnboarding();
    const advertising = await insertAdvertising();
    const { offer } = await insertOffer();
    for (const cookie of [undefined, company.cookie]) {
      const expected = cookie ? 403 : 401;
      expect((await listRegistrations(cookie)).status).toBe(expected);
      expect((await listOnboarding(cookie)).status).toBe(expected);
      expect((await listAdvertising(cookie)).status).toBe(expected);
      expect((await listOffers(cookie)).status).toBe(expected);
      expect((await patchRegistration(registration.id, { cookie, body: { status: "approved" } })).status).toBe(
        expected,
      );
      expect((await putOnboarding(onboarding.id, { cookie, body: { status: "approved" } })).status).toBe(expected);
      expect((await patchAdvertising(advertising.id, { cookie, body: { status: "approved" } })).status).toBe(expected);
      expect((await approveOffer(offer.id, { cookie })).status).toBe(expected);
    }
    const forbidden = await listRegistrations(company.cookie);
    expect((await forbidden.json()).message).toBe("Sie haben keine Admin-Berechtigung.");

    expect(await getDb().companyRegistration.findUniqueOrThrow({ where: { id: registration.id } })).toMatchObject({
      status: "pending",
      processedBy: null,
    });
    expect(await getDb().partnerOnboarding.findUniqueOrThrow({ where: { id: onboarding.id } })).toMatchObject({
      status: "pending",
      processedBy: null,
    });
    expect(await getDb().advertisingRequest.findUniqueOrThrow({ where: { id: advertising.id } })).toMatchObject({
      status: "pending",
      processedBy: null,
    });
    expect(await getDb().bathroomOffer.findUniqueOrThrow({ where: { id: offer.id } })).toMatchObject({
      status: "pending",
      approvedBy: null,
    });
    expect(await usersWithEmail(registration.email)).toHaveLength(0);
    expect(await usersWithEmail(onboarding.email!)).toHaveLength(0);
  });

  it("refuses a cross-site status change with 403", async () => {
    const registration = await insertRegistration();
    const response = await patchRegistration(registration.id, {
      cookie: admin.cookie,
      body: { status: "approved" },
      headers: { origin: "https://evil.example", host: "localhost:3000" },
    });
    expect(response.status).toBe(403);
    expect((await getDb().companyRegistration.findUniqueOrThrow({ where: { id: registration.id } })).status).toBe(
      "pending",
    );
  });
});

describe("company registrations", () => {
  it("GET lists registrations newest first with the table's fields", async () => {
    const older = await insertRegistration({
      companyName: "Maler Alt",
      createdAt: new Date(Date.now() - 3 * 86_400_000),
    });
    const newer = await insertRegistration({ companyName: "Maler Neu", createdAt: new Date(Date.now() - 86_400_000) });
    const response = await listRegistrations(admin.cookie);
    expect(response.status).toBe(200);
    // Personal data: neither a shared cache nor the browser keeps it.
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const { registrations } = (await response.json()) as { registrations: Record<string, unknown>[] };
    const ids = registrations.map((row) => row.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    const timestamps = registrations.map((row) => Date.parse(row.createdAt as string));
    expect([...timestamps].sort((a, b) => b - a)).toEqual(timestamps);
    expect(registrations.find((row) => row.id === newer.id)).toEqual({
      id: newer.id,
      companyName: "Maler Neu",
      contactPerson: "Martina Gruber",
      email: newer.email,
      phone: "+43 1 987 65 43",
      address: "Ottakringer Straße 100",
      city: "Wien",
      zipCode: "1160",
      services: ["Fliesenleger", "Badrenovierung"],
      experience: "6-10",
      employees: "2-5",
      description: "Fliesen- und Plattenlegerbetrieb mit Schwerpunkt Bad und Küche.",
      status: "pending",
      processedBy: null,
      processedAt: null,
      notes: null,
      createdAt: newer.createdAt.toISOString(),
      duplicateOf: null,
      processedByEmail: null,
    });
  });

  it("approve creates the company user and verified company, records who and when, and e-mails a working setup link", async () => {
    const registration = await insertRegistration({
      companyName: "Sanitär Huber OG",
      email: "Office@Sanitaer-Huber.example",
      city: "Mödling",
      services: ["Sanitärinstallation", "Badrenovierung"],
    });
    const response = await patchRegistration(registration.id, { cookie: admin.cookie, body: { status: "approved" } });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.registration).toMatchObject({ id: registration.id, status: "approved", processedBy: admin.userId });

    const stored = await getDb().companyRegistration.findUniqueOrThrow({ where: { id: registration.id } });
    expect(stored).toMatchObject({ status: "approved", processedBy: admin.userId });
    expectRecent(stored.processedAt);

    const [user, ...others] = await usersWithEmail("office@sanitaer-huber.example");
    expect(others).toHaveLength(0);
    expect(user).toMatchObject({ id: body.userId, role: "company", password: null });
    expect(user!.company).toMatchObject({
      id: body.companyId,
      name: "Sanitär Huber OG",
      verified: true,
      city: "Mödling",
      services: ["Sanitärinstallation", "Badrenovierung"],
    });
    // The address with its postcode, from which matching reads the district.
    expect(user!.company!.contactInfo).toBe("Ottakringer Straße 100, 1160 Mödling");
    expect(user!.tokenExpiry!.getTime() - Date.now()).toBeGreaterThan(47.9 * 3600_000);

    const key = `registration-approved-${registration.id}`;
    expect(await outboxRows(key)).toEqual([
      expect.objectContaining({ to: ["Office@Sanitaer-Huber.example"], status: "pending" }),
    ]);
    const sent = await deliver(key);
    const subject = passwordSetupEmail({
      companyName: "x",
      setupUrl: "https://x.example/",
      reason: "registration",
    }).subject;
    expect(sent.body).toMatchObject({ to: "Office@Sanitaer-Huber.example", subject });
    expect(sent.body.text).toContain("Sanitär Huber OG");
    expect(sent.body.text).toContain("48 Stunden");
    const token = setupTokenIn(sent.body.text as string);
    expect(sent.body.html).toContain(`/password-setup/${token}`);
    expect(await checkToken(token)).toMatchObject({
      valid: true,
      expired: false,
      email: "office@sanitaer-huber.example",
    });
  });

  it("approves only pending registrations: a second approve or a reject answers 409 with no second user or e-mail", async () => {
    const registration = await insertRegistration();
    expect(
      (await patchRegistration(registration.id, { cookie: admin.cookie, body: { status: "approved" } })).status,
    ).toBe(200);
    const before = await getDb().companyRegistration.findUniqueOrThrow({ where: { id: registration.id } });
    const [userBefore] = await usersWithEmail(registration.email);

    for (const status of ["approved", "rejected"]) {
      const again = await patchRegistration(registration.id, {
        cookie: admin.cookie,
        body: { status, notes: "Doppelt" },
      });
      expect(again.status).toBe(409);
      expect((await again.json()).message).toBe("Diese Firmenanmeldung wurde bereits bearbeitet.");
    }
    expect(await getDb().companyRegistration.findUniqueOrThrow({ where: { id: registration.id } })).toEqual(before);
    const users = await usersWithEmail(registration.email);
    expect(users).toHaveLength(1);
    expect(users[0]!.passwordSetupToken).toBe(userBefore!.passwordSetupToken); // the first link stays valid
    expect(await getDb().company.count({ where: { userId: users[0]!.id } })).toBe(1);
    expect(await outboxRows(`registration-approved-${registration.id}`)).toHaveLength(1);
  });

  it("two concurrent approvals create exactly one user, one company and one e-mail", async () => {
    const registration = await insertRegistration();
    const responses = await Promise.all([
      patchRegistration(registration.id, { cookie: admin.cookie, body: { status: "approved" } }),
      patchRegistration(registration.id, { cookie: admin.cookie, body: { status: "approved" } }),
    ]);
    expect(responses.map((response) => response.status).sort()).toEqual([200, 409]);
    const users = await usersWithEmail(registration.email);
    expect(users).toHaveLength(1);
    expect(await getDb().company.count({ where: { userId: users[0]!.id } })).toBe(1);
    expect(await getDb().emailOutbox.count({ where: { to: { has: registration.email } } })).toBe(1);
  });

  it("reject records who, when and the reason and creates no account and no setup e-mail", async () => {
    const registration = await insertRegistration();
    const response = await patchRegistration(registration.id, {
      cookie: admin.cookie,
      body: { status: "rejected", notes: "Keine Gewerbeberechtigung" },
    });
    expect(response.status).toBe(200);
    expect((await response.json()).registration).toMatchObject({ status: "rejected", processedBy: admin.userId });
    const stored = await getDb().companyRegistration.findUniqueOrThrow({ where: { id: registration.id } });
    expect(stored).toMatchObject({ status: "rejected", processedBy: admin.userId });
    expectRecent(stored.processedAt);
    expect(await usersWithEmail(registration.email)).toHaveLength(0);
    expect(await outboxRows(`registration-approved-${registration.id}`)).toHaveLength(0);
    // Rejected is final.
    expect(
      (await patchRegistration(registration.id, { cookie: admin.cookie, body: { status: "approved" } })).status,
    ).toBe(409);
  });

  it("refuses to approve a registration with an admin's e-mail (409) and changes nothing", async () => {
    const registration = await insertRegistration({ email: "APPR-ADMIN@example.at" });
    const response = await patchRegistration(registration.id, { cookie: admin.cookie, body: { status: "approved" } });
    expect(response.status).toBe(409);
    expect((await response.json()).message).toBe("Diese E-Mail-Adresse gehört zu einem Konto, das keine Firma ist.");
    expect(await getDb().companyRegistration.findUniqueOrThrow({ where: { id: registration.id } })).toMatchObject({
      status: "pending",
      processedBy: null,
      processedAt: null,
    });
    const [adminUser] = await usersWithEmail("appr-admin@example.at");
    expect(adminUser).toMatchObject({ role: "admin", passwordSetupToken: null, company: null });
    expect(await outboxRows(`registration-approved-${registration.id}`)).toHaveLength(0);
  });

  it("rejects invalid, malformed and oversize bodies and unknown ids without changing the registration", async () => {
    const registration = await insertRegistration();
    const invalid = await patchRegistration(registration.id, { cookie: admin.cookie, body: { status: "pending" } });
    expect(invalid.status).toBe(400);
    expect((await invalid.json()).errors).toEqual({ status: "Ungültiger Status (erlaubt: approved, rejected)" });
    expect((await patchRegistration(registration.id, { cookie: admin.cookie, body: {} })).status).toBe(400);
    expect((await patchRegistration(registration.id, { cookie: admin.cookie, body: [] })).status).toBe(400);
    const malformed = await patchRegistration(registration.id, { cookie: admin.cookie, body: "{status:" });
    expect(malformed.status).toBe(400);
    expect((await malformed.json()).message).toBe("Ungültiges JSON im Anfragetext.");
    expect((await patchRegistration(registration.id, { cookie: admin.cookie, body: OVERSIZE })).status).toBe(413);
    for (const id of ["abc", "0", "-1", "1.5", "99999999999", "2147483647"]) {
      const missing = await patchRegistration(id, { cookie: admin.cookie, body: { status: "approved" } });
      expect(missing.status).toBe(404);
      expect((await missing.json()).message).toBe("Firmenanmeldung nicht gefunden.");
    }
    expect(await getDb().companyRegistration.findUniqueOrThrow({ where: { id: registration.id } })).toMatchObject({
      status: "pending",
      processedBy: null,
    });
    expect(await usersWithEmail(registration.email)).toHaveLength(0);
  });
});

describe("inviteCompanyUser in a caller's transaction", () => {
  it("writes nothing when the caller's transaction rolls back, and keeps working without one", async () => {
    const email = address("invite-tx");
    await expect(
      getDb().$transaction(async (tx) => {
        const invite = await inviteCompanyUser({ email, companyName: "Rollback GmbH" }, tx);
        expect(await tx.user.findUnique({ where: { id: invite.userId } })).not.toBeNull();
        throw new Error("rollback");
      }),
    ).rejects.toThrow("rollback");
    expect(await usersWithEmail(email)).toHaveLength(0);

    const invite = await inviteCompanyUser({
      email,
      companyName: "Ohne Transaktion GmbH",
      services: ["Badrenovierung"],
    });
    const [user] = await usersWithEmail(email);
    expect(user!.company).toMatchObject({
      id: invite.companyId,
      name: "Ohne Transaktion GmbH",
      verified: true,
      city: "Wien",
      services: ["Badrenovierung"],
    });
  });
});

describe("partner onboarding", () => {
  it("GET answers a list of every record with all fields, newest first", async () => {
    const older = await insertOnboarding({
      companyName: "Trockenbau Alt",
      createdAt: new Date(Date.now() - 2 * 86_400_000),
    });
    const newer = await insertOnboarding({
      companyName: "Trockenbau Neu",
      calendarSharing: "share_with_platform",
      calendarLink: "https://calendar.example/novak",
      notes: null,
    });
    const response = await listOnboarding(admin.cookie);
    expect(response.status).toBe(200);
    const list = (await response.json()) as Record<string, unknown>[];
    expect(Array.isArray(list)).toBe(true);
    const ids = list.map((row) => row.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    const row = list.find((entry) => entry.id === newer.id)!;
    expect(row).toMatchObject({
      companyName: "Trockenbau Neu",
      contactPerson: "Jan Novak",
      email: newer.email,
      phone: "+43 660 5556677",
      phone2: null,
      address: "Favoritenstraße 50, 1100 Wien",
      businessLicense: "wetransfer_link",
      businessLicenseLink: "https://we.tl/t-gewerbeschein",
      services: ["elektro", "badrenovierung", "tiling"],
      preferredChannels: ["whatsapp", "phone"],
      typicalStartTime: "2_4_weeks",
      calendarSharing: "share_with_platform",
      calendarLink: "https://calendar.example/novak",
      paymentMethod: "sepa",
      cashPaymentAcceptance: "understood",
      privacyConsent: true,
      status: "pending",
      processedBy: null,
      processedAt: null,
      notes: null,
      duplicateOf: null,
      processedByEmail: null,
    });
    // Every column of the table is in the answer (the detail dialog shows all sections), plus the duplicate mark and who decided.
    const columns = Object.keys(await getDb().partnerOnboarding.findUniqueOrThrow({ where: { id: newer.id } }));
    expect(Object.keys(row).sort()).toEqual([...columns, "duplicateOf", "processedByEmail"].sort());
  });

  it("approve creates the company user and verified company and e-mails a working setup link ('onboarding')", async () => {
    const onboarding = await insertOnboarding({ companyName: "Elektro Novak e.U." });
    const response = await putOnboarding(onboarding.id, { cookie: admin.cookie, body: { status: "approved" } });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.onboarding).toMatchObject({ id: onboarding.id, status: "approved", processedBy: admin.userId });
    const stored = await getDb().partnerOnboarding.findUniqueOrThrow({ where: { id: onboarding.id } });
    expectRecent(stored.processedAt);

    const [user, ...others] = await usersWithEmail(onboarding.email!);
    expect(others).toHaveLength(0);
    expect(user).toMatchObject({ id: body.userId, role: "company" });
    expect(user!.company).toMatchObject({
      id: body.companyId,
      name: "Elektro Novak e.U.",
      verified: true,
      city: "Wien",
      contactInfo: "Favoritenstraße 50, 1100 Wien",
      services: ["elektriker", "badrenovierung", "fliesen"],
    });

    const sent = await deliver(`onboarding-approved-${onboarding.id}`);
    const subject = passwordSetupEmail({
      companyName: "x",
      setupUrl: "https://x.example/",
      reason: "onboarding",
    }).subject;
    expect(sent.body).toMatchObject({ to: onboarding.email, subject });
    const token = setupTokenIn(sent.body.text as string);
    expect(await checkToken(token)).toMatchObject({ valid: true, email: onboarding.email });
  });

  it("approve without e-mail or company name answers 400 and changes nothing", async () => {
    for (const missing of [{ email: null }, { companyName: null }, { companyName: "   " }]) {
      const onboarding = await insertOnboarding(missing);
      const response = await putOnboarding(onboarding.id, { cookie: admin.cookie, body: { status: "approved" } });
      expect(response.status).toBe(400);
      expect((await response.json()).message).toBe(
        "Genehmigung nicht möglich: Für das Firmenkonto werden E-Mail-Adresse und Firmenname benötigt.",
      );
      expect(await getDb().partnerOnboarding.findUniqueOrThrow({ where: { id: onboarding.id } })).toMatchObject({
        status: "pending",
        processedBy: null,
      });
      expect(await outboxRows(`onboarding-approved-${onboarding.id}`)).toHaveLength(0);
      if (onboarding.email) expect(await usersWithEmail(onboarding.email)).toHaveLength(0);
    }
  });

  it("reject records who, when and the notes, and creates no account", async () => {
    const onboarding = await insertOnboarding();
    const response = await putOnboarding(onboarding.id, {
      cookie: admin.cookie,
      body: { status: "rejected", notes: "  Keine Gewerbeberechtigung  " },
    });
    expect(response.status).toBe(200);
    const stored = await getDb().partnerOnboarding.findUniqueOrThrow({ where: { id: onboarding.id } });
    expect(stored).toMatchObject({ status: "rejected", processedBy: admin.userId, notes: "Keine Gewerbeberechtigung" });
    expectRecent(stored.processedAt);
    expect(await usersWithEmail(onboarding.email!)).toHaveLength(0);
    expect(await outboxRows(`onboarding-approved-${onboarding.id}`)).toHaveLength(0);
  });

  it("decides only pending records: double approve is 409 with no second user or e-mail; concurrent approvals create one", async () => {
    const onboarding = await insertOnboarding();
    expect((await putOnboarding(onboarding.id, { cookie: admin.cookie, body: { status: "approved" } })).status).toBe(
      200,
    );
    const again = await putOnboarding(onboarding.id, { cookie: admin.cookie, body: { status: "approved" } });
    expect(again.status).toBe(409);
    expect((await again.json()).message).toBe("Dieses Partner-Onboarding wurde bereits bearbeitet.");
    expect(await usersWithEmail(onboarding.email!)).toHaveLength(1);
    expect(await outboxRows(`onboarding-approved-${onboarding.id}`)).toHaveLength(1);

    const concurrent = await insertOnboarding();
    const responses = await Promise.all([
      putOnboarding(concurrent.id, { cookie: admin.cookie, body: { status: "approved" } }),
      putOnboarding(concurrent.id, { cookie: admin.cookie, body: { status: "approved" } }),
    ]);
    expect(responses.map((response) => response.status).sort()).toEqual([200, 409]);
    expect(await usersWithEmail(concurrent.email!)).toHaveLength(1);
    expect(await getDb().emailOutbox.count({ where: { to: { has: concurrent.email! } } })).toBe(1);
  });

  it("rejects invalid, malformed and oversize bodies and unknown ids", async () => {
    const onboarding = await insertOnboarding();
    const call = (body: unknown, id: string | number = onboarding.id) =>
      putOnboarding(id, { cookie: admin.cookie, body });
    const invalid = await call({ status: "done" });
    expect(invalid.status).toBe(400);
    expect((await invalid.json()).errors).toEqual({ status: "Ungültiger Status (erlaubt: approved, rejected)" });
    const longNotes = await call({ status: "rejected", notes: "x".repeat(2001) });
    expect(longNotes.status).toBe(400);
    expect((await longNotes.json()).errors).toEqual({ notes: "Notizen dürfen höchstens 2000 Zeichen haben" });
    expect((await call({ status: "rejected", notes: 42 })).status).toBe(400);
    expect((await call("nope")).status).toBe(400);
    expect((await call(OVERSIZE)).status).toBe(413);
    for (const id of ["x", "0", "2147483647"]) {
      const missing = await call({ status: "rejected", notes: "Kein Bedarf" }, id);
      expect(missing.status).toBe(404);
      expect((await missing.json()).message).toBe("Partner-Onboarding nicht gefunden.");
    }
    expect(await getDb().partnerOnboarding.findUniqueOrThrow({ where: { id: onboarding.id } })).toMatchObject({
      status: "pending",
      notes: null,
    });
  });
});

describe("advertising requests", () => {
  it("GET lists requests with the company name, periods and status, newest first", async () => {
    const older = await insertAdvertising({ category: "Malerarbeiten", createdAt: new Date(Date.now() - 86_400_000) });
    const newer = await insertAdvertising({ category: "Fliesenarbeiten" });
    const response = await listAdvertising(admin.cookie);
    expect(response.status).toBe(200);
    const { requests } = (await response.json()) as { requests: Record<string, unknown>[] };
    const ids = requests.map((row) => row.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(requests.find((row) => row.id === newer.id)).toEqual({
      id: newer.id,
      companyId: company.companyId,
      companyName: "Bad & Fliesen Wien GmbH",
      category: "Fliesenarbeiten",
      availability: [
        { startDate: "2099-03-01", endDate: "2099-03-31", incentive: "5 % Rabatt" },
        { startDate: "2099-05-01", endDate: "2099-05-15" },
      ],
      message: "Mehr Anfragen im Frühling",
      status: "pending",
      createdAt: newer.createdAt.toISOString(),
      processedBy: null,
      processedAt: null,
      processedByEmail: null,
    });
  });

  it("sets any status from any status, records who and when, and back to pending clears them", async () => {
    const advertising = await insertAdvertising();
    const set = async (status: string) => {
      const response = await patchAdvertising(advertising.id, { cookie: admin.cookie, body: { status } });
      expect(response.status).toBe(200);
      expect((await response.json()).request).toMatchObject({
        id: advertising.id,
        status,
        companyName: "Bad & Fliesen Wien GmbH",
      });
      return getDb().advertisingRequest.findUniqueOrThrow({ where: { id: advertising.id } });
    };
    const approved = await set("approved");
    expect(approved).toMatchObject({ status: "approved", processedBy: admin.userId });
    expectRecent(approved.processedAt);
    const rejected = await set("rejected");
    expect(rejected).toMatchObject({ status: "rejected", processedBy: admin.userId });
    expectRecent(rejected.processedAt);
    expect(await set("pending")).toMatchObject({ status: "pending", processedBy: null, processedAt: null });
    expect(await set("approved")).toMatchObject({ status: "approved", processedBy: admin.userId });
  });

  it("rejects invalid, malformed and oversize bodies and unknown ids", async () => {
    const advertising = await insertAdvertising();
    const call = (body: unknown, id: string | number = advertising.id) =>
      patchAdvertising(id, { cookie: admin.cookie, body });
    const invalid = await call({ status: "Genehmigt" });
    expect(invalid.status).toBe(400);
    expect((await invalid.json()).errors).toEqual({
      status: "Ungültiger Status (erlaubt: pending, approved, rejected)",
    });
    expect((await call({})).status).toBe(400);
    expect((await call("{")).status).toBe(400);
    expect((await call(OVERSIZE)).status).toBe(413);
    for (const id of ["abc", "0", "2147483647"]) {
      const missing = await call({ status: "approved" }, id);
      expect(missing.status).toBe(404);
      expect((await missing.json()).message).toBe("Werbeanfrage nicht gefunden.");
    }
    expect(await getDb().advertisingRequest.findUniqueOrThrow({ where: { id: advertising.id } })).toMatchObject({
      status: "pending",
      processedBy: null,
    });
  });
});

describe("AI bathroom offers", () => {
  it("GET lists offers with project id, customer name and status, pending first, then newest first", async () => {
    const { project: olderProject, offer: older } = await insertOffer();
    const { project, offer } = await insertOffer({ status: "approved" });
    const { offer: newerApproved } = await insertOffer({ status: "approved" });
    await getDb().bathroomOffer.update({
      where: { id: older.id },
      data: { createdAt: new Date(Date.now() - 86_400_000) },
    });
    const response = await getOffers(
      apiRequest("GET", "/api/admin/bathroom-offers?pageSize=100", { cookie: admin.cookie }),
    );
    expect(response.status).toBe(200);
    const { offers } = (await response.json()) as { offers: Record<string, unknown>[] };
    const ids = offers.map((row) => row.id);
    // The pending (older) offer comes before the approved ones, which are newest first.
    expect(ids.indexOf(older.id)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(older.id)).toBeLessThan(ids.indexOf(newerApproved.id));
    expect(ids.indexOf(newerApproved.id)).toBeLessThan(ids.indexOf(offer.id));
    expect(offers.find((row) => row.id === offer.id)).toEqual({
      id: offer.id,
      projectId: project.id,
      customerName: "Maria Berger",
      uniqueLinkId: offer.uniqueLinkId,
      status: "approved",
      approvedBy: null,
      approvedAt: null,
      sentAt: null,
      createdAt: offer.createdAt.toISOString(),
      // The three totals as the customer will see them (no approval blind).
      totals: { budget: expect.any(Number), standard: expect.any(Number), premium: expect.any(Number) },
    });
    expect(offers.find((row) => row.id === older.id)).toMatchObject({ projectId: olderProject.id, status: "pending" });
    // No customer contact data in the admin list.
    expect(JSON.stringify(offers)).not.toContain(project.email);
  });

  it("approve records approver and times and e-mails the customer the /offer/{uniqueLinkId} link", async () => {
    const customerEmail = address("kundin");
    const { offer } = await insertOffer({ customerEmail });
    const response = await approveOffer(offer.id, { cookie: admin.cookie });
    expect(response.status).toBe(200);
    expect((await response.json()).offer).toMatchObject({
      id: offer.id,
      status: "approved",
      approvedBy: admin.userId,
      customerName: "Maria Berger",
    });
    const stored = await getDb().bathroomOffer.findUniqueOrThrow({ where: { id: offer.id } });
    expect(stored).toMatchObject({ status: "approved", approvedBy: admin.userId });
    expectRecent(stored.approvedAt);
    expectRecent(stored.sentAt);

    const sent = await deliver(`offer-approved-${offer.id}`);
    const link = `${env.SITE_URL.replace(/\/$/, "")}/offer/${offer.uniqueLinkId}`;
    expect(sent.body).toMatchObject({
      to: customerEmail,
      subject: offerApprovedEmail({ customerName: "x", offerUrl: link }).subject,
    });
    expect(sent.body.text).toContain(link);
    expect(sent.body.text).toContain("Guten Tag Maria Berger");
    // The link carries the selection secret (?k=…) that only this e-mail has.
    expect(sent.body.html).toContain(`href="${link}?k=`);
  });

  it("approves only pending offers: double and concurrent approvals queue one e-mail", async () => {
    const { offer } = await insertOffer();
    expect((await approveOffer(offer.id, { cookie: admin.cookie })).status).toBe(200);
    const approvedAt = (await getDb().bathroomOffer.findUniqueOrThrow({ where: { id: offer.id } })).approvedAt;
    const again = await approveOffer(offer.id, { cookie: admin.cookie });
    expect(again.status).toBe(409);
    expect((await again.json()).message).toBe("Dieses Angebot wurde bereits genehmigt.");
    expect((await getDb().bathroomOffer.findUniqueOrThrow({ where: { id: offer.id } })).approvedAt).toEqual(approvedAt);
    expect(await outboxRows(`offer-approved-${offer.id}`)).toHaveLength(1);

    const { offer: concurrent } = await insertOffer();
    const responses = await Promise.all([
      approveOffer(concurrent.id, { cookie: admin.cookie }),
      approveOffer(concurrent.id, { cookie: admin.cookie }),
    ]);
    expect(responses.map((response) => response.status).sort()).toEqual([200, 409]);
    expect(await outboxRows(`offer-approved-${concurrent.id}`)).toHaveLength(1);
  });

  it("refuses to approve an offer whose generation failed, with its own message and no e-mail", async () => {
    const { offer } = await insertOffer({ status: "failed" });
    const response = await approveOffer(offer.id, { cookie: admin.cookie });
    expect(response.status).toBe(409);
    expect((await response.json()).message).toBe("Nur wartende Angebote können genehmigt werden.");
    expect((await getDb().bathroomOffer.findUniqueOrThrow({ where: { id: offer.id } })).status).toBe("failed");
    expect(await outboxRows(`offer-approved-${offer.id}`)).toHaveLength(0);
  });

  it("accepts an empty or JSON body, rejects malformed and oversize bodies and unknown ids without approving", async () => {
    const { offer } = await insertOffer();
    const malformed = await approveOffer(offer.id, { cookie: admin.cookie, body: "{" });
    expect(malformed.status).toBe(400);
    expect((await approveOffer(offer.id, { cookie: admin.cookie, body: OVERSIZE })).status).toBe(413);
    for (const id of ["abc", "0", "2147483647"]) {
      const missing = await approveOffer(id, { cookie: admin.cookie });
      expect(missing.status).toBe(404);
      expect((await missing.json()).message).toBe("Angebot nicht gefunden.");
    }
    expect((await getDb().bathroomOffer.findUniqueOrThrow({ where: { id: offer.id } })).status).toBe("pending");
    expect((await approveOffer(offer.id, { cookie: admin.cookie, body: "{}" })).status).toBe(200);

    const { offer: second } = await insertOffer();
    expect((await approveOffer(second.id, { cookie: admin.cookie, body: "" })).status).toBe(200);
  });
});
