/**
 * Resolving /firmen/{slug}: the trailing id decides the company; a wrong or old name part redirects (308) to the
 * canonical slug; an unknown, unverified or deactivated company, or a review page beyond the last, answers 404.
 */
import "server-only";
import type { Metadata } from "next";
import { notFound, permanentRedirect } from "next/navigation";
import { cache } from "react";

import { siteConfig } from "@/lib/config";
import { getCompanyProfile, type CompanyProfile } from "@/lib/data/company-profiles";
import { companyServiceLabels, reviewCountText, reviewPageHref } from "@/lib/domain/company-profile";
import { formatRating } from "@/lib/domain/reviews";
import { companyProfilePath, companySlug, parseCompanySlug } from "@/lib/domain/company-slug";
import { pageMetadata } from "@/lib/seo/metadata";

/** The profile of the company a slug names with review page `page`; null when none is public. */
const loadProfile = cache(async (slug: string, page: number): Promise<CompanyProfile | null> => {
  const id = parseCompanySlug(slug);
  return id === null ? null : getCompanyProfile(id, page);
});

/**
 * The profile to render for `slug` and review page `page`.
 *
 * @throws Next's notFound (404) or permanentRedirect (308 to the canonical slug, page kept).
 */
export async function resolveProfile(slug: string, page: number): Promise<CompanyProfile> {
  const profile = await loadProfile(slug, page);
  if (!profile) notFound();
  const canonical = companySlug(profile.company);
  if (slug !== canonical) permanentRedirect(reviewPageHref(`/firmen/${canonical}`, page));
  if (page > profile.reviews.pages) notFound();
  return profile;
}

/** The metadata of a profile page (title, description, canonical URL with ?seite for later pages). */
export async function profileMetadata(slug: string, page: number): Promise<Metadata> {
  const profile = await loadProfile(slug, page);
  if (!profile || page > profile.reviews.pages) return { title: "Firma nicht gefunden", robots: { index: false } };
  const { company, stats, checks } = profile;
  const path = companyProfilePath(company);
  const services = companyServiceLabels(company.services).slice(0, 3).join(", ");
  const rating =
    stats.ratingCount > 0 && stats.ratingAverage !== null
      ? ` Bewertung ${formatRating(stats.ratingAverage)} von 5 aus ${reviewCountText(stats.ratingCount)} verifizierter Aufträge.`
      : "";
  const metadata = pageMetadata({
    title: page > 1 ? `${company.name} – Bewertungen, Seite ${page}` : `${company.name} – Fachbetrieb in Wien`,
    description: `${company.name}${services ? `: ${services}` : ""} in Wien${checks.checked ? ", Gewerbeberechtigung und Haftpflicht geprüft" : ""}.${rating} Kostenlos Angebote anfordern über ${siteConfig.name}.`,
    path,
  });
  if (page > 1) {
    const canonical = reviewPageHref(path, page);
    return { ...metadata, alternates: { canonical }, openGraph: { ...metadata.openGraph, url: canonical } };
  }
  return metadata;
}
