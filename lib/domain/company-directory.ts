/**
 * The filters of the /firmen directory and their two addresses: the public query (?leistung&bezirk&seite)
 * and the route segments proxy.ts rewrites it to, so every filtered page is a cached ISR page of its own.
 */
import { MAX_PAGE, VIENNA_ZIP_CODES, isQuizService, pageParam } from "@/lib/domain/company-profile";

export interface DirectoryFilter {
  service?: string;
  district?: string;
  page: number;
}

export const DIRECTORY_ROUTE_PREFIX = "/firmen/verzeichnis";
export const ANY_SERVICE_SEGMENT = "alle";
export const ANY_DISTRICT_SEGMENT = "wien";

/** The filter of the public query (first value of each); unknown values are ignored, as the form never sends them. */
export function directoryFilterFromQuery(query: URLSearchParams): DirectoryFilter {
  const leistung = query.get("leistung") ?? undefined;
  const bezirk = query.get("bezirk") ?? undefined;
  return {
    service: isQuizService(leistung) ? leistung : undefined,
    district: bezirk !== undefined && VIENNA_ZIP_CODES.includes(bezirk) ? bezirk : undefined,
    page: pageParam(query.get("seite") ?? undefined),
  };
}

export function directoryHref(filter: DirectoryFilter): string {
  const query = new URLSearchParams();
  if (filter.service) query.set("leistung", filter.service);
  if (filter.district) query.set("bezirk", filter.district);
  if (filter.page > 1) query.set("seite", String(filter.page));
  const text = query.toString();
  return text ? `/firmen?${text}` : "/firmen";
}

/** The ISR route path of a directory page, e.g. "/firmen/verzeichnis/maler/wien/2" (segments not percent-encoded). */
export function directoryRoutePath(filter: DirectoryFilter): string {
  return `${DIRECTORY_ROUTE_PREFIX}/${filter.service ?? ANY_SERVICE_SEGMENT}/${filter.district ?? ANY_DISTRICT_SEGMENT}/${filter.page}`;
}

function segmentText(segment: string): string | null {
  try {
    return segment.includes("%") ? decodeURIComponent(segment) : segment;
  } catch {
    return null;
  }
}

/** The filter named by the route segments, or null for one the directory lacks (404, so nothing else is cached). */
export function directoryFilterFromSegments(leistung: string, bezirk: string, seite: string): DirectoryFilter | null {
  const service = segmentText(leistung);
  const district = segmentText(bezirk);
  if (service === null || district === null) return null;
  if (service !== ANY_SERVICE_SEGMENT && !isQuizService(service)) return null;
  if (district !== ANY_DISTRICT_SEGMENT && !VIENNA_ZIP_CODES.includes(district)) return null;
  if (!/^[1-9]\d{0,4}$/.test(seite) || Number(seite) > MAX_PAGE) return null;
  return {
    service: service === ANY_SERVICE_SEGMENT ? undefined : service,
    district: district === ANY_DISTRICT_SEGMENT ? undefined : district,
    page: Number(seite),
  };
}
