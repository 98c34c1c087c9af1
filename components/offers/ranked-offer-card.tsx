/**
 * One card of the three ranked bathroom offers, the one rendering of a tier: on /badezimmer-angebote/{id} (with
 * "Projekt starten" as `children`) and read-only in "Mein Projekt". No state: renders on server and client.
 */
import { Clock, Star } from "lucide-react";
import type * as React from "react";
import { useId } from "react";

import { Badge } from "@/components/ui/badge";
import type { RankedOffer } from "@/lib/domain/offer-display";
import { formatEuro } from "@/lib/domain/format";
import { cn } from "@/lib/utils";

export interface RankedOfferCardProps {
  offer: RankedOffer;
  /** Heading level of the title (h2 on the offers page, h3 inside the room's section). */
  headingLevel?: "h2" | "h3";
  /** The card's action below the description (e.g. "Projekt starten"); none: read-only. */
  children?: (titleId: string) => React.ReactNode;
}

export function RankedOfferCard({ offer, headingLevel = "h2", children }: RankedOfferCardProps) {
  const titleId = useId();
  const Heading = headingLevel;
  return (
    <li
      aria-labelledby={titleId}
      data-testid="offer-card"
      className={cn(
        "relative flex flex-col rounded-xl border bg-card p-5 shadow-sm sm:p-6",
        offer.popular && "border-primary ring-2 ring-primary",
      )}
    >
      {offer.popular && (
        <Badge className="absolute -top-3 left-5 gap-1 px-2.5 py-1">
          <Star className="fill-current" aria-hidden="true" />
          Beliebteste Wahl
        </Badge>
      )}
      <Heading id={titleId} className="text-xl font-semibold">
        {offer.title}
      </Heading>
      <p className="text-sm text-muted-foreground">{offer.subtitle}</p>

      <p className="mt-4">
        <span className="block text-3xl font-bold tabular-nums" data-testid="offer-total">
          {formatEuro(offer.sums.total)}
        </span>
        <span className="text-xs text-muted-foreground">Gesamtpreis inkl. 20 % USt.</span>
      </p>

      <dl className="mt-4 grid gap-1.5 border-y py-3 text-sm">
        <CostSum label="Arbeitskosten" amount={offer.sums.labor} />
        <CostSum label="Materialkosten" amount={offer.sums.material} />
        <CostSum label="Wien-spezifische Kosten" amount={offer.sums.vienna} />
      </dl>

      {offer.offer.timeline && (
        <p className="mt-3 flex items-center gap-2 text-sm font-medium">
          <Clock className="size-4 text-primary" aria-hidden="true" />
          {offer.offer.timeline}
        </p>
      )}
      <p className="mt-3 flex-1 text-sm leading-relaxed text-muted-foreground">{offer.offer.description}</p>
      {children?.(titleId)}
    </li>
  );
}

function CostSum({ label, amount }: { label: string; amount: number }) {
  return (
    <div className="flex items-baseline justify-between gap-3">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="font-medium tabular-nums">{formatEuro(amount)}</dd>
    </div>
  );
}
