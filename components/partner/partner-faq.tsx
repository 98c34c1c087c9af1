import { SectionHeading } from "@/components/home/section-heading";
import { FaqList } from "@/components/ui/faq-list";
import type { FaqItem } from "@/lib/content/home";

/**
 * Company FAQ of /unternehmen: native disclosure elements (no client JavaScript); closed answers stay in the HTML,
 * as they are also the FAQPage JSON-LD.
 *
 * @param items lib/content/partner-landing.ts `partnerFaq(commission)`.
 */
export function PartnerFaq({ items }: { items: readonly FaqItem[] }) {
  return (
    <section aria-labelledby="partner-faq-title" className="bg-muted/60 py-16 sm:py-20">
      <div className="mx-auto max-w-3xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="partner-faq-title" eyebrow="FAQ" title="Häufige Fragen von Unternehmen">
          Provision, Verifizierung und Vertragsbedingungen auf einen Blick.
        </SectionHeading>
        <FaqList items={items} group="partner-faq" className="mt-10" />
      </div>
    </section>
  );
}
