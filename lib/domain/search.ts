/**
 * Service search of the home page's hero (spec: public-side §9): a category scores the best of its title
 * and keywords (100 exact, 80 contained, else Levenshtein similarity in percent); those >= 40 are kept,
 * best first, at most 5.
 */

export interface SearchCategory {
  id: string;
  title: string;
  keywords: readonly string[];
}

export interface SearchResult<C extends SearchCategory = SearchCategory> {
  category: C;
  score: number;
}

export const EXACT_MATCH_SCORE = 100;
export const CONTAINS_MATCH_SCORE = 80;
export const MIN_SEARCH_SCORE = 40;
export const MAX_SUGGESTIONS = 5;
export const MIN_QUERY_LENGTH = 2;
export const DEFAULT_SEARCH_TARGET = "wohnungsrenovierung";

/** Lower-cases, trims and NFC-normalises (so "Ü" typed with a combining mark matches). */
export function normalizeSearchText(text: string): string {
  return text.normalize("NFC").trim().toLowerCase();
}

/** Levenshtein distance in UTF-16 code units; two-row DP, O(b) memory. */
export function levenshtein(a: string, b: string): number {
  if (a === b) return 0;
  if (a.length === 0) return b.length;
  if (b.length === 0) return a.length;

  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  let current = new Array<number>(b.length + 1);
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const substitution = previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1);
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, substitution);
    }
    [previous, current] = [current, previous];
  }
  return previous[b.length];
}

/** Score 0–100 of one candidate for a query (both normalised here); empty strings score 0. */
export function matchScore(query: string, candidate: string): number {
  const q = normalizeSearchText(query);
  const c = normalizeSearchText(candidate);
  if (q === "" || c === "") return 0;
  if (q === c) return EXACT_MATCH_SCORE;
  if (q.includes(c) || c.includes(q)) return CONTAINS_MATCH_SCORE;
  const longer = Math.max(q.length, c.length);
  return Math.round((1 - levenshtein(q, c) / longer) * 100);
}

export function categoryScore(query: string, category: SearchCategory): number {
  let best = matchScore(query, category.title);
  for (const keyword of category.keywords) {
    if (best === EXACT_MATCH_SCORE) break;
    best = Math.max(best, matchScore(query, keyword));
  }
  return best;
}

/** Suggestions for a query: score >= MIN_SEARCH_SCORE, best first (stable), at most `limit`; [] for blank. */
export function searchCategories<C extends SearchCategory>(
  query: string,
  categories: readonly C[],
  limit: number = MAX_SUGGESTIONS,
): SearchResult<C>[] {
  if (normalizeSearchText(query) === "") return [];
  return categories
    .map((category) => ({ category, score: categoryScore(query, category) }))
    .filter((result) => result.score >= MIN_SEARCH_SCORE)
    .sort((a, b) => b.score - a.score) // Array.prototype.sort is stable: ties keep their order.
    .slice(0, Math.max(0, limit));
}

export interface SuggestionLabel {
  title: string;
  detail: string;
}

/** Label of a suggestion: title, and the first two keywords plus "..." when there are more. */
export function suggestionLabel(category: SearchCategory): SuggestionLabel {
  const shown = category.keywords.slice(0, 2).join(", ");
  return { title: category.title, detail: category.keywords.length > 2 ? `${shown}...` : shown };
}

/** The best-matching category's id, or DEFAULT_SEARCH_TARGET when the query is empty or matches nothing. */
export function resolveSearchTarget(query: string, categories: readonly SearchCategory[]): string {
  return searchCategories(query, categories, 1)[0]?.category.id ?? DEFAULT_SEARCH_TARGET;
}
