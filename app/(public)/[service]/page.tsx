import type { Metadata } from "next";
import { notFound } from "next/navigation";

import { ServiceLanding } from "@/components/landing/service-landing";
import { JsonLd } from "@/components/seo/json-ld";
import { siteConfig } from "@/lib/config";
import { LANDING_SERVICE_IDS, serviceName } from "@/lib/content/service-catalog";
import { getService } from "@/lib/content/services";
import { decodeServiceParam } from "@/lib/domain/service-param";
import { pageMetadata } from "@/lib/seo/metadata";
import { breadcrumbJsonLd, serviceJsonLd } from "@/lib/seo/json-ld";

/**
 * /{service} – generic service landing page for each id of LANDING_SERVICE_IDS, prerendered from
 * lib/content/services.ts. The param may arrive raw or percent-encoded; both resolve to the same content.
 */
export function generateStaticParams(): { service: string }[] {
  return LANDING_SERVICE_IDS.map((service) => ({ service }));
}

type Props = { params: Promise<{ service: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const service = getService(decodeServiceParam((await params).service));
  if (!service) return { title: "Service nicht gefunden", robots: { index: false } };
  return pageMetadata({
    title: `${service.title} | Experten finden bei ${siteConfig.name}`,
    absoluteTitle: true,
    description: service.metaDescription,
    path: `/${service.id}`,
    image: service.image,
  });
}

export default async function ServiceLandingPage({ params }: Props) {
  const service = getService(decodeServiceParam((await params).service));
  if (!service) notFound();
  const path = `/${service.id}`;
  return (
    <>
      <JsonLd
        data={[
          serviceJsonLd({
            name: service.title,
            serviceType: serviceName(service.id),
            description: service.description,
            path,
          }),
          breadcrumbJsonLd([
            { name: "Startseite", path: "/" },
            { name: serviceName(service.id), path },
          ]),
        ]}
      />
      <ServiceLanding service={service} />
    </>
  );
}
