import type { Metadata } from "next";

import { BathroomGuarantee } from "@/components/landing/bathroom-guarantee";
import { BathroomIncluded } from "@/components/landing/bathroom-included";
import { BathroomPriceOrientation } from "@/components/landing/bathroom-price-orientation";
import { FaqList } from "@/components/ui/faq-list";
import { LandingFinalCta } from "@/components/landing/landing-final-cta";
import { LandingHero } from "@/components/landing/landing-hero";
import { LandingSection } from "@/components/landing/landing-section";
import { LandingSteps } from "@/components/landing/landing-steps";
import { MobileCtaBar } from "@/components/layout/mobile-cta-bar";
import { landingJsonLd, landingMetadata } from "@/components/landing/landing-seo";
import { JsonLd } from "@/components/seo/json-ld";
import { BATHROOM_RENOVATION_PAGE as content } from "@/lib/content/landing-pages";
import { faqJsonLd } from "@/lib/seo/json-ld";

export const metadata: Metadata = landingMetadata(content.seo);

/**
 * /badrenovierung – bathroom renovation page. The spec's "5 year guarantee on all work" is deliberately not
 * claimed (see WARRANTY_TITLE).
 */
export default function BadrenovierungPage() {
  return (
    <>
      <JsonLd data={[...landingJsonLd(content.seo), faqJsonLd(content.faq.items)]} />
      <LandingHero hero={content.hero} />
      <BathroomGuarantee guarantee={content.guarantee} />
      <LandingSection id="leistungen" title={content.included.title} intro={content.included.intro}>
        <BathroomIncluded items={content.included.items} />
      </LandingSection>
      <LandingSection id="kosten" tone="muted" title={content.prices.title} intro={content.prices.intro}>
        <BathroomPriceOrientation prices={content.prices} />
      </LandingSection>
      <LandingSection id="ablauf" title={content.process.title} intro={content.process.intro}>
        <LandingSteps steps={content.process.steps} />
      </LandingSection>
      <LandingSection id="faq" tone="muted" title={content.faq.title} intro={content.faq.intro}>
        <FaqList items={content.faq.items} group="badrenovierung-faq" openFirst className="mx-auto max-w-3xl" />
      </LandingSection>
      <LandingFinalCta content={content.finalCta} />
      <MobileCtaBar href={content.hero.cta.href} />
    </>
  );
}
