/**
 * Insurance confirmations over the API: upload checks (type by content, size, active PDF content, dates),
 * private files, the admin's decision and its effect on leads, the applicant's upload with the registration
 * link, and the daily reminders (30 and 7 days) and pause on expiry on a moved clock.
 */
import { GET as adminFile } from "@/app/api/admin/insurance/[id]/file/route";
import { POST as decide } from "@/app/api/admin/insurance/[id]/decision/route";
import { GET as adminList } from "@/app/api/admin/companies/[id]/insurance/route";
import { GET as ownFile } from "@/app/api/company/insurance/[id]/file/route";
import { GET as ownList, POST as upload } from "@/app/api/company/insurance/route";
import { POST as registrationUpload } from "@/app/api/companies/register/insurance/[token]/route";
import { decideCompanyRegistration } from "@/lib/data/company-registrations";
import { OUTBOX_BODY_PURPOSE } from "@/lib/email/outbox";
import { decryptField } from "@/lib/security/secrets";
import { closeDb, getDb } from "@/lib/db";
import { addDays, viennaToday } from "@/lib/time/vienna";
import { decideInsurance, runInsuranceReminders } from "@/lib/verification/insurance";
import type { InsuranceDocumentView } from "@/lib/verification/insurance-types";
import { registrationStatusToken } from "@/lib/verification/registration-status";
import { refreshCompanyStanding } from "@/lib/verification/standing";
import { createAdminAccount, createCompanyAccount } from "../../support/auth";
import { apiRequest, clientAddresses } from "../../support/http";

const nextAddress = clientAddresses(48);
const PDF = Buffer.from("%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n");
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const IN_A_YEAR = addDays(viennaToday(), 365);

let admin: Awaited<ReturnType<typeof createAdminAccount>>;
let unique = 0;

beforeAll(async () => {
  admin = await createAdminAccount(`insurance-admin-${Date.now()}@example.at`);
});

afterAll(() => closeDb());

const params = (id: number | string) => ({ params: Promise.resolve({ id: String(id) }) });

function form(fields: Record<string, string>, file?: { bytes: Buffer; name: string; type: string }) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  if (file) data.set("file", new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  return data;
}

const FIELDS = { insurer: "Wiener Städtische", sumInsuredEuros: "3.000.000", validUntil: IN_A_YEAR };

/** A company whose only insurance is what the test gives it (the fixture's is removed). */
async function uninsuredCompany() {
  const company = await createCompanyAccount(`insurance-${Date.now()}-${++unique}@example.at`);
  await getDb().insuranceDocument.deleteMany({ where: { companyId: company.companyId } });
  await refreshCompanyStanding(company.companyId);
  return company;
}

function post(cookie: string, data: FormData) {
  return upload(
    apiRequest("POST", "/api/company/insurance", { cookie, form: data, headers: { "x-forwarded-for": nextAddress() } }),
  );
}

async function standingOf(companyId: number) {
  return getDb().company.findUniqueOrThrow({
    where: { id: companyId },
    select: { insuranceValidUntil: true, leadsPausedAt: true, leadsPausedReasons: true },
  });
}

describe("uploading a confirmation", () => {
  it("stores a PDF as submitted, lists it for the company and the admin, and serves the file only to them", async () => {
    const company = await uninsuredCompany();
    const response = await post(company.cookie, form(FIELDS, { bytes: PDF, name: "Polizze 2027.pdf", type: "" }));
    expect(response.status).toBe(201);
    const { document } = (await response.json()) as { document: InsuranceDocumentView };
    expect(document).toMatchObject({
      insurer: "Wiener Städtische",
      sumInsuredCents: 300_000_000,
      validUntil: IN_A_YEAR,
      fileName: "Polizze 2027.pdf",
      contentType: "application/pdf",
      status: "submitted",
    });
    // Submitted is not accepted: the company still gets no leads for want of insurance.
    expect((await standingOf(company.companyId)).insuranceValidUntil).toBeNull();

    const listed = await ownList(apiRequest("GET", "/api/company/insurance", { cookie: company.cookie }));
    expect(((await listed.json()) as { documents: InsuranceDocumentView[] }).documents.map((d) => d.id)).toEqual([
      document.id,
    ]);
    const forAdmin = await adminList(
      apiRequest("GET", `/api/admin/companies/${company.companyId}/insurance`, { cookie: admin.cookie }),
      params(company.companyId),
    );
    expect(((await forAdmin.json()) as { documents: InsuranceDocumentView[] }).documents).toHaveLength(1);

    const file = await ownFile(
      apiRequest("GET", `/api/company/insurance/${document.id}/file`, { cookie: company.cookie }),
      params(document.id),
    );
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("application/pdf");
    expect(file.headers.get("cache-control")).toBe("private, no-store");
    expect(Buffer.from(await file.arrayBuffer()).equals(PDF)).toBe(true);
    const asAdmin = await adminFile(
      apiRequest("GET", `/api/admin/insurance/${document.id}/file`, { cookie: admin.cookie }),
      params(document.id),
    );
    expect(asAdmin.status).toBe(200);

    const other = await createCompanyAccount(`insurance-other-${Date.now()}@example.at`);
    const foreign = await ownFile(
      apiRequest("GET", `/api/company/insurance/${document.id}/file`, { cookie: other.cookie }),
      params(document.id),
    );
    expect(foreign.status).toBe(404);
    const anonymous = await ownFile(
      apiRequest("GET", `/api/company/insurance/${document.id}/file`),
      params(document.id),
    );
    expect(anonymous.status).toBe(401);
  });

  it.each([
    [
      "a text file named .pdf",
      form(FIELDS, { bytes: Buffer.from("hello"), name: "x.pdf", type: "application/pdf" }),
      415,
    ],
    [
      "a PDF with JavaScript",
      form(FIELDS, {
        bytes: Buffer.from("%PDF-1.4\n<< /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >>"),
        name: "a.pdf",
        type: "",
      }),
      400,
    ],
    ["no file", form(FIELDS), 400],
    ["an empty file", form(FIELDS, { bytes: Buffer.alloc(0), name: "leer.pdf", type: "application/pdf" }), 400],
    [
      "an expired confirmation",
      form({ ...FIELDS, validUntil: addDays(viennaToday(), -1) }, { bytes: PNG, name: "a.png", type: "" }),
      400,
    ],
    [
      "a sum that is no number",
      form({ ...FIELDS, sumInsuredEuros: "viel" }, { bytes: PNG, name: "a.png", type: "" }),
      400,
    ],
  ])("refuses %s with a German message and stores nothing", async (_label, data, status) => {
    const company = await uninsuredCompany();
    const response = await post(company.cookie, data);
    expect(response.status).toBe(status);
    const body = (await response.json()) as { message: string; errors?: Record<string, string> };
    expect(body.message).toMatch(/[äöüß]|Bitte|Datei|Datum|Versicherung/);
    expect(await getDb().insuranceDocument.count({ where: { companyId: company.companyId } })).toBe(0);
  });

  it("refuses a body over the 10 MB cap with 413 and a JSON upload with 415", async () => {
    const company = await uninsuredCompany();
    const big = Buffer.alloc(10 * 1024 * 1024 + 300 * 1024, 0x20);
    PDF.copy(big);
    const tooLarge = await post(company.cookie, form(FIELDS, { bytes: big, name: "gross.pdf", type: "" }));
    expect(tooLarge.status).toBe(413);
    expect(((await tooLarge.json()) as { message: string }).message).toBe("Die Anfrage ist zu groß (höchstens 10 MB).");
    const json = await upload(apiRequest("POST", "/api/company/insurance", { cookie: company.cookie, body: FIELDS }));
    expect(json.status).toBe(415);
    expect(await getDb().insuranceDocument.count({ where: { companyId: company.companyId } })).toBe(0);
  });
});

describe("the admin's decision", () => {
  it("accepting resumes leads; rejecting needs a reason and e-mails it; a decision is final", async () => {
    const company = await uninsuredCompany();
    const first = (await (
      await post(company.cookie, form(FIELDS, { bytes: PNG, name: "foto.png", type: "" }))
    ).json()) as {
      document: InsuranceDocumentView;
    };
    const second = (await (
      await post(company.cookie, form(FIELDS, { bytes: PDF, name: "b.pdf", type: "" }))
    ).json()) as {
      document: InsuranceDocumentView;
    };
    const decideAs = (id: number, body: unknown) =>
      decide(apiRequest("POST", `/api/admin/insurance/${id}/decision`, { cookie: admin.cookie, body }), params(id));

    const noReason = await decideAs(first.document.id, { decision: "rejected" });
    expect(noReason.status).toBe(400);
    expect(((await noReason.json()) as { errors: Record<string, string> }).errors.note).toBe(
      "Bitte geben Sie einen Grund für die Ablehnung an.",
    );
    const rejected = await decideAs(first.document.id, { decision: "rejected", note: "Foto unleserlich" });
    expect(rejected.status).toBe(200);
    const mail = await getDb().emailOutbox.findFirst({
      where: { companyId: company.companyId, subject: "Ihre Versicherungsbestätigung wurde nicht angenommen" },
    });
    expect(decryptField(OUTBOX_BODY_PURPOSE, mail!.text)).toContain("Grund: Foto unleserlich");
    expect((await standingOf(company.companyId)).insuranceValidUntil).toBeNull();

    const accepted = await decideAs(second.document.id, { decision: "accepted" });
    expect(accepted.status).toBe(200);
    expect((await standingOf(company.companyId)).insuranceValidUntil?.toISOString().slice(0, 10)).toBe(IN_A_YEAR);
    expect((await decideAs(second.document.id, { decision: "rejected", note: "doch nicht" })).status).toBe(409);

    const companyCaller = await decide(
      apiRequest("POST", `/api/admin/insurance/${second.document.id}/decision`, {
        cookie: company.cookie,
        body: { decision: "accepted" },
      }),
      params(second.document.id),
    );
    expect(companyCaller.status).toBe(403);
  });
});

describe("the applicant's upload", () => {
  it("attaches a confirmation to the registration by its link, and approval accepts it", async () => {
    const tag = `${Date.now()}-${++unique}`;
    const registration = await getDb().companyRegistration.create({
      data: {
        companyName: `Versicherungsbetrieb ${tag} GmbH`,
        contactPerson: "Eva Prüfer",
        email: `insurance-reg-${tag}@example.at`,
        phone: "+43 1 234 56 78",
        address: "Favoritenstraße 1",
        city: "Wien",
        zipCode: "1100",
        services: ["malerarbeiten"],
        experience: "6-10",
        employees: "2-5",
        description: "Malerbetrieb",
        acceptTerms: true,
        gisaNumber: "10000002",
      },
    });
    const token = registrationStatusToken(registration.id);
    const send = (t: string) =>
      registrationUpload(
        apiRequest("POST", `/api/companies/register/insurance/${t}`, {
          form: form(FIELDS, { bytes: PDF, name: "polizze.pdf", type: "" }),
          headers: { "x-forwarded-for": nextAddress() },
        }),
        { params: Promise.resolve({ token: t }) },
      );
    expect((await send(`${registration.id}.forged-signature-000000000000000`)).status).toBe(404);
    const response = await send(token);
    expect(response.status).toBe(201);

    const decision = await decideCompanyRegistration(
      registration.id,
      { status: "approved", overrideReason: "GISA-Prüfung im Test nicht gelaufen" },
      { id: admin.userId, role: "admin" },
    );
    const documents = await getDb().insuranceDocument.findMany({ where: { companyId: decision.companyId! } });
    expect(documents.map((d) => d.status)).toEqual(["accepted"]);
    // Decided registrations take no more uploads.
    expect((await send(token)).status).toBe(404);
  });
});

describe("reminders and expiry on a moved clock", () => {
  it("reminds 30 and 7 days before expiry once each, pauses after expiry, and resumes with a new confirmation", async () => {
    const company = await uninsuredCompany();
    const today = viennaToday();
    const expiry = addDays(today, 40);
    await getDb().insuranceDocument.create({
      data: {
        companyId: company.companyId,
        insurer: "Uniqa",
        sumInsuredCents: 100_000_000n,
        validUntil: new Date(`${expiry}T00:00:00Z`),
        fileName: "u.pdf",
        contentType: "application/pdf",
        sizeBytes: PDF.length,
        content: PDF,
        status: "accepted",
      },
    });
    await refreshCompanyStanding(company.companyId);
    const at = (isoDay: string) => new Date(`${isoDay}T08:00:00Z`);
    const reminders = () =>
      getDb().emailOutbox.findMany({
        where: { companyId: company.companyId, subject: { startsWith: "Ihre Haftpflichtversicherung läuft in" } },
        orderBy: { id: "asc" },
        select: { subject: true },
      });

    await runInsuranceReminders(at(addDays(today, 5)));
    expect(await reminders()).toEqual([]);
    await runInsuranceReminders(at(addDays(today, 10)));
    await runInsuranceReminders(at(addDays(today, 11)));
    expect((await reminders()).map((m) => m.subject)).toEqual(["Ihre Haftpflichtversicherung läuft in 30 Tagen ab"]);
    await runInsuranceReminders(at(addDays(today, 33)));
    await runInsuranceReminders(at(addDays(today, 34)));
    expect((await reminders()).map((m) => m.subject)).toEqual([
      "Ihre Haftpflichtversicherung läuft in 30 Tagen ab",
      "Ihre Haftpflichtversicherung läuft in 7 Tagen ab",
    ]);
    expect((await standingOf(company.companyId)).leadsPausedAt).toBeNull();

    // The last day of cover still counts; the day after, no new leads.
    await runInsuranceReminders(at(expiry));
    expect((await standingOf(company.companyId)).leadsPausedReasons).toEqual([]);
    await runInsuranceReminders(at(addDays(expiry, 1)));
    expect((await standingOf(company.companyId)).leadsPausedReasons).toEqual(["insurance"]);
    const paused = await getDb().emailOutbox.findFirst({
      where: { companyId: company.companyId, subject: "Ihre Anfragen sind pausiert" },
    });
    expect(decryptField(OUTBOX_BODY_PURPOSE, paused!.text)).toContain("Ihre Haftpflichtversicherung ist am");

    const renewal = await getDb().insuranceDocument.create({
      data: {
        companyId: company.companyId,
        insurer: "Uniqa",
        sumInsuredCents: 100_000_000n,
        validUntil: new Date(`${addDays(expiry, 365)}T00:00:00Z`),
        fileName: "u2.pdf",
        contentType: "application/pdf",
        sizeBytes: PDF.length,
        content: PDF,
      },
    });
    await decideInsurance(
      renewal.id,
      { decision: "accepted" },
      { id: admin.userId, role: "admin" },
      at(addDays(expiry, 2)),
    );
    expect(await standingOf(company.companyId)).toMatchObject({ leadsPausedAt: null, leadsPausedReasons: [] });
  });
});
