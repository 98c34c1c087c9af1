/**
 * Data access for partner onboarding submissions (table `partner_onboarding`,
 * authenticated-side.md §3). New submissions start as "pending" (§4 "Partner onboarding":
 * pending → approved or rejected by the admin).
 */
import "server-only";
import { getDb } from "@/lib/db";
import type { PartnerOnboardingRequest } from "@/lib/validation/partner-onboarding";

/** Status of a submission that no admin has processed yet. */
export const ONBOARDING_STATUS_PENDING = "pending";

/**
 * Stores a validated onboarding submission with status "pending" and returns the new row's id.
 * Empty answers are stored as NULL (lists as empty arrays); the honeypot field is not stored.
 */
export async function createPartnerOnboarding(input: PartnerOnboardingRequest): Promise<number> {
  const row = await getDb().partnerOnboarding.create({
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
  return row.id;
}
