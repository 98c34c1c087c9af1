/**
 * Pure helpers of the public company profiles and the /firmen directory (issue 15 §5): readable
 * service names, the quiz of a company's main service, paging and the LocalBusiness JSON-LD.
 * No I/O; the data comes from lib/data/company-profiles.ts.
 */
import { onboardingServiceLabel } from "@/lib/content/partner-onboarding-texts";
import { QUIZ_DEFINITIONS } from "@/lib/content/quizzes";
import { SERVICE_NAMES, serviceName, servicePath } from "@/lib/content/service-catalog";
import { normalizeServiceName } from "@/lib/domain/matching";
import { partnerServiceId } from "@/lib/domain/partner-choices";
import { viennaDistrict } from "@/lib/domain/vienna-districts";
import { absoluteUrl } from "@/lib/seo/metadata";

/** Reviews per page of a profile (?seite=2 …). */
export const PROFILE_REVIEWS_PAGE_SIZE = 10;

/** Companies per page of the /firmen directory. */
export const DIRECTORY_PAGE_SIZE = 20;

/** Highest page number a URL may ask for (larger numbers are not a page). */
export const MAX_PAGE = 10_000;

/**
 * A page number from a URL parameter ("2" → 2); 1 for a missing, malformed or out-of-range value
 * (the page then shows the first page rather than an error).
 */
export function pageParam(value: string | string[] | undefined): number {
  const raw = Array.isArray(value) ? value[0] : value;
  if (!raw || !/^[1-9]\d{0,4}$/.test(raw)) return 1;
  return Math.min(Number(raw), MAX_PAGE);
}

/** The path of review page `page` of the profile at `path`: "?seite=n" from page 2 on. */
export function reviewPageHref(path: string, page: number): string {
  return page <= 1 ? path : `${path}?seite=${page}`;
}

/**
 * The German name of a stored company service: a catalogue id ("maler" → "Maler"), or an older
 * value of the partner forms the data migration did not map ("maler-arbeiten", "painting" →
 * "Maler"; "trockenbau" → "Trockenbau"; anything else as stored).
 */
export function companyServiceLabel(value: string): string {
  return SERVICE_NAMES[value] ?? onboardingServiceLabel(value);
}

/** The distinct German names of a company's services, in stored order. */
export function companyServiceLabels(services: readonly string[]): string[] {
  return [...new Set(services.map(companyServiceLabel).filter((label) => label.trim() !== ""))];
}

const QUIZ_SERVICE_IDS = QUIZ_DEFINITIONS.map((quiz) => quiz.serviceType);

/**
 * The quiz service id a stored company service stands for: its catalogue service (lib/content/
 * service-catalog.ts: canonical or alias id, or an older form text such as "Sanitärinstallation" →
 * "klempner"), else the quiz whose German name it is ("Installateur" → "klempner"); undefined when
 * no quiz fits ("Parkettleger").
 */
export function quizServiceFor(value: string): string | undefined {
  const id = partnerServiceId(value);
  if (id) return id;
  const normalized = normalizeServiceName(value);
  return QUIZ_SERVICE_IDS.find((quiz) => normalizeServiceName(serviceName(quiz)) === normalized);
}

/** Whether `value` is a quiz service id, i.e. a valid service filter of the directory. */
export function isQuizService(value: string | undefined): value is string {
  return value !== undefined && QUIZ_SERVICE_IDS.includes(value);
}

/**
 * The quiz of the company's main service (its first stored service that has a quiz; issue 15 §5
 * "a button to the quiz of its main service"): path and the service's German name. Without any,
 * the quiz overview /quiz.
 */
export function mainServiceQuiz(services: readonly string[]): { path: string; label: string | null } {
  for (const service of services) {
    const id = quizServiceFor(service);
    if (id) return { path: servicePath("/quiz", id), label: serviceName(id) };
  }
  return { path: "/quiz", label: null };
}

/** The Vienna postcodes 1010 … 1230 in order. */
export const VIENNA_ZIP_CODES: readonly string[] = Array.from(
  { length: 23 },
  (_, index) => `1${String(index + 1).padStart(2, "0")}0`,
);

/** "1100 Favoriten" for a Vienna postcode, else the value as stored. */
export function districtName(zipCode: string): string {
  const district = viennaDistrict(zipCode);
  return district ? `${zipCode} ${district.name}` : zipCode;
}

/** The districts a company serves in postcode order; empty means all of Vienna. */
export function servedDistricts(districts: readonly string[]): string[] {
  return [...new Set(districts)].sort((a, b) => a.localeCompare(b));
}

/** "1 Bewertung" / "12 Bewertungen". */
export function reviewCountText(count: number): string {
  return count === 1 ? "1 Bewertung" : `${count} Bewertungen`;
}

/** Month "2026-03" as "März 2026"; the value itself when malformed. */
export function formatJobMonth(month: string): string {
  const match = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(month);
  if (!match) return month;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 15));
  return new Intl.DateTimeFormat("de-AT", { month: "long", year: "numeric", timeZone: "UTC" }).format(date);
}

/** What the LocalBusiness JSON-LD of a profile is built from. */
export interface CompanyJsonLdInput {
  name: string;
  /** Site path of the profile ("/firmen/malerei-huber-12"). */
  path: string;
  city: string;
  zipCode: string | null;
  services: readonly string[];
  districts: readonly string[];
  /** Average of the visible reviews; null without reviews. */
  ratingAverage: number | null;
  ratingCount: number;
}

/**
 * schema.org LocalBusiness of a public profile (issue 15 §5): name, URL, locality (postcode only
 * when it is a Vienna one), the services and the districts served (all of Vienna when none are
 * listed). `aggregateRating` only when real (visible) reviews exist: never a rating without them.
 */
export function companyJsonLd(input: CompanyJsonLdInput): Record<string, unknown> {
  const districts = servedDistricts(input.districts);
  const labels = companyServiceLabels(input.services);
  const zip = input.zipCode?.trim() ?? "";
  return {
    "@context": "https://schema.org",
    "@type": "LocalBusiness",
    name: input.name,
    url: absoluteUrl(input.path),
    address: {
      "@type": "PostalAddress",
      addressLocality: input.city.trim() || "Wien",
      ...(viennaDistrict(zip) ? { postalCode: zip } : {}),
      addressCountry: "AT",
    },
    areaServed:
      districts.length === 0
        ? { "@type": "City", name: "Wien" }
        : districts.map((district) => ({ "@type": "Place", name: `${districtName(district)}, Wien` })),
    ...(labels.length > 0 ? { knowsAbout: labels } : {}),
    ...(input.ratingCount > 0 && input.ratingAverage !== null
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: Math.round(input.ratingAverage * 10) / 10,
            reviewCount: input.ratingCount,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}
