/**
 * Hero search scoring (spec: public-side §5 search matching, §9 search scoring) and the search
 * categories (the catalogue's services).
 */
import { QUIZ_DEFINITIONS } from "@/lib/content/quizzes";
import { SEARCH_CATEGORIES } from "@/lib/content/search-categories";
import { SERVICE_CATALOGUE } from "@/lib/content/service-catalog";
import {
  categoryScore,
  DEFAULT_SEARCH_TARGET,
  levenshtein,
  matchScore,
  resolveSearchTarget,
  searchCategories,
  suggestionLabel,
  type SearchCategory,
} from "@/lib/domain/search";

function category(id: string, keywords: string[] = [], title = id): SearchCategory {
  return { id, title, keywords };
}

const ids = (results: { category: SearchCategory }[]) => results.map((r) => r.category.id);

describe("levenshtein", () => {
  it.each([
    ["kitten", "sitting", 3],
    ["flaw", "lawn", 2],
    ["", "abc", 3],
    ["abc", "", 3],
    ["maler", "maler", 0],
    ["küche", "kuche", 1],
    ["kuchen", "küche", 2],
  ])("distance(%j, %j) = %i and is symmetric", (a, b, expected) => {
    expect(levenshtein(a, b)).toBe(expected);
    expect(levenshtein(b, a)).toBe(expected);
  });
});

describe("matchScore", () => {
  it("gives 100 for an exact match, ignoring case and surrounding blanks", () => {
    expect(matchScore("maler", "maler")).toBe(100);
    expect(matchScore("  MaLeR ", "Maler")).toBe(100);
  });

  it("gives 80 when the candidate contains the query", () => {
    expect(matchScore("bad", "badezimmer")).toBe(80);
    expect(matchScore("ZIMMER", "Badezimmer")).toBe(80);
  });

  it("gives 80 when the query contains the candidate", () => {
    expect(matchScore("badezimmer renovieren", "badezimmer")).toBe(80);
  });

  it("otherwise scores the edit-distance similarity relative to the longer string", () => {
    // 1 edit over 6 characters: round(83.33) = 83.
    expect(matchScore("mahler", "maler")).toBe(83);
    // 2 edits; the longer string has 6 characters: round((1 - 2/6) * 100) = 67 (not 60 from 5).
    expect(matchScore("kuchen", "küche")).toBe(67);
    expect(matchScore("küche", "kuchen")).toBe(67);
    // Nothing in common.
    expect(matchScore("xyz", "abc")).toBe(0);
  });

  it("scores blank strings 0", () => {
    expect(matchScore("   ", "maler")).toBe(0);
    expect(matchScore("maler", "")).toBe(0);
  });
});

describe("categoryScore", () => {
  it("is the best score of the title and every keyword", () => {
    const painter = category("maler", ["anstreicher", "ausmalen", "streichen"], "Maler");
    expect(categoryScore("maler", painter)).toBe(100); // title
    expect(categoryScore("ausmalen", painter)).toBe(100); // second keyword
    expect(categoryScore("streich", painter)).toBe(80); // contained in the third keyword
    expect(categoryScore("mahler", painter)).toBe(83); // similarity to the title
  });
});

describe("searchCategories", () => {
  it("gives no suggestions for an empty or blank query", () => {
    const all = [category("maler", ["maler"])];
    expect(searchCategories("", all)).toEqual([]);
    expect(searchCategories("   \t ", all)).toEqual([]);
  });

  it("matches case-insensitively and ignores surrounding blanks", () => {
    const all = [category("maler", ["ausmalen"], "Maler")];
    expect(searchCategories("  MALER  ", all)).toEqual([{ category: all[0], score: 100 }]);
  });

  it("keeps a score of 40 and drops 39", () => {
    const query = "abcdefghijklmnopqrst"; // 20 characters
    // Same length, 12 of 20 characters differ: round((1 - 12/20) * 100) = 40.
    const kept = category("kept", ["abcdefgh" + "z".repeat(12)]);
    // 23 characters, 14 edits: round((1 - 14/23) * 100) = round(39.13) = 39.
    const dropped = category("dropped", ["abcdefghi" + "z".repeat(14)]);
    expect(matchScore(query, kept.keywords[0])).toBe(40);
    expect(matchScore(query, dropped.keywords[0])).toBe(39);
    expect(searchCategories(query, [dropped, kept])).toEqual([{ category: kept, score: 40 }]);
  });

  it("sorts by score descending and keeps the categories' order on ties", () => {
    const similar = category("similar", ["mahler"]); // 83
    const containsA = category("contains-a", ["malerarbeiten"]); // 80
    const exact = category("exact", ["maler"]); // 100
    const containsB = category("contains-b", ["kunstmaler"]); // 80
    const unrelated = category("unrelated", ["dach"]);
    const results = searchCategories("maler", [similar, containsA, exact, containsB, unrelated]);
    expect(results.map((r) => [r.category.id, r.score])).toEqual([
      ["exact", 100],
      ["similar", 83],
      ["contains-a", 80],
      ["contains-b", 80],
    ]);
  });

  it("shows at most 5 suggestions, or the given limit", () => {
    const seven = Array.from({ length: 7 }, (_, i) => category(`c${i}`, [`bad${i}`]));
    expect(ids(searchCategories("bad", seven))).toEqual(["c0", "c1", "c2", "c3", "c4"]);
    expect(ids(searchCategories("bad", seven, 2))).toEqual(["c0", "c1"]);
  });
});

describe("suggestionLabel", () => {
  it('shows the title and the first two keywords followed by "..." when there are more', () => {
    expect(suggestionLabel(category("maler", ["ausmalen", "streichen", "tapezieren"], "Maler"))).toEqual({
      title: "Maler",
      detail: "ausmalen, streichen...",
    });
  });

  it('has no "..." when there are two keywords or fewer', () => {
    expect(suggestionLabel(category("x", ["a", "b"], "X")).detail).toBe("a, b");
    expect(suggestionLabel(category("x", ["a"], "X")).detail).toBe("a");
    expect(suggestionLabel(category("x", [], "X")).detail).toBe("");
  });
});

describe("resolveSearchTarget", () => {
  const all = [category("wohnungsrenovierung", ["wohnung"]), category("maler", ["ausmalen"])];

  it("leads to the best match", () => {
    expect(resolveSearchTarget("Ausmalen", all)).toBe("maler");
  });

  it("defaults to wohnungsrenovierung for no or an unmatched query", () => {
    expect(DEFAULT_SEARCH_TARGET).toBe("wohnungsrenovierung");
    expect(resolveSearchTarget("", all)).toBe("wohnungsrenovierung");
    expect(resolveSearchTarget("   ", all)).toBe("wohnungsrenovierung");
    expect(resolveSearchTarget("qqqqqqqq", [category("maler", ["ausmalen"])])).toBe("wohnungsrenovierung");
  });
});

describe("SEARCH_CATEGORIES", () => {
  // The spec's 26 search ids (spec: public-side §3), as catalogue services: its alias ids
  // (badezimmer, komplette-wohnsanierung) are searched as their canonical service.
  const specIds = [
    "badrenovierung",
    "hausrenovierung",
    "wohnungsrenovierung",
    "küchenrenovierung",
    "solaranlagen",
    "klimaanlagen",
    "elektriker",
    "heizungsanlagen",
    "hausbau",
    "schwimmbader",
    "erdarbeiten",
    "maler",
    "klempner",
    "fliesen",
    "schlosser",
    "zimmermann",
    "umzüge",
    "reinigung",
    "architekten",
    "bürorenovierung",
    "fassadensanierung",
    "geothermie",
    "poolrenovierung",
    "dekorateure",
    "pvc-fenster",
  ];

  it("has one category per catalogue service (unique ids, each an active quiz), including the spec's", () => {
    const categoryIds = SEARCH_CATEGORIES.map((c) => c.id);
    expect(categoryIds).toEqual(SERVICE_CATALOGUE.map((service) => service.id));
    expect(new Set(categoryIds).size).toBe(categoryIds.length);
    expect(categoryIds).toEqual(expect.arrayContaining(specIds));
    expect(categoryIds).not.toContain("badezimmer");
    expect(categoryIds).not.toContain("komplette-wohnsanierung");
    const quizIds = new Set(QUIZ_DEFINITIONS.map((q) => q.serviceType));
    expect(categoryIds.filter((id) => !quizIds.has(id))).toEqual([]);
  });

  it("has German titles and 6–15 unique, lower-case, trimmed keywords per category", () => {
    for (const c of SEARCH_CATEGORIES) {
      expect(c.title.trim()).not.toBe("");
      expect(c.keywords.length).toBeGreaterThanOrEqual(6);
      expect(c.keywords.length).toBeLessThanOrEqual(15);
      expect(new Set(c.keywords).size).toBe(c.keywords.length);
      for (const keyword of c.keywords) expect(keyword).toBe(keyword.trim().toLowerCase());
    }
  });

  it("uses the spec's titles", () => {
    const title = (id: string) => SEARCH_CATEGORIES.find((c) => c.id === id)?.title;
    expect(title("badrenovierung")).toBe("Badrenovierung");
    expect(title("fliesen")).toBe("Fliesenleger");
    expect(title("schwimmbader")).toBe("Schwimmbäder");
    expect(title("pvc-fenster")).toBe("PVC-Fenster");
  });

  it.each([
    ["bad", "badrenovierung"],
    ["Badrenovierung", "badrenovierung"],
    ["badezimmer", "badrenovierung"],
    ["duschwechsel", "badrenovierung"],
    ["komplette wohnsanierung", "wohnungsrenovierung"],
    ["Küche", "küchenrenovierung"],
    ["kueche", "küchenrenovierung"],
    ["ausmalen", "maler"],
    ["Installateur", "klempner"],
    ["pvc", "pvc-fenster"],
    ["therme", "heizungsanlagen"],
    ["übersiedlung", "umzüge"],
    ["schimmel", "feuchtigkeit"],
    ["fliessen", "fliesen"],
    ["markise", "markisen"],
    ["treppenlift", "aufzüge"],
    ["kammerjäger", "schädlingsbekämpfung"],
  ])("leads %j to %s", (query, expected) => {
    expect(searchCategories(query, SEARCH_CATEGORIES)[0]?.category.id).toBe(expected);
    expect(resolveSearchTarget(query, SEARCH_CATEGORIES)).toBe(expected);
  });

  it("suggests at most 5 categories, each scoring at least 40", () => {
    for (const query of ["ba", "sanierung", "haus", "pool", "er"]) {
      const results = searchCategories(query, SEARCH_CATEGORIES);
      expect(results.length).toBeLessThanOrEqual(5);
      for (const r of results) expect(r.score).toBeGreaterThanOrEqual(40);
    }
  });
});
