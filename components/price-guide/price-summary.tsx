/** Headline figures of a price-guide entry: average (or Richtwert / from-price) and range. */
import { Info } from "lucide-react";
import { PRICE_BASIS_NOTE, formatPriceText, type PriceGuideEntry } from "@/lib/content/price-guide";

export function PriceSummary({ entry }: { entry: PriceGuideEntry }) {
  return (
    <section aria-label="Preisüberblick" className="rounded-2xl border bg-secondary/60 p-5 sm:p-6">
      <dl className="grid gap-4 sm:grid-cols-2">
        <div className="rounded-xl bg-background p-4 shadow-xs">
          <dt className="text-sm text-muted-foreground">{entry.averageLabel}</dt>
          <dd className="mt-1 text-2xl font-extrabold tracking-tight text-primary sm:text-3xl">
            {formatPriceText(entry.averagePrice)}
          </dd>
        </div>
        <div className="rounded-xl bg-background p-4 shadow-xs">
          <dt className="text-sm text-muted-foreground">Preisspanne</dt>
          <dd className="mt-1 text-2xl font-bold tracking-tight sm:text-3xl">{formatPriceText(entry.priceRange)}</dd>
        </div>
      </dl>
      <p className="mt-4 flex gap-2 text-sm text-muted-foreground">
        <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span>
          Alle Preise {PRICE_BASIS_NOTE}.{entry.priceNote ? ` ${entry.priceNote}` : ""} Das verbindliche Angebot
          erstellt der Fachbetrieb nach Besichtigung.
        </span>
      </p>
    </section>
  );
}
