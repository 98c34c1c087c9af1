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
/**
 * bathroom_offers.status of an offer an admin sent back for a new generation (issue 13 §4
 * "regenerate"): its job is queued; the generation replaces the row (tiers, link id) and sets it
 * pending, or marks it failed after the last attempt. Not approvable meanwhile.
 */
export const OFFER_STATUS_GENERATING = "generating";
/** bathroom_offers.status of an offer an admin rejected (never sent; can be regenerated, not approved). */
export const OFFER_STATUS_REJECTED = "rejected";
/** Statuses of rows the generation replaces instead of keeping ("exists"). */
export const REPLACEABLE_OFFER_STATUSES: readonly string[] = [OFFER_STATUS_FAILED, OFFER_STATUS_GENERATING];
/** Statuses from which an admin may regenerate an offer (everything but approved and generating). */
export const REGENERATABLE_OFFER_STATUSES: readonly string[] = [
  OFFER_STATUS_PENDING,
  OFFER_STATUS_FAILED,
  OFFER_STATUS_REJECTED,
];

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

/** Totals of the three tiers in euros (admin list); null for an offer without tiers (failed, generating). */
export type OfferTierTotals = Record<OfferTier, number>;

/** Display switches of an offer (authenticated-side.md §3): what the customer's page shows. */
export interface OfferDisplaySwitches {
  showDetailedBreakdown: boolean;
  showMaterialSpecs: boolean;
  showLaborDetails: boolean;
}

/**
 * GET /api/admin/bathroom-offers/{id} → `{ offer }`: the list row plus the three tiers exactly as the
 * customer will see them (display switches applied), or null when the offer has no tiers.
 */
export interface AdminBathroomOfferDetails extends OfferDisplaySwitches {
  id: number;
  projectId: number;
  customerName: string;
  status: string;
  createdAt: string;
  tiers: { budgetOffer: StoredTierOffer; standardOffer: StoredTierOffer; premiumOffer: StoredTierOffer } | null;
}
