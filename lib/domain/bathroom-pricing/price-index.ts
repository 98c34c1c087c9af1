/** The price tables indexed by engine key: [budget, standard, premium] unit prices per key. */
import {
  OFFER_TIERS,
  type BathroomPriceTables,
  type LaborRate,
  type MaterialPrice,
  type ViennaCost,
} from "../bathroom-offer-types";
import { LABOR_KEYS, MATERIAL_KEYS, VIENNA_KEYS, type LaborKey, type MaterialKey, type ViennaKey } from "./quantities";

/** Unit prices (euros per unit, incl. VAT): [budget, standard, premium]. */
export type TierPrices = readonly [budget: number, standard: number, premium: number];

/** Unit prices per engine key; a missing row holds `undefined` and throws only when a quote needs it. */
export interface PriceIndex {
  labor: Partial<Record<LaborKey, TierPrices>>;
  material: Partial<Record<MaterialKey, TierPrices>>;
  vienna: Partial<Record<ViennaKey, TierPrices>>;
}

export const indexCache = new WeakMap<BathroomPriceTables, PriceIndex>();

export function isPrice(value: number): boolean {
  return Number.isFinite(value) && value >= 0;
}

export function checkRows(tables: BathroomPriceTables): void {
  for (const row of tables.laborRates) {
    const ok =
      isPrice(row.budgetPrice) &&
      isPrice(row.standardPrice) &&
      isPrice(row.premiumPrice) &&
      Number.isFinite(row.viennaModifier) &&
      row.viennaModifier > 0;
    if (!ok) {
      throw new Error(
        `Ungültige Preiszeile: bathroom_labor_rates tradeType="${row.tradeType}" pricingMethod="${row.pricingMethod}"`,
      );
    }
  }
  for (const row of tables.materials) {
    if (!isPrice(row.priceMin) || !isPrice(row.priceMax) || row.priceMin > row.priceMax) {
      throw new Error(
        `Ungültige Preiszeile: bathroom_materials category="${row.category}" subcategory="${row.subcategory ?? ""}" qualityTier="${row.qualityTier}"`,
      );
    }
  }
  for (const row of tables.viennaCosts) {
    if (!isPrice(row.baseCost))
      throw new Error(`Ungültige Preiszeile: vienna_specific_costs costType="${row.costType}"`);
  }
}

/**
 * Resolves every engine key to its unit prices. Cached per tables object (treat the tables as immutable).
 * @throws Error "Ungültige Preiszeile: …" for a negative or non-numeric price or modifier
 */
export function indexTables(tables: BathroomPriceTables): PriceIndex {
  const cached = indexCache.get(tables);
  if (cached) return cached;
  checkRows(tables);

  const laborRows = new Map<string, LaborRate>(
    tables.laborRates.map((row) => [`${row.tradeType}|${row.pricingMethod}`, row]),
  );
  const materialRows = new Map<string, MaterialPrice>(
    tables.materials.map((row) => [`${row.category}|${row.subcategory ?? ""}|${row.qualityTier}`, row]),
  );
  const viennaRows = new Map<string, ViennaCost>(tables.viennaCosts.map((row) => [row.costType, row]));

  const index: PriceIndex = { labor: {}, material: {}, vienna: {} };
  for (const key of Object.keys(LABOR_KEYS) as LaborKey[]) {
    const [tradeType, pricingMethod] = LABOR_KEYS[key];
    const row = laborRows.get(`${tradeType}|${pricingMethod}`);
    if (!row) continue;
    const factor = row.viennaModifier / 100;
    index.labor[key] = [row.budgetPrice * factor, row.standardPrice * factor, row.premiumPrice * factor];
  }
  for (const key of Object.keys(MATERIAL_KEYS) as MaterialKey[]) {
    const [category, subcategory] = MATERIAL_KEYS[key];
    const rows = OFFER_TIERS.map((tier) => materialRows.get(`${category}|${subcategory}|${tier}`));
    if (rows.some((row) => !row)) continue;
    const [budget, standard, premium] = rows.map((row) => (row!.priceMin + row!.priceMax) / 2);
    index.material[key] = [budget!, standard!, premium!];
  }
  for (const key of Object.keys(VIENNA_KEYS) as ViennaKey[]) {
    const row = viennaRows.get(VIENNA_KEYS[key]);
    if (row) index.vienna[key] = [row.baseCost, row.baseCost, row.baseCost];
  }
  indexCache.set(tables, index);
  return index;
}

export function laborPrices(index: PriceIndex, key: LaborKey): TierPrices {
  const prices = index.labor[key];
  if (prices) return prices;
  const [tradeType, pricingMethod] = LABOR_KEYS[key];
  throw new Error(`Preiszeile fehlt: bathroom_labor_rates tradeType="${tradeType}" pricingMethod="${pricingMethod}"`);
}

export function materialPrices(index: PriceIndex, key: MaterialKey, tables: BathroomPriceTables): TierPrices {
  const prices = index.material[key];
  if (prices) return prices;
  const [category, subcategory] = MATERIAL_KEYS[key];
  const missing = OFFER_TIERS.find(
    (tier) =>
      !tables.materials.some((r) => r.category === category && r.subcategory === subcategory && r.qualityTier === tier),
  );
  throw new Error(
    `Preiszeile fehlt: bathroom_materials category="${category}" subcategory="${subcategory}" qualityTier="${missing}"`,
  );
}

export function viennaPrices(index: PriceIndex, key: ViennaKey): TierPrices {
  const prices = index.vienna[key];
  if (prices) return prices;
  throw new Error(`Preiszeile fehlt: vienna_specific_costs costType="${VIENNA_KEYS[key]}"`);
}
