/**
 * lib/domain/offer-display.ts: the bathroom offers page sorts the three offers by total and
 * relabels them by position (spec: public-side §2 "Bathroom offers", §3, §9).
 */
import {
  costLines,
  costSums,
  rankOffers,
  type CustomerOffers,
  type CustomerTierOffer,
} from "@/lib/domain/offer-display";

const offer = (labor: number, material: number, vienna: number): CustomerTierOffer => ({
  description: `Angebot ${labor}`,
  laborCosts: { Arbeit: labor },
  materialCosts: { Material: material },
  viennaCosts: vienna ? { Wien: vienna } : {},
});

describe("rankOffers", () => {
  it("sorts by the sum of the three cost groups and relabels by position", () => {
    // The stored "budget" tier is deliberately the most expensive here.
    const offers: CustomerOffers = {
      budgetOffer: offer(9000, 9000, 500),
      standardOffer: offer(3000, 2000, 0),
      premiumOffer: offer(5000, 4000, 300),
    };
    const ranked = rankOffers(offers);
    expect(ranked.map((r) => [r.tier, r.title, r.subtitle, r.popular, r.sums.total])).toEqual([
      ["standard", "Budget-Renovierung", "Kosteneffiziente Lösung", false, 5000],
      ["premium", "Standard-Renovierung", "Ausgewogenes Preis-Leistungs-Verhältnis", true, 9300],
      ["budget", "Premium-Renovierung", "Hochwertige Materialien & Ausstattung", false, 18500],
    ]);
  });

  it("keeps the budget → premium order for equal totals", () => {
    const same = offer(1000, 1000, 0);
    expect(rankOffers({ budgetOffer: same, standardOffer: same, premiumOffer: same }).map((r) => r.tier)).toEqual([
      "budget",
      "standard",
      "premium",
    ]);
  });
});

describe("cost sums and lines", () => {
  it("sums each group and the total, ignoring missing maps", () => {
    expect(
      costSums({ description: "", laborCosts: { a: 100, b: 50 }, materialCosts: { c: 30 }, viennaCosts: {} }),
    ).toEqual({ labor: 150, material: 30, vienna: 0, total: 180 });
    expect(
      costSums({ description: "", laborCosts: {}, materialCosts: {}, viennaCosts: undefined as never }).total,
    ).toBe(0);
  });

  it("lists positive lines only", () => {
    expect(costLines({ Fliesen: 1200, Leer: 0, "": 5 })).toEqual([["Fliesen", 1200]]);
  });
});
