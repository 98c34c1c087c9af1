/**
 * lib/domain/offer-texts.ts: the German template texts of the three tiers, the de-AT price format
 * (lib/domain/format.ts) and the check that keeps model-written prices out of stored offers.
 */
import type { BathroomQuote, TierQuote } from "@/lib/domain/bathroom-offer-types";
import { formatEuro } from "@/lib/domain/format";
import {
  acceptAiTierTexts,
  engineAmountsOfTier,
  euroAmountsInText,
  statesOtherPrices,
  templateDescription,
  templateOfferTexts,
  timelineText,
} from "@/lib/domain/offer-texts";

function tier(
  labor: Record<string, number>,
  material: Record<string, number>,
  vienna: Record<string, number>,
  weeks: [number, number],
): TierQuote {
  const total = [labor, material, vienna].flatMap((m) => Object.values(m)).reduce((a, b) => a + b, 0);
  return {
    totalPrice: total,
    laborCosts: labor,
    materialCosts: material,
    viennaCosts: vienna,
    timelineWeeks: { min: weeks[0], max: weeks[1] },
  };
}

const quote: BathroomQuote = {
  budget: tier(
    { Fliesenlegerarbeiten: 2480, Installateur: 1900 },
    { Fliesen: 1320, Sanitärkeramik: 980 },
    { Bauschuttcontainer: 390 },
    [2, 3],
  ),
  standard: tier(
    { Fliesenlegerarbeiten: 3100, Installateur: 2350 },
    { Fliesen: 2650, Sanitärkeramik: 2100 },
    { Bauschuttcontainer: 390 },
    [3, 4],
  ),
  premium: tier(
    { Fliesenlegerarbeiten: 3900, Installateur: 2900 },
    { Fliesen: 5200, Sanitärkeramik: 4800 },
    { Bauschuttcontainer: 390 },
    [3, 5],
  ),
  quantities: { floorAreaM2: 6.5, wallTileAreaM2: 18.4 },
};
const context = {
  answers: { project_type: "Komplette Renovierung", style_preference: "Modern / minimalistisch" },
  quantities: quote.quantities,
};

describe("formatEuro and timelineText", () => {
  it("formats whole euros the Austrian way", () => {
    expect(formatEuro(12480)).toBe("€\u00a012.480");
    expect(formatEuro(999.6)).toBe("€\u00a01.000");
  });

  it("words the timeline with 'Fertigstellung in' and the engine's weeks", () => {
    expect(timelineText({ min: 3, max: 4 })).toBe("Fertigstellung in 3–4 Wochen");
    expect(timelineText({ min: 2, max: 2 })).toBe("Fertigstellung in 2 Wochen");
    expect(timelineText({ min: 1, max: 1 })).toBe("Fertigstellung in 1 Woche");
  });
});

describe("template texts", () => {
  it("describe scope, assumed area, tier level and style in German without any euro amount", () => {
    const texts = templateOfferTexts(quote, context);
    expect(Object.keys(texts)).toEqual(["budget", "standard", "premium"]);
    expect(texts.budget.description).toContain("Komplettrenovierung Ihres Badezimmers");
    expect(texts.budget.description).toContain("ca. 6,5 m² Bodenfläche");
    expect(texts.budget.description).toContain("Budget-Variante");
    expect(texts.standard.description).toContain("Standard-Variante");
    expect(texts.premium.description).toContain("Premium-Variante");
    expect(texts.premium.description).toContain("„Modern / minimalistisch“");
    expect(texts.standard.timeline).toBe("Fertigstellung in 3–4 Wochen");
    for (const t of Object.values(texts)) expect(euroAmountsInText(t.description)).toEqual([]);
  });

  it("follow the project type: tiles only and sanitary only are worded differently", () => {
    const tiles = templateDescription("standard", { answers: { project_type: "Nur neue Fliesen" }, quantities: {} });
    const sanitary = templateDescription("standard", {
      answers: { project_type: "Nur Sanitäranlagen" },
      quantities: {},
    });
    expect(tiles).toContain("Boden- und Wandfliesen");
    expect(tiles).not.toContain("m² Bodenfläche");
    expect(sanitary).toContain("Sanitäranlagen");
    expect(
      templateDescription("budget", { answers: { style_preference: "Noch keine Vorstellung" }, quantities: {} }),
    ).not.toContain("Stil");
  });
});

describe("euro amounts in a text", () => {
  it("finds amounts next to €, EUR or Euro in the usual notations, ranges and thousands", () => {
    expect(euroAmountsInText("Gesamt € 12.480 inkl. USt.")).toEqual([12480]);
    expect(euroAmountsInText("nur 9.999,- €")).toEqual([9999]);
    expect(euroAmountsInText("ca. 15.000–20.000 € insgesamt")).toEqual([15000, 20000]);
    expect(euroAmountsInText("rund 15 Tsd. Euro")).toEqual([15000]);
    expect(euroAmountsInText("EUR 7.350,50 für Material")).toEqual([7350.5]);
    expect(euroAmountsInText("kostet 4800 EUR")).toEqual([4800]);
  });

  it("ignores quantities and years but counts other large numbers as possible prices", () => {
    expect(euroAmountsInText("6,5 m² Boden, 20 % USt., 3 Wochen, 5 Jahre Garantie, Preise 2025")).toEqual([]);
    expect(euroAmountsInText("Für nur 8.900 bekommen Sie ein neues Bad")).toEqual([8900]);
  });
});

describe("model text that states other prices is rejected", () => {
  const fallback = { description: "Vorlage Beschreibung für das Bad.", timeline: "Fertigstellung in 3–4 Wochen" };

  it("accepts a text without amounts, or one stating exactly the engine's figures", () => {
    const std = quote.standard;
    expect(statesOtherPrices("Ein solides, modernes Bad mit Markenprodukten.", engineAmountsOfTier(std))).toBe(false);
    expect(
      statesOtherPrices(`Gesamtpreis ${formatEuro(std.totalPrice)}, davon Fliesen € 2.650.`, engineAmountsOfTier(std)),
    ).toBe(false);
    const result = acceptAiTierTexts(
      {
        description: "Ein modernes Bad mit langlebigen Markenprodukten und großformatigen Fliesen.",
        timeline: "Fertigstellung in 3–4 Wochen nach Baubeginn",
      },
      std,
      fallback,
    );
    expect(result).toEqual({
      texts: {
        description: "Ein modernes Bad mit langlebigen Markenprodukten und großformatigen Fliesen.",
        timeline: "Fertigstellung in 3–4 Wochen nach Baubeginn",
      },
      aiDescription: true,
      aiTimeline: true,
    });
  });

  it("drops a description naming a total the engine did not compute, and keeps the template instead", () => {
    const result = acceptAiTierTexts(
      {
        description: "Ihr neues Bad kostet nur 9.990 € – ein echtes Schnäppchen!",
        timeline: "Fertigstellung in 3–4 Wochen",
      },
      quote.standard,
      fallback,
    );
    expect(result.aiDescription).toBe(false);
    expect(result.texts.description).toBe(fallback.description);
    expect(result.aiTimeline).toBe(true);
  });

  it("drops a figure of another tier (the check is per tier)", () => {
    expect(statesOtherPrices(`Nur ${formatEuro(quote.budget.totalPrice)}!`, engineAmountsOfTier(quote.standard))).toBe(
      true,
    );
  });

  it("drops timelines with other week numbers, money, or without the 'Fertigstellung in' wording", () => {
    const check = (timeline: string) =>
      acceptAiTierTexts({ description: "Gute Beschreibung des Bades.", timeline }, quote.standard, fallback).aiTimeline;
    expect(check("Fertigstellung in 2–6 Wochen")).toBe(false);
    expect(check("In 3–4 Wochen fertig")).toBe(false);
    expect(check("Fertigstellung in 3–4 Wochen für 2.650 €")).toBe(false);
    expect(check("Fertigstellung in wenigen Wochen")).toBe(false);
    expect(check("Fertigstellung in 4 Wochen")).toBe(true);
  });

  it("drops texts that are empty, too long, not strings or contain markup or links", () => {
    const check = (description: unknown) => acceptAiTierTexts({ description, timeline: 1 }, quote.budget, fallback);
    expect(check("").aiDescription).toBe(false);
    expect(check("x".repeat(1300)).aiDescription).toBe(false);
    expect(check(42).aiDescription).toBe(false);
    expect(check("Mehr unter https://example.com/bad erfahren.").aiDescription).toBe(false);
    expect(check("<b>Ein gutes Bad</b> für Sie.").aiDescription).toBe(false);
    expect(check("Ein gutes Bad für Sie.").texts.timeline).toBe(fallback.timeline);
  });
});
