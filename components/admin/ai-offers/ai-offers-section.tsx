"use client";
/**
 * Admin section "AI-Angebote" (authenticated-side.md §2 "AI offers", §4, §7, §8): generated bathroom
 * offers with project id, customer, status (approved = Genehmigt, otherwise Ausstehend) and created
 * date, and an approve button for pending offers, which sends the customer the link to the offer
 * (server side). Empty text 'Keine AI-Angebote vorhanden'. Data: GET /api/admin/bathroom-offers
 * every 30 s; PATCH /api/admin/bathroom-offers/{id}/approve (no body).
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Check, Loader2 } from "lucide-react";
import { toast } from "sonner";

import { invalidateAdminList } from "@/components/admin/approvals/invalidate";
import { OfferStatusBadge } from "@/components/admin/approvals/status-badge";
import { LoadErrorState, TableEmptyRow, TableSkeletonRows } from "@/components/admin/table-states";
import { Button } from "@/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { ADMIN_QUERY_KEYS, ADMIN_REFETCH_MS, type AdminBathroomOffer } from "@/lib/domain/admin-approvals";
import { formatGermanDate } from "@/lib/domain/lead-labels";
import { apiRequest, errorMessageFromApi, getJson } from "@/lib/http/api-client";

const COLUMNS = ["Projekt-ID", "Kunde", "Status", "Erstellt", "Aktion"] as const;

export function AiOffersSection() {
  const queryClient = useQueryClient();
  const offers = useQuery({
    queryKey: ADMIN_QUERY_KEYS.offers,
    queryFn: async () => (await getJson<{ offers: AdminBathroomOffer[] }>("/api/admin/bathroom-offers")).offers,
    refetchInterval: ADMIN_REFETCH_MS.offers,
  });
  const approve = useMutation({
    mutationFn: (id: number) => apiRequest<{ offer: AdminBathroomOffer }>("PATCH", `/api/admin/bathroom-offers/${id}/approve`),
    onSuccess: async ({ offer }) => {
      toast.success("Angebot genehmigt", { description: `Der Link zum Angebot wurde an ${offer.customerName} gesendet.` });
      await invalidateAdminList(queryClient, ADMIN_QUERY_KEYS.offers);
    },
    onError: async (error) => {
      toast.error("Angebot konnte nicht genehmigt werden", {
        description: errorMessageFromApi(error, "Bitte versuchen Sie es später erneut."),
      });
      await invalidateAdminList(queryClient, ADMIN_QUERY_KEYS.offers);
    },
  });

  if (offers.isError) {
    return <LoadErrorState text="Die AI-Angebote konnten nicht geladen werden." onRetry={() => void offers.refetch()} retrying={offers.isFetching} />;
  }

  return (
    <section aria-label="AI-Angebote" className="grid gap-4">
      <Table className="min-w-[640px]">
        <TableHeader>
          <TableRow>
            {COLUMNS.map((column) => (
              <TableHead key={column}>{column}</TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {offers.isPending ? (
            <TableSkeletonRows columns={COLUMNS.length} label="AI-Angebote werden geladen..." />
          ) : offers.data.length === 0 ? (
            <TableEmptyRow columns={COLUMNS.length} text="Keine AI-Angebote vorhanden" />
          ) : (
            offers.data.map((offer) => {
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
                      "–"
                    ) : (
                      <Button size="sm" onClick={() => approve.mutate(offer.id)} disabled={approve.isPending}>
                        {approving ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Check aria-hidden="true" />}
                        Genehmigen<span className="sr-only">: Angebot für Projekt {offer.projectId}</span>
                      </Button>
                    )}
                  </TableCell>
                </TableRow>
              );
            })
          )}
        </TableBody>
      </Table>
    </section>
  );
}
