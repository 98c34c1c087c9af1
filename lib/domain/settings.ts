/** Pure helpers of the operator's settings: storage keys, defaults that need no environment, imprint checks. */
import type {
  ContactSettings,
  ImprintSettings,
  InvoicingSettings,
  MarketplaceSettings,
  NotificationSettings,
  PublicClaimsSettings,
  SiteSettings,
} from "@/lib/validation/settings";
import { MAX_COMPANIES_PER_LEAD } from "@/lib/validation/settings";

export type {
  ContactSettings,
  ImprintSettings,
  InvoicingSettings,
  MarketplaceSettings,
  NotificationSettings,
  PublicClaimsSettings,
  SiteSettings,
};

/** The settings groups; each is one row of app_settings with this key. */
export const SETTINGS_GROUPS = [
  "contact",
  "imprint",
  "marketplace",
  "notifications",
  "invoicing",
  "publicClaims",
] as const;
export type SettingsGroup = (typeof SETTINGS_GROUPS)[number];

/** Tag of the settings in Next's data cache; a save revalidates it on every instance. */
export const SETTINGS_CACHE_TAG = "site-settings";

/** Default commission: 10 % in basis points. */
export const DEFAULT_COMMISSION_BPS = 1000;

export const DEFAULT_MARKETPLACE_SETTINGS: MarketplaceSettings = {
  commissionBps: DEFAULT_COMMISSION_BPS,
  companiesPerLead: MAX_COMPANIES_PER_LEAD,
  contactRelease: "sofort",
};

/** Imprint defaults: nothing entered (never invented register data). */
export const EMPTY_IMPRINT_SETTINGS: ImprintSettings = {
  companyName: "",
  legalForm: "",
  registerNumber: "",
  registerCourt: "",
  vatId: "",
  supervisoryAuthority: "",
  chamber: "",
};

export const INVOICING_FIELD_LABELS: Record<keyof InvoicingSettings, string> = {
  accountHolder: "Kontoinhaber",
  iban: "IBAN",
  bic: "BIC",
  bankName: "Bank",
};

export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettings = { emails: [] };

/** Opening hours of the customer service (spec: public-side §2). */
export const DEFAULT_OPENING_HOURS: ContactSettings["openingHours"] = [
  { days: "Mo–Fr", hours: "9:00–18:00" },
  { days: "Sa", hours: "10:00–16:00" },
  { days: "So", hours: "geschlossen" },
];

export const IMPRINT_FIELD_LABELS: Record<keyof ImprintSettings, string> = {
  companyName: "Firmenwortlaut",
  legalForm: "Rechtsform",
  registerNumber: "Firmenbuchnummer",
  registerCourt: "Firmenbuchgericht",
  vatId: "UID-Nummer",
  supervisoryAuthority: "Aufsichtsbehörde (Gewerbebehörde)",
  chamber: "Kammer",
};

export const CONTACT_MISSING_VALUE = "noch nicht hinterlegt";

/** German labels of what the imprint still needs (incl. the seat's street and PLZ/Ort); [] = complete. */
export function missingImprintFields(settings: Pick<SiteSettings, "contact" | "imprint">): string[] {
  const missing = (Object.keys(IMPRINT_FIELD_LABELS) as (keyof ImprintSettings)[])
    .filter((key) => settings.imprint[key].trim() === "")
    .map((key) => IMPRINT_FIELD_LABELS[key]);
  if (settings.contact.street.trim() === "" || settings.contact.zipCity.trim() === "")
    missing.push("Anschrift (Straße, PLZ und Ort)");
  return missing;
}

export function formatCommission(bps: number): string {
  return `${(bps / 100).toLocaleString("de-AT", { maximumFractionDigits: 2 })} %`;
}

export function addressLine(contact: Pick<ContactSettings, "street" | "zipCity">): string {
  return [contact.street, contact.zipCity].filter((part) => part.trim() !== "").join(", ");
}
