/**
 * The contact form's message, for /kontakt and POST /api/contact (spec: public-side §5). Upper limits keep a
 * message well under the 64 KB body limit.
 */
import { HONEYPOT_FIELD } from "@/lib/domain/honeypot";
import * as z from "./zod";

export const CONTACT_MAX_LENGTH = {
  name: 200,
  email: 255,
  subject: 200,
  message: 5000,
} as const;

const NAME_MESSAGE = "Name muss mindestens 2 Zeichen lang sein";
const EMAIL_MESSAGE = "Bitte geben Sie eine gültige E-Mail-Adresse ein";
const SUBJECT_MESSAGE = "Betreff muss mindestens 5 Zeichen lang sein";
const MESSAGE_MESSAGE = "Nachricht muss mindestens 10 Zeichen lang sein";

export const contactMessageSchema = z.object({
  name: z
    .string({ error: NAME_MESSAGE })
    .trim()
    .min(2, NAME_MESSAGE)
    .max(CONTACT_MAX_LENGTH.name, `Name darf höchstens ${CONTACT_MAX_LENGTH.name} Zeichen lang sein`),
  email: z
    .string({ error: EMAIL_MESSAGE })
    .trim()
    .max(CONTACT_MAX_LENGTH.email, `E-Mail-Adresse darf höchstens ${CONTACT_MAX_LENGTH.email} Zeichen lang sein`)
    .pipe(z.email(EMAIL_MESSAGE)),
  subject: z
    .string({ error: SUBJECT_MESSAGE })
    .trim()
    .min(5, SUBJECT_MESSAGE)
    .max(CONTACT_MAX_LENGTH.subject, `Betreff darf höchstens ${CONTACT_MAX_LENGTH.subject} Zeichen lang sein`),
  message: z
    .string({ error: MESSAGE_MESSAGE })
    .trim()
    .min(10, MESSAGE_MESSAGE)
    .max(CONTACT_MAX_LENGTH.message, `Nachricht darf höchstens ${CONTACT_MAX_LENGTH.message} Zeichen lang sein`),
  /** Honeypot: must stay empty; the handler drops messages that fill it. */
  [HONEYPOT_FIELD]: z.string().max(500).optional(),
});

export type ContactMessageRequest = z.infer<typeof contactMessageSchema>;
export type ContactMessageInput = z.input<typeof contactMessageSchema>;
