/**
 * Permanent redirects of non-canonical service ids: ASCII spellings of umlaut ids, and quiz aliases of the
 * catalogue (only on /quiz/…; their landings and price guides stay).
 */
import { SERVICE_ALIASES } from "@/lib/content/service-catalog";

export const UMLAUT_SERVICE_IDS = [
  "küchenrenovierung",
  "bürorenovierung",
  "aufzüge",
  "umzüge",
  "schädlingsbekämpfung",
] as const;

export function toAsciiServiceId(id: string): string {
  return id.replace(/ä/g, "ae").replace(/ö/g, "oe").replace(/ü/g, "ue").replace(/ß/g, "ss");
}

const BY_ASCII = new Map(UMLAUT_SERVICE_IDS.map((id) => [toAsciiServiceId(id), id]));
const QUIZ_ALIAS_TARGET = new Map<string, string>(SERVICE_ALIASES.map((alias) => [alias.id, alias.canonical]));

/** The quiz alias ids that redirect (proxy.ts's matcher lists the same ids; a unit test compares). */
export const QUIZ_ALIAS_IDS: readonly string[] = SERVICE_ALIASES.map((alias) => alias.id);

/** Canonical path for a path whose service segment is an alias, else null; the target id is percent-encoded. */
export function canonicalServicePath(pathname: string): string | null {
  const match = /^\/(?:(quiz|preisleitfaden)\/)?([a-z-]+)\/?$/.exec(pathname);
  if (!match) return null;
  const [, prefix, segment] = match as unknown as [string, string | undefined, string];
  const quizAlias = prefix === "quiz" ? QUIZ_ALIAS_TARGET.get(segment) : undefined;
  const serviceId = quizAlias ?? BY_ASCII.get(segment);
  if (!serviceId) return null;
  return `${prefix ? `/${prefix}` : ""}/${encodeURIComponent(serviceId)}`;
}
