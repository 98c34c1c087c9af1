/**
 * Choice lists of the two partner forms: the short company registration on /unternehmen and the
 * long partner onboarding form on /partner-onboarding (German) and /partner-onboarding2 (English).
 * Pure constants, shared by the zod schemas (lib/validation), the forms and the admin views.
 *
 * Sources: authenticated-side.md §3 ("Company registration payload", "Registration service
 * choices", "partner_onboarding") and public-side.md §3 ("Partner onboarding submission",
 * enumerations); the service choices of both forms are the catalogue's (issue 17 §6,
 * lib/content/service-catalog.ts). The visible texts of the onboarding choices live in
 * lib/content/partner-onboarding-texts.ts (one dictionary per language).
 */

import { canonicalServiceId, LEGACY_SERVICE_VALUES, SERVICE_IDS, type ServiceId } from "@/lib/content/service-catalog";

/** A stored value and the German text shown for it. */
export interface Choice<V extends string = string> {
  value: V;
  label: string;
}

// ---------------------------------------------------------------------------------------------
// Company registration (/unternehmen, POST /api/companies/register)
// ---------------------------------------------------------------------------------------------

/**
 * The services a company can tick on the registration form: every service of the catalogue
 * (issue 17 §6: a company registers for exactly the services customers can request), stored as the
 * catalogue ids. The form shows the spec's wording where it has one (partnerServiceName: e.g.
 * "Malerei & Lackierung" for "maler"); the spec's older texts are still accepted (LEGACY_SERVICE_VALUES).
 */
export const REGISTRATION_SERVICES = SERVICE_IDS;
export type RegistrationService = ServiceId;

/** Years of experience (values as stored; labels as shown). */
export const EXPERIENCE_VALUES = ["1-2", "3-5", "6-10", "11-20", "20+"] as const;
export type ExperienceValue = (typeof EXPERIENCE_VALUES)[number];
export const EXPERIENCE_CHOICES: readonly Choice<ExperienceValue>[] = [
  { value: "1-2", label: "1-2 Jahre" },
  { value: "3-5", label: "3-5 Jahre" },
  { value: "6-10", label: "6-10 Jahre" },
  { value: "11-20", label: "11-20 Jahre" },
  { value: "20+", label: "Mehr als 20 Jahre" },
];

/** Number of employees (values as stored; labels as shown). */
export const EMPLOYEE_VALUES = ["1", "2-5", "6-10", "11-25", "25+"] as const;
export type EmployeeValue = (typeof EMPLOYEE_VALUES)[number];
export const EMPLOYEE_CHOICES: readonly Choice<EmployeeValue>[] = [
  { value: "1", label: "1 Mitarbeiter (Einzelunternehmen)" },
  { value: "2-5", label: "2-5 Mitarbeiter" },
  { value: "6-10", label: "6-10 Mitarbeiter" },
  { value: "11-25", label: "11-25 Mitarbeiter" },
  { value: "25+", label: "Mehr als 25 Mitarbeiter" },
];

/** German label of a stored experience value (the value itself when unknown). */
export function experienceLabel(value: string): string {
  return EXPERIENCE_CHOICES.find((choice) => choice.value === value)?.label ?? value;
}

/** German label of a stored employee-count value (the value itself when unknown). */
export function employeesLabel(value: string): string {
  return EMPLOYEE_CHOICES.find((choice) => choice.value === value)?.label ?? value;
}

// ---------------------------------------------------------------------------------------------
// Partner onboarding (/partner-onboarding, /partner-onboarding2, POST /api/partner-onboarding)
// ---------------------------------------------------------------------------------------------

/**
 * Trade licence (businessLicense) and liability insurance (liability): how the proof reaches the
 * provider. The form offers the public form's three values (public-side.md §3); the stored-record
 * reading of authenticated-side.md §3 also knows "available", which the admin view may meet in
 * older data but the form never sends.
 */
export const DOCUMENT_PROOF_VALUES = ["email_sent", "wetransfer_link", "not_available"] as const;
export type DocumentProofValue = (typeof DOCUMENT_PROOF_VALUES)[number];

/** Whether a price list exists and how it is delivered. */
export const PRICING_AVAILABLE_VALUES = ["email", "wetransfer_link", "no_standard_pricing"] as const;
export type PricingAvailableValue = (typeof PRICING_AVAILABLE_VALUES)[number];

/** The option of the three questions above that reveals a document-link field. */
export const WETRANSFER_VALUE = "wetransfer_link";

/** How soon the company can usually start. */
export const TYPICAL_START_TIME_VALUES = ["within_1_week", "2_4_weeks", "1_2_months", "depends_on_materials"] as const;
export type TypicalStartTimeValue = (typeof TYPICAL_START_TIME_VALUES)[number];

/**
 * Calendar coordination. The spec's values are `share_with_{product}` and
 * `create_{product}_calendar`; the product name is hidden there, so the placeholder is filled with
 * the brand-independent word "platform" (the brand can change via BRAND_NAME, stored values must
 * not): "share_with_platform" = the company shares its own calendar with the provider,
 * "create_platform_calendar" = the provider creates a calendar for the company. Visible texts use
 * neutral wording ("uns", "wir"), never a product name.
 */
export const CALENDAR_SHARING_VALUES = ["share_with_platform", "create_platform_calendar"] as const;
export type CalendarSharingValue = (typeof CALENDAR_SHARING_VALUES)[number];

/** How the commission is paid. */
export const PAYMENT_METHOD_VALUES = ["sepa", "payment_link", "other"] as const;
export type PaymentMethodValue = (typeof PAYMENT_METHOD_VALUES)[number];

/**
 * Acceptance of the rule that cash parts of an order count for the commission. The public form's
 * reading (public-side.md §3); the stored-record reading "understood, with_report, no" of
 * authenticated-side.md §3 is not offered by the form.
 */
export const CASH_PAYMENT_ACCEPTANCE_VALUES = ["understood", "case_by_case", "no_explain"] as const;
export type CashPaymentAcceptanceValue = (typeof CASH_PAYMENT_ACCEPTANCE_VALUES)[number];

/**
 * Service values of both onboarding forms: the catalogue ids, like the registration (issue 17 §6).
 * The spec's older values (German "maler-arbeiten", English "painting", …) are still accepted and
 * stored as their catalogue id (LEGACY_SERVICE_VALUES); stored records were mapped by the migration
 * 20261126000000_service_catalogue_ids.
 */
export const ONBOARDING_SERVICE_VALUES: readonly ServiceId[] = SERVICE_IDS;

/**
 * The catalogue id a submitted partner-form service stands for: a catalogue or alias id, or an
 * older value of the registration or onboarding forms; undefined when none ("Parkettleger",
 * "trockenbau", "andere": no service customers can request).
 */
export function partnerServiceId(value: string): ServiceId | undefined {
  return canonicalServiceId(value) ?? LEGACY_SERVICE_VALUES[value.normalize("NFC").trim()];
}

/**
 * The company services of an approved onboarding record: the catalogue ids its services stand for,
 * once each; values without a catalogue service ("trockenbau", "andere") stay on the record only.
 */
export function companyServicesFromOnboarding(values: readonly string[]): ServiceId[] {
  return [...new Set(values.map(partnerServiceId).filter((id): id is ServiceId => id !== undefined))];
}

/** Preferred contact channels of the German form. */
export const PREFERRED_CHANNEL_VALUES_DE = ["whatsapp", "telefon", "email", "andere"] as const;
/** Preferred contact channels of the English form. */
export const PREFERRED_CHANNEL_VALUES_EN = ["whatsapp", "phone", "email", "other"] as const;
/** Every channel value the API accepts. */
export const PREFERRED_CHANNEL_VALUES = [
  ...new Set<string>([...PREFERRED_CHANNEL_VALUES_DE, ...PREFERRED_CHANNEL_VALUES_EN]),
] as readonly string[];
