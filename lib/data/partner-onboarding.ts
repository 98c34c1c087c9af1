/**
 * Partner onboarding submissions: stored as "pending", then approved (company user, verified
 * company, setup e-mail) or rejected by an admin. spec: authenticated-side §4
 */
import "server-only";
import { escapeLike } from "@/lib/db/sql";
import { queueNewApplicationAlert } from "@/lib/alerts/admin-alerts";
import {
  decideApplication,
  listApplications,
  type ApplicationAccount,
  type ApplicationActor,
  type ApplicationDecisionInput,
  type ApplicationListQuery,
  type ApplicationListRow,
  type ApplicationTable,
} from "@/lib/data/application-decisions";
import { getDb } from "@/lib/db";
import { canApproveOnboarding } from "@/lib/domain/admin-approvals";
import { companyServicesFromOnboarding } from "@/lib/domain/partner-choices";
import type { Prisma } from "@/lib/generated/prisma/client";
import { ValidationError } from "@/lib/errors";
import type { PartnerOnboardingRequest } from "@/lib/validation/partner-onboarding";

export const ONBOARDING_STATUS_PENDING = "pending";

/** Stores a validated submission as "pending" (empty answers as NULL, honeypot dropped); returns its id. */
export async function createPartnerOnboarding(input: PartnerOnboardingRequest): Promise<number> {
  return getDb().$transaction(async (tx) => {
    const row = await tx.partnerOnboarding.create({
      data: {
        companyName: input.companyName ?? null,
        address: input.address ?? null,
        contactPerson: input.contactPerson ?? null,
        email: input.email ?? null,
        phone: input.phone ?? null,
        phone2: input.phone2 ?? null,
        businessLicense: input.businessLicense ?? null,
        businessLicenseLink: input.businessLicenseLink ?? null,
        liability: input.liability ?? null,
        liabilityLink: input.liabilityLink ?? null,
        references: input.references ?? null,
        services: input.services,
        topServices: input.topServices ?? null,
        pricingAvailable: input.pricingAvailable ?? null,
        pricingLink: input.pricingLink ?? null,
        currentOffers: input.currentOffers ?? null,
        siteVisitOffer: input.siteVisitOffer ?? null,
        typicalStartTime: input.typicalStartTime ?? null,
        calendarSharing: input.calendarSharing ?? null,
        calendarLink: input.calendarLink ?? null,
        availability: input.availability ?? null,
        preferredChannels: input.preferredChannels,
        otherChannel: input.otherChannel ?? null,
        differentiator: input.differentiator ?? null,
        specialNotes: input.specialNotes ?? null,
        paymentMethod: input.paymentMethod ?? null,
        paymentMethodOther: input.paymentMethodOther ?? null,
        provisionNotes: input.provisionNotes ?? null,
        cashPaymentAcceptance: input.cashPaymentAcceptance ?? null,
        cashPaymentReason: input.cashPaymentReason ?? null,
        privacyConsent: input.privacyConsent,
        status: ONBOARDING_STATUS_PENDING,
      },
      select: { id: true },
    });
    // Queued with the form, so the team's alert exists only if the form does.
    await queueNewApplicationAlert(tx, "onboarding", row.id, input.companyName ?? "");
    return row.id;
  });
}

// Admin: list and decide

/** Every stored field: the admin's detail dialog shows them all. */
const ADMIN_ONBOARDING_SELECT = {
  id: true,
  companyName: true,
  address: true,
  contactPerson: true,
  email: true,
  phone: true,
  phone2: true,
  businessLicense: true,
  businessLicenseLink: true,
  liability: true,
  liabilityLink: true,
  references: true,
  services: true,
  topServices: true,
  pricingAvailable: true,
  pricingLink: true,
  currentOffers: true,
  siteVisitOffer: true,
  typicalStartTime: true,
  calendarSharing: true,
  calendarLink: true,
  availability: true,
  preferredChannels: true,
  otherChannel: true,
  differentiator: true,
  specialNotes: true,
  paymentMethod: true,
  paymentMethodOther: true,
  provisionNotes: true,
  cashPaymentAcceptance: true,
  cashPaymentReason: true,
  privacyConsent: true,
  status: true,
  processedBy: true,
  processedAt: true,
  notes: true,
  createdAt: true,
} as const;

export type AdminPartnerOnboardingRow = Prisma.PartnerOnboardingGetPayload<{ select: typeof ADMIN_ONBOARDING_SELECT }>;

export type AdminPartnerOnboardingListRow = ApplicationListRow<AdminPartnerOnboardingRow>;

function onboardingSearch(search: string | undefined): Prisma.PartnerOnboardingWhereInput {
  if (!search) return {};
  const contains = { contains: escapeLike(search), mode: "insensitive" as const };
  return { OR: [{ companyName: contains }, { contactPerson: contains }, { email: contains }] };
}

const ONBOARDINGS: ApplicationTable<
  AdminPartnerOnboardingRow,
  Prisma.PartnerOnboardingWhereInput,
  typeof ADMIN_ONBOARDING_SELECT
> = {
  kind: "onboarding",
  entityType: "partner_onboarding",
  delegate: (db) => db.partnerOnboarding,
  select: ADMIN_ONBOARDING_SELECT,
  notFound: "Partner-Onboarding nicht gefunden.",
  alreadyDecided: "Dieses Partner-Onboarding wurde bereits bearbeitet.",
  rejection: (row) => ({
    to: row.email?.trim() || null,
    companyName: row.companyName ?? "",
    contactPerson: row.contactPerson,
  }),
  invitation: (row) => {
    if (!canApproveOnboarding(row)) {
      throw new ValidationError(
        "Genehmigung nicht möglich: Für das Firmenkonto werden E-Mail-Adresse und Firmenname benötigt.",
      );
    }
    return {
      email: row.email!.trim(),
      companyName: row.companyName!.trim(),
      contactInfo: row.address ?? undefined,
      zipCode: /(?<!\d)\d{4}(?!\d)/.exec(row.address ?? "")?.[0] ?? null,
      services: companyServicesFromOnboarding(row.services),
    };
  },
};

/**
 * One page of records, pending first, then newest, filtered by `status` and `search` (company,
 * contact person, e-mail), with the exact `total`, duplicate marks and the deciding admin's e-mail.
 */
export async function listPartnerOnboarding(
  query: ApplicationListQuery,
): Promise<{ items: AdminPartnerOnboardingListRow[]; total: number }> {
  return listApplications(ONBOARDINGS, query, onboardingSearch(query.search));
}

export type OnboardingDecision = { onboarding: AdminPartnerOnboardingRow } & ApplicationAccount;

/**
 * Approves or rejects a pending record in one transaction, audited (see decideApplication).
 * Approve creates the company user and a verified company and e-mails the setup link.
 * @throws NotFoundError no such record; ConflictError already processed, partner account exists, or the e-mail
 *   belongs to a non-company account; ValidationError approve without e-mail or company name.
 */
export async function decidePartnerOnboarding(
  id: number,
  decision: ApplicationDecisionInput,
  actor: ApplicationActor,
): Promise<OnboardingDecision> {
  const { row, ...account } = await decideApplication(ONBOARDINGS, id, decision, actor);
  return { onboarding: row, ...account };
}
