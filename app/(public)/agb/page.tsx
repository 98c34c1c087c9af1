import type { Metadata } from "next";

import { LegalDocumentView } from "@/components/legal/legal-document";
import { TERMS_META, termsDocument } from "@/lib/content/legal";
import { getSiteSettings } from "@/lib/data/settings";
import { pageMetadata } from "@/lib/seo/metadata";

export const metadata: Metadata = pageMetadata(TERMS_META);

/** Seconds a rendered page is served before it is rendered anew (settings changes). */
export const revalidate = 60;

/** /agb – terms: operator and commission from the "Einstellungen"; text in lib/content/legal.ts. */
export default async function AgbPage() {
  return <LegalDocumentView document={termsDocument(await getSiteSettings())} />;
}
