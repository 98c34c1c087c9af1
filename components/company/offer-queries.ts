"use client";
/** The company's offer on one lead (GET /api/company/leads/{id}/offer) and its query key. */
import { useQuery } from "@tanstack/react-query";

import { getJson } from "@/lib/http/api-client";
import type { CompanyOfferSummary } from "@/lib/offers/company-offers";

/** Under the leads key, so a lead change refetches the offer too. */
export const companyOfferKeys = {
  offer: (leadId: number) => ["/api/company/leads", "offer", leadId] as const,
};

/** The offer, null before the first version. Its PDF URL is signed for 5 minutes, hence the short stale time. */
export function useCompanyOffer(leadId: number) {
  return useQuery({
    queryKey: companyOfferKeys.offer(leadId),
    queryFn: async () =>
      (await getJson<{ offer: CompanyOfferSummary | null }>(`/api/company/leads/${leadId}/offer`)).offer,
    staleTime: 2 * 60_000,
  });
}
