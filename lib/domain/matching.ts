/**
 * Matching of a project (lead) to verified companies: which companies fit a project best, and why.
 * Pure: no I/O, usable on the server (GET /api/admin/projects/{id}/candidates) and in tests.
 *
 * Source: issue 5 "Matching" (the assign dialog lists verified companies ranked by fit: offers the
 * project's service, nearest by postcode district, fewest open assignments; up to 4 companies per
 * project) and authenticated-side.md §2 "Projects" (dialog with name and city).
 *
 * Ranking, best first:
 * 1. the company offers the project's service (see `offersService`);
 * 2. the smallest |district number difference| between the project's Vienna postcode and the
 *    company's (1XX0 → district XX); a company or project without a Vienna postcode comes after
 *    every company with a known distance;
 * 3. the fewest open assignments (project_assignments with status "Offen");
 * 4. name (German collation), then id, so the order is stable.
 *
 * Where a company's postcode comes from: companies.zipCode when it is a Vienna postcode (filled by
 * approvals and the admin), else the first Vienna postcode found in `city` (e.g. "1100 Wien") or
 * `contactInfo` (an address); none found means "district unknown". Approving a registration or an onboarding form stores
 * its address (with the postcode) as contactInfo (lib/data/users.ts, `inviteCompanyUser`).
 */
import { serviceName } from "@/lib/content/service-catalog";
import { viennaDistrict } from "./vienna-districts";

/** The product promises up to 4 verified companies per project (issue 5, "Matching"). */
export const MAX_COMPANIES_PER_PROJECT = 4;


/**
 * Groups of service names that mean the same trade, across the three vocabularies a company's
 * `services` can hold: quiz/landing ids (lib/content/service-catalog.ts, e.g. "maler"), the texts of
 * the registration form (REGISTRATION_SERVICES, e.g. "Malerei & Lackierung") and the values of the
 * German and English onboarding forms (ONBOARDING_SERVICE_VALUES_DE/EN, e.g. "maler-arbeiten",
 * "painting"). Compared after `normalizeServiceName`.
 */
export const SERVICE_SYNONYM_GROUPS: readonly (readonly string[])[] = [
  ["badrenovierung", "badezimmer", "badsanierung", "duschwechsel", "bathroom_renovation", "bathroom renovation"],
  ["küchenrenovierung", "kuechenrenovierung", "kitchen_renovation", "kitchen renovation"],
  ["wohnungsrenovierung", "wohnungssanierung", "komplette-wohnsanierung", "komplette wohnsanierung", "apartment_renovation", "apartment renovation"],
  ["hausrenovierung", "house_renovation", "house renovation"],
  ["hausbau", "fertighauser", "fertighäuser", "mauerbau", "industriebau", "bau", "construction", "neubau", "gewerbebau"],
  ["abbruch", "demolition"],
  ["maler", "malerei & lackierung", "maler-arbeiten", "malerarbeiten", "painting"],
  ["fliesen", "fliesenleger", "plattenleger", "fliesenarbeiten", "tiling"],
  ["elektriker", "elektroinstallation", "elektroinstallationen", "elektro", "electrical"],
  ["klempner", "installateur", "sanitärinstallation", "sanitär", "plumbing"],
  ["heizungsanlagen", "heizungsinstallation", "heizung"],
  ["pvc-fenster", "fenster & türen", "fenster"],
  ["terrassenverkleidung", "terrasse", "terrace"],
  ["trockenbau", "trockenausbau", "drywall"],
  ["feuchtigkeit", "feuchtigkeitssanierung", "sanierung & modernisierung"],
];

/** Lower case, trimmed, single spaces, Unicode NFC (umlauts compare equal however they were typed). */
export function normalizeServiceName(value: string): string {
  return value.normalize("NFC").trim().toLocaleLowerCase("de-AT").replace(/\s+/g, " ");
}

const GROUP_OF = new Map<string, number>();
SERVICE_SYNONYM_GROUPS.forEach((group, index) => {
  for (const name of group) GROUP_OF.set(normalizeServiceName(name), index);
});

/** The names that count as the project's service: its id, its German label and their synonyms. */
export function serviceMatchNames(serviceType: string): Set<string> {
  const names = new Set([normalizeServiceName(serviceType), normalizeServiceName(serviceName(serviceType))]);
  for (const name of [...names]) {
    const group = GROUP_OF.get(name);
    if (group !== undefined) for (const synonym of SERVICE_SYNONYM_GROUPS[group]!) names.add(normalizeServiceName(synonym));
  }
  return names;
}

/**
 * Whether a company with `companyServices` offers `serviceType`: one of its services equals the
 * service id or its German label (case-insensitive), or a synonym of them (SERVICE_SYNONYM_GROUPS).
 */
export function offersService(companyServices: readonly string[], serviceType: string): boolean {
  const names = serviceMatchNames(serviceType);
  return companyServices.some((service) => names.has(normalizeServiceName(service)));
}

/**
 * The Vienna district number (1–23) of a postcode "1XX0" ("1100" → 10), else undefined (other
 * Austrian postcodes, malformed input, "1240").
 */
export function viennaDistrictNumber(zipCode: string | null | undefined): number | undefined {
  return viennaDistrict(zipCode ?? "")?.number;
}

/** The district of the first Vienna postcode in free text ("Favoritenstr. 1, 1100 Wien" → 10), else undefined. */
export function districtFromText(text: string | null | undefined): number | undefined {
  for (const match of (text ?? "").matchAll(/(?<!\d)1\d\d0(?!\d)/g)) {
    const district = viennaDistrictNumber(match[0]);
    if (district !== undefined) return district;
  }
  return undefined;
}

/** A verified company as the ranking needs it. */
export interface CandidateCompany {
  id: number;
  name: string;
  city: string;
  services: readonly string[];
  contactInfo?: string | null;
  /** companies.zipCode: when it is a Vienna postcode, it decides the district (before city and contactInfo). */
  zipCode?: string | null;
  /** Its project_assignments with status "Offen". */
  openAssignments: number;
}

/** A ranked candidate: the company plus what the dialog shows about the fit. */
export interface RankedCandidate {
  id: number;
  name: string;
  city: string;
  services: string[];
  openAssignments: number;
  offersService: boolean;
  /** |district difference| to the project; null when either district is unknown. */
  districtDistance: number | null;
  /** Short German reasons, e.g. ["bietet Badrenovierung an", "gleicher Bezirk", "3 offene Leads"]. */
  reasons: string[];
}

/** "1 offener Lead" / "3 offene Leads" / "keine offenen Leads". */
export function openLeadsText(count: number): string {
  if (count === 0) return "keine offenen Leads";
  return count === 1 ? "1 offener Lead" : `${count} offene Leads`;
}

function distanceText(distance: number | null): string {
  if (distance === null) return "Bezirk unbekannt";
  if (distance === 0) return "gleicher Bezirk";
  return distance === 1 ? "1 Bezirk entfernt" : `${distance} Bezirke entfernt`;
}

const collator = new Intl.Collator("de-AT", { sensitivity: "base" });

/**
 * Ranks `companies` for a project (order: see module doc) and leaves out `excludeIds` (the
 * companies already assigned). Does not filter by verification: pass verified companies only.
 *
 * @param project the project's service id (projects.serviceType) and postcode (projects.zipCode).
 * @returns a new array, best fit first, each with the reasons the dialog shows.
 */
export function rankCandidates(
  project: { serviceType: string; zipCode: string },
  companies: readonly CandidateCompany[],
  excludeIds: Iterable<number> = [],
): RankedCandidate[] {
  const excluded = new Set(excludeIds);
  const projectDistrict = viennaDistrictNumber(project.zipCode);
  const label = serviceName(project.serviceType);

  const ranked = companies
    .filter((company) => !excluded.has(company.id))
    .map((company): RankedCandidate => {
      const offers = offersService(company.services, project.serviceType);
      const companyDistrict = viennaDistrictNumber(company.zipCode) ?? districtFromText(company.city) ?? districtFromText(company.contactInfo);
      const distance =
        projectDistrict === undefined || companyDistrict === undefined ? null : Math.abs(projectDistrict - companyDistrict);
      return {
        id: company.id,
        name: company.name,
        city: company.city,
        services: [...company.services],
        openAssignments: company.openAssignments,
        offersService: offers,
        districtDistance: distance,
        reasons: [
          offers ? `bietet ${label} an` : `${label} nicht im Angebot`,
          distanceText(distance),
          openLeadsText(company.openAssignments),
        ],
      };
    });

  return ranked.sort(
    (a, b) =>
      Number(b.offersService) - Number(a.offersService) ||
      (a.districtDistance ?? Number.POSITIVE_INFINITY) - (b.districtDistance ?? Number.POSITIVE_INFINITY) ||
      a.openAssignments - b.openAssignments ||
      collator.compare(a.name, b.name) ||
      a.id - b.id,
  );
}
