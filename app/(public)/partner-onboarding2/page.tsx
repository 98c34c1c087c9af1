import type { Metadata } from "next";

import { PartnerOnboardingPage } from "@/components/partner/partner-onboarding-page";
import { siteConfig } from "@/lib/config";
import { pageMetadata } from "@/lib/seo/metadata";

const base = pageMetadata({
  title: "Partner application",
  description: `Apply as a partner company with ${siteConfig.name}: company details, certificates, services, availability and commission – we reply within 2-3 business days.`,
  path: "/partner-onboarding2",
});

export const metadata: Metadata = {
  ...base,
  openGraph: { ...base.openGraph, locale: "en_GB" },
  // The English twin of /partner-onboarding: kept out of search indexes (and out of the sitemap).
  robots: { index: false, follow: true },
};

/** Partner onboarding form in English (spec: public-side §1: the only English page). */
export default function PartnerOnboardingEnglishPage() {
  return <PartnerOnboardingPage language="en" />;
}
