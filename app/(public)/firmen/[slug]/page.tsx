import type { Metadata } from "next";

import { CompanyProfileView } from "@/components/company-profile/company-profile-view";
import { profileMetadata, resolveProfile } from "@/components/company-profile/load-profile";

/**
 * /firmen/{slug} – public profile of a verified company (issue 15 §5), first page of its reviews.
 * ISR: rendered on first request (no database at build time), cached for an hour, and revalidated
 * on demand when the company, its verification or its reviews change
 * (lib/cache/revalidate-content.ts `revalidateCompanyProfile`). Later review pages (?seite=2) are
 * rewritten to ./seite/[seite] (next.config.mjs), so this page never reads the query and stays cached.
 */
export const revalidate = 3600;
export const dynamicParams = true;

export function generateStaticParams(): { slug: string }[] {
  return [];
}

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return profileMetadata((await params).slug, 1);
}

export default async function CompanyProfilePage({ params }: Props) {
  const profile = await resolveProfile((await params).slug, 1);
  return <CompanyProfileView profile={profile} />;
}
