/** Per-page metadata (title, description, canonical, Open Graph, Twitter); paths are site-relative. */
import type { Metadata } from "next";
import { siteConfig } from "@/lib/config";

export interface PageMetadataInput {
  title: string;
  description: string;
  /** e.g. "/preisleitfaden/maler" (umlauts are encoded here). */
  path: string;
  /** A file in public/; defaults to the generic share image. */
  image?: string;
  type?: "website" | "article";
  /** Skip the "{title} | {brand}" template. */
  absoluteTitle?: boolean;
  /** ISO date, for articles. */
  publishedTime?: string;
  /** Keep out of search indexes. */
  noIndex?: boolean;
}

export const DEFAULT_SOCIAL_IMAGE = "/images/og-default.webp";

/** Encodes each path segment once (already-encoded segments stay). */
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

/** Next `Metadata` of a public page. */
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

/** Absolute URL of a site path (JSON-LD needs absolute URLs). */
export function absoluteUrl(path: string): string {
  return new URL(canonicalPath(path), siteConfig.url).toString();
}
