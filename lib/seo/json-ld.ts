/** JSON-LD (schema.org) builders for the public pages; render with <JsonLd data={...} />. */
import { siteConfig } from "@/lib/config";
import { companyServiceLabels, districtName, servedDistricts } from "@/lib/domain/company-profile";
import type { ContactSettings } from "@/lib/domain/settings";
import { viennaDistrict } from "@/lib/domain/vienna-districts";
import { absoluteUrl } from "./metadata";

type JsonLdObject = Record<string, unknown>;

/**
 * The operator as Organization from the public contact settings; empty fields and a missing
 * `foundingYear` are left out rather than guessed.
 */
export function organizationJsonLd(
  contact: Pick<ContactSettings, "email" | "phone" | "street" | "zipCity">,
  foundingYear?: string,
): JsonLdObject {
  const postalCode = contact.zipCity.trim().split(/\s+/)[0] ?? "";
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: siteConfig.name,
    url: siteConfig.url,
    logo: absoluteUrl("/icon.svg"),
    email: contact.email,
    ...(contact.phone.trim() ? { telephone: contact.phone.trim() } : {}),
    ...(foundingYear ? { foundingDate: foundingYear } : {}),
    address: {
      "@type": "PostalAddress",
      ...(contact.street.trim() ? { streetAddress: contact.street.trim() } : {}),
      ...(/^\d{4}$/.test(postalCode) ? { postalCode } : {}),
      addressLocality: "Wien",
      addressCountry: "AT",
    },
    areaServed: { "@type": "City", name: "Wien" },
  };
}

export function serviceJsonLd(input: {
  name: string;
  description: string;
  path: string;
  serviceType?: string;
}): JsonLdObject {
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name: input.name,
    serviceType: input.serviceType ?? input.name,
    description: input.description,
    url: absoluteUrl(input.path),
    areaServed: { "@type": "City", name: "Wien" },
    provider: { "@type": "Organization", name: siteConfig.name, url: siteConfig.url },
  };
}

/** FAQPage from question/answer pairs (plain-text answers). */
export function faqJsonLd(items: readonly { question: string; answer: string }[]): JsonLdObject {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  };
}

/** BreadcrumbList from (name, site path) pairs, first = home. */
export function breadcrumbJsonLd(items: readonly { name: string; path: string }[]): JsonLdObject {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.name,
      item: absoluteUrl(item.path),
    })),
  };
}

/** BlogPosting of an article. Dates as ISO strings. */
export function blogPostingJsonLd(input: {
  title: string;
  description: string;
  path: string;
  image?: string;
  datePublished: string;
  dateModified?: string;
  tags?: readonly string[];
}): JsonLdObject {
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: input.title,
    description: input.description,
    url: absoluteUrl(input.path),
    mainEntityOfPage: absoluteUrl(input.path),
    ...(input.image ? { image: absoluteUrl(input.image) } : {}),
    datePublished: input.datePublished,
    dateModified: input.dateModified ?? input.datePublished,
    inLanguage: "de-AT",
    ...(input.tags?.length ? { keywords: input.tags.join(", ") } : {}),
    author: { "@type": "Organization", name: `Redaktion ${siteConfig.name}` },
    publisher: {
      "@type": "Organization",
      name: siteConfig.name,
      logo: { "@type": "ImageObject", url: absoluteUrl("/icon.svg") },
    },
  };
}

export interface CompanyJsonLdInput {
  name: string;
  path: string;
  city: string;
  zipCode: string | null;
  services: readonly string[];
  districts: readonly string[];
  ratingAverage: number | null;
  ratingCount: number;
}

/** schema.org LocalBusiness of a public profile; `aggregateRating` only when visible reviews exist. */
export function companyJsonLd(input: CompanyJsonLdInput): Record<string, unknown> {
  const districts = servedDistricts(input.districts);
  const labels = companyServiceLabels(input.services);
  const zip = input.zipCode?.trim() ?? "";
  return {
    "@context": "https://schema.org",
    "@type": "LocalBusiness",
    name: input.name,
    url: absoluteUrl(input.path),
    address: {
      "@type": "PostalAddress",
      addressLocality: input.city.trim() || "Wien",
      ...(viennaDistrict(zip) ? { postalCode: zip } : {}),
      addressCountry: "AT",
    },
    areaServed:
      districts.length === 0
        ? { "@type": "City", name: "Wien" }
        : districts.map((district) => ({ "@type": "Place", name: `${districtName(district)}, Wien` })),
    ...(labels.length > 0 ? { knowsAbout: labels } : {}),
    ...(input.ratingCount > 0 && input.ratingAverage !== null
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: Math.round(input.ratingAverage * 10) / 10,
            reviewCount: input.ratingCount,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}
