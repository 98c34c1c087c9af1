/** Showing and dialling stored phone numbers: E.164 since validation, older rows may hold free text. */
import { parsePhoneNumberFromString } from "libphonenumber-js";

function parse(phone: string) {
  const number = parsePhoneNumberFromString(phone.trim(), { defaultCountry: "AT" });
  return number?.isValid() ? number : undefined;
}

/**
 * A phone number for reading: Austrian numbers nationally ("0664 1234567"), others internationally
 * ("+49 30 1234567", so they are not read as Austrian); text that is no valid number is returned unchanged.
 */
export function formatPhone(phone: string): string {
  const number = parse(phone);
  if (!number) return phone;
  // Some national forms drop the trunk 0 ("+4311234567" → "11234567"), which forms refuse: show those internationally.
  const national = number.formatNational();
  return number.country === "AT" && national.startsWith("0") ? national : number.formatInternational();
}

/** The tel: link of a phone number: E.164 ("tel:+436641234567"); else its digits and a leading +. */
export function telHref(phone: string): string {
  return `tel:${parse(phone)?.number ?? phone.replace(/[^\d+]/g, "")}`;
}

/**
 * The digits to look for in stored numbers (E.164 or older free text) when searching for `digits`: without a
 * leading "00" or trunk "0", so "0664 1234567" finds "+436641234567" and "0043 664…" finds both forms.
 */
export function phoneSearchDigits(digits: string): string {
  return digits.replace(/^00?/, "");
}
