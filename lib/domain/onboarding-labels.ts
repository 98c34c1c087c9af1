/**
 * German labels of the stored partner onboarding enumerations for the admin, worded from the provider's
 * side ("Firma teilt …"). Covers both the form's values and older stored-record values; unknown values
 * are shown as stored.
 */
import { onboardingServiceLabel, preferredChannelLabel } from "@/lib/content/partner-onboarding-texts";

type Labels = Readonly<Record<string, string>>;

export const DOCUMENT_PROOF_LABELS: Labels = {
  available: "Vorhanden",
  email_sent: "Per E-Mail gesendet",
  wetransfer_link: "Per WeTransfer-Link",
  not_available: "Nicht vorhanden",
};

export const PRICING_AVAILABLE_LABELS: Labels = {
  email: "Ja, Preisliste per E-Mail",
  wetransfer_link: "Ja, Preisliste per WeTransfer-Link",
  no_standard_pricing: "Keine Standardpreise (Kalkulation je Projekt)",
};

export const TYPICAL_START_TIME_LABELS: Labels = {
  within_1_week: "Innerhalb einer Woche",
  "2_4_weeks": "In 2-4 Wochen",
  "1_2_months": "In 1-2 Monaten",
  depends_on_materials: "Abhängig von der Materialverfügbarkeit",
};

export const CALENDAR_SHARING_LABELS: Labels = {
  share_with_platform: "Firma teilt ihren eigenen Kalender mit uns",
  create_platform_calendar: "Wir legen einen Kalender für die Firma an",
};

export const PAYMENT_METHOD_LABELS: Labels = {
  sepa: "SEPA-Überweisung",
  payment_link: "Zahlungslink",
  other: "Andere",
};

export const CASH_PAYMENT_ACCEPTANCE_LABELS: Labels = {
  understood: "Ja, verstanden",
  case_by_case: "Nach Absprache im Einzelfall",
  no_explain: "Nein (mit Begründung)",
  with_report: "Ja, mit Meldung der Barzahlungen",
  no: "Nein",
};

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

export function onboardingServiceLabels(values: readonly string[]): string[] {
  return values.map(onboardingServiceLabel);
}

export function preferredChannelLabels(values: readonly string[]): string[] {
  return [...new Set(values.map(preferredChannelLabel))];
}
