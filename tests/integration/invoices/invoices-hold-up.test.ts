/**
 * Invoices that hold up: the monthly run holds a company's invoice (nothing written, warnings for
 * admin and company) while its street, PLZ, city or, above 10,000 € gross, UID is missing; the
 * admin edits the billing data (audited) and the next run issues it with the printed period stored;
 * a credit note releases its entry, which the next run invoices with the corrected amount; credit
 * notes need the issuer data; Latin Extended names survive in the PDF text; and every invoice and
 * credit note carries a Factur-X EN 16931 XML whose figures match the database.
 */
import { GET as adminLines } from "@/app/api/admin/invoices/[id]/route";
import { POST as creditNote } from "@/app/api/admin/invoices/[id]/credit-notes/route";
import { GET as revenue } from "@/app/api/admin/invoices/revenue/route";
import { GET as getBilling, PUT as putBilling } from "@/app/api/admin/companies/[id]/billing/route";
import { GET as companyList } from "@/app/api/company/invoices/route";
import { syncCommissionEntry } from "@/lib/invoices/ledger";
import { issueMonthlyInvoices } from "@/lib/invoices/issuing";
import { defaultSiteSettings } from "@/lib/data/settings";
import { closeDb, getDb } from "@/lib/db";
import type { InvoiceHold, InvoiceLineItem } from "@/lib/domain/invoices";
import { createAdminAccount, createCompanyAccount } from "../../support/auth";
import { pdfAttachments } from "../../support/pdf-attachments";
import { pdfText } from "../../support/pdf-text";
import { apiRequest, clientAddresses } from "../../support/http";

const nextAddress = clientAddresses(47);
const request = (method: string, path: string, body?: unknown, cookie?: string) =>
  apiRequest(method, path, { body, cookie, headers: { host: "localhost:3000", "x-forwarded-for": nextAddress() } });
const params = (values: Record<string, string | number>) => ({
  params: Promise.resolve(Object.fromEntries(Object.entries(values).map(([k, v]) => [k, String(v)]))),
});
const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
const day = (date: Date | null) => date?.toISOString().slice(0, 10) ?? null;

/** Runs at 00:05 Vienna time (winter, UTC+1) on 1 February, 1 March and 1 April 2033. */
const FEB_RUN = new Date("2033-01-31T23:05:00Z");
const MAR_RUN = new Date("2033-02-28T23:05:00Z");
const APR_RUN = new Date("2033-03-31T22:05:00Z");

const ISSUER = {
  imprint: { ...defaultSiteSettings().imprint, companyName: "Plattform Łukasz & Partner GmbH", vatId: "ATU00000000" },
  contact: { ...defaultSiteSettings().contact, street: "Testgasse 1", zipCity: "1010 Wien" },
  invoicing: {
    accountHolder: "Plattform Łukasz & Partner GmbH",
    iban: "AT611904300234573201",
    bic: "BKAUATWW",
    bankName: "Testbank",
  },
};
let savedSettings: { key: string; value: unknown }[] = [];
let admin: Awaited<ReturnType<typeof createAdminAccount>>;

beforeAll(async () => {
  savedSettings = (await getDb().appSetting.findMany({ where: { key: { in: Object.keys(ISSUER) } } })).map((row) => ({
    key: row.key,
    value: row.value,
  }));
  for (const [key, value] of Object.entries(ISSUER))
    await getDb().appSetting.upsert({ where: { key }, create: { key, value }, update: { value } });
  admin = await createAdminAccount(`hold-admin-${stamp()}@example.at`);
});

afterAll(async () => {
  await getDb().appSetting.deleteMany({ where: { key: { in: Object.keys(ISSUER) } } });
  for (const row of savedSettings)
    await getDb().appSetting.create({ data: { key: row.key, value: row.value as object } });
  await closeDb();
});

async function entry(companyId: number, orderValueCents: number, confirmedAt: string) {
  return getDb().commissionEntry.create({
    data: {
      companyId,
      projectId: 800_000 + Math.floor(Math.random() * 99_999),
      serviceType: "maler",
      orderValueCents,
      rateBps: 1000,
      commissionCents: Math.floor((orderValueCents * 1000 + 5000) / 10_000),
      confirmedAt: new Date(confirmedAt),
    },
  });
}

/** A won job both sides confirmed (company "Gewonnen" with value, customer named it): its commission entry. */
async function wonJob(companyId: number, valueCents: number, confirmedAt: Date) {
  const project = await getDb().project.create({
    data: {
      serviceType: "maler",
      zipCode: "1070",
      name: "Kundin Rechnung",
      email: `kundin-${stamp()}@example.at`,
      phone: "+43 660 1234567",
      quizAnswers: {},
      privacyPolicyVersion: "test",
      hireAnswer: "company",
      hiredCompanyId: companyId,
      assignments: { create: { companyId, status: "Gewonnen", wonValueCents: valueCents } },
    },
    select: { assignments: { select: { id: true } } },
  });
  const assignmentId = project.assignments[0]!.id;
  await getDb().$transaction((tx) => syncCommissionEntry(tx, assignmentId, confirmedAt));
  return { assignmentId, entry: await getDb().commissionEntry.findUniqueOrThrow({ where: { assignmentId } }) };
}

/** The embedded Factur-X XML of a stored PDF. */
async function facturXml(pdf: Uint8Array): Promise<string> {
  const files = await pdfAttachments(pdf);
  expect(files.map((file) => file.filename)).toContain("factur-x.xml");
  return files.find((file) => file.filename === "factur-x.xml")!.content.toString("utf8");
}
/** Inner texts of every element `name` ("ram:ID"), in document order. */
const XML_ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };
const texts = (xml: string, name: string) =>
  [...xml.matchAll(new RegExp(`<${name}(?: [^>]*)?>([^<]*)</${name}>`, "g"))].map((match) =>
    match[1]!.replace(/&(amp|lt|gt|quot|apos);/g, (_, entity: string) => XML_ENTITIES[entity]!),
  );
/** The part of the XML inside the first element `name`. */
const inside = (xml: string, name: string) => xml.slice(xml.indexOf(`<${name}>`), xml.indexOf(`</${name}>`));
const euro = (cents: number) => (Math.abs(cents) / 100).toFixed(2);
const compact = (isoDay: string) => isoDay.replace(/-/g, "");
const viennaDay = (instant: Date) => new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Vienna" }).format(instant);

/** Checks number, dates, parties, lines, VAT and totals of the XML against the stored invoice. */
async function expectXmlMatchesDatabase(invoiceId: number) {
  const invoice = await getDb().invoice.findUniqueOrThrow({
    where: { id: invoiceId },
    include: { lines: { orderBy: { position: "asc" } }, correctsInvoice: true },
  });
  const xml = await facturXml(invoice.pdf);
  const credit = invoice.kind === "credit_note";
  expect(texts(xml, "ram:ID")).toContain("urn:cen.eu:en16931:2017");
  const header = inside(xml, "rsm:ExchangedDocument");
  expect(texts(header, "ram:ID")).toEqual([invoice.number]);
  expect(texts(header, "ram:TypeCode")).toEqual([credit ? "381" : "380"]);
  expect(texts(header, "udt:DateTimeString")).toEqual([compact(viennaDay(invoice.issuedAt))]);
  const period = inside(xml, "ram:BillingSpecifiedPeriod");
  expect(texts(period, "udt:DateTimeString")).toEqual([
    compact(day(invoice.periodStart)!),
    compact(day(invoice.periodEnd)!),
  ]);
  if (credit)
    expect(texts(header, "ram:Content")).toEqual([
      `Korrektur zu Rechnung ${invoice.correctsInvoice!.number}`,
      `Grund: ${invoice.reason}`,
    ]);
  else
    expect(texts(inside(xml, "ram:SpecifiedTradePaymentTerms"), "udt:DateTimeString")).toEqual([
      compact(viennaDay(invoice.dueAt)),
    ]);

  const issuer = invoice.issuer as { name: string; vatId: string };
  const recipient = invoice.recipient as { name: string; street: string; zipCity: string; vatId: string | null };
  const seller = inside(xml, "ram:SellerTradeParty");
  expect(texts(seller, "ram:Name")).toEqual([issuer.name]);
  expect(texts(seller, "ram:ID")).toContain(issuer.vatId);
  const buyer = inside(xml, "ram:BuyerTradeParty");
  expect(texts(buyer, "ram:Name")).toEqual([recipient.name]);
  expect(texts(buyer, "ram:LineOne")).toEqual([recipient.street]);
  expect(`${texts(buyer, "ram:PostcodeCode")[0]} ${texts(buyer, "ram:CityName")[0]}`).toBe(recipient.zipCity);
  if (recipient.vatId) expect(texts(buyer, "ram:ID")).toContain(recipient.vatId);

  const items = xml.split("<ram:IncludedSupplyChainTradeLineItem>").slice(1);
  expect(
    items.map((item) => [
      texts(item, "ram:LineID")[0],
      texts(item, "ram:Name")[0],
      texts(item, "ram:LineTotalAmount")[0],
    ]),
  ).toEqual(invoice.lines.map((line) => [String(line.position), line.description, euro(line.netCents)]));
  const tax = inside(xml, "ram:ApplicableHeaderTradeSettlement");
  expect(texts(tax, "ram:RateApplicablePercent")).toEqual([String(invoice.vatRateBps / 100)]);
  expect(texts(tax, "ram:CalculatedAmount")).toEqual([euro(invoice.vatCents)]);
  expect(texts(tax, "ram:BasisAmount")).toEqual([euro(invoice.netCents)]);
  const totals = inside(xml, "ram:SpecifiedTradeSettlementHeaderMonetarySummation");
  expect(texts(totals, "ram:TaxBasisTotalAmount")).toEqual([euro(invoice.netCents)]);
  expect(texts(totals, "ram:TaxTotalAmount")).toEqual([euro(invoice.vatCents)]);
  expect(texts(totals, "ram:GrandTotalAmount")).toEqual([euro(invoice.grossCents)]);
  expect(texts(totals, "ram:DuePayableAmount")).toEqual([euro(invoice.grossCents)]);
  // A PDF/A-3 declares itself in its XMP metadata.
  expect(Buffer.from(invoice.pdf).toString("latin1")).toMatch(/pdfaid:part>3</);
}

describe("held invoices", () => {
  it("holds a company without street or (above 10,000 €) UID: nothing written, warnings shown, issued once the admin completes the data", async () => {
    const noStreet = await createCompanyAccount(`hold-street-${stamp()}@example.at`, "geheim123", "Dvořák & Čolić Bau");
    await getDb().company.update({
      where: { id: noStreet.companyId },
      data: { street: null, zipCode: "1100", city: "Wien", vatId: null },
    });
    const noUid = await createCompanyAccount(`hold-uid-${stamp()}@example.at`);
    await getDb().company.update({
      where: { id: noUid.companyId },
      data: { street: "Großgasse 2", zipCode: "1020", city: "Wien", vatId: null },
    });
    const december = await entry(noStreet.companyId, 300_000, "2032-12-15T10:00:00Z");
    const january = await entry(noStreet.companyId, 200_000, "2033-01-10T10:00:00Z");
    await entry(noUid.companyId, 9_000_000, "2033-01-12T10:00:00Z"); // 9,000 € net, 10,800 € gross
    const ids = [noStreet.companyId, noUid.companyId];

    const held = await issueMonthlyInvoices({ now: FEB_RUN, companyIds: ids });
    expect(held.issued).toEqual([]);
    expect(held.failed).toEqual([]);
    expect(held.held.map((hold) => [hold.companyId, hold.missing])).toEqual([
      [noStreet.companyId, ["Straße"]],
      [noUid.companyId, ["UID-Nummer (Rechnung über 10.000 € brutto)"]],
    ]);
    expect(await getDb().invoice.count({ where: { companyId: { in: ids } } })).toBe(0);
    expect(await getDb().invoiceCounter.findUnique({ where: { series: "RE-2033" } })).toBeNull();
    expect(await getDb().commissionEntry.count({ where: { companyId: { in: ids }, invoiceId: null } })).toBe(3);

    // The company sees why, the admin sees every held company.
    const own = (await (
      await companyList(request("GET", "/api/company/invoices", undefined, noStreet.cookie))
    ).json()) as { hold: InvoiceHold | null };
    expect(own.hold).toMatchObject({
      companyId: noStreet.companyId,
      missing: ["Straße"],
      entries: 2,
      grossCents: 60_000,
    });
    const overview = (await (
      await revenue(request("GET", "/api/admin/invoices/revenue", undefined, admin.cookie))
    ).json()) as { holds: InvoiceHold[] };
    expect(overview.holds.filter((hold) => ids.includes(hold.companyId)).map((hold) => hold.companyId)).toEqual(ids); // by name

    // The admin completes the billing data (validated, audited); the warning ends.
    const path = `/api/admin/companies/${noStreet.companyId}/billing`;
    const invalid = await putBilling(
      request("PUT", path, { name: "X", street: "", zipCode: "11", city: "Wien", vatId: "123" }, admin.cookie),
      params({ id: noStreet.companyId }),
    );
    expect(invalid.status).toBe(400);
    expect(Object.keys(((await invalid.json()) as { errors: Record<string, string> }).errors).sort()).toEqual([
      "name",
      "street",
      "vatId",
      "zipCode",
    ]);
    expect(
      (
        await putBilling(
          request(
            "PUT",
            path,
            { name: "X Bau", street: "Gasse 1", zipCode: "1100", city: "Wien", vatId: "" },
            noStreet.cookie,
          ),
          params({ id: noStreet.companyId }),
        )
      ).status,
    ).toBe(403);
    const body = {
      name: "Dvořák & Čolić Bau OG",
      street: "Łukasiewicz-Gasse 4",
      zipCode: "1100",
      city: "Wien",
      vatId: "atu 1234 5675",
    };
    const saved = await putBilling(request("PUT", path, body, admin.cookie), params({ id: noStreet.companyId }));
    expect(saved.status).toBe(200);
    expect(((await saved.json()) as { billing: unknown }).billing).toMatchObject({
      ...body,
      vatId: "ATU12345675",
      hold: null,
    });
    const audit = await getDb().auditLog.findFirstOrThrow({
      where: { action: "company.billing", entityId: String(noStreet.companyId) },
    });
    expect(audit).toMatchObject({
      actorUserId: admin.userId,
      before: { street: null, name: "Dvořák & Čolić Bau" },
      after: { street: "Łukasiewicz-Gasse 4", vatId: "ATU12345675" },
    });
    expect(
      (await getBilling(request("GET", path, undefined, admin.cookie), params({ id: noStreet.companyId }))).status,
    ).toBe(200);
    // The admin's dialog sends its parsed values, where a cleared UID is null.
    const cleared = await putBilling(
      request("PUT", path, { ...body, vatId: null }, admin.cookie),
      params({ id: noStreet.companyId }),
    );
    expect(cleared.status).toBe(200);
    expect(((await cleared.json()) as { billing: { vatId: string | null } }).billing.vatId).toBeNull();

    // The retry issues it; the stored period is the printed one (December's entry widens it).
    const retry = await issueMonthlyInvoices({ now: FEB_RUN, companyIds: ids });
    expect(retry.issued.map((issued) => issued.companyId)).toEqual([noStreet.companyId]);
    expect(retry.held.map((hold) => hold.companyId)).toEqual([noUid.companyId]);
    const invoice = await getDb().invoice.findUniqueOrThrow({
      where: { id: retry.issued[0]!.id },
      include: { lines: { orderBy: { position: "asc" } } },
    });
    expect([day(invoice.periodStart), day(invoice.periodEnd), day(invoice.billingMonth)]).toEqual([
      "2032-12-01",
      "2033-01-31",
      "2033-01-01",
    ]);
    expect(invoice.lines.map((line) => line.commissionEntryId)).toEqual([december.id, january.id]);
    expect(invoice.recipient).toEqual({
      companyId: noStreet.companyId,
      name: "Dvořák & Čolić Bau OG",
      street: "Łukasiewicz-Gasse 4",
      zipCity: "1100 Wien",
      vatId: null,
    });
    const text = await pdfText(invoice.pdf);
    expect(text).toContain("Leistungszeitraum");
    expect(text).toContain("01.12.2032 – 31.01.2033");
    // Noto Sans with its Unicode mapping: the names come back out of the PDF as they went in.
    for (const name of ["Dvořák & Čolić Bau OG", "Łukasiewicz-Gasse 4", "Plattform Łukasz & Partner GmbH"])
      expect(text).toContain(name);
    await expectXmlMatchesDatabase(invoice.id);

    // The UID arrives later: the March run invoices January's held entries too.
    await getDb().company.update({ where: { id: noUid.companyId }, data: { vatId: "ATU87654321" } });
    const march = await issueMonthlyInvoices({ now: MAR_RUN, companyIds: ids });
    expect(march.issued.map((issued) => issued.companyId)).toEqual([noUid.companyId]);
    const late = await getDb().invoice.findUniqueOrThrow({ where: { id: march.issued[0]!.id } });
    expect([day(late.periodStart), day(late.periodEnd), late.grossCents]).toEqual([
      "2033-01-01",
      "2033-02-28",
      1_080_000,
    ]);
    expect((late.recipient as { vatId: string }).vatId).toBe("ATU87654321");
    await expectXmlMatchesDatabase(late.id);
  });
});

describe("credit notes", () => {
  it("release their entry: the next run invoices the corrected amount; the credit note is an e-invoice too", async () => {
    const company = await createCompanyAccount(`credit-${stamp()}@example.at`, "geheim123", "Čolić Sanitär");
    await getDb().company.update({
      where: { id: company.companyId },
      data: { street: "Hofgasse 9", zipCode: "1040", city: "Wien", vatId: "ATU11111111" },
    });
    const job = await wonJob(company.companyId, 5_000_000, new Date("2033-01-20T10:00:00Z"));
    expect(job.entry.commissionCents).toBe(500_000);
    const february = await issueMonthlyInvoices({ now: FEB_RUN, companyIds: [company.companyId] });
    const invoiceId = february.issued[0]!.id;

    // The company corrects the value after the invoice: the invoiced entry keeps the old one.
    await getDb().projectAssignment.update({ where: { id: job.assignmentId }, data: { wonValueCents: 4_000_000 } });
    expect(await getDb().$transaction((tx) => syncCommissionEntry(tx, job.assignmentId))).toBe("invoiced");

    // Without the issuer data no credit note either (it prints the same).
    await getDb().appSetting.update({
      where: { key: "invoicing" },
      data: { value: { accountHolder: "", iban: "", bic: "", bankName: "" } },
    });
    try {
      const refused = await creditNote(
        request("POST", `/api/admin/invoices/${invoiceId}/credit-notes`, { reason: "Wert korrigiert" }, admin.cookie),
        params({ id: invoiceId }),
      );
      expect(refused.status).toBe(409);
      expect(((await refused.json()) as { message: string }).message).toBe(
        "In den Einstellungen fehlt für Rechnungen: Kontoinhaber (Rechnungen), IBAN (Rechnungen).",
      );
      expect(await getDb().invoice.count({ where: { correctsInvoiceId: invoiceId } })).toBe(0);
    } finally {
      await getDb().appSetting.update({ where: { key: "invoicing" }, data: { value: ISSUER.invoicing } });
    }

    const response = await creditNote(
      request(
        "POST",
        `/api/admin/invoices/${invoiceId}/credit-notes`,
        { reason: "Auftragswert korrigiert" },
        admin.cookie,
      ),
      params({ id: invoiceId }),
    );
    expect(response.status).toBe(201);
    const note = ((await response.json()) as { creditNote: { id: number } }).creditNote;
    const stored = await getDb().invoice.findUniqueOrThrow({ where: { id: note.id } });
    expect([day(stored.periodStart), day(stored.periodEnd), stored.netCents]).toEqual([
      "2033-01-01",
      "2033-01-31",
      -500_000,
    ]);
    await expectXmlMatchesDatabase(note.id);
    // Released: open again with the corrected value; the invoice's line shows as credited.
    expect(await getDb().commissionEntry.findUniqueOrThrow({ where: { id: job.entry.id } })).toMatchObject({
      invoiceId: null,
      creditNoteId: note.id,
      orderValueCents: 4_000_000,
      commissionCents: 400_000,
    });
    const lines = (await (
      await adminLines(
        request("GET", `/api/admin/invoices/${invoiceId}`, undefined, admin.cookie),
        params({ id: invoiceId }),
      )
    ).json()) as { lines: InvoiceLineItem[] };
    expect(lines.lines.map((line) => line.credited)).toEqual([true]);

    const march = await issueMonthlyInvoices({ now: MAR_RUN, companyIds: [company.companyId] });
    expect(march.issued).toHaveLength(1);
    const corrected = await getDb().invoice.findUniqueOrThrow({
      where: { id: march.issued[0]!.id },
      include: { lines: true },
    });
    expect(corrected.lines.map((line) => [line.commissionEntryId, line.orderValueCents, line.netCents])).toEqual([
      [job.entry.id, 4_000_000, 400_000],
    ]);
    expect([day(corrected.periodStart), day(corrected.periodEnd)]).toEqual(["2033-01-01", "2033-02-28"]);
    expect(await getDb().commissionEntry.findUniqueOrThrow({ where: { id: job.entry.id } })).toMatchObject({
      invoiceId: corrected.id,
      creditNoteId: null,
    });
    expect((await issueMonthlyInvoices({ now: APR_RUN, companyIds: [company.companyId] })).issued).toEqual([]);

    // A job no longer confirmed by both sides is not invoiced again after its credit note.
    const cancelled = await wonJob(company.companyId, 3_000_000, new Date("2033-03-05T10:00:00Z"));
    const april = await issueMonthlyInvoices({ now: APR_RUN, companyIds: [company.companyId] });
    await getDb().projectAssignment.update({
      where: { id: cancelled.assignmentId },
      data: { status: "Verloren", wonValueCents: null },
    });
    const storno = await creditNote(
      request(
        "POST",
        `/api/admin/invoices/${april.issued[0]!.id}/credit-notes`,
        { reason: "Auftrag storniert" },
        admin.cookie,
      ),
      params({ id: april.issued[0]!.id }),
    );
    expect(storno.status).toBe(201);
    expect(await getDb().commissionEntry.findUnique({ where: { id: cancelled.entry.id } })).toBeNull();
    expect(await getDb().invoiceLine.count({ where: { commissionEntryId: cancelled.entry.id } })).toBe(2); // invoice and credit note keep the trail
  });
});
