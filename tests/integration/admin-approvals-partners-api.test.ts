/**
 * The admin's approvals of partner onboarding, advertising requests and AI bathroom offers against
 * the run's database (spec: authenticated-side §2 "Admin screens", §4, §7): lists, input checks,
 * the state rules, who/when recorded, and the queued e-mails delivered to a fake Resend server.
 */
import { GET as getOffers } from "@/app/api/admin/bathroom-offers/route";
import { getDb } from "@/lib/db";
import { env } from "@/lib/env";
import { offerApprovedEmail, passwordSetupEmail } from "@/lib/email/templates";
import { apiRequest } from "../support/http";

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
  listAdvertising,
  listOnboarding,
  outboxRows,
  patchAdvertising,
  putOnboarding,
  setUpApprovals,
  setupTokenIn,
  usersWithEmail,
} from "../support/admin-approvals";

setUpApprovals("apob");

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
    // Every column of the table is in the answer (the detail dialog shows all sections), plus the duplicate mark and
    // who decided.
    const columns = Object.keys(await getDb().partnerOnboarding.findUniqueOrThrow({ where: { id: newer.id } }));
    expect(Object.keys(row).sort()).toEqual([...columns, "duplicateOf", "processedByEmail"].sort());
  });

  it("approve creates the company user and verified company and e-mails a working setup link ('onboarding')", async () => {
    const onboarding = await insertOnboarding({ companyName: "Elektro Novak e.U." });
    const response = await putOnboarding(onboarding.id, {
      cookie: admin.cookie,
      body: { status: "approved", overrideReason: "Ohne Registerprüfung im Test" },
    });
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
      const response = await putOnboarding(onboarding.id, {
        cookie: admin.cookie,
        body: { status: "approved", overrideReason: "Ohne Registerprüfung im Test" },
      });
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
    expect(
      (
        await putOnboarding(onboarding.id, {
          cookie: admin.cookie,
          body: { status: "approved", overrideReason: "Ohne Registerprüfung im Test" },
        })
      ).status,
    ).toBe(200);
    const again = await putOnboarding(onboarding.id, {
      cookie: admin.cookie,
      body: { status: "approved", overrideReason: "Ohne Registerprüfung im Test" },
    });
    expect(again.status).toBe(409);
    expect((await again.json()).message).toBe("Dieses Partner-Onboarding wurde bereits bearbeitet.");
    expect(await usersWithEmail(onboarding.email!)).toHaveLength(1);
    expect(await outboxRows(`onboarding-approved-${onboarding.id}`)).toHaveLength(1);

    const concurrent = await insertOnboarding();
    const responses = await Promise.all([
      putOnboarding(concurrent.id, {
        cookie: admin.cookie,
        body: { status: "approved", overrideReason: "Ohne Registerprüfung im Test" },
      }),
      putOnboarding(concurrent.id, {
        cookie: admin.cookie,
        body: { status: "approved", overrideReason: "Ohne Registerprüfung im Test" },
      }),
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
