/**
 * The admin's company operations on a real database: create a company by hand
 * (POST /api/admin/companies: user without password, verified company, setup e-mail, audit row;
 * 409 for a taken e-mail), edit it (PATCH /api/admin/companies/{id}: audit before/after, 400s),
 * deactivate / reactivate (POST …/deactivate, …/reactivate: a live session ends at once, no new
 * leads, history kept, login again after reactivation), the details' access state, approvals
 * filling companies.zipCode and the candidates list leaving out deactivated companies.
 */
import { POST as postAssign } from "@/app/api/admin/assign-lead/route";
import { POST as postDeactivate } from "@/app/api/admin/companies/[id]/deactivate/route";
import { POST as postReactivate } from "@/app/api/admin/companies/[id]/reactivate/route";
import { GET as getCompany, PATCH as patchCompany } from "@/app/api/admin/companies/[id]/route";
import { GET as getCompanies, POST as postCompany } from "@/app/api/admin/companies/route";
import { GET as getCandidates } from "@/app/api/admin/projects/[id]/candidates/route";
import { GET as getLeads } from "@/app/api/company/leads/route";
import { decideCompanyRegistration } from "@/lib/data/company-registrations";
import { decidePartnerOnboarding } from "@/lib/data/partner-onboarding";
import { closeDb, getDb } from "@/lib/db";
import type { AdminCandidatesResponse, AdminCompanyDetails, AdminCompanyListItem } from "@/lib/domain/admin-projects";
import { OUTBOX_BODY_PURPOSE } from "@/lib/email/outbox";
import { decryptField } from "@/lib/security/secrets";
import { createAdminAccount, createCompanyAccount, sessionCookie } from "../support/auth";
import { apiRequest } from "../support/http";

const params = (id: string | number) => ({ params: Promise.resolve({ id: String(id) }) });

type Account = Awaited<ReturnType<typeof createAdminAccount>>;
let admin: Account;

// cookie null: a stranger without a session.
type Cookie = string | null;
const as = (cookie: Cookie) => cookie ?? undefined;
const create = (body: unknown, cookie: Cookie = admin.cookie) =>
  postCompany(apiRequest("POST", "/api/admin/companies", { cookie: as(cookie), body }));
const patch = (id: number, body: unknown, cookie: Cookie = admin.cookie) =>
  patchCompany(apiRequest("PATCH", `/api/admin/companies/${id}`, { cookie: as(cookie), body }), params(id));
const deactivate = (id: number, body: unknown, cookie: Cookie = admin.cookie) =>
  postDeactivate(apiRequest("POST", `/api/admin/companies/${id}/deactivate`, { cookie: as(cookie), body }), params(id));
const reactivate = (id: number, cookie: Cookie = admin.cookie) =>
  postReactivate(apiRequest("POST", `/api/admin/companies/${id}/reactivate`, { cookie: as(cookie) }), params(id));
const details = async (id: number) => {
  const response = await getCompany(
    apiRequest("GET", `/api/admin/companies/${id}`, { cookie: admin.cookie }),
    params(id),
  );
  expect(response.status).toBe(200);
  return ((await response.json()) as { company: AdminCompanyDetails }).company;
};
const auditOf = (companyId: number) =>
  getDb().auditLog.findMany({ where: { entityType: "company", entityId: String(companyId) }, orderBy: { id: "asc" } });

let projectCounter = 0;
async function createProject(zipCode = "1100"): Promise<number> {
  projectCounter += 1;
  const project = await getDb().project.create({
    data: {
      serviceType: "badrenovierung",
      zipCode,
      name: `Ops Kundin ${projectCounter}`,
      email: `ops-kundin${projectCounter}@example.at`,
      phone: `+43 660 77700${String(projectCounter).padStart(2, "0")}`,
      budget: "10.000 - 20.000 €",
      quizAnswers: {},
      privacyPolicyVersion: "2025-07",
    },
    select: { id: true },
  });
  return project.id;
}

const VALID = {
  name: "Handgemacht Bau GmbH",
  email: "Ops-Neu@Example.at",
  services: ["badrenovierung", "fliesen"],
  city: "Wien",
  zipCode: "1160",
  contactPhone: "+43 1 555 66 77",
  contactEmail: "office@handgemacht.at",
  contactInfo: "Ottakringer Straße 1, 1160 Wien",
};

beforeAll(async () => {
  admin = await createAdminAccount("admin-companies-ops@example.at");
});

afterAll(async () => {
  await closeDb();
});

describe("create", () => {
  it("creates the company user without password, a verified company, the setup e-mail and the audit row; a taken e-mail answers 409", async () => {
    const response = await create(VALID);
    expect(response.status).toBe(201);
    const { company } = (await response.json()) as { company: AdminCompanyListItem };
    expect(company).toMatchObject({
      name: VALID.name,
      city: "Wien",
      zipCode: "1160",
      verified: true,
      deactivatedAt: null,
      services: VALID.services,
    });

    const user = await getDb().user.findUniqueOrThrow({
      where: { email: "ops-neu@example.at" },
      include: { company: true },
    });
    expect(user).toMatchObject({ role: "company", password: null });
    expect(user.tokenExpiry!.getTime()).toBeGreaterThan(Date.now() + 47 * 3_600_000);
    expect(user.company).toMatchObject({
      id: company.id,
      contactPhone: "+4315556677",
      contactEmail: VALID.contactEmail,
      contactInfo: VALID.contactInfo,
    });

    const emails = await getDb().emailOutbox.findMany({ where: { to: { has: "ops-neu@example.at" } } });
    expect(emails).toHaveLength(1);
    expect(decryptField(OUTBOX_BODY_PURPOSE, emails[0]!.text)).toMatch(/\/password-setup\/[A-Za-z0-9_-]{43}/);

    const audit = await auditOf(company.id);
    expect(audit.map((row) => row.action)).toEqual(["company.create"]);
    expect(audit[0]).toMatchObject({ actorUserId: admin.userId, actorRole: "admin" });

    const shown = await details(company.id);
    expect(shown).toMatchObject({
      email: "ops-neu@example.at",
      passwordSet: false,
      lastLoginAt: null,
      zipCode: "1160",
      contactPhone: "+4315556677",
    });
    expect(shown.setupLinkExpiresAt).toBe(user.tokenExpiry!.toISOString());

    const again = await create({ ...VALID, name: "Zweite GmbH", email: "ops-neu@example.at" });
    expect(again.status).toBe(409);
    expect(((await again.json()) as { message: string }).message).toBe(
      "Es gibt bereits ein Konto mit dieser E-Mail-Adresse.",
    );
    expect(await getDb().company.count({ where: { name: "Zweite GmbH" } })).toBe(0);
    // An admin's e-mail is taken too.
    expect((await create({ ...VALID, email: admin.email })).status).toBe(409);
  });

  it("answers 400 with German field errors and creates nothing", async () => {
    const response = await create({ ...VALID, email: "kein-mail", zipCode: "11", services: [], name: "X" });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { errors: Record<string, string> };
    expect(body.errors).toMatchObject({
      email: "Gültige E-Mail-Adresse erforderlich",
      zipCode: "PLZ muss aus 4 Ziffern bestehen",
      services: "Mindestens ein Service muss ausgewählt werden",
      name: "Firmenname muss mindestens 2 Zeichen haben",
    });
    expect((await create({ ...VALID, email: "ops-unbekannt@example.at", services: ["Zauberei"] })).status).toBe(400);
    expect(await getDb().user.count({ where: { email: { in: ["kein-mail", "ops-unbekannt@example.at"] } } })).toBe(0);
  });
});

describe("edit", () => {
  it("stores the changed fields with one audit row of before/after, and verify/unverify rows", async () => {
    const account = await createCompanyAccount("ops-edit@example.at", "geheim123", "Edit Alt GmbH");
    const id = account.companyId;
    const response = await patch(id, {
      name: "Edit Neu GmbH",
      zipCode: "1030",
      contactPhone: "01 234567",
      services: ["maler"],
      city: "Wien",
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { company: AdminCompanyListItem }).company).toMatchObject({
      name: "Edit Neu GmbH",
      zipCode: "1030",
    });
    const shown = await details(id);
    expect(shown).toMatchObject({
      name: "Edit Neu GmbH",
      zipCode: "1030",
      contactPhone: "+431234567",
      services: ["maler"],
      city: "Wien",
    });

    let audit = await auditOf(id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: "company.update",
      // city "Wien" was unchanged: not part of the row.
      before: { name: "Edit Alt GmbH", zipCode: null, contactPhone: null, services: [] },
      after: { name: "Edit Neu GmbH", zipCode: "1030", contactPhone: "+431234567", services: ["maler"] },
    });

    // An invalid number is refused at the field; "" clears an optional field.
    const invalid = await patch(id, { contactPhone: "+41 44 123 45 67" });
    expect(invalid.status).toBe(400);
    expect(((await invalid.json()) as { errors: Record<string, string> }).errors).toEqual({
      contactPhone: "Bitte geben Sie eine gültige österreichische oder deutsche Telefonnummer an (z. B. 0664 1234567).",
    });
    expect((await patch(id, { contactPhone: "" })).status).toBe(200);
    expect((await details(id)).contactPhone).toBeNull();

    // Unverify ends the live session; verify again writes its own row.
    expect((await getLeads(apiRequest("GET", "/api/company/leads", { cookie: account.cookie }))).status).toBe(200);
    expect((await patch(id, { verified: false })).status).toBe(200);
    expect((await getLeads(apiRequest("GET", "/api/company/leads", { cookie: account.cookie }))).status).toBe(401);
    // The company's checks are green (tests/support/checked-company.ts): verifying needs no override.
    expect((await patch(id, { verified: true })).status).toBe(200);
    audit = await auditOf(id);
    expect(audit.map((row) => row.action)).toEqual([
      "company.update",
      "company.update",
      "company.unverify",
      "company.verify",
    ]);
    expect(audit[2]).toMatchObject({ before: { verified: true }, after: { verified: false } });
  });

  it("answers 400 for invalid or empty edits and 404 for an unknown company, changing nothing", async () => {
    const account = await createCompanyAccount("ops-edit-400@example.at", "geheim123", "Bleibt GmbH");
    const id = account.companyId;
    for (const body of [
      {},
      { name: "" },
      { zipCode: "ABCD" },
      { contactEmail: "kaputt" },
      { services: [] },
      { verified: "ja" },
      { name: "Neu", zipCode: "99" },
    ]) {
      const response = await patch(id, body);
      expect(response.status).toBe(400);
      expect(typeof ((await response.json()) as { message: string }).message).toBe("string");
    }
    expect((await patch(999_999_999, { name: "Niemand" })).status).toBe(404);
    expect((await details(id)).name).toBe("Bleibt GmbH");
    expect(await auditOf(id)).toHaveLength(0);
  });
});

describe("deactivate and reactivate", () => {
  it("ends the live session at once, refuses new leads (409) and the login, keeps history; reactivation allows both again", async () => {
    const account = await createCompanyAccount("ops-deact@example.at", "geheim123", "Deaktiv KG");
    const id = account.companyId;
    const oldProject = await createProject();
    expect(
      (
        await postAssign(
          apiRequest("POST", "/api/admin/assign-lead", {
            cookie: admin.cookie,
            body: { projectId: oldProject, companyId: id },
          }),
        )
      ).status,
    ).toBe(201);
    expect((await getLeads(apiRequest("GET", "/api/company/leads", { cookie: account.cookie }))).status).toBe(200);

    expect((await deactivate(id, { reason: "" })).status).toBe(400);
    const response = await deactivate(id, { reason: "Vertrag gekündigt" });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { company: AdminCompanyListItem }).company.deactivatedAt).not.toBeNull();
    expect((await deactivate(id, { reason: "Nochmal" })).status).toBe(409);

    // The company's cookie is refused at once, and it cannot log in.
    expect((await getLeads(apiRequest("GET", "/api/company/leads", { cookie: account.cookie }))).status).toBe(401);
    await expect(sessionCookie(account.email, account.password)).rejects.toThrow();

    // No new leads: not a candidate, assignLead answers 409; the old assignment stays.
    const project = await createProject();
    const candidates = (await (
      await getCandidates(
        apiRequest("GET", `/api/admin/projects/${project}/candidates`, { cookie: admin.cookie }),
        params(project),
      )
    ).json()) as AdminCandidatesResponse;
    expect(candidates.candidates.map((candidate) => candidate.id)).not.toContain(id);
    const refused = await postAssign(
      apiRequest("POST", "/api/admin/assign-lead", {
        cookie: admin.cookie,
        body: { projectId: project, companyId: id },
      }),
    );
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { message: string }).message).toBe(
      "Die Firma ist deaktiviert und erhält keine neuen Leads.",
    );
    expect(await getDb().projectAssignment.count({ where: { companyId: id } })).toBe(1);
    expect((await details(id)).counts.Offen).toBe(1);

    const list = (await (
      await getCompanies(
        apiRequest("GET", `/api/admin/companies?status=deactivated&q=%23${id}`, { cookie: admin.cookie }),
      )
    ).json()) as {
      companies: AdminCompanyListItem[];
    };
    expect(list.companies.find((company) => company.id === id)?.deactivatedAt).not.toBeNull();

    expect((await reactivate(id)).status).toBe(200);
    expect((await reactivate(id)).status).toBe(409);
    const cookie = await sessionCookie(account.email, account.password);
    expect((await getLeads(apiRequest("GET", "/api/company/leads", { cookie }))).status).toBe(200);
    expect(
      (
        await postAssign(
          apiRequest("POST", "/api/admin/assign-lead", {
            cookie: admin.cookie,
            body: { projectId: project, companyId: id },
          }),
        )
      ).status,
    ).toBe(201);

    const audit = await auditOf(id);
    expect(audit.map((row) => row.action)).toEqual(["company.deactivate", "company.reactivate"]);
    expect(audit[0]!.note).toBe("Vertrag gekündigt");
    expect(
      await getDb().user.findUniqueOrThrow({ where: { id: account.userId }, select: { disabledAt: true } }),
    ).toEqual({ disabledAt: null });
  });

  it("answers 404 for an unknown company", async () => {
    expect((await deactivate(999_999_999, { reason: "Grund" })).status).toBe(404);
    expect((await reactivate(999_999_999)).status).toBe(404);
  });

  it("shows the last login and that the password is set", async () => {
    const account = await createCompanyAccount("ops-login@example.at", "geheim123", "Login GmbH");
    const shown = await details(account.companyId);
    expect(shown.passwordSet).toBe(true);
    expect(shown.lastLoginAt).not.toBeNull();
  });
});

describe("postcode", () => {
  it("approvals fill companies.zipCode; the district ranking uses it", async () => {
    const registration = await getDb().companyRegistration.create({
      data: {
        companyName: "PLZ Registrierung KG",
        contactPerson: "Eva Muster",
        email: "ops-registration@example.at",
        phone: "+43 1 987 65 43",
        address: "Ottakringer Straße 100",
        city: "Wien",
        zipCode: "1160",
        services: ["Badrenovierung"],
        experience: "6-10",
        employees: "2-5",
        description: "Ein Betrieb mit Schwerpunkt Bad und Küche.",
        acceptTerms: true,
      },
    });
    const fromRegistration = await decideCompanyRegistration(
      registration.id,
      { status: "approved", overrideReason: "Ohne Registerprüfung im Test" },
      { id: admin.userId, role: "admin" },
    );
    expect(fromRegistration.registration.status).toBe("approved");

    const onboarding = await getDb().partnerOnboarding.create({
      data: {
        companyName: "PLZ Onboarding e.U.",
        contactPerson: "Jan Novak",
        email: "ops-onboarding@example.at",
        phone: "+43 660 5556677",
        address: "Favoritenstraße 50, 1100 Wien",
        businessLicense: "wetransfer_link",
        businessLicenseLink: "https://we.tl/t-gewerbeschein",
        services: ["badrenovierung"],
        preferredChannels: ["phone"],
        typicalStartTime: "2_4_weeks",
        paymentMethod: "sepa",
        cashPaymentAcceptance: "understood",
        privacyConsent: true,
      },
    });
    const fromOnboarding = await decidePartnerOnboarding(
      onboarding.id,
      { status: "approved", overrideReason: "Ohne Registerprüfung im Test" },
      { id: admin.userId, role: "admin" },
    );

    const zip = async (email: string) =>
      (await getDb().company.findFirstOrThrow({ where: { user: { email } }, select: { zipCode: true } })).zipCode;
    expect(await zip("ops-registration@example.at")).toBe("1160");
    expect(await zip("ops-onboarding@example.at")).toBe("1100");
    expect(fromOnboarding.companyId).toBeGreaterThan(0);

    // zipCode decides the district even when contactInfo names another postcode.
    const account = await createCompanyAccount("ops-zip@example.at", "geheim123", "Zip GmbH");
    expect(
      (
        await patch(account.companyId, {
          zipCode: "1230",
          contactInfo: "Favoritenstraße 1, 1100 Wien",
          services: ["Badrenovierung"],
        })
      ).status,
    ).toBe(200);
    const project = await createProject("1230");
    const candidates = (await (
      await getCandidates(
        apiRequest("GET", `/api/admin/projects/${project}/candidates`, { cookie: admin.cookie }),
        params(project),
      )
    ).json()) as AdminCandidatesResponse;
    expect(candidates.candidates.find((candidate) => candidate.id === account.companyId)?.districtDistance).toBe(0);
  });
});

describe("access", () => {
  it("refuses strangers (401) and companies (403) on the new operations", async () => {
    const company = await createCompanyAccount("ops-guard@example.at", "geheim123", "Guard GmbH");
    for (const cookie of [null, company.cookie]) {
      const statuses = [
        (await create({ ...VALID, email: "ops-guard-neu@example.at" }, cookie)).status,
        (await patch(company.companyId, { name: "Gekapert" }, cookie)).status,
        (await deactivate(company.companyId, { reason: "Gekapert" }, cookie)).status,
        (await reactivate(company.companyId, cookie)).status,
      ];
      expect(statuses).toEqual(Array(4).fill(cookie ? 403 : 401));
    }
    expect(await getDb().user.count({ where: { email: "ops-guard-neu@example.at" } })).toBe(0);
    expect((await details(company.companyId)).name).toBe("Guard GmbH");
  });
});
