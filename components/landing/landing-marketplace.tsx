import type { MarketplaceLandingContent } from "@/lib/content/landing-pages";

import { LandingFinalCta } from "./landing-final-cta";
import { LandingGallery } from "./landing-gallery";
import { LandingHero } from "./landing-hero";
import { LandingSection } from "./landing-section";
import { LandingServiceGrid } from "./landing-service-grid";
import { LandingSteps } from "./landing-steps";
import { LandingTestimonials } from "./landing-testimonials";

/**
 * A marketplace landing (/badezimmer, /wohnungssanierung): hero, six service cards, gallery of
 * partner works, four-step process, three testimonials and the closing call to action.
 */
export function LandingMarketplace({ content }: { content: MarketplaceLandingContent }) {
  return (
    <>
      <LandingHero hero={content.hero} />
      <LandingSection id="leistungen" title={content.services.title} intro={content.services.intro}>
        <LandingServiceGrid cards={content.services.cards} note={content.services.note} />
      </LandingSection>
      <LandingSection id="referenzen" tone="muted" title={content.gallery.title} intro={content.gallery.intro}>
        <LandingGallery items={content.gallery.items} />
      </LandingSection>
      <LandingSection id="ablauf" title={content.process.title} intro={content.process.intro}>
        <LandingSteps steps={content.process.steps} />
      </LandingSection>
      <LandingSection
        id="bewertungen"
        tone="muted"
        title={content.testimonials.title}
        intro={content.testimonials.intro}
      >
        <LandingTestimonials items={content.testimonials.items} />
      </LandingSection>
      <LandingFinalCta content={content.finalCta} />
    </>
  );
}
