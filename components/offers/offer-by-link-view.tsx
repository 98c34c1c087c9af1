"use client";
/**
 * /offer/{uniqueLinkId}: the approved three-tier offer the customer received by e-mail; any non-OK answer shows
 * "Angebot nicht gefunden". Choosing a tier needs the link's secret (`selectionKey`) or the browser's project access
 * cookie; otherwise the offer is read-only with a hint to open the e-mail's link.
 */
import { useMutation, useQuery } from "@tanstack/react-query";
import { CircleCheck, Clock, House, Mail, Phone, Star } from "lucide-react";
import { useId, useState } from "react";
import { toast } from "sonner";

import { NotFoundMessage } from "@/components/layout/not-found-message";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { OFFER_TIERS, type OfferTier, type StoredTierOffer } from "@/lib/domain/bathroom-offer-types";
import { formatEuro } from "@/lib/domain/format";
import { costSums, offerKey, POPULAR_TIER, TIER_NAMES } from "@/lib/domain/offer-display";
import { timelineText } from "@/lib/domain/offer-texts";
import { formatPhone } from "@/lib/domain/phone";
import { apiRequest, errorMessageFromApi, getJson } from "@/lib/http/api-client";
import { cn } from "@/lib/utils";
import { OfferCostList } from "./offer-cost-list";
import { OfferNextSteps } from "./offer-next-steps";

/** Answer of GET /api/offers/{uniqueLinkId}. */
export interface OfferByLinkAnswer {
  project: { name: string; email: string; phone: string };
  /** This browser submitted the project (access cookie), so it may choose without the link's secret. */
  accessCookie?: boolean;
  budgetOffer: StoredTierOffer;
  standardOffer: StoredTierOffer;
  premiumOffer: StoredTierOffer;
}

/** The total of a tier: the stored total, else the sum of its cost groups. */
function totalOf(offer: StoredTierOffer): number {
  return typeof offer.totalPrice === "number" ? offer.totalPrice : costSums(offer).total;
}

export function OfferByLinkView({ uniqueLinkId, selectionKey }: { uniqueLinkId: string; selectionKey?: string }) {
  const [pendingTier, setPendingTier] = useState<OfferTier | null>(null);
  const [chosenTier, setChosenTier] = useState<OfferTier | null>(null);
  const path = `/api/offers/${encodeURIComponent(uniqueLinkId)}`;

  const offer = useQuery({
    queryKey: ["/api/offers", uniqueLinkId],
    queryFn: () => getJson<OfferByLinkAnswer>(path),
  });

  const select = useMutation({
    mutationFn: (selectedTier: OfferTier) =>
      apiRequest("POST", `${path}/select`, selectionKey ? { selectedTier, key: selectionKey } : { selectedTier }),
    onSuccess: (_answer, selectedTier) => {
      toast.success("Angebot ausgewählt", {
        description: "Vielen Dank! Wir leiten Ihre Auswahl an qualifizierte Unternehmen weiter.",
      });
      setChosenTier(selectedTier);
      setPendingTier(null);
    },
    onError: (error) => {
      toast.error("Fehler", {
        description: errorMessageFromApi(
          error,
          "Angebot konnte nicht ausgewählt werden. Bitte versuchen Sie es erneut.",
        ),
      });
    },
  });

  if (offer.isPending) return <OfferSkeleton />;
  if (offer.isError || !offer.data) {
    return (
      <NotFoundMessage title="Angebot nicht gefunden" actions={[{ href: "/", label: "Zur Startseite", icon: House }]}>
        Das angeforderte Angebot ist nicht verfügbar oder der Link ist ungültig.
      </NotFoundMessage>
    );
  }

  const data = offer.data;
  const canChoose = Boolean(selectionKey) || data.accessCookie === true;
  const pendingOffer = pendingTier ? data[offerKey(pendingTier)] : undefined;
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
      <header className="max-w-3xl">
        <p className="text-sm font-medium text-primary">Ihr Angebot für die Badsanierung</p>
        <h1 className="mt-1 text-3xl font-bold tracking-tight text-balance sm:text-4xl">Hallo {data.project.name}!</h1>
        <p className="mt-3 text-muted-foreground">
          Hier sind Ihre drei Angebote – Budget, Standard und Premium. Alle Preise in Euro inklusive 20 % USt.,
          berechnet mit Wiener Marktpreisen. Wählen Sie die Variante, die am besten zu Ihnen passt.
        </p>
        <p className="mt-2 text-sm text-muted-foreground" data-testid="offer-review-note">
          Unser Team hat diese automatisch berechneten Richtpreise vor dem Versand geprüft und freigegeben. Das
          verbindliche Angebot erstellt der Fachbetrieb nach der Besichtigung.
        </p>
        <dl className="mt-4 flex flex-col gap-2 text-sm sm:flex-row sm:gap-6">
          <div className="flex min-w-0 items-center gap-2">
            <dt>
              <Mail className="size-4 text-primary" aria-hidden="true" />
              <span className="sr-only">E-Mail</span>
            </dt>
            <dd className="truncate">{data.project.email}</dd>
          </div>
          <div className="flex items-center gap-2">
            <dt>
              <Phone className="size-4 text-primary" aria-hidden="true" />
              <span className="sr-only">Telefon</span>
            </dt>
            <dd>{formatPhone(data.project.phone)}</dd>
          </div>
        </dl>
      </header>

      {!canChoose && (
        <p
          className="mt-6 max-w-3xl rounded-md border bg-muted/50 p-4 text-sm"
          role="note"
          data-testid="offer-read-only"
        >
          Diese Ansicht ist schreibgeschützt. Eine Variante wählen kann nur der Kunde: Bitte öffnen Sie das Angebot über
          den Link in Ihrer E-Mail.
        </p>
      )}

      <ul className="mt-10 grid gap-6 lg:grid-cols-3" aria-label="Angebotsvarianten">
        {OFFER_TIERS.map((tier) => (
          <TierCard
            key={tier}
            tier={tier}
            offer={data[offerKey(tier)]}
            chosen={chosenTier === tier}
            onChoose={canChoose ? () => setPendingTier(tier) : undefined}
          />
        ))}
      </ul>

      <div className="mt-10">
        <OfferNextSteps />
      </div>

      <Dialog
        open={pendingTier !== null}
        onOpenChange={(open) => {
          if (!open && !select.isPending) setPendingTier(null);
        }}
      >
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Angebot bestätigen</DialogTitle>
            <DialogDescription>
              {pendingTier && pendingOffer
                ? `Möchten Sie das ${TIER_NAMES[pendingTier]}-Angebot über ${formatEuro(totalOf(pendingOffer))} wählen? Wir leiten Ihre Auswahl an qualifizierte Unternehmen weiter.`
                : ""}
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline" disabled={select.isPending}>
                Abbrechen
              </Button>
            </DialogClose>
            <Button
              type="button"
              disabled={select.isPending}
              aria-busy={select.isPending}
              onClick={() => pendingTier && select.mutate(pendingTier)}
            >
              {select.isPending ? "Wird übermittelt..." : "Bestätigen"}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </div>
  );
}

/** One tier; without `onChoose` (read-only view) it has no "Diese Option wählen" button. */
export function TierCard({
  tier,
  offer,
  chosen,
  onChoose,
}: {
  tier: OfferTier;
  offer: StoredTierOffer;
  chosen: boolean;
  onChoose?: () => void;
}) {
  const titleId = useId();
  const popular = tier === POPULAR_TIER;
  const timeline = offer.timeline || (offer.timelineWeeks?.max ? timelineText(offer.timelineWeeks) : "");
  return (
    <li
      aria-labelledby={titleId}
      data-testid="offer-tier"
      className={cn(
        "relative flex flex-col rounded-xl border bg-card p-5 shadow-sm sm:p-6",
        popular && "border-primary ring-2 ring-primary",
      )}
    >
      {popular && (
        <Badge className="absolute -top-3 left-5 gap-1 px-2.5 py-1">
          <Star className="fill-current" aria-hidden="true" />
          Beliebt
        </Badge>
      )}
      <h2 id={titleId} className="text-xl font-semibold">
        {TIER_NAMES[tier]}
      </h2>
      <p className="mt-3">
        <span className="block text-3xl font-bold tabular-nums">{formatEuro(totalOf(offer))}</span>
        <span className="text-xs text-muted-foreground">Gesamtpreis inkl. 20 % USt.</span>
      </p>
      {timeline && (
        <p className="mt-3 flex items-center gap-2 text-sm font-medium">
          <Clock className="size-4 text-primary" aria-hidden="true" />
          {timeline}
        </p>
      )}
      <p className="mt-3 text-sm leading-relaxed text-muted-foreground">{offer.description}</p>

      <div className="mt-5 grid flex-1 content-start gap-4 border-t pt-4">
        <OfferCostList title="Arbeitskosten" costs={offer.laborCosts} />
        <OfferCostList title="Materialkosten" costs={offer.materialCosts} />
        <OfferCostList title="Wien-spezifische Kosten" costs={offer.viennaCosts} />
      </div>

      {chosen ? (
        <p
          className="mt-5 flex items-center justify-center gap-2 rounded-md bg-success/10 py-2.5 text-sm font-medium"
          role="status"
        >
          <CircleCheck className="size-4 text-success" aria-hidden="true" />
          Ihre Auswahl
        </p>
      ) : null}
      {onChoose && (
        <Button
          type="button"
          size="lg"
          className="mt-3 w-full"
          variant={popular ? "default" : "outline"}
          aria-describedby={titleId}
          onClick={onChoose}
        >
          Diese Option wählen
        </Button>
      )}
    </li>
  );
}

function OfferSkeleton() {
  return (
    <div
      className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14"
      role="status"
      aria-live="polite"
      aria-label="Angebot wird geladen"
    >
      <Skeleton className="h-4 w-48" />
      <Skeleton className="mt-3 h-9 w-72 max-w-full" />
      <Skeleton className="mt-4 h-4 w-full max-w-2xl" />
      <Skeleton className="mt-2 h-4 w-3/4 max-w-xl" />
      <div className="mt-10 grid gap-6 lg:grid-cols-3">
        {OFFER_TIERS.map((tier) => (
          <div key={tier} className="rounded-xl border p-6">
            <Skeleton className="h-6 w-28" />
            <Skeleton className="mt-4 h-9 w-40" />
            <Skeleton className="mt-4 h-16 w-full" />
            <Skeleton className="mt-4 h-32 w-full" />
            <Skeleton className="mt-5 h-11 w-full" />
          </div>
        ))}
      </div>
      <span className="sr-only">Seite wird geladen...</span>
    </div>
  );
}
