/**
 * The partner onboarding form (/partner-onboarding German, /partner-onboarding2 English): one zod
 * schema, built per language, for the form's react-hook-form resolver and (German) for
 * POST /api/partner-onboarding.
 *
 * Rules (public-side.md §5 "Partner onboarding", §3 "Partner onboarding submission",
 * authenticated-side.md §3 "partner_onboarding"):
 * - every field is optional except `privacyConsent`, which must be `true`
 *   ("Sie müssen den Datenschutzbestimmungen zustimmen" / "You must agree to the privacy policy");
 * - choices must be one of the enumerations in lib/domain/partner-choices.ts ("" or null = none);
 *   services are catalogue ids (issue 17 §6), older values of the spec's lists count as their id;
 * - texts are trimmed, "" or null count as empty (stored as NULL), and every text is bounded;
 * - a given e-mail must be an e-mail address; a given document or calendar link must be an
 *   http(s) link ("we.tl/abc" is read as "https://we.tl/abc"), so an admin view can render it as
 *   a link without risk;
 * - a document link is kept only when its question is answered with "wetransfer_link" (the link
 *   field exists only then, public-side.md §4);
 * - `provision_notes` (the public form's spelling in public-side.md §3) is accepted as an alias
 *   of `provisionNotes`.
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
import * as z from "./zod";

/** Languages of the onboarding form. */
export type OnboardingLanguage = "de" | "en";

/** Largest accepted length of each text field (characters). */
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

/** Validation messages of one language. */
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

/** Empty text ("" or only blanks) or null → undefined. */
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

/** Builds the schema with the messages of `language` (the API uses German). */
export function createPartnerOnboardingSchema(language: OnboardingLanguage = "de") {
  const m = PARTNER_ONBOARDING_MESSAGES[language];

  const optionalText = (max: number) =>
    z.string({ error: m.invalidChoice }).trim().max(max, m.tooLong(max)).nullish().transform(emptyToUndefined);

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

  // Catalogue ids; an older value of the spec's forms ("maler-arbeiten", "painting") counts as its id.
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
      // Company
      companyName: optionalText(MAX.companyName),
      address: optionalText(MAX.address),
      contactPerson: optionalText(MAX.contactPerson),
      email: optionalEmail(),
      phone: optionalText(MAX.phone),
      phone2: optionalText(MAX.phone2),
      // Certificates and references
      businessLicense: optionalChoice(DOCUMENT_PROOF_VALUES),
      businessLicenseLink: optionalLink(),
      liability: optionalChoice(DOCUMENT_PROOF_VALUES),
      liabilityLink: optionalLink(),
      references: optionalText(MAX.references),
      // Services and prices
      services: serviceList(),
      topServices: optionalText(MAX.topServices),
      pricingAvailable: optionalChoice(PRICING_AVAILABLE_VALUES),
      pricingLink: optionalLink(),
      currentOffers: optionalText(MAX.currentOffers),
      siteVisitOffer: optionalText(MAX.siteVisitOffer),
      // Capacity and availability
      typicalStartTime: optionalChoice(TYPICAL_START_TIME_VALUES),
      calendarSharing: optionalChoice(CALENDAR_SHARING_VALUES),
      calendarLink: optionalLink(),
      availability: optionalText(MAX.availability),
      // Communication and working style
      preferredChannels: choiceList(PREFERRED_CHANNEL_VALUES),
      otherChannel: optionalText(MAX.otherChannel),
      differentiator: optionalText(MAX.differentiator),
      // Additional information
      specialNotes: optionalText(MAX.specialNotes),
      // Payment and commission
      paymentMethod: optionalChoice(PAYMENT_METHOD_VALUES),
      paymentMethodOther: optionalText(MAX.paymentMethodOther),
      provisionNotes: optionalText(MAX.provisionNotes),
      /** Alias of provisionNotes (public-side.md §3 spells the payload field provision_notes). */
      provision_notes: optionalText(MAX.provisionNotes),
      cashPaymentAcceptance: optionalChoice(CASH_PAYMENT_ACCEPTANCE_VALUES),
      cashPaymentReason: optionalText(MAX.cashPaymentReason),
      // Consent (the only required field)
      privacyConsent: z
        .boolean({ error: m.privacyConsent })
        .refine((value) => value === true, { message: m.privacyConsent }),
      /** Honeypot (hidden input): must stay empty; the handler drops submissions that fill it. */
      [HONEYPOT_FIELD]: z.string().max(500).optional(),
    })
    .transform(({ provision_notes, ...data }) => ({
      ...data,
      provisionNotes: data.provisionNotes ?? provision_notes,
      // A document link belongs to its WeTransfer answer only.
      businessLicenseLink: data.businessLicense === WETRANSFER_VALUE ? data.businessLicenseLink : undefined,
      liabilityLink: data.liability === WETRANSFER_VALUE ? data.liabilityLink : undefined,
      pricingLink: data.pricingAvailable === WETRANSFER_VALUE ? data.pricingLink : undefined,
    }));
}

/** The German schema (POST /api/partner-onboarding and /partner-onboarding). */
export const partnerOnboardingSchema = createPartnerOnboardingSchema("de");

/** A parsed submission: texts trimmed, empty values undefined, lists deduplicated. */
export type PartnerOnboardingRequest = z.output<typeof partnerOnboardingSchema>;
/** What the onboarding form holds before parsing. */
export type PartnerOnboardingInput = z.input<typeof partnerOnboardingSchema>;
