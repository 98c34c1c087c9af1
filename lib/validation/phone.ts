/**
 * Phone numbers as users enter them, read with libphonenumber-js (national numbers as Austrian) and stored in
 * E.164 ("+436641234567"). Austrian and German numbers only; forms and API routes share these schemas.
 */
import { parsePhoneNumberFromString } from "libphonenumber-js";
import * as z from "./zod";

/** Longest input accepted (the database columns hold 50 characters; E.164 is at most 16). */
const PHONE_MAX_LENGTH = 50;

const PHONE_MESSAGES = {
  de: {
    required: "Telefonnummer ist erforderlich",
    invalid: "Bitte geben Sie eine gültige österreichische oder deutsche Telefonnummer an (z. B. 0664 1234567).",
  },
  en: {
    invalid: "Please enter a valid Austrian or German phone number (e.g. 0664 1234567).",
  },
} as const;

const ACCEPTED_COUNTRIES: readonly string[] = ["AT", "DE"];

/** Digits and the separators people write ("+43 (0) 664/123-45.67"); letters ("ext.", "Tel:") are refused. */
const PHONE_CHARACTERS = /^[\d\s+()/.-]+$/;

/**
 * Reads a phone number as entered: "0664 1234567", "01 234 5678", "+43 (0) 664 1234567", "0049 30 1234567".
 * A national number must start with its 0 (so "12345" is no Viennese number). Returns its E.164 form, or null
 * when it is empty, not a valid number, or neither Austrian nor German.
 */
export function normalizePhone(input: string): string | null {
  const value = input.trim();
  if (value === "" || value.length > PHONE_MAX_LENGTH || !PHONE_CHARACTERS.test(value)) return null;
  if (!/^\(?[+0]/.test(value)) return null;
  const number = parsePhoneNumberFromString(value, { defaultCountry: "AT" });
  if (!number?.isValid() || number.country === undefined || !ACCEPTED_COUNTRIES.includes(number.country)) {
    return null;
  }
  return number.number;
}

/** Adds an issue with `message` and returns z.NEVER when `value` is no accepted number; else its E.164 form. */
function toE164(value: string, ctx: z.RefinementCtx, message: string): string {
  const phone = normalizePhone(value);
  if (phone !== null) return phone;
  ctx.addIssue({ code: "custom", message });
  return z.NEVER;
}

/** A required phone number → E.164; fails with "Telefonnummer ist erforderlich" when empty. */
export const phoneSchema = z
  .string({ error: PHONE_MESSAGES.de.required })
  .trim()
  .min(1, { error: PHONE_MESSAGES.de.required, abort: true })
  .transform((value, ctx) => toE164(value, ctx, PHONE_MESSAGES.de.invalid));

/** An optional phone number → E.164, or null for "", blanks or null (add `.optional()` to allow an absent key). */
export function optionalPhoneSchema(language: keyof typeof PHONE_MESSAGES = "de") {
  const { invalid } = PHONE_MESSAGES[language];
  return z
    .union([z.null(), z.string({ error: invalid })], { error: invalid })
    .transform((value, ctx) => (value?.trim() ? toE164(value, ctx, invalid) : null));
}
