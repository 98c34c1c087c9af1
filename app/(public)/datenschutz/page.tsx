import type { Metadata } from "next";

import { LegalDocumentView } from "@/components/legal/legal-document";
import { PRIVACY_META, privacyDocument } from "@/lib/content/legal";
import { getSiteSettings } from "@/lib/data/settings";
import { pageMetadata } from "@/lib/seo/metadata";

export const metadata: Metadata = pageMetadata(PRIVACY_META);

/** Seconds a rendered page is served before it is rendered anew (settings changes). */
export const revalidate = 60;

/** /datenschutz – privacy policy: controller from the "Einstellungen"; text in lib/content/legal.ts. */
export default async function DatenschutzPage() {
  return <LegalDocumentView document={privacyDocument(await getSiteSettings())} />;
}
