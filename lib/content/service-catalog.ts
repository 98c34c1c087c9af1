/**
 * The service ids of the public route table with their German display names, and the home
 * page's price-guide tabs. Source: public-side.md §2 (route table; Home, section 3).
 * Service copy (landing pages), price-guide entries and search keywords live in their own modules
 * and are keyed by these ids.
 */

/** Every id with a generic landing page at /{id} (route table order). */
export const LANDING_SERVICE_IDS = [
  "hausrenovierung",
  "küchenrenovierung",
  "bürorenovierung",
  "fassadensanierung",
  "poolrenovierung",
  "komplette-wohnsanierung",
  "terrassenverkleidung",
  "solaranlagen",
  "geothermie",
  "klimaanlagen",
  "aufzüge",
  "markisen",
  "elektriker",
  "heizungsanlagen",
  "garagentore",
  "hausbau",
  "fertighauser",
  "schwimmbader",
  "industriebau",
  "abbruch",
  "mauerbau",
  "erdarbeiten",
  "betonsanierung",
  "feuchtigkeit",
  "maler",
  "fliesen",
  "klempner",
  "schlosser",
  "betondruck",
  "zimmermann",
  "plattenleger",
  "umzüge",
  "schädlingsbekämpfung",
  "duschwechsel",
  "glasschloss",
  "reinigung",
  "pvc-fenster",
  "architekten",
  "dekorateure",
] as const;

export type LandingServiceId = (typeof LANDING_SERVICE_IDS)[number];

/** German display name of every service id used anywhere on the site (landings, quiz, price guide). */
export const SERVICE_NAMES: Readonly<Record<string, string>> = {
  wohnungsrenovierung: "Wohnungsrenovierung",
  badrenovierung: "Badrenovierung",
  badezimmer: "Badezimmer",
  wohnungssanierung: "Wohnungssanierung",
  hausrenovierung: "Hausrenovierung",
  "küchenrenovierung": "Küchenrenovierung",
  "bürorenovierung": "Bürorenovierung",
  fassadensanierung: "Fassadensanierung",
  poolrenovierung: "Poolrenovierung",
  "komplette-wohnsanierung": "Komplette Wohnsanierung",
  terrassenverkleidung: "Terrassenverkleidung",
  solaranlagen: "Solaranlagen",
  geothermie: "Geothermie",
  klimaanlagen: "Klimaanlagen",
  "aufzüge": "Aufzüge",
  markisen: "Markisen",
  elektriker: "Elektriker",
  heizungsanlagen: "Heizungsanlagen",
  garagentore: "Garagentore",
  hausbau: "Hausbau",
  fertighauser: "Fertighäuser",
  schwimmbader: "Schwimmbäder",
  industriebau: "Industriebau",
  abbruch: "Abbruch",
  mauerbau: "Mauerbau",
  erdarbeiten: "Erdarbeiten",
  betonsanierung: "Betonsanierung",
  feuchtigkeit: "Feuchtigkeitssanierung",
  maler: "Maler",
  fliesen: "Fliesenleger",
  klempner: "Installateur",
  schlosser: "Schlosser",
  betondruck: "Betondruck",
  zimmermann: "Zimmerer",
  plattenleger: "Plattenleger",
  "umzüge": "Umzüge",
  "schädlingsbekämpfung": "Schädlingsbekämpfung",
  duschwechsel: "Duschwechsel",
  glasschloss: "Glaser",
  reinigung: "Reinigung",
  "pvc-fenster": "PVC-Fenster",
  architekten: "Architekten",
  dekorateure: "Dekorateure",
};

/** Display name of a service id (falls back to the id). */
export function serviceName(id: string): string {
  return SERVICE_NAMES[id] ?? id;
}

/** The home page's price-guide tabs with 8 service ids each (public-side.md §2 Home, section 3). */
export const HOME_PRICE_TABS = [
  {
    id: "reforms",
    label: "Renovierungen",
    serviceIds: ["komplette-wohnsanierung", "hausrenovierung", "badrenovierung", "küchenrenovierung", "bürorenovierung", "fassadensanierung", "poolrenovierung", "terrassenverkleidung"],
  },
  {
    id: "installers",
    label: "Installationen",
    serviceIds: ["solaranlagen", "geothermie", "klimaanlagen", "aufzüge", "markisen", "elektriker", "heizungsanlagen", "garagentore"],
  },
  {
    id: "construction",
    label: "Bau",
    serviceIds: ["hausbau", "fertighauser", "schwimmbader", "industriebau", "abbruch", "mauerbau", "erdarbeiten", "betonsanierung"],
  },
  {
    id: "minor-works",
    label: "Kleinarbeiten",
    serviceIds: ["feuchtigkeit", "maler", "fliesen", "klempner", "schlosser", "betondruck", "zimmermann", "plattenleger"],
  },
  {
    id: "others",
    label: "Andere",
    serviceIds: ["umzüge", "schädlingsbekämpfung", "duschwechsel", "glasschloss", "reinigung", "pvc-fenster", "architekten", "dekorateure"],
  },
] as const;

/** Path of a service route with the id percent-encoded (umlauts), e.g. servicePath("/quiz", "umzüge"). */
export function servicePath(prefix: "" | "/quiz" | "/preisleitfaden", id: string): string {
  return `${prefix}/${encodeURIComponent(id)}`;
}
