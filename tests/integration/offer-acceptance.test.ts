/**
 * Accepting a company's offer in the room (FAGG) against the run's database: the latest version only, the
 * assignment won with the gross value, the hire answer and commission entry, the other offers declined and
 * told, e-mails with the PDF; 409 for an older version, an expired offer or a second acceptance; withdrawal
 * within 14 days undoes everything, after them 409 with the date; wrong tokens and other companies get 404.
 */
import { POST as postAccept } from "@/app/api/mein-projekt/[token]/company-offers/[offerId]/accept/route";
import { POST as postWithdraw } from "@/app/api/mein-projekt/[token]/company-offers/[offerId]/withdraw/route";
import { closeDb, getDb } from "@/lib/db";
import { deliverOutboxEmail } from "@/lib/email/outbox";
import type { EmailMessage } from "@/lib/email/send-email";
import { OFFER_ACCEPTANCE_ERRORS, readAcceptedOfferPdf, readAcceptedOfferPdfForCompany } from "@/lib/offers/acceptance";
import { OFFER_TEXTS_SERVER, sendOfferVersion } from "@/lib/offers/company-offers";
import { itemisedOfferSchema } from "@/lib/offers/schemas";
import { newProjectAccessToken } from "@/lib/project-room/access-token";
import { addDays, viennaToday } from "@/lib/time/vienna";
import { apiRequest, clientAddresses } from "../support/http";
import { CHECKED_COMPANY } from "../support/checked-company";
import { createAdminAccount } from "../support/auth";
import { pdfText } from "../support/pdf-text";

const RUN = `offacc${Date.now().toString(36)}`;
const DAY = 24 * 60 * 60 * 1000;
const nextAddress = clientAddresses(15);
let counter = 0;

async function createCompany(name: string): Promise<number> {
  counter += 1;
  const user = await getDb().user.create({
    data: { email: `offacc-${RUN}-${counter}@example.at`, role: "company" },
    select: { id: true },
  });
  const company = await getDb().company.create({
    data: {
      userId: user.id,
      name: `${name} ${RUN}`,
      verified: true,
      services: [],
      city: "Wien",
      ...CHECKED_COMPANY,
      contactEmail: `firma-${RUN}-${counter}@example.at`,
    },
    select: { id: true },
  });
  return company.id;
}

async function createOffer(assignmentId: number, grossCents: number, versions = 1, validUntil = "2099-12-31") {
  const offer = await getDb().companyOffer.create({ data: { assignmentId }, select: { id: true } });
  const ids: number[] = [];
  for (let version = 1; version <= versions; version += 1) {
    const net = Math.round(grossCents / 1.2);
    const row = await getDb().companyOfferVersion.create({
      data: {
        offerId: offer.id,
        version,
        kind: "itemised",
        netCents: net,
        vatCents: grossCents - net,
        grossCents,
        labourNetCents: net,
        materialNetCents: 0,
        validUntil: new Date(`${validUntil}T00:00:00Z`),
        paymentTerms: "14 Tage netto",
        lines: {
          create: [
            {
              position: 1,
              description: "Wände malen",
              quantityMilli: 1000,
              unit: "pauschal",
              unitPriceCents: net,
              kind: "labour",
              netCents: net,
            },
          ],
        },
      },
      select: { id: true },
    });
    ids.push(row.id);
  }
  return { offerId: offer.id, versionIds: ids };
}

let companyA: number;
let companyB: number;

async function createProject() {
  counter += 1;
  const access = newProjectAccessToken();
  const project = await getDb().project.create({
    data: {
      serviceType: "maler",
      zipCode: "1070",
      name: `Kunde ${RUN} ${counter}`,
      email: `kunde.${RUN}.${counter}@example.at`,
      phone: "+43 660 1234567",
      quizAnswers: {},
      privacyPolicyVersion: "test",
      roomLinks: { create: { tokenHash: access.hash } },
    },
    select: { id: true },
  });
  const a = await getDb().projectAssignment.create({
    data: { projectId: project.id, companyId: companyA },
    select: { id: true },
  });
  const b = await getDb().projectAssignment.create({
    data: { projectId: project.id, companyId: companyB },
    select: { id: true },
  });
  return { projectId: project.id, token: access.token, assignmentA: a.id, assignmentB: b.id };
}

const accept = (token: string, offerId: number, body: unknown) =>
  postAccept(
    apiRequest("POST", `/api/mein-projekt/${token}/company-offers/${offerId}/accept`, {
      body,
      headers: { "x-forwarded-for": nextAddress() },
    }),
    { params: Promise.resolve({ token, offerId: String(offerId) }) },
  );
const withdraw = (token: string, offerId: number, body: unknown) =>
  postWithdraw(
    apiRequest("POST", `/api/mein-projekt/${token}/company-offers/${offerId}/withdraw`, {
      body,
      headers: { "x-forwarded-for": nextAddress() },
    }),
    { params: Promise.resolve({ token, offerId: String(offerId) }) },
  );

beforeAll(async () => {
  companyA = await createCompany("Maler A");
  companyB = await createCompany("Maler B");
});
afterAll(closeDb);

describe("accepting an offer", () => {
  it("accepts the latest version: won, hire answer, commission, declined offers, e-mails with PDF", async () => {
    const project = await createProject();
    const a = await createOffer(project.assignmentA, 1_200_000, 2);
    const b = await createOffer(project.assignmentB, 900_000);

    const older = await accept(project.token, a.offerId, {
      versionId: a.versionIds[0],
      expressStart: false,
      confirmed: true,
    });
    expect(older.status).toBe(409);
    expect(((await older.json()) as { message: string }).message).toContain("inzwischen geändert");

    const response = await accept(project.token, a.offerId, {
      versionId: a.versionIds[1],
      expressStart: true,
      confirmed: true,
    });
    expect(response.status).toBe(200);
    const acceptance = await getDb().offerAcceptance.findFirstOrThrow({ where: { offerId: a.offerId } });
    expect(acceptance).toMatchObject({ versionId: a.versionIds[1], grossCents: 1_200_000, previousStatus: "Offen" });
    expect(acceptance.expressStartRequested).toBe(true);
    expect((await getDb().companyOffer.findUniqueOrThrow({ where: { id: a.offerId } })).status).toBe("accepted");
    expect((await getDb().companyOffer.findUniqueOrThrow({ where: { id: b.offerId } })).status).toBe("declined");
    const assignment = await getDb().projectAssignment.findUniqueOrThrow({ where: { id: project.assignmentA } });
    expect(assignment).toMatchObject({ status: "Gewonnen", wonValueCents: 1_200_000 });
    expect(assignment.contactedAt).not.toBeNull();
    const stored = await getDb().project.findUniqueOrThrow({ where: { id: project.projectId } });
    expect(stored).toMatchObject({ hireAnswer: "company", hiredCompanyId: companyA, hireValueCents: 1_200_000 });
    const entry = await getDb().commissionEntry.findUniqueOrThrow({ where: { assignmentId: project.assignmentA } });
    expect(entry.orderValueCents).toBe(1_200_000);
    expect(entry.commissionCents).toBe(120_000); // 10 % of the gross order value (ledger rule)

    const mails = await getDb().emailOutbox.findMany({ where: { projectId: project.projectId } });
    const keys = mails.map((mail) => mail.idempotencyKey);
    expect(keys).toEqual(
      expect.arrayContaining([
        `offer-accepted-customer-${acceptance.id}`,
        `offer-accepted-company-${acceptance.id}`,
        `offer-declined-${b.offerId}-${acceptance.id}`,
      ]),
    );
    const sent: EmailMessage[] = [];
    const capture = async (message: EmailMessage) => {
      sent.push(message);
      return { delivery: "logged" as const };
    };
    for (const mail of mails) await deliverOutboxEmail(mail.id, { send: capture });
    const withPdf = sent.filter((message) =>
      message.attachments?.some((file) => file.contentType === "application/pdf" && file.content.length > 1000),
    );
    expect(withPdf.map((message) => message.to).sort()).toEqual([stored.email, `firma-${RUN}-1@example.at`].sort());
    const declinedMail = sent.find((message) => message.subject === "Der Kunde hat sich entschieden");
    expect(declinedMail?.text).toContain("für ein anderes Angebot entschieden");
    expect(declinedMail?.text).not.toContain("Maler A");
    const pdf = await readAcceptedOfferPdf(project.token, a.offerId);
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    const printed = (await pdfText(pdf)).replace(/\s+/g, " ");
    for (const expected of [
      "Angenommenes Angebot",
      `Maler A ${RUN}`,
      "Wände malen",
      "Leistung: Maler (Projekt",
      "davon Arbeit",
      "davon Material",
      "Wiener Zeit",
      "Widerrufsbelehrung",
      "Muster-Widerrufsformular",
      "vor Ende der Widerrufsfrist",
    ])
      expect(printed).toContain(expected);
    await expect(readAcceptedOfferPdfForCompany(companyA, project.projectId)).resolves.toEqual(pdf);
    await expect(readAcceptedOfferPdfForCompany(companyB, project.projectId)).rejects.toThrow();

    const second = await accept(project.token, b.offerId, {
      versionId: b.versionIds[0],
      expressStart: false,
      confirmed: true,
    });
    expect(second.status).toBe(409);

    // The accepted offer stays as accepted: no new version while the acceptance stands.
    const change = itemisedOfferSchema.parse({
      lines: [{ description: "Zusätzlich: Decke", quantity: "1", unit: "pauschal", unitPrice: "500", kind: "labour" }],
      validUntil: addDays(viennaToday(), 30),
      paymentTerms: "14 Tage netto",
    });
    await expect(sendOfferVersion(companyA, 0, project.projectId, change)).rejects.toThrow(OFFER_TEXTS_SERVER.accepted);
    expect(await getDb().companyOfferVersion.count({ where: { offerId: a.offerId } })).toBe(a.versionIds.length);
  });

  it("refuses an expired offer and a wrong token", async () => {
    const project = await createProject();
    const a = await createOffer(project.assignmentA, 500_000, 1, "2020-01-01");
    const expired = await accept(project.token, a.offerId, {
      versionId: a.versionIds[0],
      expressStart: false,
      confirmed: true,
    });
    expect(expired.status).toBe(409);
    const wrong = await accept("x".repeat(43), a.offerId, {
      versionId: a.versionIds[0],
      expressStart: false,
      confirmed: true,
    });
    expect(wrong.status).toBe(404);
  });

  it("refuses the offer of a company the admin deactivated, with nothing written", async () => {
    const companyId = await createCompany("Maler C");
    const project = await createProject();
    const assignment = await getDb().projectAssignment.create({
      data: { projectId: project.projectId, companyId },
      select: { id: true },
    });
    const offer = await createOffer(assignment.id, 400_000, 1, "2099-12-31");
    await getDb().company.update({ where: { id: companyId }, data: { deactivatedAt: new Date() } });
    const response = await accept(project.token, offer.offerId, {
      versionId: offer.versionIds[0],
      expressStart: false,
      confirmed: true,
    });
    expect(response.status).toBe(409);
    expect((await response.json()).message).toBe(OFFER_ACCEPTANCE_ERRORS.companyInactive);
    expect(await getDb().offerAcceptance.count({ where: { projectId: project.projectId } })).toBe(0);
    const stored = await getDb().projectAssignment.findUniqueOrThrow({ where: { id: assignment.id } });
    expect(stored.status).not.toBe("Gewonnen");
  });
});

describe("withdrawing an acceptance", () => {
  it("within 14 days restores the assignment, reopens the others and removes the entry", async () => {
    const project = await createProject();
    const a = await createOffer(project.assignmentA, 600_000);
    const b = await createOffer(project.assignmentB, 700_000);
    expect(
      (await accept(project.token, a.offerId, { versionId: a.versionIds[0], expressStart: false, confirmed: true }))
        .status,
    ).toBe(200);
    const response = await withdraw(project.token, a.offerId, { reason: "Anders entschieden" });
    expect(response.status).toBe(200);
    const acceptance = await getDb().offerAcceptance.findFirstOrThrow({ where: { offerId: a.offerId } });
    expect(acceptance.withdrawnAt).not.toBeNull();
    expect(acceptance.withdrawalReason).toBe("Anders entschieden");
    expect((await getDb().companyOffer.findUniqueOrThrow({ where: { id: a.offerId } })).status).toBe("withdrawn");
    expect((await getDb().companyOffer.findUniqueOrThrow({ where: { id: b.offerId } })).status).toBe("open");
    const assignment = await getDb().projectAssignment.findUniqueOrThrow({ where: { id: project.assignmentA } });
    expect(assignment).toMatchObject({ status: "Offen", wonValueCents: null });
    const stored = await getDb().project.findUniqueOrThrow({ where: { id: project.projectId } });
    expect(stored).toMatchObject({ hireAnswer: null, hiredCompanyId: null, hireValueCents: null });
    expect(await getDb().commissionEntry.findUnique({ where: { assignmentId: project.assignmentA } })).toBeNull();
    // After a withdrawal the customer may accept another offer.
    expect(
      (await accept(project.token, b.offerId, { versionId: b.versionIds[0], expressStart: false, confirmed: true }))
        .status,
    ).toBe(200);
  });

  it("after 14 days answers 409 with the last day", async () => {
    const project = await createProject();
    const a = await createOffer(project.assignmentA, 600_000);
    expect(
      (await accept(project.token, a.offerId, { versionId: a.versionIds[0], expressStart: false, confirmed: true }))
        .status,
    ).toBe(200);
    await getDb().offerAcceptance.updateMany({
      where: { offerId: a.offerId },
      data: { acceptedAt: new Date(Date.UTC(2026, 0, 10, 10)) },
    });
    const response = await withdraw(project.token, a.offerId, {});
    expect(response.status).toBe(409);
    expect(((await response.json()) as { message: string }).message).toBe(
      "Die Widerrufsfrist ist am 24.01.2026 abgelaufen.",
    );
    expect(Date.now() - Date.UTC(2026, 0, 10)).toBeGreaterThan(14 * DAY);
  });

  it("leaves an invoiced entry to the admin: audit row and alert e-mail, the entry stays", async () => {
    await createAdminAccount(`admin-${RUN}@example.at`);
    const project = await createProject();
    const a = await createOffer(project.assignmentA, 600_000);
    const body = { versionId: a.versionIds[0], expressStart: false, confirmed: true };
    expect((await accept(project.token, a.offerId, body)).status).toBe(200);
    const invoice = await getDb().invoice.create({
      data: {
        number: `T-${RUN}`,
        kind: "invoice",
        companyId: companyA,
        issuedAt: new Date(),
        dueAt: new Date(),
        netCents: 60_000,
        vatRateBps: 2000,
        vatCents: 12_000,
        grossCents: 72_000,
        issuer: {},
        recipient: {},
        pdf: Buffer.from("%PDF-"),
      },
      select: { id: true },
    });
    await getDb().commissionEntry.update({
      where: { assignmentId: project.assignmentA },
      data: { invoiceId: invoice.id },
    });
    expect((await withdraw(project.token, a.offerId, {})).status).toBe(200);
    const entry = await getDb().commissionEntry.findUnique({ where: { assignmentId: project.assignmentA } });
    expect(entry?.invoiceId).toBe(invoice.id);
    const acceptance = await getDb().offerAcceptance.findFirstOrThrow({ where: { offerId: a.offerId } });
    const alert = await getDb().emailOutbox.findFirst({
      where: { idempotencyKey: `offer-withdrawn-invoiced-${acceptance.id}` },
    });
    expect(alert).not.toBeNull();
    const audit = await getDb().auditLog.findFirstOrThrow({
      where: { action: "offer.withdraw", entityId: String(project.projectId) },
    });
    expect(audit.after).toMatchObject({ invoicedAssignments: [project.assignmentA] });
  });
});
