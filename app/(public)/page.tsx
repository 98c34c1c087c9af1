import { JsonLd } from "@/components/seo/json-ld";
import { BlogTeaser, HOME_TEASER_POSTS } from "@/components/home/blog-teaser";
import { FaqSection } from "@/components/home/faq-section";
import { HomeHero } from "@/components/home/home-hero";
import { HowItWorks } from "@/components/home/how-it-works";
import { PriceGuideTeaser } from "@/components/home/price-guide-teaser";
import { HomeReviews } from "@/components/home/review-promise";
import { siteConfig } from "@/lib/config";
import { HOME_FAQ } from "@/lib/content/home";
import { listPublishedPostsForPage } from "@/lib/data/blog";
import { getPublicClaims } from "@/lib/data/public-claims";
import { getSiteSettings } from "@/lib/data/settings";
import { faqJsonLd, organizationJsonLd } from "@/lib/seo/json-ld";
import { pageMetadata } from "@/lib/seo/metadata";

export const metadata = pageMetadata({
  title: `${siteConfig.name} – Renovierung in Wien: bis zu 4 kostenlose Angebote`,
  absoluteTitle: true,
  description:
    "Renovierung in Wien: Projekt in 2 Minuten beschreiben und bis zu 4 kostenlose Angebote von geprüften Fachbetrieben erhalten – unverbindlich, Kontakt in der Regel innerhalb von 24 Stunden.",
  path: "/",
});

/**
 * Home page: hero with service search, how it works, price-guide teaser, how reviews come about (no testimonials),
 * guide teaser and FAQ.
 */
export default async function HomePage() {
  const [{ contact }, claims, posts] = await Promise.all([
    getSiteSettings(),
    getPublicClaims(),
    listPublishedPostsForPage({ limit: HOME_TEASER_POSTS }, "/"),
  ]);
  return (
    <>
      <JsonLd data={[organizationJsonLd(contact), faqJsonLd(HOME_FAQ)]} />
      <HomeHero />
      <HowItWorks />
      <PriceGuideTeaser />
      <HomeReviews claims={claims} />
      <BlogTeaser posts={posts} />
      <FaqSection />
    </>
  );
}
