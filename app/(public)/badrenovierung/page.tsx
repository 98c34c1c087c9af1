import type { Metadata } from "next";

import { BathroomGuarantee } from "@/components/landing/bathroom-guarantee";
import { BathroomIncluded } from "@/components/landing/bathroom-included";
import { BathroomPriceOrientation } from "@/components/landing/bathroom-price-orientation";
import { LandingFaq } from "@/components/landing/landing-faq";
import { LandingFinalCta } from "@/components/landing/landing-final-cta";
import { LandingHero } from "@/components/landing/landing-hero";
import { LandingSection } from "@/components/landing/landing-section";
import { LandingSteps } from "@/components/landing/landing-steps";
import { JsonLd } from "@/components/seo/json-ld";
import { BATHROOM_RENOVATION_PAGE as content } from "@/lib/content/landing-pages";
import { breadcrumbJsonLd, faqJsonLd, serviceJsonLd } from "@/lib/seo/json-ld";
import { pageMetadata } from "@/lib/seo/metadata";

export const metadata: Metadata = pageMetadata({
  title: content.seo.title,
  description: content.seo.description,
  path: content.seo.path,
  image: content.seo.image,
});

/**
 * Bathroom renovation page (public-side.md §2 route table: "mentions a 5 year guarantee on all
 * work"): hero, guarantee, scope of work, price orientation (§9), process, FAQ and the call to
 * action to /quiz/badrenovierung. Static.
 */
export default function BadrenovierungPage() {
  return (
    <>
      <JsonLd
        data={[
          serviceJsonLd({
            name: content.seo.serviceName,
            serviceType: content.seo.serviceType,
            description: content.seo.description,
            path: content.seo.path,
          }),
          breadcrumbJsonLd([
            { name: "Startseite", path: "/" },
            { name: content.seo.breadcrumbName, path: content.seo.path },
          ]),
          faqJsonLd(content.faq.items),
        ]}
      />
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
        <LandingFaq items={content.faq.items} />
      </LandingSection>
      <LandingFinalCta content={content.finalCta} />
    </>
  );
}
