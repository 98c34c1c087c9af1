/**
 * @jest-environment node
 *
 * Properties of the bathroom pricing engine on the seed price data
 * (lib/content/bathroom-prices.ts, no database), over every combination of the bathroom quiz's
 * options and a seeded random sample of answers.
 */
import {
  BATHROOM_LABOR_RATE_SEEDS,
  BATHROOM_MATERIAL_SEEDS,
  BATHROOM_PRICE_TABLES,
  VIENNA_COST_SEEDS,
} from "@/lib/content/bathroom-prices";
import { QUIZ_DEFINITIONS } from "@/lib/content/quizzes";
import {
  OFFER_TIERS,
  type BathroomPriceTables,
  type BathroomQuote,
  type TierQuote,
} from "@/lib/domain/bathroom-offer-types";
import {
  AVERAGE_FLOOR_AREA_M2,
  COST_LABELS,
  FLOOR_AREA_BY_SIZE,
  LABOR_KEYS,
  MATERIAL_KEYS,
  VIENNA_KEYS,
  WALL_TILE_HEIGHT_BY_STYLE,
  priceBathroom,
  type BathroomAnswers,
} from "@/lib/domain/bathroom-pricing";
import { FIXTURE_OPTIONS, FIXTURES_BY_PROJECT_TYPE } from "@/lib/domain/bathroom-quiz";

const tables = BATHROOM_PRICE_TABLES;

// ---------------------------------------------------------------------------------------------
// The quiz's options (read from the seeded quiz content, so a changed option text fails here)
// ---------------------------------------------------------------------------------------------

function options(service: string, questionId: string): string[] {
  const quiz = QUIZ_DEFINITIONS.find((q) => q.serviceType === service);
  const question = quiz?.questions.find((q) => q.id === questionId);
  if (!question) throw new Error(`${service}: question ${questionId} missing`);
  return question.options;
}

const PROJECT_TYPES = options("badrenovierung", "project_type");
const SIZES = options("badrenovierung", "bathroom_size");
const STYLES = options("badrenovierung", "style_preference");
const INSTALLATIONS = options("badrenovierung", "existing_installations");
const BUDGETS = options("badrenovierung", "budget_range");
const [COMPLETE, TILES_ONLY, SANITARY_ONLY] = ["Komplette Renovierung", "Nur neue Fliesen", "Nur Sanitäranlagen"];
const AVERAGE_SIZE = "5-8 m²";

/** `undefined` stands for an unanswered question. */
const withMissing = <T>(values: T[]): (T | undefined)[] => [...values, undefined];

/** Every combination of the radio questions, fixtures prefilled as the wizard does (spec: public-side §4). */
function allQuizCombinations(): BathroomAnswers[] {
  const combos: BathroomAnswers[] = [];
  for (const projectType of withMissing(PROJECT_TYPES))
    for (const size of withMissing(SIZES))
      for (const style of withMissing(STYLES))
        for (const installations of withMissing(INSTALLATIONS))
          for (const budget of [BUDGETS[0], undefined]) {
            combos.push({
              project_type: projectType,
              fixtures_to_replace: projectType ? [...FIXTURES_BY_PROJECT_TYPE[projectType]!] : undefined,
              bathroom_size: size,
              style_preference: style,
              existing_installations: installations,
              budget_range: budget,
            });
          }
  return combos;
}

/** mulberry32: a small seeded PRNG, so the random sample is the same on every run. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SPECIAL_REQUIREMENTS = [
  "Barrierefrei / bodengleiche Dusche",
  "Fußbodenheizung",
  "Altbau ohne Lift, 4. Stock",
  "Keine",
];

/** Random answers: any fixture subset, sometimes junk or missing values, sometimes special requirements. */
function randomAnswers(random: () => number): BathroomAnswers {
  const pick = <T>(values: T[]): T => values[Math.floor(random() * values.length)]!;
  const fixtures = FIXTURE_OPTIONS.filter(() => random() < 0.5);
  return {
    project_type: pick([...PROJECT_TYPES, undefined, "Irgendetwas"]),
    fixtures_to_replace: pick([fixtures, fixtures.join(", "), undefined, ["Whirlpool"]]),
    bathroom_size: pick([...SIZES, undefined, "7 m²", "ca. 3,5 m2", "riesig"]),
    style_preference: pick([...STYLES, undefined]),
    existing_installations: pick([...INSTALLATIONS, undefined]),
    special_requirements: random() < 0.3 ? SPECIAL_REQUIREMENTS.filter(() => random() < 0.5) : undefined,
    building_type: pick(["Altbauwohnung", "Neubauwohnung", undefined]),
  };
}

function randomSample(count: number, seed = 42): BathroomAnswers[] {
  const random = prng(seed);
  return Array.from({ length: count }, () => randomAnswers(random));
}

const sumOf = (map: Record<string, number>) => Object.values(map).reduce((a, b) => a + b, 0);
const tiersOf = (quote: BathroomQuote): TierQuote[] => OFFER_TIERS.map((tier) => quote[tier]);

// ---------------------------------------------------------------------------------------------
// Invariants for every input
// ---------------------------------------------------------------------------------------------

describe("priceBathroom – invariants for every input", () => {
  const inputs = [...allQuizCombinations(), ...randomSample(3000)];

  it("prices budget < standard < premium", () => {
    for (const answers of inputs) {
      const quote = priceBathroom(answers, tables);
      if (!(
        quote.budget.totalPrice < quote.standard.totalPrice && quote.standard.totalPrice < quote.premium.totalPrice
      )) {
        throw new Error(`tier order broken for ${JSON.stringify(answers)}`);
      }
    }
  });

  it("makes every total the exact sum of its three maps, with non-negative whole euros", () => {
    const failures: string[] = [];
    for (const answers of inputs) {
      for (const tier of tiersOf(priceBathroom(answers, tables))) {
        const amounts = [
          ...Object.values(tier.laborCosts),
          ...Object.values(tier.materialCosts),
          ...Object.values(tier.viennaCosts),
        ];
        const badAmount = [...amounts, tier.totalPrice].some((amount) => !Number.isInteger(amount) || amount < 0);
        const parts = sumOf(tier.laborCosts) + sumOf(tier.materialCosts) + sumOf(tier.viennaCosts);
        if (badAmount || tier.totalPrice !== parts || tier.totalPrice <= 0) failures.push(JSON.stringify(answers));
      }
    }
    expect(failures).toEqual([]);
  });

  it("gives a timeline of at least one week with max > min, and finite non-negative quantities", () => {
    const failures: string[] = [];
    for (const answers of inputs) {
      const quote = priceBathroom(answers, tables);
      const badTimeline = tiersOf(quote).some(
        ({ timelineWeeks: { min, max } }) => !Number.isInteger(min) || !Number.isInteger(max) || min < 1 || max <= min,
      );
      const badQuantity = Object.values(quote.quantities).some((value) => !Number.isFinite(value) || value < 0);
      if (badTimeline || badQuantity || !(quote.quantities.floorAreaM2! > 0)) failures.push(JSON.stringify(answers));
    }
    expect(failures).toEqual([]);
  });

  it("is deterministic and does not modify its inputs", () => {
    for (const answers of randomSample(100, 7)) {
      const before = JSON.stringify(answers);
      const tablesBefore = JSON.stringify(tables);
      const first = priceBathroom(answers, tables);
      // A structurally equal copy of the tables (new object, so no cached index) gives the same quote.
      expect(priceBathroom(JSON.parse(before), JSON.parse(tablesBefore))).toEqual(first);
      expect(JSON.stringify(answers)).toBe(before);
      expect(JSON.stringify(tables)).toBe(tablesBefore);
    }
  });
});

// ---------------------------------------------------------------------------------------------
// Size
// ---------------------------------------------------------------------------------------------

describe("priceBathroom – size", () => {
  it("maps every bathroom_size option of both bathroom quizzes to a floor area", () => {
    for (const service of ["badrenovierung", "badezimmer"]) {
      for (const size of options(service, "bathroom_size")) expect(FLOOR_AREA_BY_SIZE[size]).toBeGreaterThan(0);
      for (const style of options(service, "style_preference"))
        expect(WALL_TILE_HEIGHT_BY_STYLE[style]).toBeGreaterThan(0);
    }
  });

  it("grows every tier's total with the size for all other answers fixed", () => {
    const others = [...allQuizCombinations().filter((a) => a.bathroom_size === undefined), ...randomSample(500, 11)];
    for (const base of others) {
      const quotes = SIZES.map((size) => priceBathroom({ ...base, bathroom_size: size }, tables));
      for (let i = 1; i < quotes.length; i++) {
        for (const tier of OFFER_TIERS) {
          if (!(quotes[i]![tier].totalPrice > quotes[i - 1]![tier].totalPrice)) {
            throw new Error(`${tier} does not grow from ${SIZES[i - 1]} to ${SIZES[i]} for ${JSON.stringify(base)}`);
          }
        }
      }
    }
  });

  it("assumes the average 6.5 m² when the size is missing or unreadable, and reads a stated number", () => {
    expect(priceBathroom({}, tables).quantities.floorAreaM2).toBe(AVERAGE_FLOOR_AREA_M2);
    expect(priceBathroom({ bathroom_size: "weiß nicht" }, tables).quantities.floorAreaM2).toBe(AVERAGE_FLOOR_AREA_M2);
    expect(priceBathroom({ bathroom_size: "ca. 7,5 m²" }, tables).quantities.floorAreaM2).toBe(7.5);
    expect(priceBathroom({ bathroom_size: "Bis 5 m²" }, tables).quantities.floorAreaM2).toBe(4);
  });
});

// ---------------------------------------------------------------------------------------------
// Project types
// ---------------------------------------------------------------------------------------------

const SANITARY_MATERIAL_LABELS = [
  COST_LABELS.material.toilet,
  COST_LABELS.material.basin,
  COST_LABELS.material.bathtub,
  COST_LABELS.material.shower,
  COST_LABELS.material.fittings,
  COST_LABELS.material.floorLevelDrain,
  COST_LABELS.material.grabBars,
  COST_LABELS.material.pipes,
];

describe("priceBathroom – project types", () => {
  it('"Nur neue Fliesen" prices no sanitary fixture, fitting or plumber, whatever fixtures are sent', () => {
    const inputs: BathroomAnswers[] = [...allQuizCombinations(), ...randomSample(1500, 3)]
      .map((answers): BathroomAnswers => ({ ...answers, project_type: TILES_ONLY }))
      .concat([{ project_type: TILES_ONLY, fixtures_to_replace: [...FIXTURE_OPTIONS] }]);
    const fixtureQuantities = [
      "toilets",
      "washbasins",
      "bathtubs",
      "showers",
      "basinMixers",
      "showerSystems",
      "bathMixers",
      "plumbingHours",
    ];
    const failures: string[] = [];
    for (const answers of inputs) {
      const quote = priceBathroom(answers, tables);
      const fixtureCounted = fixtureQuantities.some((key) => quote.quantities[key] !== 0);
      const fixturePriced = tiersOf(quote).some(
        (tier) =>
          SANITARY_MATERIAL_LABELS.some((label) => label in tier.materialCosts) ||
          Object.keys(tier.materialCosts).some((label) => /WC|Wasch|Wanne|Dusch|Armatur/.test(label)) ||
          COST_LABELS.labor.plumbing in tier.laborCosts ||
          !(COST_LABELS.labor.tilingFloor in tier.laborCosts || COST_LABELS.labor.tilingWall in tier.laborCosts),
      );
      if (fixtureCounted || fixturePriced) failures.push(JSON.stringify(answers));
    }
    expect(failures).toEqual([]);
    // The wizard's prefill for tiles only prices both floor and wall tiles.
    const { standard } = priceBathroom({ project_type: TILES_ONLY }, tables);
    expect(Object.keys(standard.materialCosts)).toEqual(
      expect.arrayContaining([COST_LABELS.material.floorTiles, COST_LABELS.material.wallTiles]),
    );
  });

  it('"Nur Sanitäranlagen" prices no new tiles', () => {
    const failures: string[] = [];
    for (const answers of randomSample(1000, 5).map((a) => ({ ...a, project_type: SANITARY_ONLY }))) {
      const tiled = tiersOf(priceBathroom(answers, tables)).some(
        (tier) =>
          COST_LABELS.material.floorTiles in tier.materialCosts ||
          COST_LABELS.material.wallTiles in tier.materialCosts ||
          COST_LABELS.labor.tilingWall in tier.laborCosts,
      );
      if (tiled) failures.push(JSON.stringify(answers));
    }
    expect(failures).toEqual([]);
  });

  it("prices a complete renovation with every trade, fixture and the Vienna logistics", () => {
    const { standard, quantities } = priceBathroom({ project_type: COMPLETE, bathroom_size: AVERAGE_SIZE }, tables);
    expect(Object.keys(standard.laborCosts)).toEqual(
      expect.arrayContaining([
        COST_LABELS.labor.demolition,
        COST_LABELS.labor.plumbing,
        COST_LABELS.labor.tilingFloor,
        COST_LABELS.labor.tilingWall,
        COST_LABELS.labor.electrical,
        COST_LABELS.labor.painting,
        COST_LABELS.labor.waterproofing,
      ]),
    );
    expect(Object.keys(standard.materialCosts)).toEqual(expect.arrayContaining(SANITARY_MATERIAL_LABELS.slice(0, 5)));
    expect(Object.keys(standard.viennaCosts)).toEqual(
      expect.arrayContaining([
        COST_LABELS.vienna.container,
        COST_LABELS.vienna.noStoppingZone,
        COST_LABELS.vienna.disposalFee,
      ]),
    );
    expect(quantities).toMatchObject({
      floorAreaM2: 6.5,
      toilets: 1,
      washbasins: 1,
      bathtubs: 1,
      showers: 1,
      lightingSets: 1,
    });
    expect(quantities.wallTileAreaM2).toBeGreaterThan(15);
  });

  it("treats unanswered project type and fixtures as a complete renovation of an average bathroom", () => {
    expect(priceBathroom({}, tables)).toEqual(
      priceBathroom({ project_type: COMPLETE, bathroom_size: AVERAGE_SIZE }, tables),
    );
  });

  it("prices only the chosen fixtures of a complete renovation and infers the type from the fixtures", () => {
    const wcOnly = priceBathroom({ project_type: COMPLETE, fixtures_to_replace: ["Toilette"] }, tables);
    expect(wcOnly.quantities).toMatchObject({ toilets: 1, washbasins: 0, bathtubs: 0, showers: 0 });
    const tilesOnly = priceBathroom({ fixtures_to_replace: ["Bodenfliesen"] }, tables);
    expect(tilesOnly.quantities).toMatchObject({ floorTileAreaM2: 6.5, wallTileAreaM2: 0, electricalHours: 0 });
  });

  it("adds the Bauanzeige only when all pipes are renewed, and more plumbing hours than when they stay", () => {
    const base = { project_type: COMPLETE, bathroom_size: AVERAGE_SIZE };
    const renew = priceBathroom({ ...base, existing_installations: "Nein, alles wird neu verlegt" }, tables);
    const keep = priceBathroom(
      { ...base, existing_installations: "Ja, bestehende Anschlüsse bleiben erhalten" },
      tables,
    );
    expect(renew.standard.viennaCosts).toHaveProperty([COST_LABELS.vienna.buildingNotice]);
    expect(keep.standard.viennaCosts).not.toHaveProperty([COST_LABELS.vienna.buildingNotice]);
    expect(renew.quantities.plumbingHours).toBeGreaterThan(keep.quantities.plumbingHours!);
    expect(renew.standard.totalPrice).toBeGreaterThan(keep.standard.totalPrice);
    // The derived boolean column gives the same result as the option text.
    expect(priceBathroom({ ...base, keepInstallations: false }, tables)).toEqual(renew);
  });

  it("reads special requirements: barrier-free shower, underfloor heating, carrying without lift", () => {
    const base = { project_type: COMPLETE, bathroom_size: AVERAGE_SIZE };
    const plain = priceBathroom(base, tables);
    const special = priceBathroom(
      {
        ...base,
        special_requirements: ["Barrierefrei (bodengleiche Dusche)", "Fußbodenheizung", "Altbau ohne Lift im 4. Stock"],
      },
      tables,
    );
    expect(special.standard.materialCosts).toHaveProperty([COST_LABELS.material.grabBars]);
    expect(special.standard.materialCosts).toHaveProperty([COST_LABELS.material.floorLevelDrain]);
    expect(special.standard.materialCosts).toHaveProperty([COST_LABELS.material.underfloorHeating]);
    const carrying = VIENNA_COST_SEEDS.find((r) => r.costType === VIENNA_KEYS.carrying)!;
    expect(special.standard.viennaCosts[COST_LABELS.vienna.carrying]).toBe(4 * carrying.baseCost);
    expect(special.quantities.floorsWithoutLift).toBe(4);
    expect(special.standard.totalPrice).toBeGreaterThan(plain.standard.totalPrice);
    expect(plain.standard.viennaCosts).not.toHaveProperty([COST_LABELS.vienna.carrying]);
  });
});

// ---------------------------------------------------------------------------------------------
// The spec's price band (spec: public-side §9: 1,300–3,000 €/m², average 2,150 €/m²)
// ---------------------------------------------------------------------------------------------

describe("priceBathroom – Vienna price band", () => {
  const averageComplete = allQuizCombinations()
    .filter((a) => a.project_type === COMPLETE && a.bathroom_size === AVERAGE_SIZE)
    .concat([{ project_type: COMPLETE, bathroom_size: AVERAGE_SIZE }, { project_type: COMPLETE }]);

  it("lands a complete renovation of an average bathroom in 1,300–3,000 €/m² in every tier", () => {
    // every style and installations answer (and unanswered), two budget answers, plus two defaults
    expect(averageComplete).toHaveLength((STYLES.length + 1) * (INSTALLATIONS.length + 1) * 2 + 2);
    for (const answers of averageComplete) {
      const quote = priceBathroom(answers, tables);
      for (const tier of tiersOf(quote)) {
        const perM2 = tier.totalPrice / quote.quantities.floorAreaM2!;
        if (perM2 < 1300 || perM2 > 3000) throw new Error(`${perM2} €/m² for ${JSON.stringify(answers)}`);
      }
    }
  });

  it("keeps the standard tier near the 2,150 €/m² average (1,700–2,600 for every answer, ±10 % by default)", () => {
    for (const answers of averageComplete) {
      const quote = priceBathroom(answers, tables);
      const perM2 = quote.standard.totalPrice / quote.quantities.floorAreaM2!;
      expect(perM2).toBeGreaterThanOrEqual(1700);
      expect(perM2).toBeLessThanOrEqual(2600);
    }
    const plain = priceBathroom({ project_type: COMPLETE, bathroom_size: AVERAGE_SIZE }, tables);
    expect(Math.abs(plain.standard.totalPrice / 6.5 - 2150)).toBeLessThan(215);
  });

  it("stays inside the /badezimmer table: complete 8,000–25,000 € in 2–4 weeks for the standard tier", () => {
    for (const size of SIZES) {
      const { standard } = priceBathroom({ project_type: COMPLETE, bathroom_size: size }, tables);
      expect(standard.totalPrice).toBeGreaterThanOrEqual(8000);
      expect(standard.totalPrice).toBeLessThanOrEqual(25000);
      expect(standard.timelineWeeks.min).toBeGreaterThanOrEqual(2);
      expect(standard.timelineWeeks.max).toBeLessThanOrEqual(4);
    }
  });
});

// ---------------------------------------------------------------------------------------------
// Tables: completeness, errors, seed data quality
// ---------------------------------------------------------------------------------------------

describe("priceBathroom – price tables", () => {
  function without(
    partial: Partial<{ [K in keyof BathroomPriceTables]: (row: BathroomPriceTables[K][number]) => boolean }>,
  ) {
    return {
      laborRates: tables.laborRates.filter((r) => !partial.laborRates?.(r)),
      materials: tables.materials.filter((r) => !partial.materials?.(r)),
      viennaCosts: tables.viennaCosts.filter((r) => !partial.viennaCosts?.(r)),
    };
  }

  it("finds every row it can need in the seed data, for all three tiers", () => {
    for (const [trade, method] of Object.values(LABOR_KEYS)) {
      expect(BATHROOM_LABOR_RATE_SEEDS.some((r) => r.tradeType === trade && r.pricingMethod === method)).toBe(true);
    }
    for (const [category, subcategory] of Object.values(MATERIAL_KEYS)) {
      for (const tier of OFFER_TIERS) {
        expect(
          BATHROOM_MATERIAL_SEEDS.some(
            (r) => r.category === category && r.subcategory === subcategory && r.qualityTier === tier,
          ),
        ).toBe(true);
      }
    }
    for (const costType of Object.values(VIENNA_KEYS))
      expect(VIENNA_COST_SEEDS.some((r) => r.costType === costType)).toBe(true);
  });

  it("names the missing row in its error", () => {
    const complete = { project_type: COMPLETE };
    expect(() => priceBathroom(complete, without({ laborRates: (r) => r.tradeType === "plumbing" }))).toThrow(
      'Preiszeile fehlt: bathroom_labor_rates tradeType="plumbing" pricingMethod="per_hour"',
    );
    expect(() =>
      priceBathroom(
        complete,
        without({
          materials: (r) => r.category === "toilet" && r.subcategory === "wc_ceramic" && r.qualityTier === "premium",
        }),
      ),
    ).toThrow('Preiszeile fehlt: bathroom_materials category="toilet" subcategory="wc_ceramic" qualityTier="premium"');
    expect(() =>
      priceBathroom(complete, without({ viennaCosts: (r) => r.costType === "rubble_disposal_fee" })),
    ).toThrow('Preiszeile fehlt: vienna_specific_costs costType="rubble_disposal_fee"');
    // A row the quote does not need may be missing: tiles only need no plumber.
    expect(() =>
      priceBathroom({ project_type: TILES_ONLY }, without({ laborRates: (r) => r.tradeType === "plumbing" })),
    ).not.toThrow();
  });

  it("rejects negative or non-numeric prices", () => {
    const broken = {
      ...tables,
      laborRates: tables.laborRates.map((r) => (r.tradeType === "painting" ? { ...r, standardPrice: -1 } : r)),
    };
    expect(() => priceBathroom({}, broken)).toThrow('Ungültige Preiszeile: bathroom_labor_rates tradeType="painting"');
    const nan = { ...tables, viennaCosts: tables.viennaCosts.map((r) => ({ ...r, baseCost: Number.NaN })) };
    expect(() => priceBathroom({}, nan)).toThrow("Ungültige Preiszeile: vienna_specific_costs");
  });

  it("seeds ordered tiers, unique keys, 20 % VAT figures with a source or reasoning on every row", () => {
    const laborKeys = new Set<string>();
    for (const row of BATHROOM_LABOR_RATE_SEEDS) {
      expect(row.budgetPrice).toBeLessThan(row.standardPrice);
      expect(row.standardPrice).toBeLessThan(row.premiumPrice);
      expect(["m2", "hour", "piece", "m3", "flat"]).toContain(row.unitType);
      expect(row.description).toMatch(/https:\/\/|Begründung|Schätzung/);
      laborKeys.add(`${row.tradeType}|${row.pricingMethod}`);
    }
    expect(laborKeys.size).toBe(BATHROOM_LABOR_RATE_SEEDS.length);

    const groups = new Map<string, number[]>();
    for (const row of BATHROOM_MATERIAL_SEEDS) {
      expect(row.priceMin).toBeLessThan(row.priceMax);
      expect(row.brandExamples).toBeTruthy();
      expect(row.description).toMatch(/https:\/\/|Begründung|Schätzung/);
      const key = `${row.category}|${row.subcategory}`;
      const mids = groups.get(key) ?? [];
      mids[OFFER_TIERS.indexOf(row.qualityTier)] = (row.priceMin + row.priceMax) / 2;
      groups.set(key, mids);
    }
    for (const [key, [budget, standard, premium]] of groups) {
      if (!(budget! < standard! && standard! < premium!)) throw new Error(`material tiers out of order: ${key}`);
    }
    expect(BATHROOM_MATERIAL_SEEDS.length).toBe(groups.size * 3);
    const brands = BATHROOM_MATERIAL_SEEDS.map((r) => r.brandExamples).join(" ");
    for (const brand of ["Villeroy & Boch", "Laufen", "Duravit", "Grohe", "Hansgrohe", "Ideal Standard"])
      expect(brands).toContain(brand);

    expect(new Set(VIENNA_COST_SEEDS.map((r) => r.costType)).size).toBe(VIENNA_COST_SEEDS.length);
    for (const row of VIENNA_COST_SEEDS) {
      if (row.maxCost !== null) expect(row.maxCost).toBeGreaterThanOrEqual(row.baseCost);
      expect(`${row.description} ${row.regulationNotes ?? ""}`).toMatch(/https?:\/\//);
    }
  });
});
