/**
 * Choice lists of the two partner forms (the short registration on /unternehmen and the long onboarding
 * form), shared by the zod schemas, the forms and the admin views. Visible onboarding texts live in
 * lib/content/partner-onboarding-texts.ts.
 */

import { canonicalServiceId, LEGACY_SERVICE_VALUES, SERVICE_IDS, type ServiceId } from "@/lib/content/service-catalog";

export interface Choice<V extends string = string> {
  value: V;
  label: string;
}

/**
 * The services a company can tick: every catalogue service, so a company registers for exactly what
 * customers can request. Older spec values are still accepted (LEGACY_SERVICE_VALUES).
 */
export const REGISTRATION_SERVICES = SERVICE_IDS;

export const EXPERIENCE_VALUES = ["1-2", "3-5", "6-10", "11-20", "20+"] as const;
export type ExperienceValue = (typeof EXPERIENCE_VALUES)[number];
export const EXPERIENCE_CHOICES: readonly Choice<ExperienceValue>[] = [
  { value: "1-2", label: "1-2 Jahre" },
  { value: "3-5", label: "3-5 Jahre" },
  { value: "6-10", label: "6-10 Jahre" },
  { value: "11-20", label: "11-20 Jahre" },
  { value: "20+", label: "Mehr als 20 Jahre" },
];

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

export function employeesLabel(value: string): string {
  return EMPLOYEE_CHOICES.find((choice) => choice.value === value)?.label ?? value;
}

/**
 * How the trade licence and liability insurance proof reaches us. Older records may hold "available"
 * (spec: authenticated-side §3), which the form never sends.
 */
export const DOCUMENT_PROOF_VALUES = ["email_sent", "wetransfer_link", "not_available"] as const;
export type DocumentProofValue = (typeof DOCUMENT_PROOF_VALUES)[number];

export const PRICING_AVAILABLE_VALUES = ["email", "wetransfer_link", "no_standard_pricing"] as const;
export type PricingAvailableValue = (typeof PRICING_AVAILABLE_VALUES)[number];

/** The option of the three questions above that reveals a document-link field. */
export const WETRANSFER_VALUE = "wetransfer_link";

export const TYPICAL_START_TIME_VALUES = ["within_1_week", "2_4_weeks", "1_2_months", "depends_on_materials"] as const;
export type TypicalStartTimeValue = (typeof TYPICAL_START_TIME_VALUES)[number];

/**
 * Calendar coordination. The spec's `share_with_{product}` placeholder is filled with the brand-independent
 * "platform": the brand can change via BRAND_NAME, stored values must not.
 */
export const CALENDAR_SHARING_VALUES = ["share_with_platform", "create_platform_calendar"] as const;
export type CalendarSharingValue = (typeof CALENDAR_SHARING_VALUES)[number];

export const PAYMENT_METHOD_VALUES = ["sepa", "payment_link", "other"] as const;
export type PaymentMethodValue = (typeof PAYMENT_METHOD_VALUES)[number];

/** Acceptance that cash parts of an order count for the commission (spec: public-side §3). */
export const CASH_PAYMENT_ACCEPTANCE_VALUES = ["understood", "case_by_case", "no_explain"] as const;
export type CashPaymentAcceptanceValue = (typeof CASH_PAYMENT_ACCEPTANCE_VALUES)[number];

/** Service values of the onboarding forms: the catalogue ids; older values are stored as their catalogue id. */
export const ONBOARDING_SERVICE_VALUES: readonly ServiceId[] = SERVICE_IDS;

/** The catalogue id a submitted partner-form service stands for; undefined when none ("trockenbau", "andere"). */
export function partnerServiceId(value: string): ServiceId | undefined {
  return canonicalServiceId(value) ?? LEGACY_SERVICE_VALUES[value.normalize("NFC").trim()];
}

/** The catalogue ids of an approved onboarding record's services, once each. */
export function companyServicesFromOnboarding(values: readonly string[]): ServiceId[] {
  return [...new Set(values.map(partnerServiceId).filter((id): id is ServiceId => id !== undefined))];
}

export const PREFERRED_CHANNEL_VALUES_DE = ["whatsapp", "telefon", "email", "andere"] as const;
export const PREFERRED_CHANNEL_VALUES_EN = ["whatsapp", "phone", "email", "other"] as const;
export const PREFERRED_CHANNEL_VALUES = [
  ...new Set<string>([...PREFERRED_CHANNEL_VALUES_DE, ...PREFERRED_CHANNEL_VALUES_EN]),
] as readonly string[];
