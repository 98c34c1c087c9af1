import Link from "next/link";
import { ArrowRight, CalendarClock, Euro } from "lucide-react";

import { Button } from "@/components/ui/button";
import {
  formatDuration,
  formatPriceRange,
  type LandingServiceCard,
} from "@/lib/content/landing-pages";

import { LandingIcon } from "./landing-icon";

/**
 * Grid of service cards: icon, name (h3), description, typical price and duration, and a link to
 * the card's quiz. Prices use the one format of lib/content/landing-pages.ts.
 */
export function LandingServiceGrid({ cards, note }: { cards: readonly LandingServiceCard[]; note?: string }) {
  return (
    <>
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {cards.map((card) => (
          <li
            key={card.title}
            data-testid="landing-service-card"
            className="flex flex-col rounded-xl border bg-card p-6 shadow-sm transition-shadow hover:shadow-md"
          >
            <span className="flex size-12 items-center justify-center rounded-lg bg-secondary text-primary">
              <LandingIcon name={card.icon} className="size-6" />
            </span>
            <h3 className="mt-4 text-lg font-semibold">{card.title}</h3>
            <p className="mt-2 flex-1 text-sm text-muted-foreground">{card.description}</p>
            <dl className="mt-5 grid gap-3 border-t pt-4 text-sm">
              <div className="flex items-start justify-between gap-3">
                <dt className="flex items-center gap-1.5 whitespace-nowrap text-muted-foreground">
                  <Euro className="size-4" aria-hidden="true" />
                  Richtpreis
                </dt>
                <dd className="text-right font-semibold whitespace-nowrap">{formatPriceRange(card.price)}</dd>
              </div>
              <div className="flex items-start justify-between gap-3">
                <dt className="flex items-center gap-1.5 whitespace-nowrap text-muted-foreground">
                  <CalendarClock className="size-4" aria-hidden="true" />
                  Dauer
                </dt>
                <dd className="text-right font-semibold whitespace-nowrap">{formatDuration(card.duration)}</dd>
              </div>
            </dl>
            <Button asChild variant="outline" className="mt-5 min-h-11 w-full">
              <Link prefetch={false} href={card.quizHref}>
                Angebote einholen<span className="sr-only">: {card.title}</span>
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
          </li>
        ))}
      </ul>
      {note ? <p className="mt-6 text-center text-sm text-muted-foreground">{note}</p> : null}
    </>
  );
}
