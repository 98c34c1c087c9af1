/**
 * Postcodes of the quiz. The service area "Wien und Umgebung" is kept simple on purpose: 1000–3999, which
 * also reaches some farther towns, so customers are shown the range, not a distance. A postcode outside is
 * accepted and flagged.
 */

export const AUSTRIAN_POSTCODE_PATTERN = /^[1-9]\d{3}$/;

export const SERVICE_AREA_TEXT = "Wien und Umgebung (PLZ 1000 bis 3999)";

export function isAustrianPostcode(value: string): boolean {
  return AUSTRIAN_POSTCODE_PATTERN.test(value.trim());
}

/** True for an Austrian postcode inside the service area (1000–3999). */
export function isInServiceArea(value: string): boolean {
  const zip = value.trim();
  return isAustrianPostcode(zip) && Number(zip) < 4000;
}

/** The quiz's German notice for an Austrian postcode outside the service area, else undefined. */
export function serviceAreaNotice(value: string): string | undefined {
  const zip = value.trim();
  if (!isAustrianPostcode(zip) || isInServiceArea(zip)) return undefined;
  return `Die PLZ ${zip} liegt außerhalb unseres Gebiets: Wir vermitteln Fachbetriebe in ${SERVICE_AREA_TEXT}. Sie können Ihre Anfrage trotzdem senden, wir können aber nicht zusagen, dass ein Betrieb sie übernimmt.`;
}
