import type { Metadata } from "next";

import { LegalDocumentView } from "@/components/legal/legal-document";
import { IMPRINT_META, imprintDocument } from "@/lib/content/legal";
import { getSiteSettings } from "@/lib/data/settings";
import { pageMetadata } from "@/lib/seo/metadata";

export const metadata: Metadata = pageMetadata(IMPRINT_META);

/**
 * Seconds a rendered imprint is served before the next request renders it anew; saving the
 * "Einstellungen" revalidates it at once on the saving instance (lib/cache/revalidate-content.ts).
 */
export const revalidate = 60;

/**
 * Imprint (public-side.md §2 "Legal and about"; issue 13 §8): ISR page built from the admin's
 * "Einstellungen" (defaults during `next build`); says plainly which register data are missing.
 */
export default async function ImpressumPage() {
  return <LegalDocumentView document={imprintDocument(await getSiteSettings())} />;
}
