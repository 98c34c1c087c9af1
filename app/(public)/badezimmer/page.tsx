import type { Metadata } from "next";

import { LandingMarketplace } from "@/components/landing/landing-marketplace";
import { NoSiteNav } from "@/components/layout/header-nav";
import { landingJsonLd, landingMetadata } from "@/components/landing/landing-seo";
import { JsonLd } from "@/components/seo/json-ld";
import { BATHROOM_LANDING as content } from "@/lib/content/landing-pages";

export const metadata: Metadata = landingMetadata(content.seo);

/**
 * Bathroom marketplace landing (public-side.md §2). Static. The header hides its navigation on this
 * page (`<NoSiteNav />`, components/layout/header-nav.tsx), so visitors stay on the way to the quiz.
 */
export default function BadezimmerPage() {
  return (
    <>
      <NoSiteNav />
      <JsonLd data={landingJsonLd(content.seo)} />
      <LandingMarketplace content={content} />
    </>
  );
}
