/**
 * The company registration of /unternehmen, for the form and POST /api/companies/register. Messages the spec
 * words are used verbatim (spec: authenticated-side §5); upper limits keep a registration far below the
 * 64 KB body limit.
 */
import {
  EMPLOYEE_VALUES,
  EXPERIENCE_VALUES,
  partnerServiceId,
  REGISTRATION_SERVICES,
} from "@/lib/domain/partner-choices";
import { HONEYPOT_FIELD } from "@/lib/domain/honeypot";
import { phoneSchema } from "./phone";
import { fnNumberSchema, gisaNumberSchema, vatIdSchema } from "./verification";
import * as z from "./zod";

export const COMPANY_REGISTRATION_MAX_LENGTH = {
  companyName: 200,
  contactPerson: 200,
  email: 255,
  phone: 50,
  address: 300,
  city: 100,
  zipCode: 10,
  description: 5000,
} as const;

export const COMPANY_REGISTRATION_MESSAGES = {
  companyName: "Firmenname muss mindestens 2 Zeichen haben",
  contactPerson: "Ansprechpartner muss mindestens 2 Zeichen haben",
  email: "Gültige E-Mail-Adresse erforderlich",
  address: "Adresse muss mindestens 5 Zeichen haben",
  city: "Stadt muss mindestens 2 Zeichen haben",
  zipCode: "PLZ muss mindestens 4 Zeichen haben",
  services: "Mindestens ein Service muss ausgewählt werden",
  serviceUnknown: "Ungültiger Service",
  experience: "Bitte wählen Sie Ihre Berufserfahrung aus",
  employees: "Bitte wählen Sie die Anzahl der Mitarbeiter aus",
  description: "Beschreibung sollte mindestens 20 Zeichen haben",
  acceptTerms: "AGB müssen akzeptiert werden",
} as const;

const M = COMPANY_REGISTRATION_MESSAGES;
const MAX = COMPANY_REGISTRATION_MAX_LENGTH;

function text(min: number, max: number, message: string, maxMessage: string) {
  return z.string({ error: message }).trim().min(min, message).max(max, maxMessage);
}

/** One ticked service: a catalogue id; an older spec text ("Malerei & Lackierung") is stored as its id. */
const registrationService = z.string({ error: M.serviceUnknown }).transform((value, ctx) => {
  const id = partnerServiceId(value);
  if (id) return id;
  ctx.addIssue({ code: "custom", message: M.serviceUnknown });
  return z.NEVER;
});

export const companyRegistrationSchema = z.object({
  companyName: text(2, MAX.companyName, M.companyName, `Firmenname darf höchstens ${MAX.companyName} Zeichen haben`),
  contactPerson: text(
    2,
    MAX.contactPerson,
    M.contactPerson,
    `Ansprechpartner darf höchstens ${MAX.contactPerson} Zeichen haben`,
  ),
  email: z
    .string({ error: M.email })
    .trim()
    .max(MAX.email, `E-Mail-Adresse darf höchstens ${MAX.email} Zeichen haben`)
    .pipe(z.email(M.email)),
  phone: phoneSchema,
  address: text(5, MAX.address, M.address, `Adresse darf höchstens ${MAX.address} Zeichen haben`),
  city: text(2, MAX.city, M.city, `Stadt darf höchstens ${MAX.city} Zeichen haben`),
  zipCode: text(4, MAX.zipCode, M.zipCode, `PLZ darf höchstens ${MAX.zipCode} Zeichen haben`),
  services: z
    .array(registrationService, { error: M.services })
    .min(1, M.services)
    .max(REGISTRATION_SERVICES.length, "Zu viele Services ausgewählt")
    .transform((services) => [...new Set(services)]),
  // The form holds "" until a choice is made: accept any text, then check the choice.
  gisaNumber: gisaNumberSchema,
  // Optional: the form holds "" for an empty field.
  vatId: z.union([z.literal("").transform(() => undefined), vatIdSchema]).optional(),
  fnNumber: z.union([z.literal("").transform(() => undefined), fnNumberSchema]).optional(),
  experience: z.string({ error: M.experience }).pipe(z.enum(EXPERIENCE_VALUES, { error: M.experience })),
  employees: z.string({ error: M.employees }).pipe(z.enum(EMPLOYEE_VALUES, { error: M.employees })),
  description: text(20, MAX.description, M.description, `Beschreibung darf höchstens ${MAX.description} Zeichen haben`),
  acceptTerms: z.boolean({ error: M.acceptTerms }).refine((value) => value === true, { message: M.acceptTerms }),
  [HONEYPOT_FIELD]: z.string().max(500).optional(),
});

export type CompanyRegistrationRequest = z.infer<typeof companyRegistrationSchema>;
export type CompanyRegistrationInput = z.input<typeof companyRegistrationSchema>;
