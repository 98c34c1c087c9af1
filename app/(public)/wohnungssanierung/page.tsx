import type { Metadata } from "next";

import { LandingMarketplace } from "@/components/landing/landing-marketplace";
import { landingJsonLd, landingMetadata } from "@/components/landing/landing-seo";
import { JsonLd } from "@/components/seo/json-ld";
import { APARTMENT_LANDING as content } from "@/lib/content/landing-pages";

export const metadata: Metadata = landingMetadata(content.seo);

/**
 * Apartment refurbishment landing (public-side.md §2). Static. The hero and three cards lead to
 * /quiz/wohnungssanierung, three cards and the closing call to /quiz/wohnungsrenovierung.
 */
export default function WohnungssanierungPage() {
  return (
    <>
      <JsonLd data={landingJsonLd(content.seo)} />
      <LandingMarketplace content={content} />
    </>
  );
}
