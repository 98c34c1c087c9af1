/**
 * The partner onboarding form's zod schema, built per language (German also for POST /api/partner-onboarding).
 * Only `privacyConsent` is required. Links must be http(s) so the admin view can render them safely, and a
 * document link is kept only with its "wetransfer_link" answer.
 */
import {
  CALENDAR_SHARING_VALUES,
  CASH_PAYMENT_ACCEPTANCE_VALUES,
  DOCUMENT_PROOF_VALUES,
  ONBOARDING_SERVICE_VALUES,
  partnerServiceId,
  PAYMENT_METHOD_VALUES,
  PREFERRED_CHANNEL_VALUES,
  PRICING_AVAILABLE_VALUES,
  TYPICAL_START_TIME_VALUES,
  WETRANSFER_VALUE,
} from "@/lib/domain/partner-choices";
import { HONEYPOT_FIELD } from "@/lib/domain/honeypot";
import { optionalPhoneSchema } from "./phone";
import * as z from "./zod";

export type OnboardingLanguage = "de" | "en";

export const PARTNER_ONBOARDING_MAX_LENGTH = {
  companyName: 200,
  address: 300,
  contactPerson: 200,
  email: 255,
  phone: 50,
  phone2: 50,
  link: 2000,
  references: 3000,
  topServices: 1000,
  currentOffers: 2000,
  siteVisitOffer: 1000,
  availability: 2000,
  otherChannel: 200,
  differentiator: 3000,
  specialNotes: 3000,
  paymentMethodOther: 500,
  provisionNotes: 2000,
  cashPaymentReason: 2000,
} as const;

export interface PartnerOnboardingMessages {
  privacyConsent: string;
  email: string;
  link: string;
  invalidChoice: string;
  tooLong: (max: number) => string;
  tooMany: string;
}

export const PARTNER_ONBOARDING_MESSAGES: Record<OnboardingLanguage, PartnerOnboardingMessages> = {
  de: {
    privacyConsent: "Sie müssen den Datenschutzbestimmungen zustimmen",
    email: "Bitte geben Sie eine gültige E-Mail-Adresse ein",
    link: "Bitte geben Sie einen gültigen Link ein (z.B. https://we.tl/...)",
    invalidChoice: "Ungültige Auswahl",
    tooLong: (max) => `Höchstens ${max} Zeichen erlaubt`,
    tooMany: "Zu viele Einträge ausgewählt",
  },
  en: {
    privacyConsent: "You must agree to the privacy policy",
    email: "Please enter a valid email address",
    link: "Please enter a valid link (e.g. https://we.tl/...)",
    invalidChoice: "Invalid choice",
    tooLong: (max) => `At most ${max} characters allowed`,
    tooMany: "Too many entries selected",
  },
};

const MAX = PARTNER_ONBOARDING_MAX_LENGTH;

const emptyToUndefined = (value: string | null | undefined) => (value ? value : undefined);

/** Reads a link, adding "https://" when the scheme is missing; null when it is not an http(s) link. */
export function normalizeLink(value: string): string | null {
  const withScheme = /^[a-z][a-z\d+.-]*:/i.test(value) ? value : `https://${value}`;
  try {
    const url = new URL(withScheme);
    if (url.protocol !== "https:" && url.protocol !== "http:") return null;
    if (!url.hostname.includes(".") || /\s/.test(value)) return null;
    return url.toString();
  } catch {
    return null;
  }
}

export function createPartnerOnboardingSchema(language: OnboardingLanguage = "de") {
  const m = PARTNER_ONBOARDING_MESSAGES[language];

  const optionalText = (max: number) =>
    z.string({ error: m.invalidChoice }).trim().max(max, m.tooLong(max)).nullish().transform(emptyToUndefined);

  const optionalPhone = () =>
    optionalPhoneSchema(language)
      .optional()
      .transform((value) => value ?? undefined);

  const optionalEmail = () => optionalText(MAX.email).pipe(z.email(m.email).optional());

  const optionalLink = () =>
    optionalText(MAX.link).transform((value, ctx) => {
      if (value === undefined) return undefined;
      const link = normalizeLink(value);
      if (link === null || link.length > MAX.link) {
        ctx.addIssue({ code: "custom", message: m.link });
        return z.NEVER;
      }
      return link;
    });

  const optionalChoice = <const T extends readonly [string, ...string[]]>(values: T) =>
    z
      .string({ error: m.invalidChoice })
      .trim()
      .nullish()
      .transform(emptyToUndefined)
      .pipe(z.enum(values, { error: m.invalidChoice }).optional());

  const choiceList = (values: readonly string[]) =>
    z
      .array(
        z.string({ error: m.invalidChoice }).refine((value) => values.includes(value), m.invalidChoice),
        {
          error: m.invalidChoice,
        },
      )
      .max(values.length, m.tooMany)
      .nullish()
      .transform((list) => [...new Set(list ?? [])]);

  // An older value of the spec's forms ("maler-arbeiten", "painting") counts as its catalogue id.
  const serviceList = () =>
    z
      .array(
        z.string({ error: m.invalidChoice }).transform((value, ctx) => {
          const id = partnerServiceId(value);
          if (id) return id;
          ctx.addIssue({ code: "custom", message: m.invalidChoice });
          return z.NEVER;
        }),
        { error: m.invalidChoice },
      )
      .max(ONBOARDING_SERVICE_VALUES.length, m.tooMany)
      .nullish()
      .transform((list) => [...new Set(list ?? [])]);

  return z
    .object({
      companyName: optionalText(MAX.companyName),
      address: optionalText(MAX.address),
      contactPerson: optionalText(MAX.contactPerson),
      email: optionalEmail(),
      phone: optionalPhone(),
      phone2: optionalPhone(),
      businessLicense: optionalChoice(DOCUMENT_PROOF_VALUES),
      businessLicenseLink: optionalLink(),
      liability: optionalChoice(DOCUMENT_PROOF_VALUES),
      liabilityLink: optionalLink(),
      references: optionalText(MAX.references),
      services: serviceList(),
      topServices: optionalText(MAX.topServices),
      pricingAvailable: optionalChoice(PRICING_AVAILABLE_VALUES),
      pricingLink: optionalLink(),
      currentOffers: optionalText(MAX.currentOffers),
      siteVisitOffer: optionalText(MAX.siteVisitOffer),
      typicalStartTime: optionalChoice(TYPICAL_START_TIME_VALUES),
      calendarSharing: optionalChoice(CALENDAR_SHARING_VALUES),
      calendarLink: optionalLink(),
      availability: optionalText(MAX.availability),
      preferredChannels: choiceList(PREFERRED_CHANNEL_VALUES),
      otherChannel: optionalText(MAX.otherChannel),
      differentiator: optionalText(MAX.differentiator),
      specialNotes: optionalText(MAX.specialNotes),
      paymentMethod: optionalChoice(PAYMENT_METHOD_VALUES),
      paymentMethodOther: optionalText(MAX.paymentMethodOther),
      provisionNotes: optionalText(MAX.provisionNotes),
      /** Alias of provisionNotes (spec: public-side §3 spells it provision_notes). */
      provision_notes: optionalText(MAX.provisionNotes),
      cashPaymentAcceptance: optionalChoice(CASH_PAYMENT_ACCEPTANCE_VALUES),
      cashPaymentReason: optionalText(MAX.cashPaymentReason),
      privacyConsent: z
        .boolean({ error: m.privacyConsent })
        .refine((value) => value === true, { message: m.privacyConsent }),
      [HONEYPOT_FIELD]: z.string().max(500).optional(),
    })
    .transform(({ provision_notes, ...data }) => ({
      ...data,
      provisionNotes: data.provisionNotes ?? provision_notes,
      businessLicenseLink: data.businessLicense === WETRANSFER_VALUE ? data.businessLicenseLink : undefined,
      liabilityLink: data.liability === WETRANSFER_VALUE ? data.liabilityLink : undefined,
      pricingLink: data.pricingAvailable === WETRANSFER_VALUE ? data.pricingLink : undefined,
    }));
}

export const partnerOnboardingSchema = createPartnerOnboardingSchema("de");

/** A parsed submission: texts trimmed, empty values undefined, lists deduplicated. */
export type PartnerOnboardingRequest = z.output<typeof partnerOnboardingSchema>;
export type PartnerOnboardingInput = z.input<typeof partnerOnboardingSchema>;
