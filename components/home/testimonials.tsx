import { ArrowRight, Star } from "lucide-react";
import Link from "next/link";

import { Button } from "@/components/ui/button";
import { TESTIMONIALS } from "@/lib/content/home";

import { SectionHeading } from "./section-heading";

/**
 * Testimonials (public-side.md §2 Home, section 4): three fixed five-star reviews with relative
 * time, first name + initial and project type, the "over 100 satisfied customers" claim and the
 * call to action "Jetzt kostenlose Angebote einholen" (/quiz).
 */
export function Testimonials() {
  return (
    <section aria-labelledby="testimonials-title" className="bg-muted/60 py-16 sm:py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="testimonials-title" eyebrow="Erfahrungen" title="Über 100 zufriedene Kunden">
          Wienerinnen und Wiener erzählen, wie ihr Projekt mit geprüften Fachbetrieben gelaufen ist.
        </SectionHeading>

        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {TESTIMONIALS.map((review) => (
            <li key={review.name}>
              <figure className="flex h-full flex-col rounded-2xl border bg-card p-6 shadow-sm">
                <div className="flex items-center justify-between gap-3">
                  <FiveStars />
                  <span className="text-sm text-muted-foreground">{review.relativeTime}</span>
                </div>
                <blockquote className="mt-4 flex-1 text-pretty">
                  <p>„{review.text}“</p>
                </blockquote>
                <figcaption className="mt-6 flex items-center gap-3 border-t pt-4">
                  <span
                    aria-hidden="true"
                    className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary/10 font-semibold text-primary"
                  >
                    {review.name.charAt(0)}
                  </span>
                  <span>
                    <span className="block font-semibold">
                      {review.name} <span className="font-normal text-muted-foreground">· {review.location}</span>
                    </span>
                    <span className="block text-sm text-muted-foreground">{review.projectType}</span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>

        <div className="mt-10 flex justify-center">
          <Button asChild size="lg">
            <Link href="/quiz">
              Jetzt kostenlose Angebote einholen
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </div>
      </div>
    </section>
  );
}

function FiveStars() {
  return (
    <span role="img" aria-label="5 von 5 Sternen" className="flex gap-0.5">
      {Array.from({ length: 5 }, (_, i) => (
        <Star key={i} aria-hidden="true" className="size-4 fill-amber-400 text-amber-500" />
      ))}
    </span>
  );
}
