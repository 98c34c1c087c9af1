/**
 * Matching of a project to verified companies: which fit best, and why. The order uses only the
 * published RANKING_FACTORS (P2B regulation (EU) 2019/1150 Art. 5), each deciding only among companies
 * equal in the ones before; no payment changes it. Full ties: name, then id (stable, not a factor).
 */
import { canonicalServiceId, serviceAliasIds, serviceName } from "@/lib/content/service-catalog";
import { formatResponseTime } from "./response-time";
import { viennaDistrict } from "./vienna-districts";

/** The ranking factors in order: the single source for `rankCandidates` and the texts on /agb and the partner pages. */
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

export const MAX_COMPANIES_PER_PROJECT = 4;

/** Lower case, trimmed, single spaces, Unicode NFC (umlauts compare equal however they were typed). */
export function normalizeServiceName(value: string): string {
  return value.normalize("NFC").trim().toLocaleLowerCase("de-AT").replace(/\s+/g, " ");
}

/**
 * The normalised stored values that count as the project's service: canonical catalogue id, alias ids and
 * their German names (so an unmigrated "Badrenovierung" still matches). The SQL pre-selection uses the same set.
 */
export function serviceMatchNames(serviceType: string): Set<string> {
  const id = canonicalServiceId(serviceType) ?? serviceType;
  const ids = [id, ...serviceAliasIds(id)];
  return new Set(ids.flatMap((value) => [normalizeServiceName(value), normalizeServiceName(serviceName(value))]));
}

export function offersService(companyServices: readonly string[], serviceType: string): boolean {
  const names = serviceMatchNames(serviceType);
  return companyServices.some((service) => names.has(normalizeServiceName(service)));
}

/** District number 1–23 of a Vienna postcode "1XX0" ("1100" → 10), else undefined. */
export function viennaDistrictNumber(zipCode: string | null | undefined): number | undefined {
  return viennaDistrict(zipCode ?? "")?.number;
}

export function districtFromText(text: string | null | undefined): number | undefined {
  for (const match of (text ?? "").matchAll(/(?<!\d)1\d\d0(?!\d)/g)) {
    const district = viennaDistrictNumber(match[0]);
    if (district !== undefined) return district;
  }
  return undefined;
}

export interface CandidateCompany {
  id: number;
  name: string;
  city: string;
  services: readonly string[];
  contactInfo?: string | null;
  /** Decides the district when a Vienna postcode; else city, then contactInfo. */
  zipCode?: string | null;
  openAssignments: number;
  /** Vienna postcodes served; empty or missing = all of Vienna. */
  districts?: readonly string[] | null;
  /** Published median ms to first contact (`publicResponseMedianMs`); else null. */
  responseMedianMs?: number | null;
  ratingAverage?: number | null;
  ratingCount?: number;
}

export interface RankedCandidate {
  id: number;
  name: string;
  city: string;
  services: string[];
  openAssignments: number;
  offersService: boolean;
  /** |district difference| to the project; null when either district is unknown. */
  districtDistance: number | null;
  servesDistrict?: boolean;
  responseMedianMs?: number | null;
  ratingAverage?: number | null;
  ratingCount?: number;
  reasons: string[];
  /** Why this company may not get the lead (German, lib/verification/eligibility.ts); empty or absent = it may. */
  blockReasons?: string[];
  /** Whether the company has a public profile (verified and active); absent = it has. */
  hasProfile?: boolean;
}

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

/** Whether `districts` (empty = all of Vienna) covers the project's postcode; true without a Vienna postcode. */
export function servesProjectDistrict(
  districts: readonly string[] | null | undefined,
  projectZipCode: string,
): boolean {
  if (!districts || districts.length === 0 || viennaDistrictNumber(projectZipCode) === undefined) return true;
  return districts.includes(projectZipCode.trim());
}

function ratingText(average: number, count: number): string {
  return `Bewertung ${average.toLocaleString("de-AT", { minimumFractionDigits: 1, maximumFractionDigits: 1 })} (${count})`;
}

function ascendingKnownFirst(a: number | null, b: number | null): number {
  if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
  return a - b;
}

function descendingKnownFirst(a: number | null, b: number | null): number {
  if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
  return b - a;
}

/**
 * Ranks `companies` by RANKING_FACTORS, leaving out `excludeIds` (already assigned). Does not filter by
 * verification: pass verified companies only. Returns a new array, best first, with the dialog's reasons.
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
        // Only what was recorded is shown.
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
