"use client";
/**
 * "Vorschau" of an AI offer: the tiers exactly as the customer will see them after approval, using the same tier
 * cards read-only.
 */
import { useQuery } from "@tanstack/react-query";
import { Loader2, RefreshCw } from "lucide-react";

import { TierCard } from "@/components/offers/offer-by-link-view";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { OFFER_TIERS, type AdminBathroomOfferDetails } from "@/lib/domain/bathroom-offer-types";
import { offerKey } from "@/lib/domain/offer-display";
import { getJson } from "@/lib/http/api-client";
import { AI_OFFER_QUERY_KEYS } from "./queries";

/** The hidden cost groups, in German, or null when everything is shown. */
function hiddenGroups(offer: AdminBathroomOfferDetails): string | null {
  if (!offer.showDetailedBreakdown)
    return "Die Kostenaufstellung ist ausgeblendet: der Kunde sieht nur Gesamtpreis, Dauer und Beschreibung.";
  const hidden = [!offer.showLaborDetails && "Arbeitskosten", !offer.showMaterialSpecs && "Materialkosten"].filter(
    Boolean,
  );
  return hidden.length > 0 ? `Ausgeblendet für den Kunden: ${hidden.join(" und ")}.` : null;
}

export function OfferPreviewDialog({ offerId, onClose }: { offerId: number | null; onClose: () => void }) {
  const open = offerId !== null;
  const details = useQuery({
    queryKey: AI_OFFER_QUERY_KEYS.details(offerId ?? 0),
    queryFn: async () =>
      (await getJson<{ offer: AdminBathroomOfferDetails }>(`/api/admin/bathroom-offers/${offerId}`)).offer,
    enabled: open,
    staleTime: 0,
  });
  const offer = details.data;

  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-6xl">
        <DialogHeader>
          <DialogTitle>Vorschau des Angebots{offer ? ` für ${offer.customerName}` : ""}</DialogTitle>
          <DialogDescription>
            So sieht der Kunde die drei Varianten nach der Genehmigung. Alle Preise in Euro inklusive 20 % USt.
          </DialogDescription>
        </DialogHeader>
        {details.isPending ? (
          <p role="status" className="flex items-center gap-2 py-10 text-sm text-muted-foreground">
            <Loader2 className="size-4 animate-spin" aria-hidden="true" />
            Vorschau wird geladen...
          </p>
        ) : details.isError ? (
          <div
            role="alert"
            className="grid justify-items-start gap-3 rounded-md border border-destructive/30 bg-destructive/5 p-4 text-sm"
          >
            Die Vorschau konnte nicht geladen werden.
            <Button
              type="button"
              variant="outline"
              size="sm"
              onClick={() => void details.refetch()}
              disabled={details.isFetching}
            >
              <RefreshCw className={details.isFetching ? "animate-spin" : undefined} aria-hidden="true" />
              Erneut versuchen
            </Button>
          </div>
        ) : !details.data.tiers ? (
          <p className="rounded-md border bg-muted/50 p-4 text-sm">
            Für dieses Angebot gibt es keine Varianten (die Erstellung ist fehlgeschlagen). Erstellen Sie es neu.
          </p>
        ) : (
          <>
            {hiddenGroups(details.data) && (
              <p className="rounded-md border bg-muted/50 p-3 text-sm" role="note">
                {hiddenGroups(details.data)}
              </p>
            )}
            <ul className="grid gap-6 lg:grid-cols-3" aria-label="Angebotsvarianten (Vorschau)">
              {OFFER_TIERS.map((tier) => (
                <TierCard key={tier} tier={tier} offer={details.data.tiers![offerKey(tier)]} chosen={false} />
              ))}
            </ul>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
