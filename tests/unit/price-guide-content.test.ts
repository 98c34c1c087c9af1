/** The static price guide covers every linked service and keeps the spec's figures (spec: public-side §2, §3, §9). */
import {
  formatPriceText,
  PRICE_GUIDE_CATEGORIES,
  PRICE_GUIDE_ENTRIES,
  getPriceGuideEntry,
  priceGuideEntriesByCategory,
  priceGuideSeoTitle,
} from "@/lib/content/price-guide";
import { HOME_PRICE_TABS, LANDING_SERVICE_IDS, canonicalServiceId, servicePath } from "@/lib/content/service-catalog";

const HOME_TAB_TO_CATEGORY = {
  reforms: "renovierungen",
  installers: "installationen",
  construction: "bau",
  "minor-works": "kleinarbeiten",
  others: "andere",
} as const;

describe("price guide coverage", () => {
  it.each(HOME_PRICE_TABS.flatMap((tab) => tab.serviceIds.map((id) => [id, HOME_TAB_TO_CATEGORY[tab.id]] as const)))(
    "home teaser tile %s has an entry in category %s",
    (id, category) => {
      expect(getPriceGuideEntry(id)?.category).toBe(category);
    },
  );

  it("has an entry for every landing service and for badrenovierung and wohnungsrenovierung", () => {
    const missing = [...LANDING_SERVICE_IDS, "badrenovierung", "wohnungsrenovierung"].filter(
      (id) => !getPriceGuideEntry(id),
    );
    expect(missing).toEqual([]);
  });

  it("has about 40 entries with unique ids", () => {
    const ids = PRICE_GUIDE_ENTRIES.map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBeGreaterThanOrEqual(40);
  });

  it("finds entries by decomposed (NFD) umlaut ids too", () => {
    expect(getPriceGuideEntry("küchenrenovierung".normalize("NFD"))?.id).toBe("küchenrenovierung");
    expect(getPriceGuideEntry("gibtsnicht")).toBeUndefined();
  });
});

describe("spec figures (spec: public-side §9)", () => {
  it("bathroom renovation: 1.300 – 3.000 €/m², average 2.150 €/m²", () => {
    const entry = getPriceGuideEntry("badrenovierung")!;
    expect(entry.averagePrice).toBe("2.150 €/m²");
    expect(entry.averageLabel).toBe("Durchschnittspreis");
    expect(entry.priceRange).toBe("1.300 – 3.000 €/m²");
  });

  it.each(["hausrenovierung", "wohnungsrenovierung"])("%s: 800 – 1.500 €/m²", (id) => {
    expect(getPriceGuideEntry(id)!.priceRange).toBe("800 – 1.500 €/m²");
  });

  it("the bathroom table carries the /badezimmer service prices", () => {
    const rows = getPriceGuideEntry("badrenovierung")!.priceTable;
    expect(rows).toEqual(
      expect.arrayContaining([
        { type: "Komplette Badsanierung", price: "8.000 – 25.000 €" },
        { type: "Wellnessbad", price: "15.000 – 50.000 €" },
      ]),
    );
  });
});

describe.each(PRICE_GUIDE_ENTRIES.map((entry) => [entry.id, entry] as const))("entry %s", (id, entry) => {
  it("has a valid category, 4–8 table rows and 2–4 description paragraphs", () => {
    expect(PRICE_GUIDE_CATEGORIES.map((category) => category.id)).toContain(entry.category);
    expect(entry.priceTable.length).toBeGreaterThanOrEqual(4);
    expect(entry.priceTable.length).toBeLessThanOrEqual(8);
    for (const row of entry.priceTable) {
      expect(row.type.trim()).not.toBe("");
      expect(row.price.trim()).not.toBe("");
    }
    expect(new Set(entry.priceTable.map((row) => row.type)).size).toBe(entry.priceTable.length);
    expect(entry.description.length).toBeGreaterThanOrEqual(2);
    expect(entry.description.length).toBeLessThanOrEqual(4);
  });

  it("names at least one source URL", () => {
    expect(entry.sources.length).toBeGreaterThanOrEqual(1);
    for (const url of entry.sources) expect(url).toMatch(/^https?:\/\/[^\s]+\.[a-z]{2,}/);
    expect(new Set(entry.sources).size).toBe(entry.sources.length);
  });

  it("shows euro amounts and links its quiz", () => {
    expect(entry.averagePrice).toMatch(/\d/);
    expect(entry.priceRange).toMatch(/\d/);
    expect(`${entry.averagePrice} ${entry.priceRange}`).toMatch(/€|%/);
    // The canonical service's quiz: an alias id (komplette-wohnsanierung) links past the redirect.
    expect(entry.quizRoute).toBe(servicePath("/quiz", canonicalServiceId(id) ?? id));
    expect(entry.title).not.toBe(id);
  });
});

describe("overview helpers", () => {
  it("lists the tabs in the spec's order with German labels", () => {
    expect(PRICE_GUIDE_CATEGORIES).toEqual([
      { id: "renovierungen", label: "Renovierungen" },
      { id: "bau", label: "Bau" },
      { id: "installationen", label: "Installationen" },
      { id: "kleinarbeiten", label: "Kleinarbeiten" },
      { id: "andere", label: "Andere" },
    ]);
  });

  it("splits every entry into exactly one non-empty tab", () => {
    const perTab = PRICE_GUIDE_CATEGORIES.map((category) => priceGuideEntriesByCategory(category.id));
    for (const entries of perTab) expect(entries.length).toBeGreaterThan(0);
    expect(perTab.flat()).toHaveLength(PRICE_GUIDE_ENTRIES.length);
  });

  it("builds SEO titles from the unit of the headline price", () => {
    expect(priceGuideSeoTitle(getPriceGuideEntry("badrenovierung")!)).toBe(
      "Badrenovierung Kosten Wien 2025: Preise pro m²",
    );
    expect(priceGuideSeoTitle(getPriceGuideEntry("klempner")!)).toBe("Installateur Kosten Wien 2025: Stundensätze");
  });
});

describe("card figures (no two cards show identical figures)", () => {
  it("no two entries share both the headline figure and the range", () => {
    const seen = new Map<string, string>();
    const duplicates: string[] = [];
    for (const entry of PRICE_GUIDE_ENTRIES) {
      const key = `${entry.averagePrice} | ${entry.priceRange}`;
      const other = seen.get(key);
      if (other) duplicates.push(`${other} = ${entry.id}: ${key}`);
      seen.set(key, entry.id);
    }
    expect(duplicates).toEqual([]);
  });

  it("an alias entry links the canonical quiz, not the redirect", () => {
    expect(getPriceGuideEntry("komplette-wohnsanierung")!.quizRoute).toBe("/quiz/wohnungsrenovierung");
  });

  it("the kitchen does not repeat the bathroom's sourced average as its own", () => {
    expect(getPriceGuideEntry("küchenrenovierung")!.averagePrice).not.toMatch(/2\.150/);
  });

  it("house renovation keeps the spec range and names its unit in the title", () => {
    const entry = getPriceGuideEntry("hausrenovierung")!;
    expect(entry.averagePrice).toBe("ab 75.000 €");
    expect(priceGuideSeoTitle(entry)).toBe("Hausrenovierung Kosten Wien 2025: Preise pro m²");
  });
});

describe("formatPriceText", () => {
  it("keeps numbers with their unit and qualifier so that lines break only around the range dash", () => {
    expect(formatPriceText("ca. 7.800 – 18.000 €/m²")).toBe("ca.\u00a07.800 – 18.000\u00a0€/m²");
    expect(formatPriceText("10 – 14 % der Baukosten (Ø 12 %)")).toBe("10 – 14\u00a0% der Baukosten (Ø\u00a012\u00a0%)");
    expect(formatPriceText("ab 80 €/h")).toBe("ab\u00a080\u00a0€/h");
    expect(formatPriceText("56.000 – 105.000 € (70 m²)")).toBe("56.000 – 105.000\u00a0€ (70\u00a0m²)");
    expect(formatPriceText("kostenlos")).toBe("kostenlos");
  });
});
