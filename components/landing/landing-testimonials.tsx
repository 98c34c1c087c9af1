import { Quote } from "lucide-react";

import type { LandingTestimonial } from "@/lib/content/landing-pages";

import { LandingStars } from "./landing-rating";

/** Three static customer reviews with five stars, quote, name, project and district. */
export function LandingTestimonials({ items }: { items: readonly LandingTestimonial[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {items.map((item) => (
        <li key={item.name}>
          <figure className="flex h-full flex-col rounded-xl border bg-card p-6 shadow-sm">
            <div className="flex items-center justify-between">
              <LandingStars className="text-amber-500" />
              <Quote className="size-6 text-primary/25" aria-hidden="true" />
            </div>
            <blockquote className="mt-4 flex-1 text-base leading-relaxed">„{item.quote}“</blockquote>
            <figcaption className="mt-5 flex items-center gap-3 border-t pt-4">
              <span
                aria-hidden="true"
                className="flex size-10 shrink-0 items-center justify-center rounded-full bg-secondary font-semibold text-secondary-foreground"
              >
                {item.name.charAt(0)}
              </span>
              <span className="text-sm">
                <span className="block font-semibold">{item.name}</span>
                <span className="block text-muted-foreground">
                  {item.project} · {item.location}
                </span>
              </span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
