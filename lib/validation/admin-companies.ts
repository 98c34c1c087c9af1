/**
 * The admin's company operations (create, edit and verify, deactivate) and the companies list query.
 * Optional contact fields accept "" (the form's empty input), stored as null.
 */
import {
  ADMIN_COMPANIES_MAX_PAGE_SIZE,
  ADMIN_COMPANIES_PAGE_SIZE,
  ADMIN_COMPANY_STATUSES,
  type AdminCompanyStatus,
} from "@/lib/domain/admin-companies";
import { REGISTRATION_SERVICES } from "@/lib/domain/partner-choices";
import { optionalPhoneSchema } from "./phone";
import { intParam } from "./query-params";
import * as z from "./zod";

export const ADMIN_COMPANY_MAX_LENGTH = {
  name: 200,
  email: 255,
  city: 100,
  contactPhone: 50,
  contactEmail: 255,
  contactInfo: 300,
  service: 100,
  reason: 500,
} as const;

/** Services the admin picks from; services a company already has stay allowed when editing. */
export const ADMIN_COMPANY_SERVICE_CHOICES: readonly string[] = REGISTRATION_SERVICES;

export const ADMIN_COMPANY_MESSAGES = {
  name: "Firmenname muss mindestens 2 Zeichen haben",
  email: "Gültige E-Mail-Adresse erforderlich",
  city: "Stadt muss mindestens 2 Zeichen haben",
  zipCode: "PLZ muss aus 4 Ziffern bestehen",
  contactEmail: "Gültige Kontakt-E-Mail-Adresse erforderlich",
  contactInfo: "Adresse muss mindestens 5 Zeichen haben",
  services: "Mindestens ein Service muss ausgewählt werden",
  serviceUnknown: "Ungültiger Service",
  verified: "verified muss true oder false sein",
  nothing: "Keine Änderung angegeben.",
  reason: "Bitte geben Sie einen Grund an (mindestens 3 Zeichen).",
} as const;

const M = ADMIN_COMPANY_MESSAGES;
const MAX = ADMIN_COMPANY_MAX_LENGTH;

function text(min: number, max: number, message: string, maxMessage: string) {
  return z.string({ error: message }).trim().min(min, message).max(max, maxMessage);
}

function optionalText(min: number, max: number, message: string, maxMessage: string) {
  return z
    .union([z.null(), z.string({ error: message })], { error: message })
    .transform((value) => value?.trim() ?? "")
    .pipe(z.union([z.literal(""), z.string().min(min, message).max(max, maxMessage)], { error: message }))
    .transform((value) => value || null);
}

const optionalEmail = z
  .union([z.null(), z.string({ error: M.contactEmail })], { error: M.contactEmail })
  .transform((value) => value?.trim().toLowerCase() ?? "")
  .pipe(
    z.union(
      [
        z.literal(""),
        z
          .string()
          .max(MAX.contactEmail, `E-Mail-Adresse darf höchstens ${MAX.contactEmail} Zeichen haben`)
          .pipe(z.email(M.contactEmail)),
      ],
      {
        error: M.contactEmail,
      },
    ),
  )
  .transform((value) => value || null);

const fields = {
  name: text(2, MAX.name, M.name, `Firmenname darf höchstens ${MAX.name} Zeichen haben`),
  city: text(2, MAX.city, M.city, `Stadt darf höchstens ${MAX.city} Zeichen haben`),
  zipCode: optionalText(4, 4, M.zipCode, M.zipCode).refine(
    (value) => value === null || /^\d{4}$/.test(value),
    M.zipCode,
  ),
  contactPhone: optionalPhoneSchema("de"),
  contactEmail: optionalEmail,
  contactInfo: optionalText(
    5,
    MAX.contactInfo,
    M.contactInfo,
    `Adresse darf höchstens ${MAX.contactInfo} Zeichen haben`,
  ),
};

export const adminCompanyCreateSchema = z.object({
  ...fields,
  email: z
    .string({ error: M.email })
    .trim()
    .toLowerCase()
    .max(MAX.email, `E-Mail-Adresse darf höchstens ${MAX.email} Zeichen haben`)
    .pipe(z.email(M.email)),
  services: z
    .array(z.enum(REGISTRATION_SERVICES, { error: M.serviceUnknown }), { error: M.services })
    .min(1, M.services)
    .max(REGISTRATION_SERVICES.length, "Zu viele Services ausgewählt")
    .transform((services) => [...new Set(services)]),
});
export type AdminCompanyCreateInput = z.input<typeof adminCompanyCreateSchema>;
export type AdminCompanyCreate = z.output<typeof adminCompanyCreateSchema>;

/** Any of the fields, at least one; unknown keys are dropped. */
export const adminCompanyUpdateSchema = z
  .object({
    verified: z.boolean({ error: M.verified }).optional(),
    /** With `verified: true`: approves although required checks are not green (audited). */
    overrideReason: z
      .string({ error: "Die Begründung muss Text sein" })
      .trim()
      .max(1000, "Die Begründung darf höchstens 1000 Zeichen haben")
      .optional()
      .transform((value) => value || undefined),
    name: fields.name.optional(),
    city: fields.city.optional(),
    zipCode: fields.zipCode.optional(),
    contactPhone: fields.contactPhone.optional(),
    contactEmail: fields.contactEmail.optional(),
    contactInfo: fields.contactInfo.optional(),
    services: z
      .array(z.string({ error: M.serviceUnknown }).trim().min(1, M.serviceUnknown).max(MAX.service, M.serviceUnknown), {
        error: M.services,
      })
      .min(1, M.services)
      .max(30, "Zu viele Services ausgewählt")
      .transform((services) => [...new Set(services)])
      .optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), M.nothing);
export type AdminCompanyUpdateInput = z.input<typeof adminCompanyUpdateSchema>;
export type AdminCompanyUpdate = z.output<typeof adminCompanyUpdateSchema>;

export const companyDeactivateSchema = z.object({
  reason: text(3, MAX.reason, M.reason, `Der Grund darf höchstens ${MAX.reason} Zeichen haben`),
});
export type CompanyDeactivateInput = z.input<typeof companyDeactivateSchema>;

/**
 * Query of GET /api/admin/companies; `q` matches name, city, e-mails, phone, PLZ or "#id". Unknown keys are ignored.
 */
export const adminCompaniesQuerySchema = z.object({
  page: intParam(1, 100_000, "Ungültige Seite"),
  pageSize: intParam(
    ADMIN_COMPANIES_PAGE_SIZE,
    ADMIN_COMPANIES_MAX_PAGE_SIZE,
    `Die Seitengröße muss zwischen 1 und ${ADMIN_COMPANIES_MAX_PAGE_SIZE} liegen`,
  ),
  q: z
    .string()
    .max(200, "Der Suchbegriff darf höchstens 200 Zeichen haben")
    .optional()
    .transform((value) => value?.trim() || undefined),
  status: z
    .union([z.literal(""), z.literal("all"), z.enum(ADMIN_COMPANY_STATUSES)], {
      error: `Ungültiger Status (erlaubt: ${ADMIN_COMPANY_STATUSES.join(", ")})`,
    })
    .optional()
    .transform((value) => (value === "" || value === "all" ? undefined : (value as AdminCompanyStatus | undefined))),
  sort: z
    .union([z.literal(""), z.enum(["action", "name"])], { error: "Ungültige Sortierung (erlaubt: action, name)" })
    .optional()
    .transform((value) => (value === "name" ? "name" : "action")),
});
export type AdminCompaniesQuery = z.output<typeof adminCompaniesQuerySchema>;

export const adminCompanyAssignmentsQuerySchema = z.object({ page: intParam(1, 100_000, "Ungültige Seite") });
