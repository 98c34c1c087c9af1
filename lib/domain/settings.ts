/**
 * Pure helpers of the operator's settings (issue 13 §8): the storage keys (one app_settings row per
 * group), the defaults that need no environment, and what the imprint still lacks. The schemas and
 * types live in lib/validation/settings.ts; reading and writing in lib/data/settings.ts.
 */
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

/**
 * The settings groups; each is one row of app_settings with this key. "publicClaims" is
 * "Öffentliche Angaben" (issue 17 §3, lib/validation/public-claims.ts).
 */
export const SETTINGS_GROUPS = [
  "contact",
  "imprint",
  "marketplace",
  "notifications",
  "invoicing",
  "publicClaims",
] as const;
export type SettingsGroup = (typeof SETTINGS_GROUPS)[number];

/** Tag of the settings in Next's data cache (lib/data/settings.ts); a save revalidates it on every instance. */
export const SETTINGS_CACHE_TAG = "site-settings";

/** Default commission: 10 % in basis points. */
export const DEFAULT_COMMISSION_BPS = 1000;

/** Marketplace defaults: 10 % commission, 4 companies per lead. */
export const DEFAULT_MARKETPLACE_SETTINGS: MarketplaceSettings = {
  commissionBps: DEFAULT_COMMISSION_BPS,
  companiesPerLead: MAX_COMPANIES_PER_LEAD,
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

/** German labels of the bank details printed on the invoices (issue 15 §3). */
export const INVOICING_FIELD_LABELS: Record<keyof InvoicingSettings, string> = {
  accountHolder: "Kontoinhaber",
  iban: "IBAN",
  bic: "BIC",
  bankName: "Bank",
};

/** Notification default: no extra addresses (alerts go to the admins). */
export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettings = { emails: [] };

/** Opening hours of the customer service (public-side.md §2: Mon–Fri 9–18, Sat 10–16, Sun closed). */
export const DEFAULT_OPENING_HOURS: ContactSettings["openingHours"] = [
  { days: "Mo–Fr", hours: "9:00–18:00" },
  { days: "Sa", hours: "10:00–16:00" },
  { days: "So", hours: "geschlossen" },
];

/** German labels of the imprint fields (form and "missing" list). */
export const IMPRINT_FIELD_LABELS: Record<keyof ImprintSettings, string> = {
  companyName: "Firmenwortlaut",
  legalForm: "Rechtsform",
  registerNumber: "Firmenbuchnummer",
  registerCourt: "Firmenbuchgericht",
  vatId: "UID-Nummer",
  supervisoryAuthority: "Aufsichtsbehörde (Gewerbebehörde)",
  chamber: "Kammer",
};

/** Shown on public pages where the operator has not entered a contact detail yet (never a placeholder). */
export const CONTACT_MISSING_VALUE = "noch nicht hinterlegt";

/**
 * German labels of what the imprint still needs: every empty imprint field and, as the registered
 * seat, an empty street or PLZ/Ort of the contact details. Empty list = complete.
 */
export function missingImprintFields(settings: Pick<SiteSettings, "contact" | "imprint">): string[] {
  const missing = (Object.keys(IMPRINT_FIELD_LABELS) as (keyof ImprintSettings)[])
    .filter((key) => settings.imprint[key].trim() === "")
    .map((key) => IMPRINT_FIELD_LABELS[key]);
  if (settings.contact.street.trim() === "" || settings.contact.zipCity.trim() === "")
    missing.push("Anschrift (Straße, PLZ und Ort)");
  return missing;
}

/** `tel:` link of a phone number in display form (digits and "+" only); the number may be "" (check first). */
export function phoneHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

/** "10 %" / "12,5 %" for a commission in basis points. */
export function formatCommission(bps: number): string {
  return `${(bps / 100).toLocaleString("de-AT", { maximumFractionDigits: 2 })} %`;
}

/** "Straße, PLZ Ort" from the parts that are filled in ("" when none). */
export function addressLine(contact: Pick<ContactSettings, "street" | "zipCity">): string {
  return [contact.street, contact.zipCity].filter((part) => part.trim() !== "").join(", ");
}
