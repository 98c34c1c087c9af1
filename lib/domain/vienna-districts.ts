/**
 * Vienna's 23 districts by postcode: for e-mails that name where a project is without naming the
 * customer (lib/email/templates.ts, `leadAssignedEmail`) and for ranking companies by district
 * (lib/domain/matching.ts). A Vienna postcode is 1XX0 with XX the
 * district number (1010 Innere Stadt … 1230 Liesing).
 */

/** District names, index 0 = 1st district. */
export const VIENNA_DISTRICT_NAMES = [
  "Innere Stadt",
  "Leopoldstadt",
  "Landstraße",
  "Wieden",
  "Margareten",
  "Mariahilf",
  "Neubau",
  "Josefstadt",
  "Alsergrund",
  "Favoriten",
  "Simmering",
  "Meidling",
  "Hietzing",
  "Penzing",
  "Rudolfsheim-Fünfhaus",
  "Ottakring",
  "Hernals",
  "Währing",
  "Döbling",
  "Brigittenau",
  "Floridsdorf",
  "Donaustadt",
  "Liesing",
] as const;

/** The district of a Vienna postcode ("1070" → { number: 7, name: "Neubau" }), else undefined. */
export function viennaDistrict(zipCode: string): { number: number; name: string } | undefined {
  const match = /^1(\d\d)0$/.exec(zipCode.trim());
  if (!match) return undefined;
  const number = Number(match[1]);
  const name = VIENNA_DISTRICT_NAMES[number - 1];
  return name ? { number, name } : undefined;
}

/**
 * Where a project is, for a company's e-mail: "1070 Wien, 7. Bezirk (Neubau)" for a Vienna postcode
 * (given alone or as "1070 Wien"), "PLZ 2340" for another Austrian postcode, otherwise the trimmed
 * text as given.
 */
export function districtLabel(value: string): string {
  const trimmed = value.trim();
  const zip = /^\d{4}\b/.exec(trimmed)?.[0];
  if (!zip) return trimmed;
  const district = viennaDistrict(zip);
  if (district) return `${zip} Wien, ${district.number}. Bezirk (${district.name})`;
  return trimmed === zip ? `PLZ ${zip}` : trimmed;
}
