/** The project request (quiz submission) for the wizard and POST /api/projects (spec: public-side §5). */
import { HONEYPOT_FIELD } from "@/lib/domain/honeypot";
import { AUSTRIAN_POSTCODE_PATTERN } from "@/lib/domain/service-area";

import { phoneSchema } from "./phone";
import * as z from "./zod";

const answerValue = z.union([
  z.string().max(500, "Antwort ist zu lang."),
  z.array(z.string().max(500, "Antwort ist zu lang.")).max(30, "Zu viele Antworten."),
]);

/** Message for a postcode that is not 4 digits (the spec's message stays for an empty field). */
export const ZIP_CODE_FORMAT_MESSAGE = "Bitte geben Sie eine 4-stellige österreichische Postleitzahl ein";

/** Step 1: required, then an Austrian postcode. Postcodes outside the service area pass with a notice. */
export const zipCodeSchema = z
  .string({ error: "PLZ ist erforderlich" })
  .trim()
  .min(1, { error: "PLZ ist erforderlich", abort: true })
  .regex(AUSTRIAN_POSTCODE_PATTERN, ZIP_CODE_FORMAT_MESSAGE);

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
  phone: phoneSchema,
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

export type ProjectRequest = z.infer<typeof projectRequestSchema>;
export type ProjectRequestInput = z.input<typeof projectRequestSchema>;
