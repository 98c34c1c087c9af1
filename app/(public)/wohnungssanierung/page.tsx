import type { Metadata } from "next";

import { LandingMarketplace } from "@/components/landing/landing-marketplace";
import { JsonLd } from "@/components/seo/json-ld";
import { APARTMENT_LANDING as content } from "@/lib/content/landing-pages";
import { breadcrumbJsonLd, serviceJsonLd } from "@/lib/seo/json-ld";
import { pageMetadata } from "@/lib/seo/metadata";

export const metadata: Metadata = pageMetadata({
  title: content.seo.title,
  description: content.seo.description,
  path: content.seo.path,
  image: content.seo.image,
});

/**
 * Apartment refurbishment landing (public-side.md §2). Static. The hero and three cards lead to
 * /quiz/wohnungssanierung, three cards and the closing call to /quiz/wohnungsrenovierung.
 */
export default function WohnungssanierungPage() {
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
        ]}
      />
      <LandingMarketplace content={content} />
    </>
  );
}
