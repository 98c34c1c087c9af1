/**
 * Postcodes of the quiz (issue 17 §1): what counts as an Austrian postcode and which postcodes lie
 * in the service area "Wien und Umgebung".
 *
 * - Austrian postcodes have 4 digits and never start with 0 (1010 Wien … 9992 Iselsberg).
 * - The service area is kept simple on purpose: every postcode from 1000 to 3999, i.e. Vienna
 *   (1010–1239, plus Vienna's other 1xxx codes) and the 2xxx and 3xxx ranges of Lower Austria around
 *   it (these ranges also reach a few towns of northern Burgenland and the farther Waldviertel; the
 *   text shown to customers therefore names the range, not a distance).
 * - A postcode outside the area is accepted (issue 17 §1: "accepted, flagged"); the quiz tells the
 *   customer before they continue, see `serviceAreaNotice`.
 */

/** An Austrian postcode: 4 digits, the first one 1–9. */
export const AUSTRIAN_POSTCODE_PATTERN = /^[1-9]\d{3}$/;

/** Text naming the service area with its postcodes, for messages. */
export const SERVICE_AREA_TEXT = "Wien und Umgebung (PLZ 1000 bis 3999)";

/** True for an Austrian postcode (after trimming), e.g. "1100" or "8010"; false for "40" or "01234". */
export function isAustrianPostcode(value: string): boolean {
  return AUSTRIAN_POSTCODE_PATTERN.test(value.trim());
}

/**
 * True when `value` is an Austrian postcode inside the service area (1000–3999), e.g. "1100",
 * "2340" (Mödling), "3100" (St. Pölten); false for "8010" (Graz) and for anything that is not an
 * Austrian postcode.
 */
export function isInServiceArea(value: string): boolean {
  const zip = value.trim();
  return isAustrianPostcode(zip) && Number(zip) < 4000;
}

/**
 * The German notice the quiz shows for an Austrian postcode outside the service area, else
 * undefined (postcodes inside the area, and input that is not yet a postcode).
 */
export function serviceAreaNotice(value: string): string | undefined {
  const zip = value.trim();
  if (!isAustrianPostcode(zip) || isInServiceArea(zip)) return undefined;
  return `Die PLZ ${zip} liegt außerhalb unseres Gebiets: Wir vermitteln Fachbetriebe in ${SERVICE_AREA_TEXT}. Sie können Ihre Anfrage trotzdem senden, wir können aber nicht zusagen, dass ein Betrieb sie übernimmt.`;
}
