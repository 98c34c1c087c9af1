import type { Metadata } from "next";
import { notFound } from "next/navigation";

import { CompanyDirectory, directoryMetadata } from "@/components/company-profile/company-directory";
import { directoryFilterFromSegments } from "@/lib/domain/company-directory";

export const metadata: Metadata = directoryMetadata;

/**
 * A page of the /firmen directory of verified companies. Public addresses: /firmen
 * (rewritten here as alle/wien/1 by next.config.mjs) and /firmen?leistung={service}&bezirk={PLZ}&seite={n}
 * (rewritten by proxy.ts; "alle" / "wien" for no service / all of Vienna), so that no page reads
 * the query and each is its own ISR entry: rendered on first request (no database at build time)
 * and revalidated on demand when a company, its verification or its reviews change
 * (lib/cache/revalidate-content.ts `revalidateCompanyProfile`). A segment that is no filter value
 * answers 404.
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
