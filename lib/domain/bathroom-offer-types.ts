/** Shapes shared by the bathroom pricing engine, offer generation, APIs and offer pages; euros incl. 20 % VAT. */

export const OFFER_TIERS = ["budget", "standard", "premium"] as const;
export type OfferTier = (typeof OFFER_TIERS)[number];

export const OFFER_STATUS_PENDING = "pending";
export const OFFER_STATUS_APPROVED = "approved";
/** Generation failed for good: no tiers, not approvable. */
export const OFFER_STATUS_FAILED = "failed";
/** Sent back for a new generation, which replaces the row and sets it pending or failed. Not approvable meanwhile. */
export const OFFER_STATUS_GENERATING = "generating";
export const OFFER_STATUS_REJECTED = "rejected";
export const REPLACEABLE_OFFER_STATUSES: readonly string[] = [OFFER_STATUS_FAILED, OFFER_STATUS_GENERATING];
export const REGENERATABLE_OFFER_STATUSES: readonly string[] = [
  OFFER_STATUS_PENDING,
  OFFER_STATUS_FAILED,
  OFFER_STATUS_REJECTED,
];

export const BATHROOM_OFFER_SERVICES: readonly string[] = ["badrenovierung", "badezimmer"];

export function isBathroomOfferService(serviceType: string): boolean {
  return BATHROOM_OFFER_SERVICES.includes(serviceType);
}

export interface LaborRate {
  tradeType: string;
  pricingMethod: string;
  budgetPrice: number;
  standardPrice: number;
  premiumPrice: number;
  unitType: string;
  description: string | null;
  /** Percentage applied for Vienna (100 = no change). */
  viennaModifier: number;
}

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

export interface ViennaCost {
  costType: string;
  baseCost: number;
  maxCost: number | null;
  unit: string;
  description: string | null;
}

export interface BathroomPriceTables {
  laborRates: LaborRate[];
  materials: MaterialPrice[];
  viennaCosts: ViennaCost[];
}

/** The engine's result for one tier. Every map: German label → euros. */
export interface TierQuote {
  totalPrice: number;
  laborCosts: Record<string, number>;
  materialCosts: Record<string, number>;
  viennaCosts: Record<string, number>;
  timelineWeeks: { min: number; max: number };
}

export interface BathroomQuote {
  budget: TierQuote;
  standard: TierQuote;
  premium: TierQuote;
  quantities: Record<string, number>;
}

export interface StoredTierOffer extends TierQuote {
  description: string;
  timeline: string;
}

/** Totals of the three tiers in euros. */
export type OfferTierTotals = Record<OfferTier, number>;

export interface OfferDisplaySwitches {
  showDetailedBreakdown: boolean;
  showMaterialSpecs: boolean;
  showLaborDetails: boolean;
}

/** GET /api/admin/bathroom-offers/{id}: the tiers as the customer will see them, or null without tiers. */
export interface AdminBathroomOfferDetails extends OfferDisplaySwitches {
  id: number;
  projectId: number;
  customerName: string;
  status: string;
  createdAt: string;
  tiers: { budgetOffer: StoredTierOffer; standardOffer: StoredTierOffer; premiumOffer: StoredTierOffer } | null;
}
