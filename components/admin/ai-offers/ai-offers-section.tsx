"use client";
/**
 * Admin section "AI-Angebote" (authenticated-side.md §2 "AI offers", §4, §7, §8): generated bathroom
 * offers with project id, customer, status (approved = Genehmigt, otherwise Ausstehend) and created
 * date, and an approve button for pending offers, which sends the customer the link to the offer
 * (server side). Empty text 'Keine AI-Angebote vorhanden'. Data: GET /api/admin/bathroom-offers
 * every 30 s; PATCH /api/admin/bathroom-offers/{id}/approve (no body).
 */
import { useQuery } from "@tanstack/react-query";
import { Check, Loader2 } from "lucide-react";

import { AdminListTable } from "@/components/admin/admin-list-table";
import { OfferStatusBadge } from "@/components/admin/approvals/status-badge";
import { useAdminListMutation } from "@/components/admin/approvals/use-admin-list-mutation";
import { Button } from "@/components/ui/button";
import { TableCell, TableRow } from "@/components/ui/table";
import { ADMIN_QUERY_KEYS, ADMIN_REFETCH_MS, type AdminBathroomOffer } from "@/lib/domain/admin-approvals";
import { EMPTY_VALUE, formatGermanDate } from "@/lib/domain/lead-labels";
import { apiRequest, getJson } from "@/lib/http/api-client";

const COLUMNS = ["Projekt-ID", "Kunde", "Status", "Erstellt", "Aktion"] as const;

export function AiOffersSection() {
  const offers = useQuery({
    queryKey: ADMIN_QUERY_KEYS.offers,
    queryFn: async () => (await getJson<{ offers: AdminBathroomOffer[] }>("/api/admin/bathroom-offers")).offers,
    refetchInterval: ADMIN_REFETCH_MS.offers,
  });
  const approve = useAdminListMutation({
    mutationFn: (id: number) => apiRequest<{ offer: AdminBathroomOffer }>("PATCH", `/api/admin/bathroom-offers/${id}/approve`),
    successToast: ({ offer }) => ({ title: "Angebot genehmigt", description: `Der Link zum Angebot wurde an ${offer.customerName} gesendet.` }),
    errorTitle: "Angebot konnte nicht genehmigt werden",
  });

  return (
    <section aria-label="AI-Angebote" className="grid gap-4">
      <AdminListTable
        className="min-w-[640px]"
        list={offers}
        columns={COLUMNS}
        texts={{
          loading: "AI-Angebote werden geladen...",
          empty: "Keine AI-Angebote vorhanden",
          loadError: "Die AI-Angebote konnten nicht geladen werden.",
        }}
        renderRow={(offer) => {
          const approving = approve.isPending && approve.variables === offer.id;
          return (
            <TableRow key={offer.id} data-testid={`offer-${offer.id}`}>
              <TableCell className="font-medium tabular-nums">#{offer.projectId}</TableCell>
              <TableCell>{offer.customerName}</TableCell>
              <TableCell>
                <OfferStatusBadge status={offer.status} />
              </TableCell>
              <TableCell className="whitespace-nowrap">{formatGermanDate(offer.createdAt)}</TableCell>
              <TableCell>
                {offer.status === "approved" ? (
                  <span className="text-xs whitespace-nowrap text-muted-foreground">
                    {offer.sentAt ? `Gesendet am ${formatGermanDate(offer.sentAt)}` : "Genehmigt"}
                  </span>
                ) : offer.status !== "pending" ? (
                  EMPTY_VALUE
                ) : (
                  <Button size="sm" onClick={() => approve.mutate(offer.id)} disabled={approve.isPending}>
                    {approving ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Check aria-hidden="true" />}
                    Genehmigen<span className="sr-only">: Angebot für Projekt {offer.projectId}</span>
                  </Button>
                )}
              </TableCell>
            </TableRow>
          );
        }}
      />
    </section>
  );
}
