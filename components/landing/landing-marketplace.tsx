import { ReviewPromiseList } from "@/components/home/review-promise";
import { MobileCtaBar } from "@/components/layout/mobile-cta-bar";
import type { MarketplaceLandingContent } from "@/lib/content/landing-pages";

import { LandingFinalCta } from "./landing-final-cta";
import { LandingGallery } from "./landing-gallery";
import { LandingHero } from "./landing-hero";
import { LandingSection } from "./landing-section";
import { LandingServiceGrid } from "./landing-service-grid";
import { LandingSteps } from "./landing-steps";

/**
 * A marketplace landing (/badezimmer, /wohnungssanierung): hero, service cards, illustrations, process, how
 * verified reviews come about (no testimonials), closing call to action and the phone's bottom bar.
 */
export function LandingMarketplace({ content }: { content: MarketplaceLandingContent }) {
  return (
    <>
      <LandingHero hero={content.hero} />
      <LandingSection id="leistungen" title={content.services.title} intro={content.services.intro}>
        <LandingServiceGrid cards={content.services.cards} note={content.services.note} />
      </LandingSection>
      <LandingSection id="ideen" tone="muted" title={content.ideas.title} intro={content.ideas.intro}>
        <LandingGallery items={content.ideas.items} />
      </LandingSection>
      <LandingSection id="ablauf" title={content.process.title} intro={content.process.intro}>
        <LandingSteps steps={content.process.steps} />
      </LandingSection>
      <LandingSection id="bewertungen" tone="muted" title={content.reviews.title} intro={content.reviews.intro}>
        <ReviewPromiseList />
      </LandingSection>
      <LandingFinalCta content={content.finalCta} />
      <MobileCtaBar href={content.hero.cta.href} />
    </>
  );
}
