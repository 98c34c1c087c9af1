/**
 * Presentation rules of the two customer offer pages: the bathroom offers page sorts by total and
 * relabels by position; the offer-by-link page keeps budget, standard ("Beliebt"), premium.
 */
import { OFFER_TIERS, type OfferTier, type StoredTierOffer } from "./bathroom-offer-types";

/** A tier as the customer APIs deliver it (`timelineWeeks` may be absent in old rows). */
export type CustomerTierOffer = Pick<StoredTierOffer, "description" | "laborCosts" | "materialCosts" | "viennaCosts"> &
  Partial<Pick<StoredTierOffer, "totalPrice" | "timeline" | "timelineWeeks">>;

export interface CustomerOffers {
  budgetOffer: CustomerTierOffer;
  standardOffer: CustomerTierOffer;
  premiumOffer: CustomerTierOffer;
}

export function offerKey(tier: OfferTier): keyof CustomerOffers {
  return `${tier}Offer` as keyof CustomerOffers;
}

export function sumCosts(costs: Record<string, number> | null | undefined): number {
  return Object.values(costs ?? {}).reduce((sum, value) => sum + (Number.isFinite(value) ? value : 0), 0);
}

export interface CostSums {
  labor: number;
  material: number;
  vienna: number;
  total: number;
}

export function costSums(offer: CustomerTierOffer): CostSums {
  const labor = sumCosts(offer.laborCosts);
  const material = sumCosts(offer.materialCosts);
  const vienna = sumCosts(offer.viennaCosts);
  return { labor, material, vienna, total: labor + material + vienna };
}

export const RANKED_TIER_LABELS = [
  { title: "Budget-Renovierung", subtitle: "Kosteneffiziente Lösung", popular: false },
  { title: "Standard-Renovierung", subtitle: "Ausgewogenes Preis-Leistungs-Verhältnis", popular: true },
  { title: "Premium-Renovierung", subtitle: "Hochwertige Materialien & Ausstattung", popular: false },
] as const;

export interface RankedOffer {
  /** Sent as selectedTier when the customer expresses interest. */
  tier: OfferTier;
  title: string;
  subtitle: string;
  popular: boolean;
  offer: CustomerTierOffer;
  sums: CostSums;
}

/** The three offers sorted by total ascending (ties keep tier order) and relabelled by position. */
export function rankOffers(offers: CustomerOffers): RankedOffer[] {
  return OFFER_TIERS.map((tier, index) => ({
    tier,
    index,
    offer: offers[offerKey(tier)],
    sums: costSums(offers[offerKey(tier)]),
  }))
    .sort((a, b) => a.sums.total - b.sums.total || a.index - b.index)
    .map(({ tier, offer, sums }, position) => ({ tier, offer, sums, ...RANKED_TIER_LABELS[position]! }));
}

export const TIER_NAMES: Record<OfferTier, string> = {
  budget: "Budget",
  standard: "Standard",
  premium: "Premium",
};

export const POPULAR_TIER: OfferTier = "standard";

/** Entries with a positive amount, in stored order. */
export function costLines(costs: Record<string, number> | null | undefined): [string, number][] {
  return Object.entries(costs ?? {}).filter(
    ([label, amount]) => label.trim() !== "" && Number.isFinite(amount) && amount > 0,
  );
}
