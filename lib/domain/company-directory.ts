/**
 * The filters of the /firmen directory and their two addresses: the public one with
 * query parameters (/firmen?leistung=maler&bezirk=1100&seite=2), and the route segments
 * (/firmen/verzeichnis/maler/1100/2) that proxy.ts rewrites it to, so that every filtered page is a
 * cached ISR page of its own instead of a page rendered per request. Pure.
 */
import { MAX_PAGE, VIENNA_ZIP_CODES, isQuizService, pageParam } from "@/lib/domain/company-profile";

/** A directory page: service (quiz service id), district (Vienna PLZ) and 1-based page. */
export interface DirectoryFilter {
  service?: string;
  district?: string;
  page: number;
}

/** The first path segments of the directory's ISR route (app/(public)/firmen/verzeichnis/[leistung]/[bezirk]/[seite]). */
export const DIRECTORY_ROUTE_PREFIX = "/firmen/verzeichnis";
/** Segment for "every service" and for "all of Vienna". */
export const ANY_SERVICE_SEGMENT = "alle";
export const ANY_DISTRICT_SEGMENT = "wien";

/**
 * The filter of the public query (?leistung, ?bezirk, ?seite; the first value of each counts).
 * Unknown services or districts and malformed page numbers are ignored, as the form never sends them.
 */
export function directoryFilterFromQuery(query: URLSearchParams): DirectoryFilter {
  const leistung = query.get("leistung") ?? undefined;
  const bezirk = query.get("bezirk") ?? undefined;
  return {
    service: isQuizService(leistung) ? leistung : undefined,
    district: bezirk !== undefined && VIENNA_ZIP_CODES.includes(bezirk) ? bezirk : undefined,
    page: pageParam(query.get("seite") ?? undefined),
  };
}

/** The public address of a directory page: "/firmen", "/firmen?leistung=maler&bezirk=1100&seite=2". */
export function directoryHref(filter: DirectoryFilter): string {
  const query = new URLSearchParams();
  if (filter.service) query.set("leistung", filter.service);
  if (filter.district) query.set("bezirk", filter.district);
  if (filter.page > 1) query.set("seite", String(filter.page));
  const text = query.toString();
  return text ? `/firmen?${text}` : "/firmen";
}

/**
 * The ISR route path that serves a directory page, e.g. "/firmen/verzeichnis/maler/wien/2"; the
 * unfiltered first page is "/firmen/verzeichnis/alle/wien/1" (next.config.mjs rewrites /firmen there).
 * Segments are not percent-encoded.
 */
export function directoryRoutePath(filter: DirectoryFilter): string {
  return `${DIRECTORY_ROUTE_PREFIX}/${filter.service ?? ANY_SERVICE_SEGMENT}/${filter.district ?? ANY_DISTRICT_SEGMENT}/${filter.page}`;
}

/** A route segment as text: percent-decoded when it is still encoded ("k%C3%BCchenrenovierung"). */
function segmentText(segment: string): string | null {
  try {
    return segment.includes("%") ? decodeURIComponent(segment) : segment;
  } catch {
    return null;
  }
}

/**
 * The filter named by the route segments (see directoryRoutePath), or null when a segment is not
 * one the directory has (the route then answers 404, so no address outside the filters is cached).
 */
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
