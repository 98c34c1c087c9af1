/**
 * Service search of the home page's hero (public-side.md §4 search box, §5 search matching,
 * §9 search scoring). Pure functions, no I/O; the categories live in
 * lib/content/search-categories.ts.
 *
 * Scoring of one category against a query (both lower-cased and trimmed): the best score of its
 * title and each of its keywords, where one candidate scores
 * - 100 when it equals the query,
 * - 80 when one contains the other,
 * - otherwise the edit-distance similarity relative to the longer string:
 *   round((1 - levenshtein(query, candidate) / max(query.length, candidate.length)) * 100).
 * Categories scoring at least 40 are kept, sorted by score descending (ties keep the categories'
 * order) and cut to 5.
 */

/** A searchable service category: id = quiz service id (/quiz/{id}), German title, keywords. */
export interface SearchCategory {
  id: string;
  title: string;
  /** Lower-case German search terms (synonyms, trades, typical spellings). */
  keywords: readonly string[];
}

/** One suggestion: the category and its score (40–100). */
export interface SearchResult<C extends SearchCategory = SearchCategory> {
  category: C;
  score: number;
}

/** Score of an exact match. */
export const EXACT_MATCH_SCORE = 100;
/** Score when the query contains the candidate or the candidate contains the query. */
export const CONTAINS_MATCH_SCORE = 80;
/** Lowest score that is still suggested. */
export const MIN_SEARCH_SCORE = 40;
/** Most suggestions shown. */
export const MAX_SUGGESTIONS = 5;
/** Characters (after trimming) from which the search box opens its suggestion list. */
export const MIN_QUERY_LENGTH = 2;
/** Quiz the "Suchen" button opens when the query is empty or matches nothing. */
export const DEFAULT_SEARCH_TARGET = "wohnungsrenovierung";

/** Lower-cases, trims and NFC-normalises a query or candidate (so "Ü" typed as U+0308 matches). */
export function normalizeSearchText(text: string): string {
  return text.normalize("NFC").trim().toLowerCase();
}

/**
 * Levenshtein edit distance (insertions, deletions, substitutions, each cost 1) between two
 * strings, counted in UTF-16 code units. Two-row dynamic programming, O(a·b) time, O(b) memory.
 */
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

/**
 * Score (0–100) of one candidate (a title or keyword) for a query; both are normalised here.
 * Empty strings score 0.
 */
export function matchScore(query: string, candidate: string): number {
  const q = normalizeSearchText(query);
  const c = normalizeSearchText(candidate);
  if (q === "" || c === "") return 0;
  if (q === c) return EXACT_MATCH_SCORE;
  if (q.includes(c) || c.includes(q)) return CONTAINS_MATCH_SCORE;
  const longer = Math.max(q.length, c.length);
  return Math.round((1 - levenshtein(q, c) / longer) * 100);
}

/** Best score of a category's title and keywords for a query (0 for a blank query). */
export function categoryScore(query: string, category: SearchCategory): number {
  let best = matchScore(query, category.title);
  for (const keyword of category.keywords) {
    if (best === EXACT_MATCH_SCORE) break;
    best = Math.max(best, matchScore(query, keyword));
  }
  return best;
}

/**
 * Suggestions for a query: categories scoring at least 40, best first (ties keep the order of
 * `categories`), at most `limit`. An empty or blank query gives [].
 */
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

/** What a suggestion shows: the title (bold) and a muted detail line. */
export interface SuggestionLabel {
  title: string;
  /** The first two keywords joined with ", ", followed by "..." if the category has more. */
  detail: string;
}

/**
 * Label of a suggestion (public-side.md §9): title, and the first two keywords followed by "..."
 * if there are more, e.g. { title: "Maler", detail: "maler, ausmalen..." }.
 */
export function suggestionLabel(category: SearchCategory): SuggestionLabel {
  const shown = category.keywords.slice(0, 2).join(", ");
  return { title: category.title, detail: category.keywords.length > 2 ? `${shown}...` : shown };
}

/**
 * Quiz service id the search leads to: the best-matching category's id, or
 * "wohnungsrenovierung" when the query is empty or matches nothing.
 */
export function resolveSearchTarget(query: string, categories: readonly SearchCategory[]): string {
  return searchCategories(query, categories, 1)[0]?.category.id ?? DEFAULT_SEARCH_TARGET;
}
