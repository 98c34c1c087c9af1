import type { Metadata } from "next";

import { LegalDocumentView } from "@/components/legal/legal-document";
import { PRIVACY_META, privacyDocument } from "@/lib/content/legal";
import { getSiteSettings } from "@/lib/data/settings";
import { pageMetadata } from "@/lib/seo/metadata";

export const metadata: Metadata = pageMetadata(PRIVACY_META);

/** Seconds a rendered page is served before the next request renders it anew (settings changes). */
export const revalidate = 60;

/** Privacy policy (public-side.md §2 "Legal and about"; issue 13 §8): controller from the "Einstellungen"; text in lib/content/legal.ts. */
export default async function DatenschutzPage() {
  return <LegalDocumentView document={privacyDocument(await getSiteSettings())} />;
}
