/**
 * Matching of a project (lead) to verified companies: which companies fit a project best, and why.
 * Pure: no I/O, usable on the server (GET /api/admin/projects/{id}/candidates) and in tests.
 *
 * Source: issue 5 "Matching" (the assign dialog lists verified companies ranked by fit: offers the
 * project's service, nearest by postcode district, fewest open assignments; up to 4 companies per
 * project) and authenticated-side.md §2 "Projects" (dialog with name and city).
 *
 * Ranking, best first: exactly the factors published on /agb and the partner pages (issue 15 §6,
 * P2B regulation (EU) 2019/1150 Art. 5; RANKING_FACTORS below), each deciding only among companies
 * equal in the ones before it. No payment or any other factor changes the order.
 * 1. Service: the company offers the project's service: the same service of the catalogue
 *    (lib/content/service-catalog.ts), see `offersService`.
 * 2. District: first the companies whose service area includes the project's district
 *    (companies.districts lists its postcode, or is empty = all of Vienna), then the smallest
 *    |district number difference| between the project's Vienna postcode and the company's address
 *    (1XX0 → district XX); a company or project without a Vienna postcode comes after every company
 *    with a known distance.
 * 3. Open leads: the fewest open assignments (project_assignments with status "Offen", not ended).
 * 4. Response time: the shortest median time to first contact over the last 90 days (published only
 *    from MIN_RESPONSE_SAMPLES contacts; companies without one come after those with one).
 * 5. Rating: the highest average of the visible reviews (companies without reviews after those with).
 * Full ties: name (German collation), then id, so the order is stable (not a ranking factor).
 *
 * Where a company's postcode comes from: companies.zipCode when it is a Vienna postcode (filled by
 * approvals and the admin), else the first Vienna postcode found in `city` (e.g. "1100 Wien") or
 * `contactInfo` (an address); none found means "district unknown". Approving a registration or an onboarding form stores
 * its address (with the postcode) as contactInfo (lib/data/users.ts, `inviteCompanyUser`).
 */
import { canonicalServiceId, serviceAliasIds, serviceName } from "@/lib/content/service-catalog";
import { formatResponseTime } from "./response-time";
import { viennaDistrict } from "./vienna-districts";

/**
 * The ranking factors in their order (issue 15 §6): the single source of the order in
 * `rankCandidates` and of the texts on /agb and the partner pages (lib/content/legal.ts,
 * lib/content/partner-landing.ts).
 */
export const RANKING_FACTORS = [
  { key: "service", label: "Leistung", text: "ob die Firma die angefragte Leistung anbietet" },
  {
    key: "district",
    label: "Bezirk",
    text: "ob ihr Einsatzgebiet den Bezirk des Projekts umfasst, dann die Nähe ihres Standorts zum Projekt",
  },
  { key: "openLeads", label: "Offene Anfragen", text: "wie wenige Anfragen sie gerade offen hat" },
  {
    key: "responseTime",
    label: "Antwortzeit",
    text: "wie schnell sie Kundinnen und Kunden zuletzt kontaktiert hat (Median der letzten 90 Tage)",
  },
  { key: "rating", label: "Bewertung", text: "die durchschnittliche Bewertung aus verifizierten Aufträgen" },
] as const;

/** The product promises up to 4 verified companies per project (issue 5, "Matching"). */
export const MAX_COMPANIES_PER_PROJECT = 4;

/** Lower case, trimmed, single spaces, Unicode NFC (umlauts compare equal however they were typed). */
export function normalizeServiceName(value: string): string {
  return value.normalize("NFC").trim().toLocaleLowerCase("de-AT").replace(/\s+/g, " ");
}

/**
 * The stored service values (normalised) that count as the project's service: the canonical
 * catalogue id of `serviceType` (an alias id such as "badezimmer" counts as "badrenovierung"), its
 * alias ids and their German names (lib/content/service-catalog.ts). Companies store catalogue ids
 * (issue 17 §6; older German texts were mapped by the migration 20261126000000_service_catalogue_ids);
 * the names are kept so an unmigrated "Badrenovierung" still matches. The SQL pre-selection of the
 * assign dialog and the company directory compare with the same set.
 */
export function serviceMatchNames(serviceType: string): Set<string> {
  const id = canonicalServiceId(serviceType) ?? serviceType;
  const ids = [id, ...serviceAliasIds(id)];
  return new Set(ids.flatMap((value) => [normalizeServiceName(value), normalizeServiceName(serviceName(value))]));
}

/**
 * Whether a company with `companyServices` offers `serviceType`: one of its services is the same
 * catalogue service (canonical or alias id, or their German names; see `serviceMatchNames`).
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
  /** Its project_assignments with status "Offen" that are not ended. */
  openAssignments: number;
  /** companies.districts: the Vienna postcodes it serves; empty or missing = all of Vienna. */
  districts?: readonly string[] | null;
  /** Median time to first contact in ms (last 90 days), only when published (lib/domain/response-time.ts `publicResponseMedianMs`); else null/missing. */
  responseMedianMs?: number | null;
  /** Average stars of its visible reviews; null/missing without reviews. */
  ratingAverage?: number | null;
  /** Number of its visible reviews. */
  ratingCount?: number;
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
  /** Whether its service area includes the project's district (always set by rankCandidates). */
  servesDistrict?: boolean;
  /** The published median response time in ms, or null (always set by rankCandidates). */
  responseMedianMs?: number | null;
  /** The average rating, or null without reviews (always set by rankCandidates). */
  ratingAverage?: number | null;
  /** The number of visible reviews (always set by rankCandidates). */
  ratingCount?: number;
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
 * Whether a company serving `districts` (Vienna postcodes; empty = all of Vienna) works in the
 * project's postcode; true when the project has no Vienna postcode (nothing to compare).
 */
export function servesProjectDistrict(
  districts: readonly string[] | null | undefined,
  projectZipCode: string,
): boolean {
  if (!districts || districts.length === 0 || viennaDistrictNumber(projectZipCode) === undefined) return true;
  return districts.includes(projectZipCode.trim());
}

/** "Bewertung 4,5 (12)". */
function ratingText(average: number, count: number): string {
  return `Bewertung ${average.toLocaleString("de-AT", { minimumFractionDigits: 1, maximumFractionDigits: 1 })} (${count})`;
}

/** Lower sorts first; null (unknown) after every known value. */
function ascendingKnownFirst(a: number | null, b: number | null): number {
  if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
  return a - b;
}

/** Higher sorts first; null (unknown) after every known value. */
function descendingKnownFirst(a: number | null, b: number | null): number {
  if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
  return b - a;
}

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
      const companyDistrict =
        viennaDistrictNumber(company.zipCode) ??
        districtFromText(company.city) ??
        districtFromText(company.contactInfo);
      const distance =
        projectDistrict === undefined || companyDistrict === undefined
          ? null
          : Math.abs(projectDistrict - companyDistrict);
      const serves = servesProjectDistrict(company.districts, project.zipCode);
      const responseMedianMs = company.responseMedianMs ?? null;
      const ratingCount = company.ratingCount ?? 0;
      const ratingAverage = ratingCount > 0 ? (company.ratingAverage ?? null) : null;
      return {
        id: company.id,
        name: company.name,
        city: company.city,
        services: [...company.services],
        openAssignments: company.openAssignments,
        offersService: offers,
        districtDistance: distance,
        servesDistrict: serves,
        responseMedianMs,
        ratingAverage,
        ratingCount,
        // Response time and rating only when known: nothing is shown that was not recorded.
        reasons: [
          offers ? `bietet ${label} an` : `${label} nicht im Angebot`,
          distanceText(distance),
          openLeadsText(company.openAssignments),
          ...(serves ? [] : ["Bezirk nicht im Einsatzgebiet"]),
          ...(responseMedianMs !== null ? [`Antwortzeit ${formatResponseTime(responseMedianMs)}`] : []),
          ...(ratingAverage !== null ? [ratingText(ratingAverage, ratingCount)] : []),
        ],
      };
    });

  return ranked.sort(
    (a, b) =>
      // RANKING_FACTORS in order: service, district (area, then distance), open leads, response time, rating.
      Number(b.offersService) - Number(a.offersService) ||
      Number(b.servesDistrict) - Number(a.servesDistrict) ||
      ascendingKnownFirst(a.districtDistance, b.districtDistance) ||
      a.openAssignments - b.openAssignments ||
      ascendingKnownFirst(a.responseMedianMs ?? null, b.responseMedianMs ?? null) ||
      descendingKnownFirst(a.ratingAverage ?? null, b.ratingAverage ?? null) ||
      collator.compare(a.name, b.name) ||
      a.id - b.id,
  );
}
