import type { Metadata } from "next";

import { LandingMarketplace } from "@/components/landing/landing-marketplace";
import { JsonLd } from "@/components/seo/json-ld";
import { BATHROOM_LANDING as content } from "@/lib/content/landing-pages";
import { breadcrumbJsonLd, serviceJsonLd } from "@/lib/seo/json-ld";
import { pageMetadata } from "@/lib/seo/metadata";

export const metadata: Metadata = pageMetadata({
  title: content.seo.title,
  description: content.seo.description,
  path: content.seo.path,
  image: content.seo.image,
});

/**
 * Bathroom marketplace landing (public-side.md §2). Static. The header hides its navigation on this
 * route (components/layout/nav-links.ts `navHiddenPaths`), so visitors stay on the way to the quiz.
 */
export default function BadezimmerPage() {
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
