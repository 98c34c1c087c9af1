/**
 * German labels of the stored partner onboarding enumerations for the admin's detail dialog
 * (authenticated-side.md §2 "Partner onboarding", §3 "partner_onboarding": enumerations "as the admin
 * views read them"). Worded from the provider's point of view ("Firma teilt …"), unlike the form's
 * options, which address the partner. Both readings of the spec are covered: the values the public
 * form sends (lib/domain/partner-choices.ts) and the older stored-record values ("available",
 * "with_report", "no"). Services and channels reuse the form's German labels
 * (lib/content/partner-onboarding-texts.ts). Unknown values are shown as stored. Pure.
 */
import { onboardingServiceLabel, preferredChannelLabel } from "@/lib/content/partner-onboarding-texts";

type Labels = Readonly<Record<string, string>>;

/** businessLicense and liability: how the proof reaches the provider. */
export const DOCUMENT_PROOF_LABELS: Labels = {
  available: "Vorhanden",
  email_sent: "Per E-Mail gesendet",
  wetransfer_link: "Per WeTransfer-Link",
  not_available: "Nicht vorhanden",
};

/** pricingAvailable. */
export const PRICING_AVAILABLE_LABELS: Labels = {
  email: "Ja, Preisliste per E-Mail",
  wetransfer_link: "Ja, Preisliste per WeTransfer-Link",
  no_standard_pricing: "Keine Standardpreise (Kalkulation je Projekt)",
};

/** typicalStartTime. */
export const TYPICAL_START_TIME_LABELS: Labels = {
  within_1_week: "Innerhalb einer Woche",
  "2_4_weeks": "In 2-4 Wochen",
  "1_2_months": "In 1-2 Monaten",
  depends_on_materials: "Abhängig von der Materialverfügbarkeit",
};

/** calendarSharing (neutral wording instead of the product name, §3). */
export const CALENDAR_SHARING_LABELS: Labels = {
  share_with_platform: "Firma teilt ihren eigenen Kalender mit uns",
  create_platform_calendar: "Wir legen einen Kalender für die Firma an",
};

/** paymentMethod (of the commission). */
export const PAYMENT_METHOD_LABELS: Labels = {
  sepa: "SEPA-Überweisung",
  payment_link: "Zahlungslink",
  other: "Andere",
};

/** cashPaymentAcceptance: both readings of §3. */
export const CASH_PAYMENT_ACCEPTANCE_LABELS: Labels = {
  understood: "Ja, verstanden",
  case_by_case: "Nach Absprache im Einzelfall",
  no_explain: "Nein (mit Begründung)",
  with_report: "Ja, mit Meldung der Barzahlungen",
  no: "Nein",
};

/** The label of `value` in `labels`; null for an empty value, the value itself when unknown. */
function labelOf(labels: Labels, value: string | null | undefined): string | null {
  if (value === null || value === undefined || value.trim() === "") return null;
  return labels[value] ?? value;
}

export const documentProofLabel = (value: string | null | undefined) => labelOf(DOCUMENT_PROOF_LABELS, value);
export const pricingAvailableLabel = (value: string | null | undefined) => labelOf(PRICING_AVAILABLE_LABELS, value);
export const typicalStartTimeLabel = (value: string | null | undefined) => labelOf(TYPICAL_START_TIME_LABELS, value);
export const calendarSharingLabel = (value: string | null | undefined) => labelOf(CALENDAR_SHARING_LABELS, value);
export const paymentMethodLabel = (value: string | null | undefined) => labelOf(PAYMENT_METHOD_LABELS, value);
export const cashPaymentAcceptanceLabel = (value: string | null | undefined) =>
  labelOf(CASH_PAYMENT_ACCEPTANCE_LABELS, value);

/** Stored service values (either form's) as German labels, e.g. ["elektro", "tiling"] → ["Elektro", "Fliesen"]. */
export function onboardingServiceLabels(values: readonly string[]): string[] {
  return values.map(onboardingServiceLabel);
}

/** Stored channel values as German labels ("phone" and "telefon" → "Telefon"), duplicates removed. */
export function preferredChannelLabels(values: readonly string[]): string[] {
  return [...new Set(values.map(preferredChannelLabel))];
}
