/** Shared set-up of the admin approval API tests: accounts, rows to decide on, e-mail checks. */
import { randomBytes } from "node:crypto";
import { GET as getOffers } from "@/app/api/admin/bathroom-offers/route";
import { PATCH as approveOfferRoute } from "@/app/api/admin/bathroom-offers/[id]/approve/route";
import { GET as getAdvertising } from "@/app/api/admin/advertising-requests/route";
import { PATCH as patchAdvertisingRoute } from "@/app/api/admin/advertising-requests/[id]/status/route";
import { GET as getRegistrations } from "@/app/api/admin/company-registrations/route";
import { PATCH as patchRegistrationRoute } from "@/app/api/admin/company-registrations/[id]/status/route";
import { GET as validateToken } from "@/app/api/auth/validate-setup-token/[token]/route";
import { GET as getOnboarding } from "@/app/api/partner-onboarding/route";
import { PUT as putOnboardingRoute } from "@/app/api/partner-onboarding/[id]/status/route";
import { closeDb, getDb } from "@/lib/db";
import { env } from "@/lib/env";
import { createAdminAccount, createCompanyAccount } from "./auth";
import { deliverToFake, startFakeResend, type FakeResend } from "./fake-resend";
import { BASE, apiRequest, type RequestOptions } from "./http";

export const OVERSIZE = JSON.stringify({ status: "approved", padding: "x".repeat(70 * 1024) });

export const params = (id: string | number) => ({ params: Promise.resolve({ id: String(id) }) });

/** The lists are paged, pending first: a file reads its own pending rows (e-mails "<label>-…"). */
export const ownPending = () => `?search=${label}-&status=pending&pageSize=100`;
export const listRegistrations = (cookie?: string) =>
  getRegistrations(apiRequest("GET", `/api/admin/company-registrations${ownPending()}`, { cookie }));
export const patchRegistration = (id: string | number, options: RequestOptions) =>
  patchRegistrationRoute(apiRequest("PATCH", `/api/admin/company-registrations/${id}/status`, options), params(id));
export const listOnboarding = (cookie?: string) =>
  getOnboarding(apiRequest("GET", `/api/partner-onboarding${ownPending()}`, { cookie }));
export const putOnboarding = (id: string | number, options: RequestOptions) =>
  putOnboardingRoute(apiRequest("PUT", `/api/partner-onboarding/${id}/status`, options), params(id));
export const listAdvertising = (cookie?: string) =>
  getAdvertising(apiRequest("GET", "/api/admin/advertising-requests", { cookie }));
export const patchAdvertising = (id: string | number, options: RequestOptions) =>
  patchAdvertisingRoute(apiRequest("PATCH", `/api/admin/advertising-requests/${id}/status`, options), params(id));
export const listOffers = (cookie?: string) => getOffers(apiRequest("GET", "/api/admin/bathroom-offers", { cookie }));
export const approveOffer = (id: string | number, options: RequestOptions = {}) =>
  approveOfferRoute(apiRequest("PATCH", `/api/admin/bathroom-offers/${id}/approve`, options), params(id));

export let admin: Awaited<ReturnType<typeof createAdminAccount>>;
export let company: Awaited<ReturnType<typeof createCompanyAccount>>;
export let fake: FakeResend;
let label = "appr";
export let unique = 0;

/** A unique lower-case address of this file's label. */
export function address(kind: string): string {
  unique += 1;
  return `${label}-${kind}-${unique}@example.at`;
}

export async function insertRegistration(overrides: Record<string, unknown> = {}) {
  return getDb().companyRegistration.create({
    data: {
      companyName: "Fliesen Gruber KG",
      contactPerson: "Martina Gruber",
      email: address("registration"),
      phone: "+43 1 987 65 43",
      address: "Ottakringer Straße 100",
      city: "Wien",
      zipCode: "1160",
      services: ["Fliesenleger", "Badrenovierung"],
      experience: "6-10",
      employees: "2-5",
      description: "Fliesen- und Plattenlegerbetrieb mit Schwerpunkt Bad und Küche.",
      acceptTerms: true,
      ...overrides,
    },
  });
}

export async function insertOnboarding(overrides: Record<string, unknown> = {}) {
  return getDb().partnerOnboarding.create({
    data: {
      companyName: "Elektro Novak e.U.",
      contactPerson: "Jan Novak",
      email: address("onboarding"),
      phone: "+43 660 5556677",
      address: "Favoritenstraße 50, 1100 Wien",
      businessLicense: "wetransfer_link",
      businessLicenseLink: "https://we.tl/t-gewerbeschein",
      services: ["elektro", "badrenovierung", "tiling"],
      preferredChannels: ["whatsapp", "phone"],
      typicalStartTime: "2_4_weeks",
      paymentMethod: "sepa",
      cashPaymentAcceptance: "understood",
      privacyConsent: true,
      ...overrides,
    },
  });
}

export async function insertAdvertising(overrides: Record<string, unknown> = {}) {
  return getDb().advertisingRequest.create({
    data: {
      companyId: company.companyId,
      category: "Badrenovierung",
      availability: [
        { startDate: "2099-03-01", endDate: "2099-03-31", incentive: "5 % Rabatt" },
        { startDate: "2099-05-01", endDate: "2099-05-15" },
      ],
      message: "Mehr Anfragen im Frühling",
      ...overrides,
    },
  });
}

export async function insertOffer(overrides: { status?: string; customerEmail?: string } = {}) {
  const project = await getDb().project.create({
    data: {
      serviceType: "badrenovierung",
      zipCode: "1070",
      name: "Maria Berger",
      email: overrides.customerEmail ?? address("customer"),
      phone: "0660 1234567",
      quizAnswers: {},
      privacyPolicyVersion: "2025-07",
    },
  });
  const offer = await getDb().bathroomOffer.create({
    data: {
      projectId: project.id,
      uniqueLinkId: randomBytes(12).toString("hex"),
      budgetOffer: { total: 9000 },
      standardOffer: { total: 14000 },
      premiumOffer: { total: 21000 },
      ...(overrides.status ? { status: overrides.status } : {}),
    },
  });
  return { project, offer };
}

export const outboxRows = (idempotencyKey: string) => getDb().emailOutbox.findMany({ where: { idempotencyKey } });
export const usersWithEmail = (email: string) =>
  getDb().user.findMany({ where: { email }, include: { company: true } });

export const deliver = (idempotencyKey: string) => deliverToFake(fake, idempotencyKey);

/** The token of the /password-setup/{token} link in an e-mail text. */
export function setupTokenIn(text: string): string {
  const match = new RegExp(
    `${env.SITE_URL.replace(/\/$/, "").replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}/password-setup/([A-Za-z0-9_-]+)`,
  ).exec(text);
  expect(match).not.toBeNull();
  return match![1]!;
}

export async function checkToken(token: string) {
  const response = await validateToken(new Request(`${BASE}/api/auth/validate-setup-token/${token}`), {
    params: Promise.resolve({ token }),
  });
  return response.json() as Promise<{ valid: boolean; expired: boolean; email: string | null }>;
}

export function expectRecent(date: Date | null | undefined) {
  expect(date).toBeInstanceOf(Date);
  expect(Math.abs(Date.now() - date!.getTime())).toBeLessThan(60_000);
}

/**
 * Registers the hooks of an approval test file: the admin `<label>-admin@example.at`, the company
 * `<label>-company@example.at` and a fake Resend server; rows made by address() carry the label.
 */
export function setUpApprovals(fileLabel: string) {
  label = fileLabel;
  beforeAll(async () => {
    admin = await createAdminAccount(`${label}-admin@example.at`);
    company = await createCompanyAccount(`${label}-company@example.at`, "geheim123", "Bad & Fliesen Wien GmbH");
    fake = await startFakeResend();
  });

  beforeEach(() => fake.reset());

  afterAll(async () => {
    await fake.close();
    await closeDb();
  });
}
