import Link from "next/link";
import { ArrowRight, Info } from "lucide-react";

import { Button } from "@/components/ui/button";
import { formatPriceRange, type BathroomRenovationContent } from "@/lib/content/landing-pages";
import { formatEuro } from "@/lib/domain/format";

/**
 * Price orientation of /badrenovierung: the per-m² range and average (spec: public-side §9), example sizes computed
 * from them, the main cost factors and a link to the price guide.
 */
export function BathroomPriceOrientation({ prices }: { prices: BathroomRenovationContent["prices"] }) {
  const o = prices.orientation;
  const tiles = [
    { label: "Ab", value: `${formatEuro(o.minPerSquareMetre)} pro m²` },
    { label: "Durchschnitt", value: `${formatEuro(o.averagePerSquareMetre)} pro m²`, highlight: true },
    { label: "Bis", value: `${formatEuro(o.maxPerSquareMetre)} pro m²` },
  ];

  return (
    <div className="mx-auto max-w-5xl">
      <dl className="grid gap-4 sm:grid-cols-3">
        {tiles.map((tile) => (
          <div
            key={tile.label}
            className={
              tile.highlight
                ? "rounded-xl bg-primary p-5 text-center text-primary-foreground shadow-md"
                : "rounded-xl border bg-card p-5 text-center shadow-sm"
            }
          >
            <dt className={tile.highlight ? "text-sm text-blue-50" : "text-sm text-muted-foreground"}>{tile.label}</dt>
            <dd className="mt-1 text-2xl font-bold whitespace-nowrap">{tile.value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 flex items-center justify-center gap-1.5 text-center text-sm text-muted-foreground">
        <Info className="size-4 shrink-0" aria-hidden="true" />
        {o.basis}
      </p>

      <div className="mt-10 grid gap-8 lg:grid-cols-[3fr_2fr]">
        {/* Scrolls sideways on narrow phones: focusable, so the keyboard reaches it too (WCAG 2.1.1). */}
        <div
          tabIndex={0}
          className="overflow-x-auto rounded-xl border bg-card shadow-sm focus-visible:outline-2 focus-visible:outline-ring"
        >
          <table className="w-full text-left text-sm">
            <caption className="px-3 pt-4 text-left font-semibold sm:px-5">Beispielrechnung nach Badgröße</caption>
            <thead>
              <tr className="border-b text-muted-foreground">
                <th scope="col" className="px-3 py-3 font-medium sm:px-5">
                  Badgröße
                </th>
                <th scope="col" className="px-3 py-3 font-medium sm:px-5">
                  Preisspanne
                </th>
                <th scope="col" className="px-3 py-3 font-medium sm:px-5">
                  <span aria-hidden="true">Ø Preis</span>
                  <span className="sr-only">Durchschnittspreis</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {prices.examples.map((example) => (
                <tr key={example.squareMetres} className="border-b last:border-b-0">
                  <th scope="row" className="px-3 py-3 font-medium sm:px-5">
                    {example.label}
                    <span className="block font-normal text-muted-foreground">{example.squareMetres} m²</span>
                  </th>
                  <td className="px-3 py-3 whitespace-nowrap sm:px-5">{formatPriceRange(example)}</td>
                  <td className="px-3 py-3 font-semibold whitespace-nowrap sm:px-5">{formatEuro(example.average)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>

        <div>
          <h3 className="font-semibold">Das beeinflusst den Preis</h3>
          <ul className="mt-3 list-disc space-y-2 pl-5 text-sm text-muted-foreground marker:text-primary">
            {prices.factors.map((factor) => (
              <li key={factor}>{factor}</li>
            ))}
          </ul>
          <Button asChild variant="outline" className="mt-6 min-h-11">
            <Link prefetch={false} href={prices.priceGuideLink.href}>
              {prices.priceGuideLink.label}
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </div>
      </div>
    </div>
  );
}
