import type { Metadata } from "next";

import { LandingMarketplace } from "@/components/landing/landing-marketplace";
import { NoSiteNav } from "@/components/layout/header-nav";
import { landingJsonLd, landingMetadata } from "@/components/landing/landing-seo";
import { JsonLd } from "@/components/seo/json-ld";
import { BATHROOM_LANDING as content } from "@/lib/content/landing-pages";

export const metadata: Metadata = landingMetadata(content.seo);

/**
 * /badezimmer – bathroom marketplace landing. The header hides its navigation here so visitors stay on the way
 * to the quiz.
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
