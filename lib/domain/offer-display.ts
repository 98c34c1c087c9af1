/**
 * Presentation rules of the two customer offer pages (public-side.md §2 "Offer by link", "Bathroom
 * offers", §3, §9). Pure, shared by the pages and their tests.
 *
 * - /badezimmer-angebote/{projectId}: the three offers sorted by total ascending (the total is the
 *   sum of the three cost groups, computed on screen, §3) and relabelled by position: Budget-,
 *   Standard- and Premium-Renovierung with fixed subtitles; the middle one is "Beliebteste Wahl".
 * - /offer/{uniqueLinkId}: budget, standard ("Beliebt"), premium in that order.
 */
import { OFFER_TIERS, type OfferTier, type StoredTierOffer } from "./bathroom-offer-types";

/** A tier as the customer APIs deliver it (the stored tier; `timelineWeeks` may be absent in old rows). */
export type CustomerTierOffer = Pick<StoredTierOffer, "description" | "laborCosts" | "materialCosts" | "viennaCosts"> &
  Partial<Pick<StoredTierOffer, "totalPrice" | "timeline" | "timelineWeeks">>;

/** The three tiers under the names of the spec's payloads (§3). */
export interface CustomerOffers {
  budgetOffer: CustomerTierOffer;
  standardOffer: CustomerTierOffer;
  premiumOffer: CustomerTierOffer;
}

/** Payload key of a tier: budget → budgetOffer. */
export function offerKey(tier: OfferTier): keyof CustomerOffers {
  return `${tier}Offer` as keyof CustomerOffers;
}

/** Sum of one cost map (label → euros). */
export function sumCosts(costs: Record<string, number> | null | undefined): number {
  return Object.values(costs ?? {}).reduce((sum, value) => sum + (Number.isFinite(value) ? value : 0), 0);
}

/** Labour, material and Vienna sums and their total, as the bathroom offers page shows them (§2, §3). */
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

/** Labels of the bathroom offers page by position after sorting (§2 "Bathroom offers"). */
export const RANKED_TIER_LABELS = [
  { title: "Budget-Renovierung", subtitle: "Kosteneffiziente Lösung", popular: false },
  { title: "Standard-Renovierung", subtitle: "Ausgewogenes Preis-Leistungs-Verhältnis", popular: true },
  { title: "Premium-Renovierung", subtitle: "Hochwertige Materialien & Ausstattung", popular: false },
] as const;

/** One card of the bathroom offers page. */
export interface RankedOffer {
  /** The stored tier this card shows (sent as selectedTier when the customer expresses interest). */
  tier: OfferTier;
  title: string;
  subtitle: string;
  /** Flag "Beliebteste Wahl" (the middle card, §9). */
  popular: boolean;
  offer: CustomerTierOffer;
  sums: CostSums;
}

/**
 * The three offers sorted by total ascending (ties keep budget → premium order) and relabelled by
 * position (Budget-, Standard-, Premium-Renovierung).
 */
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

/** Names of the tiers on the offer-by-link page and in its confirm dialog. */
export const TIER_NAMES: Record<OfferTier, string> = {
  budget: "Budget",
  standard: "Standard",
  premium: "Premium",
};

/** The offer-by-link page's badge: the standard tier is marked "Beliebt" (§2, §9). */
export const POPULAR_TIER: OfferTier = "standard";

/** Map entries with a positive amount, in stored order (empty labels and zero lines are left out). */
export function costLines(costs: Record<string, number> | null | undefined): [string, number][] {
  return Object.entries(costs ?? {}).filter(
    ([label, amount]) => label.trim() !== "" && Number.isFinite(amount) && amount > 0,
  );
}
