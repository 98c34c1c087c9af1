import Link from "next/link";
import { ArrowRight } from "lucide-react";

import { Button } from "@/components/ui/button";
import type { LandingFinalCtaContent } from "@/lib/content/landing-pages";

import { LandingIcon } from "./landing-icon";

/** Closing call to action: blue panel with h2, text, button and four trust facts. */
export function LandingFinalCta({ content }: { content: LandingFinalCtaContent }) {
  return (
    <section aria-labelledby="final-cta-title" className="below-fold px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
      <div className="mx-auto max-w-5xl rounded-3xl bg-linear-to-br from-primary to-blue-800 px-6 py-12 text-center text-primary-foreground shadow-xl sm:px-12">
        <h2 id="final-cta-title" className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">
          {content.title}
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-blue-50 sm:text-lg">{content.text}</p>
        <Button
          asChild
          size="lg"
          className="mt-8 h-auto min-h-12 bg-white py-3 text-center whitespace-normal text-primary hover:bg-blue-50 focus-visible:ring-white focus-visible:ring-offset-blue-700"
        >
          <Link prefetch={false} href={content.cta.href}>
            {content.cta.label}
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
        <ul className="mt-10 grid grid-cols-2 gap-4 text-sm sm:grid-cols-4">
          {content.facts.map((fact) => (
            <li key={fact.label} className="flex flex-col items-center gap-2">
              <span className="flex size-10 items-center justify-center rounded-full bg-white/15">
                <LandingIcon name={fact.icon} className="size-5" />
              </span>
              <span className="font-medium">{fact.label}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
