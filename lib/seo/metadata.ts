/**
 * Per-page metadata: title (the root layout's template adds "| {brand}" unless `absoluteTitle`),
 * description, canonical URL, Open Graph and Twitter tags. Paths are site-relative ("/maler");
 * the root layout's metadataBase makes them absolute.
 */
import type { Metadata } from "next";
import { siteConfig } from "@/lib/config";

export interface PageMetadataInput {
  title: string;
  description: string;
  /** Site path of the page, e.g. "/preisleitfaden/maler" (raw umlauts are encoded here). */
  path: string;
  /** Site path of the social image (a file in public/). Defaults to the generic share image. */
  image?: string;
  /** Open Graph type (default "website"). */
  type?: "website" | "article";
  /** Use `title` as is instead of the "{title} | {brand}" template. */
  absoluteTitle?: boolean;
  /** For articles: ISO publication date. */
  publishedTime?: string;
  /** Keep the page out of search indexes (e.g. thank-you pages). */
  noIndex?: boolean;
}

/** Default share image (public/images/og-default.webp, 1200×630). */
export const DEFAULT_SOCIAL_IMAGE = "/images/og-default.webp";

/** Encodes each path segment (umlauts) once, leaving already-encoded segments as they are. */
export function canonicalPath(path: string): string {
  return path
    .split("/")
    .map((segment) => encodeURIComponent(decodeURIComponentSafe(segment)))
    .join("/");
}

function decodeURIComponentSafe(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** Builds the Next `Metadata` of a public page; see PageMetadataInput. */
export function pageMetadata(input: PageMetadataInput): Metadata {
  const url = canonicalPath(input.path);
  const image = input.image ?? DEFAULT_SOCIAL_IMAGE;
  const socialTitle = input.absoluteTitle ? input.title : `${input.title} | ${siteConfig.name}`;
  return {
    title: input.absoluteTitle ? { absolute: input.title } : input.title,
    description: input.description,
    alternates: { canonical: url },
    openGraph: {
      type: input.type ?? "website",
      locale: "de_AT",
      siteName: siteConfig.name,
      url,
      title: socialTitle,
      description: input.description,
      images: [{ url: image }],
      ...(input.publishedTime ? { publishedTime: input.publishedTime } : {}),
    },
    twitter: { card: "summary_large_image", title: socialTitle, description: input.description, images: [image] },
    ...(input.noIndex ? { robots: { index: false, follow: true } } : {}),
  };
}

/** Absolute URL of a site path (for JSON-LD, which needs absolute URLs). */
export function absoluteUrl(path: string): string {
  return new URL(canonicalPath(path), siteConfig.url).toString();
}
