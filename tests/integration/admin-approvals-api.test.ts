/**
 * The admin's company-registration approvals against the run's database (spec: authenticated-side
 * §2 "Admin screens", §4, §7) and admin-only access of every approval call: input checks, decide only
 * while pending, double and concurrent approvals create one user and one e-mail, who/when recorded,
 * and the setup link of the e-mail (fake Resend) accepted by GET /api/auth/validate-setup-token.
 */
import { inviteCompanyUser } from "@/lib/data/users";
import { getDb } from "@/lib/db";
import { passwordSetupEmail } from "@/lib/email/templates";

import {
  OVERSIZE,
  address,
  admin,
  approveOffer,
  checkToken,
  company,
  deliver,
  expectRecent,
  insertAdvertising,
  insertOffer,
  insertOnboarding,
  insertRegistration,
  listAdvertising,
  listOffers,
  listOnboarding,
  listRegistrations,
  outboxRows,
  patchAdvertising,
  patchRegistration,
  putOnboarding,
  setUpApprovals,
  setupTokenIn,
  usersWithEmail,
} from "../support/admin-approvals";

setUpApprovals("appr");

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
      expect(
        (
          await patchRegistration(registration.id, {
            cookie,
            body: { status: "approved", overrideReason: "Ohne Registerprüfung im Test" },
          })
        ).status,
      ).toBe(expected);
      expect(
        (
          await putOnboarding(onboarding.id, {
            cookie,
            body: { status: "approved", overrideReason: "Ohne Registerprüfung im Test" },
          })
        ).status,
      ).toBe(expected);
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
      body: { status: "approved", overrideReason: "Ohne Registerprüfung im Test" },
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
    const response = await patchRegistration(registration.id, {
      cookie: admin.cookie,
      body: { status: "approved", overrideReason: "Ohne Registerprüfung im Test" },
    });
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
      (
        await patchRegistration(registration.id, {
          cookie: admin.cookie,
          body: { status: "approved", overrideReason: "Ohne Registerprüfung im Test" },
        })
      ).status,
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
      patchRegistration(registration.id, {
        cookie: admin.cookie,
        body: { status: "approved", overrideReason: "Ohne Registerprüfung im Test" },
      }),
      patchRegistration(registration.id, {
        cookie: admin.cookie,
        body: { status: "approved", overrideReason: "Ohne Registerprüfung im Test" },
      }),
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
      (
        await patchRegistration(registration.id, {
          cookie: admin.cookie,
          body: { status: "approved", overrideReason: "Ohne Registerprüfung im Test" },
        })
      ).status,
    ).toBe(409);
  });

  it("refuses to approve a registration with an admin's e-mail (409) and changes nothing", async () => {
    const registration = await insertRegistration({ email: "APPR-ADMIN@example.at" });
    const response = await patchRegistration(registration.id, {
      cookie: admin.cookie,
      body: { status: "approved", overrideReason: "Ohne Registerprüfung im Test" },
    });
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
      const missing = await patchRegistration(id, {
        cookie: admin.cookie,
        body: { status: "approved", overrideReason: "Ohne Registerprüfung im Test" },
      });
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
