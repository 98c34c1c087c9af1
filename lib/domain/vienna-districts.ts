/** Vienna's 23 districts by postcode 1XX0 (XX = district number), for lead e-mails and the ranking. */

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

export function viennaDistrict(zipCode: string): { number: number; name: string } | undefined {
  const match = /^1(\d\d)0$/.exec(zipCode.trim());
  if (!match) return undefined;
  const number = Number(match[1]);
  const name = VIENNA_DISTRICT_NAMES[number - 1];
  return name ? { number, name } : undefined;
}

/** Where a project is: "1070 Wien, 7. Bezirk (Neubau)", "PLZ 2340" for other Austrian postcodes, else the text. */
export function districtLabel(value: string): string {
  const trimmed = value.trim();
  const zip = /^\d{4}\b/.exec(trimmed)?.[0];
  if (!zip) return trimmed;
  const district = viennaDistrict(zip);
  if (district) return `${zip} Wien, ${district.number}. Bezirk (${district.name})`;
  return trimmed === zip ? `PLZ ${zip}` : trimmed;
}
