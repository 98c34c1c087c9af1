/**
 * Redirects of service ids that are not the canonical spelling (proxy.ts, permanent 308):
 * - ASCII spellings of the ids with umlauts (public-side.md §2 route table), e.g.
 *   "kuechenrenovierung" for "küchenrenovierung", as people type them: on landings, quizzes and
 *   price-guide pages;
 * - quiz aliases of the catalogue (issue 17 §6, SERVICE_ALIASES in lib/content/service-catalog.ts):
 *   near-duplicate services whose quiz is the canonical one, e.g. /quiz/badezimmer →
 *   /quiz/badrenovierung. Only on /quiz/…: their landings and price-guide pages stay.
 */
import { SERVICE_ALIASES } from "@/lib/content/service-catalog";

export const UMLAUT_SERVICE_IDS = [
  "küchenrenovierung",
  "bürorenovierung",
  "aufzüge",
  "umzüge",
  "schädlingsbekämpfung",
] as const;

/** "küchenrenovierung" → "kuechenrenovierung" (ä→ae, ö→oe, ü→ue, ß→ss). */
export function toAsciiServiceId(id: string): string {
  return id.replace(/ä/g, "ae").replace(/ö/g, "oe").replace(/ü/g, "ue").replace(/ß/g, "ss");
}

const BY_ASCII = new Map(UMLAUT_SERVICE_IDS.map((id) => [toAsciiServiceId(id), id]));
const QUIZ_ALIAS_TARGET = new Map<string, string>(SERVICE_ALIASES.map((alias) => [alias.id, alias.canonical]));

/** The quiz alias ids that redirect (proxy.ts's matcher lists the same ids; a unit test compares). */
export const QUIZ_ALIAS_IDS: readonly string[] = SERVICE_ALIASES.map((alias) => alias.id);

/**
 * Canonical path for a path whose service segment is an alias, else null.
 * Handles "/{ascii}", "/quiz/{ascii}", "/preisleitfaden/{ascii}" and "/quiz/{quiz alias}" (an
 * optional trailing slash); the target's service id is percent-encoded.
 */
export function canonicalServicePath(pathname: string): string | null {
  const match = /^\/(?:(quiz|preisleitfaden)\/)?([a-z-]+)\/?$/.exec(pathname);
  if (!match) return null;
  const [, prefix, segment] = match as unknown as [string, string | undefined, string];
  const quizAlias = prefix === "quiz" ? QUIZ_ALIAS_TARGET.get(segment) : undefined;
  const serviceId = quizAlias ?? BY_ASCII.get(segment);
  if (!serviceId) return null;
  return `${prefix ? `/${prefix}` : ""}/${encodeURIComponent(serviceId)}`;
}
