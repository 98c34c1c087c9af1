import type { Metadata } from "next";

import { LegalDocumentView } from "@/components/legal/legal-document";
import { PRIVACY_POLICY } from "@/lib/content/legal";
import { pageMetadata } from "@/lib/seo/metadata";

export const metadata: Metadata = pageMetadata({
  title: PRIVACY_POLICY.title,
  description: PRIVACY_POLICY.description,
  path: PRIVACY_POLICY.path,
});

/** Privacy policy (public-side.md §2 "Legal and about"). Static; text in lib/content/legal.ts. */
export default function DatenschutzPage() {
  return <LegalDocumentView document={PRIVACY_POLICY} />;
}
