import type { Metadata } from "next";

import { LegalDocumentView } from "@/components/legal/legal-document";
import { IMPRINT } from "@/lib/content/legal";
import { pageMetadata } from "@/lib/seo/metadata";

export const metadata: Metadata = pageMetadata({
  title: IMPRINT.title,
  description: IMPRINT.description,
  path: IMPRINT.path,
});

/** Imprint (public-side.md §2 "Legal and about"). Static; text in lib/content/legal.ts. */
export default function ImpressumPage() {
  return <LegalDocumentView document={IMPRINT} />;
}
