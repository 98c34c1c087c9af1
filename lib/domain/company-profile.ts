/** Pure helpers of the public company profiles and the /firmen directory (service names, paging, JSON-LD). */
import { onboardingServiceLabel } from "@/lib/content/partner-onboarding-texts";
import { QUIZ_DEFINITIONS } from "@/lib/content/quizzes";
import { SERVICE_NAMES, serviceName, servicePath } from "@/lib/content/service-catalog";
import { normalizeServiceName } from "@/lib/domain/matching";
import { partnerServiceId } from "@/lib/domain/partner-choices";
import { viennaDistrict } from "@/lib/domain/vienna-districts";

export const PROFILE_REVIEWS_PAGE_SIZE = 10;

export const DIRECTORY_PAGE_SIZE = 20;

export const MAX_PAGE = 10_000;

/** A page number from a URL parameter; 1 when missing, malformed or out of range (first page, not an error). */
export function pageParam(value: string | string[] | undefined): number {
  const raw = Array.isArray(value) ? value[0] : value;
  if (!raw || !/^[1-9]\d{0,4}$/.test(raw)) return 1;
  return Math.min(Number(raw), MAX_PAGE);
}

export function reviewPageHref(path: string, page: number): string {
  return page <= 1 ? path : `${path}?seite=${page}`;
}

/** The German name of a stored company service, including older partner-form values; else as stored. */
export function companyServiceLabel(value: string): string {
  return SERVICE_NAMES[value] ?? onboardingServiceLabel(value);
}

export function companyServiceLabels(services: readonly string[]): string[] {
  return [...new Set(services.map(companyServiceLabel).filter((label) => label.trim() !== ""))];
}

const QUIZ_SERVICE_IDS = QUIZ_DEFINITIONS.map((quiz) => quiz.serviceType);

/** The quiz service id a stored company service stands for; undefined when no quiz fits ("Parkettleger"). */
export function quizServiceFor(value: string): string | undefined {
  const id = partnerServiceId(value);
  if (id) return id;
  const normalized = normalizeServiceName(value);
  return QUIZ_SERVICE_IDS.find((quiz) => normalizeServiceName(serviceName(quiz)) === normalized);
}

export function isQuizService(value: string | undefined): value is string {
  return value !== undefined && QUIZ_SERVICE_IDS.includes(value);
}

/** Path and German name of the quiz of the company's first service that has one; else the overview /quiz. */
export function mainServiceQuiz(services: readonly string[]): { path: string; label: string | null } {
  for (const service of services) {
    const id = quizServiceFor(service);
    if (id) return { path: servicePath("/quiz", id), label: serviceName(id) };
  }
  return { path: "/quiz", label: null };
}

export const VIENNA_ZIP_CODES: readonly string[] = Array.from(
  { length: 23 },
  (_, index) => `1${String(index + 1).padStart(2, "0")}0`,
);

export function districtName(zipCode: string): string {
  const district = viennaDistrict(zipCode);
  return district ? `${zipCode} ${district.name}` : zipCode;
}

/** Served districts in postcode order; empty means all of Vienna. */
export function servedDistricts(districts: readonly string[]): string[] {
  return [...new Set(districts)].sort((a, b) => a.localeCompare(b));
}

export function reviewCountText(count: number): string {
  return count === 1 ? "1 Bewertung" : `${count} Bewertungen`;
}
