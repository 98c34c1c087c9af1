import Link from "next/link";

import { Button } from "@/components/ui/button";
import { FaqList } from "@/components/ui/faq-list";
import { HOME_FAQ } from "@/lib/content/home";

import { SectionHeading } from "./section-heading";

/** Anchor of the FAQ (the contact page's FAQ button links to /#faq). */
export const FAQ_ANCHOR = "faq";

/**
 * FAQ of the home page: one item open at a time, followed by links to /quiz and /kontakt. Native disclosure elements,
 * so no client JavaScript.
 */
export function FaqSection() {
  return (
    <section id={FAQ_ANCHOR} aria-labelledby="faq-title" className="below-fold scroll-mt-20 py-16 sm:py-20">
      <div className="mx-auto max-w-3xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="faq-title" eyebrow="FAQ" title="Häufig gestellte Fragen">
          Alles Wichtige zu Kosten, Angeboten und geprüften Unternehmen.
        </SectionHeading>

        <FaqList items={HOME_FAQ} group="home-faq" className="mt-10" />

        <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
          <Button asChild size="lg">
            <Link prefetch={false} href="/quiz">
              Projekt jetzt starten
            </Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link prefetch={false} href="/kontakt">
              Kontakt aufnehmen
            </Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
