/**
 * React Query keys and answer types of the AI-offers section. Keys start with "/api/admin/", so the shared
 * invalidation after admin changes reloads them.
 */
import { ADMIN_QUERY_KEYS, type AdminBathroomOffer } from "@/lib/domain/admin-approvals";
import type { OfferTierTotals } from "@/lib/domain/bathroom-offer-types";

/** A row of GET /api/admin/bathroom-offers: the list row with the three tier totals (euros; null without tiers). */
export interface AdminAiOffer extends AdminBathroomOffer {
  totals: OfferTierTotals | null;
}

export const AI_OFFER_QUERY_KEYS = {
  list: ADMIN_QUERY_KEYS.offers,
  details: (id: number) => ["/api/admin/bathroom-offers", id] as const,
};

/** List refetch while any offer is being regenerated (ms); otherwise ADMIN_REFETCH_MS.offers. */
export const AI_OFFER_GENERATING_REFETCH_MS = 3000;
