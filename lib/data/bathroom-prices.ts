/** The three bathroom price tables for the offer generation's pricing engine. */
import "server-only";
import { getDb } from "@/lib/db";
import { OFFER_TIERS, type BathroomPriceTables, type OfferTier } from "@/lib/domain/bathroom-offer-types";

/** Reuse time of loaded tables in this process (ms); they change only with a new seed. */
export const PRICE_TABLE_CACHE_MS = 60_000;

let cache: { loadedAt: number; tables: Promise<BathroomPriceTables> } | undefined;

function isTier(value: string): value is OfferTier {
  return (OFFER_TIERS as readonly string[]).includes(value);
}

async function readTables(): Promise<BathroomPriceTables> {
  const db = getDb();
  const [laborRows, materialRows, viennaRows] = await Promise.all([
    db.bathroomLaborRate.findMany({ orderBy: { id: "asc" } }),
    db.bathroomMaterial.findMany({ orderBy: { id: "asc" } }),
    db.viennaSpecificCost.findMany({ orderBy: { id: "asc" } }),
  ]);
  return {
    laborRates: laborRows.map((row) => ({
      tradeType: row.tradeType,
      pricingMethod: row.pricingMethod,
      budgetPrice: row.budgetPrice.toNumber(),
      standardPrice: row.standardPrice.toNumber(),
      premiumPrice: row.premiumPrice.toNumber(),
      unitType: row.unitType,
      description: row.description,
      viennaModifier: row.viennaModifier,
    })),
    materials: materialRows.map((row) => {
      if (!isTier(row.qualityTier)) {
        throw new Error(
          `Ungültige Preiszeile: bathroom_materials id=${row.id} qualityTier="${row.qualityTier}" (erlaubt: ${OFFER_TIERS.join(", ")})`,
        );
      }
      return {
        category: row.category,
        subcategory: row.subcategory,
        qualityTier: row.qualityTier,
        priceMin: row.priceMin.toNumber(),
        priceMax: row.priceMax.toNumber(),
        unitType: row.unitType,
        description: row.description,
        brandExamples: row.brandExamples,
      };
    }),
    viennaCosts: viennaRows.map((row) => ({
      costType: row.costType,
      baseCost: row.baseCost.toNumber(),
      maxCost: row.maxCost === null ? null : row.maxCost.toNumber(),
      unit: row.unit,
      description: row.description,
    })),
  };
}

/**
 * The price tables with numbers in euros incl. 20 % VAT, cached for PRICE_TABLE_CACHE_MS (failures
 * are not). The result is shared: treat it as read-only.
 * @throws on database errors or an unknown material quality tier
 */
export function loadBathroomPriceTables(): Promise<BathroomPriceTables> {
  const now = Date.now();
  if (!cache || now - cache.loadedAt > PRICE_TABLE_CACHE_MS) {
    const tables = readTables();
    const entry = { loadedAt: now, tables };
    cache = entry;
    tables.catch(() => {
      if (cache === entry) cache = undefined;
    });
  }
  return cache.tables;
}

export function clearBathroomPriceCache(): void {
  cache = undefined;
}
