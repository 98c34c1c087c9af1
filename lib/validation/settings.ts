/**
 * The operator's settings: one zod schema per group, for the admin form and PUT /api/admin/settings. Empty
 * strings are allowed where a value may still be unknown.
 */
import { isValidIban, normalizeIban } from "@/lib/domain/invoices";
import { EMPTY_PUBLIC_CLAIMS_SETTINGS, publicClaimsSettingsSchema, type PublicClaimsSettings } from "./public-claims";
import * as z from "./zod";

export const SETTINGS_LIMITS = {
  phone: 40,
  email: 255,
  street: 200,
  zipCity: 100,
  openingDays: 40,
  openingHours: 60,
  openingRows: 7,
  imprintField: 300,
  notificationEmails: 10,
  accountHolder: 200,
  bankName: 200,
} as const;

export const MAX_COMPANIES_PER_LEAD = 4;

/** "sofort": companies see the contact data when assigned; "kunde": only after the customer releases it. */
export const CONTACT_RELEASE_MODES = ["sofort", "kunde"] as const;
export type ContactReleaseMode = (typeof CONTACT_RELEASE_MODES)[number];

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} fehlt` })
    .trim()
    .max(max, `${label} darf höchstens ${max} Zeichen lang sein`);

const required = (label: string, max: number) => text(label, max).min(1, `Bitte geben Sie ${label} ein`);

const EMAIL_MESSAGE = "Bitte geben Sie eine gültige E-Mail-Adresse ein";

export const contactSettingsSchema = z.object({
  /** Empty until the operator has a public number (never a placeholder shown as real). */
  phone: text("Die Telefonnummer", SETTINGS_LIMITS.phone).regex(
    /^(\+?[\d\s/()-]{6,})?$/,
    "Bitte geben Sie eine gültige Telefonnummer ein (Ziffern, Leerzeichen, + / ( ) -) oder lassen Sie das Feld leer",
  ),
  email: required("die E-Mail-Adresse", SETTINGS_LIMITS.email).pipe(z.email(EMAIL_MESSAGE)),
  whatsapp: z
    .string({ error: "WhatsApp-Nummer fehlt" })
    .trim()
    .regex(/^(\d{6,15})?$/, "WhatsApp-Nummer: nur Ziffern mit Ländervorwahl, z. B. 4312345678 (oder leer lassen)"),
  street: text("Die Straße", SETTINGS_LIMITS.street),
  zipCity: text("PLZ und Ort", SETTINGS_LIMITS.zipCity),
  openingHours: z
    .array(
      z.object({
        days: required("die Tage", SETTINGS_LIMITS.openingDays),
        hours: required("die Zeiten", SETTINGS_LIMITS.openingHours),
      }),
      { error: "Öffnungszeiten fehlen" },
    )
    .max(SETTINGS_LIMITS.openingRows, `Höchstens ${SETTINGS_LIMITS.openingRows} Zeilen Öffnungszeiten`),
});

/** The imprint's register data (§ 5 ECG, § 14 UGB); each may be empty until it is known. */
export const imprintSettingsSchema = z.object({
  companyName: text("Der Firmenwortlaut", SETTINGS_LIMITS.imprintField),
  legalForm: text("Die Rechtsform", SETTINGS_LIMITS.imprintField),
  registerNumber: text("Die Firmenbuchnummer", SETTINGS_LIMITS.imprintField),
  registerCourt: text("Das Firmenbuchgericht", SETTINGS_LIMITS.imprintField),
  vatId: text("Die UID-Nummer", SETTINGS_LIMITS.imprintField),
  supervisoryAuthority: text("Die Aufsichtsbehörde", SETTINGS_LIMITS.imprintField),
  chamber: text("Die Kammer", SETTINGS_LIMITS.imprintField),
});

export const marketplaceSettingsSchema = z.object({
  /** Basis points (1000 = 10 %). */
  commissionBps: z
    .number({ error: "Bitte geben Sie die Provision als Zahl ein" })
    .int("Die Provision darf höchstens zwei Nachkommastellen haben")
    .min(0, "Die Provision darf nicht negativ sein")
    .max(10_000, "Die Provision darf höchstens 100 % betragen"),
  companiesPerLead: z
    .number({ error: "Bitte geben Sie die Anzahl der Firmen als Zahl ein" })
    .int("Bitte geben Sie eine ganze Zahl ein")
    .min(1, "Mindestens 1 Firma pro Lead")
    .max(MAX_COMPANIES_PER_LEAD, `Höchstens ${MAX_COMPANIES_PER_LEAD} Firmen pro Lead`),
  /** Optional in the body (older clients): then "sofort". */
  contactRelease: z
    .enum(CONTACT_RELEASE_MODES, { error: "Bitte wählen Sie, wann Firmen die Kontaktdaten sehen" })
    .default("sofort"),
});

/** Who gets the admin alerts; empty list = the admins. */
export const notificationSettingsSchema = z.object({
  emails: z
    .array(z.string({ error: EMAIL_MESSAGE }), { error: "E-Mail-Adressen fehlen" })
    .transform((list) => [...new Set(list.map((entry) => entry.trim()).filter((entry) => entry !== ""))])
    .pipe(
      z
        .array(
          z
            .string()
            .max(SETTINGS_LIMITS.email, `E-Mail-Adresse darf höchstens ${SETTINGS_LIMITS.email} Zeichen lang sein`)
            .pipe(z.email({ error: (issue) => `„${String(issue.input)}“ ist keine gültige E-Mail-Adresse` })),
        )
        .max(SETTINGS_LIMITS.notificationEmails, `Höchstens ${SETTINGS_LIMITS.notificationEmails} E-Mail-Adressen`),
    ),
});

/** Bank details printed on the invoices; empty until entered (never invented). IBAN stored without spaces. */
export const invoicingSettingsSchema = z.object({
  accountHolder: text("Der Kontoinhaber", SETTINGS_LIMITS.accountHolder),
  iban: z
    .string({ error: "IBAN fehlt" })
    .transform(normalizeIban)
    .refine(
      (iban) => iban === "" || isValidIban(iban),
      "Bitte geben Sie eine gültige IBAN ein (Prüfziffer stimmt nicht), z. B. AT61 1904 3002 3457 3201",
    ),
  bic: z
    .string({ error: "BIC fehlt" })
    .transform((bic) => bic.replace(/\s+/g, "").toUpperCase())
    .refine(
      (bic) => bic === "" || /^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(bic),
      "Bitte geben Sie einen gültigen BIC ein (8 oder 11 Zeichen)",
    ),
  bankName: text("Der Name der Bank", SETTINGS_LIMITS.bankName),
});

export const EMPTY_INVOICING_SETTINGS = { accountHolder: "", iban: "", bic: "", bankName: "" } as const;

export const siteSettingsSchema = z.object({
  contact: contactSettingsSchema,
  imprint: imprintSettingsSchema,
  marketplace: marketplaceSettingsSchema,
  notifications: notificationSettingsSchema,
  /** Optional in the body (older clients send no bank details): then empty. */
  invoicing: invoicingSettingsSchema.default({ ...EMPTY_INVOICING_SETTINGS }),
  /** Optional in the body like `invoicing`: then nothing entered. */
  publicClaims: publicClaimsSettingsSchema.default({ ...EMPTY_PUBLIC_CLAIMS_SETTINGS }),
});

export type ContactSettings = z.output<typeof contactSettingsSchema>;
export type ImprintSettings = z.output<typeof imprintSettingsSchema>;
export type MarketplaceSettings = z.output<typeof marketplaceSettingsSchema>;
export type NotificationSettings = z.output<typeof notificationSettingsSchema>;
export type InvoicingSettings = z.output<typeof invoicingSettingsSchema>;
export type { PublicClaimsSettings };
export type SiteSettings = z.output<typeof siteSettingsSchema>;
export type SiteSettingsInput = z.input<typeof siteSettingsSchema>;
