import type { Metadata } from "next";
import { notFound } from "next/navigation";

import { CompanyDirectory, directoryMetadata } from "@/components/company-profile/company-directory";
import { directoryFilterFromSegments } from "@/lib/domain/company-directory";

export const metadata: Metadata = directoryMetadata;

/**
 * A page of the /firmen directory. Public addresses /firmen and /firmen?leistung=&bezirk=&seite= are rewritten here
 * (next.config.mjs, proxy.ts) so that no page reads the query and each is its own ISR entry, revalidated on demand
 * (revalidateCompanyProfile). A segment that is no filter value answers 404.
 */
export const revalidate = 3600;
export const dynamicParams = true;

export function generateStaticParams(): { leistung: string; bezirk: string; seite: string }[] {
  return [];
}

type Props = { params: Promise<{ leistung: string; bezirk: string; seite: string }> };

export default async function FilteredCompanyDirectoryPage({ params }: Props) {
  const { leistung, bezirk, seite } = await params;
  const filter = directoryFilterFromSegments(leistung, bezirk, seite);
  if (!filter) notFound();
  return <CompanyDirectory filter={filter} />;
}
