import Link from "next/link";

import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "@/components/ui/accordion";
import { Button } from "@/components/ui/button";
import { HOME_FAQ } from "@/lib/content/home";

import { SectionHeading } from "./section-heading";

/** Anchor of the FAQ (the contact page's FAQ button links to /#faq). */
export const FAQ_ANCHOR = "faq";

/**
 * FAQ (public-side.md §2 Home, section 6): six items, one open at a time and closable again,
 * anchored as "faq" (scroll margin for the sticky header), followed by "Projekt jetzt starten"
 * (/quiz) and "Kontakt aufnehmen" (/kontakt). Answers stay in the HTML while closed (hidden).
 */
export function FaqSection() {
  return (
    <section id={FAQ_ANCHOR} aria-labelledby="faq-title" className="scroll-mt-20 py-16 sm:py-20">
      <div className="mx-auto max-w-3xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="faq-title" eyebrow="FAQ" title="Häufig gestellte Fragen">
          Alles Wichtige zu Kosten, Angeboten und geprüften Unternehmen.
        </SectionHeading>

        <Accordion type="single" collapsible className="mt-10 rounded-2xl border bg-card px-4 shadow-sm sm:px-6">
          {HOME_FAQ.map((item, index) => (
            <AccordionItem key={item.question} value={`faq-${index}`}>
              <AccordionTrigger className="text-base">{item.question}</AccordionTrigger>
              <AccordionContent forceMount className="text-base text-muted-foreground">
                {item.answer}
              </AccordionContent>
            </AccordionItem>
          ))}
        </Accordion>

        <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
          <Button asChild size="lg">
            <Link href="/quiz">Projekt jetzt starten</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link href="/kontakt">Kontakt aufnehmen</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
