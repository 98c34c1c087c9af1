/** lib/data/bathroom-prices.ts: the seeded tables load as numbers and price like the seed data. */
import { closeDb } from "@/lib/db";
import { env } from "@/lib/env";
import { BATHROOM_PRICE_TABLES } from "@/lib/content/bathroom-prices";
import { clearBathroomPriceCache, loadBathroomPriceTables } from "@/lib/data/bathroom-prices";
import { priceBathroom } from "@/lib/domain/bathroom-pricing";
import { seed } from "@/prisma/seed";

beforeAll(async () => {
  await seed(env.DATABASE_URL!, { allowDevPassword: false });
  clearBathroomPriceCache();
});

afterAll(async () => {
  await closeDb();
});

/** Sorts rows by their key so that database order does not matter. */
function byKey<T>(rows: T[], key: (row: T) => string): T[] {
  return [...rows].sort((a, b) => key(a).localeCompare(key(b)));
}

it("loads the seeded tables with Decimal columns as numbers", async () => {
  const tables = await loadBathroomPriceTables();
  const laborKey = (r: { tradeType: string; pricingMethod: string }) => `${r.tradeType}|${r.pricingMethod}`;
  expect(byKey(tables.laborRates, laborKey)).toEqual(byKey(BATHROOM_PRICE_TABLES.laborRates, laborKey));

  const materialKey = (r: { category: string; subcategory: string | null; qualityTier: string }) =>
    `${r.category}|${r.subcategory}|${r.qualityTier}`;
  const seededMaterials = BATHROOM_PRICE_TABLES.materials.map(
    ({ category, subcategory, qualityTier, priceMin, priceMax, unitType, description, brandExamples }) => ({
      category,
      subcategory,
      qualityTier,
      priceMin,
      priceMax,
      unitType,
      description,
      brandExamples,
    }),
  );
  expect(byKey(tables.materials, materialKey)).toEqual(byKey(seededMaterials, materialKey));

  const seededVienna = BATHROOM_PRICE_TABLES.viennaCosts.map(({ costType, baseCost, maxCost, unit, description }) => ({
    costType,
    baseCost,
    maxCost,
    unit,
    description,
  }));
  expect(byKey(tables.viennaCosts, (r) => r.costType)).toEqual(byKey(seededVienna, (r) => r.costType));
  expect(typeof tables.viennaCosts.find((r) => r.costType === "tradesman_parking")!.baseCost).toBe("number");
});

it("gives the same quote from the database tables as from the seed data", async () => {
  const answers = {
    project_type: "Komplette Renovierung",
    bathroom_size: "5-8 m²",
    style_preference: "Modern / minimalistisch",
  };
  expect(priceBathroom(answers, await loadBathroomPriceTables())).toEqual(
    priceBathroom(answers, BATHROOM_PRICE_TABLES),
  );
});

it("reuses the loaded tables until the cache is cleared", async () => {
  const first = loadBathroomPriceTables();
  expect(loadBathroomPriceTables()).toBe(first);
  await first;
  clearBathroomPriceCache();
  const second = loadBathroomPriceTables();
  expect(second).not.toBe(first);
  expect(await second).toEqual(await first);
});
