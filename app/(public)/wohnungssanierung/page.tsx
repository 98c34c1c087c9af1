import type { Metadata } from "next";

import { LandingMarketplace } from "@/components/landing/landing-marketplace";
import { landingJsonLd, landingMetadata } from "@/components/landing/landing-seo";
import { JsonLd } from "@/components/seo/json-ld";
import { APARTMENT_LANDING as content } from "@/lib/content/landing-pages";

export const metadata: Metadata = landingMetadata(content.seo);

/** /wohnungssanierung – apartment refurbishment landing leading to the two apartment quizzes. */
export default function WohnungssanierungPage() {
  return (
    <>
      <JsonLd data={landingJsonLd(content.seo)} />
      <LandingMarketplace content={content} />
    </>
  );
}
