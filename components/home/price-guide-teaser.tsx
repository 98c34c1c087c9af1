import { ArrowRight } from "lucide-react";
import Link from "next/link";

import { Button } from "@/components/ui/button";
import { PRICE_GUIDE_ENTRIES, formatPriceText, getPriceGuideEntry } from "@/lib/content/price-guide";
import { HOME_PRICE_TABS } from "@/lib/content/service-catalog";

import { PriceGuideTabs } from "./price-guide-tabs";
import type { TileFigure } from "./price-guide-tile";
import { SectionHeading } from "./section-heading";

/**
 * Price-guide teaser: five tabs of service tiles, each linking to /preisleitfaden/{id} beside a "Profis finden" link
 * to the quiz (no nested interactive elements). Only the active tab's tiles are in the DOM.
 */
/** Headline figure of every tile's price-guide entry (lib/content/price-guide.ts, sourced there). */
function tileFigures(): Record<string, TileFigure> {
  const figures: Record<string, TileFigure> = {};
  for (const id of HOME_PRICE_TABS.flatMap((tab) => tab.serviceIds)) {
    const entry = getPriceGuideEntry(id);
    if (entry) figures[id] = { label: entry.averageLabel, value: formatPriceText(entry.averagePrice) };
  }
  return figures;
}

export function PriceGuideTeaser() {
  return (
    <section aria-labelledby="price-guide-title" className="below-fold py-16 sm:py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="price-guide-title" eyebrow="Preisleitfaden" title="Was kostet Ihr Projekt in Wien?">
          Richtpreise für {PRICE_GUIDE_ENTRIES.length} Leistungen, mit Quellen – damit Sie Angebote sicher einschätzen
          können.
        </SectionHeading>

        <PriceGuideTabs figures={tileFigures()} />

        <div className="mt-10 flex justify-center">
          <Button asChild size="lg" variant="outline">
            <Link prefetch={false} href="/preisleitfaden">
              Zum Preisleitfaden
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
