import type { Metadata } from "next";

import { CompanyProfileView } from "@/components/company-profile/company-profile-view";
import { profileMetadata, resolveProfile } from "@/components/company-profile/load-profile";

/**
 * /firmen/{slug} – public profile of a verified company, first page of its reviews. ISR, revalidated on demand
 * (revalidateCompanyProfile). Later review pages (?seite=2) are rewritten to ./seite/[seite], so this page never
 * reads the query and stays cached.
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
