/**
 * The project request (quiz submission): one zod schema for the wizard's form and for
 * POST /api/projects. Messages and limits: public-side.md §5 ("Project request"), field lengths
 * from authenticated-side.md §9.
 */
import { HONEYPOT_FIELD } from "@/lib/domain/honeypot";
import { AUSTRIAN_POSTCODE_PATTERN } from "@/lib/domain/service-area";

import * as z from "./zod";

const answerValue = z.union([
  z.string().max(500, "Antwort ist zu lang."),
  z.array(z.string().max(500, "Antwort ist zu lang.")).max(30, "Zu viele Antworten."),
]);

/** Message for a postcode that is not 4 digits (issue 17 §1; the spec's message stays for an empty field). */
export const ZIP_CODE_FORMAT_MESSAGE = "Bitte geben Sie eine 4-stellige österreichische Postleitzahl ein";

/**
 * Step 1 of the wizard validates only this: required ("PLZ ist erforderlich", public-side.md §5),
 * then an Austrian postcode (4 digits, lib/domain/service-area.ts). Postcodes outside Vienna and
 * its surroundings pass (the wizard shows `serviceAreaNotice`).
 */
export const zipCodeSchema = z
  .string({ error: "PLZ ist erforderlich" })
  .trim()
  .min(1, { error: "PLZ ist erforderlich", abort: true })
  .regex(AUSTRIAN_POSTCODE_PATTERN, ZIP_CODE_FORMAT_MESSAGE);

/** The contact step validates these four fields. */
export const contactSchema = z.object({
  name: z
    .string({ error: "Name ist erforderlich" })
    .trim()
    .min(2, "Name ist erforderlich")
    .max(200, "Name ist zu lang"),
  email: z
    .string({ error: "Bitte geben Sie eine gültige E-Mail-Adresse ein" })
    .trim()
    .max(255, "E-Mail-Adresse ist zu lang")
    .pipe(z.email("Bitte geben Sie eine gültige E-Mail-Adresse ein")),
  phone: z
    .string({ error: "Telefonnummer ist erforderlich" })
    .trim()
    .min(5, "Telefonnummer ist erforderlich")
    .max(50, "Telefonnummer ist zu lang"),
  gdprAccepted: z
    .boolean({ error: "Sie müssen den Datenschutzbestimmungen zustimmen" })
    .refine((value) => value === true, {
      message: "Sie müssen den Datenschutzbestimmungen zustimmen",
    }),
});

export const projectRequestSchema = contactSchema.extend({
  serviceType: z
    .string({ error: "Service ist erforderlich" })
    .trim()
    .min(1, "Service ist erforderlich")
    .max(100, "Service ist zu lang"),
  zipCode: zipCodeSchema,
  answers: z
    .record(z.string().max(100), answerValue)
    .default({})
    .refine((value) => Object.keys(value).length <= 50, "Zu viele Antworten."),
  [HONEYPOT_FIELD]: z.string().max(500).optional(),
});

/** Parsed request (after trimming). */
export type ProjectRequest = z.infer<typeof projectRequestSchema>;
/** What the wizard's form holds before parsing. */
export type ProjectRequestInput = z.input<typeof projectRequestSchema>;
