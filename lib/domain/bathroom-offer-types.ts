/**
 * Shapes shared by the bathroom pricing engine, the offer generation job, the APIs and the offer
 * pages (issue 6; public-side.md §3 "Offer by link", "Bathroom offer per project";
 * authenticated-side.md §3 bathroom_labor_rates, bathroom_materials, vienna_specific_costs).
 * Money is in euros including 20 % VAT, rounded to whole euros.
 */

export const OFFER_TIERS = ["budget", "standard", "premium"] as const;
export type OfferTier = (typeof OFFER_TIERS)[number];

/** bathroom_offers.status of a generated offer no admin has approved yet (authenticated-side.md §9 default). */
export const OFFER_STATUS_PENDING = "pending";
/** bathroom_offers.status of an offer an admin approved (its link goes to the customer). */
export const OFFER_STATUS_APPROVED = "approved";
/** bathroom_offers.status of a project's offer whose generation failed for good (no tiers, not approvable). */
export const OFFER_STATUS_FAILED = "failed";

/** Services whose projects get a three-tier bathroom offer. */
export const BATHROOM_OFFER_SERVICES: readonly string[] = ["badrenovierung", "badezimmer"];

/** True for the services whose projects get a generated offer. */
export function isBathroomOfferService(serviceType: string): boolean {
  return BATHROOM_OFFER_SERVICES.includes(serviceType);
}

/** One row of bathroom_labor_rates (prices as numbers). */
export interface LaborRate {
  tradeType: string;
  pricingMethod: string;
  budgetPrice: number;
  standardPrice: number;
  premiumPrice: number;
  /** e.g. "m2", "hour", "piece", "flat" */
  unitType: string;
  description: string | null;
  /** Percentage applied for Vienna (100 = no change). */
  viennaModifier: number;
}

/** One row of bathroom_materials. */
export interface MaterialPrice {
  category: string;
  subcategory: string | null;
  qualityTier: OfferTier;
  priceMin: number;
  priceMax: number;
  unitType: string;
  description: string | null;
  brandExamples: string | null;
}

/** One row of vienna_specific_costs. */
export interface ViennaCost {
  costType: string;
  baseCost: number;
  maxCost: number | null;
  unit: string;
  description: string | null;
}

/** The three price tables the engine reads. */
export interface BathroomPriceTables {
  laborRates: LaborRate[];
  materials: MaterialPrice[];
  viennaCosts: ViennaCost[];
}

/** The engine's result for one tier. Every map: German label → euros. */
export interface TierQuote {
  /** laborCosts + materialCosts + viennaCosts, euros. */
  totalPrice: number;
  laborCosts: Record<string, number>;
  materialCosts: Record<string, number>;
  viennaCosts: Record<string, number>;
  /** Duration of the works in weeks. */
  timelineWeeks: { min: number; max: number };
}

/** The engine's result: three tiers and the quantities it assumed (e.g. { floorAreaM2: 6.5 }). */
export interface BathroomQuote {
  budget: TierQuote;
  standard: TierQuote;
  premium: TierQuote;
  quantities: Record<string, number>;
}

/** One tier as stored in bathroom_offers.{budget,standard,premium}_offer and shown to the customer. */
export interface StoredTierOffer extends TierQuote {
  /** Customer-facing German description of the tier. */
  description: string;
  /** Customer-facing timeline wording, e.g. "Fertigstellung in 3–4 Wochen". */
  timeline: string;
}
