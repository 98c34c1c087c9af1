/**
 * ASCII spellings of the service ids that contain umlauts (public-side.md §2 route table), e.g.
 * "kuechenrenovierung" for "küchenrenovierung", as people type them. proxy.ts redirects them.
 */
export const UMLAUT_SERVICE_IDS = ["küchenrenovierung", "bürorenovierung", "aufzüge", "umzüge", "schädlingsbekämpfung"] as const;

/** "küchenrenovierung" → "kuechenrenovierung" (ä→ae, ö→oe, ü→ue, ß→ss). */
export function toAsciiServiceId(id: string): string {
  return id.replace(/ä/g, "ae").replace(/ö/g, "oe").replace(/ü/g, "ue").replace(/ß/g, "ss");
}

const BY_ASCII = new Map(UMLAUT_SERVICE_IDS.map((id) => [toAsciiServiceId(id), id]));

/**
 * Canonical path for a path whose service segment is an ASCII alias, else null.
 * Handles "/{alias}", "/quiz/{alias}" and "/preisleitfaden/{alias}"; the service id is percent-encoded.
 */
export function canonicalServicePath(pathname: string): string | null {
  const match = /^\/(?:(quiz|preisleitfaden)\/)?([a-z-]+)\/?$/.exec(pathname);
  const serviceId = match ? BY_ASCII.get(match[2]!) : undefined;
  if (!match || !serviceId) return null;
  return `${match[1] ? `/${match[1]}` : ""}/${encodeURIComponent(serviceId)}`;
}
