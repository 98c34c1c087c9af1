/**
 * Commission invoices against a real database: the monthly job on a moved clock
 * (one invoice per company with the right lines, totals and numbers; Vienna month boundaries;
 * nothing twice, also from two runs at once), gapless numbers from two connections with
 * rollbacks, the e-mail with the stored PDF attached, the company's list and download with the
 * ownership check (the PDF's text holds number, job and total), credit notes, marking paid and
 * revenue per month.
 */
import { PrismaPg } from "@prisma/adapter-pg";
import { GET as adminLines } from "@/app/api/admin/invoices/[id]/route";
import { POST as creditNote } from "@/app/api/admin/invoices/[id]/credit-notes/route";
import { POST as markPaid } from "@/app/api/admin/invoices/[id]/paid/route";
import { GET as adminPdf } from "@/app/api/admin/invoices/[id]/pdf/route";
import { GET as revenue } from "@/app/api/admin/invoices/revenue/route";
import { GET as adminList } from "@/app/api/admin/invoices/route";
import { GET as openCommissions } from "@/app/api/admin/commission-entries/route";
import { GET as companyPdf } from "@/app/api/company/invoices/[id]/pdf/route";
import { GET as companyList } from "@/app/api/company/invoices/route";
import { NOTHING_TO_CREDIT } from "@/lib/invoices/credit-notes";
import { issueMonthlyInvoices } from "@/lib/invoices/issuing";
import { invoiceEmailKey, nextInvoiceNumber } from "@/lib/invoices/numbering";
import { defaultSiteSettings } from "@/lib/data/settings";
import { closeDb, getDb } from "@/lib/db";
import { formatCents } from "@/lib/domain/format";
import type { InvoiceLineItem, InvoicesPage, OpenCommissionEntry, RevenueMonth } from "@/lib/domain/invoices";
import { parseInvoiceNumber } from "@/lib/domain/invoice-numbers";
import { deliverOutboxEmail, OUTBOX_BODY_PURPOSE } from "@/lib/email/outbox";
import type { EmailMessage } from "@/lib/email/send-email";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { decryptField } from "@/lib/security/secrets";
import { createAdminAccount, createCompanyAccount } from "../../support/auth";
import { pdfText } from "../../support/pdf-text";
import { apiRequest, clientAddresses } from "../../support/http";
import { CHECKED_COMPANY } from "../../support/checked-company";

const nextAddress = clientAddresses(31);
const request = (method: string, path: string, body?: unknown, cookie?: string) =>
  apiRequest(method, path, { body, cookie, headers: { host: "localhost:3000", "x-forwarded-for": nextAddress() } });
const params = (values: Record<string, string>) => ({ params: Promise.resolve(values) });
const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

/** 00:05 on 1 February 2031 in Vienna (winter time, UTC+1): the run that invoices January 2031. */
const FEB_RUN = new Date("2031-01-31T23:05:00Z");
const MAR_RUN = new Date("2031-02-28T23:05:00Z");

const ISSUER_SETTINGS = {
  imprint: { ...defaultSiteSettings().imprint, companyName: "Plattform Testbetrieb GmbH", vatId: "ATU00000000" },
  contact: { ...defaultSiteSettings().contact, street: "Testgasse 1", zipCity: "1010 Wien" },
  invoicing: {
    accountHolder: "Plattform Testbetrieb GmbH",
    iban: "AT611904300234573201",
    bic: "BKAUATWW",
    bankName: "Testbank",
  },
};

let savedSettings: { key: string; value: unknown }[] = [];

async function entry(companyId: number, orderValueCents: number, confirmedAt: string, serviceType = "badrenovierung") {
  return getDb().commissionEntry.create({
    data: {
      companyId,
      projectId: 900_000 + Math.floor(Math.random() * 99_999),
      serviceType,
      orderValueCents,
      rateBps: 1000,
      commissionCents: Math.floor((orderValueCents * 1000 + 5000) / 10_000),
      confirmedAt: new Date(confirmedAt),
    },
  });
}

async function plainCompany(name: string) {
  return getDb().company.create({
    data: {
      name,
      verified: true,
      street: "Werkstraße 5",
      zipCode: "1100",
      city: "Wien",
      vatId: "ATU99999999",
      ...CHECKED_COMPANY,
    },
  });
}

const sequenceOf = (number: string) => parseInvoiceNumber(number)!.sequence;

let companyA: Awaited<ReturnType<typeof createCompanyAccount>>;
let companyB: Awaited<ReturnType<typeof createCompanyAccount>>;
let admin: Awaited<ReturnType<typeof createAdminAccount>>;

beforeAll(async () => {
  savedSettings = (await getDb().appSetting.findMany({ where: { key: { in: Object.keys(ISSUER_SETTINGS) } } })).map(
    (row) => ({ key: row.key, value: row.value }),
  );
  for (const [key, value] of Object.entries(ISSUER_SETTINGS)) {
    await getDb().appSetting.upsert({ where: { key }, create: { key, value }, update: { value } });
  }
  companyA = await createCompanyAccount(`invoices-a-${stamp()}@example.at`, "geheim123", "Malerei Größl & Söhne");
  companyB = await createCompanyAccount(`invoices-b-${stamp()}@example.at`);
  await getDb().company.update({
    where: { id: companyA.companyId },
    data: { street: "Hauptstraße 3", zipCode: "1100", city: "Wien", vatId: "ATU12345675" },
  });
  await getDb().company.update({
    where: { id: companyB.companyId },
    data: { street: "Nebengasse 7", zipCode: "1070", city: "Wien", vatId: "ATU87654321" },
  });
  admin = await createAdminAccount(`invoices-admin-${stamp()}@example.at`);
});

afterAll(async () => {
  // Other test files read the default settings: put back what was there.
  await getDb().appSetting.deleteMany({ where: { key: { in: Object.keys(ISSUER_SETTINGS) } } });
  for (const row of savedSettings)
    await getDb().appSetting.create({ data: { key: row.key, value: row.value as object } });
  await closeDb();
});

describe("monthly invoicing", () => {
  let a1: { id: number; projectId: number | null };
  let a2: { id: number };
  let a3: { id: number };
  let b1: { id: number; projectId: number | null };
  let b0: { id: number };

  it("issues one invoice per company for the previous Vienna month, with lines, totals, numbers, PDF and e-mail", async () => {
    a1 = await entry(companyA.companyId, 6_000_000, "2031-01-10T09:00:00Z");
    a2 = await entry(companyA.companyId, 6_000_005, "2031-01-31T22:30:00Z"); // 23:30 on 31 Jan in Vienna: January
    a3 = await entry(companyA.companyId, 1_000_000, "2031-01-31T23:30:00Z"); // 00:30 on 1 Feb in Vienna: next month
    b0 = await entry(companyB.companyId, 250_000, "2030-12-20T09:00:00Z", "maler"); // left open from December
    b1 = await entry(companyB.companyId, 1_234_565, "2031-01-15T09:00:00Z", "maler");

    const result = await issueMonthlyInvoices({ now: FEB_RUN, companyIds: [companyA.companyId, companyB.companyId] });
    expect(result).toMatchObject({ periodStart: "2031-01-01", periodEnd: "2031-01-31", failed: [], missingIssuer: [] });
    expect(result.issued.map((issued) => issued.companyId)).toEqual(
      [companyA.companyId, companyB.companyId].sort((x, y) => x - y),
    );
    const sequences = result.issued.map((issued) => sequenceOf(issued.number));
    expect(result.issued.every((issued) => /^RE-2031-\d{5}$/.test(issued.number))).toBe(true);
    expect(sequences[1]).toBe(sequences[0]! + 1);

    const invoiceA = await getDb().invoice.findFirstOrThrow({
      where: { companyId: companyA.companyId },
      include: { lines: { orderBy: { position: "asc" } } },
    });
    expect(invoiceA.kind).toBe("invoice");
    expect(invoiceA.periodStart?.toISOString().slice(0, 10)).toBe("2031-01-01");
    expect(invoiceA.periodEnd?.toISOString().slice(0, 10)).toBe("2031-01-31");
    expect(invoiceA.issuedAt.toISOString()).toBe(FEB_RUN.toISOString());
    expect(invoiceA.dueAt.toISOString()).toBe("2031-02-14T23:05:00.000Z");
    // 600,000 + 600,000.5 → 600,001 (half up per line); VAT 20 % of 1,200,001 = 240,000.2 → 240,000.
    expect(
      invoiceA.lines.map((line) => [line.commissionEntryId, line.orderValueCents, line.rateBps, line.netCents]),
    ).toEqual([
      [a1.id, 6_000_000, 1000, 600_000],
      [a2.id, 6_000_005, 1000, 600_001],
    ]);
    expect(invoiceA.lines[0]!.description).toBe(`Badrenovierung, Projekt #${a1.projectId}`);
    expect([invoiceA.netCents, invoiceA.vatRateBps, invoiceA.vatCents, invoiceA.grossCents]).toEqual([
      1_200_001, 2000, 240_000, 1_440_001,
    ]);
    // Above 10,000 euros gross: the recipient's UID is printed.
    expect(invoiceA.recipient).toEqual({
      companyId: companyA.companyId,
      name: "Malerei Größl & Söhne",
      street: "Hauptstraße 3",
      zipCity: "1100 Wien",
      vatId: "ATU12345675",
    });
    expect(invoiceA.issuer).toMatchObject({
      name: "Plattform Testbetrieb GmbH",
      vatId: "ATU00000000",
      bank: { iban: "AT611904300234573201" },
    });
    expect(Buffer.from(invoiceA.pdf).subarray(0, 5).toString()).toBe("%PDF-");

    const entries = await getDb().commissionEntry.findMany({
      where: { id: { in: [a1.id, a2.id, a3.id] } },
      orderBy: { id: "asc" },
    });
    expect(entries.map((row) => row.invoiceId)).toEqual([invoiceA.id, invoiceA.id, null]);

    const invoiceB = await getDb().invoice.findFirstOrThrow({
      where: { companyId: companyB.companyId },
      include: { lines: { orderBy: { position: "asc" } } },
    });
    expect(invoiceB.lines.map((line) => line.commissionEntryId)).toEqual([b0.id, b1.id]);
    // December's entry widens the period: stored as printed.
    expect([
      invoiceB.periodStart?.toISOString().slice(0, 10),
      invoiceB.billingMonth?.toISOString().slice(0, 10),
    ]).toEqual(["2030-12-01", "2031-01-01"]);
    expect(invoiceB.netCents).toBe(25_000 + 123_457);
    expect((invoiceB.recipient as { vatId: string | null }).vatId).toBeNull(); // below 10,000 euros

    // The e-mail: to the company's user, queued with the invoice, the PDF attached at delivery.
    const mail = await getDb().emailOutbox.findUniqueOrThrow({
      where: { idempotencyKey: invoiceEmailKey(invoiceA.number) },
    });
    expect(mail).toMatchObject({
      to: [companyA.email],
      invoiceId: invoiceA.id,
      subject: `Ihre Provisionsrechnung ${invoiceA.number}`,
    });
    expect(decryptField(OUTBOX_BODY_PURPOSE, mail.text)).toContain(formatCents(1_440_001));
    const sent: EmailMessage[] = [];
    const outcome = await deliverOutboxEmail(mail.id, {
      send: async (message) => {
        sent.push(message);
        return { delivery: "logged" };
      },
    });
    expect(outcome.status).toBe("sent");
    expect(sent[0]!.attachments).toHaveLength(1);
    expect(sent[0]!.attachments![0]!.filename).toBe(`Rechnung-${invoiceA.number}.pdf`);
    expect(Buffer.compare(sent[0]!.attachments![0]!.content, Buffer.from(invoiceA.pdf))).toBe(0);
  });

  it("issues nothing twice: a second run, and the next month only picks up what is new", async () => {
    const counter = async () =>
      (await getDb().invoiceCounter.findUniqueOrThrow({ where: { series: "RE-2031" } })).lastNumber;
    const before = await counter();
    const again = await issueMonthlyInvoices({ now: FEB_RUN, companyIds: [companyA.companyId, companyB.companyId] });
    expect(again.issued).toEqual([]);
    expect(await counter()).toBe(before);
    expect(
      await getDb().invoice.count({ where: { companyId: { in: [companyA.companyId, companyB.companyId] } } }),
    ).toBe(2);

    const march = await issueMonthlyInvoices({ now: MAR_RUN, companyIds: [companyA.companyId, companyB.companyId] });
    expect(march.issued.map((issued) => issued.companyId)).toEqual([companyA.companyId]);
    expect(sequenceOf(march.issued[0]!.number)).toBe(before + 1);
    const february = await getDb().invoice.findUniqueOrThrow({
      where: { id: march.issued[0]!.id },
      include: { lines: true },
    });
    expect(february.periodStart?.toISOString().slice(0, 10)).toBe("2031-02-01");
    expect(february.lines.map((line) => line.commissionEntryId)).toEqual([a3.id]);
  });

  it("two runs at once issue each company's invoice exactly once with gapless numbers", async () => {
    const companies = await Promise.all([0, 1, 2, 3].map((index) => plainCompany(`Parallel ${index} ${stamp()}`)));
    for (const company of companies) await entry(company.id, 500_000, "2031-01-20T10:00:00Z");
    const ids = companies.map((company) => company.id);
    const before = (await getDb().invoiceCounter.findUniqueOrThrow({ where: { series: "RE-2031" } })).lastNumber;

    const runs = await Promise.all([
      issueMonthlyInvoices({ now: FEB_RUN, companyIds: ids }),
      issueMonthlyInvoices({ now: FEB_RUN, companyIds: ids }),
    ]);
    expect(runs.flatMap((run) => run.failed)).toEqual([]);
    const issued = runs.flatMap((run) => run.issued);
    expect(issued).toHaveLength(4);
    expect(new Set(issued.map((invoice) => invoice.companyId)).size).toBe(4);
    expect(issued.map((invoice) => sequenceOf(invoice.number)).sort((x, y) => x - y)).toEqual([
      before + 1,
      before + 2,
      before + 3,
      before + 4,
    ]);
    expect(await getDb().invoice.count({ where: { companyId: { in: ids } } })).toBe(4);
  });

  it("refuses to issue while Einstellungen lack the bank details (never invented)", async () => {
    const company = await plainCompany(`Ohne Bank ${stamp()}`);
    await entry(company.id, 100_000, "2031-01-05T10:00:00Z");
    await getDb().appSetting.update({
      where: { key: "invoicing" },
      data: { value: { accountHolder: "", iban: "", bic: "", bankName: "" } },
    });
    try {
      const result = await issueMonthlyInvoices({ now: FEB_RUN, companyIds: [company.id] });
      expect(result.issued).toEqual([]);
      expect(result.missingIssuer).toEqual(["Kontoinhaber (Rechnungen)", "IBAN (Rechnungen)"]);
      expect(await getDb().invoice.count({ where: { companyId: company.id } })).toBe(0);
    } finally {
      await getDb().appSetting.update({ where: { key: "invoicing" }, data: { value: ISSUER_SETTINGS.invoicing } });
    }
    expect((await issueMonthlyInvoices({ now: FEB_RUN, companyIds: [company.id] })).issued).toHaveLength(1);
  });
});

describe("numbers from two connections", () => {
  it("are unique and gapless, also when issuing transactions roll back", async () => {
    const second = new PrismaClient({ adapter: new PrismaPg({ connectionString: process.env.DATABASE_URL!, max: 3 }) });
    const issuedAt = new Date("2091-06-01T10:00:00Z");
    try {
      const attempt = (client: PrismaClient, index: number) =>
        client
          .$transaction(async (tx) => {
            const number = await nextInvoiceNumber(tx, "invoice", issuedAt);
            await new Promise((resolve) => setTimeout(resolve, 2));
            if (index % 4 === 3) throw new Error("rollback");
            return number;
          })
          .catch((error: Error) => (error.message === "rollback" ? null : Promise.reject(error)));
      const results = await Promise.all(
        Array.from({ length: 24 }, (_, index) => attempt(index % 2 === 0 ? getDb() : second, index)),
      );
      const committed = results
        .filter((number): number is string => number !== null)
        .map(sequenceOf)
        .sort((x, y) => x - y);
      expect(committed).toHaveLength(18);
      expect(committed).toEqual(Array.from({ length: 18 }, (_, index) => index + 1));
      expect((await second.invoiceCounter.findUniqueOrThrow({ where: { series: "RE-2091" } })).lastNumber).toBe(18);
    } finally {
      await second.$disconnect();
    }
  });
});

describe("company list and download", () => {
  it("lists only the company's own invoices and downloads the stored PDF; another company's id is 404", async () => {
    const list = await companyList(request("GET", "/api/company/invoices", undefined, companyA.cookie));
    expect(list.status).toBe(200);
    const page = (await list.json()) as InvoicesPage;
    expect(page.total).toBe(2);
    expect(page.invoices.every((invoice) => invoice.companyId === companyA.companyId)).toBe(true);
    expect(page.invoices[0]!.periodStart).toBe("2031-02-01"); // newest first
    const january = page.invoices[1]!;
    expect(january).toMatchObject({ kind: "invoice", grossCents: 1_440_001, paidAt: null });
    expect(["open", "overdue"]).toContain(january.status);

    const response = await companyPdf(
      request("GET", `/api/company/invoices/${january.id}/pdf`, undefined, companyA.cookie),
      params({ id: String(january.id) }),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="Rechnung-${january.number}.pdf"`);
    const bytes = new Uint8Array(await response.arrayBuffer());
    const stored = await getDb().invoice.findUniqueOrThrow({ where: { id: january.id }, select: { pdf: true } });
    expect(Buffer.compare(Buffer.from(bytes), Buffer.from(stored.pdf))).toBe(0);

    const text = await pdfText(bytes);
    const entryA1 = await getDb().invoiceLine.findFirstOrThrow({ where: { invoiceId: january.id, position: 1 } });
    expect(text).toContain(january.number);
    expect(text).toContain(entryA1.description);
    expect(text.replace(/\u00a0/g, " ")).toContain(formatCents(1_440_001).replace(/\u00a0/g, " "));
    expect(text).toContain("Malerei Größl & Söhne");
    expect(text).toContain("UID: ATU12345675");
    expect(text).toContain("IBAN: AT61 1904 3002 3457 3201");
    expect(text).toMatch(/Zahlbar innerhalb von 14 Tagen/);
    expect(text).toContain("Umsatzsteuer 20 %");

    const foreign = await companyPdf(
      request("GET", `/api/company/invoices/${january.id}/pdf`, undefined, companyB.cookie),
      params({ id: String(january.id) }),
    );
    expect(foreign.status).toBe(404);
    expect(await foreign.json()).toEqual({ message: "Rechnung nicht gefunden." });
    const listB = (await (
      await companyList(request("GET", "/api/company/invoices", undefined, companyB.cookie))
    ).json()) as InvoicesPage;
    expect(listB.invoices.map((invoice) => invoice.companyId)).toEqual([companyB.companyId]);

    const anonymous = await companyPdf(
      request("GET", `/api/company/invoices/${january.id}/pdf`),
      params({ id: String(january.id) }),
    );
    expect(anonymous.status).toBe(401);
    expect((await companyList(request("GET", "/api/company/invoices", undefined, admin.cookie))).status).toBe(403);
  });
});

describe("admin: credit notes, paid, revenue", () => {
  it("credits selected entries, then the rest, with their own numbers; the invoice itself never changes", async () => {
    const invoice = await getDb().invoice.findFirstOrThrow({
      where: { companyId: companyA.companyId, periodStart: new Date("2031-01-01T00:00:00Z") },
    });
    const path = `/api/admin/invoices/${invoice.id}`;
    const lines = (await (
      await adminLines(request("GET", path, undefined, admin.cookie), params({ id: String(invoice.id) }))
    ).json()) as { lines: InvoiceLineItem[] };
    expect(lines.lines.map((line) => line.credited)).toEqual([false, false]);
    const secondEntry = lines.lines[1]!.commissionEntryId!;

    const noReason = await creditNote(
      request("POST", `${path}/credit-notes`, { reason: "" }, admin.cookie),
      params({ id: String(invoice.id) }),
    );
    expect(noReason.status).toBe(400);
    expect(((await noReason.json()) as { errors: Record<string, string> }).errors.reason).toMatch(/Grund/);

    const first = await creditNote(
      request(
        "POST",
        `${path}/credit-notes`,
        { reason: "Auftragswert laut Kunde geringer", entryIds: [secondEntry] },
        admin.cookie,
      ),
      params({ id: String(invoice.id) }),
    );
    expect(first.status).toBe(201);
    const { creditNote: note } = (await first.json()) as {
      creditNote: { id: number; number: string; grossCents: number };
    };
    expect(note.number).toMatch(/^GS-\d{4}-\d{5}$/);
    expect(note.grossCents).toBe(-(600_001 + 120_000)); // −600,001 net, VAT −120,000.2 → −120,000
    const stored = await getDb().invoice.findUniqueOrThrow({ where: { id: note.id }, include: { lines: true } });
    expect(stored).toMatchObject({
      kind: "credit_note",
      correctsInvoiceId: invoice.id,
      companyId: companyA.companyId,
      netCents: -600_001,
      reason: "Auftragswert laut Kunde geringer",
    });
    expect(stored.lines.map((line) => [line.commissionEntryId, line.netCents])).toEqual([[secondEntry, -600_001]]);
    // Without an assignment (these entries have none) a credited entry cannot be confirmed again: removed, the lines keep it.
    expect(await getDb().commissionEntry.findUnique({ where: { id: secondEntry } })).toBeNull();
    expect(
      await getDb().auditLog.count({ where: { action: "invoice.credit_note", entityId: String(invoice.id) } }),
    ).toBe(1);
    expect(
      await getDb().emailOutbox.count({ where: { idempotencyKey: invoiceEmailKey(note.number), invoiceId: note.id } }),
    ).toBe(1);

    const again = await creditNote(
      request(
        "POST",
        `${path}/credit-notes`,
        { reason: "Noch einmal derselbe", entryIds: [secondEntry] },
        admin.cookie,
      ),
      params({ id: String(invoice.id) }),
    );
    expect(again.status).toBe(400);
    const rest = await creditNote(
      request("POST", `${path}/credit-notes`, { reason: "Auftrag storniert" }, admin.cookie),
      params({ id: String(invoice.id) }),
    );
    expect(rest.status).toBe(201);
    const restNote = ((await rest.json()) as { creditNote: { number: string } }).creditNote;
    expect(sequenceOf(restNote.number)).toBe(sequenceOf(note.number) + 1);
    const nothing = await creditNote(
      request("POST", `${path}/credit-notes`, { reason: "Nichts mehr offen" }, admin.cookie),
      params({ id: String(invoice.id) }),
    );
    expect(nothing.status).toBe(409);
    expect(await nothing.json()).toEqual({ message: NOTHING_TO_CREDIT });

    const after = await getDb().invoice.findUniqueOrThrow({ where: { id: invoice.id } });
    expect(after).toEqual(invoice);

    // The company sees the credit notes in its list; the admin downloads them.
    const page = (await (
      await companyList(request("GET", "/api/company/invoices", undefined, companyA.cookie))
    ).json()) as InvoicesPage;
    expect(
      page.invoices.filter((item) => item.kind === "credit_note").map((item) => [item.correctsNumber, item.status]),
    ).toEqual([
      [invoice.number, "credit"],
      [invoice.number, "credit"],
    ]);
    const pdf = await adminPdf(request("GET", `${path}/pdf`, undefined, admin.cookie), params({ id: String(note.id) }));
    expect(pdf.status).toBe(200);
    const text = await pdfText(new Uint8Array(await pdf.arrayBuffer()));
    expect(text).toContain(`Gutschrift ${note.number}`);
    expect(text).toContain(invoice.number);
    expect(text).toContain("Grund: Auftragswert laut Kunde geringer");
  });

  it("marks an invoice paid once (audit), filters by status and shows revenue per month", async () => {
    const invoice = await getDb().invoice.findFirstOrThrow({ where: { companyId: companyB.companyId } });
    const path = `/api/admin/invoices/${invoice.id}/paid`;
    expect(
      (await markPaid(request("POST", path, undefined, companyB.cookie), params({ id: String(invoice.id) }))).status,
    ).toBe(403);
    const paid = await markPaid(request("POST", path, undefined, admin.cookie), params({ id: String(invoice.id) }));
    expect(paid.status).toBe(200);
    const body = (await paid.json()) as { invoice: { status: string; paidAt: string } };
    expect(body.invoice.status).toBe("paid");
    expect(
      (await markPaid(request("POST", path, undefined, admin.cookie), params({ id: String(invoice.id) }))).status,
    ).toBe(409);
    expect(await getDb().auditLog.count({ where: { action: "invoice.paid", entityId: String(invoice.id) } })).toBe(1);
    const unchanged = await getDb().invoice.findUniqueOrThrow({ where: { id: invoice.id } });
    expect({ ...unchanged, paidAt: null }).toEqual(invoice);

    const paidList = (await (
      await adminList(
        request(
          "GET",
          `/api/admin/invoices?status=paid&q=${encodeURIComponent(invoice.number)}`,
          undefined,
          admin.cookie,
        ),
      )
    ).json()) as InvoicesPage;
    expect(paidList.invoices.map((item) => item.id)).toEqual([invoice.id]);
    // Issued in 2031 and due 14 days later: overdue by now.
    const overdue = (await (
      await adminList(request("GET", "/api/admin/invoices?status=overdue&pageSize=100", undefined, admin.cookie))
    ).json()) as InvoicesPage;
    expect(overdue.invoices.every((item) => item.status === "overdue")).toBe(true);
    expect(overdue.invoices.some((item) => item.id === invoice.id)).toBe(false);
    expect(
      (await adminList(request("GET", "/api/admin/invoices?status=bezahlt", undefined, admin.cookie))).status,
    ).toBe(400);

    const months = (await (
      await revenue(request("GET", "/api/admin/invoices/revenue", undefined, admin.cookie))
    ).json()) as { months: RevenueMonth[]; issuerMissing: string[] };
    expect(months.issuerMissing).toEqual([]);
    const february = months.months.find((month) => month.month === "2031-02")!;
    const sums = await getDb().invoice.groupBy({
      by: ["kind"],
      where: { issuedAt: { gte: new Date("2031-01-31T23:00:00Z"), lt: new Date("2031-02-28T23:00:00Z") } },
      _sum: { netCents: true },
    });
    expect(february.invoicedNetCents).toBe(sums.find((row) => row.kind === "invoice")?._sum.netCents ?? 0);
    expect(february.netCents).toBe(february.invoicedNetCents + february.creditedNetCents);
  });
});

describe("admin: open commission entries", () => {
  it("lists a confirmed entry not yet invoiced, and only to admins", async () => {
    const company = await plainCompany(`Offene Provision ${stamp()}`);
    const open = await entry(company.id, 1_234_500, "2099-01-02T10:00:00Z", "maler");
    const response = await openCommissions(request("GET", "/api/admin/commission-entries", undefined, admin.cookie));
    expect(response.status).toBe(200);
    const { entries } = (await response.json()) as { entries: OpenCommissionEntry[] };
    const ids = entries.map((row) => row.id);
    expect(ids).toContain(open.id);
    expect(entries.find((row) => row.id === open.id)).toMatchObject({
      companyName: company.name,
      serviceLabel: "Maler",
      orderValueCents: 1_234_500,
      commissionCents: 123_450,
      source: "confirmed",
    });

    const forbidden = await openCommissions(
      request("GET", "/api/admin/commission-entries", undefined, companyA.cookie),
    );
    expect(forbidden.status).toBe(403);
  });
});
