/**
 * The company registration of the partner landing page (/unternehmen): one zod schema for the
 * form's react-hook-form resolver and for POST /api/companies/register.
 *
 * Rules and messages: authenticated-side.md §5 "Company registration" (the messages the spec
 * words are used verbatim: e-mail, services, description, terms); the minimum lengths without a
 * worded message get a German message in the same style. Fields: §3 "Company registration
 * payload"; choice lists: lib/domain/partner-choices.ts (services: the catalogue ids, issue 17 §6). Upper limits: §9 field lengths (email
 * 255, phone 50, city 100, zip 10) and sensible maxima for the unbounded text columns, so a
 * registration stays far below the 64 KB body limit. Texts are trimmed before checking.
 */
import {
  EMPLOYEE_VALUES,
  EXPERIENCE_VALUES,
  partnerServiceId,
  REGISTRATION_SERVICES,
} from "@/lib/domain/partner-choices";
import { HONEYPOT_FIELD } from "@/lib/domain/honeypot";
import * as z from "./zod";

/** Largest accepted length of each text field (characters). */
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

/** The German messages of the schema (exported for tests and the form's own checks). */
export const COMPANY_REGISTRATION_MESSAGES = {
  companyName: "Firmenname muss mindestens 2 Zeichen haben",
  contactPerson: "Ansprechpartner muss mindestens 2 Zeichen haben",
  email: "Gültige E-Mail-Adresse erforderlich",
  phone: "Telefonnummer muss mindestens 5 Zeichen haben",
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

/** Trimmed text of `min`..`max` characters; a missing or non-text value gets the min message. */
function text(min: number, max: number, message: string, maxMessage: string) {
  return z.string({ error: message }).trim().min(min, message).max(max, maxMessage);
}

/**
 * One ticked service: a catalogue id (lib/content/service-catalog.ts), stored as is; an older text
 * of the spec's list ("Malerei & Lackierung") is stored as its id; anything else is "Ungültiger Service".
 */
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
  phone: text(5, MAX.phone, M.phone, `Telefonnummer darf höchstens ${MAX.phone} Zeichen haben`),
  address: text(5, MAX.address, M.address, `Adresse darf höchstens ${MAX.address} Zeichen haben`),
  city: text(2, MAX.city, M.city, `Stadt darf höchstens ${MAX.city} Zeichen haben`),
  zipCode: text(4, MAX.zipCode, M.zipCode, `PLZ darf höchstens ${MAX.zipCode} Zeichen haben`),
  services: z
    .array(registrationService, { error: M.services })
    .min(1, M.services)
    .max(REGISTRATION_SERVICES.length, "Zu viele Services ausgewählt")
    // A service ticked twice (hand-made request, or an old text beside its id) is stored once.
    .transform((services) => [...new Set(services)]),
  // The form holds "" until a choice is made: accept any text as input, then check the choice.
  experience: z.string({ error: M.experience }).pipe(z.enum(EXPERIENCE_VALUES, { error: M.experience })),
  employees: z.string({ error: M.employees }).pipe(z.enum(EMPLOYEE_VALUES, { error: M.employees })),
  description: text(20, MAX.description, M.description, `Beschreibung darf höchstens ${MAX.description} Zeichen haben`),
  acceptTerms: z.boolean({ error: M.acceptTerms }).refine((value) => value === true, { message: M.acceptTerms }),
  /** Honeypot (hidden input): must stay empty; the handler drops registrations that fill it. */
  [HONEYPOT_FIELD]: z.string().max(500).optional(),
});

/** A parsed (trimmed) registration. */
export type CompanyRegistrationRequest = z.infer<typeof companyRegistrationSchema>;
/** What the registration form holds before parsing. */
export type CompanyRegistrationInput = z.input<typeof companyRegistrationSchema>;
