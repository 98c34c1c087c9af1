import { ArrowRight, BadgeCheck, Link2, Star } from "lucide-react";
import Link from "next/link";

import { PublicFigures } from "@/components/public-claims/public-figures";
import { Button } from "@/components/ui/button";
import { REVIEW_LINKS, REVIEW_PROMISES } from "@/lib/content/home";
import type { PublicClaims } from "@/lib/domain/public-claims";

import { SectionHeading } from "./section-heading";

const ICONS = [BadgeCheck, Link2, Star] as const;

/**
 * How reviews come about, in place of testimonials (no review is seeded or invented). Shared by the home page and the
 * marketplace landings, each supplying its own heading.
 */
export function ReviewPromiseList() {
  return (
    <div>
      <ul className="grid gap-6 md:grid-cols-3">
        {REVIEW_PROMISES.map((promise, index) => {
          const Icon = ICONS[index % ICONS.length];
          return (
            <li key={promise.title} className="flex min-w-0 flex-col rounded-2xl border bg-card p-6 shadow-sm">
              <span className="flex size-10 items-center justify-center rounded-full bg-primary/10 text-primary">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <h3 className="mt-4 font-semibold">{promise.title}</h3>
              <p className="mt-2 text-muted-foreground">{promise.text}</p>
            </li>
          );
        })}
      </ul>
      <div className="mt-10 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">
        <Button asChild size="lg" variant="outline" className="h-auto min-h-11 py-2 whitespace-normal">
          <Link prefetch={false} href={REVIEW_LINKS.directory.href}>
            {REVIEW_LINKS.directory.label}
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
        <Button asChild size="lg" variant="ghost" className="h-auto min-h-11 py-2 whitespace-normal text-primary">
          <Link prefetch={false} href={REVIEW_LINKS.policy.href}>
            {REVIEW_LINKS.policy.label}
          </Link>
        </Button>
      </div>
    </div>
  );
}

/**
 * Home page reviews section: backed figures (each only from its threshold on), how reviews come about and the call to
 * action. Replaces the spec's fixed testimonials and unbacked "100 satisfied customers" claim.
 *
 * @param claims From lib/data/public-claims.ts `getPublicClaims()`; nothing backed shows no figures.
 */
export function HomeReviews({ claims }: { claims: PublicClaims }) {
  return (
    <section aria-labelledby="reviews-title" className="below-fold bg-muted/60 py-16 sm:py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="reviews-title" eyebrow="Bewertungen" title="Echte Bewertungen von echten Aufträgen">
          Wir zeigen keine ausgedachten Erfahrungsberichte. Bewertungen stammen ausschließlich von Kundinnen und Kunden,
          die einen Betrieb über uns beauftragt haben.
        </SectionHeading>

        <PublicFigures claims={claims} title="Unsere Zahlen" className="mt-10" />

        <div className="mt-12">
          <ReviewPromiseList />
        </div>

        <div className="mt-6 flex justify-center">
          <Button asChild size="lg" className="h-auto min-h-11 py-2 whitespace-normal">
            <Link prefetch={false} href="/quiz">
              Jetzt kostenlose Angebote einholen
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
