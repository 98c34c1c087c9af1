import Link from "next/link";
import { ArrowRight, CalendarClock, Euro } from "lucide-react";

import { Button } from "@/components/ui/button";
import { formatDuration, formatPriceRange, type LandingServiceCard } from "@/lib/content/landing-pages";

import { LandingIcon } from "./landing-icon";

/**
 * Grid of service cards linking to their quiz. Styled by the `service-card*` classes of app/globals.css, as the markup
 * repeats in the RSC payload.
 */
export function LandingServiceGrid({ cards, note }: { cards: readonly LandingServiceCard[]; note?: string }) {
  return (
    <>
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {cards.map((card) => (
          <li key={card.title} data-testid="landing-service-card" className="service-card">
            <span className="service-card-icon">
              <LandingIcon name={card.icon} className="size-6" />
            </span>
            <h3 className="mt-4 text-lg font-semibold">{card.title}</h3>
            <p className="mt-2 flex-1 text-sm text-muted-foreground">{card.description}</p>
            <dl className="service-card-facts">
              <div className="service-card-fact">
                <dt>
                  <Euro className="size-4" aria-hidden="true" />
                  Richtpreis
                </dt>
                <dd>{formatPriceRange(card.price)}</dd>
              </div>
              <div className="service-card-fact">
                <dt>
                  <CalendarClock className="size-4" aria-hidden="true" />
                  Dauer
                </dt>
                <dd>{formatDuration(card.duration)}</dd>
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
