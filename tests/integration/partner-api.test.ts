/**
 * POST /api/companies/register and POST /api/partner-onboarding against a real, migrated
 * PostgreSQL database: stored rows (status "pending"), German field errors, malformed JSON,
 * the 64 KB limit, the honeypot, the Origin check and the shared "registration" rate limit.
 */
import { POST as postRegistration } from "@/app/api/companies/register/route";
import { POST as postOnboarding } from "@/app/api/partner-onboarding/route";
import { closeDb, getDb } from "@/lib/db";
import { env } from "@/lib/env";
import { apiRequest, clientAddresses } from "../support/http";
import { GET as getRegistrationChecks } from "@/app/api/companies/register/checks/[token]/route";

const nextAddress = clientAddresses(4);
/** A POST without Origin, as a plain form submit sends it. */
const request = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  apiRequest("POST", path, { body, origin: null, headers: { "x-forwarded-for": nextAddress(), ...headers } });
const registrationRequest = (body: unknown, headers?: Record<string, string>) =>
  request("/api/companies/register", body, headers);
const onboardingRequest = (body: unknown, headers?: Record<string, string>) =>
  request("/api/partner-onboarding", body, headers);

const registration = {
  companyName: "Fliesen Gruber KG",
  contactPerson: "Martina Gruber",
  email: "office@fliesen-gruber.at",
  phone: "+43 1 987 65 43",
  address: "Ottakringer Straße 100",
  city: "Wien",
  zipCode: "1160",
  // Catalogue ids; the spec's older texts are accepted too (see the test below).
  services: ["fliesen", "badrenovierung"],
  experience: "6-10",
  employees: "2-5",
  description: "Fliesen- und Plattenlegerbetrieb mit Schwerpunkt Bad und Küche in Wien-West.",
  acceptTerms: true,
  gisaNumber: "10000001",
  website: "",
};

const onboarding = {
  companyName: "Elektro Novak e.U.",
  address: "Favoritenstraße 50, 1100 Wien",
  contactPerson: "Jan Novak",
  email: "jan@elektro-novak.at",
  phone: "+43 660 5556677",
  phone2: "",
  businessLicense: "wetransfer_link",
  businessLicenseLink: "https://we.tl/t-gewerbeschein",
  liability: "email_sent",
  liabilityLink: "",
  references: "Wohnhausanlage 1100 Wien, 40 Wohnungen",
  // The old German form's value "elektro" is stored as its catalogue id.
  services: ["elektro", "badrenovierung"],
  topServices: "Elektroinstallationen im Altbau",
  pricingAvailable: "no_standard_pricing",
  pricingLink: "",
  currentOffers: "",
  siteVisitOffer: "Kostenlos",
  typicalStartTime: "2_4_weeks",
  calendarSharing: "create_platform_calendar",
  calendarLink: "",
  availability: "Mo-Fr 7-16 Uhr",
  preferredChannels: ["whatsapp", "telefon"],
  otherChannel: "",
  differentiator: "Eigene Meister im Betrieb",
  specialNotes: "",
  paymentMethod: "sepa",
  paymentMethodOther: "",
  provisionNotes: "",
  cashPaymentAcceptance: "understood",
  cashPaymentReason: "",
  privacyConsent: true,
  website: "",
};

type ErrorBody = { message: string; errors?: Record<string, string> };

const registrationCount = () => getDb().companyRegistration.count();
const onboardingCount = () => getDb().partnerOnboarding.count();

afterAll(async () => {
  await closeDb();
});

/**
 * The guards both forms share, as tests: malformed JSON (400), a body over 64 KB (413), a filled honeypot (400)
 * and a cross-site Origin (403); nothing is stored. `valid` is a valid body of the form, `noun` names one.
 */
function itGuardsTheForm(form: {
  noun: string;
  post: (body: unknown, headers?: Record<string, string>) => Promise<Response>;
  count: () => Promise<number>;
  valid: Record<string, unknown>;
  malformed: string;
  honeypot: string;
}) {
  it("answers 400 for malformed JSON", async () => {
    const response = await form.post(form.malformed);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: "Ungültiges JSON im Anfragetext." });
  });

  it("answers 413 for a body over 64 KB and stores nothing", async () => {
    const before = await form.count();
    const response = await form.post({ ...form.valid, padding: "x".repeat(70 * 1024) });
    expect(response.status).toBe(413);
    expect(await form.count()).toBe(before);
  });

  it(`drops a ${form.noun} with a filled honeypot: 400, nothing stored`, async () => {
    const before = await form.count();
    const response = await form.post({ ...form.valid, website: form.honeypot });
    expect(response.status).toBe(400);
    expect(await form.count()).toBe(before);
  });

  it("rejects a cross-site Origin with 403 and stores nothing", async () => {
    const before = await form.count();
    const response = await form.post(form.valid, { origin: "https://evil.example" });
    expect(response.status).toBe(403);
    expect(await form.count()).toBe(before);
  });
}

describe("POST /api/companies/register", () => {
  it("stores a valid registration as pending and answers 201 with its id", async () => {
    const response = await postRegistration(
      registrationRequest({ ...registration, companyName: "  Fliesen Gruber KG " }),
    );
    expect(response.status).toBe(201);
    const body = (await response.json()) as { ok: boolean; id: number; checksToken: string };
    expect(body).toEqual({ ok: true, id: expect.any(Number), checksToken: expect.stringMatching(/^\d+\.[\w-]{32}$/) });
    // The register checks are queued with it; the applicant's status link answers "pending" until they ran,
    // and a forged token finds nothing.
    expect(
      (await getDb().verificationCheck.findMany({ where: { registrationId: body.id } })).map((check) => [
        check.source,
        check.outcome,
      ]),
    ).toEqual([["gisa", "pending"]]);
    const status = (token: string) =>
      getRegistrationChecks(apiRequest("GET", `/api/companies/register/checks/${token}`), {
        params: Promise.resolve({ token }),
      });
    expect(await (await status(body.checksToken)).json()).toEqual({
      status: { state: "pending", licences: [], services: [] },
    });
    expect((await status(`${body.id}.${"x".repeat(32)}`)).status).toBe(404);

    const row = await getDb().companyRegistration.findUniqueOrThrow({ where: { id: body.id } });
    expect(row).toMatchObject({
      companyName: "Fliesen Gruber KG",
      contactPerson: "Martina Gruber",
      email: "office@fliesen-gruber.at",
      phone: "+4319876543",
      address: "Ottakringer Straße 100",
      city: "Wien",
      zipCode: "1160",
      services: ["fliesen", "badrenovierung"],
      experience: "6-10",
      employees: "2-5",
      acceptTerms: true,
      gisaNumber: "10000001",
      status: "pending",
      processedBy: null,
      processedAt: null,
    });
    expect(Date.now() - row.createdAt.getTime()).toBeLessThan(60_000);
  });

  it("answers 400 with the German field messages and stores nothing", async () => {
    const before = await registrationCount();
    const response = await postRegistration(
      registrationRequest({
        ...registration,
        email: "office@",
        services: [],
        description: "Zu kurz",
        acceptTerms: false,
        zipCode: "11",
      }),
    );
    expect(response.status).toBe(400);
    const body = (await response.json()) as ErrorBody;
    expect(body.message).toBe("Bitte überprüfen Sie Ihre Eingaben.");
    expect(body.errors).toEqual({
      email: "Gültige E-Mail-Adresse erforderlich",
      zipCode: "PLZ muss mindestens 4 Zeichen haben",
      services: "Mindestens ein Service muss ausgewählt werden",
      description: "Beschreibung sollte mindestens 20 Zeichen haben",
      acceptTerms: "AGB müssen akzeptiert werden",
    });
    expect(await registrationCount()).toBe(before);
  });

  it("rejects services outside the list and over-long texts", async () => {
    const response = await postRegistration(
      registrationRequest({ ...registration, services: ["Dachdecker"], phone: "1".repeat(51) }),
    );
    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorBody).errors).toEqual({
      "services.0": "Ungültiger Service",
      phone: "Bitte geben Sie eine gültige österreichische oder deutsche Telefonnummer an (z. B. 0664 1234567).",
    });
  });

  itGuardsTheForm({
    noun: "registration",
    post: (body, headers) => postRegistration(registrationRequest(body, headers)),
    count: registrationCount,
    valid: registration,
    malformed: "{ companyName: ",
    honeypot: "https://spam.example",
  });

  it("accepts its own Origin", async () => {
    const response = await postRegistration(registrationRequest(registration, { origin: "http://localhost:3000" }));
    expect(response.status).toBe(201);
  });
});

describe("POST /api/partner-onboarding", () => {
  it("stores a valid submission as pending and answers 201 with its id", async () => {
    const response = await postOnboarding(onboardingRequest(onboarding));
    expect(response.status).toBe(201);
    const body = (await response.json()) as { ok: boolean; id: number };
    expect(body).toEqual({ ok: true, id: expect.any(Number) });

    const row = await getDb().partnerOnboarding.findUniqueOrThrow({ where: { id: body.id } });
    expect(row).toMatchObject({
      companyName: "Elektro Novak e.U.",
      contactPerson: "Jan Novak",
      email: "jan@elektro-novak.at",
      phone: "+436605556677",
      phone2: null,
      businessLicense: "wetransfer_link",
      businessLicenseLink: "https://we.tl/t-gewerbeschein",
      liability: "email_sent",
      liabilityLink: null,
      services: ["elektriker", "badrenovierung"],
      pricingAvailable: "no_standard_pricing",
      pricingLink: null,
      typicalStartTime: "2_4_weeks",
      calendarSharing: "create_platform_calendar",
      preferredChannels: ["whatsapp", "telefon"],
      paymentMethod: "sepa",
      cashPaymentAcceptance: "understood",
      provisionNotes: null,
      privacyConsent: true,
      status: "pending",
      processedBy: null,
      notes: null,
    });
  });

  it("stores a submission with nothing but the consent", async () => {
    const response = await postOnboarding(onboardingRequest({ privacyConsent: true }));
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: number };
    const row = await getDb().partnerOnboarding.findUniqueOrThrow({ where: { id } });
    expect(row).toMatchObject({
      companyName: null,
      email: null,
      services: [],
      preferredChannels: [],
      privacyConsent: true,
      status: "pending",
    });
  });

  it("answers 400 with German messages without consent or with unknown choices, and stores nothing", async () => {
    const before = await onboardingCount();
    const response = await postOnboarding(
      onboardingRequest({
        ...onboarding,
        privacyConsent: false,
        typicalStartTime: "sofort",
        services: ["elektro", "dach"],
        email: "jan@",
      }),
    );
    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorBody).errors).toEqual({
      email: "Bitte geben Sie eine gültige E-Mail-Adresse ein",
      "services.1": "Ungültige Auswahl",
      typicalStartTime: "Ungültige Auswahl",
      privacyConsent: "Sie müssen den Datenschutzbestimmungen zustimmen",
    });
    expect(await onboardingCount()).toBe(before);
  });

  it("answers 400 for an over-long text and for a link that is not http(s)", async () => {
    const response = await postOnboarding(
      onboardingRequest({ ...onboarding, specialNotes: "x".repeat(3001), businessLicenseLink: "javascript:alert(1)" }),
    );
    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorBody).errors).toEqual({
      specialNotes: "Höchstens 3000 Zeichen erlaubt",
      businessLicenseLink: "Bitte geben Sie einen gültigen Link ein (z.B. https://we.tl/...)",
    });
  });

  itGuardsTheForm({
    noun: "submission",
    post: (body, headers) => postOnboarding(onboardingRequest(body, headers)),
    count: onboardingCount,
    valid: onboarding,
    malformed: "not json",
    honeypot: "spam",
  });
});

describe("shared registration rate limit", () => {
  it("counts both endpoints against REGISTRATION_RATE_LIMIT_PER_HOUR per IP and answers 429", async () => {
    const limit = env.REGISTRATION_RATE_LIMIT_PER_HOUR;
    const headers = { "x-forwarded-for": "192.0.2.77" };
    for (let i = 0; i < limit; i++) {
      const post =
        i % 2 === 0
          ? postRegistration(registrationRequest({}, headers))
          : postOnboarding(onboardingRequest({}, headers));
      expect((await post).status).toBe(400);
    }
    for (const response of [
      await postRegistration(registrationRequest(registration, headers)),
      await postOnboarding(onboardingRequest(onboarding, headers)),
    ]) {
      expect(response.status).toBe(429);
      expect(response.headers.get("retry-after")).toMatch(/^\d+$/);
      expect(((await response.json()) as ErrorBody).message).toBe(
        "Zu viele Anfragen von Ihrer Verbindung. Bitte versuchen Sie es später erneut.",
      );
    }
    // Another address is not affected.
    expect((await postRegistration(registrationRequest(registration))).status).toBe(201);
  });
});
