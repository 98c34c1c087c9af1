import type { Metadata } from "next";

import { LegalDocumentView } from "@/components/legal/legal-document";
import { TERMS } from "@/lib/content/legal";
import { pageMetadata } from "@/lib/seo/metadata";

export const metadata: Metadata = pageMetadata({
  title: TERMS.title,
  description: TERMS.description,
  path: TERMS.path,
});

/** Terms (public-side.md §2 "Legal and about"). Static; text in lib/content/legal.ts. */
export default function AgbPage() {
  return <LegalDocumentView document={TERMS} />;
}
