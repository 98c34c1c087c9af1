/**
 * Every admin and company action that changes data writes an audit row (docs/architecture.md "Logs
 * and operations"). The routes are discovered from app/api: every non-GET route of the admin or
 * company audience needs a scenario here (a new route without one fails), and each scenario calls
 * the route as a user would: 2xx, some table changed, and at least one new audit row by that user.
 */
import { randomBytes } from "node:crypto";
import { runInvoicingNow } from "@/lib/invoices/issuing";
import { defaultSiteSettings, readSiteSettings } from "@/lib/data/settings";
import { closeDb, getDb } from "@/lib/db";
import { leadScoreQuestionTemplates } from "@/lib/domain/admin-content";
import { REGISTRATION_SERVICES } from "@/lib/domain/partner-choices";
import type { Prisma } from "@/lib/generated/prisma/client";
import { discoverEndpoints, type Endpoint } from "../support/api-routes";
import { subsidyRuleBody } from "../support/subsidy-rules";
import { insuranceForm, messageForm, offerPdfForm } from "../support/upload-forms";
import { createAdminAccount, createCompanyAccount } from "../support/auth";

/** Routes that change only the caller's own view state, not data anyone audits (with the reason). */
const NOT_AUDITED: Record<string, string> = {
  "POST /api/admin/mark-category-viewed": "the admin's own 'seen' marker of a badge",
};

type Account = { userId: number; cookie: string };
/** What a scenario sets up: the caller, the route params and the body. */
interface Call {
  as: Account;
  params?: Record<string, string | number>;
  body?: unknown;
  /** A multipart body (uploads) instead of JSON. */
  form?: FormData;
}

const tag = () => randomBytes(4).toString("hex");
let admin: Account;
let companyCounter = 0;
const newCompany = async () => {
  companyCounter += 1;
  return createCompanyAccount(`audit-firma-${companyCounter}-${tag()}@example.at`);
};

async function project(options: { companyId?: number; status?: string; closed?: boolean } = {}) {
  return getDb().project.create({
    data: {
      serviceType: "badrenovierung",
      zipCode: "1070",
      name: "Kundin Audit",
      email: `kundin-${tag()}@example.at`,
      phone: "+43 660 1234567",
      quizAnswers: {},
      gdprAcceptedAt: new Date(),
      privacyPolicyVersion: "2025-07",
      ...(options.closed ? { status: "Verloren", closedAt: new Date() } : {}),
      ...(options.companyId
        ? { assignments: { create: { companyId: options.companyId, status: options.status ?? "Offen" } } }
        : {}),
    },
  });
}

const quizBody = (serviceType: string) => ({
  serviceType,
  title: "Audit-Quiz",
  description: "Ein paar Fragen.",
  isActive: true,
  questions: [
    { id: "art", text: "Welche Art?", type: "radio", options: ["A", "B"], required: true, placeholder: "" },
    ...leadScoreQuestionTemplates(),
  ],
});

const postBody = (slug: string) => ({
  title: `Audit-Artikel ${slug}`,
  slug,
  excerpt: "Was eine Badsanierung in Wien kostet und wie Sie Angebote vergleichen.",
  content: `<p>${"Eine Badsanierung in Wien kostet je nach Größe und Ausstattung unterschiedlich viel. ".repeat(3)}</p>`,
  imageUrl: "/images/blog/badrenovierung-wien-kosten-pro-m2.webp",
  category: "badezimmer",
  readingTime: 3,
  tags: ["Bad"],
  published: false,
  featured: false,
  metaTitle: "",
  metaDescription: "",
});

async function subsidyRule() {
  const body = subsidyRuleBody(`audit-${tag()}`);
  return getDb().subsidyRule.create({
    data: {
      ...body,
      validFrom: new Date("2026-01-01T00:00:00Z"),
      lastCheckedOn: new Date("2026-12-05T00:00:00Z"),
    },
  });
}

async function quiz() {
  const { questions, ...fields } = quizBody(`audit-${tag()}`);
  return getDb().quiz.create({ data: { ...fields, questions: questions as Prisma.InputJsonValue } });
}

async function blogPost() {
  const slug = `audit-${tag()}`;
  const { published: _published, ...data } = postBody(slug);
  return getDb().blogPost.create({ data: { ...data, published: false } });
}

async function bathroomOffer(status?: string) {
  const { id: projectId } = await project();
  return getDb().bathroomOffer.create({
    data: {
      projectId,
      uniqueLinkId: randomBytes(12).toString("hex"),
      budgetOffer: { total: 9000 },
      standardOffer: { total: 14000 },
      premiumOffer: { total: 21000 },
      ...(status ? { status } : {}),
    },
  });
}

async function review(companyId: number, reported = false) {
  const row = await getDb().review.create({
    data: {
      companyId,
      rating: 4,
      title: "Gute Arbeit",
      body: "Pünktlich und sauber gearbeitet.",
      authorName: "Eva K.",
      serviceType: "maler",
      jobMonth: "2026-10",
    },
  });
  if (reported)
    await getDb().reviewReport.create({ data: { reviewId: row.id, reason: "Diese Bewertung ist falsch." } });
  return row;
}

/** A commission entry of company `companyId` confirmed in the previous Vienna month (invoiced by the next run). */
async function entryOfLastMonth(companyId: number) {
  const now = new Date();
  await getDb().company.update({
    where: { id: companyId },
    data: { street: "Werkstraße 5", zipCode: "1100", city: "Wien", vatId: "ATU12345675" },
  });
  return getDb().commissionEntry.create({
    data: {
      companyId,
      projectId: 800_000 + Math.floor(Math.random() * 99_999),
      serviceType: "badrenovierung",
      orderValueCents: 1_200_000,
      rateBps: 1000,
      commissionCents: 120_000,
      confirmedAt: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 15, 10)),
    },
  });
}

/** An invoice issued for a fresh company (issuer data is stored in beforeAll). */
async function issuedInvoice() {
  const company = await newCompany();
  await entryOfLastMonth(company.companyId);
  await runInvoicingNow({ id: admin.userId, role: "admin" });
  return getDb().invoice.findFirstOrThrow({ where: { companyId: company.companyId, kind: "invoice" } });
}

/** The scenario of each data-changing route, keyed "METHOD /api/path". */
const SCENARIOS: Record<string, () => Promise<Call>> = {
  // --- admin: companies and users
  "POST /api/admin/companies": async () => ({
    as: admin,
    body: {
      name: `Audit Bau ${tag()}`,
      city: "Wien",
      zipCode: "1100",
      contactPhone: "01 2345678",
      contactEmail: "buero@example.at",
      contactInfo: "Werkstraße 5",
      email: `neu-${tag()}@example.at`,
      services: [REGISTRATION_SERVICES[0]],
    },
  }),
  "PATCH /api/admin/companies/[id]": async () => ({
    as: admin,
    params: { id: (await newCompany()).companyId },
    body: { city: "Graz" },
  }),
  "POST /api/admin/insurance/[id]/decision": async () => {
    const company = await newCompany();
    const document = await getDb().insuranceDocument.create({
      data: {
        companyId: company.companyId,
        insurer: "Uniqa",
        sumInsuredCents: 100_000_000n,
        validUntil: new Date(Date.now() + 365 * 86_400_000),
        fileName: "polizze.pdf",
        contentType: "application/pdf",
        sizeBytes: 8,
        content: Buffer.from("%PDF-1.4"),
      },
    });
    return { as: admin, params: { id: document.id }, body: { decision: "accepted" } };
  },
  "POST /api/admin/companies/[id]/checks": async () => ({
    as: admin,
    params: { id: (await newCompany()).companyId },
    body: { gisaNumber: "10000001" },
  }),
  "POST /api/admin/companies/[id]/deactivate": async () => ({
    as: admin,
    params: { id: (await newCompany()).companyId },
    body: { reason: "Beschwerden" },
  }),
  "POST /api/admin/companies/[id]/reactivate": async () => {
    const company = await newCompany();
    await getDb().company.update({ where: { id: company.companyId }, data: { deactivatedAt: new Date() } });
    return { as: admin, params: { id: company.companyId } };
  },
  "POST /api/admin/companies/[id]/setup-link": async () => ({
    as: admin,
    params: { id: (await newCompany()).companyId },
  }),
  "PUT /api/admin/companies/[id]/billing": async () => ({
    as: admin,
    params: { id: (await newCompany()).companyId },
    body: { name: "Audit Bau GmbH", street: "Rechnungsgasse 1", zipCode: "1100", city: "Wien", vatId: "ATU12345678" },
  }),
  "POST /api/admin/admins": async () => ({ as: admin, body: { email: `admin-neu-${tag()}@example.at` } }),
  "POST /api/admin/admins/[id]/deactivate": async () => ({
    as: admin,
    params: { id: (await createAdminAccount(`admin-weg-${tag()}@example.at`)).userId },
  }),
  "POST /api/admin/admins/[id]/reactivate": async () => {
    const other = await createAdminAccount(`admin-zurueck-${tag()}@example.at`);
    await getDb().user.update({ where: { id: other.userId }, data: { disabledAt: new Date() } });
    return { as: admin, params: { id: other.userId } };
  },
  "POST /api/admin/account/password": async () => {
    const own = await createAdminAccount(`admin-pw-${tag()}@example.at`, "altes-passwort-123");
    return {
      as: own,
      body: {
        currentPassword: "altes-passwort-123",
        newPassword: "neues-passwort-456",
        confirmPassword: "neues-passwort-456",
      },
    };
  },
  // --- admin: projects
  "POST /api/admin/assign-lead": async () => ({
    as: admin,
    body: { projectId: (await project()).id, companyId: (await newCompany()).companyId },
  }),
  "POST /api/admin/projects/[id]/unassign": async () => {
    const company = await newCompany();
    return {
      as: admin,
      params: { id: (await project({ companyId: company.companyId })).id },
      body: { companyId: company.companyId, reason: "Nicht erreichbar" },
    };
  },
  "POST /api/admin/assignments/[id]/thread/close": async () => {
    const company = await newCompany();
    const { id: projectId } = await project({ companyId: company.companyId });
    const assignment = await getDb().projectAssignment.findFirstOrThrow({ where: { projectId }, select: { id: true } });
    return { as: admin, params: { id: assignment.id } };
  },
  "POST /api/admin/projects/[id]/reopen": async () => ({
    as: admin,
    params: { id: (await project({ closed: true })).id },
    body: {},
  }),
  "PATCH /api/admin/projects/[id]/status": async () => {
    const company = await newCompany();
    return {
      as: admin,
      params: { id: (await project({ companyId: company.companyId })).id },
      body: { status: "Verloren", companyId: company.companyId, note: "Telefonat" },
    };
  },
  "POST /api/admin/projects/[id]/resolve-hire": async () => {
    const company = await newCompany();
    return {
      as: admin,
      params: { id: (await project({ companyId: company.companyId })).id },
      body: { companyId: null, note: "Telefonat mit der Kundin" },
    };
  },
  "POST /api/admin/projects/[id]/spam": async () => ({ as: admin, params: { id: (await project()).id } }),
  "POST /api/admin/projects/[id]/withdraw-consent": async () => ({ as: admin, params: { id: (await project()).id } }),
  "DELETE /api/admin/projects/[id]": async () => ({ as: admin, params: { id: (await project()).id } }),
  // --- admin: approvals, offers, inbox
  "PATCH /api/admin/company-registrations/[id]/status": async () => {
    const registration = await getDb().companyRegistration.create({
      data: {
        companyName: `Audit Anmeldung ${tag()}`,
        contactPerson: "Karl Muster",
        email: `anmeldung-${tag()}@example.at`,
        phone: "+43 1 987 65 43",
        address: "Hauptstraße 1",
        city: "Wien",
        zipCode: "1100",
        services: ["Malerarbeiten"],
        experience: "6-10",
        employees: "2-5",
        description: "",
        acceptTerms: true,
      },
    });
    return { as: admin, params: { id: registration.id }, body: { status: "rejected", notes: "Angaben unvollständig" } };
  },
  "PUT /api/partner-onboarding/[id]/status": async () => {
    const onboarding = await getDb().partnerOnboarding.create({ data: { companyName: `Audit Partner ${tag()}` } });
    return { as: admin, params: { id: onboarding.id }, body: { status: "rejected", notes: "Angaben unvollständig" } };
  },
  "PATCH /api/admin/advertising-requests/[id]/status": async () => {
    const request = await getDb().advertisingRequest.create({
      data: { companyId: (await newCompany()).companyId, category: "badrenovierung" },
    });
    return { as: admin, params: { id: request.id }, body: { status: "approved" } };
  },
  "PATCH /api/admin/bathroom-offers/[id]/approve": async () => ({
    as: admin,
    params: { id: (await bathroomOffer()).id },
  }),
  "POST /api/admin/bathroom-offers/[id]/reject": async () => ({
    as: admin,
    params: { id: (await bathroomOffer()).id },
    body: { reason: "Preise unplausibel" },
  }),
  "POST /api/admin/bathroom-offers/[id]/regenerate": async () => ({
    as: admin,
    params: { id: (await bathroomOffer("failed")).id },
  }),
  "PATCH /api/admin/contact-messages/[id]": async () => {
    const message = await getDb().contactMessage.create({
      data: { name: "Eva", email: "eva@example.at", subject: "Frage zum Ablauf", message: "Wie geht es weiter?" },
    });
    return { as: admin, params: { id: message.id }, body: { done: true } };
  },
  "POST /api/admin/emails/[id]/resend": async () => {
    const row = await getDb().emailOutbox.create({
      data: {
        to: ["firma@example.at"],
        subject: "Neue Anfrage",
        text: "enc:text",
        idempotencyKey: `audit-${tag()}`,
        status: "failed",
        attempts: 9,
        lastError: "Resend: 500",
      },
    });
    return { as: admin, params: { id: row.id } };
  },
  "POST /api/admin/reviews/[id]/decision": async () => ({
    as: admin,
    params: { id: (await review((await newCompany()).companyId, true)).id },
    body: { decision: "kept", reason: "Die Bewertung ist zulässig." },
  }),
  // --- admin: content and settings
  "POST /api/admin/quizzes": async () => ({ as: admin, body: quizBody(`audit-${tag()}`) }),
  "PUT /api/admin/quizzes/[id]": async () => {
    const row = await quiz();
    return { as: admin, params: { id: row.id }, body: { ...quizBody(row.serviceType), title: "Geänderter Titel" } };
  },
  "DELETE /api/admin/quizzes/[id]": async () => ({ as: admin, params: { id: (await quiz()).id } }),
  "POST /api/admin/subsidy-rules": async () => ({ as: admin, body: subsidyRuleBody(`audit-${tag()}`) }),
  "PATCH /api/admin/subsidy-rules/[id]": async () => ({
    as: admin,
    params: { id: (await subsidyRule()).id },
    body: { active: false },
  }),
  "DELETE /api/admin/subsidy-rules/[id]": async () => ({ as: admin, params: { id: (await subsidyRule()).id } }),
  "POST /api/admin/blog-posts": async () => ({ as: admin, body: postBody(`audit-${tag()}`) }),
  "PUT /api/admin/blog-posts/[id]": async () => {
    const post = await blogPost();
    return { as: admin, params: { id: post.id }, body: { ...postBody(post.slug), title: "Neuer Titel des Artikels" } };
  },
  "PATCH /api/admin/blog-posts/[id]": async () => ({
    as: admin,
    params: { id: (await blogPost()).id },
    body: { published: true },
  }),
  "DELETE /api/admin/blog-posts/[id]": async () => ({ as: admin, params: { id: (await blogPost()).id } }),
  "PUT /api/admin/settings": async () => {
    const settings = await readSiteSettings();
    return {
      as: admin,
      body: {
        ...settings,
        contact: { ...settings.contact, phone: `+43 1 ${100 + Math.floor(Math.random() * 800)} 12 34` },
      },
    };
  },
  // --- admin: invoices
  "POST /api/admin/invoices/run": async () => {
    await entryOfLastMonth((await newCompany()).companyId);
    return { as: admin };
  },
  "POST /api/admin/invoices/[id]/paid": async () => ({ as: admin, params: { id: (await issuedInvoice()).id } }),
  "POST /api/admin/invoices/[id]/credit-notes": async () => ({
    as: admin,
    params: { id: (await issuedInvoice()).id },
    body: { reason: "Auftrag storniert" },
  }),
  // --- company
  "PATCH /api/projects/[id]/status": async () => {
    const company = await newCompany();
    return {
      as: company,
      params: { id: (await project({ companyId: company.companyId })).id },
      body: { status: "Verloren" },
    };
  },
  "POST /api/company/leads/[id]/contacted": async () => {
    const company = await newCompany();
    return { as: company, params: { id: (await project({ companyId: company.companyId })).id } };
  },
  // Multipart with an attachment: the audited send stores the message and its file together.
  "POST /api/company/leads/[id]/messages": async () => {
    const company = await newCompany();
    const form = messageForm();
    return { as: company, params: { id: (await project({ companyId: company.companyId })).id }, form };
  },
  "POST /api/company/leads/[id]/offer": async () => {
    const company = await newCompany();
    return {
      as: company,
      params: { id: (await project({ companyId: company.companyId })).id },
      body: {
        lines: [{ description: "Streichen", quantity: "10", unit: "m²", unitPrice: "12,50", kind: "labour" }],
        validUntil: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
        paymentTerms: "Zahlbar binnen 14 Tagen",
      },
    };
  },
  "POST /api/company/leads/[id]/visit": async () => {
    const company = await newCompany();
    const date = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const { id } = await project({ companyId: company.companyId });
    return { as: company, params: { id }, body: { slots: [{ date, time: "10:00", durationMinutes: 60 }] } };
  },
  "POST /api/company/leads/[id]/visit/cancel": async () => {
    const company = await newCompany();
    const { id } = await project({ companyId: company.companyId });
    const { id: assignmentId } = await getDb().projectAssignment.findFirstOrThrow({ where: { projectId: id } });
    const slot = { startsAt: new Date(Date.now() + 86_400_000), durationMinutes: 60 };
    await getDb().siteVisit.create({ data: { assignmentId, slots: { create: [slot] } } });
    return { as: company, params: { id }, body: { reason: "Termin passt nicht" } };
  },
  // Multipart with the PDF: the audited version and its file are stored together.
  "POST /api/company/leads/[id]/offer/pdf-version": async () => {
    const company = await newCompany();
    return { as: company, params: { id: (await project({ companyId: company.companyId })).id }, form: offerPdfForm() };
  },
  "POST /api/company/leads/[id]/messages/report": async () => {
    const company = await newCompany();
    const { id } = await project({ companyId: company.companyId });
    return { as: company, params: { id }, body: { reason: "Unpassende Nachrichten" } };
  },
  "POST /api/company/leads/[id]/done": async () => {
    const company = await newCompany();
    return { as: company, params: { id: (await project({ companyId: company.companyId, status: "Gewonnen" })).id } };
  },
  "POST /api/company/verification": async () => ({ as: await newCompany(), body: { gisaNumber: "10000002" } }),
  "POST /api/company/insurance": async () => ({ as: await newCompany(), form: insuranceForm() }),
  "POST /api/company/change-password": async () => ({
    as: await newCompany(),
    body: { currentPassword: "geheim123", newPassword: "neues-geheim-456", confirmPassword: "neues-geheim-456" },
  }),
  "PATCH /api/company/profile": async () => ({
    as: await newCompany(),
    body: {
      contactPhone: "01 2345678",
      contactEmail: "buero@example.at",
      contactInfo: "Teststraße 1",
      zipCode: "1010",
      city: "Wien",
      services: ["badrenovierung"],
    },
  }),
  "POST /api/company/reviews/[id]/reply": async () => {
    const company = await newCompany();
    return {
      as: company,
      params: { id: (await review(company.companyId)).id },
      body: { reply: "Vielen Dank für Ihre Bewertung!" },
    };
  },
  "POST /api/company/advertising-request": async () => ({
    as: await newCompany(),
    body: { category: "badrenovierung", availability: [{ startDate: "2099-01-01", endDate: "2099-02-01" }] },
  }),
};

/** A digest of every table but the audit log itself and the rate limits (counted per request). */
async function dataDigest(): Promise<string> {
  const tables = await getDb().$queryRaw<{ name: string }[]>`
    SELECT table_name AS name FROM information_schema.tables
    WHERE table_schema = 'public' AND table_type = 'BASE TABLE'
      AND table_name NOT IN ('audit_log', 'audit_log_counts', 'rate_limits', '_prisma_migrations')
    ORDER BY table_name`;
  const rows = await getDb().$queryRawUnsafe<{ digest: string }[]>(
    tables
      .map(
        ({ name }) => `select coalesce(md5(string_agg(x::text, '|' order by x::text)), '-') as digest from "${name}" x`,
      )
      .join(" union all "),
  );
  return rows.map((row) => row.digest).join(",");
}

let endpoints: Endpoint[];
let savedSettings: { key: string; value: unknown }[];

beforeAll(async () => {
  endpoints = (await discoverEndpoints()).endpoints.filter(
    (endpoint) => endpoint.method !== "GET" && ["admin", "company"].includes(endpoint.handler.routeMeta.audience),
  );
  admin = await createAdminAccount(`audit-coverage-${tag()}@example.at`);
  // The invoice scenarios need the issuer's data; other suites read the defaults, so it is put back afterwards.
  savedSettings = (await getDb().appSetting.findMany()).map((row) => ({ key: row.key, value: row.value }));
  const defaults = defaultSiteSettings();
  const issuer = {
    imprint: { ...defaults.imprint, companyName: "Plattform Testbetrieb GmbH", vatId: "ATU00000000" },
    contact: { ...defaults.contact, street: "Testgasse 1", zipCity: "1010 Wien" },
    invoicing: {
      accountHolder: "Plattform Testbetrieb GmbH",
      iban: "AT611904300234573201",
      bic: "BKAUATWW",
      bankName: "Testbank",
    },
  };
  for (const [key, value] of Object.entries(issuer))
    await getDb().appSetting.upsert({ where: { key }, create: { key, value }, update: { value } });
});

afterAll(async () => {
  // Other suites count the quizzes and published articles of the shared database.
  await getDb().quiz.deleteMany({ where: { serviceType: { startsWith: "audit-" } } });
  await getDb().blogPost.deleteMany({ where: { slug: { startsWith: "audit-" } } });
  await getDb().subsidyRule.deleteMany({ where: { key: { startsWith: "audit-" } } });
  await getDb().appSetting.deleteMany({});
  for (const row of savedSettings)
    await getDb().appSetting.create({ data: { key: row.key, value: row.value as object } });
  await closeDb();
});

it("has a scenario for every data-changing admin and company route, and none for a route that is gone", () => {
  const keys = endpoints.map((endpoint) => endpoint.key);
  expect(keys.length).toBeGreaterThan(30);
  expect(keys.filter((key) => !(key in SCENARIOS) && !(key in NOT_AUDITED))).toEqual([]);
  expect(Object.keys({ ...SCENARIOS, ...NOT_AUDITED }).filter((key) => !keys.includes(key))).toEqual([]);
});

it.each(Object.keys(SCENARIOS))("%s changes data and writes an audit row by the caller", async (key) => {
  const endpoint = endpoints.find((candidate) => candidate.key === key);
  if (!endpoint) throw new Error(`${key}: no such route (see the test above)`);
  const call = await SCENARIOS[key]!();
  const path = endpoint.route.replace(/\[(\w+)\]/g, (_, name: string) => String(call.params?.[name]));
  const hasBody = call.body !== undefined;
  const request = new Request(`http://localhost:3000${path}`, {
    method: endpoint.method,
    headers: {
      origin: "http://localhost:3000",
      cookie: call.as.cookie,
      ...(hasBody ? { "content-type": "application/json" } : {}),
    },
    body: call.form ?? (hasBody ? JSON.stringify(call.body) : undefined),
  });
  const params = Object.fromEntries(Object.entries(call.params ?? {}).map(([name, value]) => [name, String(value)]));

  const before = await dataDigest();
  const lastAudit = (await getDb().auditLog.aggregate({ _max: { id: true } }))._max.id ?? BigInt(0);
  const response = await endpoint.handler(request, { params: Promise.resolve(params) });
  const answer = await response.text();

  // The refusal's status and German message, if any, show what the scenario lacks.
  expect(response.ok ? "" : `${response.status} ${answer}`).toBe("");
  expect(await dataDigest()).not.toBe(before);
  const written = await getDb().auditLog.findMany({
    where: { id: { gt: lastAudit }, actorUserId: call.as.userId },
    select: { action: true },
  });
  expect(written.map((row) => row.action)).not.toEqual([]);
});
