import type { Metadata } from "next";
import { notFound, permanentRedirect } from "next/navigation";

import { CompanyProfileView } from "@/components/company-profile/company-profile-view";
import { profileMetadata, resolveProfile } from "@/components/company-profile/load-profile";
import { MAX_PAGE } from "@/lib/domain/company-profile";

/**
 * Review page n of a company profile (public address /firmen/{slug}?seite=n, rewritten here so every page is its
 * own ISR entry). Page 1 redirects to the profile; a malformed number or a page beyond the last answers 404.
 */
export const revalidate = 3600;
export const dynamicParams = true;

export function generateStaticParams(): { slug: string; seite: string }[] {
  return [];
}

type Props = { params: Promise<{ slug: string; seite: string }> };

function pageNumber(raw: string): number {
  if (!/^[1-9]\d{0,4}$/.test(raw) || Number(raw) > MAX_PAGE) notFound();
  return Number(raw);
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug, seite } = await params;
  if (!/^[1-9]\d{0,4}$/.test(seite)) return { title: "Seite nicht gefunden", robots: { index: false } };
  return profileMetadata(slug, Number(seite));
}

export default async function CompanyReviewsPage({ params }: Props) {
  const { slug, seite } = await params;
  const page = pageNumber(seite);
  if (page === 1) permanentRedirect(`/firmen/${slug}`);
  const profile = await resolveProfile(slug, page);
  return <CompanyProfileView profile={profile} />;
}
