/**
 * Every visible text of the partner onboarding form: German for /partner-onboarding, English for
 * /partner-onboarding2 (the only English page). Plain data without server-only imports, since the client
 * form imports it; texts needing the contact address or commission take it as an argument.
 */
import type {
  CalendarSharingValue,
  CashPaymentAcceptanceValue,
  DocumentProofValue,
  PaymentMethodValue,
  PricingAvailableValue,
  TypicalStartTimeValue,
} from "@/lib/domain/partner-choices";
import { serviceName } from "@/lib/content/service-catalog";
import {
  partnerServiceId,
  PREFERRED_CHANNEL_VALUES_DE,
  PREFERRED_CHANNEL_VALUES_EN,
} from "@/lib/domain/partner-choices";
import { formatCommission } from "@/lib/domain/settings";
import type { OnboardingLanguage } from "@/lib/validation/partner-onboarding";

export interface FieldText {
  label: string;
  hint?: string;
  placeholder?: string;
}

export interface OptionText<V extends string = string> {
  value: V;
  label: string;
}

/** The text fields of the form (keys are the payload's field names). */
export type OnboardingTextField =
  | "companyName"
  | "address"
  | "contactPerson"
  | "email"
  | "phone"
  | "phone2"
  | "businessLicenseLink"
  | "liabilityLink"
  | "references"
  | "topServices"
  | "pricingLink"
  | "currentOffers"
  | "siteVisitOffer"
  | "calendarLink"
  | "availability"
  | "otherChannel"
  | "differentiator"
  | "specialNotes"
  | "paymentMethodOther"
  | "provisionNotes"
  | "cashPaymentReason";

/** The choice questions of the form (keys are the payload's field names). */
export type OnboardingChoiceField =
  | "businessLicense"
  | "liability"
  | "services"
  | "pricingAvailable"
  | "typicalStartTime"
  | "calendarSharing"
  | "preferredChannels"
  | "paymentMethod"
  | "cashPaymentAcceptance";

export interface PartnerOnboardingTexts {
  language: OnboardingLanguage;
  title: string;
  intro: string;
  sections: {
    company: string;
    certificates: string;
    certificatesIntro: (email: string) => string;
    services: string;
    capacity: string;
    communication: string;
    additional: string;
    payment: string;
    /** Intro of the payment section; commission in basis points (1000 = 10 %). */
    paymentIntro: (commissionBps: number) => string;
  };
  fields: Record<OnboardingTextField, FieldText>;
  questions: Record<OnboardingChoiceField, FieldText>;
  options: {
    documentProof: readonly OptionText<DocumentProofValue>[];
    pricingAvailable: readonly OptionText<PricingAvailableValue>[];
    typicalStartTime: readonly OptionText<TypicalStartTimeValue>[];
    calendarSharing: readonly OptionText<CalendarSharingValue>[];
    paymentMethod: readonly OptionText<PaymentMethodValue>[];
    cashPaymentAcceptance: readonly OptionText<CashPaymentAcceptanceValue>[];
    preferredChannels: readonly OptionText[];
  };
  consent: { before: string; link: string; after: string };
  submit: string;
  submitting: string;
  success: { toast: string; title: string; text: string };
  error: { title: string; fallback: string; rateLimited: string };
}

function zipOptions(values: readonly string[], labels: readonly string[]): OptionText[] {
  return values.map((value, index) => ({ value, label: labels[index] ?? value }));
}

const de: PartnerOnboardingTexts = {
  language: "de",
  title: "Partner-Anmeldung",
  intro:
    "Erzählen Sie uns mehr über Ihr Unternehmen. Alle Angaben sind freiwillig – je vollständiger sie sind, desto schneller können wir Sie freischalten und passende Anfragen vermitteln.",
  sections: {
    company: "Unternehmen",
    certificates: "Nachweise und Referenzen",
    certificatesIntro: (email) =>
      `Gewerbeberechtigung und Betriebshaftpflichtversicherung können Sie uns per E-Mail an ${email} oder als WeTransfer-Link senden.`,
    services: "Leistungen und Preise",
    capacity: "Kapazität und Verfügbarkeit",
    communication: "Kommunikation und Arbeitsweise",
    additional: "Zusätzliche Informationen",
    payment: "Zahlung und Provision",
    paymentIntro: (commissionBps) =>
      `Für vermittelte Projekte berechnen wir ${formatCommission(commissionBps)} Provision (brutto) vom gesamten Auftragswert – auch bar bezahlte Anteile zählen dazu. Die Provisionsrechnung ist innerhalb von 14 Tagen ab Rechnungsdatum per Überweisung zu bezahlen, nicht in bar.`,
  },
  fields: {
    companyName: { label: "Firmenname" },
    address: { label: "Adresse", placeholder: "Straße, Hausnummer, PLZ und Ort" },
    contactPerson: { label: "Ansprechpartner" },
    email: { label: "E-Mail" },
    phone: { label: "Telefon" },
    phone2: { label: "Zweite Telefonnummer" },
    businessLicenseLink: { label: "WeTransfer-Link zur Gewerbeberechtigung", placeholder: "https://we.tl/..." },
    liabilityLink: { label: "WeTransfer-Link zur Versicherungsbestätigung", placeholder: "https://we.tl/..." },
    references: { label: "Referenzen", hint: "z.B. abgeschlossene Projekte, Links zu Fotos oder Bewertungen" },
    topServices: { label: "Ihre Top-Leistungen", hint: "Worin ist Ihr Betrieb besonders stark?" },
    pricingLink: { label: "WeTransfer-Link zur Preisliste", placeholder: "https://we.tl/..." },
    currentOffers: { label: "Aktuelle Angebote oder Aktionen" },
    siteVisitOffer: {
      label: "Besichtigung vor Ort",
      hint: "z.B. kostenlos, gegen Gebühr oder bei Auftrag angerechnet",
    },
    calendarLink: { label: "Link zu Ihrem Kalender", hint: "Falls Sie Ihren Kalender mit uns teilen möchten" },
    availability: { label: "Verfügbarkeit", hint: "z.B. Arbeitstage, Uhrzeiten, Urlaubszeiten, Projekte pro Monat" },
    otherChannel: { label: "Anderer Kommunikationsweg" },
    differentiator: { label: "Was unterscheidet Sie von anderen Betrieben?" },
    specialNotes: { label: "Besondere Hinweise oder Wünsche" },
    paymentMethodOther: { label: "Andere Zahlungsart" },
    provisionNotes: { label: "Anmerkungen zur Provision" },
    cashPaymentReason: { label: "Begründung" },
  },
  questions: {
    businessLicense: { label: "Gewerbeberechtigung" },
    liability: { label: "Betriebshaftpflichtversicherung" },
    services: { label: "Welche Leistungen bieten Sie an?" },
    pricingAvailable: { label: "Haben Sie eine Preisliste?" },
    typicalStartTime: { label: "Wie schnell können Sie üblicherweise mit einem Projekt beginnen?" },
    calendarSharing: { label: "Wie möchten Sie Besichtigungstermine mit uns abstimmen?" },
    preferredChannels: { label: "Bevorzugte Kommunikationswege" },
    paymentMethod: { label: "Wie möchten Sie die Provision bezahlen?" },
    cashPaymentAcceptance: {
      label: "Sind Sie einverstanden, dass auch bar bezahlte Auftragsteile in die Provision einfließen?",
    },
  },
  options: {
    documentProof: [
      { value: "email_sent", label: "Per E-Mail gesendet" },
      { value: "wetransfer_link", label: "Per WeTransfer-Link" },
      { value: "not_available", label: "Nicht vorhanden" },
    ],
    pricingAvailable: [
      { value: "email", label: "Ja, ich sende sie per E-Mail" },
      { value: "wetransfer_link", label: "Ja, per WeTransfer-Link" },
      { value: "no_standard_pricing", label: "Nein, wir kalkulieren jedes Projekt individuell" },
    ],
    typicalStartTime: [
      { value: "within_1_week", label: "Innerhalb einer Woche" },
      { value: "2_4_weeks", label: "In 2-4 Wochen" },
      { value: "1_2_months", label: "In 1-2 Monaten" },
      { value: "depends_on_materials", label: "Abhängig von der Materialverfügbarkeit" },
    ],
    calendarSharing: [
      { value: "share_with_platform", label: "Wir teilen unseren eigenen Kalender mit Ihnen" },
      { value: "create_platform_calendar", label: "Bitte legen Sie einen Kalender für uns an" },
    ],
    paymentMethod: [
      { value: "sepa", label: "SEPA-Überweisung" },
      { value: "payment_link", label: "Zahlungslink" },
      { value: "other", label: "Andere" },
    ],
    cashPaymentAcceptance: [
      { value: "understood", label: "Ja, verstanden" },
      { value: "case_by_case", label: "Nach Absprache im Einzelfall" },
      { value: "no_explain", label: "Nein (bitte begründen)" },
    ],
    preferredChannels: zipOptions(PREFERRED_CHANNEL_VALUES_DE, ["WhatsApp", "Telefon", "E-Mail", "Andere"]),
  },
  consent: {
    before: "Ich stimme der Verarbeitung meiner Daten gemäß der ",
    link: "Datenschutzerklärung",
    after: " zu.",
  },
  submit: "Anmeldung absenden",
  submitting: "Wird gesendet...",
  success: {
    toast: "Erfolgreich eingereicht!",
    title: "Vielen Dank!",
    text: "Ihre Anmeldung ist bei uns eingegangen. Unser Team prüft Ihre Angaben und meldet sich innerhalb von 2-3 Werktagen bei Ihnen.",
  },
  error: {
    title: "Fehler",
    fallback: "Ein Fehler ist aufgetreten. Bitte versuchen Sie es erneut.",
    rateLimited: "Zu viele Anfragen von Ihrer Verbindung. Bitte versuchen Sie es später erneut.",
  },
};

const en: PartnerOnboardingTexts = {
  language: "en",
  title: "Partner application",
  intro:
    "Tell us more about your company. All details are optional – the more complete they are, the sooner we can activate your account and send you matching requests.",
  sections: {
    company: "Company",
    certificates: "Certificates and references",
    certificatesIntro: (email) =>
      `You can send us your trade licence and liability insurance by email to ${email} or as a WeTransfer link.`,
    services: "Services and prices",
    capacity: "Capacity and availability",
    communication: "Communication and working style",
    additional: "Additional information",
    payment: "Payment and commission",
    paymentIntro: (commissionBps) =>
      `For brokered projects we charge a commission of usually ${(commissionBps / 100).toLocaleString("en-GB", { maximumFractionDigits: 2 })}% (gross, negotiable) of the total order value – cash portions count as well. The commission invoice is payable by bank transfer within 14 days of the invoice date, not in cash.`,
  },
  fields: {
    companyName: { label: "Company name" },
    address: { label: "Address", placeholder: "Street, number, postcode and city" },
    contactPerson: { label: "Contact person" },
    email: { label: "Email" },
    phone: { label: "Phone" },
    phone2: { label: "Second phone number" },
    businessLicenseLink: { label: "WeTransfer link to your trade licence", placeholder: "https://we.tl/..." },
    liabilityLink: { label: "WeTransfer link to your insurance certificate", placeholder: "https://we.tl/..." },
    references: { label: "References", hint: "e.g. completed projects, links to photos or reviews" },
    topServices: { label: "Your top services", hint: "What is your company particularly good at?" },
    pricingLink: { label: "WeTransfer link to your price list", placeholder: "https://we.tl/..." },
    currentOffers: { label: "Current offers or promotions" },
    siteVisitOffer: { label: "On-site visits", hint: "e.g. free of charge, for a fee, or credited on order" },
    calendarLink: { label: "Link to your calendar", hint: "If you would like to share your calendar with us" },
    availability: { label: "Availability", hint: "e.g. working days, hours, holidays, projects per month" },
    otherChannel: { label: "Other communication channel" },
    differentiator: { label: "What sets you apart from other companies?" },
    specialNotes: { label: "Special notes or requests" },
    paymentMethodOther: { label: "Other payment method" },
    provisionNotes: { label: "Notes on the commission" },
    cashPaymentReason: { label: "Reason" },
  },
  questions: {
    businessLicense: { label: "Trade licence" },
    liability: { label: "Liability insurance" },
    services: { label: "Which services do you offer?" },
    pricingAvailable: { label: "Do you have a price list?" },
    typicalStartTime: { label: "How soon can you usually start a project?" },
    calendarSharing: { label: "How would you like to coordinate site visits with us?" },
    preferredChannels: { label: "Preferred communication channels" },
    paymentMethod: { label: "How would you like to pay the commission?" },
    cashPaymentAcceptance: { label: "Do you agree that parts of an order paid in cash count towards the commission?" },
  },
  options: {
    documentProof: [
      { value: "email_sent", label: "Sent by email" },
      { value: "wetransfer_link", label: "Via WeTransfer link" },
      { value: "not_available", label: "Not available" },
    ],
    pricingAvailable: [
      { value: "email", label: "Yes, I will send it by email" },
      { value: "wetransfer_link", label: "Yes, via WeTransfer link" },
      { value: "no_standard_pricing", label: "No, we price every project individually" },
    ],
    typicalStartTime: [
      { value: "within_1_week", label: "Within one week" },
      { value: "2_4_weeks", label: "In 2-4 weeks" },
      { value: "1_2_months", label: "In 1-2 months" },
      { value: "depends_on_materials", label: "Depends on material availability" },
    ],
    calendarSharing: [
      { value: "share_with_platform", label: "We share our own calendar with you" },
      { value: "create_platform_calendar", label: "Please create a calendar for us" },
    ],
    paymentMethod: [
      { value: "sepa", label: "SEPA bank transfer" },
      { value: "payment_link", label: "Payment link" },
      { value: "other", label: "Other" },
    ],
    cashPaymentAcceptance: [
      { value: "understood", label: "Yes, understood" },
      { value: "case_by_case", label: "Case by case, by arrangement" },
      { value: "no_explain", label: "No (please explain)" },
    ],
    preferredChannels: zipOptions(PREFERRED_CHANNEL_VALUES_EN, ["WhatsApp", "Phone", "Email", "Other"]),
  },
  consent: {
    before: "I agree to the processing of my data in accordance with the ",
    link: "privacy policy",
    after: ".",
  },
  submit: "Submit Application",
  submitting: "Submitting...",
  success: {
    toast: "Successfully submitted!",
    title: "Thank you!",
    text: "We have received your application. Our team will review your details and get back to you within 2-3 business days.",
  },
  error: {
    title: "Error",
    fallback: "An error occurred. Please try again.",
    rateLimited: "Too many requests from your connection. Please try again later.",
  },
};

export const PARTNER_ONBOARDING_TEXTS: Record<OnboardingLanguage, PartnerOnboardingTexts> = { de, en };

/** German names of older onboarding values that no catalogue service stands for (kept as stored). */
const UNMAPPED_ONBOARDING_SERVICE_LABELS: Readonly<Record<string, string>> = {
  trockenbau: "Trockenbau",
  drywall: "Trockenbau",
  andere: "Andere",
  other: "Andere",
};

/** German label of a stored onboarding service value, including older form values; the value itself when unknown. */
export function onboardingServiceLabel(value: string): string {
  const id = partnerServiceId(value);
  if (id) return serviceName(id);
  return UNMAPPED_ONBOARDING_SERVICE_LABELS[value] ?? value;
}

export function preferredChannelLabel(value: string): string {
  const index = Math.max(
    (PREFERRED_CHANNEL_VALUES_DE as readonly string[]).indexOf(value),
    (PREFERRED_CHANNEL_VALUES_EN as readonly string[]).indexOf(value),
  );
  return index >= 0 ? de.options.preferredChannels[index]!.label : value;
}
