/**
 * Metadata and JSON-LD (Service + BreadcrumbList) of the special landing pages from their
 * `seo` content (lib/content/landing-pages.ts).
 */
import type { Metadata } from "next";
import type { LandingSeo } from "@/lib/content/landing-pages";
import { breadcrumbJsonLd, serviceJsonLd } from "@/lib/seo/json-ld";
import { pageMetadata } from "@/lib/seo/metadata";

/** Page metadata (title, description, canonical, Open Graph, Twitter). */
export function landingMetadata(seo: LandingSeo): Metadata {
  return pageMetadata({ title: seo.title, description: seo.description, path: seo.path, image: seo.image });
}

/** Structured data objects of a landing page; render them with <JsonLd data={...} />. */
export function landingJsonLd(seo: LandingSeo): Record<string, unknown>[] {
  return [
    serviceJsonLd({
      name: seo.serviceName,
      serviceType: seo.serviceType,
      description: seo.description,
      path: seo.path,
    }),
    breadcrumbJsonLd([
      { name: "Startseite", path: "/" },
      { name: seo.breadcrumbName, path: seo.path },
    ]),
  ];
}
