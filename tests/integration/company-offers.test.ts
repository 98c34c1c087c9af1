/**
 * Companies' structured offers against the run's database: an itemised offer is stored with its totals, e-mailed to
 * the customer and listed in the room; a new version leaves the old one untouched; foreign and ended leads are 404;
 * bad input 400 with German field errors; PDF versions are checked by content (415) and listed with a signed URL.
 */
import { GET as getFile } from "@/app/api/files/[id]/[variant]/route";
import { GET as offerGet, POST as offerPost } from "@/app/api/company/leads/[id]/offer/route";
import { POST as pdfPost } from "@/app/api/company/leads/[id]/offer/pdf-version/route";
import { GET as roomOffersGet } from "@/app/api/mein-projekt/[token]/company-offers/route";
import { closeDb, getDb } from "@/lib/db";
import type { RoomOffers } from "@/lib/domain/company-offer-types";
import type { CompanyOfferSummary } from "@/lib/offers/company-offers";
import { listRoomOffers } from "@/lib/offers/company-offers";
import { OFFER_TEXTS } from "@/lib/offers/schemas";
import { newProjectAccessToken } from "@/lib/project-room/access-token";
import { addDays, viennaToday } from "@/lib/time/vienna";
import { createCompanyAccount } from "../support/auth";
import { apiRequest, clientAddresses } from "../support/http";

const RUN = `off${Date.now().toString(36)}`;
const nextAddress = clientAddresses(95);
const PDF = new TextEncoder().encode("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n");

type Account = Awaited<ReturnType<typeof createCompanyAccount>>;
let companyA: Account;
let companyB: Account;
let counter = 0;

async function createProject(options: { endedB?: boolean; serviceType?: string } = {}) {
  counter += 1;
  const access = newProjectAccessToken();
  const project = await getDb().project.create({
    data: {
      serviceType: options.serviceType ?? "maler",
      zipCode: "1070",
      name: `Anna Kundin${RUN}${counter}`,
      email: `kundin.${RUN}.${counter}@example.at`,
      phone: "+43 660 7654321",
      quizAnswers: {},
      privacyPolicyVersion: "test",
      roomLinks: { create: { tokenHash: access.hash } },
      assignments: {
        create: [
          { companyId: companyA.companyId },
          { companyId: companyB.companyId, endedAt: options.endedB ? new Date() : null },
        ],
      },
    },
    select: { id: true },
  });
  return { projectId: project.id, token: access.token };
}

const headers = () => ({ "x-forwarded-for": nextAddress() });
const leadParams = (id: number) => ({ params: Promise.resolve({ id: String(id) }) });
const validUntil = () => addDays(viennaToday(), 30);

const itemised = (overrides: Record<string, unknown> = {}) => ({
  lines: [
    { description: "Wände spachteln und streichen", quantity: "1,333", unit: "m²", unitPrice: "0,01", kind: "labour" },
    { description: "Decke streichen", quantity: "1,333", unit: "m²", unitPrice: "0,01", kind: "labour" },
    { description: "Dispersionsfarbe weiß", quantity: "1,333", unit: "kg", unitPrice: "0,01", kind: "material" },
    { description: "Arbeitszeit Malermeister", quantity: "12,5", unit: "h", unitPrice: "58,40", kind: "labour" },
  ],
  validUntil: validUntil(),
  paymentTerms: "50 % bei Auftragserteilung, Rest nach Fertigstellung",
  note: "Inklusive Abdeckarbeiten.",
  ...overrides,
});

const sendJson = (company: Account, projectId: number, body: unknown) =>
  offerPost(
    apiRequest("POST", `/api/company/leads/${projectId}/offer`, { cookie: company.cookie, body, headers: headers() }),
    leadParams(projectId),
  );
const sendForm = (company: Account, projectId: number, form: FormData) =>
  pdfPost(
    apiRequest("POST", `/api/company/leads/${projectId}/offer/pdf-version`, {
      cookie: company.cookie,
      form,
      headers: headers(),
    }),
    leadParams(projectId),
  );
const readOwn = (company: Account, projectId: number) =>
  offerGet(
    apiRequest("GET", `/api/company/leads/${projectId}/offer`, { cookie: company.cookie, headers: headers() }),
    leadParams(projectId),
  );
const roomOffers = async (token: string) => {
  const response = await roomOffersGet(
    apiRequest("GET", `/api/mein-projekt/${token}/company-offers`, { headers: headers() }),
    { params: Promise.resolve({ token }) },
  );
  return response;
};

function pdfForm(file: { bytes: Uint8Array; name: string } | null, fields: Record<string, string> = {}): FormData {
  const form = new FormData();
  form.set("kind", "pdf");
  form.set("labourNet", "1.200,00");
  form.set("materialNet", "800,50");
  form.set("validUntil", validUntil());
  form.set("paymentTerms", "Zahlbar binnen 14 Tagen");
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  if (file) form.append("file", new Blob([new Uint8Array(file.bytes)], { type: "application/pdf" }), file.name);
  return form;
}

beforeAll(async () => {
  companyA = await createCompanyAccount(`off-a-${RUN}@example.at`, "geheim123", `Malerei Aigner ${RUN}`);
  companyB = await createCompanyAccount(`off-b-${RUN}@example.at`, "geheim123", `Farben Berger ${RUN}`);
  await getDb().company.update({
    where: { id: companyA.companyId },
    data: { street: "Neubaugasse 1", zipCode: "1070", city: "Wien", vatId: "ATU12345678", gisaNumber: "12345678" },
  });
});

afterAll(async () => {
  await closeDb();
});

describe("itemised offers", () => {
  it("stores the offer, queues the customer's e-mail and lists it in the room with its totals", async () => {
    const project = await createProject();
    const sent = await sendJson(companyA, project.projectId, itemised());
    expect(sent.status).toBe(201);
    const { offer } = (await sent.json()) as { offer: CompanyOfferSummary };
    // 3 × round(1.333 × 1 ct) = 3 × 1 ct; 12.5 h × 58.40 € = 730.00 €; net 730.03 €, VAT 146.01 € (146.006 half up).
    expect(offer.latest).toMatchObject({
      version: 1,
      kind: "itemised",
      netCents: 73_003,
      labourNetCents: 73_002,
      materialNetCents: 1,
      vatCents: 14_601,
      grossCents: 87_604,
    });
    expect(offer.latest.lines.map((line) => [line.position, line.quantityMilli, line.netCents])).toEqual([
      [1, 1333, 1],
      [2, 1333, 1],
      [3, 1333, 1],
      [4, 12_500, 73_000],
    ]);
    expect(offer.status).toBe("open");

    const emails = await getDb().emailOutbox.findMany({
      where: { projectId: project.projectId, idempotencyKey: { startsWith: "offer-version-" } },
      select: { subject: true },
    });
    expect(emails).toHaveLength(1);
    expect(emails[0]!.subject).toContain("Neues Angebot");
    expect(await getDb().auditLog.count({ where: { action: "offer.send", entityId: String(project.projectId) } })).toBe(
      1,
    );

    const response = await roomOffers(project.token);
    expect(response.status).toBe(200);
    const room = (await response.json()) as RoomOffers;
    expect(room.priceReference).toBeNull();
    expect(room.offers).toHaveLength(1);
    expect(room.offers[0]).toMatchObject({
      companyId: companyA.companyId,
      status: "open",
      versionCount: 1,
      expired: false,
      fileUrl: null,
      acceptance: null,
      company: {
        name: `Malerei Aigner ${RUN}`,
        address: "Neubaugasse 1, 1070 Wien",
        vatId: "ATU12345678",
        gisaNumber: "12345678",
      },
      latest: { grossCents: 87_604, labourNetCents: 73_002, materialNetCents: 1, validUntil: validUntil() },
    });
  });

  it("adds version 2 and leaves version 1's rows unchanged", async () => {
    const project = await createProject();
    expect((await sendJson(companyA, project.projectId, itemised())).status).toBe(201);
    const before = await getDb().companyOfferVersion.findFirstOrThrow({
      where: { version: 1, offer: { assignment: { projectId: project.projectId } } },
      include: { lines: { orderBy: { position: "asc" } } },
    });
    const second = await sendJson(
      companyA,
      project.projectId,
      itemised({
        lines: [
          {
            description: "Pauschale Malerarbeiten",
            quantity: "1",
            unit: "pauschal",
            unitPrice: "2.500",
            kind: "labour",
          },
        ],
      }),
    );
    expect(second.status).toBe(201);
    const after = await getDb().companyOfferVersion.findFirstOrThrow({
      where: { id: before.id },
      include: { lines: { orderBy: { position: "asc" } } },
    });
    expect(after).toEqual(before);

    const room = (await (await roomOffers(project.token)).json()) as RoomOffers;
    expect(room.offers[0]).toMatchObject({
      versionCount: 2,
      latest: { version: 2, netCents: 250_000, grossCents: 300_000 },
    });
    const own = (await (await readOwn(companyA, project.projectId)).json()) as { offer: CompanyOfferSummary };
    expect(own.offer.versions.map((version) => version.version)).toEqual([2, 1]);
    expect(
      await getDb().emailOutbox.count({
        where: { projectId: project.projectId, idempotencyKey: { startsWith: "offer-version-" } },
      }),
    ).toBe(2);
  });

  it("answers 404 to another company and to an ended assignment, and the room lists neither", async () => {
    const project = await createProject({ endedB: true });
    const outsider = await createCompanyAccount(`off-c-${RUN}@example.at`, "geheim123", `Fremd ${RUN}`);
    expect((await sendJson(outsider, project.projectId, itemised())).status).toBe(404);
    expect((await readOwn(outsider, project.projectId)).status).toBe(404);
    expect((await sendJson(companyB, project.projectId, itemised())).status).toBe(404);
    const foreignPdf = await sendForm(outsider, project.projectId, pdfForm({ bytes: PDF, name: "a.pdf" }));
    expect(foreignPdf.status).toBe(404);
    expect(await getDb().projectFile.count({ where: { projectId: project.projectId } })).toBe(0);
    expect(await getDb().companyOffer.count({ where: { assignment: { projectId: project.projectId } } })).toBe(0);
    const room = (await (await roomOffers(project.token)).json()) as RoomOffers;
    expect(room.offers).toEqual([]);
  });

  it("refuses bad input with German field errors and stores nothing", async () => {
    const project = await createProject();
    const empty = await sendJson(companyA, project.projectId, itemised({ lines: [] }));
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({ errors: { lines: OFFER_TEXTS.linesMissing } });

    const past = await sendJson(companyA, project.projectId, itemised({ validUntil: addDays(viennaToday(), -1) }));
    expect(past.status).toBe(400);
    expect(await past.json()).toMatchObject({ errors: { validUntil: OFFER_TEXTS.validUntilPast } });

    const badQuantity = await sendJson(
      companyA,
      project.projectId,
      itemised({ lines: [{ description: "Streichen", quantity: "0", unit: "m²", unitPrice: "10", kind: "labour" }] }),
    );
    expect(badQuantity.status).toBe(400);
    expect(JSON.stringify(await badQuantity.json())).toContain(OFFER_TEXTS.quantity);
    expect(await getDb().companyOffer.count({ where: { assignment: { projectId: project.projectId } } })).toBe(0);
  });

  it("answers 404 alike for a bad room token", async () => {
    expect((await roomOffers("x".repeat(43))).status).toBe(404);
  });
});

describe("state and reference", () => {
  it("refuses a new version once the customer accepted another company's offer (409)", async () => {
    const project = await createProject();
    expect((await sendJson(companyA, project.projectId, itemised())).status).toBe(201);
    await getDb().companyOffer.updateMany({
      where: { assignment: { projectId: project.projectId } },
      data: { status: "declined" },
    });
    const response = await sendJson(companyA, project.projectId, itemised());
    expect(response.status).toBe(409);
    expect(
      await getDb().companyOfferVersion.count({ where: { offer: { assignment: { projectId: project.projectId } } } }),
    ).toBe(1);
  });

  it("marks an offer expired after its last valid Vienna day", async () => {
    const project = await createProject();
    expect((await sendJson(companyA, project.projectId, itemised())).status).toBe(201);
    const lastDay = new Date(`${validUntil()}T20:00:00Z`);
    const dayAfter = new Date(`${addDays(validUntil(), 1)}T08:00:00Z`);
    expect((await listRoomOffers(project.projectId, lastDay)).offers[0]!.expired).toBe(false);
    expect((await listRoomOffers(project.projectId, dayAfter)).offers[0]!.expired).toBe(true);
  });

  it("gives bathroom projects the approved estimate's three tiers, cheapest first, in gross cents", async () => {
    const project = await createProject({ serviceType: "badrenovierung" });
    const tier = (labour: number, material: number) => ({
      laborCosts: { fliesen: labour },
      materialCosts: { fliesen: material },
      viennaCosts: {},
    });
    await getDb().bathroomOffer.create({
      data: {
        projectId: project.projectId,
        uniqueLinkId: `off-${RUN}-${counter}`,
        status: "approved",
        budgetOffer: tier(6000, 2000),
        standardOffer: tier(9000, 3000.5),
        premiumOffer: tier(12000, 6000),
      },
    });
    const room = (await (await roomOffers(project.token)).json()) as RoomOffers;
    expect(room.priceReference).toEqual({
      label: "Richtwert unseres Preisrechners",
      tiers: [
        { name: "Basis", grossCents: 800_000 },
        { name: "Komfort", grossCents: 1_200_050 },
        { name: "Premium", grossCents: 1_800_000 },
      ],
    });
  });
});

describe("PDF versions", () => {
  it("refuses a file that is no PDF with 415 and stores nothing", async () => {
    const project = await createProject();
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
    const response = await sendForm(companyA, project.projectId, pdfForm({ bytes: png, name: "angebot.pdf" }));
    expect(response.status).toBe(415);
    expect(await getDb().projectFile.count({ where: { projectId: project.projectId } })).toBe(0);
    expect(await getDb().companyOffer.count({ where: { assignment: { projectId: project.projectId } } })).toBe(0);
  });

  it("requires the file", async () => {
    const project = await createProject();
    const response = await sendForm(companyA, project.projectId, pdfForm(null));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ errors: { file: OFFER_TEXTS.fileMissing } });
  });

  it("stores a PDF version with the entered totals and lists it with a working URL", async () => {
    const project = await createProject();
    const response = await sendForm(companyA, project.projectId, pdfForm({ bytes: PDF, name: "Angebot 17.pdf" }));
    expect(response.status).toBe(201);
    const room = (await (await roomOffers(project.token)).json()) as RoomOffers;
    const [listed] = room.offers;
    expect(listed).toMatchObject({
      latest: {
        kind: "pdf",
        lines: [],
        labourNetCents: 120_000,
        materialNetCents: 80_050,
        netCents: 200_050,
        vatCents: 40_010,
        grossCents: 240_060,
      },
    });
    expect(listed!.fileUrl).toMatch(/^\/api\/files\/\d+\/main\?exp=\d+&sig=/);
    const url = new URL(listed!.fileUrl!, "http://localhost:3000");
    const [, , , id, variant] = url.pathname.split("/");
    const file = await getFile(apiRequest("GET", `${url.pathname}${url.search}`, { headers: headers() }), {
      params: Promise.resolve({ id: id!, variant: variant! }),
    });
    expect(file.status).toBe(200);
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(PDF);
  });

  it("attaches an optional PDF to an itemised version sent as multipart", async () => {
    const project = await createProject();
    const form = new FormData();
    form.set("kind", "itemised");
    form.set("lines", JSON.stringify(itemised().lines));
    form.set("validUntil", validUntil());
    form.set("paymentTerms", "Zahlbar binnen 14 Tagen");
    form.append("file", new Blob([PDF], { type: "application/pdf" }), "Details.pdf");
    const response = await sendForm(companyA, project.projectId, form);
    expect(response.status).toBe(201);
    const { offer } = (await response.json()) as { offer: CompanyOfferSummary };
    expect(offer.latest).toMatchObject({ kind: "itemised", grossCents: 87_604 });
    expect(offer.fileUrl).not.toBeNull();
  });
});
