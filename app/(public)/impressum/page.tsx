import type { Metadata } from "next";

import { LegalDocumentView } from "@/components/legal/legal-document";
import { IMPRINT_META, imprintDocument } from "@/lib/content/legal";
import { getSiteSettings } from "@/lib/data/settings";
import { pageMetadata } from "@/lib/seo/metadata";

export const metadata: Metadata = pageMetadata(IMPRINT_META);

/** Seconds a rendered imprint is served before it is rendered anew (settings changes). */
export const revalidate = 60;

/**
 * /impressum – imprint built from the "Einstellungen" (defaults during `next build`); says plainly which register
 * data are missing.
 */
export default async function ImpressumPage() {
  return <LegalDocumentView document={imprintDocument(await getSiteSettings())} />;
}
