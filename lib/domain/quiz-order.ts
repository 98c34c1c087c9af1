/**
 * Order of the service list on /quiz. Source: public-side.md §2 (Quiz): these services first, in
 * this order; the rest follow in their original order.
 */
export const QUIZ_PRIORITY_ORDER = [
  "wohnungsrenovierung",
  "badrenovierung",
  "küchenrenovierung",
  "hausrenovierung",
  "hausbau",
  "abbruch",
] as const;

/** Stable sort: priority services first (in QUIZ_PRIORITY_ORDER), then the rest in input order. */
export function sortByQuizPriority<T extends { serviceType: string }>(items: readonly T[]): T[] {
  const rank = (serviceType: string) => {
    const index = (QUIZ_PRIORITY_ORDER as readonly string[]).indexOf(serviceType);
    return index === -1 ? QUIZ_PRIORITY_ORDER.length : index;
  };
  return items
    .map((item, position) => ({ item, position }))
    .sort((a, b) => rank(a.item.serviceType) - rank(b.item.serviceType) || a.position - b.position)
    .map(({ item }) => item);
}

/** Route params may arrive percent-encoded ("k%C3%BCchenrenovierung"); returns the decoded id. */
export function decodeServiceParam(raw: string): string {
  try {
    return decodeURIComponent(raw).normalize("NFC");
  } catch {
    return raw;
  }
}
