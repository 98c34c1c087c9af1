/**
 * Company self-service: the body of PATCH /api/company/profile (name and verification stay with the admin
 * and are dropped), and the queries of the company's leads and advertising requests.
 */
import { REGISTRATION_SERVICES } from "@/lib/domain/partner-choices";
import { VIENNA_DISTRICT_NAMES } from "@/lib/domain/vienna-districts";
import { phoneSchema } from "./phone";
import * as z from "./zod";

export const COMPANY_PROFILE_MAX_LENGTH = {
  contactPhone: 50,
  contactEmail: 255,
  contactInfo: 300,
  city: 100,
  service: 100,
  street: 200,
} as const;

export const VIENNA_POSTCODES: readonly string[] = VIENNA_DISTRICT_NAMES.map(
  (_, index) => `1${String(index + 1).padStart(2, "0")}0`,
);

/** An Austrian UID number: "ATU" and 8 digits (§ 28 UStG); spaces are ignored, letters upper-cased. */
export const VAT_ID_PATTERN = /^ATU\d{8}$/;

export function normalizeVatId(value: string): string {
  return value.replace(/\s+/g, "").toUpperCase();
}

/** Services a company can choose; services it already has stay allowed. */
export const PROFILE_SERVICE_CHOICES: readonly string[] = REGISTRATION_SERVICES;

export const COMPANY_PROFILE_MESSAGES = {
  contactEmail: "Gültige E-Mail-Adresse erforderlich",
  contactInfo: "Adresse muss mindestens 5 Zeichen haben",
  zipCode: "PLZ muss aus 4 Ziffern bestehen",
  city: "Stadt muss mindestens 2 Zeichen haben",
  services: "Mindestens ein Service muss ausgewählt werden",
  serviceUnknown: "Ungültiger Service",
  street: "Straße und Hausnummer müssen mindestens 3 Zeichen haben",
  vatId: "UID-Nummer im Format ATU und 8 Ziffern angeben (z. B. ATU12345678)",
  district: "Ungültiger Bezirk",
} as const;

const M = COMPANY_PROFILE_MESSAGES;
const MAX = COMPANY_PROFILE_MAX_LENGTH;

function text(min: number, max: number, message: string, maxMessage: string) {
  return z.string({ error: message }).trim().min(min, message).max(max, maxMessage);
}

/** Unknown keys (name, verified, …) are stripped, never stored. */
export const companyProfileSchema = z.object({
  contactPhone: phoneSchema,
  contactEmail: z
    .string({ error: M.contactEmail })
    .trim()
    .max(MAX.contactEmail, `E-Mail-Adresse darf höchstens ${MAX.contactEmail} Zeichen haben`)
    .pipe(z.email(M.contactEmail)),
  contactInfo: text(5, MAX.contactInfo, M.contactInfo, `Adresse darf höchstens ${MAX.contactInfo} Zeichen haben`),
  zipCode: z
    .string({ error: M.zipCode })
    .trim()
    .regex(/^\d{4}$/, M.zipCode),
  city: text(2, MAX.city, M.city, `Stadt darf höchstens ${MAX.city} Zeichen haben`),
  services: z
    .array(z.string({ error: M.serviceUnknown }).trim().min(1, M.serviceUnknown).max(MAX.service, M.serviceUnknown), {
      error: M.services,
    })
    .min(1, M.services)
    .max(30, "Zu viele Services ausgewählt")
    .transform((services) => [...new Set(services)]),
  /** "" clears it; absent keeps the stored value. */
  street: z
    .string({ error: M.street })
    .trim()
    .max(MAX.street, `Straße und Hausnummer dürfen höchstens ${MAX.street} Zeichen haben`)
    .refine((value) => value === "" || value.length >= 3, M.street)
    .transform((value) => value || null)
    .optional(),
  /** "" clears it; absent keeps the stored value. */
  vatId: z
    .string({ error: M.vatId })
    .transform(normalizeVatId)
    .refine((value) => value === "" || VAT_ID_PATTERN.test(value), M.vatId)
    .transform((value) => value || null)
    .optional(),
  /** [] = all of Vienna; absent keeps the stored value. */
  districts: z
    .array(
      z.string({ error: M.district }).refine((value) => VIENNA_POSTCODES.includes(value), M.district),
      { error: M.district },
    )
    .max(VIENNA_POSTCODES.length, M.district)
    .transform((districts) => [...new Set(districts)].sort())
    .optional(),
});
export type CompanyProfileInput = z.input<typeof companyProfileSchema>;
export type CompanyProfileUpdate = z.output<typeof companyProfileSchema>;

export const COMPANY_LEAD_STATUSES = ["Offen", "Gewonnen", "Verloren"] as const;

/** Most leads per page, and the default (the spec's client reads `projects` whole). */
export const COMPANY_LEADS_MAX_PAGE_SIZE = 500;

const page = z.coerce
  .number({ error: "Ungültige Seite." })
  .int("Ungültige Seite.")
  .min(1, "Ungültige Seite.")
  .max(100_000, "Ungültige Seite.")
  .default(1);

export const companyLeadsQuerySchema = z.object({
  page,
  pageSize: z.coerce
    .number({ error: "Ungültige Seitengröße." })
    .int("Ungültige Seitengröße.")
    .min(1, "Ungültige Seitengröße.")
    .max(COMPANY_LEADS_MAX_PAGE_SIZE, `Höchstens ${COMPANY_LEADS_MAX_PAGE_SIZE} Leads pro Seite.`)
    .default(COMPANY_LEADS_MAX_PAGE_SIZE),
  q: z
    .string()
    .trim()
    .max(100, "Suchbegriff darf höchstens 100 Zeichen haben.")
    .optional()
    .transform((value) => value || undefined),
  status: z
    .union([z.literal(""), z.enum(COMPANY_LEAD_STATUSES, { error: "Ungültiger Status." })])
    .optional()
    .transform((value) => value || undefined),
});

export const companyAdvertisingQuerySchema = z.object({
  page,
  pageSize: z.coerce
    .number({ error: "Ungültige Seitengröße." })
    .int("Ungültige Seitengröße.")
    .min(1, "Ungültige Seitengröße.")
    .max(100, "Höchstens 100 Einträge pro Seite.")
    .default(20),
});
